"""Small builders every screen shares: a record list, a dialog's OK/Cancel row."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QAbstractItemView, QDialog, QDialogButtonBox, QHeaderView, QTableView


def record_table(name: str, *, sortable: bool = True, stretch: bool = True) -> QTableView:
    """A read-only list of records: whole rows selected one at a time, no row numbers."""
    view = QTableView()
    view.setObjectName(name)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.setSortingEnabled(sortable)
    mode = QHeaderView.ResizeMode.Stretch if stretch else QHeaderView.ResizeMode.Interactive
    view.horizontalHeader().setSectionResizeMode(mode)
    view.verticalHeader().hide()
    return view


def ok_cancel(
    dialog: QDialog, on_ok: Callable[[], object], ok_text: str, cancel_text: str
) -> QDialogButtonBox:
    """OK (which runs ``on_ok``; the dialog decides whether to close) and Cancel (closes)."""
    buttons = QDialogButtonBox(
        QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
    )
    buttons.button(QDialogButtonBox.StandardButton.Ok).setText(ok_text)
    buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(cancel_text)
    buttons.accepted.connect(on_ok)
    buttons.rejected.connect(dialog.reject)
    return buttons
