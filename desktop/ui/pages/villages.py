"""Villages register (placeholder replaced in the next commit)."""
from __future__ import annotations

from PySide6.QtWidgets import QWidget

from desktop.ui.context import AppContext
from desktop.ui.main_window import ComingPage


def create_page(ctx: AppContext) -> QWidget:
    return ComingPage("Villages")
