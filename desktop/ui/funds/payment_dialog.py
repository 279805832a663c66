"""A payment against an obligation, in cash or in goods; the receipt is printed after saving."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QLineEdit, QWidget

from desktop.rules.in_kind import COMMODITIES
from desktop.services import funds
from desktop.ui.common.context import AppContext
from desktop.ui.common.number_edit import NumberEdit
from desktop.ui.funds.base import FundDialog, money
from desktop.ui.funds.rows import commodity_row, unit_row


class PaymentDialog(FundDialog):
    def __init__(self, ctx: AppContext, fund_id: int, parent: QWidget | None = None) -> None:
        super().__init__(ctx, self.tr("Record a payment"), parent)
        f = self.form
        self.obligation = f.add_row("obligation_id", self.tr("Obligation"), QComboBox())
        self.owed: dict[int, dict] = {}
        for o in funds.reports.obligations(ctx.db, fund_id=fund_id):
            if o["outstanding_rials"] or o["outstanding_grams"]:
                self.owed[o["id"]] = o
                owed = (
                    f"{money(o['outstanding_rials'])} ریال"
                    if o["amount_rials"]
                    else f"{money(o['outstanding_grams'] // 1000)} کیلوگرم {COMMODITIES.get(o['commodity'], '')}"
                )
                self.obligation.addItem(f"{o['landlord_name']} — {owed}", o["id"])
        self.received_on = self.date_row("received_on", self.tr("Received on"))
        self.payer = f.add_row("payer", self.tr("Paid by"), QLineEdit())
        self.payer.setPlaceholderText(self.tr("the landlord, unless someone else paid"))
        self.kind = f.add_row("kind", self.tr("Paid in"), QComboBox())
        self.kind.addItem(self.tr("Cash"), "cash")
        self.kind.addItem(self.tr("Goods"), "goods")
        self.amount = f.add_row("amount_rials", self.tr("Amount (rials)"), NumberEdit("amount"))
        self.quantity = f.add_row("quantity", self.tr("Quantity"), NumberEdit("decimal"))
        self.unit = unit_row(self, self.tr("Unit"))
        self.commodity = commodity_row(self, self.tr("Goods"))
        self.store = f.add_row("store_id", self.tr("Store"), QComboBox())
        for s in funds.reports.stores(ctx.db, fund_id=fund_id):
            self.store.addItem(s["name"], s["id"])
        # 1334 arts. 2 and 5: the development duty reaches the fund as the Ministry of Finance's
        # deposit; its month runs from the Ministry's collection, entered here
        self.collected_on = self.date_row(
            "collected_on", self.tr("Collected by the Ministry of Finance on (1334 art. 5)")
        )
        self.collected_on.set_date(None)  # empty unless the Ministry deposited it
        self.tax_receipt = f.add_row(
            "tax_receipt", self.tr("The Ministry's receipt number (1334 art. 2)"), QLineEdit()
        )
        self.kind.currentIndexChanged.connect(lambda _i: self.sync())
        self.obligation.currentIndexChanged.connect(lambda _i: self.follow_obligation())
        self.follow_obligation()
        self.finish(self.tr("Save and print the receipt"))

    def follow_obligation(self) -> None:
        """An obligation in goods is paid in goods of its commodity; one in rials, in cash."""
        o = self.owed.get(self.obligation.currentData())
        if o is not None:
            goods = not o["amount_rials"] and bool(o["grams"])
            self.kind.setCurrentIndex(self.kind.findData("goods" if goods else "cash"))
            if goods:
                self.commodity.setCurrentIndex(self.commodity.findData(o["commodity"]))
        self.sync()

    def sync(self) -> None:
        cash = self.kind.currentData() == "cash"
        self.amount.setEnabled(cash)
        for w in (self.quantity, self.unit, self.commodity, self.store):
            w.setEnabled(not cash)

    def save(self) -> None:
        kwargs: dict[str, object] = {
            "obligation_id": self.obligation.currentData(),
            "received_on": self.received_on.text(),
            "payer": self.payer.text(),
        }
        if self.collected_on.text():
            kwargs["collected_on"] = self.collected_on.text()
        if self.tax_receipt.text().strip():
            kwargs["tax_receipt"] = self.tax_receipt.text()
        if self.kind.currentData() == "cash":
            kwargs["amount_rials"] = self.amount.text()
        else:
            kwargs.update(
                quantity=self.quantity.text(), unit=self.unit.currentData(),
                commodity=self.commodity.currentData(), store_id=self.store.currentData(),
            )  # fmt: skip
        if self.run(funds.record_payment, **kwargs):
            self.accept()
