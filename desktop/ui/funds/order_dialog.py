"""The council's order (حواله) releasing goods from a landlord's store to the council's store."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QComboBox, QLineEdit

from desktop.services import funds
from desktop.services.change import Change
from desktop.ui.common.forms import FieldForm
from desktop.ui.funds.base import FundEntryDialog
from desktop.ui.funds.rows import decision_rows, goods_rows, goods_values


class OrderDialog(FundEntryDialog):
    def lay_out(self, f: FieldForm) -> None:
        self.setWindowTitle(self.tr("Council's order for goods"))
        stores = funds.reports.stores(self.ctx.db, fund_id=self.fund_id)
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

    def entry(self) -> tuple[Callable[..., Change], dict[str, object]]:
        return funds.issue_order, dict(
            from_store_id=self.source.currentData(), to_store_id=self.target.currentData(),
            issued_on=self.issued_on.text(), holder=self.holder.text(), **goods_values(self),
        )  # fmt: skip
