"""An expense of a fund: its category among the level's works, the council's decision cited."""

from __future__ import annotations

import datetime as _dt
from collections.abc import Callable

from PySide6.QtWidgets import QComboBox, QLineEdit

from desktop.services import funds
from desktop.services.change import Change
from desktop.ui.common.forms import FieldForm
from desktop.ui.common.number_edit import NumberEdit
from desktop.ui.funds.base import FundEntryDialog
from desktop.ui.funds.rows import decision_rows


class ExpenseDialog(FundEntryDialog):
    def lay_out(self, f: FieldForm) -> None:
        self.setWindowTitle(self.tr("Record an expense"))
        self.spent_on = self.date_row("spent_on", self.tr("Spent on"))
        self.category = f.add_row("category", self.tr("Category (the law's list)"), QComboBox())
        self.fill_categories()
        self.spent_on.edited.connect(self.fill_categories)
        self.amount = f.add_row("amount_rials", self.tr("Amount (rials)"), NumberEdit("amount"))
        self.payee = f.add_row("payee", self.tr("Paid to"), QLineEdit())
        self.description = f.add_row("description", self.tr("Description"), QLineEdit())
        self.decision_number, self.decision_date = decision_rows(self)

    def fill_categories(self) -> None:
        day = self.spent_on.date_or_none() or _dt.date.today()
        current = self.category.currentData()
        self.category.clear()
        try:
            cats = funds.reports.expense_categories(self.ctx.db, fund_id=self.fund_id, on=day)
        except Exception:  # noqa: BLE001 - a date before the first law: the service will say so
            cats = {}
        for key, label in cats.items():
            self.category.addItem(label, key)
        if current is not None and self.category.findData(current) >= 0:
            self.category.setCurrentIndex(self.category.findData(current))

    def entry(self) -> tuple[Callable[..., Change], dict[str, object]]:
        return funds.record_expense, dict(
            fund_id=self.fund_id, spent_on=self.spent_on.text(),
            category=self.category.currentData(), amount_rials=self.amount.text(), payee=self.payee.text(),
            description=self.description.text(), decision_number=self.decision_number.text(),
            decision_date=self.decision_date.text(),
        )  # fmt: skip
