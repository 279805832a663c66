"""Where the clerk's hands and eyes are: every dialog opens with the keyboard in an input, and a
refused save shows its error inside the dialog's viewport with the bad field focused, the error
going away as soon as that field is changed. Run over every dialog of ``tests/ui/screens.py``."""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QApplication, QLineEdit, QMessageBox, QPushButton, QWidget

from desktop.ui.common import forms
from desktop.ui.common.forms import FieldForm
from tests.ui.helpers import type_text


def name(dialog: QWidget) -> str:
    return f"{type(dialog).__name__} «{dialog.windowTitle()}»"


def inputs(dialog: QWidget) -> list[QWidget]:
    return [
        w
        for w in dialog.findChildren(QWidget)
        if forms.is_input(w) and w.isEnabled() and w.isVisibleTo(dialog)
        and w.window() is dialog
    ]  # fmt: skip


def test_every_dialog_opens_with_the_keyboard_in_an_input(dialogs, qapp):
    wrong, tried = [], 0
    for dialog in dialogs:
        dialog.show()
        qapp.processEvents()
        if inputs(dialog):
            tried += 1
            focus = dialog.focusWidget()
            if focus is None or not forms.is_input(focus):
                wrong.append((name(dialog), type(focus).__name__ if focus else None))
        dialog.hide()
    assert wrong == [], "\n".join(map(str, wrong))
    assert tried >= 100


def within(inner: QWidget, outer: QWidget) -> bool:
    """Whether ``inner`` is wholly inside ``outer``'s rectangle (both shown)."""
    top_left = inner.mapTo(outer.window(), QPoint(0, 0))
    rect = QRect(top_left, inner.size())
    frame = QRect(outer.mapTo(outer.window(), QPoint(0, 0)), outer.size())
    return frame.contains(rect)


def empty_text_fields(dialog: QWidget) -> int:
    emptied = 0
    for form in dialog.findChildren(FieldForm):
        for field in form.fields.values():
            for edit in [field, *field.findChildren(QLineEdit)]:
                if isinstance(edit, QLineEdit) and not edit.isReadOnly() and edit.text():
                    edit.clear()
                    emptied += 1
    return emptied


def default_button(dialog: QWidget) -> QPushButton | None:
    return next(
        (b for b in dialog.findChildren(QPushButton)
         if b.isDefault() and b.isEnabled() and b.isVisible()),
        None,
    )  # fmt: skip


def test_a_refused_save_shows_its_error_in_sight_with_the_field_focused(dialogs, qapp, monkeypatch):
    """Every form with its text fields emptied and squeezed to its least size (where the errors
    hid below the fold), then saved: the first error is inside the form's viewport, its field
    has the keyboard; typing in that field takes the error away."""
    from PySide6.QtWidgets import QDialog

    asked: list[object] = []  # a question or a file dialog: answered «no», not a refusal
    monkeypatch.setattr(QDialog, "exec", lambda self, *a: asked.append(self) or 0)
    monkeypatch.setattr(QMessageBox, "exec", lambda self, *a: asked.append(self) or 0)
    wrong, tried = [], []
    for dialog in dialogs:
        forms_ = [f for f in dialog.findChildren(FieldForm) if f.fields and f.scroll_area]
        if not forms_ or type(dialog).__name__ == "PrintPreviewDialog":
            continue  # the letter editor's save asks for a file: see test_irreversible
        dialog.show()
        qapp.processEvents()
        dialog.resize(dialog.minimumSizeHint())
        qapp.processEvents()
        empty_text_fields(dialog)
        button = default_button(dialog)
        if button is None:
            dialog.hide()
            continue
        asked.clear()
        button.click()
        for _ in range(3):  # the scroll area takes the form's new height in posted events
            qapp.processEvents()
        if not shiboken6.isValid(dialog) or not dialog.isVisible():
            continue
        shown = [
            (form, key)
            for form in forms_
            for key in form.fields
            if not form.error_labels[key].isHidden()
        ]
        if not shown:
            dialog.hide()
            continue
        tried.append(name(dialog))
        form, key = shown[0]
        error, area = form.error_labels[key], form.scroll_area
        assert area is not None
        if not within(error, area.viewport()):
            wrong.append((name(dialog), key, "error out of sight"))
        focus = dialog.focusWidget()
        field = form.fields[key]
        if focus is None or not (focus is field or field.isAncestorOf(focus)):
            wrong.append((name(dialog), key, "focus on", type(focus).__name__))
        elif isinstance(focus, QLineEdit):
            type_text(focus, "۱")
            if not error.isHidden():
                wrong.append((name(dialog), key, "error stayed after the field changed"))
        dialog.hide()
    assert wrong == [], "\n".join(map(str, wrong))
    assert len(tried) >= 30, tried


def test_a_notice_is_not_drawn_as_an_error(qtbot, qapp):
    form = FieldForm()
    qtbot.addWidget(form)
    form.show_notice("ذخیره شد. بررسی کنید: پیشوند کد ملی با محل صدور نمی‌خواند.")
    assert forms.ERROR_STYLE not in form.general_error.styleSheet()
    form.show_errors({"": "خطا"})
    assert forms.ERROR_STYLE in form.general_error.styleSheet()


def test_a_question_is_raised_above_its_window(qtbot, qapp):
    """The «unsaved changes» question, shown over the letter editor, comes up on top and
    active (once in four it opened behind the editor)."""
    owner = forms.GuardedDialog()
    qtbot.addWidget(owner)
    owner.show()
    qtbot.waitExposed(owner)
    owner.activateWindow()
    box = QMessageBox(QMessageBox.Icon.Question, "پرسش", "دور انداخته شود؟", parent=owner)
    box.setWindowModality(forms.QtCore.Qt.WindowModality.ApplicationModal)
    box.show()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is box)
    owner.raise_()  # the editor's preview redraws and comes forward
    owner.activateWindow()
    box.hide()
    box.show()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is box)
    box.hide()
