"""The office's readings where a statute is ambiguous (see desktop/rules/choices.py).

Kept in settings; computations receive them, and each explanation prints the reading it used.
Changing a reading never rewrites a stored record: each stores the choices it was computed under.
"""

from __future__ import annotations

from sqlite_utils import Database

from desktop.domain.errors import ValidationError
from desktop.rules.choices import DEFAULT_CHOICES, Choices
from desktop.rules.errors import RuleError
from desktop.services.change import Change
from desktop.services.door import action, read
from desktop.services.office import get_setting, set_setting

KEY = "rule_choices"


@read()
def get_rule_choices(db: Database) -> Choices:
    stored = get_setting(db, KEY)
    if not stored:
        return DEFAULT_CHOICES
    return Choices.from_json({**DEFAULT_CHOICES.to_json(), **stored})


@action(right="settings")
def save_rule_choices(
    db: Database,
    *,
    reading_1334_m3: str,
    wage_days_per_month: int,
    deadline_moves_to_working_day: bool,
    holidays: list[str],
    pump_water_without_sharecropper: str,
) -> Change:
    """Holidays are Jalali dates as typed (either digit set)."""
    if not isinstance(holidays, list | tuple) or not all(isinstance(h, str) for h in holidays):
        raise ValidationError.single("holidays", "تعطیلات باید فهرستی از تاریخ‌ها باشد.")
    data = {
        "reading_1334_m3": reading_1334_m3,
        "wage_days_per_month": wage_days_per_month,
        "deadline_moves_to_working_day": deadline_moves_to_working_day,
        "holidays": [h.strip() for h in holidays if h.strip()],
        "pump_water_without_sharecropper": pump_water_without_sharecropper,
    }
    try:
        choices = Choices.from_json(data)
    except RuleError as e:
        field = "holidays" if e.code == "invalid_date" else "choices"
        raise ValidationError.single(field, e.message_fa) from None
    return set_setting(db, KEY, choices.to_json())
