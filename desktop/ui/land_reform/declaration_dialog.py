"""Record an owner's declaration received (art. 10), against the notice it answers."""

from __future__ import annotations

from desktop.services import land_reform as lr
from desktop.ui.land_reform.form_dialog import LandFormDialog


class DeclarationDialog(LandFormDialog):
    service = staticmethod(lr.record_declaration)

    def build(self) -> None:
        self.setWindowTitle(self.tr("Record declaration"))
        self.date("filed_on", self.tr("Received on"))
        self.line("declared_ha", self.tr("Area declared (hectares)"), number="decimal")
        self.memo("notes", self.tr("Notes"))
