"""Quantities in kind as whole grams, the levy in kind, the spending categories and deposit lateness."""

from __future__ import annotations

import datetime as dt

import pytest
from hypothesis import given
from hypothesis import strategies as st

from desktop.jalali import parse_jalali
from desktop.rules.deposit_days import compute_deposit_days_late
from desktop.rules.errors import RuleError
from desktop.rules.fund_spending import ADMINISTRATION, categories, check_expense
from desktop.rules.in_kind import compute_levy_in_kind, grams, quantity_text, split_grams


@pytest.mark.parametrize(
    ("text", "unit", "expected"),
    [("12.5", "kg", 12_500), ("۱۲٫۵", "kg", 12_500), ("3", "man", 9_000), ("1.5", "kharvar", 450_000),
     ("1,200", "kg", 1_200_000), (7, "g", 7), ("0.001", "kg", 1)],
)  # fmt: skip
def test_quantities_are_whole_grams(text, unit, expected):
    assert grams(text, unit) == expected


@pytest.mark.parametrize(
    ("text", "unit"),
    [("0.0001", "kg"), ("-1", "kg"), ("abc", "kg"), ("nan", "kg"), ("1", "ton"), ("inf", "kg")],
)
def test_a_quantity_that_is_not_whole_grams_is_refused_not_rounded(text, unit):
    with pytest.raises(RuleError) as e:
        grams(text, unit)
    assert e.value.message_fa


def test_quantity_text_is_exact_persian():
    assert quantity_text(12_500) == "۱۲٫۵ کیلوگرم"
    assert quantity_text(1_200_000) == "۱٬۲۰۰ کیلوگرم"


def test_levy_in_kind_takes_ten_and_ten_of_the_share_rounded_down_to_the_gram():
    r = compute_levy_in_kind(
        regime="1331", income_kind="crop_in_kind", commodity="wheat", landlord_share_grams=1_234_567
    )
    assert (r.farmers_grams, r.fund_grams) == (123_456, 123_456)
    assert r.farmers_grams + r.fund_grams + r.landlord_keeps_grams == 1_234_567
    assert r.citations[0].short() == "۱۳۳۱ متمم م۱ الف"
    with pytest.raises(RuleError):
        compute_levy_in_kind(
            regime="1331", income_kind="cash", commodity="wheat", landlord_share_grams=10
        )


@given(st.integers(0, 10**12), st.lists(st.integers(0, 1000), min_size=1, max_size=12))
def test_a_split_in_grams_adds_up_exactly(total, weights):
    if sum(weights) == 0:
        weights = [1, *weights[1:]]
    parts = split_grams(total, weights)
    assert sum(parts) == total and all(p >= 0 for p in parts)


def test_each_level_has_its_own_categories_with_their_article():
    assert "drinking_water" in categories("1331", "village")
    assert "hospital" in categories("1331", "bakhsh") and "hospital" not in categories(
        "1331", "village"
    )
    assert "school" in categories("1334", "village") and "school" not in categories(
        "1331", "village"
    )
    refused = check_expense(
        regime="1331", level="village", category="hospital", amount_rials=10, balance_rials=100,
        year_income_rials=100, admin_spent_rials=0,
    )  # fmt: skip
    assert (
        not refused.allowed and refused.problem == "category" and "۱۳۳۱ م۸" in refused.explanation
    )


def test_administration_over_the_ceiling_is_refused_with_the_figures():
    r = check_expense(
        regime="1331", level="village", category=ADMINISTRATION, amount_rials=60_000,
        balance_rials=10**6, year_income_rials=500_000, admin_spent_rials=0,
    )  # fmt: skip
    assert not r.allowed and r.admin_ceiling_rials == 50_000 and "۵۰٬۰۰۰" in r.explanation
    assert "۱۳۳۱ م۳۰" in r.explanation
    r34 = check_expense(
        regime="1334", level="village", category=ADMINISTRATION, amount_rials=10_000,
        balance_rials=10**6, year_income_rials=500_000, admin_spent_rials=0,
    )  # fmt: skip
    assert r34.allowed and r34.admin_ceiling_rials == 10_000  # 2% (1334 م۲۵)


def test_a_fund_is_never_spent_below_zero():
    r = check_expense(
        regime="1334", level="dehestan", category="clinic", amount_rials=101, balance_rials=100,
        year_income_rials=0, admin_spent_rials=0,
    )  # fmt: skip
    assert not r.allowed and r.problem == "balance"


def test_deposit_days_late_counts_from_the_third_day_under_1331():
    received = parse_jalali("1332/05/10")
    in_time = compute_deposit_days_late(
        regime="1331", received_on=received, deposited_on=parse_jalali("1332/05/13"), on=received
    )
    assert in_time.days_late == 0
    late = compute_deposit_days_late(
        regime="1331", received_on=received, deposited_on=parse_jalali("1332/05/20"), on=received
    )
    assert late.days_late == 7 and late.citations[0].short() == "۱۳۳۱ م۵"
    pending = compute_deposit_days_late(
        regime="1331", received_on=received, on=received + dt.timedelta(days=10)
    )
    assert pending.days_late == 7 and "واریز نشده" in pending.explanation


def test_deposit_under_1334_has_a_month():
    received = parse_jalali("1404/01/10")
    r = compute_deposit_days_late(
        regime="1334", received_on=received, on=parse_jalali("1404/02/15")
    )
    assert (
        r.due == parse_jalali("1404/02/10")
        and r.days_late == 5
        and r.citations[0].short() == "۱۳۳۴ م۵"
    )
