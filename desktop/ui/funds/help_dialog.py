"""Help from this fund to a lower one (1331 م۱۳، 1334 م۱۲), with its basis."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QLineEdit, QWidget

from desktop.services import funds
from desktop.ui.common.context import AppContext
from desktop.ui.common.number_edit import NumberEdit
from desktop.ui.funds.base import FundDialog

RANK = {"village": 0, "dehestan": 1, "bakhsh": 2, "shahrestan": 3}


class HelpDialog(FundDialog):
    def __init__(self, ctx: AppContext, fund_id: int, parent: QWidget | None = None) -> None:
        super().__init__(ctx, self.tr("Help to a lower fund"), parent)
        self.fund_id = fund_id
        level = funds.get_fund(ctx.db, fund_id)["level"]
        f = self.form
        self.target = f.add_row("to_fund_id", self.tr("To the fund"), QComboBox())
        for row in funds.list_funds(ctx.db):
            if RANK[row["level"]] < RANK[level]:
                self.target.addItem(row["name"], row["id"])
        self.transferred_on = self.date_row("transferred_on", self.tr("Date"))
        self.amount = f.add_row("amount_rials", self.tr("Amount (rials)"), NumberEdit("amount"))
        self.basis = f.add_row("basis", self.tr("Basis (the need and the decision)"), QLineEdit())
        self.finish(self.tr("Save"))

    def save(self) -> None:
        if self.run(
            funds.record_help, from_fund_id=self.fund_id, to_fund_id=self.target.currentData(),
            transferred_on=self.transferred_on.text(), amount_rials=self.amount.text(), basis=self.basis.text(),
        ):  # fmt: skip
            self.accept()
