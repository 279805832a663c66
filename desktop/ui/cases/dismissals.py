"""Dismissals: a farmer removed by the landlord, from complaint to reinstatement or payment."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from desktop.services.cases.kinds import DISMISSAL_KINDS
from desktop.ui.cases.page import CasesPage
from desktop.ui.common.context import AppContext


def create_page(ctx: AppContext) -> QWidget:
    return CasesPage(ctx, DISMISSAL_KINDS, "dismissals")
