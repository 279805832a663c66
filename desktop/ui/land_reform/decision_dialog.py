"""The board's final decision on a case, in a session of its three members; the fine is
checked against art. 10's or art. 35's range."""

from __future__ import annotations

from desktop.services import land_reform as lr
from desktop.ui.land_reform.form_dialog import LandFormDialog


class DecisionDialog(LandFormDialog):
    service = staticmethod(lr.decide_dispute)

    def build(self) -> None:
        self.setWindowTitle(self.tr("Board decision"))
        self.date("held_on", self.tr("Session held on"))
        self.memo("text", self.tr("Decision"))
        self.line("fine_rials", self.tr("Fine (rials)"), number="amount")
        self.line("share_rials", self.tr("Share owed (rials, art. 35)"), number="amount")
        self.date("enforcement_requested_on", self.tr("Enforcement requested on"))
