"""File a case before the dispute board: a landlord-farmer dispute, an undeclared holding
(art. 10), or a refused share (art. 35)."""

from __future__ import annotations

from desktop.services import land_reform as lr
from desktop.services.land_reform.board import DISPUTE_FA
from desktop.ui.land_reform.form_dialog import LandFormDialog


class DisputeDialog(LandFormDialog):
    service = staticmethod(lr.file_dispute)

    def build(self) -> None:
        self.setWindowTitle(self.tr("File a case"))
        self.date("filed_on", self.tr("Filed on"))
        self.combo("kind", self.tr("Kind"), list(DISPUTE_FA.items()))
        self.line("claimant", self.tr("Claimant"))
        self.line("respondent", self.tr("Respondent"))
        self.memo("subject", self.tr("Subject"))
