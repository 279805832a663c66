"""The council elects its officers from its members: chair, vice-chair, accountant, treasurer
(1331 art. 26) or chair, accountant, treasurer (1334 art. 21)."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QVBoxLayout, QWidget

from desktop.services import councils
from desktop.services.councils.common import OFFICE_FA
from desktop.ui.common.context import AppContext
from desktop.ui.common.date_edit import JalaliDateEdit
from desktop.ui.common.forms import FieldForm
from desktop.ui.councils.common import CouncilDialog


class OfficersDialog(CouncilDialog):
    def __init__(self, ctx: AppContext, council_id: int, parent: QWidget | None = None) -> None:
        super().__init__(ctx, self.tr("Elect the officers"), parent)
        self.council_id = council_id
        council = councils.get_council(ctx.db, council_id)
        offices = (
            ("chair", "accountant", "treasurer")
            if council["regime"] == "1334"
            else tuple(OFFICE_FA)
        )
        members = [m for m in councils.members_of(ctx.db, council_id) if m["kind"] != "alternate"]
        layout = QVBoxLayout(self)
        self.form = FieldForm()
        self.on = self.form.add_row("on", self.tr("Elected on"), JalaliDateEdit())
        self.combos: dict[str, QComboBox] = {}
        for office in offices:
            combo = self.form.add_row(office, OFFICE_FA[office], QComboBox())
            combo.addItem("—", None)
            for m in members:
                combo.addItem(m["name"], m["id"])
            self.combos[office] = combo
        layout.addWidget(self.form)
        layout.addWidget(self.save_cancel())
        self.mark_clean()

    def save(self) -> None:
        chosen = {k: c.currentData() for k, c in self.combos.items() if c.currentData() is not None}
        outcome = self.ctx.run(
            councils.elect_officers, council_id=self.council_id, on=self.on.text(), officers=chosen
        )
        self.saved(outcome)
