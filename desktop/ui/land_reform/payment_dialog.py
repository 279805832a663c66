"""Record a payment toward a recipient's price, with its receipt number."""

from __future__ import annotations

from desktop.services import land_reform as lr
from desktop.ui.land_reform.form_dialog import LandFormDialog


class PaymentDialog(LandFormDialog):
    service = staticmethod(lr.record_payment)

    def build(self) -> None:
        self.setWindowTitle(self.tr("Record payment"))
        self.date("paid_on", self.tr("Paid on"))
        self.line("rials", self.tr("Amount (rials)"), number="amount")
        self.line("receipt_no", self.tr("Receipt number"), number="code")
