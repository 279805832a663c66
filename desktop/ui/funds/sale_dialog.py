"""The council sells stock at the price it decided."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QComboBox, QLineEdit

from desktop.services import funds
from desktop.services.change import Change
from desktop.ui.common.forms import FieldForm
from desktop.ui.common.number_edit import NumberEdit
from desktop.ui.funds.base import FundEntryDialog
from desktop.ui.funds.rows import decision_rows, goods_rows, goods_values


class SaleDialog(FundEntryDialog):
    def lay_out(self, f: FieldForm) -> None:
        self.setWindowTitle(self.tr("Sell stock"))
        self.store = f.add_row("store_id", self.tr("Store"), QComboBox())
        for s in funds.reports.stores(self.ctx.db, fund_id=self.fund_id):
            self.store.addItem(s["name"], s["id"])
        self.sold_on = self.date_row("sold_on", self.tr("Sold on"))
        self.commodity, self.quantity, self.unit = goods_rows(self)
        self.price = f.add_row("price_rials", self.tr("Price (rials)"), NumberEdit("amount"))
        self.buyer = f.add_row("buyer", self.tr("Buyer"), QLineEdit())
        self.decision_number, self.decision_date = decision_rows(self)

    def entry(self) -> tuple[Callable[..., Change], dict[str, object]]:
        return funds.sell_stock, dict(
            store_id=self.store.currentData(), sold_on=self.sold_on.text(),
            price_rials=self.price.text(), buyer=self.buyer.text(), **goods_values(self),
        )  # fmt: skip
