"""What the councils' screens share: a dialog that asks before dropping edits, a read-only
table filled from rows, Jalali dates with Persian digits."""

from __future__ import annotations

import datetime as _dt
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QItemSelectionModel, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from desktop.jalali import format_jalali
from desktop.text import to_persian_digits
from desktop.ui.dialogs import confirm

MAX_W, MAX_H = 1000, 680  # every dialog fits a 1366×768 screen with the task bar


def jdate(iso: str | None) -> str:
    return format_jalali(_dt.date.fromisoformat(iso), persian_digits=True) if iso else ""


def fa(value: object) -> str:
    return "" if value is None else to_persian_digits(str(value))


def table(name: str, headers: Sequence[str], *, stretch: int = 0) -> QTableWidget:
    """A read-only table; column ``stretch`` takes the spare width, the others their contents."""
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


def fill(
    view: QTableWidget, rows: Sequence[Sequence[object]], ids: Sequence[object] | None = None
) -> None:
    """Replace the rows; each row's first cell carries its id (``Qt.UserRole``)."""
    view.setRowCount(0)
    view.setRowCount(len(rows))
    for r, values in enumerate(rows):
        for c, value in enumerate(values):
            item = QTableWidgetItem(fa(value) if isinstance(value, int) else str(value or ""))
            if ids is not None and c == 0:
                item.setData(Qt.ItemDataRole.UserRole, ids[r])
            view.setItem(r, c, item)


def select_row(view: QTableWidget, row: int) -> None:
    """Select a whole row (QTableView.selectRow does nothing on a widget not yet shown)."""
    model = view.selectionModel()
    index = view.model().index(row, 0)
    flags = (
        QItemSelectionModel.SelectionFlag.ClearAndSelect | QItemSelectionModel.SelectionFlag.Rows
    )
    model.setCurrentIndex(index, flags)


def selected_id(view: QTableWidget) -> object:
    rows = view.selectionModel().selectedRows()
    if not rows:
        return None
    item = view.item(rows[0].row(), 0)
    return item.data(Qt.ItemDataRole.UserRole) if item else None


class GuardedDialog(QDialog):
    """Enter does the dialog's main action (its default button); Escape asks before dropping
    edits made since it opened."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.dirty = False
        self.setMaximumSize(MAX_W, MAX_H)

    def mark_dirty(self, *_args: object) -> None:
        self.dirty = True

    def reject(self) -> None:
        if self.dirty and not confirm(
            self, QCoreApplication.translate("Councils", "Drop what you have entered?")
        ):
            return
        super().reject()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt naming
        if event.key() == Qt.Key.Key_Escape:
            self.reject()
            return
        super().keyPressEvent(event)
