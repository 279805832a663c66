"""The parts of a document the clerk types, as a form beside its preview (or a batch).

``DocumentFields(template, values)`` builds one row per declared ``Field`` (a line, a multi-line
box, a Jalali date, a number, a choice), each with its error beside it; ``changed`` fires as the
clerk types; ``check()`` gives the clean values and the errors, field by field, through the same
``desktop.services.documents.check_field`` the issuing service runs.
"""

from __future__ import annotations

import datetime as _dt
from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QComboBox, QLineEdit, QPlainTextEdit, QWidget

from desktop.domain.fields import Checker
from desktop.jalali import format_jalali
from desktop.printing.registry import Field, Template
from desktop.services.documents import check_field
from desktop.ui.common.date_edit import JalaliDateEdit
from desktop.ui.common.forms import FieldForm, input_value
from desktop.ui.common.number_edit import NumberEdit


def _shown_date(value: object) -> str:
    if isinstance(value, _dt.date):
        return format_jalali(value, persian_digits=True)
    text = str(value or "")
    try:  # a stored value is ISO; a pre-filled one is already Jalali text
        return format_jalali(_dt.date.fromisoformat(text), persian_digits=True)
    except ValueError:
        return text


class DocumentFields(FieldForm):
    changed = Signal()

    def __init__(self, template: Template, values: dict[str, Any] | None = None) -> None:
        super().__init__()
        self.template = template
        self.widgets: dict[str, QWidget] = {}
        for field in template.fields:
            self.widgets[field.key] = self.add_row(field.key, field.label, self._widget(field))
        self.set_values(values or {})

    def _widget(self, field: Field) -> QWidget:
        if field.kind == "multiline":
            box = QPlainTextEdit()
            box.setTabChangesFocus(True)
            box.setMinimumHeight(90)
            box.textChanged.connect(self.changed)
            return box
        if field.kind == "date":
            date = JalaliDateEdit()
            date.edited.connect(self.changed)
            return date
        if field.kind == "choice":
            combo = QComboBox()
            for value, label in field.choices:
                combo.addItem(label, value)
            combo.currentIndexChanged.connect(lambda _i: self.changed.emit())
            return combo
        line = NumberEdit(field.kind) if field.kind in ("amount", "int") else QLineEdit()
        line.textChanged.connect(lambda _t: self.changed.emit())
        return line

    def set_values(self, values: dict[str, Any]) -> None:
        for field in self.template.fields:
            w = self.widgets[field.key]
            value = values.get(field.key)
            w.blockSignals(True)
            if isinstance(w, QPlainTextEdit):
                w.setPlainText(str(value or ""))
            elif isinstance(w, JalaliDateEdit):
                w.setText(_shown_date(value))
            elif isinstance(w, QComboBox):
                w.setCurrentIndex(max(0, w.findData(value if value is not None else "")))
            elif isinstance(w, NumberEdit):
                w.setText("" if value is None else str(value))
            elif isinstance(w, QLineEdit):
                w.setText(str(value or ""))
            w.blockSignals(False)

    def raw_values(self) -> dict[str, Any]:
        return {key: input_value(w) for key, w in self.widgets.items()}

    def check(self) -> tuple[dict[str, Any], dict[str, str]]:
        """(the clean values of the fields that pass, the error of each that does not)."""
        raw = self.raw_values()
        clean: dict[str, Any] = {}
        errors: dict[str, str] = {}
        for field in self.template.fields:
            c = Checker()
            value = check_field(c, field, raw.get(field.key))
            if c.errors:
                errors[field.key] = c.errors[field.key]
            elif value is not None:
                clean[field.key] = value
        return clean, errors

    def show_field_errors(self, errors: dict[str, str], *, focus: bool = False) -> None:
        """Errors beside their fields; the cursor moves to the first only when ``focus``."""
        for key, label in self.error_labels.items():
            message = errors.get(key, "")
            label.setText(message)
            label.setVisible(bool(message))
        if focus:
            first = next((self.fields[k] for k in self.fields if k in errors), None)
            if first is not None:
                first.setFocus()
                if self.scroll_area is not None:
                    self.scroll_area.ensureWidgetVisible(first)
