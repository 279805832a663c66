"""The council's order (حواله) releasing goods from a landlord's store to the council's store."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QLineEdit, QWidget

from desktop.services import funds
from desktop.ui.common.context import AppContext
from desktop.ui.funds.base import FundDialog
from desktop.ui.funds.rows import decision_rows, goods_rows


class OrderDialog(FundDialog):
    def __init__(self, ctx: AppContext, fund_id: int, parent: QWidget | None = None) -> None:
        super().__init__(ctx, self.tr("Council's order for goods"), parent)
        f = self.form
        stores = funds.reports.stores(ctx.db, fund_id=fund_id)
        self.source = f.add_row("from_store_id", self.tr("From the store"), QComboBox())
        self.target = f.add_row("to_store_id", self.tr("To the store"), QComboBox())
        for s in stores:
            self.source.addItem(s["name"], s["id"])
            self.target.addItem(s["name"], s["id"])
        for i, s in enumerate(stores):
            if s["kind"] == "landlord":
                self.source.setCurrentIndex(i)
            else:
                self.target.setCurrentIndex(i)
        self.issued_on = self.date_row("issued_on", self.tr("Issued on"))
        self.commodity, self.quantity, self.unit = goods_rows(self)
        self.holder = f.add_row("holder", self.tr("Holder of the order"), QLineEdit())
        self.decision_number, self.decision_date = decision_rows(self)
        self.finish(self.tr("Save"))

    def save(self) -> None:
        if self.run(
            funds.issue_order, from_store_id=self.source.currentData(), to_store_id=self.target.currentData(),
            issued_on=self.issued_on.text(), commodity=self.commodity.currentData(),
            quantity=self.quantity.text(), unit=self.unit.currentData(), holder=self.holder.text(),
            decision_number=self.decision_number.text(), decision_date=self.decision_date.text(),
        ):  # fmt: skip
            self.accept()
