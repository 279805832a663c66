"""An expense of a fund: its category among the level's works, the council's decision cited."""

from __future__ import annotations

import datetime as _dt

from PySide6.QtWidgets import QComboBox, QLineEdit, QWidget

from desktop.services import funds
from desktop.ui.common.context import AppContext
from desktop.ui.common.number_edit import NumberEdit
from desktop.ui.funds.base import FundDialog
from desktop.ui.funds.rows import decision_rows


class ExpenseDialog(FundDialog):
    def __init__(self, ctx: AppContext, fund_id: int, parent: QWidget | None = None) -> None:
        super().__init__(ctx, self.tr("Record an expense"), parent)
        self.fund_id = fund_id
        f = self.form
        self.spent_on = self.date_row("spent_on", self.tr("Spent on"))
        self.category = f.add_row("category", self.tr("Category (the law's list)"), QComboBox())
        self.fill_categories()
        self.spent_on.edited.connect(self.fill_categories)
        self.amount = f.add_row("amount_rials", self.tr("Amount (rials)"), NumberEdit("amount"))
        self.payee = f.add_row("payee", self.tr("Paid to"), QLineEdit())
        self.description = f.add_row("description", self.tr("Description"), QLineEdit())
        self.decision_number, self.decision_date = decision_rows(self)
        self.finish(self.tr("Save"))

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

    def save(self) -> None:
        if self.run(
            funds.record_expense, fund_id=self.fund_id, spent_on=self.spent_on.text(),
            category=self.category.currentData(), amount_rials=self.amount.text(), payee=self.payee.text(),
            description=self.description.text(), decision_number=self.decision_number.text(),
            decision_date=self.decision_date.text(),
        ):  # fmt: skip
            self.accept()
