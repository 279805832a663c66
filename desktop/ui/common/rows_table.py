"""A read-only table of a few rows (a council's members, a case's parties, the funds' arrears),
one chosen at a time, and its filling."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableWidget, QTableWidgetItem

from desktop.text import to_persian_digits


def rows_table(name: str, headers: Sequence[str], *, stretch: int = 0) -> QTableWidget:
    """A read-only table of a few rows, one chosen at a time; column ``stretch`` takes the spare
    width, the others their contents."""
    view = QTableWidget(0, len(headers))
    view.setObjectName(name)
    view.setHorizontalHeaderLabels(list(headers))
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    header = view.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    header.setSectionResizeMode(stretch % len(headers), QHeaderView.ResizeMode.Stretch)
    view.verticalHeader().hide()
    return view


def fill_rows(
    view: QTableWidget, rows: Sequence[Sequence[object]], ids: Sequence[object] | None = None
) -> None:
    """Replace a table's rows (a number in Persian digits, None blank); with ``ids``, each row's
    first cell carries its id (``Qt.UserRole``)."""
    view.setRowCount(0)
    view.setRowCount(len(rows))
    for r, values in enumerate(rows):
        for c, value in enumerate(values):
            text = to_persian_digits(str(value)) if isinstance(value, int) else str(value or "")
            item = QTableWidgetItem(text)
            if ids is not None and c == 0:
                item.setData(Qt.ItemDataRole.UserRole, ids[r])
            view.setItem(r, c, item)
