"""The shape every land-reform dialog shares: a FieldForm (scrolling inside, so it fits a
1366×768 screen) whose rows map to a service's keyword arguments; Enter saves, a refusal shows
beside its field; Escape asks before dropping edits and Ctrl+S saves
(``desktop.ui.common.forms.GuardedDialog``)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)
from sqlite_utils import Database

from desktop.services.change import Change
from desktop.ui.common import dialogs
from desktop.ui.common.context import AppContext
from desktop.ui.common.date_edit import JalaliDateEdit
from desktop.ui.common.forms import FieldForm, GuardedDialog
from desktop.ui.common.number_edit import NumberEdit
from desktop.ui.common.roles_box import PersonPicker, village_combo
from desktop.ui.common.widgets import bare, ok_cancel

MAX_HEIGHT = 680  # a 768-pixel screen less the taskbar and the title bar


def owner_name(db: Database, person_id: int) -> str:
    found = db.execute(
        "SELECT first_name || ' ' || last_name FROM person WHERE id = ?", [person_id]
    ).fetchone()
    return found[0] if found else ""


class LandFormDialog(GuardedDialog):
    """Subclasses set ``service`` and add their rows in ``build``; ``fixed`` are arguments the
    caller decides (the owner, the surplus parcel...)."""

    service: Callable[..., Change]

    def __init__(self, ctx: AppContext, parent: QWidget | None = None, **fixed: Any) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.fixed = fixed
        self.change: Change | None = None
        self.readers: dict[str, Callable[[], object]] = {}
        self.form = FieldForm()
        self.intro = QLabel()
        self.intro.setWordWrap(True)
        self.intro.hide()
        inner, column = bare(QVBoxLayout)
        column.addWidget(self.intro)
        column.addWidget(self.form, 1)  # it scrolls inside itself
        layout = QVBoxLayout(self)
        layout.addWidget(inner, 1)
        self.buttons = ok_cancel(
            self,
            self.save,
            QCoreApplication.translate("LandFormDialog", "Save"),
            QCoreApplication.translate("LandFormDialog", "Cancel"),
        )
        layout.addWidget(self.buttons)
        self.build()
        self.setMaximumHeight(MAX_HEIGHT)
        self.inner = inner
        self.fit()
        self.mark_clean()

    def fit(self) -> None:
        """As tall as the rows need, never past a 768-pixel screen (the rows scroll inside)."""
        layout = self.inner.layout()
        self.form.layout_.activate()
        if layout is not None:
            layout.activate()
        self.resize(640, min(MAX_HEIGHT, self.inner.sizeHint().height() + 70))

    def build(self) -> None:
        raise NotImplementedError

    def say(self, text: str) -> None:
        self.intro.setText(text)
        self.intro.show()
        if hasattr(self, "inner"):
            self.fit()

    # ------------------------------------------------------------------ rows

    def line(self, key: str, label: str, text: str = "", *, number: str = "") -> QLineEdit:
        """A line of text, or with ``number`` (a ``NumberEdit`` kind: "amount", "decimal"...)
        a number field: Persian digits, right-aligned."""
        edit = NumberEdit(number, text) if number else QLineEdit(text)
        w = self.form.add_row(key, label, edit)
        self.readers[key] = w.text
        return w

    def date(self, key: str, label: str) -> JalaliDateEdit:
        w = self.form.add_row(key, label, JalaliDateEdit())
        self.readers[key] = w.text
        return w

    def combo(self, key: str, label: str, choices: Sequence[tuple[object, str]]) -> QComboBox:
        w = self.form.add_row(key, label, QComboBox())
        for value, text in choices:
            w.addItem(text, value)
        self.readers[key] = w.currentData
        return w

    def check(self, key: str, label: str, checked: bool = False) -> QCheckBox:
        w = self.form.add_row(key, label, QCheckBox())
        w.setChecked(checked)
        self.readers[key] = w.isChecked
        return w

    def memo(self, key: str, label: str) -> QPlainTextEdit:
        w = self.form.add_row(key, label, QPlainTextEdit())
        w.setMaximumHeight(80)
        self.readers[key] = w.toPlainText
        return w

    def person(self, key: str, label: str) -> PersonPicker:
        w = self.form.add_row(key, label, PersonPicker(self.ctx))
        self.readers[key] = w.person_id
        return w

    def owner(self, intro: str = "") -> None:
        """The owner: named above the rows (before ``intro``) when the caller fixed him, else a
        row to pick him in."""
        if "owner_id" in self.fixed:
            name = owner_name(self.ctx.db, self.fixed["owner_id"])
            self.say(name + "\n" + intro if intro else name)
        else:
            if intro:
                self.say(intro)
            self.person("owner_id", QCoreApplication.translate("LandFormDialog", "Owner"))

    def village(self, key: str, label: str) -> QComboBox:
        w = self.form.add_row(key, label, village_combo(self.ctx, allow_none=False, none_text=""))
        self.readers[key] = w.currentData
        return w

    # ------------------------------------------------------------------ saving

    def values(self) -> dict[str, object]:
        out = {k: read() for k, read in self.readers.items()}
        return {k: (v if v != "" else None) for k, v in out.items()}

    def arguments(self) -> dict[str, object]:
        return {**self.fixed, **self.values()}

    def consequence(self) -> tuple[str, str] | None:
        """For a dialog whose act cannot be undone: what it will do, and the button's word for
        it (asked before saving, ``dialogs.confirm_act``); None for the others."""
        return None

    def save(self) -> None:
        question = self.consequence()
        if question is not None and not dialogs.confirm_act(self, *question):
            return
        outcome = self.ctx.run(type(self).service, **self.arguments())
        if not outcome.ok:
            self.form.show_errors(outcome.errors or {})
            return
        self.change = outcome.change
        self.accept()
