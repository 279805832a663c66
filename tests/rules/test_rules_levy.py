"""The levy on each kind of landlord income, figures worked by hand from the statute text."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from desktop.jalali import parse_jalali
from desktop.rules.choices import Choices
from desktop.rules.errors import RuleError
from desktop.rules.levy import KINDS_1331, compute_levy, compute_water_exemption

# (regime, inputs, farmers, fund, landlord_keeps, first citation)
CASES_1331 = [
    pytest.param(
        "1331", {"income_kind": "crop_in_kind", "landlord_share_rials": 1_000_000},
        100_000, 100_000, 800_000, "۱۳۳۱ متمم م۱ الف", id="1331-supp-m1-alef-10-10",
    ),
    pytest.param(
        "1331-original", {"income_kind": "crop_in_kind", "landlord_share_rials": 1_000_000},
        100_000, 100_000, 800_000, "۱۳۳۱ م۱ الف", id="1331-original-m1-alef-10-10",
    ),
    pytest.param(
        "1331", {"income_kind": "crop_in_kind", "landlord_share_rials": 1_000_009},
        100_000, 100_000, 800_009, "۱۳۳۱ متمم م۱ الف", id="1331-supp-m1-alef-rounding-stays-with-landlord",
    ),
    pytest.param(
        "1331", {"income_kind": "summer_sold", "landlord_share_rials": 350_000},
        35_000, 35_000, 280_000, "۱۳۳۱ متمم م۱ ب", id="1331-supp-m1-be-sold-summer-crops",
    ),
    pytest.param(
        "1331", {"income_kind": "gavband_worker", "landlord_share_rials": 500_000},
        50_000, 50_000, 400_000, "۱۳۳۱ متمم م۱ تبصره ۱", id="1331-supp-m1-t1-gavband-worker",
    ),
    pytest.param(
        "1331", {"income_kind": "cash", "landlord_share_rials": 123_457},
        0, 24_691, 98_766, "۱۳۳۱ متمم م۱ ج", id="1331-supp-m1-jim-cash-20pc-village-fund",
    ),
    pytest.param(
        "1331", {"income_kind": "inputs_share_worker", "landlord_share_rials": 600_000},
        60_000, 60_000, 480_000, "۱۳۳۱ متمم م۱ تبصره ۲", id="1331-supp-m1-t2-share-worker-customary",
    ),
    pytest.param(
        # no custom: landlord share = 40% of an irrigated crop of 2,500,000 = 1,000,000
        "1331", {"income_kind": "inputs_share_worker", "crop_total_rials": 2_500_000, "farming": "irrigated"},
        100_000, 100_000, 800_000, "۱۳۳۱ متمم م۱ تبصره ۲", id="1331-supp-m1-t2-default-40pc-irrigated",
    ),
    pytest.param(
        # no custom: landlord share = 20% of a dry crop of 1,000,000 = 200,000; wage worker: fund 10% only
        "1331", {"income_kind": "inputs_wage_worker", "crop_total_rials": 1_000_000, "farming": "dry"},
        0, 20_000, 180_000, "۱۳۳۱ متمم م۱ تبصره ۲", id="1331-supp-m1-t2-wage-worker-default-20pc-dry",
    ),
    pytest.param(
        "1331", {"income_kind": "pump_water", "landlord_share_rials": 500_000, "has_sharecropper": True},
        50_000, 0, 450_000, "۱۳۳۱ متمم م۱ تبصره ۳", id="1331-supp-m1-t3-pump-to-sharecropper",
    ),
    pytest.param(
        "1331", {"income_kind": "pump_water", "landlord_share_rials": 500_000, "has_sharecropper": False},
        0, 50_000, 450_000, "۱۳۳۱ متمم م۱ تبصره ۳", id="1331-supp-m1-t3-pump-no-sharecropper-fund",
    ),
    pytest.param(
        "1331", {"income_kind": "orchard_in_kind", "landlord_share_rials": 80_000},
        0, 8_000, 72_000, "۱۳۳۱ متمم م۱ ج تبصره ۱", id="1331-supp-m1-jim-t1-orchard-in-kind",
    ),
    pytest.param(
        "1331", {"income_kind": "orchard_net", "net_income_rials": 24_000},
        0, 0, 24_000, "۱۳۳۱ متمم م۱ ج تبصره ۱", id="1331-supp-m1-jim-t1-24000-not-over",
    ),
    pytest.param(
        "1331", {"income_kind": "orchard_net", "net_income_rials": 30_000},
        0, 3_000, 27_000, "۱۳۳۱ متمم م۱ ج تبصره ۱", id="1331-supp-m1-jim-t1-over-24000-10pc-of-all",
    ),
    pytest.param(
        "1331", {"income_kind": "municipal_property", "landlord_share_rials": 90_000},
        0, 0, 90_000, "۱۳۳۱ متمم م۱ ج تبصره ۲", id="1331-supp-m1-jim-t2-municipal-exempt",
    ),
    pytest.param(
        "1331", {"income_kind": "farmer_owned", "income_rials": 250_000, "farming": "dry"},
        0, 5_000, 245_000, "۱۳۳۱ م۳", id="1331-m3-farmer-owned-dry-2pc",
    ),
    pytest.param(
        "1331", {"income_kind": "farmer_owned", "income_rials": 250_000, "farming": "irrigated"},
        0, 10_000, 240_000, "۱۳۳۱ م۳", id="1331-m3-farmer-owned-irrigated-4pc",
    ),
    pytest.param(
        "1331", {"income_kind": "resident", "income_rials": 40_000},
        0, 1_200, 38_800, "۱۳۳۱ م۱۱", id="1331-m11-residents-3pc",
    ),
]  # fmt: skip


@pytest.mark.parametrize(("regime", "inputs", "farmers", "fund", "keeps", "cite"), CASES_1331)
def test_levy_1331(
    regime: str, inputs: dict, farmers: int, fund: int, keeps: int, cite: str
) -> None:
    r = compute_levy(regime=regime, **inputs)
    assert (r.farmers_rials, r.fund_rials, r.landlord_keeps_rials) == (farmers, fund, keeps)
    assert r.citations[0].short() == cite
    assert cite in r.explanation
    assert r.regime == regime and r.rule_version


def test_gavband_share_goes_to_worker_not_gavband() -> None:
    r = compute_levy(regime="1331", income_kind="gavband_worker", landlord_share_rials=100)
    assert r.farmers_recipient == "share_worker"
    assert "نه گاوبند" in r.explanation


def test_default_share_is_said() -> None:
    r = compute_levy(
        regime="1331", income_kind="crop_in_kind", crop_total_rials=1000, farming="dry"
    )
    assert r.base_rials == 200 and r.default_share_percent == 20
    assert "۲۰ درصد کل محصول" in r.explanation


def test_pump_without_sharecropper_choice_not_taken() -> None:
    r = compute_levy(
        regime="1331", income_kind="pump_water", landlord_share_rials=500_000, has_sharecropper=False,
        choices=Choices(pump_water_without_sharecropper="not_taken"),
    )  # fmt: skip
    assert (r.farmers_rials, r.fund_rials, r.landlord_keeps_rials) == (0, 0, 500_000)
    assert "انتخاب دفتر" in r.explanation


CASES_1334 = [
    pytest.param(
        {"income_kind": "development_duty", "collected_rials": 1_001},
        0, 500, None, "۱۳۳۴ م۲", id="1334-m2-half-of-property-tax",
    ),
    pytest.param(
        {"income_kind": "net_under_half", "landlord_share_rials": 800_000},
        80_000, 0, 720_000, "۱۳۳۴ م۳", id="1334-m3-10pc-of-net-landlord-income",
    ),
    pytest.param(
        # landlord 2.5% of 1,000,000 = 25,000; gavband 2.5% of 200,000 = 5,000
        {"income_kind": "half_share_gavband", "landlord_share_rials": 1_000_000, "gavband_share_rials": 200_000},
        30_000, 0, 975_000, "۱۳۳۴ م۳", id="1334-m3-5pc-half-landlord-half-gavband",
    ),
    pytest.param(
        {"income_kind": "half_share_no_gavband", "landlord_share_rials": 1_000_000},
        25_000, 0, 975_000, "۱۳۳۴ م۳", id="1334-m3-2.5pc-no-gavband",
    ),
    pytest.param(
        {"income_kind": "small_owner_village", "landlord_share_rials": 60_000},
        0, 3_000, 57_000, "۱۳۳۴ م۶ تبصره", id="1334-m6-t-kadkhoda-5pc",
    ),
]  # fmt: skip


@pytest.mark.parametrize(("inputs", "farmers", "fund", "keeps", "cite"), CASES_1334)
def test_levy_1334(inputs: dict, farmers: int, fund: int, keeps: int | None, cite: str) -> None:
    r = compute_levy(regime="1334", **inputs)
    assert (r.farmers_rials, r.fund_rials, r.landlord_keeps_rials) == (farmers, fund, keeps)
    assert r.citations[0].short() == cite


def test_1334_m3_reading_is_a_choice_and_is_said() -> None:
    default = compute_levy(
        regime="1334",
        income_kind="half_share_gavband",
        landlord_share_rials=1_000_000,
        gavband_share_rials=0,
    )
    literal = compute_levy(
        regime="1334", income_kind="half_share_gavband", landlord_share_rials=1_000_000, gavband_share_rials=0,
        choices=Choices(reading_1334_m3="0.5"),
    )  # fmt: skip
    assert default.farmers_rials == 25_000 and "۲٫۵ درصد خوانده شد" in default.explanation
    assert literal.farmers_rials == 5_000 and "۰٫۵ درصد خوانده شد" in literal.explanation


def test_1334_development_duty_odd_rial_stays_with_tax() -> None:
    r = compute_levy(regime="1334", income_kind="development_duty", collected_rials=1_001)
    assert r.tax_rials == 501 and r.fund_rials + r.tax_rials == 1_001


@pytest.mark.parametrize(
    ("regime", "inputs", "code"),
    [
        pytest.param("1331-original", {"income_kind": "pump_water", "landlord_share_rials": 1, "has_sharecropper": True}, "no_such_rule", id="1331-original-no-supp-m1-t3"),
        pytest.param("1331-original", {"income_kind": "crop_in_kind", "crop_total_rials": 1, "farming": "dry"}, "no_such_rule", id="1331-original-no-default-share"),
        pytest.param("1334", {"income_kind": "crop_in_kind", "landlord_share_rials": 1}, "unknown_income_kind", id="1334-has-no-m1-alef"),
        pytest.param("land-1339", {"income_kind": "cash", "landlord_share_rials": 1}, "no_such_rule", id="1339-no-levy"),
        pytest.param("1331", {"income_kind": "crop_in_kind"}, "missing_key", id="missing-share"),
        pytest.param("1331", {"income_kind": "crop_in_kind", "landlord_share_rials": 1, "crop_total_rials": 1}, "conflicting_keys", id="both-share-and-crop"),
        pytest.param("1331", {"income_kind": "cash", "landlord_share_rials": 1, "income_rials": 1}, "unknown_key", id="key-not-for-kind"),
        pytest.param("1331", {"income_kind": "cash", "landlord_share_rials": -1}, "negative_amount", id="negative"),
        pytest.param("1331", {"income_kind": "pump_water", "landlord_share_rials": 1}, "missing_key", id="1331-supp-m1-t3-needs-has-sharecropper"),
        pytest.param("1331", {"income_kind": "farmer_owned", "income_rials": 1, "farming": "wet"}, "bad_value", id="1331-m3-bad-farming"),
    ],
)  # fmt: skip
def test_levy_refusals(regime: str, inputs: dict, code: str) -> None:
    with pytest.raises(RuleError) as e:
        compute_levy(regime=regime, **inputs)
    assert e.value.code == code


def test_1334_m4_new_water_exempt_ten_years() -> None:
    r = compute_water_exemption(
        regime="1334", water_from=parse_jalali("1340/03/01"), on=parse_jalali("1350/02/31")
    )
    assert r.exempt is True and r.exempt_until == parse_jalali("1350/03/01")
    r2 = compute_water_exemption(
        regime="1334", water_from=parse_jalali("1340/03/01"), on=parse_jalali("1350/03/01")
    )
    assert r2.exempt is False


_SHARE_KINDS = [
    k for k in KINDS_1331 if k not in ("orchard_net", "farmer_owned", "resident", "pump_water")
]


@given(
    share=st.integers(min_value=0, max_value=10**14),
    kind=st.sampled_from(_SHARE_KINDS),
)
def test_levy_parts_add_up_and_never_negative(share: int, kind: str) -> None:
    r = compute_levy(regime="1331", income_kind=kind, landlord_share_rials=share)
    assert r.farmers_rials + r.fund_rials + r.landlord_keeps_rials == share
    assert min(r.farmers_rials, r.fund_rials, r.landlord_keeps_rials) >= 0
    assert r.farmers_rials + r.fund_rials <= share * 20 // 100
