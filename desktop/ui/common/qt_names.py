"""Qt's enum values for what the first paint shows, set without Python naming an enum.

The first time Python names ``Qt`` (``Qt.FocusPolicy``, ``Qt.AlignmentFlag``…), PySide6 makes
every enum of Qt's namespace: 95 of them, 1,214 members, each built by Python's ``enum`` module,
about a sixth of what a bare window takes to appear. Nothing the first paint needs names it (a
new file's set-up dialog, the main window's frame): they set an enum property by its C++ key
(``set_by_key``), which Qt's meta-object system converts, and the modules imported before that
paint reach the namespace through their module (``QtCore.Qt``), made on first use after it.
``tests/ui/test_first_paint.py`` holds the namespace unmade at the first paint.
"""

from __future__ import annotations

from PySide6.QtCore import QObject

USER_ROLE = 0x0100  # Qt::UserRole: the first role a program's own data may take


def set_by_key(obj: QObject, prop: str, key: str) -> None:
    """Set the enum (or flags) property ``prop`` of ``obj`` by its C++ key, as Qt names it
    («NoFocus», «AlignCenter», «AlignRight|AlignVCenter»). A key Qt does not know for the
    property, or a property ``obj`` does not have, raises ValueError (nothing is set)."""
    if obj.metaObject().indexOfProperty(prop) < 0 or not obj.setProperty(prop, key):
        raise ValueError(f"{type(obj).__name__}.{prop} has no key {key!r}")
