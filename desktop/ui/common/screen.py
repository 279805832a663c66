"""The office screen every window must fit: 1366×768 less a taskbar and a window's title bar.

Its own module so that the main window's frame, painted before anything else, does not import
the forms and their widgets for two sizes."""

from __future__ import annotations

from PySide6.QtCore import QSize

SCREEN = QSize(1366, 768)
DIALOG_MAX = QSize(1340, 690)
