"""The commission's call to an owner to transfer his surplus land to the state (1339 art. 17):
the notice's date; the duty over all his surplus is computed when it is saved."""

from __future__ import annotations

from desktop.services import land_reform as lr
from desktop.ui.land_reform.form_dialog import LandFormDialog


class CallDialog(LandFormDialog):
    service = staticmethod(lr.call_to_transfer)

    def build(self) -> None:
        self.setWindowTitle(self.tr("Call to transfer the deed"))
        intro = self.tr(
            "An owner who has not come within two months of the notice to transfer the deed "
            "to the state owes a yearly duty on all his surplus land (1339 art. 17)."
        )
        self.owner(intro)
        self.date("called_on", self.tr("Date of the notice"))
