"""What is received against an obligation: cash, goods, sales; deposits; stores.

Each receipt of money (a payment in cash, or a sale of stock) is split at once between the
village fund and the funds above it under the regime in force on the receipt's date (1331 م۷:
50/30/20; 1334 م۶: 70/15/14/1), and the bakhsh passes its share onward to the shahrestan (1331
م۱۲: 20%; 1334 م۱۱: 10%), exact to the rial by the largest remainder, in the same entry. Goods
are kept in grams in a store and split when the council sells them (1331 م۴، م۶). The
obligations themselves come from ``assessment``.
"""

from __future__ import annotations

import datetime as _dt

from sqlite_utils import Database

from desktop.domain.errors import NotFound, ValidationError
from desktop.domain.fields import MAX_NAME, Checker
from desktop.jalali import format_jalali, jalali_year
from desktop.rules.councils import council_word
from desktop.rules.deposit_days import COLLECTORS, council_has_deadline
from desktop.rules.errors import RuleError
from desktop.rules.funds import compute_bakhsh_transfer, compute_distribution
from desktop.rules.in_kind import COMMODITIES
from desktop.rules.timeline import regime_on
from desktop.services.change import Change
from desktop.services.door import action
from desktop.services.funds.assessment import get_obligation
from desktop.services.funds.common import (
    _cites_json,
    _dated,
    _decision,
    _get_row,
    _live,
    _need_id,
    _quantity,
    _rials,
    _txt,
)
from desktop.services.funds.ledger import (
    Line,
    _funds_of_village,
    _insert_posted,
    _post,
    _record_posted,
    get_fund,
)
from desktop.store.db import insert_row, now_iso
from desktop.text import group_thousands, to_persian_digits

STORE_KINDS = ("council", "landlord")


@action(right="register")
def add_store(
    db: Database,
    *,
    village_id: int,
    name: str,
    kind: str = "council",
    landlord_id: int | None = None,
) -> Change:
    """A store of the village fund: the council's special store, or the landlord's store where the
    goods stay until the council's order (1331 م۴)."""
    c = Checker()
    vid = _need_id(c, "village_id", village_id)
    nm = _txt(c, "name", name, required=True, max_len=MAX_NAME)
    k = c.choice("kind", kind, STORE_KINDS)
    lid = None if landlord_id is None else _need_id(c, "landlord_id", landlord_id)
    if vid and not _live(db, "village", vid):
        c.fail("village_id", "آبادی را از فهرست برگزینید.")
    if k == "landlord" and lid is None and "landlord_id" not in c.errors:
        c.fail("landlord_id", "مالکی را که جنس در انبار او می‌ماند برگزینید.")
    if lid and not _live(db, "person", lid):
        c.fail("landlord_id", "مالک را از فهرست اشخاص برگزینید.")
    c.raise_if_any()
    assert vid is not None
    with db.atomic():
        fund = _funds_of_village(db, vid)["village"]
        ident = insert_row(
            db, "fund_store", {"fund_id": fund, "name": nm, "kind": k, "landlord_id": lid}
        )
    return Change.of("fund_store", ids=[ident])


def _next_receipt(db: Database, year: int) -> int:
    row = db.execute(
        "SELECT max(receipt_no) FROM fund_payment WHERE receipt_year = ?", [year]
    ).fetchone()
    return int(row[0] or 0) + 1


def _regime_of_day(day: _dt.date) -> str:
    try:
        return regime_on(day)
    except RuleError:
        return "1334"


def _split_lines(
    db: Database, village_id: int, amount: int, regime: str, on: _dt.date
) -> tuple[dict, list[Line]]:
    """The split of a village fund's money receipt to the funds above it, as postings."""
    f = _funds_of_village(db, village_id)
    dist = compute_distribution(regime=regime, amount_rials=amount, on=on)
    tr = compute_bakhsh_transfer(regime=regime, bakhsh_income_rials=dist.bakhsh_rials, on=on)
    d, b, sc, t = (
        dist.dehestan_rials,
        dist.bakhsh_rials,
        dist.shahrestan_council_rials or 0,
        tr.shahrestan_rials,
    )
    V, D, B, S = f["village"], f["dehestan"], f["bakhsh"], f["shahrestan"]
    lines = [
        Line(V, "split_out", d + b + sc), Line(V, f"due_to:{D}", -d), Line(V, f"due_to:{B}", -b),
        Line(V, "due_council", -sc),  # 1334 م۶: the agricultural council's, not fund S's
        Line(D, f"due_from:{V}", d), Line(D, "split_income", -d),
        Line(B, f"due_from:{V}", b), Line(B, "split_income", -b),
        Line(B, "split_out", t), Line(B, f"due_to:{S}", -t),
        Line(S, f"due_from:{B}", t), Line(S, "split_income", -t),
    ]  # fmt: skip
    parts = {
        "village_rials": dist.village_rials, "dehestan_rials": d, "bakhsh_rials": b,
        "shahrestan_rials": sc, "bakhsh_to_shahrestan_rials": t,
        "citations": [*dist.citations, *tr.citations], "explanation": f"{dist.explanation} {tr.explanation}",
    }  # fmt: skip
    return parts, lines


@action(right="post")
def record_payment(
    db: Database,
    *,
    obligation_id: int,
    received_on: _dt.date | str,
    payer: str = "",
    amount_rials: int | str | None = None,
    quantity: str | int | None = None,
    unit: str = "kg",
    commodity: str | None = None,
    store_id: int | None = None,
    collected_by: str | None = None,
    collected_on: _dt.date | str | None = None,
    tax_receipt: str | None = None,
) -> Change:
    """A payment against an obligation, in cash or in goods (partial payments allowed). Cash is
    split to the funds above at once; goods go to a store. Returns the payment's id; its receipt
    number is in ``fund_payment.receipt_no``.

    ``collected_by`` says who brought the money in, by the law of the day (``deposit_days.
    COLLECTORS``). Under the 1331 bill the council (the default). Under 1334 the development duty
    is the Ministry of Finance's to collect with the farm property tax (art. 2) and to deposit
    within a month into the village fund's account (art. 5): ``ministry`` (the default for that
    kind), with ``collected_on``, the day the Ministry collected it, and ``tax_receipt``, its
    receipt; ``received_on`` is then the day the money reached the fund's account, and the
    payment is entered as deposited at once. Other 1334 cash is the kadkhoda's, collected for
    the association in small-owner villages (art. 6 تبصره): ``kadkhoda``, the default."""
    c = Checker()
    oid = _need_id(c, "obligation_id", obligation_id)
    day, regime = _dated(c, "received_on", received_on)
    by = c.choice("collected_by", collected_by, COLLECTORS, required=False)
    collected = c.date("collected_on", collected_on)
    tax_no = _txt(c, "tax_receipt", tax_receipt, max_len=50)
    who = _txt(c, "payer", payer, max_len=MAX_NAME)
    amount = _rials(c, "amount_rials", amount_rials, required=False)
    g = _quantity(c, quantity, unit)
    com = c.choice("commodity", commodity, tuple(COMMODITIES), required=g is not None)
    sid = None if store_id is None else _need_id(c, "store_id", store_id)
    if amount is None and g is None and not c.errors:
        c.fail("amount_rials", "مبلغ یا مقدار جنس را وارد کنید.")
    if amount is not None and g is not None:
        c.fail("quantity", "هر پرداخت یا نقد است یا جنس؛ جداگانه ثبت کنید.")
    c.raise_if_any()
    assert oid is not None and day is not None and regime is not None
    ob = get_obligation(db, oid)
    if ob["retired_at"] is not None:
        raise NotFound("fund_obligation", oid)
    if amount is not None and amount > ob["outstanding_rials"]:
        raise ValidationError.single(
            "amount_rials",
            f"مبلغ از ماندهٔ بدهی ({group_thousands(ob['outstanding_rials'])} ریال) بیشتر است.",
        )
    store = None
    if g is not None:
        if ob["commodity"] != com:
            raise ValidationError.single("commodity", "جنس این پرداخت با جنس تعهد یکی نیست.")
        if g > ob["outstanding_grams"]:
            raise ValidationError.single("quantity", "مقدار از ماندهٔ جنس تعهد بیشتر است.")
        if sid is None:
            raise ValidationError.single("store_id", "انباری را که جنس به آن می‌رود برگزینید.")
        store = _get_row(db, "fund_store", sid)
        if store["fund_id"] != ob["fund_id"] or store["retired_at"]:
            raise ValidationError.single("store_id", "این انبار از آنِ صندوق این قریه نیست.")
    kind_code = "levy:other"
    if ob["assessment_id"]:
        k = db.execute(
            "SELECT income_kind FROM fund_assessment WHERE id = ?", [ob["assessment_id"]]
        ).fetchone()
        kind_code = f"levy:{k[0]}"
    by = _collector(regime, kind_code, by, g is not None, collected, day)
    V = ob["fund_id"]
    name = who or (MINISTRY_FA if by == "ministry" else ob["landlord_name"])
    with db.atomic():
        row = {
            "fund_id": V, "obligation_id": oid, "received_on": day.isoformat(), "payer": name,
            "regime": regime, "receipt_year": jalali_year(day), "receipt_no": _next_receipt(db, jalali_year(day)),
            "collector": by, "collected_on": collected.isoformat() if collected else None,
            "tax_receipt": tax_no,
        }  # fmt: skip
        if amount is not None:
            parts, split = _split_lines(db, ob["village_id"], amount, regime, day)
            cites = parts.pop("citations")
            expl = parts.pop("explanation")
            pid = insert_row(
                db, "fund_payment", {**row, "kind": "cash", "amount_rials": amount, **parts}
            )
            lines = [Line(V, "cash", amount), Line(V, kind_code, -amount), *split]
            memo = f"دریافت نقدی از {name} (رسید {to_persian_digits(str(row['receipt_no']))}/{to_persian_digits(str(row['receipt_year']))})"
        else:
            assert g is not None and store is not None
            pid = insert_row(
                db, "fund_payment",
                {**row, "kind": "goods", "commodity": com, "grams": g, "store_id": store["id"]},
            )  # fmt: skip
            lines = [Line(V, f"store:{store['id']}", 0, com, g), Line(V, kind_code, 0, com, -g)]
            cites, expl = [], None
            memo = f"دریافت جنسی از {name} به انبار {store['name']} (رسید {to_persian_digits(str(row['receipt_no']))}/{to_persian_digits(str(row['receipt_year']))})"
        entry = _post(
            db, on=day, kind="receipt", memo=memo, lines=lines, regime=regime, explanation=expl,
            citations=_cites_json(cites) if cites else None, source=("fund_payment", pid),
        )  # fmt: skip
        db.execute("UPDATE fund_payment SET entry_id = ? WHERE id = ?", [entry, pid])
        if by == "ministry":  # it reached the fund's account: entered as deposited at once
            assert collected is not None
            _deposit(
                db, V, day, tax_no or "—", MINISTRY_BANK_FA, [pid],
                memo=f"واریز وزارت دارایی به حساب صندوق (۱۳۳۴ م۵)، وصول {format_jalali(collected, persian_digits=True)}",
            )  # fmt: skip
    return Change.of("fund_payment", "fund_deposit", "ledger_entry", "ledger_posting", ids=[pid])


MINISTRY_FA = "وزارت دارایی"
MINISTRY_BANK_FA = "بانک کشاورزی، حساب صندوق عمران قریه"


def _collector(
    regime: str, kind_code: str, by: str | None, goods: bool, collected: _dt.date | None,
    day: _dt.date,
) -> str:  # fmt: skip
    """Who brought the money in, as the law of the day allows (see ``record_payment``)."""
    c = Checker()
    duty = kind_code == "levy:development_duty"
    if not council_has_deadline(regime):  # 1334: the Ministry, or the kadkhoda
        by = by or ("ministry" if duty and not goods else "kadkhoda")
        if by == "council":
            c.fail("collected_by", (
                "به حکم قانون ۱۳۳۴ عوارض عمران را وزارت دارایی با مالیات وصول و به حساب صندوق "
                "واریز می‌کند (مادهٔ ۲ و ۵) و انجمن تنها به دست کدخدا در دهات خرده‌مالک وصول می‌کند "
                "(مادهٔ ۶ تبصره)."
            ))  # fmt: skip
        elif by == "ministry" and (goods or not duty):
            c.fail("collected_by", (
                "وزارت دارایی تنها عوارض عمرانی را که با مالیات املاک مزروعی دریافت می‌کند به "
                "حساب صندوق واریز می‌کند، آن هم نقد (قانون ۱۳۳۴، مادهٔ ۲ و ۵)."
            ))  # fmt: skip
        elif by == "ministry" and collected is None:
            c.fail("collected_on", (
                "تاریخ وصول وزارت دارایی را وارد کنید؛ مهلت یک‌ماههٔ واریز از آن است "
                "(قانون ۱۳۳۴، مادهٔ ۵)."
            ))  # fmt: skip
        elif by == "ministry" and collected is not None and collected > day:
            c.fail("collected_on", "تاریخ وصول وزارت دارایی پس از تاریخ واریز به حساب صندوق است.")
        elif by == "kadkhoda" and collected is not None:
            c.fail("collected_on", "تاریخ وصول وزارت دارایی فقط برای واریز وزارت دارایی است.")
    else:
        by = by or "council"
        if by != "council":
            c.fail("collected_by", (
                "در تاریخ این دریافت لایحهٔ قانونی ۱۳۳۱ حاکم است: وجه را شورا دریافت و ظرف سه روز "
                "به حساب خود واریز می‌کند (لایحهٔ ۱۳۳۱، مادهٔ ۵)؛ وصول وزارت دارایی و کدخدا از "
                "قانون ۱۳۳۴ است (مادهٔ ۲، ۵ و ۶ تبصره)."
            ))  # fmt: skip
        elif collected is not None:
            c.fail("collected_on", "تاریخ وصول وزارت دارایی فقط برای واریز وزارت دارایی است.")
    c.raise_if_any()
    return by


@action(right="post")
def record_deposit(
    db: Database,
    *,
    fund_id: int,
    deposited_on: _dt.date | str,
    slip_number: str,
    bank: str,
    payment_ids: list[int],
) -> Change:
    """Cash received, deposited in the bank with the slip's number (1331 م۵): each fund's share
    goes to its own account, so the parts owed to the funds above are settled by the deposit."""
    c = Checker()
    fid = _need_id(c, "fund_id", fund_id)
    day = c.date("deposited_on", deposited_on, required=True)
    slip = _txt(c, "slip_number", slip_number, required=True, max_len=50)
    bank_name = _txt(c, "bank", bank, required=True, max_len=200)
    ids: list[int] = []
    if not isinstance(payment_ids, list | tuple) or not payment_ids or len(payment_ids) > 10_000:
        c.fail("payment_ids", "دریافت‌هایی را که واریز می‌شوند برگزینید.")
    else:
        for raw in payment_ids:
            if _need_id(c, "payment_ids", raw) is None:
                break
            ids.append(int(raw))
        if len(set(ids)) != len(ids):
            c.fail("payment_ids", "یک دریافت دو بار آمده است.")
    c.raise_if_any()
    assert fid is not None and day is not None and slip is not None and bank_name is not None
    if get_fund(db, fid)["level"] != "village":
        raise ValidationError.single(
            "fund_id", "دریافت‌ها به صندوق قریه می‌رسند؛ صندوق قریه را برگزینید."
        )
    pays = [_get_row(db, "fund_payment", p) for p in ids]
    for p in pays:
        if p["fund_id"] != fid or p["kind"] == "goods":
            raise ValidationError.single(
                "payment_ids", "فقط دریافت‌های نقدی همین صندوق واریز می‌شوند."
            )
        if p["deposit_id"] is not None or p["reversed_at"] is not None:
            raise ValidationError.single(
                "payment_ids",
                f"دریافت رسید {to_persian_digits(str(p['receipt_no']))} پیش‌تر واریز یا برگشت خورده است.",
            )
        if _dt.date.fromisoformat(p["received_on"]) > day:
            raise ValidationError.single("deposited_on", "تاریخ واریز پیش از تاریخ دریافت است.")
    with db.atomic():
        dep = _deposit(db, fid, day, slip, bank_name, ids)
    return Change.of("fund_deposit", "fund_payment", "ledger_entry", ids=[dep])


def _deposit(
    db: Database, fid: int, day: _dt.date, slip: str, bank_name: str, ids: list[int],
    *, memo: str | None = None,
) -> int:  # fmt: skip
    """Post the deposit of received payments ``ids`` (inside the caller's transaction)."""
    pays = [_get_row(db, "fund_payment", p) for p in ids]
    f = get_fund(db, fid)
    ups = _funds_of_village(db, f["village_id"])
    total = sum(p["amount_rials"] for p in pays)
    v_part = sum(p["village_rials"] for p in pays)
    d_part = sum(p["dehestan_rials"] for p in pays)
    b_part = sum(p["bakhsh_rials"] for p in pays)
    sc_part = sum(p["shahrestan_rials"] for p in pays)
    t_part = sum(p["bakhsh_to_shahrestan_rials"] for p in pays)
    V, D, B, S = fid, ups["dehestan"], ups["bakhsh"], ups["shahrestan"]
    lines = [
        Line(V, "bank", v_part), Line(V, f"due_to:{D}", d_part), Line(V, f"due_to:{B}", b_part),
        Line(V, "due_council", sc_part), Line(V, "cash", -total),  # paid to the council's account
        Line(D, "bank", d_part), Line(D, f"due_from:{V}", -d_part),
        Line(B, "bank", b_part - t_part), Line(B, f"due_to:{S}", t_part), Line(B, f"due_from:{V}", -b_part),
        Line(S, "bank", t_part), Line(S, f"due_from:{B}", -t_part),
    ]  # fmt: skip
    dep = _insert_posted(
        db, "fund_deposit",
        {"fund_id": fid, "deposited_on": day.isoformat(), "slip_number": slip, "bank": bank_name, "amount_rials": total},
        on=day, kind="deposit", memo=memo or f"واریز به {bank_name}، برگ بستانکار شمارهٔ {slip}",
        lines=lines,
    )  # fmt: skip
    db.execute(
        f"UPDATE fund_payment SET deposit_id = ?, updated_at = ? WHERE id IN ({','.join('?' * len(ids))})",
        [dep, now_iso(), *ids],
    )
    return dep


def _store_of(db: Database, c: Checker, field: str, store_id: object) -> dict | None:
    sid = _need_id(c, field, store_id)
    if sid is None:
        return None
    try:
        s = _get_row(db, "fund_store", sid)
    except NotFound:
        c.fail(field, "انبار را از فهرست برگزینید.")
        return None
    if s["retired_at"]:
        c.fail(field, "انبار را از فهرست برگزینید.")
        return None
    return s


@action(right="post")
def issue_order(
    db: Database,
    *,
    from_store_id: int,
    to_store_id: int,
    issued_on: _dt.date | str,
    commodity: str,
    quantity: str | int,
    unit: str = "kg",
    holder: str,
    decision_number: str,
    decision_date: _dt.date | str,
    council_decision_id: int | None = None,
) -> Change:
    """The council's order (حواله) releasing goods held in a landlord's store to its holder, who
    brings them to the council's store (1331 م۴)."""
    c = Checker()
    src = _store_of(db, c, "from_store_id", from_store_id)
    dst = _store_of(db, c, "to_store_id", to_store_id)
    day = c.date("issued_on", issued_on, required=True)
    com = c.choice("commodity", commodity, tuple(COMMODITIES))
    g = _quantity(c, quantity, unit)
    if g is None and "quantity" not in c.errors and "unit" not in c.errors:
        c.fail("quantity", "مقدار را وارد کنید.")
    who = _txt(c, "holder", holder, required=True, max_len=MAX_NAME)
    num, dday, did = _decision(c, decision_number, decision_date, council_decision_id, db)
    if src and dst and (src["fund_id"] != dst["fund_id"] or src["id"] == dst["id"]):
        c.fail("to_store_id", "دو انبار متفاوتِ یک صندوق را برگزینید.")
    c.raise_if_any()
    assert src and dst and day and g and dday
    F = src["fund_id"]
    return _record_posted(
        db, "fund_order",
        {"fund_id": F, "from_store_id": src["id"], "to_store_id": dst["id"], "issued_on": day.isoformat(),
         "commodity": com, "grams": g, "holder": who, "decision_number": num,
         "decision_date": dday.isoformat(), "council_decision_id": did},
        on=day, kind="order", memo=f"حوالهٔ {council_word(_regime_of_day(day))} به {who}: از {src['name']} به {dst['name']}",
        lines=[Line(F, f"store:{dst['id']}", 0, com, g), Line(F, f"store:{src['id']}", 0, com, -g)],
    )  # fmt: skip


@action(right="post")
def sell_stock(
    db: Database,
    *,
    store_id: int,
    sold_on: _dt.date | str,
    commodity: str,
    quantity: str | int,
    unit: str = "kg",
    price_rials: int | str,
    buyer: str,
    decision_number: str,
    decision_date: _dt.date | str,
    council_decision_id: int | None = None,
) -> Change:
    """The council sells stock at the price it decided (1331 م۶): the goods leave the store, the
    money is received (with a receipt number) and split like any receipt."""
    c = Checker()
    store = _store_of(db, c, "store_id", store_id)
    day, regime = _dated(c, "sold_on", sold_on)
    com = c.choice("commodity", commodity, tuple(COMMODITIES))
    g = _quantity(c, quantity, unit)
    if g is None and "quantity" not in c.errors and "unit" not in c.errors:
        c.fail("quantity", "مقدار را وارد کنید.")
    price = _rials(c, "price_rials", price_rials)
    who = _txt(c, "buyer", buyer, required=True, max_len=MAX_NAME)
    num, dday, did = _decision(c, decision_number, decision_date, council_decision_id, db)
    c.raise_if_any()
    assert store and day and regime and g and price and dday and com
    fund = get_fund(db, store["fund_id"])
    F = fund["id"]
    with db.atomic():
        year = jalali_year(day)
        parts, split = _split_lines(db, fund["village_id"], price, regime, day)
        cites = parts.pop("citations")
        expl = parts.pop("explanation")
        pid = insert_row(
            db, "fund_payment",
            {"fund_id": F, "kind": "sale", "receipt_year": year, "receipt_no": _next_receipt(db, year),
             "received_on": day.isoformat(), "amount_rials": price, "commodity": com, "grams": g,
             "store_id": store["id"], "payer": who, "regime": regime, "decision_number": num,
             "decision_date": dday.isoformat(), "council_decision_id": did, **parts},
        )  # fmt: skip
        lines = [
            Line(F, "goods_sold", 0, com, g), Line(F, f"store:{store['id']}", 0, com, -g),
            Line(F, "cash", price), Line(F, "sale_income", -price), *split,
        ]  # fmt: skip
        entry = _post(
            db, on=day, kind="sale", memo=f"فروش جنس از {store['name']} به {who} به تصمیم {council_word(_regime_of_day(day))}", explanation=expl,
            lines=lines, regime=regime, citations=_cites_json(cites), source=("fund_payment", pid),
        )  # fmt: skip
        db.execute("UPDATE fund_payment SET entry_id = ? WHERE id = ?", [entry, pid])
    return Change.of("fund_payment", "ledger_entry", ids=[pid])
