"""Record a transfer by an owner; the art. 4 duty (600-ha note, art. 5 sale) is computed on saving."""

from __future__ import annotations

from desktop.services import land_reform as lr
from desktop.ui.land_reform.form_dialog import LandFormDialog


class TransferDialog(LandFormDialog):
    service = staticmethod(lr.record_transfer)

    def build(self) -> None:
        self.setWindowTitle(self.tr("Record transfer"))
        if "owner_id" not in self.fixed:
            self.person("owner_id", self.tr("Owner"))
        self.line("transferee", self.tr("Transferred to"))
        self.date("transfer_on", self.tr("Date of transfer"))
        self.line("area_ha", self.tr("Area (irrigated-equivalent hectares)"), number="decimal")
        self.line("beyond_ha", self.tr("Of which beyond the ceiling (hectares)"), number="decimal")
        self.line("price_rials", self.tr("Price (rials)"), number="amount")
        self.check("to_farmers_art5", self.tr("Sold to the farmers of that land (art. 5)"))
        self.line(
            "understated_rials",
            self.tr("Duty left unpaid by understating (rials)"),
            number="amount",
        )
