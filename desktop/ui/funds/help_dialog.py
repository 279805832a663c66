"""Help from this fund to a lower one (1331 م۱۳، 1334 م۱۲), with its basis."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QComboBox, QLineEdit

from desktop.services import funds
from desktop.services.change import Change
from desktop.ui.common.forms import FieldForm
from desktop.ui.common.number_edit import NumberEdit
from desktop.ui.funds.base import FundEntryDialog

RANK = {"village": 0, "dehestan": 1, "bakhsh": 2, "shahrestan": 3}


class HelpDialog(FundEntryDialog):
    def lay_out(self, f: FieldForm) -> None:
        self.setWindowTitle(self.tr("Help to a lower fund"))
        level = funds.get_fund(self.ctx.db, self.fund_id)["level"]
        self.target = f.add_row("to_fund_id", self.tr("To the fund"), QComboBox())
        for row in funds.list_funds(self.ctx.db):
            if RANK[row["level"]] < RANK[level]:
                self.target.addItem(row["name"], row["id"])
        self.transferred_on = self.date_row("transferred_on", self.tr("Date"))
        self.amount = f.add_row("amount_rials", self.tr("Amount (rials)"), NumberEdit("amount"))
        self.basis = f.add_row("basis", self.tr("Basis (the need and the decision)"), QLineEdit())

    def entry(self) -> tuple[Callable[..., Change], dict[str, object]]:
        return funds.record_help, dict(
            from_fund_id=self.fund_id, to_fund_id=self.target.currentData(),
            transferred_on=self.transferred_on.text(), amount_rials=self.amount.text(), basis=self.basis.text(),
        )  # fmt: skip
