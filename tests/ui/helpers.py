"""Typing Persian into real widgets: QTest.keyClicks aborts on non-ASCII, so send key events."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QWidget


def type_text(widget: QWidget, text: str) -> None:
    widget.setFocus()
    for ch in text:
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            QApplication.sendEvent(
                widget, QKeyEvent(kind, Qt.Key.Key_unknown, Qt.KeyboardModifier.NoModifier, ch)
            )


def replace_text(widget: QWidget, text: str) -> None:
    widget.clear()
    type_text(widget, text)
