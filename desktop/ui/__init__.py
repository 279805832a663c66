"""The Qt layer: the only part of the program that imports PySide6."""

from __future__ import annotations

import ctypes
import sys


def _keep_the_booleans_alive() -> None:
    """PySide6 6.12.0's ``SignalInstance.emit()`` returns ``True`` without taking a reference,
    so every signal the program emits (a keystroke in a date field, a save) drops one reference
    to ``True``; after a few thousand the interpreter frees ``True`` and aborts ("Fatal Python
    error: bool_dealloc"), closing the program in the middle of the clerk's work. Python 3.12
    made the booleans immortal; on 3.11 give them as many references as no session can use up.
    (``tests/ui/test_dialogs_guard.py`` emits past the natural count in a child process.)"""
    if sys.version_info >= (3, 12) or hasattr(sys, "gettotalrefcount"):  # immortal; debug build
        return
    for value in (True, False):
        ctypes.c_ssize_t.from_address(id(value)).value += 1 << 40


_keep_the_booleans_alive()
