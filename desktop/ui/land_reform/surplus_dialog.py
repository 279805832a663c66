"""Record a surplus parcel taken for division, its valued price and the region's minimum: taken
from a parcel of an owner's holding, picked among that owner's parcels (1339 art. 2), whose
village and kind it is."""

from __future__ import annotations

from decimal import Decimal

from PySide6.QtWidgets import QComboBox

from desktop.rules.land_holdings import KIND_FA, SHESHDANG, ha
from desktop.rules.result import num
from desktop.services import land_reform as lr
from desktop.ui.land_reform.form_dialog import LandFormDialog


class SurplusDialog(LandFormDialog):
    service = staticmethod(lr.add_surplus)

    def build(self) -> None:
        self.setWindowTitle(self.tr("Add surplus parcel"))
        self.line("label", self.tr("Name of the parcel"))
        # the owner, then the parcel of his holding the surplus is taken from; its village and
        # kind are the parcel's; the service checks the parcel is the owner's
        self.owner_box: QComboBox = self.form.add_row("owner_id", self.tr("Owner"), QComboBox())
        self.readers["owner_id"] = self.owner_box.currentData
        for o in lr.owners(self.ctx.db):
            surplus = (
                self.tr("%1 ha over the ceiling").replace("%1", num(o["surplus_ha"]))
                if o["over"]
                else self.tr("not over the ceiling")
            )
            self.owner_box.addItem(f"{o['name']} — {surplus}", o["id"])
        self.parcel = self.combo("parcel_id", self.tr("Parcel of his holding"), [])
        self.owner_box.currentIndexChanged.connect(lambda _i: self.fill_parcels())
        self.fill_parcels()
        self.line("area_ha", self.tr("Area (hectares)"), number="decimal")
        self.line("price_rials", self.tr("Valued price (rials, art. 13)"), number="amount")
        self.line(
            "regional_min_ha", self.tr("Regional minimum (hectares, art. 21)"), number="decimal"
        )
        self.date("taken_on", self.tr("Taken for division on"))

    def fill_parcels(self) -> None:
        """The chosen owner's live parcels, each by village, kind, area and his part of it."""
        self.parcel.clear()
        owner = self.owner_box.currentData()
        if owner is None:
            return
        for p in lr.parcels_of(self.ctx.db, owner):
            area = self.tr("%1 ha").replace("%1", num(ha(p["area_m2"])))
            text = f"{p['village_name']} — {KIND_FA.get(p['kind'], '')} — {area}"
            if p["ownership"] == "shared":
                dang = num(Decimal(p["share_millidang"] or SHESHDANG) / 1000)
                text += " (" + self.tr("shared, %1 dang").replace("%1", dang) + ")"
            self.parcel.addItem(text, p["id"])
