"""The main window on the office's 1366×768 screen: opened maximised, never wider or taller than
the screen less its title bar however many sections were visited (it grew to 1,310 px on the
letters), Quit in a menu with Ctrl+Q, the navigation's keys written in Persian digits."""

from __future__ import annotations

import re

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from desktop.ui.common.context import AppContext
from desktop.ui.common.forms import SCREEN
from desktop.ui.shell.main_window import MainWindow
from desktop.ui.shell.sections import SECTIONS
from tests.printing.conftest import fill_demo_office
from tests.ui.helpers import activate


def test_the_window_opens_maximised_within_the_screen(qtbot, qapp, db, db_path):
    fill_demo_office(db)
    window = MainWindow(AppContext(db, db_path))
    qtbot.addWidget(window)
    window.open_for_work()
    qtbot.waitExposed(window)
    assert window.windowState() & Qt.WindowState.WindowMaximized
    room = window.screen_room()
    assert room.width() <= SCREEN.width() and room.height() <= SCREEN.height() - 30
    window.showNormal()
    window.resize(room)
    for key, _, _ in SECTIONS:
        window.show_section(key)
        qapp.processEvents()
        size = window.size()
        assert size.width() <= room.width() and size.height() <= room.height(), (key, size)


def test_quit_is_in_a_menu_with_ctrl_q(qtbot, qapp, db, db_path):
    window = MainWindow(AppContext(db, db_path))
    qtbot.addWidget(window)
    window.show()
    activate(qtbot, window)
    menus = [a.menu() for a in window.menuBar().actions() if a.menu() is not None]
    quits = [a for m in menus for a in m.actions() if a.objectName() == "action_quit"]
    assert len(quits) == 1 and quits[0].text() and quits[0].shortcut().toString() == "Ctrl+Q"
    QTest.keyClick(window, Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: not window.isVisible())


def test_the_navigation_keys_are_written_in_persian_digits(qtbot, qapp, db, db_path):
    window = MainWindow(AppContext(db, db_path))
    qtbot.addWidget(window)
    tips = [window.nav.item(i).toolTip() for i in range(window.nav.count())]
    assert all(tips) and not any(re.search("[0-9]", t) for t in tips), tips
