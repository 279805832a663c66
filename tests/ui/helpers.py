"""Typing Persian into real widgets: QTest.keyClicks aborts on non-ASCII, so send key events."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QWidget


def type_text(widget: QWidget, text: str, *, pause: bool = True) -> None:
    """Type ``text`` into ``widget`` key by key; with ``pause``, then stop typing long enough
    for a list's search box to search (see ``SearchField``), without waiting for its timer."""
    widget.setFocus()
    for ch in text:
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            QApplication.sendEvent(
                widget, QKeyEvent(kind, Qt.Key.Key_unknown, Qt.KeyboardModifier.NoModifier, ch)
            )
    pending = getattr(widget, "pending", None)
    if pause and callable(pending) and pending():
        widget.flush()  # type: ignore[attr-defined]


def replace_text(widget: QWidget, text: str) -> None:
    widget.clear()
    type_text(widget, text)


def activate(qtbot, window: QWidget) -> None:  # noqa: ANN001 - pytest-qt's fixture
    """Make ``window`` the active window (a shortcut only reaches an active one)."""
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)


def active_main_window(qtbot, db, db_path):  # noqa: ANN001, ANN201
    """The main window on ``db``, shown and active, so its keys can be pressed."""
    from desktop.ui.common.context import AppContext
    from desktop.ui.shell.main_window import MainWindow

    window = MainWindow(AppContext(db, db_path))
    qtbot.addWidget(window)
    window.show()
    activate(qtbot, window)
    return window
