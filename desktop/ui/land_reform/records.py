"""A small read-only list of records for the land-reform tabs: rows are dicts, columns are
(header, how to show a row), the selection is a row's id."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from decimal import Decimal

from PySide6.QtCore import QItemSelectionModel
from PySide6.QtGui import QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QHeaderView

from desktop.jalali import format_jalali
from desktop.rules.result import num
from desktop.text import group_thousands
from desktop.ui.common.widgets import record_table

Column = tuple[str, Callable[[dict], str]]


def money(v: int | None) -> str:
    return "" if v is None else group_thousands(int(v))


def hectares(v: Decimal) -> str:
    return num(v.normalize() if v else v)


def jal(iso: str | None) -> str:
    import datetime as _dt

    return format_jalali(_dt.date.fromisoformat(iso), persian_digits=True) if iso else ""


class RecordList:
    """Wraps a QTableView over a QStandardItemModel (lists here hold tens of rows, not
    thousands; the registers with paging are elsewhere)."""

    def __init__(self, name: str, columns: Sequence[Column], *, stretch: int = 0) -> None:
        self.columns = list(columns)
        self.view = record_table(name, sortable=False, stretch=False)
        self.model = QStandardItemModel(0, len(self.columns))
        self.model.setHorizontalHeaderLabels([c[0] for c in self.columns])
        self.view.setModel(self.model)
        header = self.view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setSectionResizeMode(stretch, QHeaderView.ResizeMode.Stretch)
        self.rows: list[dict] = []
        self.stretch = stretch

    def set_rows(self, rows: list[dict]) -> None:
        keep = self.current_id()
        self.rows = rows
        self.model.removeRows(0, self.model.rowCount())
        for r in rows:
            items = []
            for _, show in self.columns:
                item = QStandardItem(show(r))
                item.setEditable(False)
                items.append(item)
            self.model.appendRow(items)
        for column in range(len(self.columns)):  # each time: rows change with the selection above
            if column != self.stretch:
                self.view.resizeColumnToContents(column)
        if not self.select(keep) and rows:
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
