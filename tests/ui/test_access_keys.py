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


def test_the_keys_work_on_the_english_layout_too(qtbot, qapp):
    """With the US layout the key of «ب» types «f»: Alt+F does what Alt+ب does (it did
    nothing), and the tab, the field and the button are all reached that way."""
    from PySide6.QtWidgets import QTabWidget, QWidget

    dialog = QDialog()
    qtbot.addWidget(dialog)
    layout = QVBoxLayout(dialog)
    name_label, name = QLabel("نام پدر"), QLineEdit()
    name_label.setBuddy(name)
    tabs = QTabWidget()
    tabs.addTab(QWidget(), "شمارش")
    tabs.addTab(QWidget(), "گواهی")
    save = QPushButton("ذخیره")
    for w in (name_label, name, tabs, save):
        layout.addWidget(w)
    clicks: list[str] = []
    save.clicked.connect(lambda: clicks.append("save"))
    dialog.show()
    dialog.activateWindow()
    qtbot.waitUntil(lambda: qapp.activeWindow() is dialog)
    assert mnemonic(name_label.text()) == "ن" and mnemonic(tabs.tabText(1)) == "گ"
    QTest.keyClick(dialog, Qt.Key.Key_K, Qt.KeyboardModifier.AltModifier, 1)  # ن is on K
    assert qapp.focusWidget() is name
    QTest.keyClick(name, Qt.Key.Key_Apostrophe, Qt.KeyboardModifier.AltModifier)  # گ on '
    assert tabs.currentIndex() == 1
    QTest.keyClick(name, Qt.Key.Key_B, Qt.KeyboardModifier.AltModifier)  # ذ is on B
    qtbot.waitUntil(lambda: clicks == ["save"])
    assert name.text() == ""  # no letter typed into the field on the way


def test_every_letter_of_the_keyboard_has_its_key():
    assert set(access_keys.PERSIAN_AT.values()) == LETTERS


def test_the_key_tables_hold_qts_own_key_codes():
    """The tables are written with each key's US character, not ``Qt.Key`` (made before the
    first paint, they must not name Qt's namespace): each code is the key Qt names so."""
    named = {
        "Q": "ض", "P": "ح", "BracketLeft": "ج", "BracketRight": "چ", "A": "ش", "F": "ب",
        "Semicolon": "ک", "Apostrophe": "گ", "Z": "ظ", "M": "پ", "Comma": "و",
    }  # fmt: skip
    for name, persian in named.items():
        assert access_keys.PERSIAN_AT[int(getattr(Qt.Key, f"Key_{name}"))] == persian, name
    assert len(access_keys.PERSIAN_AT) == len(LETTERS)
    for n, digit in enumerate("۰۱۲۳۴۵۶۷۸۹"):
        assert access_keys.LATIN_AT[ord(digit)] == int(getattr(Qt.Key, f"Key_{n}"))
    assert access_keys.LATIN_AT[ord("ب")] == int(Qt.Key.Key_F)


def test_a_label_set_beside_its_field_in_a_row_gets_a_key_that_focuses_the_field(qtbot, qapp):
    """The election's «شخص در فهرست» and «آرای مأخوذه» were plain labels in a row beside their
    combo and number box: no key, so at 1366×768 under a window manager the clerk Tabbed through
    the tab bar and the buttons to reach them. A label just before an input in its layout now
    names it, and Alt + its key (English layout) puts the keyboard there."""
    from PySide6.QtWidgets import QComboBox, QHBoxLayout, QSpinBox

    dialog = QDialog()
    qtbot.addWidget(dialog)
    col = QVBoxLayout(dialog)
    row, row2 = QHBoxLayout(), QHBoxLayout()
    person_label, person = QLabel("شخص در فهرست"), QComboBox()
    person.addItems(["رباب اکبری", "مهدی اکبری"])
    add = QPushButton("افزودن نامزد")
    ballots_label, ballots = QLabel("آرای مأخوذه"), QSpinBox()
    summary = QLabel("۱۲ نفر از اهالی ده")  # a sentence above a button labels nothing
    for w in (person_label, person, add):
        row.addWidget(w)
    for w in (ballots_label, ballots):
        row2.addWidget(w)
    col.addLayout(row)
    col.addWidget(summary)
    col.addWidget(QPushButton("شمارش آرا"))
    col.addLayout(row2)
    dialog.show()
    dialog.activateWindow()
    qtbot.waitUntil(lambda: qapp.activeWindow() is dialog)
    assert person_label.buddy() is person and ballots_label.buddy() is ballots
    assert summary.buddy() is None and "&" not in summary.text()
    at = {persian: key for key, persian in access_keys.PERSIAN_AT.items()}
    for label, field in ((ballots_label, ballots), (person_label, person)):
        key = mnemonic(label.text())
        assert key is not None, label.text()
        QTest.keyClick(add, Qt.Key(at[key]), Qt.KeyboardModifier.AltModifier)
        assert qapp.focusWidget() is field


def test_control_keys_work_on_the_persian_layout_alone(qtbot, qapp):
    """With only the Persian layout (xkb «ir», no Latin layout beside it) the key of «س» gives
    Ctrl+س, and Qt matched it to no shortcut: in the letter editor Ctrl+S did nothing, Ctrl+A
    selected nothing in the letter's text, Ctrl+۱ opened no section. Such a key now does what
    the same key does on the English layout: the window's shortcut, else the field's own."""
    from PySide6.QtGui import QAction, QKeySequence, QShortcut
    from PySide6.QtWidgets import QPlainTextEdit

    dialog = QDialog()
    qtbot.addWidget(dialog)
    layout = QVBoxLayout(dialog)
    text = QPlainTextEdit("با سلام و احترام")
    layout.addWidget(text)
    saved: list[str] = []
    QShortcut(QKeySequence.StandardKey.Save, dialog).activated.connect(lambda: saved.append("s"))
    first = QAction(dialog)
    first.setShortcut(QKeySequence("Ctrl+1"))
    first.triggered.connect(lambda: saved.append("1"))
    dialog.addAction(first)
    eleventh = QShortcut(QKeySequence("Alt+1"), dialog)
    eleventh.activated.connect(lambda: saved.append("alt1"))
    dialog.show()
    dialog.activateWindow()
    qtbot.waitUntil(lambda: qapp.activeWindow() is dialog)
    text.setFocus()
    ctrl = Qt.KeyboardModifier.ControlModifier
    QTest.keyClick(text, Qt.Key(ord("س")), ctrl)  # the key of S
    assert saved == ["s"]
    QTest.keyClick(text, Qt.Key(ord("۱")), ctrl)  # the key of 1 types «۱»
    assert saved == ["s", "1"]
    QTest.keyClick(text, Qt.Key(ord("۱")), Qt.KeyboardModifier.AltModifier)  # the sections' Alt+1
    assert saved == ["s", "1", "alt1"]
    QTest.keyClick(text, Qt.Key(ord("ش")), ctrl)  # the key of A: the field's own select-all
    assert text.textCursor().selectedText() == "با سلام و احترام"
    assert text.toPlainText() == "با سلام و احترام"  # no letter typed on the way


def test_the_main_window_s_keys_work_on_the_persian_layout_alone(qtbot, qapp, db, db_path):
    """Ctrl+۲ (the key of 2 on the Persian layout) opens the second section, and Ctrl + the key
    of Q quits through the program menu, as Ctrl+2 and Ctrl+Q do on the English layout."""
    from PySide6.QtGui import QAction

    window = MainWindow(AppContext(db, db_path))
    qtbot.addWidget(window)
    window.show()
    window.activateWindow()
    qtbot.waitUntil(lambda: qapp.activeWindow() is window)
    ctrl = Qt.KeyboardModifier.ControlModifier
    QTest.keyClick(window.focusWidget() or window, Qt.Key(ord("۲")), ctrl)
    assert window.nav.currentRow() == 1
    quits: list[bool] = []
    quit_action = window.findChild(QAction, "action_quit")
    quit_action.triggered.disconnect()
    quit_action.triggered.connect(lambda: quits.append(True))
    QTest.keyClick(window.focusWidget() or window, Qt.Key(ord("ض")), ctrl)  # the key of Q
    assert quits == [True]
