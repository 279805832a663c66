"""Settings, in tabs: the office's details, register numbers, the law's readings of ambiguous
articles, safety (more groups join as modules need them). The law itself is not a setting: it
follows each record's date."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from desktop.ui.common.context import AppContext
from desktop.ui.number_format_form import NumberFormatGroup
from desktop.ui.office_form import SettingsPage
from desktop.ui.rule_choices_form import RuleChoicesGroup
from desktop.ui.safety_settings import create_group as safety_group


def create_page(ctx: AppContext) -> QWidget:
    return SettingsPage(ctx, [NumberFormatGroup(ctx), RuleChoicesGroup(ctx), safety_group(ctx)])
