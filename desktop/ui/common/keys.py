"""A list page's keys, the same on every page (set when the page is made, after the first
paint: a new file's set-up dialog, made of ``widgets``, needs none of Qt's key classes)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QWidget


def list_keys(
    page: QWidget,
    *,
    search: QWidget | None = None,
    new: Callable[[], object] | None = None,
    print_: Callable[[], object] | None = None,
) -> None:
    """A list page's keys, the same on every page: Ctrl+F to its search box, Ctrl+N for a new
    record, Ctrl+P for a paper about the record chosen."""
    if search is not None:
        QShortcut(QKeySequence("Ctrl+F"), page).activated.connect(search.setFocus)
    if new is not None:
        QShortcut(QKeySequence("Ctrl+N"), page).activated.connect(new)
    if print_ is not None:
        QShortcut(QKeySequence.StandardKey.Print, page).activated.connect(print_)
