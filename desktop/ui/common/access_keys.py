"""Access keys (Alt + an underlined letter) on every button, check box, tab and field label of
every window, chosen when the window is shown, as KDE's accelerator manager does: a developer
writes plain texts, the clerk still finds every button by keyboard.

- A text that already carries one («&چاپ…», chosen in the catalogue) keeps it.
- Otherwise the first free letter that starts a word, then any free letter, on the keys a
  Persian keyboard types without Shift (Alt+Shift is not what a clerk reaches for; digits are
  taken by the sections' Alt+1, Alt+2).
- Keys are unique within a *scope*: a window, less the pages of its stacked widgets and tab
  widgets, each of which is a scope of its own below it (Qt ignores the keys of a hidden page,
  so sibling pages may share a letter; a page never takes its window's keys).

Qt matches Alt+ب by the character the key types, so its own matching works only while the
Persian layout is active. With the English (US) layout the same physical key types «f», and
Alt+F matched nothing: ``press_latin`` (called by ``desktop.ui.common.forms.ClerkHabits`` for an Alt+key
no shortcut took) maps the key back to the Persian letter at its position (``PERSIAN_AT``) and
does what Alt+ب does. It acts only on a key no shortcut took, so with the Persian layout (where
Qt may offer the Latin key too) nothing is matched twice.

The other way round, with the Persian layout alone (no Latin layout beside it, so Qt has no Latin
key to offer), Ctrl + the key of S is Ctrl+س and Alt + the key of 1 is Alt+۱, and they matched
no shortcut: ``press_as_english`` does what the same key does on the English layout
(``LATIN_AT``)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from functools import partial
from typing import TYPE_CHECKING, NamedTuple

from PySide6 import QtCore, QtGui, QtWidgets
from PySide6.QtCore import QKeyCombination
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QLabel,
    QLayout,
    QLineEdit,
    QWidget,
)

if TYPE_CHECKING:
    from PySide6.QtGui import QAction, QShortcut

# Qt's key and action classes, the widgets a dialog of line edits need not have, and Qt's
# namespace (``QtCore.Qt``: its 95 enums, see ``qt_names``) are reached through their
# module, which makes each on first use: a new file's set-up dialog is painted before its keys
# are given, and without them (about 10 ms of its start-up, and 40 ms for the namespace).

# one key each on the standard Persian keyboard (ISIRI 9147 and Windows' Persian layout)
LETTERS = frozenset("ضصثقفغعهخحجچشسیبلاتنمکگظطزرذدپو")


# the Persian letter on each key of the standard layout, by the character the key types on the US
# layout (xkb «ir», Windows' Persian layout: the same positions for these letters), as Qt's code
# for the key: a key's code is that character's, capitalised (Qt::Key_Q is 0x51, Key_BracketLeft
# 0x5b), so the tables are made without naming ``Qt.Key`` (see the note above)
PERSIAN_AT: dict[int, str] = {
    ord(latin): persian
    for latin, persian in (
        ("Q", "ض"), ("W", "ص"), ("E", "ث"), ("R", "ق"), ("T", "ف"), ("Y", "غ"), ("U", "ع"),
        ("I", "ه"), ("O", "خ"), ("P", "ح"), ("[", "ج"), ("]", "چ"),
        ("A", "ش"), ("S", "س"), ("D", "ی"), ("F", "ب"), ("G", "ل"), ("H", "ا"), ("J", "ت"),
        ("K", "ن"), ("L", "م"), (";", "ک"), ("'", "گ"),
        ("Z", "ظ"), ("X", "ط"), ("C", "ز"), ("V", "ر"), ("B", "ذ"), ("N", "د"), ("M", "پ"),
        (",", "و"),
    )
}  # fmt: skip


# the other way: the English key's code under each Persian letter and digit (the Persian
# layout's digit row types «۱», whose key is Ctrl+1's)
DIGIT_KEYS: dict[int, int] = {ord(digit): ord("0") + n for n, digit in enumerate("۰۱۲۳۴۵۶۷۸۹")}
LATIN_AT: dict[int, int] = {
    **{ord(persian): latin for latin, persian in PERSIAN_AT.items()},
    **DIGIT_KEYS,
}


class Target(NamedTuple):
    """A text that can carry an access key, and how to put it back. (A named tuple: nothing else
    a new file's set-up dialog shows needs the dataclasses module, 3 ms of its start-up.)"""

    text: str
    put: Callable[[str], None]


def mnemonic(text: str) -> str | None:
    """The access key of a text (the character after a lone «&»), or None."""
    i = 0
    while i < len(text) - 1:
        if text[i] == "&":
            if text[i + 1] != "&":
                return text[i + 1].lower()
            i += 1
        i += 1
    return None


def with_key(text: str, taken: set[str]) -> str | None:
    """``text`` with «&» before its best free letter (word starts first), or None if none."""
    if "&&" in text:
        return None  # a literal ampersand: leave such a text alone
    starts = [i for i, ch in enumerate(text) if ch in LETTERS and (i == 0 or text[i - 1] == " ")]
    others = [i for i, ch in enumerate(text) if ch in LETTERS and i not in starts]
    for i in starts + others:
        if text[i] not in taken:
            return text[:i] + "&" + text[i:]
    return None


def _targets(widget: QWidget) -> Iterator[Target]:
    if widget.objectName().startswith("qt_") and widget.objectName() != "qt_tabwidget_tabbar":
        # Qt's own parts (the calendar's month button) keep the texts Qt gives them; a tab
        # widget's bar holds the program's own tab texts
        return
    if isinstance(widget, QAbstractButton):
        own = widget.shortcut()
        if own.isEmpty() or own == QtGui.QKeySequence.mnemonic(widget.text()):
            # a text with «&» replaces a shortcut set otherwise: leave such a button alone
            yield Target(widget.text(), widget.setText)
    elif isinstance(widget, QLabel) and (widget.buddy() is not None or _buddy_beside(widget)):
        if not QtGui.Qt.mightBeRichText(widget.text()):  # «&» means something else in markup
            yield Target(widget.text(), widget.setText)
    elif isinstance(widget, QtWidgets.QTabBar):
        for i in range(widget.count()):
            yield Target(widget.tabText(i), partial(widget.setTabText, i))
    elif isinstance(widget, QtWidgets.QMenu):  # a menu's items: its own scope, given when it opens
        for action in widget.actions():
            if not action.isSeparator():
                yield Target(action.text(), action.setText)


# the fields a label set just before them in a row names
def _inputs() -> tuple[type[QWidget], ...]:
    return (
        QLineEdit,
        QtWidgets.QComboBox,
        QtWidgets.QAbstractSpinBox,
        QtWidgets.QPlainTextEdit,
        QtWidgets.QTextEdit,
    )


def _holding(layout: QLayout | None, widget: QWidget) -> QLayout | None:
    """The layout (``layout`` or one nested in it) that holds ``widget`` itself.

    Walked through the layouts (QObjects, which PySide6 forgets when Qt deletes them) and their
    ``indexOf``, never through ``itemAt``: a QLayoutItem's wrapper outlives the item Qt
    deletes, and a widget made later at its address came back to Python as that item (a
    «QWidgetItem» with no ``dynamicPropertyNames``) or corrupted the heap, so typing in the
    law's search killed the program about one time in two."""
    if not isinstance(layout, QLayout):  # a spacer's layout() is not one
        return None
    for nested in (layout, *layout.findChildren(QLayout)):
        if nested.indexOf(widget) >= 0:
            return nested
    return None


def _buddy_beside(label: QLabel) -> bool:
    """A plain label placed just before an input in its layout («شخص در فهرست» beside its
    combo) names that input: it becomes the label's buddy, so it gets a key like a form's label
    (a form's rows are buddied by Qt; a row built by hand was not). True when it has one now."""
    parent = label.parentWidget()
    text = label.text()
    if parent is None or not text or label.wordWrap() or QtGui.Qt.mightBeRichText(text):
        return False  # a message or a sentence (wrapped, or markup) labels nothing
    layout = _holding(parent.layout(), label)
    if layout is None:
        return False
    after = layout.indexOf(label) + 1
    # the widget placed just after it, found without the layout's items (see _holding)
    beside = parent.findChildren(QWidget, options=QtCore.Qt.FindChildOption.FindDirectChildrenOnly)
    field = next((w for w in beside if layout.indexOf(w) == after), None)
    if isinstance(field, _inputs()) and field.focusPolicy() & QtCore.Qt.FocusPolicy.TabFocus:
        label.setBuddy(field)
        return True
    return False


def _scope(root: QWidget) -> tuple[list[QWidget], list[QWidget]]:
    """The widgets of ``root``'s own scope (buttons, labels, tab bars first in that order) and
    the roots of the scopes below it (pages of stacked widgets); other windows are skipped."""
    own: list[QWidget] = []
    below: list[QWidget] = []
    pending = [root]
    while pending:
        w = pending.pop(0)
        own.append(w)
        for child in w.children():
            if not isinstance(child, QWidget) or child.isWindow():
                continue
            if isinstance(w, QtWidgets.QStackedWidget):
                below.append(child)
            else:
                pending.append(child)
    order = (QAbstractButton, QtWidgets.QTabBar, QLabel)
    own.sort(key=lambda w: next((i for i, t in enumerate(order) if isinstance(w, t)), 3))
    return own, below


_busy: list[QWidget] = []


def assign(root: QWidget, reserved: frozenset[str] = frozenset()) -> None:
    """Give every target in ``root``'s scope a free access key, then each scope below it."""
    if root in _busy:  # a text set below shows a page again: already being done
        return
    _busy.append(root)
    try:
        _assign(root, reserved)
    finally:
        _busy.remove(root)


def _assign(root: QWidget, reserved: frozenset[str]) -> None:
    own, below = _scope(root)
    targets = [t for w in own for t in _targets(w) if any(ch in LETTERS for ch in t.text)]
    taken = set(reserved)
    if isinstance(root, QtWidgets.QMainWindow) and root.menuBar() is not None:
        taken |= {k for a in root.menuBar().actions() if (k := mnemonic(a.text()))}
    for i, target in enumerate(targets):  # a key its window already uses is given up for another
        key = mnemonic(target.text)
        if key is not None and key in taken:
            targets[i] = target._replace(text=target.text.replace("&" + key, key, 1))
            target.put(targets[i].text)
    taken |= {k for t in targets if (k := mnemonic(t.text))}
    for target in targets:
        if mnemonic(target.text) is None:
            text = with_key(target.text, taken)
            if text is not None:
                taken.add(mnemonic(text) or "")
                target.put(text)
    for page in below:
        _assign(page, frozenset(taken))


def scope_keys(root: QWidget) -> list[tuple[str, str]]:
    """(key, text) of every target of ``root``'s own scope, for the tests and for looking."""
    own, _ = _scope(root)
    return [(mnemonic(t.text) or "", t.text) for w in own for t in _targets(w)]


def scopes(root: QWidget) -> Iterator[QWidget]:
    """``root`` and every scope below it."""
    yield root
    for page in _scope(root)[1]:
        yield from scopes(page)


def press_in_menu(menu: QtWidgets.QMenu, key: int) -> bool:
    """A letter key pressed in an open menu on a Latin layout: choose the item whose access
    key is the Persian letter at that key's position, as the Persian layout would. False when
    no item has it."""
    letter = PERSIAN_AT.get(key)
    for action in menu.actions():
        if letter is not None and action.isVisible() and action.isEnabled():
            if mnemonic(action.text()) == letter:
                menu.setActiveAction(action)
                if action.menu() is None:
                    menu.hide()
                    action.trigger()
                return True
    return False


def press_latin(window: QWidget, key: int) -> bool:
    """Alt + the key at ``key``'s position, pressed in ``window`` on a Latin layout: do what
    Alt + its Persian letter does (press the button, focus the label's field, show the tab,
    open the menu). False when no access key of the window is that letter."""
    letter = PERSIAN_AT.get(key)
    if letter is None:
        return False
    if isinstance(window, QtWidgets.QMainWindow) and window.menuBar() is not None:
        bar = window.menuBar()
        for action in bar.actions():
            if action.isVisible() and action.isEnabled() and mnemonic(action.text()) == letter:
                bar.setActiveAction(action)
                return True
    for w in window.findChildren(QWidget):
        if w.window() is not window or not w.isVisible() or not w.isEnabled():
            continue
        if isinstance(w, QAbstractButton) and mnemonic(w.text()) == letter:
            w.setFocus(QtCore.Qt.FocusReason.ShortcutFocusReason)
            w.animateClick()
            return True
        if isinstance(w, QLabel) and mnemonic(w.text()) == letter:
            buddy = w.buddy()
            if buddy is not None and buddy.isVisible() and buddy.isEnabled():
                buddy.setFocus(QtCore.Qt.FocusReason.ShortcutFocusReason)
                return True
        if isinstance(w, QtWidgets.QTabBar):
            for i in range(w.count()):
                if w.isTabEnabled(i) and mnemonic(w.tabText(i)) == letter:
                    w.setCurrentIndex(i)
                    return True
    return False


def press_as_english(widget: QWidget, event: QKeyEvent) -> bool:
    """Ctrl + the key of a Persian letter or digit (or Alt + a digit's) that no shortcut took
    (the Persian layout alone): trigger the window's shortcut for the English key at that position, else hand the
    English key to ``widget`` (a field's own Ctrl+A, Ctrl+Z…). False for any other key."""
    code = LATIN_AT.get(event.key())
    if code is None:
        return False
    latin = QtCore.Qt.Key(code)
    mods = event.modifiers() & ~QtCore.Qt.KeyboardModifier.KeypadModifier
    wanted = QtGui.QKeySequence(QKeyCombination(mods, latin))
    window = widget.window()
    for action in _actions(window):
        if action.isEnabled() and wanted in action.shortcuts():
            action.trigger()
            return True
    for shortcut in window.findChildren(QtGui.QShortcut):
        if shortcut.isEnabled() and wanted in shortcut.keys() and _live(shortcut, widget):
            shortcut.activated.emit()
            return True
    latin_event = QKeyEvent(QKeyEvent.Type.KeyPress, latin, mods, "", event.isAutoRepeat())
    QApplication.sendEvent(widget, latin_event)
    return True


def _actions(window: QWidget) -> list[QAction]:
    """The actions a key can reach in ``window``: those of its visible widgets and of the menus
    of its menu bar (Ctrl+Q)."""
    found: list[QAction] = []
    for w in (window, *window.findChildren(QWidget)):
        shown = w is window or (w.window() is window and w.isVisible())
        if shown or (isinstance(w, QtWidgets.QMenu) and w.menuAction().isVisible()):
            found.extend(a for a in w.actions() if a not in found)
    return found


def _live(shortcut: QShortcut, focus: QWidget) -> bool:
    """Whether ``shortcut`` answers while ``focus`` has the keyboard (its context)."""
    owner = shortcut.parent()
    if not isinstance(owner, QWidget) or not owner.isVisible():
        return False
    context = shortcut.context()
    if context == QtCore.Qt.ShortcutContext.WidgetShortcut:
        return owner is focus
    if context == QtCore.Qt.ShortcutContext.WidgetWithChildrenShortcut:
        return owner is focus or owner.isAncestorOf(focus)
    return owner.window() is focus.window()
