"""A read-only table model over a paged query: rows arrive as the view scrolls."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QColor, QFont

from desktop.text import to_persian_digits

PAGE = 200

type Index = QModelIndex | QPersistentModelIndex


@dataclass(frozen=True)
class Column:
    key: str  # the row's key, also the sort key passed to the query
    title: str
    render: Callable[[dict], str] | None = None
    sortable: bool = True


class PagedTableModel(QAbstractTableModel):
    """``fetch(order_by, descending, limit, offset) -> rows``; ``count() -> (total, exact)``."""

    def __init__(
        self,
        columns: list[Column],
        fetch: Callable[[str, bool, int, int], list[dict]],
        count: Callable[[], tuple[int, bool]],
    ) -> None:
        super().__init__()
        self.columns = columns
        self._fetch = fetch
        self._count = count
        self.rows: list[dict] = []
        self.total = 0
        self.exact = True  # False when the count stopped at a cap: "more than total"
        self.order_by = columns[0].key
        self.descending = False
        # optional: a row drawn struck through (a cancelled entry, as in a paper book), and the
        # whole text a row's tooltip shows (a reason the column cuts off)
        self.struck: Callable[[dict], bool] | None = None
        self.tooltip: Callable[[dict], str] | None = None

    def reload(self) -> None:
        self.beginResetModel()
        self.rows = self._fetch(self.order_by, self.descending, PAGE, 0)
        if len(self.rows) < PAGE:
            self.total, self.exact = len(self.rows), True
        else:
            self.total, self.exact = self._count()
        self.endResetModel()

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(self.columns)

    def canFetchMore(self, parent: Index = QModelIndex()) -> bool:  # noqa: B008, N802
        return not parent.isValid() and (len(self.rows) < self.total or not self.exact)

    def fetchMore(self, parent: Index = QModelIndex()) -> None:  # noqa: B008, N802
        more = self._fetch(self.order_by, self.descending, PAGE, len(self.rows))
        if len(more) < PAGE:
            self.exact = True
            self.total = len(self.rows) + len(more)
        else:
            self.total = max(self.total, len(self.rows) + len(more))
        if not more:
            return
        self.beginInsertRows(QModelIndex(), len(self.rows), len(self.rows) + len(more) - 1)
        self.rows.extend(more)
        self.endInsertRows()

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        row = self.rows[index.row()]
        column = self.columns[index.column()]
        if role == Qt.ItemDataRole.DisplayRole:
            if column.render:
                return column.render(row)
            value = row.get(column.key)
            return "" if value is None else to_persian_digits(str(value))
        if role == Qt.ItemDataRole.UserRole:
            return row.get("id")
        if role == Qt.ItemDataRole.ForegroundRole and (
            row.get("retired_at") or (self.struck is not None and self.struck(row))
        ):
            return QColor("#888888")  # retired records, shown on request, look it
        if role == Qt.ItemDataRole.FontRole and self.struck is not None and self.struck(row):
            font = QFont()
            font.setStrikeOut(True)
            return font
        if role == Qt.ItemDataRole.ToolTipRole and self.tooltip is not None:
            return self.tooltip(row) or None
        return None

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:  # noqa: N802
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return self.columns[section].title
        return None

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        spec = self.columns[column]
        if not spec.sortable:
            return
        self.order_by = spec.key
        self.descending = order == Qt.SortOrder.DescendingOrder
        self.reload()

    def after(self, offset: int) -> dict | None:
        """The row a page starting at ``offset`` goes on from (None for the first page): what a
        keyset query takes, so that each page is read from where the last one ended."""
        return self.rows[offset - 1] if offset else None

    def row_id(self, row: int) -> int | None:
        return self.rows[row].get("id") if 0 <= row < len(self.rows) else None
