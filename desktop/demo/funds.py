"""The demo's development funds: a season of the first villages under the law in force today
(1334: the development duty, the kadkhoda's 5% in kind and in cash), payments in cash and in
wheat, deposits (one late), cash still waiting for the bank, a sale of stock, the automatic
split to the dehestan, bakhsh and shahrestan, expenses, help from the dehestan and a corrected
mistake — all through the real services, dated back from ``today``."""

from __future__ import annotations

import datetime as _dt

from sqlite_utils import Database

from desktop.jalali import farvardin_first, jalali_year
from desktop.services import funds

BANK = "بانک کشاورزی، شعبهٔ کاشان"


def _people(db: Database, village_id: int, role: str) -> list[int]:
    return [
        int(r[0])
        for r in db.execute(
            "SELECT person_id FROM person_role WHERE village_id = ? AND role = ? AND retired_at IS NULL ORDER BY id",
            [village_id, role],
        ).fetchall()
    ]


def _season(db: Database, village_id: int, today: _dt.date, scale: int) -> None:
    def ago(days: int) -> _dt.date:
        return today - _dt.timedelta(days=days)

    landlords = _people(db, village_id, "landlord") or _people(db, village_id, "farmer")
    farmers = _people(db, village_id, "farmer")
    a, b, c = (landlords * 3)[:3]
    names = {
        pid: " ".join(
            db.execute("SELECT first_name, last_name FROM person WHERE id = ?", [pid]).fetchone()
        )
        for pid in farmers[:3]
    }
    duty = funds.assess(db, village_id=village_id, landlord_id=a, income_kind="development_duty",
                        assessed_on=ago(95), base_rials=8_400_000 * scale).id  # fmt: skip
    wheat = funds.assess(db, village_id=village_id, landlord_id=b, income_kind="small_owner_village",
                         assessed_on=ago(92), quantity=str(60_000 * scale), unit="kg", commodity="wheat",
                         farmers=[{"name": n, "person_id": p, "weight": w + 1} for w, (p, n) in enumerate(names.items())]).id  # fmt: skip
    cash = funds.assess(db, village_id=village_id, landlord_id=c, income_kind="small_owner_village",
                        assessed_on=ago(90), base_rials=12_000_000 * scale).id  # fmt: skip
    ob_duty = funds.confirm_assessment(db, assessment_id=duty, due_on=ago(60)).id
    ob_wheat = funds.confirm_assessment(db, assessment_id=wheat, due_on=ago(50)).id
    ob_cash = funds.confirm_assessment(db, assessment_id=cash, due_on=ago(45)).id
    store = funds.add_store(db, village_id=village_id, name="انبار انجمن ده").id
    held = funds.add_store(
        db, village_id=village_id, name="انبار مالک", kind="landlord", landlord_id=b
    ).id
    fund = funds.get_obligation(db, ob_duty)["fund_id"]

    def deposit(on: _dt.date, slip: int, payment: int) -> None:
        funds.record_deposit(
            db,
            fund_id=fund,
            deposited_on=on,
            slip_number=f"{slip + scale}",
            bank=BANK,
            payment_ids=[payment],
        )

    # the development duty is the Ministry of Finance's to collect with the property tax (1334
    # م۲) and to deposit into the village fund's account within a month (م۵); the second deposit
    # is the Ministry's late one, 40 days after it collected
    funds.record_payment(db, obligation_id=ob_duty, received_on=ago(78), amount_rials=2_000_000 * scale,
                         collected_on=ago(80), tax_receipt=f"{4410 + scale}")  # fmt: skip
    funds.record_payment(db, obligation_id=ob_duty, received_on=ago(35),
                         amount_rials=funds.outstanding_rials(db, ob_duty), collected_on=ago(75),
                         tax_receipt=f"{4532 + scale}")  # fmt: skip
    funds.record_payment(db, obligation_id=ob_wheat, received_on=ago(70), quantity=str(1_800 * scale), unit="kg",
                         commodity="wheat", store_id=held)  # fmt: skip
    funds.record_payment(db, obligation_id=ob_wheat, received_on=ago(68), quantity=str(700 * scale), unit="kg",
                         commodity="wheat", store_id=store)  # fmt: skip
    funds.issue_order(db, from_store_id=held, to_store_id=store, issued_on=ago(60), commodity="wheat",
                      quantity=str(1_800 * scale), holder="کدخدای ده", decision_number="۷",
                      decision_date=ago(61))  # fmt: skip
    sale = funds.sell_stock(db, store_id=store, sold_on=ago(55), commodity="wheat", quantity=str(2_000 * scale),
                            price_rials=3_000_000 * scale, buyer="تعاونی روستایی", decision_number="۸",
                            decision_date=ago(57)).id  # fmt: skip
    deposit(ago(54), 4600, sale)
    # the kadkhoda's 5% in cash: part paid, not yet deposited (late on the dashboard), the rest in arrears
    funds.record_payment(
        db, obligation_id=ob_cash, received_on=ago(40), amount_rials=250_000 * scale
    )
    funds.record_expense(db, fund_id=fund, spent_on=ago(30), category="drinking_water", amount_rials=1_200_000 * scale,
                         payee="استادکار لوله‌کشی", description="لوله‌کشی از دهانهٔ قنات", decision_number="۹",
                         decision_date=ago(32))  # fmt: skip
    # administration within the year's ceiling (1334 م۲۵: 2% of the fund's own income so far)
    year = jalali_year(ago(25))
    so_far = funds.statement(db, fund_id=fund, start=farvardin_first(year), end=ago(25))
    ceiling = (so_far.receipts_total - so_far.transfers_total) * 2 // 100
    if min(40_000 * scale, ceiling) > 0:
        funds.record_expense(db, fund_id=fund, spent_on=ago(25), category="administration",
                             amount_rials=min(40_000 * scale, ceiling), payee="منشی انجمن",
                             description="دفتر و لوازم التحریر", decision_number="۱۰", decision_date=ago(26))  # fmt: skip
    wrong = funds.record_expense(db, fund_id=fund, spent_on=ago(20), category="mosque_bath", amount_rials=900_000,
                                 payee="بنای حمام", decision_number="۱۱", decision_date=ago(21)).id  # fmt: skip
    entry = db.execute("SELECT entry_id FROM fund_expense WHERE id = ?", [wrong]).fetchone()[0]
    funds.reverse_entry(
        db, entry_id=entry, reason="مبلغ با صورت‌حساب بنا نمی‌خواند؛ دوباره ثبت شد.", on=ago(19)
    )
    funds.record_expense(db, fund_id=fund, spent_on=ago(19), category="mosque_bath", amount_rials=690_000,
                         payee="بنای حمام", decision_number="۱۱", decision_date=ago(21))  # fmt: skip
    ups = funds.reports.village_funds(db, village_id)
    if scale == 1 and ups["dehestan"] and ups["bakhsh"]:
        funds.record_expense(db, fund_id=ups["dehestan"], spent_on=ago(15), category="clinic", amount_rials=300_000,
                             payee="داروخانهٔ دهستان", decision_number="۳", decision_date=ago(16))  # fmt: skip
        funds.record_help(db, from_fund_id=ups["dehestan"], to_fund_id=fund, transferred_on=ago(10),
                          amount_rials=200_000, basis="خرابی آب‌انبار پس از سیل؛ تصمیم انجمن دهستان شمارهٔ ۴")  # fmt: skip
        funds.record_expense(db, fund_id=ups["bakhsh"], spent_on=ago(12), category="doctor", amount_rials=150_000,
                             payee="پزشک سیار", decision_number="۵", decision_date=ago(13))  # fmt: skip


def fill(db: Database, today: _dt.date) -> None:
    villages = [int(r[0]) for r in db.execute(
        "SELECT id FROM village WHERE retired_at IS NULL ORDER BY id LIMIT 2").fetchall()]  # fmt: skip
    for scale, vid in enumerate(villages, start=1):
        _season(db, vid, today, scale)
