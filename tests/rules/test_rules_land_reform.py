"""Land Reform Law 1339, figures worked by hand from its articles."""

from __future__ import annotations

from decimal import Decimal

import pytest
from hypothesis import given
from hypothesis import strategies as st

from desktop.jalali import format_jalali, parse_jalali
from desktop.rules.errors import RuleError
from desktop.rules.land_reform import (
    compute_applicant_priority,
    compute_declaration_fine,
    compute_house_payment,
    compute_instalment_default,
    compute_instalments,
    compute_land_ceiling,
    compute_non_transfer_duty,
    compute_refusal_fine,
    compute_transfer_duty,
)

R = "land-1339"


@pytest.mark.parametrize(
    ("irr", "dry", "fallow", "eq", "surplus"),
    [
        pytest.param(400, 0, 0, "400", "0", id="1339-m2-400-irrigated-at-ceiling"),
        pytest.param(0, 800, 0, "400", "0", id="1339-m2-800-dry-at-ceiling"),
        pytest.param(500, 300, 101, "700.5", "300.5", id="1339-m2-mixed-surplus"),
        pytest.param(300, 150, 51, "400.5", "0.5", id="1339-m2-half-hectare-over"),
        pytest.param(0, 0, 0, "0", "0", id="1339-m2-nothing"),
    ],
)
def test_land_ceiling(irr: float, dry: float, fallow: float, eq: str, surplus: str) -> None:
    r = compute_land_ceiling(regime=R, irrigated_ha=irr, dry_ha=dry, fallow_ha=fallow)
    assert r.irrigated_equivalent_ha == Decimal(eq)
    assert r.surplus_irrigated_equivalent_ha == Decimal(surplus)
    assert r.over_ceiling is (Decimal(surplus) > 0)
    assert r.citations[0].short() == "۱۳۳۹ م۲"


@pytest.mark.parametrize(
    ("price", "understated", "duty", "total"),
    [
        pytest.param(3_000_001, 0, 1_500_000, 1_500_000, id="1339-m4-50pc-floor"),
        pytest.param(1_000_000, 100_000, 500_000, 700_000, id="1339-m4-t1-understated-2x"),
    ],
)
def test_transfer_duty(price: int, understated: int, duty: int, total: int) -> None:
    r = compute_transfer_duty(regime=R, price_rials=price, understated_unpaid_rials=understated)
    assert (r.duty_rials, r.total_rials) == (duty, total)
    assert r.citations[0].short() == "۱۳۳۹ م۴"


@pytest.mark.parametrize(
    ("irr", "dry", "fallow", "years", "yearly", "total"),
    [
        pytest.param(10, 20, 30, None, 45_000, None, id="1339-m17-1500-750-500"),
        pytest.param(1.5, 2, 0.3, 3, 3_900, 11_700, id="1339-m17-fractional-ha-3-years"),
        pytest.param(0.001, 0, 0, None, 1, None, id="1339-m17-floor-1.5-rials"),
    ],
)
def test_non_transfer_duty(
    irr: float, dry: float, fallow: float, years: int | None, yearly: int, total: int | None
) -> None:
    r = compute_non_transfer_duty(
        regime=R, irrigated_ha=irr, dry_ha=dry, fallow_ha=fallow, years=years
    )
    assert (r.yearly_rials, r.total_rials) == (yearly, total)
    assert r.citations[0].short() == "۱۳۳۹ م۱۷ الف"


@pytest.mark.parametrize(
    ("fine", "within"),
    [
        pytest.param(9_999, False, id="1339-m10-below-10000"),
        pytest.param(10_000, True, id="1339-m10-10000"),
        pytest.param(100_000, True, id="1339-m10-100000"),
        pytest.param(100_001, False, id="1339-m10-above"),
    ],
)
def test_declaration_fine(fine: int, within: bool) -> None:
    r = compute_declaration_fine(regime=R, fine_rials=fine)
    assert (r.min_rials, r.max_rials, r.within_range) == (10_000, 100_000, within)
    assert r.citations[0].short() == "۱۳۳۹ م۱۰"


def test_refusal_fine_1339_m35_200_to_100000() -> None:
    r = compute_refusal_fine(regime=R, fine_rials=199)
    assert (r.min_rials, r.max_rials, r.within_range) == (200, 100_000, False)


def test_instalments_1339_m18_ten_equal_yearly() -> None:
    r = compute_instalments(regime=R, price_rials=1_003, first_due=parse_jalali("1342/12/30"))
    assert [i.rials for i in r.instalments] == [101, 101, 101] + [100] * 7
    assert sum(i.rials for i in r.instalments) == 1_003
    # 1342 is a leap year: 30 Esfand; in common years the day is clamped to 29 Esfand
    dues = [format_jalali(i.due) for i in r.instalments]
    assert dues[:5] == ["1342/12/30", "1343/12/29", "1344/12/29", "1345/12/29", "1346/12/30"]
    assert dues[-1] == "1351/12/29"
    assert r.remainder_to == "earliest_instalments"
    assert r.citations[0].short() == "۱۳۳۹ م۱۸"


@given(price=st.integers(min_value=0, max_value=10**14))
def test_instalments_add_up_and_are_equal_within_a_rial(price: int) -> None:
    r = compute_instalments(regime=R, price_rials=price, first_due=parse_jalali("1342/01/01"))
    parts = [i.rials for i in r.instalments]
    assert sum(parts) == price and max(parts) - min(parts) <= 1 and min(parts) >= 0
    assert all(a.due < b.due for a, b in zip(r.instalments, r.instalments[1:], strict=False))


def test_priority_1339_m19_classes_children_then_lot() -> None:
    applicants = [
        {"id": "volunteer", "class": "f", "children": 9},
        {"id": "heir", "class": "ب", "children": 1},
        {"id": "farmer-2", "class": "a", "children": 2},
        {"id": "farmer-5", "class": "الف", "children": 5},
        {"id": "farmer-2b", "class": "a", "children": 2},
    ]
    r = compute_applicant_priority(regime=R, applicants=applicants, seed="1341-village-7")
    ids = [a.id for a in r.order]
    assert ids[0] == "farmer-5"
    assert set(ids[1:3]) == {"farmer-2", "farmer-2b"}
    assert ids[3:] == ["heir", "volunteer"]
    assert [a.lot_decided for a in r.order] == [False, True, True, False, False]
    again = compute_applicant_priority(
        regime=R, applicants=list(reversed(applicants)), seed="1341-village-7"
    )
    assert [a.id for a in again.order] == ids  # the lot is reproducible, whatever the input order
    assert {c.short() for c in r.citations} == {"۱۳۳۹ م۱۹", "۱۳۳۹ م۱۹ تبصره ۱"}


def test_priority_lot_depends_on_the_seed() -> None:
    applicants = [{"id": str(i), "class": "a", "children": 0} for i in range(12)]
    orders = {
        tuple(
            a.id for a in compute_applicant_priority(regime=R, applicants=applicants, seed=s).order
        )
        for s in ("x", "y", "z")
    }
    assert len(orders) > 1


@pytest.mark.parametrize(
    ("unpaid", "refused", "defaulted"),
    [
        pytest.param(2, True, False, id="1339-m27-two-unpaid"),
        pytest.param(3, False, False, id="1339-m27-three-but-pays-on-enforcement"),
        pytest.param(3, True, True, id="1339-m27-three-and-refuses"),
    ],
)
def test_instalment_default(unpaid: int, refused: bool, defaulted: bool) -> None:
    r = compute_instalment_default(
        regime=R, unpaid_without_excuse=unpaid, enforcement_refused=refused, paid_rials=5_000
    )
    assert r.defaulted is defaulted
    assert r.paid_counts_as_rent_rials == (5_000 if defaulted else None)


@pytest.mark.parametrize(
    ("value", "payable"),
    [
        pytest.param(15_000, 0, id="1339-m31-alef-under-20000-free"),
        pytest.param(26_500, 6_500, id="1339-m31-alef-excess-paid"),
    ],
)
def test_house_payment(value: int, payable: int) -> None:
    assert compute_house_payment(regime=R, building_value_rials=value).payable_rials == payable


@pytest.mark.parametrize("regime", ["1331", "1334"])
def test_land_rules_only_under_land_1339(regime: str) -> None:
    with pytest.raises(RuleError) as e:
        compute_land_ceiling(regime=regime, irrigated_ha=1, dry_ha=0, fallow_ha=0)
    assert e.value.code == "no_such_rule"


def test_negative_hectares_refused() -> None:
    with pytest.raises(RuleError) as e:
        compute_land_ceiling(regime=R, irrigated_ha=-1, dry_ha=0, fallow_ha=0)
    assert e.value.code == "negative_amount"


def test_the_call_of_art_17_the_owners_total_and_the_years_begun():
    # 1339 art. 17: 100 ha irrigated + 200 dry + 10.5 bayer → 150,000 + 150,000 + 5,250 =
    # 305,250 rials a year, priced on the summed hectares and rounded once. The call of
    # 1341/03/01 gives two months, to 1341/05/01; a year begins 1341/05/02, another 1342/05/02.
    import datetime as dt
    from decimal import Decimal

    from desktop.jalali import parse_jalali as J
    from desktop.rules.land_reform import compute_transfer_call

    def call(on, transferred_on=None):
        return compute_transfer_call(
            regime="land-1339", called_on=J("1341/03/01"), irrigated_ha=Decimal(100),
            dry_ha=Decimal(200), fallow_ha=Decimal("10.5"), on=on, transferred_on=transferred_on,
        )  # fmt: skip

    r = call(J("1341/05/01"))
    assert (r.due_on, r.yearly_rials, r.years_owed, r.owed_rials) == (
        J("1341/05/01"),
        305_250,
        0,
        0,
    )
    assert "۱۳۳۹ م۱۷" in r.explanation
    assert call(J("1341/05/02")).years_owed == 1
    assert call(J("1342/05/01")).years_owed == 1
    assert (call(J("1342/05/02")).years_owed, call(J("1342/05/02")).owed_rials) == (2, 610_500)
    assert call(J("1350/01/01"), transferred_on=J("1341/04/01")).owed_rials == 0  # in time
    assert call(J("1350/01/01"), transferred_on=J("1342/05/02")).years_owed == 1
    assert isinstance(r.called_on, dt.date)
    # summed then rounded: 0.5 ha bayer on two parcels is 500, not 2 × 250 rounded apart
    half = compute_transfer_call(regime="land-1339", called_on=J("1341/03/01"), irrigated_ha=0,
                                 dry_ha=0, fallow_ha=Decimal("0.3"))  # fmt: skip
    assert half.yearly_rials == 150


def test_the_ministrys_month_runs_from_its_collection():
    # 1334 art. 5: collected 1404/05/01, the month ends 1404/06/01; in the account 1404/06/11.
    from desktop.jalali import parse_jalali as J
    from desktop.rules.deposit_days import compute_ministry_deposit

    r = compute_ministry_deposit(collected_on=J("1404/05/01"), deposited_on=J("1404/06/11"))
    assert (r.due, r.days_late) == (J("1404/06/01"), 10)
    assert "وزارت دارایی" in r.explanation and "۱۳۳۴ م۵" in r.explanation
    assert (
        compute_ministry_deposit(
            collected_on=J("1404/05/01"), deposited_on=J("1404/06/01")
        ).days_late
        == 0
    )
