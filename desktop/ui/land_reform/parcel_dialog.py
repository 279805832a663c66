"""Record a parcel an owner holds: village, kind, hectares, form of ownership, art. 3 exception."""

from __future__ import annotations

from desktop.rules.land_holdings import EXCEPTIONS, KIND_FA, OWNERSHIP_FA
from desktop.services import land_reform as lr
from desktop.ui.land_reform.form_dialog import LandFormDialog


class ParcelDialog(LandFormDialog):
    service = staticmethod(lr.add_parcel)

    def build(self) -> None:
        self.setWindowTitle(self.tr("Add parcel"))
        self.owner()
        self.village("village_id", self.tr("Village"))
        self.combo("kind", self.tr("Kind of land"), list(KIND_FA.items()))
        self.area = self.line("area_ha", self.tr("Area (hectares)"), number="decimal")
        self.area.setPlaceholderText(self.tr("e.g. %1").replace("%1", "۱۲٫۵"))
        self.ownership = self.combo("ownership", self.tr("Ownership"), list(OWNERSHIP_FA.items()))
        self.share = self.line("share_dang", self.tr("Share (dang, if shared)"), number="decimal")
        self.combo(
            "exception",
            self.tr("Art. 3 exception"),
            [(None, self.tr("None"))] + [(k, f"{v[0]} ({v[1]})") for k, v in EXCEPTIONS.items()],
        )
        self.date("lease_ends_on", self.tr("Lease ends (if leased)"))
        self.memo("notes", self.tr("Notes"))
