"""Correct a mistake: the entry is reversed with a reason; nothing is edited or deleted."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QLineEdit, QWidget

from desktop.services import funds
from desktop.text import to_persian_digits
from desktop.ui.common import dialogs
from desktop.ui.common.context import AppContext
from desktop.ui.funds.base import FundDialog


class ReverseDialog(FundDialog):
    def __init__(self, ctx: AppContext, entry_id: int, parent: QWidget | None = None) -> None:
        super().__init__(ctx, self.tr("Reverse an entry"), parent)
        self.entry_id = entry_id
        entry = funds.get_entry(ctx.db, entry_id)
        self.what = f"{to_persian_digits(str(entry_id))}: {entry['memo']}"
        what = QLabel(self.what)
        what.setWordWrap(True)
        self.form.add_row("entry_id", self.tr("Entry"), what)
        self.on = self.date_row("on", self.tr("Date of the correction"))
        self.reason = self.form.add_row("reason", self.tr("Reason"), QLineEdit())
        self.finish(self.tr("Reverse"))

    def save(self) -> None:
        # a reversal is posted for good: the books are append-only and a reversal is not itself
        # reversed, so the clerk is asked first, the entry named (a form still missing its
        # reason is refused beside it, nothing asked)
        consequence = self.tr(
            "Entry %1 is reversed: the same entry with every sign turned is posted in the fund's "
            "book with this reason. Neither entry can be deleted, and a reversal is not itself "
            "reversed."
        ).replace("%1", self.what)
        asked = bool(self.reason.text().strip())
        if asked and not dialogs.confirm_act(self, consequence, self.tr("&Reverse the entry")):
            return
        if self.run(
            funds.reverse_entry,
            entry_id=self.entry_id,
            reason=self.reason.text(),
            on=self.on.text(),
        ):
            self.accept()
