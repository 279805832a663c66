"""The books' own rules that had holes (issue 21), each refused in Persian at its cause."""

from __future__ import annotations

import datetime as dt

import pytest

from desktop.domain.errors import ValidationError
from desktop.jalali import format_jalali
from desktop.services import cases, funds
from desktop.services import land_reform as lr
from tests.services.funds_fixtures import make_village
from tests.services.test_cases import _file
from tests.services.test_land_reform import _distribution


@pytest.fixture
def village(office_db):
    return office_db, make_village(office_db)


def _receipt(db, ids, *, on, amount):
    a = funds.assess(db, village_id=ids["village"], landlord_id=ids["landlord1"], income_kind="cash",
                     assessed_on=on, base_rials=10_000_000).id  # fmt: skip
    ob = funds.confirm_assessment(db, assessment_id=a, due_on=on).id
    return funds.record_payment(db, obligation_id=ob, received_on=on, amount_rials=amount).id, ob


def _entry_of(db, payment_id):
    return db.execute("SELECT entry_id FROM fund_payment WHERE id = ?", [payment_id]).fetchone()[0]


def test_a_deposited_receipt_is_not_reversed_while_its_deposit_stands(village):
    """Another receipt's cash covered the reversal, and that receipt then stayed «undeposited»
    for ever, its deposit refused."""
    db, ids = village
    first, ob = _receipt(db, ids, on="1332/05/01", amount=200_000)
    second = funds.record_payment(
        db, obligation_id=ob, received_on="1332/05/02", amount_rials=300_000
    ).id
    fid = funds.get_obligation(db, ob)["fund_id"]
    funds.record_deposit(
        db, fund_id=fid, deposited_on="1332/05/03", slip_number="9", bank="ملی", payment_ids=[first]
    )
    with pytest.raises(ValidationError) as e:
        funds.reverse_entry(db, entry_id=_entry_of(db, first), reason="اشتباه")
    assert "واریز شده" in e.value.errors["entry_id"]
    funds.record_deposit(  # the other receipt's cash is still there to deposit
        db,
        fund_id=fid,
        deposited_on="1332/05/04",
        slip_number="10",
        bank="ملی",
        payment_ids=[second],
    )
    assert funds.balance_check(db).ok
    # reversing the deposit first, then the receipt, is the way
    dep = db.execute("SELECT entry_id FROM fund_deposit WHERE slip_number = '9'").fetchone()[0]
    funds.reverse_entry(db, entry_id=dep, reason="برگ واریز اشتباه")
    funds.reverse_entry(db, entry_id=_entry_of(db, first), reason="اشتباه")
    assert funds.balance_check(db).ok


def test_an_entry_of_a_closed_period_is_not_reversed_by_dating_the_reversal_later(village):
    db, ids = village
    p, _ = _receipt(db, ids, on="1332/05/01", amount=200_000)
    funds.close_period(db, through="1332/05/31", reason="پایان مرداد")
    with pytest.raises(ValidationError) as e:
        funds.reverse_entry(db, entry_id=_entry_of(db, p), reason="اشتباه", on="1332/06/10")
    assert "دورهٔ بسته" in e.value.errors["entry_id"]
    assert (
        db.execute("SELECT count(*) FROM ledger_entry WHERE kind = 'reversal'").fetchone()[0] == 0
    )


@pytest.mark.parametrize("days", [0, 1, 400])
def test_a_period_is_not_closed_through_today_or_a_day_to_come(village, days):
    db, _ = village
    through = format_jalali(dt.date.today() + dt.timedelta(days=days))
    with pytest.raises(ValidationError) as e:
        funds.close_period(db, through=through, reason="آزمایش")
    assert "گذشته" in e.value.errors["through"]
    assert db.execute("SELECT count(*) FROM fund_period").fetchone()[0] == 0
    funds.close_period(db, through=format_jalali(dt.date.today() - dt.timedelta(days=1)))


def test_one_land_instalment_receipt_is_not_paid_twice(land):
    db, v1, _, ids = land
    _, a = _distribution(db, v1, ids)
    lr.record_payment(db, allocation_id=a, paid_on="1341/07/01", rials=100_001, receipt_no="۱۲")
    with pytest.raises(ValidationError) as e:
        lr.record_payment(db, allocation_id=a, paid_on="1341/07/02", rials=50, receipt_no="۱۲")
    assert "رسید" in e.value.errors["receipt_no"]
    assert sum(r[0] for r in db.execute("SELECT rials FROM land_payment")) == 100_001


def test_nobody_complains_against_themselves(reg):
    db, ids = reg
    with pytest.raises(ValidationError) as e:
        _file(db, ids, "dismissal", "1404/06/28", respondents=[{"person_id": ids["farmer"]}])
    assert "هم شاکی و هم طرف شکایت" in e.value.errors["respondents"]
    assert db.execute("SELECT count(*) FROM case_file").fetchone()[0] == 0


def test_a_wage_that_makes_an_unpayable_compensation_is_refused(reg):
    db, ids = reg
    cid = _file(db, ids, "dismissal", "1404/06/28")
    cases.record_reconciliation(db, case_id=cid, on="1404/06/31", agreed=False, note="نپذیرفت")
    cases.schedule_council_session(db, case_id=cid, on="1404/07/01", session_on="1404/07/05")
    cases.record_hearing(db, case_id=cid, on="1404/07/05", attendance="اعضای انجمن بخش")
    with pytest.raises(ValidationError) as e:
        cases.record_decision(db, case_id=cid, on="1404/07/05", outcome="compensation", text="محق است",
                              daily_wage_rials=10**15)  # fmt: skip
    assert "هرگز پرداخت‌شده ثبت نمی‌شد" in e.value.errors["daily_wage_rials"]
    assert cases.get_case(db, cid)["state"] == "heard"
