"""A bank loan to the fund, refused over the law's ceiling with the figures and the article."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QLineEdit

from desktop.services import funds
from desktop.services.change import Change
from desktop.ui.common.forms import FieldForm
from desktop.ui.common.number_edit import NumberEdit
from desktop.ui.funds.base import FundEntryDialog


class LoanDialog(FundEntryDialog):
    def lay_out(self, f: FieldForm) -> None:
        self.setWindowTitle(self.tr("Bank loan"))
        self.taken_on = self.date_row("taken_on", self.tr("Date"))
        self.amount = f.add_row("amount_rials", self.tr("Amount (rials)"), NumberEdit("amount"))
        self.interest = f.add_row(
            "interest_percent", self.tr("Interest (percent a year)"), NumberEdit("decimal")
        )
        self.years = f.add_row("years", self.tr("Years"), NumberEdit("int"))
        self.lender = f.add_row("lender", self.tr("Lender"), QLineEdit())
        self.lender.setText(self.tr("Agricultural Bank"))

    def entry(self) -> tuple[Callable[..., Change], dict[str, object]]:
        return funds.record_loan, dict(
            fund_id=self.fund_id, taken_on=self.taken_on.text(), amount_rials=self.amount.text(),
            interest_percent=self.interest.text(), years=self.years.text(), lender=self.lender.text(),
        )  # fmt: skip
