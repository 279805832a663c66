"""Settings: the office's details and its readings of ambiguous articles (more groups join as
modules need them). The law itself is not a setting: it follows each record's date."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from desktop.ui.context import AppContext
from desktop.ui.office_form import SettingsPage
from desktop.ui.rule_choices_form import RuleChoicesGroup
from desktop.ui.safety_settings import create_group as safety_group


def create_page(ctx: AppContext) -> QWidget:
    return SettingsPage(ctx, [RuleChoicesGroup(ctx), safety_group(ctx)])
