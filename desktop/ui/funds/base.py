"""What every funds dialog shares: a form that scrolls inside a 1366×768 screen, Enter saves,
a refusal shown beside its field; Escape asks before dropping what was typed and Ctrl+S saves
(``desktop.ui.common.forms.GuardedDialog``)."""

from __future__ import annotations

import datetime as _dt
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QVBoxLayout, QWidget

from desktop.services.change import Change
from desktop.text import group_thousands
from desktop.ui.common.context import AppContext
from desktop.ui.common.date_edit import JalaliDateEdit
from desktop.ui.common.forms import FieldForm, GuardedDialog, size_to_content
from desktop.ui.common.widgets import ok_cancel

MAX_HEIGHT = 700  # the dialog scrolls inside rather than grow past a 768-pixel screen


def money(n: int) -> str:
    return group_thousands(int(n))


class FundDialog(GuardedDialog):
    def __init__(self, ctx: AppContext, title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(type(self).__name__)  # tests and the screenshots find it by its class
        self.ctx = ctx
        self.setWindowTitle(title)
        self.change: Change | None = None
        self.form = FieldForm()  # it scrolls inside itself
        self.layout_ = QVBoxLayout(self)
        self.layout_.addWidget(self.form)
        self.setMaximumHeight(MAX_HEIGHT)
        size_to_content(self, 560)

    def finish(self, ok_text: str) -> None:
        """Add the buttons; call after the rows: what they hold now is no edit (a dialog that adds
        rows after this calls ``mark_clean`` again once they are in)."""
        self.buttons = ok_cancel(
            self, self.save, ok_text, QCoreApplication.translate("FundDialog", "Close")
        )
        self.layout_.addWidget(self.buttons)
        self.mark_clean()

    def date_row(self, key: str, label: str, value: _dt.date | None = None) -> JalaliDateEdit:
        edit = self.form.add_row(key, label, JalaliDateEdit())
        edit.set_date(value or _dt.date.today())
        return edit

    def run(self, action: Callable[..., Change], **kwargs: object) -> bool:
        outcome = self.ctx.run(action, **kwargs)
        if not outcome.ok:
            self.form.show_errors(outcome.errors or {})
            return False
        self.change = outcome.change
        self.mark_clean()  # saved: a dialog that stays open (to confirm, to print) has no edits
        return True

    def save(self) -> None:  # overridden
        raise NotImplementedError


class FundEntryDialog(FundDialog):
    """A dialog that books one entry on one fund (``self.fund_id``): the subclass titles it and
    lays its rows out (``lay_out``), and names the service and the values it is saved with
    (``entry``); the button says Save, and a refusal stays in the dialog beside its field."""

    def __init__(self, ctx: AppContext, fund_id: int, parent: QWidget | None = None) -> None:
        super().__init__(ctx, "", parent)
        self.fund_id = fund_id
        self.lay_out(self.form)
        self.finish(QCoreApplication.translate("FundDialog", "Save"))

    def lay_out(self, f: FieldForm) -> None:  # overridden
        raise NotImplementedError

    def entry(self) -> tuple[Callable[..., Change], dict[str, object]]:  # overridden
        raise NotImplementedError

    def save(self) -> None:
        action, values = self.entry()
        if self.run(action, **values):
            self.accept()
