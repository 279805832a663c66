"""Land reform holdings worked by hand from the statute: surplus, duties, schedules to the rial."""

from __future__ import annotations

from decimal import Decimal

import pytest

from desktop.jalali import parse_jalali
from desktop.rules.choices import Choices
from desktop.rules.errors import RuleError
from desktop.rules.land_holdings import (
    Parcel,
    compute_acquisition_excess,
    compute_declaration_due,
    compute_eligibility,
    compute_heirs_transfer,
    compute_holding,
    compute_instalment_standing,
    compute_owner_payments,
    compute_purchase_limit,
    compute_transfer_duty_1339,
)
from desktop.rules.land_reform import (
    compute_applicant_priority,
    compute_instalments,
    compute_non_transfer_duty,
)

R = "land-1339"
D = parse_jalali


def test_holding_over_the_ceiling_by_hand():
    # 350 ha irrigated + 2 dang of a 90 ha irrigated parcel (30 ha) = 380 ha irrigated;
    # 200 dry + 60 fallow = 260 ha, i.e. 130 irrigated-equivalent (art. 2: 1 irrigated = 2 dry);
    # the 25 ha orchard is excepted (art. 3 بند ۲). 510 - 400 = 110 surplus (220 dry-equivalent).
    parcels = [
        Parcel("irrigated", 3_500_000),
        Parcel("irrigated", 900_000, ownership="shared", share_millidang=2000),
        Parcel("dry", 2_000_000),
        Parcel("fallow", 600_000),
        Parcel("orchard", 250_000),
    ]
    r = compute_holding(regime=R, parcels=parcels, on=D("1341/01/10"))
    assert r.irrigated_ha == Decimal(380)
    assert r.dry_ha == Decimal(200) and r.fallow_ha == Decimal(60)
    assert r.excepted_ha == Decimal(25)
    assert r.irrigated_equivalent_ha == Decimal(510)
    assert r.surplus_irrigated_equivalent_ha == Decimal(110)
    assert r.surplus_dry_equivalent_ha == Decimal(220)
    assert r.over_ceiling
    assert any(c.article == 3 for c in r.citations) and any(c.article == 11 for c in r.citations)


def test_holding_under_the_ceiling_and_exception_per_parcel():
    parcels = [
        Parcel("irrigated", 3_000_000),
        Parcel("irrigated", 2_000_000, exception="qanat_village"),  # art. 3 بند ۱
        Parcel("dry", 1_999_999),  # 199.9999 ha
    ]
    r = compute_holding(regime=R, parcels=parcels)
    assert r.irrigated_equivalent_ha == Decimal("399.99995")
    assert not r.over_ceiling and r.surplus_irrigated_equivalent_ha == 0


def test_dates_before_the_law_are_refused():
    with pytest.raises(RuleError):
        compute_holding(regime=R, parcels=[], on=D("1339/02/25"))
    assert compute_declaration_due(regime=R, notice_on=D("1341/11/30")).due_on == D("1342/02/30")


def test_transfer_duty_with_the_600_hectare_note_and_art5():
    # 150 ha eq sold for 3,000,000 rials, 110 of them beyond the ceiling; 550 of the 600 free
    # hectares already used: 50 free, 60 dutiable -> 50% × 3,000,000 × 60/150 = 600,000.
    r = compute_transfer_duty_1339(
        regime=R,
        price_rials=3_000_000,
        area_ha=Decimal(150),
        beyond_ceiling_ha=Decimal(110),
        free_allowance_used_ha=Decimal(550),
    )
    assert (r.duty_free_ha, r.dutiable_ha, r.duty_rials) == (Decimal(50), Decimal(60), 600_000)
    # understated: twice the unpaid duty on top (تبصره ۱)
    r2 = compute_transfer_duty_1339(
        regime=R,
        price_rials=1_000_001,
        area_ha=Decimal(3),
        beyond_ceiling_ha=Decimal(1),
        free_allowance_used_ha=Decimal(600),
        understated_unpaid_rials=7,
    )
    assert r2.duty_rials == 166_666 and r2.understatement_rials == 14 and r2.total_rials == 166_680
    free = compute_transfer_duty_1339(
        regime=R, price_rials=3_000_000, area_ha=Decimal(150), beyond_ceiling_ha=Decimal(110)
    )
    assert free.duty_rials == 0 and free.duty_free_ha == Decimal(110)
    art5 = compute_transfer_duty_1339(
        regime=R,
        price_rials=3_000_000,
        area_ha=Decimal(150),
        beyond_ceiling_ha=Decimal(110),
        free_allowance_used_ha=Decimal(600),
        sold_to_farmers_art5=True,
    )
    assert art5.duty_rials == 0 and art5.exempt_reason == "art5_farmers"
    assert any(c.article == 5 for c in art5.citations)


def test_art6_and_art17_and_heirs():
    a = compute_acquisition_excess(regime=R, before_ha=Decimal(380), acquired_ha=Decimal(45))
    assert a.to_state_ha == Decimal(25)
    # already over: everything acquired passes to the state
    assert (
        compute_acquisition_excess(
            regime=R, before_ha=Decimal(450), acquired_ha=Decimal(5)
        ).to_state_ha
        == 5
    )
    y = compute_non_transfer_duty(
        regime=R, irrigated_ha=80, dry_ha=50, fallow_ha=Decimal("10.5"), years=3
    )
    assert y.yearly_rials == 80 * 1500 + 50 * 750 + 5250 == 162_750 and y.total_rials == 488_250
    h = compute_heirs_transfer(
        regime=R,
        owner_keeps_ha=Decimal(400),
        requested_ha=Decimal(700),
        earlier_ha=Decimal(50),
        earlier_on=D("1338/03/01"),  # in the year before the day the office read (1338/09/01)
        on=D("1340/06/01"),
        choices=Choices(land_bill_presented_on=D("1338/09/01")),
    )
    assert h.limit_ha == 600 and h.allowed_ha == 550 and h.in_time
    late = compute_heirs_transfer(
        regime=R, owner_keeps_ha=Decimal(400), requested_ha=Decimal(1), on=D("1341/02/26")
    )
    assert not late.in_time and late.allowed_ha == 0


def test_schedules_to_the_rial():
    r = compute_instalments(regime=R, price_rials=1_000_003, first_due=D("1341/07/01"))
    assert [i.rials for i in r.instalments] == [100_001] * 3 + [100_000] * 7
    assert sum(i.rials for i in r.instalments) == 1_000_003
    assert r.instalments[-1].due == D("1350/07/01")
    o = compute_owner_payments(regime=R, price_rials=2_500_009, first_due=D("1341/12/01"))
    assert [p[2] for p in o.parts] == [250_001] * 9 + [250_000]
    assert compute_purchase_limit(
        regime=R,
        share_ha=Decimal(6),
        held_ha=Decimal(6),
        requested_ha=Decimal(24),
        regional_min_ha=Decimal(3),
    ).allowed
    assert not compute_purchase_limit(
        regime=R,
        share_ha=Decimal(6),
        held_ha=Decimal(6),
        requested_ha=Decimal(25),
        regional_min_ha=Decimal(3),
    ).allowed


def test_three_unpaid_instalments_flag_the_recipient():
    plan = [(i + 1, D(f"{1341 + i}/07/01"), 100_000, False) for i in range(10)]
    s = compute_instalment_standing(
        regime=R, instalments=plan, paid_rials=150_000, today=D("1344/08/01")
    )
    assert [line.state for line in s.lines[:5]] == ["paid", "part", "unpaid", "unpaid", "not_due"]
    assert s.unpaid_without_excuse == 3 and s.arrears_rials == 250_000
    assert s.flagged_for_return and not s.defaulted and s.paid_counts_as_rent_rials == 150_000
    plan[2] = (3, D("1343/07/01"), 100_000, True)  # the bank accepted an excuse
    s2 = compute_instalment_standing(
        regime=R, instalments=plan, paid_rials=150_000, today=D("1344/08/01")
    )
    assert s2.unpaid_without_excuse == 2 and not s2.flagged_for_return
    s3 = compute_instalment_standing(
        regime=R,
        instalments=[(n, d, a, False) for n, d, a, _ in plan],
        paid_rials=150_000,
        today=D("1344/08/01"),
        enforcement_refused=True,
    )
    assert s3.defaulted


def test_lot_rerun_from_its_seed_gives_the_same_ranking():
    applicants = [
        {"id": "7", "class": "a", "children": 3},
        {"id": "9", "class": "a", "children": 3},
        {"id": "4", "class": "a", "children": 5},
        {"id": "2", "class": "c", "children": 9},
    ]
    first = compute_applicant_priority(regime=R, applicants=applicants, seed="1341-کامو-7f3a")
    again = compute_applicant_priority(
        regime=R, applicants=list(reversed(applicants)), seed="1341-کامو-7f3a"
    )
    assert [a.id for a in first.order] == [a.id for a in again.order]
    assert first.order[0].id == "4" and first.order[-1].id == "2"
    assert first.order[1].lot_decided and first.order[2].lot_decided


def test_eligibility():
    ok = compute_eligibility(
        regime=R,
        iranian=True,
        farms_or_undertakes=True,
        holding_ha=Decimal(1),
        regional_min_ha=Decimal(5),
    )
    assert ok.eligible
    no = compute_eligibility(
        regime=R,
        iranian=True,
        farms_or_undertakes=True,
        holding_ha=Decimal(9),
        regional_min_ha=Decimal(5),
    )
    assert not no.eligible and "تبصره ۲" in no.reasons[0]
    back = compute_eligibility(
        regime=R,
        iranian=True,
        farms_or_undertakes=True,
        holding_ha=Decimal(9),
        regional_min_ha=Decimal(5),
        resigned_and_resident=True,
    )
    assert back.eligible
