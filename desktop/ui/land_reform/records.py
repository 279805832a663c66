"""A small read-only list of records for the land-reform tabs: rows are dicts, columns are
(header, how to show a row), the selection is a row's id."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from decimal import Decimal

from PySide6.QtCore import QItemSelectionModel
from PySide6.QtWidgets import QHeaderView

from desktop.jalali import format_jalali
from desktop.rules.result import num
from desktop.text import group_thousands, to_persian_digits
from desktop.ui.common.record_table import record_table
from desktop.ui.common.table_model import Column as PagedColumn
from desktop.ui.common.table_model import PagedTableModel

Column = tuple[str, Callable[[dict], str]]


def money(v: int | None) -> str:
    return "" if v is None else group_thousands(int(v))


def hectares(v: Decimal) -> str:
    return num(v.normalize() if v else v)


def jal(iso: str | None) -> str:
    import datetime as _dt

    return format_jalali(_dt.date.fromisoformat(iso), persian_digits=True) if iso else ""


def _shown(show: Callable[[dict], str]) -> Callable[[dict], str]:
    """A column's text with its digits as the clerk reads them, whatever the column gives."""
    return lambda r: to_persian_digits(str(show(r)))


class RecordList:
    """A QTableView over the shared paged model: with ``fetch(limit, after)`` (a service's page,
    read on from ``after``, the last row shown) the list pages in from SQLite as it scrolls and
    ``reload`` reads its first page again; without it, ``set_rows`` shows the few rows given (a
    record's own parcels, applicants, instalments)."""

    def __init__(
        self,
        name: str,
        columns: Sequence[Column],
        *,
        stretch: int = 0,
        fetch: Callable[[int, dict | None], list[dict]] | None = None,
    ) -> None:
        self.columns = list(columns)
        self.fetch = fetch
        self.given: list[dict] = []
        self.view = record_table(name, sortable=False, stretch=False)
        self.model = PagedTableModel(
            [
                PagedColumn(f"c{i}", header, _shown(show), False)
                for i, (header, show) in enumerate(self.columns)
            ],
            self._page,
            self._count,
        )
        self.view.setModel(self.model)
        header = self.view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setSectionResizeMode(stretch, QHeaderView.ResizeMode.Stretch)
        self.stretch = stretch

    @property
    def rows(self) -> list[dict]:
        """The rows read so far."""
        return self.model.rows

    def _page(self, _order: str, _descending: bool, limit: int, offset: int) -> list[dict]:
        if self.fetch is None:
            return self.given[offset : offset + limit]
        return self.fetch(limit, self.model.after(offset))

    def _count(self) -> tuple[int, bool]:
        if self.fetch is None:
            return len(self.given), True
        return len(self.model.rows), False  # at least these: the rest is read as it scrolls

    def set_rows(self, rows: list[dict]) -> None:
        self.given = rows
        self.reload()

    def reload(self) -> None:
        keep = self.current_id()
        self.model.reload()
        for column in range(len(self.columns)):  # each time: rows change with the selection above
            if column != self.stretch:
                self.view.resizeColumnToContents(column)
        if not self.select(keep) and self.rows:
            self._select_row(0)

    def select(self, ident: int | None) -> bool:
        for i, r in enumerate(self.rows):
            if ident is not None and r["id"] == ident:
                self._select_row(i)
                return True
        return False

    def _select_row(self, i: int) -> None:
        index = self.model.index(i, 0)
        flags = QItemSelectionModel.SelectionFlag
        self.view.selectionModel().setCurrentIndex(index, flags.ClearAndSelect | flags.Rows)
        self.view.scrollTo(index)

    def current(self) -> dict | None:
        sel = self.view.selectionModel().selectedRows()
        if not sel:
            return None
        row = sel[0].row()
        return self.rows[row] if row < len(self.rows) else None

    def current_id(self) -> int | None:
        r = self.current()
        return None if r is None else int(r["id"])

    def on_select(self, slot: Callable[[], None]) -> None:
        self.view.selectionModel().selectionChanged.connect(lambda *_: slot())
        self.view.doubleClicked.connect(lambda *_: slot())
