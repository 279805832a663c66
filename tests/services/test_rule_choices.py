from __future__ import annotations

import pytest

from desktop.domain.errors import ValidationError
from desktop.rules.choices import DEFAULT_CHOICES
from desktop.services.rule_choices import get_rule_choices, save_rule_choices

GOOD = dict(
    reading_1334_m3="0.5",
    wage_days_per_month=31,
    deadline_moves_to_working_day=True,
    holidays=["۱۴۰۳/۰۱/۱۲", "1403/01/13", ""],
    pump_water_without_sharecropper="not_taken",
)


def test_defaults_until_the_office_chooses(office_db):
    assert get_rule_choices(office_db) == DEFAULT_CHOICES


def test_saved_readings_come_back(office_db):
    save_rule_choices(office_db, **GOOD)
    c = get_rule_choices(office_db)
    assert (c.reading_1334_m3, c.wage_days_per_month, c.deadline_moves_to_working_day) == (
        "0.5",
        31,
        True,
    )
    assert len(c.holidays) == 2 and c.pump_water_without_sharecropper == "not_taken"


@pytest.mark.parametrize(
    "change, field",
    [
        ({"holidays": ["1402/12/30"]}, "holidays"),
        ({"wage_days_per_month": 45}, "choices"),
        ({"reading_1334_m3": "5"}, "choices"),
    ],
)
def test_bad_readings_refused_and_nothing_saved(office_db, change, field):
    with pytest.raises(ValidationError) as e:
        save_rule_choices(office_db, **{**GOOD, **change})
    assert field in e.value.errors
    assert get_rule_choices(office_db) == DEFAULT_CHOICES
