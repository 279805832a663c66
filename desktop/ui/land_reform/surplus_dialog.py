"""Record a surplus parcel taken for division, its valued price and the region's minimum."""

from __future__ import annotations

from desktop.rules.land_holdings import KIND_FA
from desktop.services import land_reform as lr
from desktop.ui.land_reform.form_dialog import LandFormDialog


class SurplusDialog(LandFormDialog):
    service = staticmethod(lr.add_surplus)

    def build(self) -> None:
        self.setWindowTitle(self.tr("Add surplus parcel"))
        self.line("label", self.tr("Name of the parcel"))
        self.village("village_id", self.tr("Village"))
        self.combo("kind", self.tr("Kind of land"), list(KIND_FA.items()))
        self.line("area_ha", self.tr("Area (hectares)"), number="decimal")
        self.line("price_rials", self.tr("Valued price (rials, art. 13)"), number="amount")
        self.line(
            "regional_min_ha", self.tr("Regional minimum (hectares, art. 21)"), number="decimal"
        )
        self.date("taken_on", self.tr("Taken for division on"))
