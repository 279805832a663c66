"""Deposit cash received into the bank, with the slip's number; the late ones say by how much."""

from __future__ import annotations

import datetime as _dt
from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLineEdit, QListWidget, QListWidgetItem

from desktop.services import funds
from desktop.services.change import Change
from desktop.text import to_persian_digits
from desktop.ui.common.forms import FieldForm
from desktop.ui.common.number_edit import NumberEdit
from desktop.ui.funds.base import FundEntryDialog, money


class DepositDialog(FundEntryDialog):
    def lay_out(self, f: FieldForm) -> None:
        self.setWindowTitle(self.tr("Deposit cash in the bank"))
        self.deposited_on = self.date_row("deposited_on", self.tr("Deposited on"))
        self.slip = f.add_row("slip_number", self.tr("Credit slip number"), NumberEdit("code"))
        self.bank = f.add_row("bank", self.tr("Bank or trusted person"), QLineEdit())
        self.bank.setText(self.tr("Agricultural Bank"))
        self.payments = f.add_row("payment_ids", self.tr("Cash received"), QListWidget())
        for p in funds.undeposited(self.ctx.db, today=_dt.date.today()):
            if p["fund_id"] != self.fund_id:
                continue
            late = p["days_late"]
            text = self.tr("Receipt %1: %2 rials from %3").replace(
                "%1", to_persian_digits(str(p["receipt_no"]))
            )
            text = text.replace("%2", money(p["amount_rials"])).replace("%3", p["payer"])
            if late:
                text += " — " + self.tr("%1 days late").replace("%1", to_persian_digits(str(late)))
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, p["id"])
            item.setCheckState(Qt.CheckState.Checked)
            self.payments.addItem(item)

    def checked(self) -> list[int]:
        return [
            int(self.payments.item(i).data(Qt.ItemDataRole.UserRole))
            for i in range(self.payments.count())
            if self.payments.item(i).checkState() == Qt.CheckState.Checked
        ]

    def entry(self) -> tuple[Callable[..., Change], dict[str, object]]:
        return funds.record_deposit, dict(
            fund_id=self.fund_id, deposited_on=self.deposited_on.text(),
            slip_number=self.slip.text(), bank=self.bank.text(), payment_ids=self.checked(),
        )  # fmt: skip
