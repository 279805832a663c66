"""The council sells stock at the price it decided."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QLineEdit, QWidget

from desktop.services import funds
from desktop.ui.common.context import AppContext
from desktop.ui.common.number_edit import NumberEdit
from desktop.ui.funds.base import FundDialog
from desktop.ui.funds.rows import decision_rows, goods_rows


class SaleDialog(FundDialog):
    def __init__(self, ctx: AppContext, fund_id: int, parent: QWidget | None = None) -> None:
        super().__init__(ctx, self.tr("Sell stock"), parent)
        f = self.form
        self.store = f.add_row("store_id", self.tr("Store"), QComboBox())
        for s in funds.reports.stores(ctx.db, fund_id=fund_id):
            self.store.addItem(s["name"], s["id"])
        self.sold_on = self.date_row("sold_on", self.tr("Sold on"))
        self.commodity, self.quantity, self.unit = goods_rows(self)
        self.price = f.add_row("price_rials", self.tr("Price (rials)"), NumberEdit("amount"))
        self.buyer = f.add_row("buyer", self.tr("Buyer"), QLineEdit())
        self.decision_number, self.decision_date = decision_rows(self)
        self.finish(self.tr("Save"))

    def save(self) -> None:
        if self.run(
            funds.sell_stock, store_id=self.store.currentData(), sold_on=self.sold_on.text(),
            commodity=self.commodity.currentData(), quantity=self.quantity.text(),
            unit=self.unit.currentData(), price_rials=self.price.text(), buyer=self.buyer.text(),
            decision_number=self.decision_number.text(), decision_date=self.decision_date.text(),
        ):  # fmt: skip
            self.accept()
