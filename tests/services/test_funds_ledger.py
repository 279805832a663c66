"""The ledger's guarantees: append-only postings, closed periods, reversals once, the regime of
each act by its date (1334's split, the 1331-original penalty), help and loans, the contract."""

from __future__ import annotations

import sqlite3

import pytest

from desktop.domain.errors import NotFound, ValidationError
from desktop.services import funds
from tests.services.funds_fixtures import make_village


@pytest.fixture
def village(office_db):
    return office_db, make_village(office_db)


def _cash_obligation(db, ids, *, on, kind="cash", base=1_000_000, due=None):
    a = funds.assess(db, village_id=ids["village"], landlord_id=ids["landlord1"], income_kind=kind,
                     assessed_on=on, base_rials=base).id  # fmt: skip
    return funds.confirm_assessment(db, assessment_id=a, due_on=due or on).id


def test_postings_are_never_edited_or_deleted(village):
    db, ids = village
    ob = _cash_obligation(db, ids, on="1332/05/01")
    funds.record_payment(db, obligation_id=ob, received_on="1332/05/02", amount_rials=1000)
    for sql in ("UPDATE ledger_posting SET rials = 0", "DELETE FROM ledger_posting",
                "UPDATE ledger_entry SET memo = 'x'", "DELETE FROM ledger_entry"):  # fmt: skip
        with pytest.raises(sqlite3.IntegrityError):
            db.execute(sql)


def test_a_closed_period_accepts_no_postings(village):
    db, ids = village
    ob = _cash_obligation(db, ids, on="1332/05/01")
    funds.close_period(db, through="1332/05/31", reason="پایان مرداد")
    with pytest.raises(ValidationError) as e:
        funds.record_payment(db, obligation_id=ob, received_on="1332/05/20", amount_rials=1000)
    assert "بسته" in e.value.errors["on"]
    funds.record_payment(db, obligation_id=ob, received_on="1332/06/01", amount_rials=1000)
    fid = funds.get_obligation(db, ob)["fund_id"]
    # the trigger refuses a posting dated in the closed period even below the services
    with pytest.raises(sqlite3.IntegrityError):
        db.execute(
            "INSERT INTO ledger_posting (entry_id, fund_id, account_id, posted_on, rials, created_at, updated_at) "
            "VALUES (1, ?, 1, '1953-08-01', 0, '', '')", [fid],
        )  # fmt: skip


def test_a_reversal_cannot_take_a_fund_below_zero(village):
    db, ids = village
    ob = _cash_obligation(db, ids, on="1332/05/01")
    p = funds.record_payment(
        db, obligation_id=ob, received_on="1332/05/02", amount_rials=200_000
    ).id
    fid = funds.get_obligation(db, ob)["fund_id"]
    funds.record_deposit(
        db, fund_id=fid, deposited_on="1332/05/03", slip_number="1", bank="بانک", payment_ids=[p]
    )
    funds.record_expense(db, fund_id=fid, spent_on="1332/05/04", category="roads", amount_rials=100_000,
                         payee="x", decision_number="1", decision_date="1332/05/04")  # fmt: skip
    receipt = db.execute("SELECT entry_id FROM fund_payment WHERE id = ?", [p]).fetchone()[0]
    before = db.execute("SELECT count(*) FROM ledger_posting").fetchone()[0]
    with pytest.raises(ValidationError):
        funds.reverse_entry(db, entry_id=receipt, reason="اشتباه")
    assert db.execute("SELECT count(*) FROM ledger_posting").fetchone()[0] == before
    assert funds.balance_check(db).ok


def test_a_receipt_under_1334_is_split_70_15_14_1_and_the_bakhsh_passes_10(village):
    db, ids = village
    a = funds.assess(db, village_id=ids["village"], landlord_id=ids["landlord1"], income_kind="small_owner_village",
                     assessed_on="1404/05/01", base_rials=20_000_000).id  # fmt: skip
    assert funds.get_assessment(db, a)["regime"] == "1334"
    ob = funds.confirm_assessment(db, assessment_id=a, due_on="1404/06/01").id
    assert funds.outstanding_rials(db, ob) == 1_000_000  # 5% (1334 م۶ تبصره)
    p = funds.record_payment(
        db, obligation_id=ob, received_on="1404/05/10", amount_rials=1_000_000
    ).id
    row = db.execute(
        "SELECT village_rials, dehestan_rials, bakhsh_rials, shahrestan_rials, bakhsh_to_shahrestan_rials, regime "
        "FROM fund_payment WHERE id = ?", [p]).fetchone()  # fmt: skip
    assert row == (700_000, 150_000, 140_000, 10_000, 14_000, "1334")
    entry = funds.get_entry(
        db, db.execute("SELECT entry_id FROM fund_payment WHERE id = ?", [p]).fetchone()[0]
    )
    assert "۱۳۳۴ م۶" in entry["citations"] and "۱۳۳۴ م۱۱" in entry["citations"]
    # the kadkhoda's 5% in the association's hands: the 1334 law sets it no deadline (art. 5's
    # month is the Ministry of Finance's, from its collection), so it is listed, never late
    late = funds.undeposited(db, today="1404/06/20")[0]
    assert late["citation"] == "۱۳۳۴ م۶ تبصره" and late["days_late"] == 0 and late["due"] is None
    assert "وزارت دارایی" in late["explanation"]


def test_the_regime_follows_the_date_of_each_act(village):
    db, ids = village
    a = funds.assess(db, village_id=ids["village"], landlord_id=ids["landlord1"], income_kind="cash",
                     assessed_on="1331/07/01", base_rials=1_000_000).id  # fmt: skip
    assert funds.get_assessment(db, a)["regime"] == "1331-original"
    ob = funds.confirm_assessment(db, assessment_id=a, due_on="1331/08/01").id
    pen = funds.late_penalty(db, obligation_id=ob)
    assert pen["fine_rials"] == 400_000 and pen["multiple"] == 2  # 2× of 200,000 (bill م۳۲)
    assert funds.late_penalty(db, obligation_id=ob, repeated=True)["fine_rials"] == 800_000
    later = _cash_obligation(db, ids, on="1332/05/01")
    with pytest.raises(ValidationError) as e:
        funds.late_penalty(db, obligation_id=later)
    assert "۳۲" in e.value.errors["obligation_id"]
    with pytest.raises(ValidationError):  # before the first law
        funds.assess(db, village_id=ids["village"], landlord_id=ids["landlord1"], income_kind="cash",
                     assessed_on="1330/01/01", base_rials=1)  # fmt: skip


def test_help_goes_down_and_loans_stop_at_the_ceiling(village):
    db, ids = village
    ob = _cash_obligation(db, ids, on="1332/05/01", base=10_000_000)  # 2,000,000 to the fund
    p = funds.record_payment(
        db, obligation_id=ob, received_on="1332/05/02", amount_rials=2_000_000
    ).id
    v = funds.get_obligation(db, ob)["fund_id"]
    funds.record_deposit(
        db, fund_id=v, deposited_on="1332/05/02", slip_number="9", bank="بانک", payment_ids=[p]
    )
    dehestan = db.execute("SELECT id FROM fund WHERE level = 'dehestan'").fetchone()[0]
    assert funds.spendable(db, dehestan) == 600_000
    funds.record_help(db, from_fund_id=dehestan, to_fund_id=v, transferred_on="1332/05/05", amount_rials=100_000,
                      basis="سیل و خرابی آب‌انبار")  # fmt: skip
    with pytest.raises(ValidationError):
        funds.record_help(
            db,
            from_fund_id=v,
            to_fund_id=dehestan,
            transferred_on="1332/05/05",
            amount_rials=1,
            basis="x",
        )
    # a loan: at most 5× the year's own income (1,000,000 kept by the village) = 5,000,000 (1331 م۱۴)
    funds.record_loan(
        db, fund_id=v, taken_on="1332/05/06", amount_rials=4_000_000, interest_percent="6", years=10
    )
    with pytest.raises(ValidationError) as e:
        funds.record_loan(
            db,
            fund_id=v,
            taken_on="1332/05/07",
            amount_rials=1_000_001,
            interest_percent="6",
            years=10,
        )
    assert (
        "۱۳۳۱ م۱۴" in e.value.errors["amount_rials"]
        and "۵٬۰۰۰٬۰۰۰" in e.value.errors["amount_rials"]
    )
    with pytest.raises(ValidationError):
        funds.record_loan(
            db, fund_id=v, taken_on="1332/05/07", amount_rials=1, interest_percent="7", years=10
        )
    assert funds.balance_check(db).ok


def test_the_contract_other_modules_use(village):
    db, ids = village
    ob = _cash_obligation(db, ids, on="1332/05/01")
    o = funds.get_obligation(db, ob)
    assert {
        "id",
        "fund_id",
        "village_id",
        "landlord_id",
        "farming_year",
        "amount_rials",
        "due_on",
    } <= set(o)
    assert funds.outstanding_rials(db, ob) == 200_000
    for bad in (10**9, -1, 2**64, "1", None):
        with pytest.raises(NotFound):
            funds.get_obligation(db, bad)
        with pytest.raises(NotFound):
            funds.outstanding_rials(db, bad)


def test_closing_carries_the_balances_forward_unchanged(village):
    db, ids = village
    ob = _cash_obligation(db, ids, on="1332/05/01", base=10_000_000)
    for day, amount in (("1332/05/02", 300_001), ("1332/05/20", 250_000), ("1332/06/03", 77_777)):
        funds.record_payment(db, obligation_id=ob, received_on=day, amount_rials=amount)
    fid = funds.get_obligation(db, ob)["fund_id"]
    whole = funds.statement(db, fund_id=fid, start="1332/06/01", end="1332/12/29")
    direct = {
        f: db.execute(
            "SELECT coalesce(sum(rials), 0) FROM ledger_posting WHERE fund_id = ?", [f]
        ).fetchone()[0]
        for (f,) in db.execute("SELECT id FROM fund").fetchall()
    }
    funds.close_period(db, through="1332/05/31", reason="پایان مرداد")
    with pytest.raises(ValidationError):
        funds.close_period(db, through="1332/05/10")
    assert funds.statement(db, fund_id=fid, start="1332/06/01", end="1332/12/29") == whole
    funds.record_payment(db, obligation_id=ob, received_on="1332/06/04", amount_rials=1_000)
    after = funds.statement(db, fund_id=fid, start="1332/06/01", end="1332/12/29")
    assert (
        after.opening_rials == whole.opening_rials
        and after.receipts_total == whole.receipts_total + 1_000
    )
    from desktop.services.funds.ledger import _money_balance

    plain = db.execute(
        "SELECT sum(p.rials) FROM ledger_posting p JOIN fund_account a ON a.id = p.account_id "
        "WHERE p.fund_id = ? AND (a.code IN ('cash', 'bank') OR a.code LIKE 'due_%')", [fid]
    ).fetchone()[0]  # fmt: skip
    assert _money_balance(db, fid) == plain
    assert all(v == 0 for v in direct.values()) and funds.balance_check(db).ok
