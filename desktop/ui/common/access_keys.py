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

Qt matches Alt+ب by the character the key types, so the keys work on the Persian layout the
clerk types in (and, through Qt's Latin fallback, on the same physical key in English)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import partial

from PySide6.QtGui import QKeySequence, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QLabel,
    QMainWindow,
    QStackedWidget,
    QTabBar,
    QWidget,
)

# one key each on the standard Persian keyboard (ISIRI 9147 and Windows' Persian layout)
LETTERS = frozenset("ضصثقفغعهخحجچشسیبلاتنمکگظطزرذدپو")


@dataclass
class Target:
    """A text that can carry an access key, and how to put it back."""

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
    if widget.objectName().startswith("qt_"):
        return  # Qt's own parts (the calendar's month button) keep the texts Qt gives them
    if isinstance(widget, QAbstractButton):
        own = widget.shortcut()
        if own.isEmpty() or own == QKeySequence.mnemonic(widget.text()):
            # a text with «&» replaces a shortcut set otherwise: leave such a button alone
            yield Target(widget.text(), widget.setText)
    elif isinstance(widget, QLabel) and widget.buddy() is not None:
        if not Qt.mightBeRichText(widget.text()):  # «&» means something else in markup
            yield Target(widget.text(), widget.setText)
    elif isinstance(widget, QTabBar):
        for i in range(widget.count()):
            yield Target(widget.tabText(i), partial(widget.setTabText, i))


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
            if isinstance(w, QStackedWidget):
                below.append(child)
            else:
                pending.append(child)
    order = (QAbstractButton, QTabBar, QLabel)
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
    if isinstance(root, QMainWindow) and root.menuBar() is not None:
        taken |= {k for a in root.menuBar().actions() if (k := mnemonic(a.text()))}
    for target in targets:  # a key its window already uses is given up for another
        key = mnemonic(target.text)
        if key is not None and key in taken:
            target.text = target.text.replace("&" + key, key, 1)
            target.put(target.text)
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
