"""The record list every section shows: keyboard first, its empty hint, a paged variant.

(Apart from ``widgets``: a dialog made of a form, such as a new file's set-up dialog, is shown
without the item views' classes, which PySide6 makes when first named.)"""

from __future__ import annotations

from PySide6.QtCore import QAbstractItemModel, QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QLineEdit,
    QStackedWidget,
    QTableView,
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
