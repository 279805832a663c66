"""Every dialog that takes input behaves the same (``desktop.ui.common.forms.GuardedDialog``): a change
of any kind — text typed, a date chosen from the calendar, a combo box or a check box changed by
keyboard — makes Escape ask before dropping it, and a «keep editing» answer leaves the dialog
open with the change; with nothing changed Escape closes without asking; Ctrl+S presses the
default (save) button. Run over every dialog of ``tests/ui/screens.py``, on the demo office."""

from __future__ import annotations

import datetime as _dt
from collections.abc import Callable

import pytest
import shiboken6
from PySide6.QtCore import QDate, QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QRadioButton,
    QTextEdit,
    QWidget,
)

from desktop.jalali import to_jalali
from desktop.ui.common import forms
from desktop.ui.common.date_edit import JALALI, JalaliDateEdit
from tests.ui.helpers import type_text

# Dialogs with an input that need not ask (each with the reason).
NEED_NOT_ASK = {
    "SignInDialog": "signing in: Escape quits the program; a password is not work to keep",
}


def key(widget: QWidget, k: Qt.Key, mods=Qt.KeyboardModifier.NoModifier) -> None:
    for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
        QApplication.sendEvent(widget, QKeyEvent(kind, k, mods))


def name(dialog: QWidget) -> str:
    return f"{type(dialog).__name__} «{dialog.windowTitle()}»"


def takes_input(dialog: QWidget) -> bool:
    return bool(forms.input_state(dialog)) and type(dialog).__name__ not in NEED_NOT_ASK


def is_edit(w: QWidget, dialog: QWidget) -> bool:
    """Enabled, on screen (not on a hidden tab), and not a search box or filter."""
    if not (w.isEnabled() and w.isVisible()):
        return False
    while w is not None and w is not dialog:
        if forms.has_flag(w, "not_an_edit"):
            return False
        w = w.parentWidget()
    return True


# ------------------------------------------------------------------ the changes a clerk makes
# Each makes one change in the dialog and returns the widget changed, or None when it has no
# input of that kind.


def type_in(dialog: QWidget) -> QWidget | None:
    for w in dialog.findChildren(QLineEdit) + dialog.findChildren(QPlainTextEdit):
        if isinstance(w, QLineEdit | QPlainTextEdit) and w.isReadOnly():
            continue
        if not is_edit(w, dialog):
            continue
        before = text_of(w)
        type_text(w, "۱۲")
        if text_of(w) != before:
            return w
    return None


def text_of(w: QWidget) -> str:
    if isinstance(w, QPlainTextEdit | QTextEdit):
        return w.toPlainText()
    return w.text() if isinstance(w, QLineEdit) else ""


def choose_date(dialog: QWidget) -> QWidget | None:
    """A day clicked in the calendar popup (the signal a click on a day emits)."""
    for w in dialog.findChildren(JalaliDateEdit):
        if is_edit(w.line, dialog):
            day = (w.date_or_none() or _dt.date.today()) - _dt.timedelta(days=1)
            w.calendar.clicked.emit(QDate(*to_jalali(day), JALALI))
            return w.line
    return None


def change_combo(dialog: QWidget) -> QWidget | None:
    """Down (or Up, on the last item) on a combo box that has the keyboard."""
    for w in dialog.findChildren(QComboBox):
        if w.isEditable() or w.count() < 2 or not is_edit(w, dialog):
            continue
        before = w.currentIndex()
        key(w, Qt.Key.Key_Up if before == w.count() - 1 else Qt.Key.Key_Down)
        if w.currentIndex() != before:
            return w
    return None


def toggle_check(dialog: QWidget) -> QWidget | None:
    """Space on a check box (or an unchecked radio button)."""
    for w in dialog.findChildren(QCheckBox) + dialog.findChildren(QRadioButton):
        if not isinstance(w, QCheckBox | QRadioButton) or not is_edit(w, dialog):
            continue
        if isinstance(w, QRadioButton) and w.isChecked():
            continue
        before = w.isChecked()
        key(w, Qt.Key.Key_Space)
        if w.isChecked() != before:
            return w
    return None


CHANGES: dict[str, Callable[[QWidget], QWidget | None]] = {
    "text typed": type_in,
    "date chosen": choose_date,
    "combo box": change_combo,
    "check box": toggle_check,
}
# how many dialogs of the application have each kind of input, at least (so the test cannot
# pass by finding none)
AT_LEAST = {"text typed": 60, "date chosen": 40, "combo box": 40, "check box": 5}


@pytest.mark.parametrize("change", list(CHANGES))
def test_escape_asks_before_dropping_a_change(change, dialogs, qapp, monkeypatch):
    asked: list[QWidget] = []
    monkeypatch.setattr(forms, "ask_discard", lambda parent: asked.append(parent) or False)
    wrong, tried = [], []
    for dialog in dialogs:
        if not takes_input(dialog):
            continue
        dialog.show()
        qapp.processEvents()
        changed = CHANGES[change](dialog)
        if changed is None:
            dialog.hide()
            continue
        tried.append(name(dialog))
        kept = text_of(changed)
        asked.clear()
        try:
            key(changed if shiboken6.isValid(changed) else dialog, Qt.Key.Key_Escape)
        except AssertionError:  # the conftest's guard: a message box of its own was opened
            wrong.append((name(dialog), "asked with a box of its own, not ask_discard"))
            dialog.hide()
            continue
        if not asked:
            wrong.append((name(dialog), "did not ask"))
        elif not dialog.isVisible():
            wrong.append((name(dialog), "closed though the clerk chose to keep editing"))
        elif shiboken6.isValid(changed) and text_of(changed) != kept:
            wrong.append((name(dialog), "lost the text"))
        dialog.hide()
    assert wrong == [], "\n".join(map(str, wrong))
    assert len(tried) >= AT_LEAST[change], tried


def test_escape_closes_at_once_when_nothing_was_changed(dialogs, qapp, monkeypatch):
    asked: list[QWidget] = []
    monkeypatch.setattr(forms, "ask_discard", lambda parent: asked.append(parent) or False)
    wrong = []
    tried = 0
    for dialog in dialogs:
        if not takes_input(dialog):
            continue
        tried += 1
        dialog.show()
        qapp.processEvents()
        asked.clear()
        try:
            key(dialog.focusWidget() or dialog, Qt.Key.Key_Escape)
        except AssertionError:  # the conftest's guard: a message box of its own was opened
            asked.append(dialog)
        if asked or dialog.isVisible():
            wrong.append((name(dialog), "asked" if asked else "stayed open"))
        dialog.hide()
    assert wrong == [], "\n".join(map(str, wrong))
    assert tried >= 80


def test_ctrl_s_presses_the_default_button(dialogs, qapp, qtbot):
    wrong, tried = [], []
    for dialog in dialogs:
        if not takes_input(dialog):
            continue
        dialog.show()
        qtbot.waitExposed(dialog)
        dialog.activateWindow()
        qapp.processEvents()
        default = [
            b
            for b in dialog.findChildren(QPushButton)
            if b.isDefault() and b.isEnabled() and b.isVisible()
        ]
        if not default:
            dialog.hide()
            continue
        tried.append(name(dialog))
        pressed: list[bool] = []
        default[0].clicked.disconnect()  # only whether it was pressed: nothing saved or printed
        default[0].clicked.connect(lambda *_a, into=pressed: into.append(True))
        key(dialog.focusWidget() or dialog, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
        if not pressed:
            wrong.append((name(dialog), default[0].text()))
        dialog.hide()
    assert wrong == [], "\n".join(map(str, wrong))
    assert len(tried) >= 60, tried
