"""A bank loan to the fund, refused over the law's ceiling with the figures and the article."""

from __future__ import annotations

from PySide6.QtWidgets import QLineEdit, QWidget

from desktop.services import funds
from desktop.ui.common.context import AppContext
from desktop.ui.common.number_edit import NumberEdit
from desktop.ui.funds.base import FundDialog


class LoanDialog(FundDialog):
    def __init__(self, ctx: AppContext, fund_id: int, parent: QWidget | None = None) -> None:
        super().__init__(ctx, self.tr("Bank loan"), parent)
        self.fund_id = fund_id
        f = self.form
        self.taken_on = self.date_row("taken_on", self.tr("Date"))
        self.amount = f.add_row("amount_rials", self.tr("Amount (rials)"), NumberEdit("amount"))
        self.interest = f.add_row(
            "interest_percent", self.tr("Interest (percent a year)"), NumberEdit("decimal")
        )
        self.years = f.add_row("years", self.tr("Years"), NumberEdit("int"))
        self.lender = f.add_row("lender", self.tr("Lender"), QLineEdit())
        self.lender.setText(self.tr("Agricultural Bank"))
        self.finish(self.tr("Save"))

    def save(self) -> None:
        if self.run(
            funds.record_loan, fund_id=self.fund_id, taken_on=self.taken_on.text(), amount_rials=self.amount.text(),
            interest_percent=self.interest.text(), years=self.years.text(), lender=self.lender.text(),
        ):  # fmt: skip
            self.accept()
