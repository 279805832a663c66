"""Small builders every screen shares: a record list, a dialog's OK/Cancel row."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtCore import QAbstractItemModel, QEvent, QObject, QPoint, Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QBoxLayout,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLayout,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QStackedWidget,
    QTableView,
    QWidget,
)


class RecordTable(QTableView):
    """A list of records, keyboard first: Enter opens the selected record (it is announced as
    ``doubleClicked``, so a page that opens on double-click opens on Enter too), Tab leaves the
    table for the next control, and an empty list says so, with a hint, instead of staying blank.
    """

    def __init__(self) -> None:
        super().__init__()
        self.setTabKeyNavigation(False)
        self._hint: str | None = None  # a page's own words, else the shared ones below

    @property
    def empty_hint(self) -> str:
        """What the list says while empty: the page's own words, else the shared hint, which
        speaks of searching only when the list's page has a search box (a record's applicants,
        with none, told the clerk to check what he had searched)."""
        if self._hint is not None:
            return self._hint
        if self.has_search_box():
            return self.tr(
                "Nothing to show. If you searched, check the spelling or type less of the name or "
                "number; the filters above the list may be hiding records."
            )
        return self.tr("Nothing recorded here yet; what is added appears in this list.")

    @empty_hint.setter
    def empty_hint(self, text: str) -> None:
        self._hint = text

    def has_search_box(self) -> bool:
        """A search box shown with the list: in its tab or section page (up to the window, or
        the page a tab or section stack holds), a line edit named ``search`` or ``…_search``."""
        w = self.parentWidget()
        while w is not None:
            for edit in w.findChildren(QLineEdit):
                name = edit.objectName()
                if (name == "search" or name.endswith("_search")) and edit.isVisibleTo(w):
                    return True
            if w.isWindow() or isinstance(w.parentWidget(), QStackedWidget):
                return False
            w = w.parentWidget()
        return False

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt naming
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.currentIndex().isValid():
            self.doubleClicked.emit(self.currentIndex())
            event.accept()
            return
        super().keyPressEvent(event)

    def is_empty(self) -> bool:
        model = self.model()
        return model is not None and model.rowCount() == 0

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt naming
        super().paintEvent(event)
        if self.is_empty() and self.empty_hint:
            viewport = self.viewport()
            assert viewport is not None
            painter = QPainter(viewport)
            painter.setPen(self.palette().placeholderText().color())
            rect = viewport.rect().adjusted(24, 24, -24, -24)
            painter.drawText(
                rect, Qt.AlignmentFlag.AlignHCenter | Qt.TextFlag.TextWordWrap, self.empty_hint
            )
            painter.end()


class _EmptyHint(QLabel):
    """The words an empty list shows over its rows (``empty_hint``), kept centred in the list's
    viewport and shown only while its model has no row."""

    def __init__(self, view: QAbstractItemView, text: str) -> None:
        viewport = view.viewport()
        assert viewport is not None
        super().__init__(text, viewport)
        self.view = view
        self.setObjectName("empty_hint")
        self.setWordWrap(True)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)  # a panel's list may be a row high
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setStyleSheet(f"color: {view.palette().placeholderText().color().name()};")
        self.setContentsMargins(8, 2, 8, 2)
        viewport.installEventFilter(self)
        self.watch()
        self.sync()

    def watch(self) -> None:
        model = self.view.model()
        if model is None:
            return
        for signal in (model.rowsInserted, model.rowsRemoved, model.modelReset,
                       model.layoutChanged):  # fmt: skip
            signal.connect(self.sync)

    def sync(self, *_args: object) -> None:
        model = self.view.model()
        viewport = self.view.viewport()
        if viewport is not None:
            self.setGeometry(viewport.rect())
        self.setVisible(model is not None and model.rowCount() == 0)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt naming
        if event.type() == QEvent.Type.Resize:
            self.sync()
        return False


def empty_hint(view: QAbstractItemView, text: str) -> QLabel:
    """Give a list that is not a ``RecordTable`` (a ``QTableWidget`` of a panel or a dialog) the
    words it shows while empty: what to do to fill it. Set the model first."""
    return _EmptyHint(view, text)


def record_table(name: str, *, sortable: bool = True, stretch: bool = True) -> RecordTable:
    """A read-only list of records: whole rows selected one at a time, no row numbers."""
    view = RecordTable()
    view.setObjectName(name)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.setSortingEnabled(sortable)
    mode = QHeaderView.ResizeMode.Stretch if stretch else QHeaderView.ResizeMode.Interactive
    view.horizontalHeader().setSectionResizeMode(mode)
    view.verticalHeader().hide()
    return view


def paged_table(name: str, model: QAbstractItemModel, stretch: int) -> RecordTable:
    """A read-only list over a paged model: each column as wide as what the pages read so far
    hold (Qt measures at most ``resizeContentsPrecision`` rows, so a page's cost stays bounded),
    column ``stretch`` taking the spare width."""
    view = record_table(name, sortable=False, stretch=False)
    view.setModel(model)
    header = view.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    header.setSectionResizeMode(stretch, QHeaderView.ResizeMode.Stretch)
    return view


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
    buttons = QDialogButtonBox(
        QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
    )
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
