"""Complaints: against council members, over the landlord's share, refusals to pay."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from desktop.services.cases.kinds import COMPLAINT_KINDS
from desktop.ui.cases.page import CasesPage
from desktop.ui.common.context import AppContext


def create_page(ctx: AppContext) -> QWidget:
    return CasesPage(ctx, COMPLAINT_KINDS, "complaints")
