"""The main window: navigation, the pages, a status bar. It only wires things together.

Start-up shows the window's frame first (``MainWindow()``: the sections, «در حال بارگذاری» where
the first screen goes) and opens the office behind it once that has been painted (``attach``):
the frame needs nothing but Qt, so the clerk sees the window as soon as a bare one would show,
and the first screen, its services and the law's tables are imported and filled a moment later.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6 import QtCore
from PySide6.QtCore import QCoreApplication, QSize, QTimer
from PySide6.QtGui import QPaintEvent, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QApplication,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QStackedWidget,
    QWidget,
)

from desktop.ui.common.qt_names import USER_ROLE, set_by_key
from desktop.ui.common.screen import SCREEN
from desktop.ui.shell.sections import SECTIONS

if TYPE_CHECKING:
    from PySide6.QtGui import QKeySequence

    from desktop.services.change import Change
    from desktop.ui.common.context import AppContext

LOADING_FA = "در حال بارگذاری…"


def section_keys(index: int) -> QKeySequence:
    """Every section has a shortcut: Ctrl+1…9, Ctrl+0 for the tenth, then Alt+1, Alt+2…
    (Shift+digit is a different key on every layout; Alt+digit is free, access keys are letters)."""
    from PySide6.QtGui import QKeySequence  # with the keys, after the frame's first paint

    if index < 9:
        return QKeySequence(f"Ctrl+{index + 1}")
    if index == 9:
        return QKeySequence("Ctrl+0")
    return QKeySequence(f"Alt+{index - 9}")


def key_text(keys: QKeySequence) -> str:
    """A shortcut as the clerk reads it: «کنترل+۵», its digits Persian."""
    from PySide6.QtGui import QKeySequence

    from desktop.text import to_persian_digits

    return to_persian_digits(keys.toString(QKeySequence.SequenceFormat.NativeText))


SAVED_SHOWN_MS = 6000  # how long the status bar says what an act recorded


class MainWindow(QMainWindow):
    def __init__(self, ctx: AppContext | None = None) -> None:
        """The window on ``ctx``; without one, its frame alone until ``attach``."""
        super().__init__()
        self.ctx: AppContext | None = None
        self._after_paint: list[Callable[[], None]] = []
        self.setObjectName("MainWindow")
        self.resize(self.screen_room())
        central = QWidget()
        row = QHBoxLayout(central)
        row.setContentsMargins(0, 0, 0, 0)
        self.nav = QListWidget()
        self.nav.setObjectName("navigation")
        self.nav.setFixedWidth(200)
        self.nav.setStyleSheet("QListWidget::item { padding: 6px 10px; }")
        self.stack = QStackedWidget()
        row.addWidget(self.nav)
        row.addWidget(self.stack, 1)
        self.setCentralWidget(central)
        # Pages are built the first time they are shown: start-up pays only for the dashboard.
        self.pages: dict[str, QWidget] = {}
        self.section_shortcuts: dict[str, QKeySequence] = {}
        for key, title, _module in SECTIONS:
            item = QListWidgetItem(QCoreApplication.translate("Sections", title))
            item.setData(USER_ROLE, key)
            self.nav.addItem(item)
            self.stack.addWidget(self._slot())  # replaced by the page on first show
        self.nav.currentRowChanged.connect(self._show_row)
        self.nav.setCurrentRow(0)
        self.db_label = QLabel()
        self.regime_label = QLabel()
        self.statusBar().addWidget(self.db_label, 1)
        self.statusBar().addPermanentWidget(self.regime_label)
        program_menu = self.menuBar().addMenu(self.tr("&Program"))
        self.quit_action = program_menu.addAction(self.tr("&Quit"))
        self.quit_action.setObjectName("action_quit")
        self.quit_action.triggered.connect(self.close)
        help_menu = self.menuBar().addMenu(self.tr("&Help"))
        about = help_menu.addAction(self.tr("&About…"))
        about.setObjectName("action_about")
        about.triggered.connect(self.show_about)
        self.setWindowTitle(self.tr("Bakhsh office"))
        if ctx is not None:
            self.attach(ctx)

    def install_keys(self) -> None:
        """The sections' shortcuts (named in their tooltips), Ctrl+Q and Ctrl+K; once. A window
        built on an office has them at once; the frame alone (start-up) is painted without
        them (Qt's key classes cost it about 6 ms, and no key is pressed before it shows):
        start-up installs them after that paint, a new file's after its set-up dialog's, and
        ``attach`` at the latest."""
        if self.section_shortcuts:
            return
        from PySide6.QtGui import QKeySequence, QShortcut

        for index, (key, _title, _module) in enumerate(SECTIONS):
            keys = section_keys(index)
            self.section_shortcuts[key] = keys
            shortcut = QShortcut(keys, self)
            shortcut.activated.connect(lambda i=index: self.go_to(i))
            item = self.nav.item(index)
            assert item is not None
            item.setToolTip(key_text(keys))
        self.quit_action.setShortcut(QKeySequence("Ctrl+Q"))
        self.quit_action.setShortcutContext(QtCore.Qt.ShortcutContext.ApplicationShortcut)
        search_keys = QShortcut(QKeySequence("Ctrl+K"), self)
        search_keys.setObjectName("global_search_key")
        search_keys.activated.connect(self.open_search)

    @staticmethod
    def _slot() -> QWidget:
        label = QLabel(LOADING_FA)
        set_by_key(label, "alignment", "AlignCenter")  # the frame names no Qt enum
        return label

    def attach(self, ctx: AppContext) -> None:
        """Open the office in the window: its status, and the section shown (the dashboard)."""
        self.install_keys()
        self.ctx = ctx
        ctx.changed.connect(self.on_change)
        ctx.saved.connect(lambda line: self.statusBar().showMessage(line, SAVED_SHOWN_MS))
        ctx.open_requested.connect(self.open_record)
        ctx.article_requested.connect(self.open_article)
        self.refresh_status()
        self._show_row(max(self.nav.currentRow(), 0))

    def after_first_paint(self, fn: Callable[[], None]) -> None:
        """Run ``fn`` once the window has been painted (from the event loop, after that paint)."""
        self._after_paint.append(fn)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt naming
        super().paintEvent(event)
        if self._after_paint:
            waiting, self._after_paint = self._after_paint, []
            for fn in waiting:
                QTimer.singleShot(0, fn)

    # ------------------------------------------------------------------ the screen it lives on

    TITLE_BAR = 32  # a window manager's title bar, until the real frame is known

    def screen_room(self) -> QSize:
        """The largest size the window may take: the screen's free area (less the taskbar) less
        the title bar, so the status bar never falls off a 768-pixel screen."""
        screen = self.screen() or QApplication.primaryScreen()
        if screen is None or QApplication.platformName() == "offscreen":
            return QSize(SCREEN.width(), SCREEN.height() - self.TITLE_BAR)  # the office's
        room = screen.availableGeometry().size()
        frame = self.frameGeometry().size() - self.geometry().size()
        extra = QSize(frame.width(), frame.height()) if self.isVisible() else QSize(0, 0)
        if extra.height() <= 0:
            extra = QSize(0, self.TITLE_BAR)
        return room - extra

    def open_for_work(self) -> None:
        """Shown maximised: the office screen is small, every pixel goes to the work."""
        self.setMaximumSize(self.screen_room())
        self.showMaximized()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt naming
        self.setMaximumSize(self.screen_room())
        super().showEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt naming
        # a section that asks for more room never pushes the window past the screen
        room = self.screen_room()
        if self.maximumSize() != room and self.isVisible():
            self.setMaximumSize(room)
        super().resizeEvent(event)

    def go_to(self, row: int) -> None:
        """A section's shortcut: show it and put the keyboard in it."""
        self.nav.setCurrentRow(row)
        page = self.stack.currentWidget()
        if page is not None:
            page.setFocus()
            page.focusNextChild()

    def _show_row(self, row: int) -> None:
        if self.ctx is not None:  # the frame alone: the slot says «در حال بارگذاری»
            self.page(SECTIONS[row][0])
        self.stack.setCurrentIndex(row)

    def page(self, key: str) -> QWidget:
        """The section's page, built on first use."""
        if key not in self.pages:
            assert self.ctx is not None, "a page needs the office: attach it first"
            row = [k for k, _, _ in SECTIONS].index(key)
            module = SECTIONS[row][2]
            page = importlib.import_module(module).create_page(self.ctx)
            page.setObjectName(f"page_{key}")
            self.pages[key] = page
            placeholder = self.stack.widget(row)
            assert placeholder is not None
            self.stack.insertWidget(row, page)
            self.stack.removeWidget(placeholder)
            placeholder.deleteLater()
        return self.pages[key]

    def show_section(self, key: str) -> QWidget:
        keys = [k for k, _, _ in SECTIONS]
        self.nav.setCurrentRow(keys.index(key))
        return self.page(key)

    def open_record(self, key: str, record_id: int) -> None:
        """Show a section and, when its page can, the record (a dashboard line, a link)."""
        page = self.show_section(key)
        opener = getattr(page, "open_record", None)
        if callable(opener):
            opener(record_id)

    def open_search(self) -> QWidget | None:
        """Ctrl+K: the global search over every register (built on first use); nothing while the
        frame waits for its office."""
        if self.ctx is None:
            return None
        from desktop.ui.search.dialog import SearchDialog

        dialog = getattr(self, "search_dialog", None)
        if dialog is None:
            dialog = self.search_dialog = SearchDialog(self.ctx, self)
        else:
            dialog.run(dialog.box.text())  # the records may have changed since
        dialog.box.selectAll()
        dialog.box.setFocus()
        dialog.open()
        return dialog

    def open_article(self, law: str, key: str) -> None:
        """A citation followed anywhere: its article in the «قانون» section."""
        page = self.show_section("law")
        opener = getattr(page, "open_article", None)
        if callable(opener):
            opener(law, key)

    def show_about(self) -> None:
        from desktop.ui.shell.about import AboutDialog

        AboutDialog(self).exec()

    def on_change(self, change: Change) -> None:
        if change.touches("settings"):
            self.refresh_status()

    def refresh_status(self) -> None:
        from desktop.jalali import today
        from desktop.rules.timeline import governing_label_fa
        from desktop.services.office import get_office

        assert self.ctx is not None
        office = get_office(self.ctx.db)
        mode = self.tr(" (read-only)") if self.ctx.read_only else ""
        # the path is isolated left-to-right so its slashes stay in place inside Persian text
        path = "\u2066" + str(self.ctx.db_path) + "\u2069"
        self.db_label.setText(self.tr("Database: %1").replace("%1", path) + mode)
        # the law follows each record's date; the status bar names the one governing today's acts
        self.regime_label.setText(
            self.tr("Law governing today's acts: %1").replace("%1", governing_label_fa(today()))
        )
        name = office.office_name if office else ""
        self.setWindowTitle(self.tr("Bakhsh office") + (f" — {name}" if name else ""))
