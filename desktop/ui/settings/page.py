"""Settings, in tabs: the office's details, register numbers, the law's readings of ambiguous
articles, safety (more groups join as modules need them). The law itself is not a setting: it
follows each record's date."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from desktop.ui.common.context import AppContext
from desktop.ui.settings.letter_numbers import NumberFormatGroup
from desktop.ui.settings.office import SettingsPage
from desktop.ui.settings.rule_choices import RuleChoicesGroup
from desktop.ui.settings.safety import create_group as safety_group


def create_page(ctx: AppContext) -> QWidget:
    return SettingsPage(ctx, [NumberFormatGroup(ctx), RuleChoicesGroup(ctx), safety_group(ctx)])
