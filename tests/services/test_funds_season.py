"""A season of a village's development fund, end to end through the real services (regime 1331,
the year 1332): assessments of three kinds of income, payments in cash and in goods, a late
deposit, the council's order and a sale of stock, the automatic split to the funds above,
expenses allowed and refused, a reversing correction, books that balance and a statement PDF
whose figures are the ledger's."""

from __future__ import annotations

import re

import pytest

from desktop.domain.errors import ValidationError
from desktop.jalali import parse_jalali
from desktop.services import funds, letters
from desktop.services.attention import collect
from tests.printing.conftest import needs_poppler, pdf_text, poppler  # noqa: F401 - the fixture
from tests.services.funds_fixtures import make_village

BANK = "بانک کشاورزی کاشان"


@pytest.fixture
def season(office_db):
    db = office_db
    ids = make_village(db)
    v = ids["village"]
    farmers = [
        {"name": "علی رضایی", "weight": 3, "person_id": ids["farmer1"]},
        {"name": "رضا کریمی", "weight": 2, "person_id": ids["farmer2"]},
        {"name": "مهدی احمدی", "weight": 2, "person_id": ids["farmer3"]},
    ]
    wheat = funds.assess(
        db, village_id=v, landlord_id=ids["landlord1"], income_kind="crop_in_kind",
        assessed_on="1332/04/10", quantity="12000.5", unit="kg", commodity="wheat", farmers=farmers,
    ).id  # fmt: skip
    summer = funds.assess(
        db, village_id=v, landlord_id=ids["landlord2"], income_kind="summer_sold",
        assessed_on="1332/05/01", base_rials=4_567_891, farmers=farmers,
    ).id  # fmt: skip
    pasture = funds.assess(
        db, village_id=v, landlord_id=ids["landlord3"], income_kind="cash",
        assessed_on="1332/05/01", base_rials=1_000_003,
    ).id  # fmt: skip
    ob = {
        "wheat": funds.confirm_assessment(db, assessment_id=wheat, due_on="1332/05/15").id,
        "summer": funds.confirm_assessment(db, assessment_id=summer, due_on="1332/06/01").id,
        "pasture": funds.confirm_assessment(db, assessment_id=pasture, due_on="1332/06/01").id,
    }
    store = funds.add_store(db, village_id=v, name="انبار شورا").id
    held = funds.add_store(
        db, village_id=v, name="انبار مالک", kind="landlord", landlord_id=ids["landlord1"]
    ).id
    return {
        "db": db,
        "ids": ids,
        "assessments": (wheat, summer, pasture),
        "ob": ob,
        "store": store,
        "held": held,
    }


def test_assessment_computes_portions_and_each_farmers_part_exactly(season):
    db = season["db"]
    wheat, summer, pasture = (funds.get_assessment(db, a) for a in season["assessments"])
    assert (wheat["farmers_grams"], wheat["fund_grams"]) == (1_200_050, 1_200_050)
    assert sum(f["share_grams"] for f in wheat["farmers"]) == 1_200_050
    assert [f["share_grams"] for f in wheat["farmers"]] == [514_307, 342_872, 342_871]
    assert (summer["farmers_rials"], summer["fund_rials"]) == (456_789, 456_789)
    assert sum(f["share_rials"] for f in summer["farmers"]) == 456_789
    assert (pasture["farmers_rials"], pasture["fund_rials"]) == (0, 200_000)
    assert "۱۳۳۱ متمم م۱ الف" in wheat["citations"] and wheat["regime"] == "1331"
    o = funds.get_obligation(db, season["ob"]["summer"])
    assert o["amount_rials"] == 456_789 and funds.outstanding_rials(db, o["id"]) == 456_789


def _run_season(s):
    db, ob = s["db"], s["ob"]
    fid = funds.get_obligation(db, ob["summer"])["fund_id"]
    # goods: part in the landlord's store, then the rest; cash: partial then full
    g1 = funds.record_payment(db, obligation_id=ob["wheat"], received_on="1332/05/10", quantity="700",
                              unit="kg", commodity="wheat", store_id=s["held"]).id  # fmt: skip
    funds.record_payment(db, obligation_id=ob["wheat"], received_on="1332/05/12", quantity="500.05",
                         unit="kg", commodity="wheat", store_id=s["store"])  # fmt: skip
    c1 = funds.record_payment(
        db, obligation_id=ob["summer"], received_on="1332/05/20", amount_rials=200_000
    ).id
    c2 = funds.record_payment(db, obligation_id=ob["summer"], received_on="1332/05/21",
                              amount_rials=funds.outstanding_rials(db, ob["summer"])).id  # fmt: skip
    c3 = funds.record_payment(
        db, obligation_id=ob["pasture"], received_on="1332/05/21", amount_rials=150_000
    ).id
    funds.record_deposit(
        db,
        fund_id=fid,
        deposited_on="1332/05/23",
        slip_number="۱۲۳۴",
        bank=BANK,
        payment_ids=[c1, c2],
    )
    funds.issue_order(db, from_store_id=s["held"], to_store_id=s["store"], issued_on="1332/06/01",
                      commodity="wheat", quantity="700", holder="کدخدای کامو", decision_number="۱۲",
                      decision_date="1332/05/30")  # fmt: skip
    sale = funds.sell_stock(db, store_id=s["store"], sold_on="1332/06/05", commodity="wheat", quantity="900",
                            price_rials=1_350_001, buyer="علافی کاشان", decision_number="۱۳",
                            decision_date="1332/06/04").id  # fmt: skip
    return {"fund": fid, "goods": g1, "cash": (c1, c2, c3), "sale": sale}


@needs_poppler
def test_a_season_end_to_end(season, tmp_path):
    db, ob = season["db"], season["ob"]
    r = _run_season(season)
    fid = r["fund"]
    c1, c2, c3 = r["cash"]
    # obligations: the summer crop paid in full in two payments, the wheat in full in goods
    assert funds.outstanding_rials(db, ob["summer"]) == 0
    assert funds.get_obligation(db, ob["wheat"])["outstanding_grams"] == 0
    assert funds.outstanding_rials(db, ob["pasture"]) == 50_000
    # the split of each receipt is exact to the rial (1331 م۷ 50/30/20; م۱۲ 20% of the bakhsh's)
    p = funds.get_entry(
        db, db.execute("SELECT entry_id FROM fund_payment WHERE id = ?", [c1]).fetchone()[0]
    )
    assert "۱۳۳۱ م۷" in p["citations"] and "۱۳۳۱ م۱۲" in p["citations"]
    pay = db.execute("SELECT * FROM fund_payment WHERE id = ?", [c2]).fetchone()
    cols = [d[0] for d in db.execute("SELECT * FROM fund_payment LIMIT 0").description]
    pay = dict(zip(cols, pay, strict=True))
    assert pay["village_rials"] + pay["dehestan_rials"] + pay["bakhsh_rials"] == 256_789
    assert (pay["village_rials"], pay["dehestan_rials"], pay["bakhsh_rials"]) == (
        128_394,
        77_037,
        51_358,
    )  # .5 .7 .8: two remainder rials
    assert pay["bakhsh_to_shahrestan_rials"] == 10_271
    # the pasture cash was not deposited: late after 3 days (1331 م۵), on the dashboard
    late = funds.undeposited(db, today="1332/06/10")
    by_id = {x["id"]: x for x in late}
    assert by_id[c3]["days_late"] == 17 and by_id[c3]["citation"] == "۱۳۳۱ م۵"
    items = [i for i in collect(db, parse_jalali("1332/06/10")) if i.kind == "cash_not_deposited"]
    assert any(i.days == -17 and i.severity == "overdue" for i in items)
    # deposited late: the lateness is recorded with the slip
    funds.record_deposit(db, fund_id=fid, deposited_on="1332/06/10", slip_number="۱۲۴۰", bank=BANK,
                         payment_ids=[c3, r["sale"]])  # fmt: skip
    assert funds.deposit_lateness(db, payment_id=c3)["days_late"] == 17
    assert funds.deposit_lateness(db, payment_id=r["sale"])["days_late"] == 2
    # stock: 1,200.05 kg in, 900 kg sold, 300.05 kg left in the council's store
    assert funds.stock(db, fid) == [
        {"store_id": season["store"], "store": "انبار شورا", "commodity": "wheat", "grams": 300_050}
    ]
    # spending: allowed, refused by category, by the admin ceiling, by the balance
    funds.record_expense(db, fund_id=fid, spent_on="1332/06/20", category="drinking_water", amount_rials=300_000,
                         payee="استاد بنا", decision_number="۱۴", decision_date="1332/06/19")  # fmt: skip
    with pytest.raises(ValidationError) as e:
        funds.record_expense(db, fund_id=fid, spent_on="1332/06/20", category="hospital", amount_rials=1000,
                             payee="x", decision_number="۱۵", decision_date="1332/06/19")  # fmt: skip
    assert "category" in e.value.errors
    income = funds.statement(db, fund_id=fid, start="1332/01/01", end="1332/12/29")
    own = income.receipts_total - income.transfers_total
    with pytest.raises(ValidationError) as e:
        funds.record_expense(db, fund_id=fid, spent_on="1332/06/21", category="administration",
                             amount_rials=own // 10 + 1, payee="منشی شورا", decision_number="۱۶",
                             decision_date="1332/06/19")  # fmt: skip
    msg = e.value.errors["amount_rials"]
    assert "۱۳۳۱ م۳۰" in msg and "سقف هزینهٔ اداری" in msg
    funds.record_expense(db, fund_id=fid, spent_on="1332/06/21", category="administration", amount_rials=own // 10,
                         payee="منشی شورا", decision_number="۱۶", decision_date="1332/06/19")  # fmt: skip
    before = funds.spendable(db, fid)
    with pytest.raises(ValidationError) as e:
        funds.record_expense(db, fund_id=fid, spent_on="1332/06/22", category="roads", amount_rials=before + 1,
                             payee="x", decision_number="۱۷", decision_date="1332/06/19")  # fmt: skip
    assert "کمتر از صفر" in e.value.errors["amount_rials"]
    # a reversing correction with its reason: the original stays, the effect is undone
    wrong = funds.record_expense(db, fund_id=fid, spent_on="1332/06/25", category="mosque_bath", amount_rials=1_000,
                                 payee="اشتباه", decision_number="۱۸", decision_date="1332/06/24").id  # fmt: skip
    entry = db.execute("SELECT entry_id FROM fund_expense WHERE id = ?", [wrong]).fetchone()[0]
    mid = funds.spendable(db, fid)
    funds.reverse_entry(db, entry_id=entry, reason="مبلغ اشتباه ثبت شده بود", on="1332/06/26")
    assert funds.spendable(db, fid) == mid + 1_000
    rev = db.execute(
        "SELECT reason, reverses_id FROM ledger_entry WHERE reverses_id = ?", [entry]
    ).fetchone()
    assert rev == ("مبلغ اشتباه ثبت شده بود", entry)
    with pytest.raises(ValidationError):
        funds.reverse_entry(db, entry_id=entry, reason="دوباره")
    assert db.execute("SELECT reversed_at FROM fund_expense WHERE id = ?", [wrong]).fetchone()[0]
    # every fund's books balance to the rial and gram
    check = funds.balance_check(db)
    assert check.ok, check
    assert len(check.funds) == 4 and check.total_rials == 0
    # the statement's closing is opening + receipts − transfers − expenses, from the ledger
    st = funds.statement(db, fund_id=fid, start="1332/01/01", end="1332/12/29")
    assert (
        st.closing_rials
        == st.opening_rials + st.receipts_total - st.transfers_total - st.expenses_total
    )
    assert st.closing_rials == db.execute(
        "SELECT sum(p.rials) FROM ledger_posting p JOIN fund_account a ON a.id = p.account_id "
        "WHERE p.fund_id = ? AND (a.code IN ('cash', 'bank') OR a.code LIKE 'due_%')", [fid]
    ).fetchone()[0]  # fmt: skip
    # the upper funds received exactly their parts
    total_upper = sum(f["money"] for f in check.funds if f["fund_id"] != fid)
    assert total_upper == st.transfers_total
    _statement_pdf_reads_back(db, season["ids"]["village"], st, tmp_path)


_ASCII = str.maketrans("۰۱۲۳۴۵۶۷۸۹٬", "0123456789,")


def _statement_pdf_reads_back(db, village_id, st, tmp_path):
    out = tmp_path / "statement.pdf"
    letters.issue_document(
        db, template_key="fund_statement", record_id=village_id, letter_date="1332/12/29",
        params={"level": "village", "date_from": "1332/01/01", "date_to": "1332/12/29"},
        sink=letters.file_sink(out),
    )  # fmt: skip
    text = pdf_text(out, tmp_path).translate(_ASCII)
    figures = {int(x.replace(",", "")) for x in re.findall(r"\d[\d,]*", text)}
    expected = [
        st.opening_rials,
        st.receipts_total,
        st.transfers_total,
        st.expenses_total,
        st.closing_rials,
    ]
    expected += [v for _k, v in st.receipts + st.transfers_out + st.expenses]
    for figure in expected:
        assert figure in figures, figure


def test_invalid_acts_leave_the_database_unchanged(season):
    db, ob = season["db"], season["ob"]
    snapshot = db.execute("SELECT count(*) FROM audit_log").fetchone()[0]
    bad = [
        lambda: funds.record_payment(db, obligation_id=ob["summer"], received_on="1332/05/20", amount_rials=10**9),
        lambda: funds.record_payment(db, obligation_id=ob["wheat"], received_on="1332/05/20", quantity="1",
                                     unit="kg", commodity="barley", store_id=season["store"]),
        lambda: funds.record_payment(db, obligation_id=ob["summer"], received_on="1300/01/01", amount_rials=1),
        lambda: funds.sell_stock(db, store_id=season["store"], sold_on="1332/06/05", commodity="wheat", quantity="1",
                                 price_rials=5, buyer="x", decision_number="1", decision_date="1332/06/01"),
        lambda: funds.record_expense(db, fund_id=funds.get_obligation(db, ob["summer"])["fund_id"],
                                     spent_on="1332/06/20", category="roads", amount_rials=1, payee="x",
                                     decision_number="1", decision_date="1332/06/01"),
        lambda: funds.reverse_entry(db, entry_id=10**12, reason="x"),
        lambda: funds.assess(db, village_id=season["ids"]["village"], landlord_id=season["ids"]["landlord1"],
                             income_kind="development_duty", assessed_on="1332/04/10", base_rials=5),
    ]  # fmt: skip
    for act in bad:
        with pytest.raises((ValidationError, LookupError)):
            act()
    assert db.execute("SELECT count(*) FROM audit_log").fetchone()[0] == snapshot
