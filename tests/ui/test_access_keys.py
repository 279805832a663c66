"""Every button of every window has an access key (Alt + an underlined letter), unique where it
can be pressed, and pressing it does what a click does."""

from __future__ import annotations

from collections import Counter

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QDialog, QLabel, QLineEdit, QPushButton, QVBoxLayout

from desktop.ui.common import access_keys
from desktop.ui.common.access_keys import LETTERS, mnemonic, with_key
from desktop.ui.common.context import AppContext
from desktop.ui.shell.main_window import MainWindow
from desktop.ui.shell.sections import SECTIONS


def test_the_key_is_a_free_letter_that_starts_a_word_first():
    assert with_key("ثبت نامه", set()) == "&ثبت نامه"
    assert with_key("ثبت نامه", {"ث"}) == "ثبت &نامه"
    assert with_key("ثبت نامه", {"ث", "ن"}) == "ث&بت نامه"
    assert with_key("ثبت", {"ث", "ب", "ت"}) is None
    assert with_key("PDF …", set()) is None  # only keys a Persian keyboard types unshifted
    assert with_key("آ ۱۲", set()) is None  # آ needs Shift; digits are the sections' Alt+1…
    assert with_key("نان && پنیر", set()) is None  # a literal ampersand is left alone
    assert mnemonic("ورود از &پرونده") == "پ"
    assert mnemonic("نان && پنیر") is None


def _problems(name: str, root) -> list[tuple[str, str, object]]:
    """Buttons without a key, and keys used twice in one scope."""
    found: list[tuple[str, str, object]] = []
    for scope in access_keys.scopes(root):
        keys = access_keys.scope_keys(scope)
        for key, count in Counter(k for k, _ in keys if k).items():
            if count > 1:
                found.append((name, "twice", [t for k, t in keys if k == key]))
        window = scope.window()
        own = access_keys._scope(scope)[0]
        for b in own:
            if (
                isinstance(b, QAbstractButton)
                and b.isVisibleTo(window)
                and any(ch in LETTERS for ch in b.text())
                and mnemonic(b.text()) is None
            ):
                found.append((name, "no key", b.text()))
    return found


def test_every_button_of_every_dialog_and_section_has_its_own_key(qtbot, qapp, db, db_path):
    from tests.printing.conftest import fill_demo_office
    from tests.ui.screens import all_dialogs

    fill_demo_office(db)
    ctx = AppContext(db, db_path)
    found = []
    for dialog in all_dialogs(ctx):
        qtbot.addWidget(dialog)
        dialog.show()
        qapp.processEvents()
        found += _problems(f"{type(dialog).__name__} «{dialog.windowTitle()}»", dialog)
        dialog.hide()
    window = MainWindow(ctx)
    qtbot.addWidget(window)
    window.show()
    for key, _, _ in SECTIONS:
        window.show_section(key)
        qapp.processEvents()
    found += _problems("main window", window)
    assert found == [], "\n".join(map(str, found))
    # a page never takes a key of its window's own (the Help menu's)
    help_key = mnemonic(window.menuBar().actions()[0].text())
    assert help_key
    for page in window.pages.values():
        assert help_key not in {k for k, _ in access_keys.scope_keys(page)}


def test_alt_and_the_key_presses_the_button_or_focuses_the_field(qtbot, qapp):
    dialog = QDialog()
    qtbot.addWidget(dialog)
    layout = QVBoxLayout(dialog)
    name_label, name = QLabel("نام پدر"), QLineEdit()
    name_label.setBuddy(name)
    save, close = QPushButton("ذخیره"), QPushButton("بستن")
    for w in (name_label, name, save, close):
        layout.addWidget(w)
    clicks: list[str] = []
    save.clicked.connect(lambda: clicks.append("save"))
    close.clicked.connect(lambda: clicks.append("close"))
    dialog.show()
    dialog.activateWindow()
    qtbot.waitUntil(lambda: qapp.activeWindow() is dialog)
    assert (save.text(), close.text()) == ("&ذخیره", "&بستن")  # given when shown
    assert name_label.text() == "&نام پدر"
    QTest.keyClick(dialog, Qt.Key(ord("ن")), Qt.KeyboardModifier.AltModifier)
    assert qapp.focusWidget() is name
    QTest.keyClick(dialog, Qt.Key(ord("ذ")), Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: clicks == ["save"])  # a key press animates a click


def test_qt_own_parts_keep_their_texts(qtbot, qapp):
    """The calendar popup's month button is Qt's, named «qt_…»: it got «آ&ذر» when the popup
    showed."""
    from PySide6.QtWidgets import QToolButton

    from desktop.ui.common.date_edit import JalaliDateEdit

    edit = JalaliDateEdit()
    qtbot.addWidget(edit)
    edit.show()
    menu = edit.button.menu()
    menu.popup(edit.mapToGlobal(edit.rect().bottomLeft()))
    qapp.processEvents()
    month = edit.calendar.findChild(QToolButton, "qt_calendar_monthbutton")
    assert month.text() and "&" not in month.text()
    menu.hide()
