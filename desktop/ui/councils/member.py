"""Ending a membership (death, lost eligibility, removal after a complaint): the first
alternate takes the seat; with none left the seat is shown as needing a by-election."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QLabel, QLineEdit, QVBoxLayout, QWidget

from desktop.services import councils
from desktop.services.councils.members import REASONS
from desktop.ui.common.context import AppContext
from desktop.ui.common.date_edit import JalaliDateEdit
from desktop.ui.common.forms import FieldForm
from desktop.ui.councils.common import CouncilDialog


class RemoveMemberDialog(CouncilDialog):
    def __init__(self, ctx: AppContext, member: dict, parent: QWidget | None = None) -> None:
        super().__init__(ctx, self.tr("End a membership"), parent)
        self.member = member
        layout = QVBoxLayout(self)
        who = QLabel(f"{member['name']} — {member['seat_fa']} ({member['kind_fa']})")
        layout.addWidget(who)
        self.form = FieldForm()
        self.on = self.form.add_row("on", self.tr("Ended on"), JalaliDateEdit())
        self.reason = self.form.add_row("reason", self.tr("Reason"), QComboBox())
        for key, label in REASONS.items():
            self.reason.addItem(label, key)
        self.basis = self.form.add_row("basis", self.tr("Basis (document, decision)"), QLineEdit())
        layout.addWidget(self.form)
        note = QLabel(self.tr("The first alternate takes the seat from the same day."))
        note.setWordWrap(True)
        layout.addWidget(note)
        layout.addWidget(self.save_cancel())
        self.mark_clean()

    def save(self) -> None:
        outcome = self.ctx.run(
            councils.remove_member, member_id=self.member["id"], on=self.on.text(),
            reason=self.reason.currentData(), basis=self.basis.text(),
        )  # fmt: skip
        self.saved(outcome)
