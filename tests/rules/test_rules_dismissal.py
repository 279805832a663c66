"""Dismissal compensation: 3 months at the local wage plus assessed a'yani and crop."""

from __future__ import annotations

import pytest

from desktop.rules.choices import Choices
from desktop.rules.dismissal import compute_dismissal_compensation
from desktop.rules.errors import RuleError


@pytest.mark.parametrize(
    ("regime", "kwargs", "wage", "total", "cite"),
    [
        pytest.param("1331", {"daily_wage_rials": 150_000}, 13_500_000, 13_500_000, "۱۳۳۱ متمم م۲", id="1331-supp-m2-90-days"),
        pytest.param("1331", {"monthly_wage_rials": 4_000_000, "ayani_rials": 2_000_000, "crop_rials": 750_000}, 12_000_000, 14_750_000, "۱۳۳۱ متمم م۲", id="1331-supp-m2-monthly-plus-ayani-crop"),
        pytest.param("1334", {"daily_wage_rials": 100}, 9_000, 9_000, "۱۳۳۴ م۳۳", id="1334-m33-90-days"),
    ],
)  # fmt: skip
def test_dismissal(regime: str, kwargs: dict, wage: int, total: int, cite: str) -> None:
    r = compute_dismissal_compensation(regime=regime, **kwargs)
    assert (r.wage_part_rials, r.total_rials) == (wage, total)
    assert r.citations[0].short() == cite


def test_days_per_month_is_a_choice_and_is_said() -> None:
    r = compute_dismissal_compensation(
        regime="1331", daily_wage_rials=100, choices=Choices(wage_days_per_month=31)
    )
    assert (r.days, r.wage_part_rials) == (93, 9_300)
    assert "به انتخاب دفتر هر ماه ۳۱ روز" in r.explanation


@pytest.mark.parametrize(
    ("regime", "kwargs", "code"),
    [
        pytest.param(
            "1331-original", {"daily_wage_rials": 1}, "no_such_rule", id="1331-original-no-supp-m2"
        ),
        pytest.param("1331", {}, "missing_key", id="needs-a-wage"),
        pytest.param(
            "1331",
            {"daily_wage_rials": 1, "monthly_wage_rials": 30},
            "conflicting_keys",
            id="not-both-wages",
        ),
        pytest.param("1331", {"daily_wage_rials": -1}, "negative_amount", id="negative-wage"),
    ],
)
def test_refusals(regime: str, kwargs: dict, code: str) -> None:
    with pytest.raises(RuleError) as e:
        compute_dismissal_compensation(regime=regime, **kwargs)
    assert e.value.code == code
