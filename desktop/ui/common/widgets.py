"""Small builders every screen shares: a dialog's OK/Cancel row, buttons, a search box (the record
list is ``record_table``)."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtCore import QEvent, QPoint, QTimer, Signal
from PySide6.QtWidgets import (
    QAbstractButton,
    QBoxLayout,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QLayout,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QWidget,
)

from desktop.ui.common.qt_names import set_by_key


def button_row(*buttons: QWidget) -> QHBoxLayout:
    """Buttons side by side from the start of the line, the rest of the line empty (a caller may
    add what stands at its far end)."""
    row = QHBoxLayout()
    for b in buttons:
        row.addWidget(b)
    row.addStretch(1)
    return row


def bare[L: QLayout](kind: type[L]) -> tuple[QWidget, L]:
    """A widget laid out by a ``kind`` layout with no margins of its own: a row or a column that
    stands as one item inside another layout, its edges on the others'."""
    widget = QWidget()
    layout = kind(widget)
    layout.setContentsMargins(0, 0, 0, 0)
    return widget, layout


def scrolled(widget: QWidget) -> QScrollArea:
    """``widget`` in a scroll area that gives it the area's width: a panel or a list of rows
    that may grow taller than the screen scrolls rather than stretching the window."""
    area = QScrollArea()
    area.setWidgetResizable(True)
    area.setWidget(widget)
    return area


def button(text: str, clicked: Callable[[], object]) -> QPushButton:
    """A button that runs ``clicked`` when pressed."""
    made = QPushButton(text)
    made.clicked.connect(clicked)
    return made


def named_button(text: str, name: str, clicked: Callable[[], object] | None = None) -> QPushButton:
    """A button with the object name tests and access keys find it by (running ``clicked``)."""
    made = button(text, clicked) if clicked is not None else QPushButton(text)
    made.setObjectName(name)
    return made


def add_buttons(
    row: QBoxLayout, buttons: Iterable[tuple[str, str, Callable[[], object]]], name: str
) -> dict[str, QPushButton]:
    """A button for each (key, text, slot), added to ``row`` in order and named ``name`` with
    the key for ``{}`` (what tests and access keys find it by); the buttons by key."""
    made: dict[str, QPushButton] = {}
    for key, text, slot in buttons:
        made[key] = named_button(text, name.format(key), slot)
        row.addWidget(made[key])
    return made


def wrapped_label(name: str) -> QLabel:
    """A named label whose text wraps: a notice, a summary, an explanation."""
    label = QLabel()
    label.setObjectName(name)
    label.setWordWrap(True)
    return label


SEARCH_PAUSE_MS = 200  # how long typing must pause before a list reloads for its search box


class SearchField(QLineEdit):
    """A list's search box. ``searched`` carries the text to search for: once typing pauses for
    ``SEARCH_PAUSE_MS`` (five letters typed quickly reload the list once, not five times), at
    once on Enter, and at once when the text is set or cleared by the program or the clear
    button (a link that fills the box, a filter reset)."""

    searched = Signal(str)

    def __init__(self) -> None:
        super().__init__()
        self._typing = False
        self._pause = QTimer(self)
        self._pause.setSingleShot(True)
        self._pause.setInterval(SEARCH_PAUSE_MS)
        self._pause.timeout.connect(self.flush)
        self.textChanged.connect(self._changed)
        self.returnPressed.connect(self.flush)

    def event(self, e: QEvent) -> bool:  # noqa: N802 - Qt naming
        # what the clerk types (keys, an input method, a paste from the menu or a drop) waits
        # for the pause; everything else searches at once
        typed = e.type() in (
            QEvent.Type.KeyPress, QEvent.Type.InputMethod, QEvent.Type.ContextMenu,
            QEvent.Type.Drop,
        )  # fmt: skip
        if not typed:
            return super().event(e)
        outer, self._typing = self._typing, True
        try:
            return super().event(e)
        finally:
            self._typing = outer

    def _changed(self, _text: str) -> None:
        if self._typing:
            self._pause.start()
        else:
            self.flush()

    def pending(self) -> bool:
        """Typed text not yet searched for."""
        return self._pause.isActive()

    def flush(self) -> None:
        """Search now for what the box holds."""
        self._pause.stop()
        self.searched.emit(self.text())


def search_field(placeholder: str, *, clear_button: bool = True) -> SearchField:
    """A page's search box: the one named ``search`` (tests and the access keys find it so).
    Connect to its ``searched`` signal, not ``textChanged``: see ``SearchField``."""
    edit = SearchField()
    edit.setObjectName("search")
    edit.setClearButtonEnabled(clear_button)
    edit.setPlaceholderText(placeholder)
    return edit


def ok_cancel(
    dialog: QDialog, on_ok: Callable[[], object], ok_text: str, cancel_text: str
) -> QDialogButtonBox:
    """OK (which runs ``on_ok``; the dialog decides whether to close) and Cancel (closes; a
    ``GuardedDialog`` asks first when something was typed)."""
    buttons = QDialogButtonBox()
    # by key: given to the constructor, the buttons are told from its Qt.Orientation overload,
    # which names Qt's namespace before a new file's set-up dialog is painted (qt_names)
    set_by_key(buttons, "standardButtons", "Ok|Cancel")
    buttons.button(QDialogButtonBox.StandardButton.Ok).setText(ok_text)
    buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(cancel_text)
    buttons.accepted.connect(on_ok)
    buttons.rejected.connect(dialog.reject)
    return buttons


def popup_menu(button: QAbstractButton) -> None:
    """Open a menu button's menu under it by keyboard (Ctrl+P, Ctrl+Enter), without blocking:
    the clerk picks with the arrows and Enter, as after a click."""
    menu = button.menu() if hasattr(button, "menu") else None
    if menu is None or not button.isVisible() or not button.isEnabled():
        return
    menu.popup(button.mapToGlobal(QPoint(0, button.height())))
    menu.setActiveAction(next((a for a in menu.actions() if a.isEnabled()), None))
