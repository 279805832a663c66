"""Form rows with a Persian error shown beside each field, filled from a service's refusal."""

from __future__ import annotations

from typing import TypeVar

from PySide6.QtWidgets import QFormLayout, QLabel, QVBoxLayout, QWidget

ERROR_STYLE = "color: #b00020;"

W = TypeVar("W", bound=QWidget)


class FieldForm(QWidget):
    """A QFormLayout whose rows each carry an error label, keyed by the service's field name."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        self.general_error = self._error_label("general")
        outer.addWidget(self.general_error)
        self.layout_ = QFormLayout()
        outer.addLayout(self.layout_)
        self.fields: dict[str, QWidget] = {}
        self.error_labels: dict[str, QLabel] = {}

    def _error_label(self, key: str) -> QLabel:
        label = QLabel()
        label.setObjectName(f"error_{key}")
        label.setStyleSheet(ERROR_STYLE)
        label.setWordWrap(True)
        label.hide()
        return label

    def add_row(self, key: str, text: str, widget: W) -> W:
        box = QWidget()
        col = QVBoxLayout(box)
        col.setContentsMargins(0, 0, 0, 0)
        col.setSpacing(1)
        col.addWidget(widget)
        error = self._error_label(key)
        col.addWidget(error)
        widget.setObjectName(key)
        self.layout_.addRow(text, box)
        self.fields[key] = widget
        self.error_labels[key] = error
        return widget

    def clear_errors(self) -> None:
        for label in [self.general_error, *self.error_labels.values()]:
            label.clear()
            label.hide()

    def show_errors(self, errors: dict[str, str]) -> None:
        self.clear_errors()
        general = []
        first = None
        for key, message in errors.items():
            label = self.error_labels.get(key)
            if label is None:
                general.append(message)
                continue
            label.setText(message)
            label.show()
            first = first or self.fields[key]
        if general:
            self.general_error.setText("\n".join(general))
            self.general_error.show()
        if first is not None:
            first.setFocus()

    def error_text(self, key: str) -> str:
        label = self.error_labels.get(key, self.general_error)
        return label.text() if not label.isHidden() else ""
