"""The gaps the careful reader found, each worked by hand from the seeds."""

from __future__ import annotations

import pytest

from desktop.jalali import format_jalali, parse_jalali
from desktop.rules.deadlines import add_years, compute_days_late, compute_report_due_dates
from desktop.rules.errors import RuleError
from desktop.rules.funds import compute_farmers_split
from desktop.rules.land_reform import compute_instalments
from desktop.rules.levy import compute_levy, compute_long_qanat_split, compute_water_exemption
from desktop.rules.procedures import compute_refusal_procedure, compute_tenant_deduction

J = parse_jalali
F = format_jalali


def test_summer_crop_sold_split_cites_supp_m1_b() -> None:
    """supp. art. 1 ب: "از درآمد محصول صیفی و تره بار سهم مالک پس از فروش ... ده درصد آن بزارعینی"."""
    farmers = [{"name": "حسن", "weight": 2}, {"name": "علی", "weight": 1}]
    sold = compute_farmers_split(
        regime="1331", amount_rials=30001, basis="area", farmers=farmers,
        income_kind="summer_sold", on=J("1332/06/01"),
    )  # fmt: skip
    assert [c.short() for c in sold.citations] == ["۱۳۳۱ متمم م۱ ب"]
    assert [s.rials for s in sold.shares] == [20001, 10000]
    in_kind = compute_farmers_split(
        regime="1331", amount_rials=3, basis="equal", farmers=[{"name": "a"}]
    )
    assert [c.short() for c in in_kind.citations] == ["۱۳۳۱ متمم م۱ الف"]
    original = compute_farmers_split(
        regime="1331-original", amount_rials=3, basis="equal", farmers=[{"name": "a"}],
        income_kind="summer_sold", on=J("1331/07/01"),
    )  # fmt: skip
    assert [c.short() for c in original.citations] == ["۱۳۳۱ م۱ ب"]


@pytest.mark.parametrize(
    ("regime", "received", "deposited", "on", "due", "late", "cites"),
    [
        # bill art. 5: within 3 days of receipt: 1332/03/10 → due 1332/03/13
        pytest.param("1331", "1332/03/10", "1332/03/13", None, "1332/03/13", 0, ["۱۳۳۱ م۵"], id="1331-m5-due-day-in-time"),
        pytest.param("1331", "1332/03/10", "1332/03/15", None, "1332/03/13", 2, ["۱۳۳۱ م۵"], id="1331-m5-two-days-late"),
        pytest.param("1331", "1332/06/30", None, "1332/07/10", "1332/07/02", 8, ["۱۳۳۱ م۵"], id="1331-m5-not-yet-deposited"),
        # the original bill also fines late delivery twice the amount (art. 32)
        pytest.param("1331-original", "1331/06/01", "1331/06/10", None, "1331/06/04", 6, ["۱۳۳۱ م۵", "۱۳۳۱ م۳۲"], id="1331-original-with-m32-fine"),
        # 1334 art. 5: the duty within a month: 1403/06/31 → 1403/07/30 (Mehr has 30 days)
        pytest.param("1334", "1403/06/31", "1403/08/05", None, "1403/07/30", 5, ["۱۳۳۴ م۵"], id="1334-m5-one-month"),
    ],
)  # fmt: skip
def test_days_late(
    regime: str,
    received: str,
    deposited: str | None,
    on: str | None,
    due: str,
    late: int,
    cites: list[str],
) -> None:
    r = compute_days_late(
        regime=regime, received_on=J(received),
        deposited_on=J(deposited) if deposited else None, on=J(on) if on else None,
    )  # fmt: skip
    assert (F(r.due), r.days_late, r.late) == (due, late, late > 0)
    assert [c.short() for c in r.citations] == cites


def test_days_late_refusals() -> None:
    with pytest.raises(RuleError) as e:
        compute_days_late(regime="1331", received_on=J("1332/03/10"))
    assert e.value.code == "missing_key"
    with pytest.raises(RuleError) as e:
        compute_days_late(regime="1331", received_on=J("1332/03/10"), deposited_on=J("1332/03/09"))
    assert e.value.code == "bad_value"
    with pytest.raises(RuleError) as e:  # a 1403 receipt is not a 1331 act
        compute_days_late(regime="1331", received_on=J("1403/03/10"), on=J("1403/03/20"))
    assert e.value.code == "superseded"


@pytest.mark.parametrize(
    ("start", "years", "end"),
    [
        pytest.param("1403/12/30", 10, "1414/01/01", id="leap-esfand-30-to-common-year-rolls"),
        pytest.param("1403/12/29", 10, "1413/12/29", id="esfand-29-keeps-its-day"),
        pytest.param("1399/12/30", 4, "1403/12/30", id="leap-to-leap-keeps-esfand-30"),
        pytest.param("1403/05/10", 10, "1413/05/10", id="ordinary-day"),
    ],
)
def test_n_years_from_esfand_end(start: str, years: int, end: str) -> None:
    assert F(add_years(J(start), years)) == end


def test_water_exemption_ten_full_years_from_leap_esfand_30() -> None:
    """1334 art. 4: exempt "تا مدت ده سال از تاریخ تهیه و استفاده آب"."""
    r = compute_water_exemption(regime="1334", water_from=J("1403/12/30"), on=J("1413/12/29"))
    assert F(r.exempt_until) == "1414/01/01"
    assert r.exempt is True
    after = compute_water_exemption(regime="1334", water_from=J("1403/12/30"), on=J("1414/01/01"))
    assert after.exempt is False


def test_annual_instalments_stay_in_their_year() -> None:
    """1339 art. 18: yearly instalments keep Esfand's end inside each year (clamped, by choice)."""
    r = compute_instalments(regime="land-1339", price_rials=10, first_due=J("1403/12/30"))
    assert [F(i.due) for i in r.instalments[:2]] == ["1403/12/30", "1404/12/29"]


def test_report_due_dates_1331_m27_six_monthly_until_1334() -> None:
    r = compute_report_due_dates(regime="1331", formed_on=J("1332/02/10"), on=J("1333/03/01"))
    assert [F(s.due) for s in r.due_dates] == [
        "1332/08/10",
        "1333/02/10",
        "1333/08/10",
        "1334/02/10",
    ]
    assert [s.passed for s in r.due_dates] == [True, True, False, False]
    assert r.next_due is not None and F(r.next_due) == "1333/08/10"
    assert [c.short() for c in r.citations] == ["۱۳۳۱ م۲۷", "۱۳۳۱ م۳۴"]
    assert "۲ موعد دیگر از ۱۳۳۴/۰۵/۰۵" in r.explanation  # 1334/08/10 and 1335/02/10 fall under 1334
    assert r.level == "shahrestan" and r.explanation.startswith("شورای شهرستان هر ۶ ماه")
    # the bill binds only the shahrestan council to it (art. 27); the bakhsh councils meet once
    # a year at the governor's call (art. 28), with no date from their formation
    with pytest.raises(RuleError) as e:
        compute_report_due_dates(regime="1331", formed_on=J("1332/02/10"), level="bakhsh")
    assert e.value.code == "no_such_rule" and "۱۳۳۱ م۲۸" in e.value.message_fa


def test_report_due_dates_1334_yearly_for_bakhsh_and_shahrestan() -> None:
    # 1334 art. 22: «انجمن های بخش ... هر سال یکبار گزارش ... بانجمن شهرستان ارسال دارند»; art.
    # 23: «انجمن شهرستان هر سال گزارش ...»; the term is 2 years (art. 29): two yearly dates.
    # (This was refused as a rule 1334 does not have.)
    bakhsh = compute_report_due_dates(regime="1334", formed_on=J("1403/01/01"), level="bakhsh",
                                      on=J("1404/06/01"))  # fmt: skip
    assert [F(s.due) for s in bakhsh.due_dates] == ["1404/01/01", "1405/01/01"]
    assert [c.short() for c in bakhsh.citations] == ["۱۳۳۴ م۲۲", "۱۳۳۴ م۲۹"]
    assert (
        bakhsh.explanation.startswith("انجمن بخش هر سال یک بار گزارش")
        and F(bakhsh.next_due) == "1405/01/01"
    )
    shahrestan = compute_report_due_dates(regime="1334", formed_on=J("1403/01/01"))
    assert [c.short() for c in shahrestan.citations] == ["۱۳۳۴ م۲۳", "۱۳۳۴ م۲۹"]
    with pytest.raises(RuleError) as e:
        compute_report_due_dates(regime="1334", formed_on=J("1403/01/01"), level="village")
    assert "۱۳۳۴ م۲۰ ج" in e.value.message_fa


def test_refusal_to_pay_supp_m32_steps() -> None:
    farmers = compute_refusal_procedure(regime="1331", refused_share="farmers")
    assert [s.step for s in farmers.steps] == ["complaint", "collect", "hand_over"]
    assert farmers.steps[1].speed_fa == "به محض شکایت"
    assert {c.short() for c in farmers.citations} == {"۱۳۳۱ متمم م۳۲"}
    fund = compute_refusal_procedure(regime="1331", refused_share="fund", on=J("1333/01/01"))
    assert [s.step for s in fund.steps] == ["petition", "hearing", "enforcement"]
    assert fund.court_fee_exempt is True and fund.steps[1].speed_fa == "خارج از نوبت"
    old = compute_refusal_procedure(regime="1331-original", refused_share="fund")
    assert [c.short() for c in old.citations] == ["۱۳۳۱ م۳۳", "۱۳۳۱ م۳۲"]
    for regime, share in (("1334", "fund"), ("1331-original", "farmers")):
        with pytest.raises(RuleError) as e:
            compute_refusal_procedure(regime=regime, refused_share=share)
        assert e.value.code == "no_such_rule"


def test_tenant_deducts_from_rent_under_1331_m2_not_under_1334() -> None:
    r = compute_tenant_deduction(regime="1331", rent_rials=500000, paid_by_tenant_rials=120000)
    assert (r.deducted_from_rent_rials, r.rent_due_rials) == (120000, 380000)
    assert [c.short() for c in r.citations] == ["۱۳۳۱ م۲"]
    over = compute_tenant_deduction(regime="1331", rent_rials=100, paid_by_tenant_rials=150)
    assert (over.deducted_from_rent_rials, over.rent_due_rials, over.not_covered_by_rent_rials) == (
        100,
        0,
        50,
    )
    r34 = compute_tenant_deduction(regime="1334", rent_rials=500000, paid_by_tenant_rials=120000)
    assert (r34.deducted_from_rent_rials, r34.rent_due_rials) == (0, 500000)
    assert [c.short() for c in r34.citations] == ["۱۳۳۴ م۴ تبصره ۱"]


def test_special_contract_prevails_1334_m26_m27() -> None:
    plain = compute_levy(regime="1334", income_kind="net_under_half", landlord_share_rials=1000000)
    assert plain.farmers_rials == 100000  # art. 3: 10% of the net landlord income
    r = compute_levy(
        regime="1334", income_kind="net_under_half", landlord_share_rials=1000000,
        special_contract=True,
    )  # fmt: skip
    assert (r.farmers_rials, r.statutory_farmers_rials, r.landlord_keeps_rials) == (
        0,
        100000,
        1000000,
    )
    assert r.special_contract is True
    assert [c.short() for c in r.citations][:2] == ["۱۳۳۴ م۲۶ تبصره", "۱۳۳۴ م۲۷ تبصره"]
    assert "قرارداد" in r.explanation and "لازم‌الاجرا" in r.explanation
    duty = compute_levy(
        regime="1334", income_kind="development_duty", collected_rials=1001, special_contract=True
    )
    assert (
        duty.fund_rials
        == compute_levy(
            regime="1334", income_kind="development_duty", collected_rials=1001
        ).fund_rials
    )
    with pytest.raises(RuleError) as e:
        compute_levy(
            regime="1331", income_kind="crop_in_kind", landlord_share_rials=1, special_contract=True
        )
    assert e.value.code == "no_such_rule"


def test_kerman_long_qanats_1334_m3_note() -> None:
    base = {
        "regime": "1334",
        "gross_rials": 1000001,
        "seed_rials": 100000,
        "qanat_costs_rials": 200000,
    }
    r = compute_long_qanat_split(**base, qanat_km=30, farmer_share_percent=30, usual_farmer_rials=0)
    assert (r.net_rials, r.farmer_rials, r.landlord_rials, r.applies) == (
        700001,
        350000,
        350001,
        True,
    )
    raised = compute_long_qanat_split(
        **base, qanat_km=30, farmer_share_percent=25, usual_farmer_rials=400000
    )
    assert (raised.farmer_rials, raised.landlord_rials, raised.raised_to_usual) == (
        400000,
        300001,
        True,
    )
    short = compute_long_qanat_split(
        **base, qanat_km=20, farmer_share_percent=30, usual_farmer_rials=0
    )
    assert short.applies is False and short.farmer_rials is None  # not divided (was 0)
    high = compute_long_qanat_split(
        **base, qanat_km=30, farmer_share_percent=31, usual_farmer_rials=0
    )
    assert high.applies is False
    assert [c.short() for c in r.citations] == ["۱۳۳۴ م۳ تبصره"]
