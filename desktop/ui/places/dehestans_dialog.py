"""The bakhsh's dehestans: list, add, rename, retire and restore.

A plain ``QDialog``: it holds no edits of its own (each action saves at once, a dehestan is
edited in ``DehestanDialog``), so Escape closes it without asking."""

from __future__ import annotations

from PySide6.QtCore import QLocale, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from desktop.services import places, queries
from desktop.services.change import Change
from desktop.ui.common.context import AppContext
from desktop.ui.common.dialogs import confirm, show_error
from desktop.ui.common.widgets import button, button_row
from desktop.ui.places.village_form import DehestanDialog


class DehestansDialog(QDialog):
    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.setWindowTitle(self.tr("Dehestans"))
        self.resize(520, 420)
        layout = QVBoxLayout(self)
        self.show_retired = QCheckBox(self.tr("Show retired"))
        self.show_retired.setProperty("not_an_edit", True)  # a filter
        layout.addWidget(self.show_retired)
        self.table = QTableWidget(0, 2)
        self.table.setObjectName("dehestans")
        self.table.setHorizontalHeaderLabels([self.tr("Dehestan"), self.tr("Villages")])
        self.table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QTableWidget.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.verticalHeader().hide()
        self.table.doubleClicked.connect(lambda _i: self.edit())
        layout.addWidget(self.table, 1)
        self.add_button = button(self.tr("Add…"), self.add)
        self.edit_button = button(self.tr("Edit…"), self.edit)
        self.retire_button = button(self.tr("Retire"), self.retire_or_restore)
        self.close_button = button(self.tr("Close"), self.accept)
        row = button_row(self.add_button, self.edit_button, self.retire_button)
        row.addWidget(self.close_button)
        layout.addLayout(row)
        self.show_retired.toggled.connect(lambda _b: self.reload())
        self.table.itemSelectionChanged.connect(self._selection_changed)
        ctx.changed.connect(self.on_change)
        self.rows: list[dict] = []
        self.reload()

    def on_change(self, change: Change) -> None:
        if change.touches("dehestan", "village"):
            self.reload()

    def reload(self) -> None:
        self.rows = queries.dehestans(self.ctx.db, include_retired=self.show_retired.isChecked())
        locale = QLocale()
        self.table.setRowCount(len(self.rows))
        for i, d in enumerate(self.rows):
            name = QTableWidgetItem(d["name"])
            count = QTableWidgetItem(locale.toString(d["village_count"]))
            for item in (name, count):
                if d["retired_at"]:
                    item.setForeground(Qt.GlobalColor.gray)
            self.table.setItem(i, 0, name)
            self.table.setItem(i, 1, count)
        self._selection_changed()

    def selected(self) -> dict | None:
        rows = self.table.selectionModel().selectedRows()
        return self.rows[rows[0].row()] if rows else None

    def _selection_changed(self) -> None:
        d = self.selected()
        self.retire_button.setText(
            self.tr("Restore") if d and d["retired_at"] else self.tr("Retire")
        )

    def add(self) -> None:
        DehestanDialog(self.ctx, parent=self).exec()

    def edit(self) -> None:
        d = self.selected()
        if d is not None:
            DehestanDialog(self.ctx, d["id"], parent=self).exec()

    def retire_or_restore(self) -> None:
        d = self.selected()
        if d is None:
            return
        if d["retired_at"]:
            outcome = self.ctx.run(places.restore_dehestan, d["id"])
        elif confirm(
            self, self.tr("Retire this dehestan? It stays in the records but leaves the lists.")
        ):
            outcome = self.ctx.run(places.retire_dehestan, d["id"])
        else:
            return
        if not outcome.ok:
            show_error(self, "\n".join((outcome.errors or {}).values()))
