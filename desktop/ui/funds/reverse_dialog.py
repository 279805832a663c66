"""Correct a mistake: the entry is reversed with a reason; nothing is edited or deleted."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QLineEdit, QWidget

from desktop.services import funds
from desktop.text import to_persian_digits
from desktop.ui.common.context import AppContext
from desktop.ui.funds.base import FundDialog


class ReverseDialog(FundDialog):
    def __init__(self, ctx: AppContext, entry_id: int, parent: QWidget | None = None) -> None:
        super().__init__(ctx, self.tr("Reverse an entry"), parent)
        self.entry_id = entry_id
        entry = funds.get_entry(ctx.db, entry_id)
        what = QLabel(f"{to_persian_digits(str(entry_id))}: {entry['memo']}")
        what.setWordWrap(True)
        self.form.add_row("entry_id", self.tr("Entry"), what)
        self.on = self.date_row("on", self.tr("Date of the correction"))
        self.reason = self.form.add_row("reason", self.tr("Reason"), QLineEdit())
        self.finish(self.tr("Reverse"))

    def save(self) -> None:
        if self.run(
            funds.reverse_entry,
            entry_id=self.entry_id,
            reason=self.reason.text(),
            on=self.on.text(),
        ):
            self.accept()
