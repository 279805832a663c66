"""What every funds dialog shares: a form that scrolls inside a 1366×768 screen, Enter saves,
Escape asks before dropping what was typed, a refusal shown beside its field."""

from __future__ import annotations

import datetime as _dt
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QLineEdit,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from desktop.services.change import Change
from desktop.text import group_thousands
from desktop.ui.context import AppContext
from desktop.ui.date_edit import JalaliDateEdit
from desktop.ui.dialogs import confirm
from desktop.ui.forms import FieldForm
from desktop.ui.widgets import ok_cancel

MAX_HEIGHT = 700  # the dialog scrolls inside rather than grow past a 768-pixel screen


def money(n: int) -> str:
    return group_thousands(int(n))


class FundDialog(QDialog):
    def __init__(self, ctx: AppContext, title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.setWindowTitle(title)
        self.change: Change | None = None
        self.dirty = False
        self.form = FieldForm()
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.form)
        self.layout_ = QVBoxLayout(self)
        self.layout_.addWidget(scroll)
        self.setMaximumHeight(MAX_HEIGHT)
        self.resize(560, 480)

    def finish(self, ok_text: str) -> None:
        """Add the buttons; call after the rows. Any edit marks the dialog dirty."""
        self.buttons = ok_cancel(
            self, self.save, ok_text, QCoreApplication.translate("FundDialog", "Close")
        )
        self.layout_.addWidget(self.buttons)
        for w in self.form.findChildren(QLineEdit):
            w.textEdited.connect(self._touched)
        for combo in self.form.findChildren(QComboBox):
            combo.activated.connect(self._touched)

    def _touched(self, *_args: object) -> None:
        self.dirty = True

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
        self.dirty = False
        return True

    def save(self) -> None:  # overridden
        raise NotImplementedError

    def reject(self) -> None:
        if self.dirty and not confirm(
            self, QCoreApplication.translate("FundDialog", "Drop what you typed?")
        ):
            return
        super().reject()
