"""Record an excuse the Agricultural Bank accepted for an unpaid instalment (art. 27)."""

from __future__ import annotations

from desktop.services import land_reform as lr
from desktop.ui.land_reform.form_dialog import LandFormDialog


class ExcuseDialog(LandFormDialog):
    service = staticmethod(lr.accept_excuse)

    def build(self) -> None:
        self.setWindowTitle(self.tr("Accepted excuse"))
        self.line("excuse", self.tr("Excuse accepted by the bank"))
