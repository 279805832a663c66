"""Assessing the levy, obligations, and what is received: cash, goods, sales; deposits; stores.

Each receipt of money (a payment in cash, or a sale of stock) is split at once between the
village fund and the funds above it under the regime in force on the receipt's date (1331 م۷:
50/30/20; 1334 م۶: 70/15/14/1), and the bakhsh passes its share onward to the shahrestan (1331
م۱۲: 20%; 1334 م۱۱: 10%), exact to the rial by the largest remainder, in the same entry. Goods
are kept in grams in a store and split when the council sells them (1331 م۴، م۶).
"""

from __future__ import annotations

import datetime as _dt

from sqlite_utils import Database

from desktop.domain.errors import NotFound, ValidationError
from desktop.domain.fields import MAX_NAME, Checker
from desktop.jalali import jalali_year
from desktop.rules import RULE_VERSION
from desktop.rules.errors import RuleError
from desktop.rules.funds import compute_bakhsh_transfer, compute_distribution
from desktop.rules.in_kind import COMMODITIES, IN_KIND_KINDS, UNITS, compute_levy_in_kind, grams
from desktop.rules.levy import FARMING, KINDS_1331, KINDS_1334, compute_levy
from desktop.rules.money import allocate
from desktop.services.auth import require
from desktop.services.change import Change
from desktop.services.funds.common import (
    _cites_json,
    _decision,
    _get_row,
    _need_id,
    _regime_for,
    _rials,
    _rule_error,
    _txt,
)
from desktop.services.funds.ledger import Line, _funds_of_village, _post, get_fund
from desktop.services.rule_choices import get_rule_choices
from desktop.store.db import insert_row, now_iso, update_row
from desktop.text import group_thousands

ACTING = ("landlord", "tenant", "mutavalli")
STORE_KINDS = ("council", "landlord")
# the argument of compute_levy that the assessed base fills, by kind (default landlord_share_rials)
_BASE_ARG = {
    "orchard_net": "net_income_rials",
    "farmer_owned": "income_rials",
    "resident": "income_rials",
    "development_duty": "collected_rials",
}
MAX_FARMERS = 200


def _live(db: Database, table: str, ident: int | None) -> bool:
    return ident is not None and bool(
        db.execute(f"SELECT 1 FROM {table} WHERE id = ? AND retired_at IS NULL", [ident]).fetchone()
    )


def _quantity(c: Checker, quantity: object, unit: object, field: str = "quantity") -> int | None:
    if quantity in (None, ""):
        return None
    u = c.choice("unit", unit, tuple(UNITS))
    if u is None:
        return None
    if not isinstance(quantity, str | int) or isinstance(quantity, bool):
        c.fail(field, "مقدار باید عدد باشد.")
        return None
    if isinstance(quantity, str) and len(quantity) > 30:
        c.fail(field, "مقدار بیش از حد بلند است.")
        return None
    try:
        g = grams(quantity, u)
    except RuleError as e:
        c.fail(field, e.message_fa)
        return None
    if g <= 0:
        c.fail(field, "مقدار باید بیش از صفر باشد.")
        return None
    return g


def _farmers(c: Checker, db: Database, farmers: object) -> list[dict]:
    if farmers in (None, ""):
        return []
    if not isinstance(farmers, list | tuple) or len(farmers) > MAX_FARMERS:
        c.fail("farmers", "فهرست زارعین نامعتبر است.")
        return []
    out = []
    for f in farmers:
        if not isinstance(f, dict) or set(f) - {"name", "weight", "person_id"}:
            c.fail("farmers", "فهرست زارعین نامعتبر است.")
            return []
        name = _txt(c, "farmers", f.get("name"), required=True, name=True)
        weight = c.integer("farmers", f.get("weight", 1), required=True, minimum=0, maximum=10**9)
        pid = f.get("person_id")
        if pid is not None and (
            _need_id(c, "farmers", pid) is None or not _live(db, "person", pid)
        ):
            c.fail("farmers", "زارع را از فهرست اشخاص برگزینید.")
        out.append({"name": name, "weight": weight, "person_id": pid})
    if out and not c.errors and sum(int(f["weight"] or 0) for f in out) == 0:
        c.fail("farmers", "جمع وزن زارعین صفر است.")
    return out


def assess(
    db: Database,
    *,
    village_id: int,
    landlord_id: int,
    income_kind: str,
    assessed_on: _dt.date | str,
    farming_year: int | None = None,
    base_rials: int | str | None = None,
    quantity: str | int | None = None,
    unit: str = "kg",
    commodity: str | None = None,
    farming: str | None = None,
    acting_as: str = "landlord",
    acting_person_id: int | None = None,
    farmers: list[dict] | None = None,
    notes: str = "",
    special_contract: bool = False,
    contract_ref: str = "",
) -> Change:
    """Assess one income of a landlord: the farmers' portion, each farmer's part and the fund's
    portion (in rials, or in grams of the crop), computed by the rules under the regime of the
    assessment's date. A draft until ``confirm_assessment``.

    ``special_contract``: the landlord and farmers have a special contract (``contract_ref``: its
    date or reference, required then), which under 1334 prevails over the farmers' increase of
    art. 3 (arts. 26–27 تبصره); the 1331 bill has no such rule and refuses it."""
    require(db, "register")
    c = Checker()
    vid = _need_id(c, "village_id", village_id)
    lid = _need_id(c, "landlord_id", landlord_id)
    day = c.date("assessed_on", assessed_on, required=True)
    regime = _regime_for(c, "assessed_on", day)
    kinds = KINDS_1334 if regime == "1334" else KINDS_1331
    kind = c.choice("income_kind", income_kind, kinds)
    year = c.integer("farming_year", farming_year, minimum=1300, maximum=1500)
    base = _rials(c, "base_rials", base_rials, required=False, positive=False)
    g = _quantity(c, quantity, unit)
    com = c.choice("commodity", commodity, tuple(COMMODITIES), required=g is not None)
    farm = c.choice("farming", farming, FARMING, required=False)
    acting = c.choice("acting_as", acting_as, ACTING)
    apid = None if acting_person_id is None else _need_id(c, "acting_person_id", acting_person_id)
    people = _farmers(c, db, farmers)
    note = _txt(c, "notes", notes, max_len=2000)
    special = c.flag("special_contract", special_contract)
    ref = _txt(c, "contract_ref", contract_ref, max_len=200)
    if special and not ref and "contract_ref" not in c.errors:
        c.fail("contract_ref", "تاریخ یا شمارهٔ قرارداد خاص را بنویسید.")
    if ref and not special and "contract_ref" not in c.errors:
        c.fail("contract_ref", "قرارداد خاص علامت نخورده است.")
    if special and g is not None:
        c.fail("special_contract", "قرارداد خاص فقط در ارزیابی به ریال (قانون ۱۳۳۴) اثر دارد.")
    if vid and not _live(db, "village", vid):
        c.fail("village_id", "آبادی را از فهرست برگزینید.")
    if lid and not _live(db, "person", lid):
        c.fail("landlord_id", "مالک را از فهرست اشخاص برگزینید.")
    if apid and not _live(db, "person", apid):
        c.fail("acting_person_id", "شخص را از فهرست برگزینید.")
    if acting != "landlord" and apid is None and "acting_person_id" not in c.errors:
        c.fail("acting_person_id", "مستأجر یا متولی را که به جای مالک عمل می‌کند برگزینید.")
    if base is None and g is None and not c.errors:
        c.fail("base_rials", "مبلغ (ریال) یا مقدار جنس را وارد کنید.")
    if base is not None and g is not None:
        c.fail("quantity", "یا مبلغ یا مقدار جنس، نه هر دو.")
    if g is not None and kind and kind not in IN_KIND_KINDS:
        c.fail("quantity", "این نوع درآمد به جنس ارزیابی نمی‌شود؛ مبلغ را به ریال وارد کنید.")
    c.raise_if_any()
    assert day is not None and regime is not None and kind is not None
    choices = get_rule_choices(db)
    statutory: int | None = None
    try:
        if g is not None:
            assert com is not None
            r_kind = compute_levy_in_kind(
                regime=regime,
                income_kind=kind,
                commodity=com,
                landlord_share_grams=g,
                on=day,
                choices=choices,
            )
            farmers_r = fund_r = 0
            farmers_g, fund_g = r_kind.farmers_grams, r_kind.fund_grams
            citations, explanation = r_kind.citations, r_kind.explanation
        else:
            assert base is not None
            args: dict[str, object] = {_BASE_ARG.get(kind, "landlord_share_rials"): base}
            if farm is not None:
                if kind == "farmer_owned":
                    args["farming"] = farm
                else:
                    args.pop("landlord_share_rials", None)
                    args.update(crop_total_rials=base, farming=farm)
            if kind == "pump_water":
                args["has_sharecropper"] = bool(people)
            r = compute_levy(
                regime=regime, income_kind=kind, on=day, choices=choices,
                special_contract=special, **args,  # type: ignore[arg-type]
            )  # fmt: skip
            farmers_r, fund_r, farmers_g, fund_g = r.farmers_rials, r.fund_rials, 0, 0
            citations, explanation = r.citations, r.explanation
            statutory = r.statutory_farmers_rials
            if special:
                explanation += f" قرارداد: {ref}."
    except RuleError as e:
        field = "special_contract" if special and e.code == "no_such_rule" else "income_kind"
        raise _rule_error(field, e) from None
    portion_r, portion_g = farmers_r, farmers_g
    if people and (portion_r or portion_g):
        weights = [f["weight"] for f in people]
        parts_r = allocate(portion_r, weights).parts
        parts_g = allocate(portion_g, weights).parts
    else:
        parts_r = parts_g = tuple(0 for _ in people)
    with db.atomic():
        ident = insert_row(
            db,
            "fund_assessment",
            {
                "village_id": vid,
                "farming_year": year or jalali_year(day),
                "landlord_id": lid,
                "acting_as": acting,
                "acting_person_id": apid,
                "income_kind": kind,
                "farming": farm,
                "base_rials": base,
                "commodity": com,
                "base_grams": g,
                "unit": unit if g else None,
                "farmers_rials": farmers_r,
                "fund_rials": fund_r,
                "farmers_grams": farmers_g,
                "fund_grams": fund_g,
                "assessed_on": day.isoformat(),
                "regime": regime,
                "rule_version": RULE_VERSION,
                "citations": _cites_json(citations),
                "explanation": explanation,
                "notes": note,
                "special_contract": int(special),
                "contract_ref": ref if special else None,
                "statutory_farmers_rials": statutory,
            },  # fmt: skip
        )
        for f, pr, pg in zip(people, parts_r, parts_g, strict=True):
            insert_row(
                db,
                "fund_assessment_farmer",
                {"assessment_id": ident, "person_id": f["person_id"], "name": f["name"],
                 "weight": f["weight"], "share_rials": pr, "share_grams": pg},
            )  # fmt: skip
    return Change.of("fund_assessment", "fund_assessment_farmer", ids=[ident])


def get_assessment(db: Database, assessment_id: int) -> dict:
    a = _get_row(db, "fund_assessment", assessment_id)
    a["farmers"] = list(
        db.query(
            "SELECT * FROM fund_assessment_farmer WHERE assessment_id = ? ORDER BY id", [a["id"]]
        )
    )
    return a


def confirm_assessment(db: Database, *, assessment_id: int, due_on: _dt.date | str) -> Change:
    """The clerk confirms an assessment: it becomes the landlord's obligation to the village fund."""
    require(db, "register")
    c = Checker()
    ident = _need_id(c, "assessment_id", assessment_id)
    due = c.date("due_on", due_on, required=True)
    c.raise_if_any()
    assert ident is not None and due is not None
    a = get_assessment(db, ident)
    if a["retired_at"] is not None:
        raise NotFound("fund_assessment", ident)
    if a["status"] == "confirmed":
        raise ValidationError.single("assessment_id", "این ارزیابی پیش‌تر تأیید شده است.")
    if due < _dt.date.fromisoformat(a["assessed_on"]):
        raise ValidationError.single("due_on", "سررسید پیش از تاریخ ارزیابی است.")
    if not (a["fund_rials"] or a["fund_grams"]):
        raise ValidationError.single(
            "assessment_id", "سهم صندوق از این درآمد صفر است؛ تعهدی پدید نمی‌آید."
        )
    with db.atomic():
        funds = _funds_of_village(db, a["village_id"])
        ob = insert_row(
            db,
            "fund_obligation",
            {
                "fund_id": funds["village"],
                "village_id": a["village_id"],
                "landlord_id": a["landlord_id"],
                "farming_year": a["farming_year"],
                "assessment_id": a["id"],
                "amount_rials": a["fund_rials"],
                "commodity": a["commodity"] if a["fund_grams"] else None,
                "grams": a["fund_grams"],
                "due_on": due.isoformat(),
                "regime": a["regime"],
            },  # fmt: skip
        )
        update_row(db, "fund_assessment", a["id"], {"status": "confirmed"})
    return Change.of("fund_assessment", "fund_obligation", ids=[ob])


def get_obligation(db: Database, obligation_id: int) -> dict:
    """An obligation with what is paid and outstanding (NotFound when missing)."""
    ob = _get_row(db, "fund_obligation", obligation_id)
    paid_r, paid_g = db.execute(
        "SELECT coalesce(sum(amount_rials), 0), coalesce(sum(grams), 0) FROM fund_payment "
        "WHERE obligation_id = ? AND reversed_at IS NULL",
        [ob["id"]],
    ).fetchone()
    ob["paid_rials"], ob["paid_grams"] = int(paid_r), int(paid_g)
    ob["outstanding_rials"] = max(0, ob["amount_rials"] - ob["paid_rials"])
    ob["outstanding_grams"] = max(0, ob["grams"] - ob["paid_grams"])
    p = db.execute(
        "SELECT first_name, last_name FROM person WHERE id = ?", [ob["landlord_id"]]
    ).fetchone()
    ob["landlord_name"] = f"{p[0]} {p[1]}" if p else ""
    v = db.execute("SELECT name FROM village WHERE id = ?", [ob["village_id"]]).fetchone()
    ob["village_name"] = v[0] if v else ""
    return ob


def outstanding_rials(db: Database, obligation_id: int) -> int:
    """What is still owed in rials on an obligation (NotFound when missing)."""
    return int(get_obligation(db, obligation_id)["outstanding_rials"])


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
    require(db, "register")
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
        Line(V, f"due_to:{S}", -sc),
        Line(D, f"due_from:{V}", d), Line(D, "split_income", -d),
        Line(B, f"due_from:{V}", b), Line(B, "split_income", -b),
        Line(B, "split_out", t), Line(B, f"due_to:{S}", -t),
        Line(S, f"due_from:{V}", sc), Line(S, "split_income", -sc),
        Line(S, f"due_from:{B}", t), Line(S, "split_income", -t),
    ]  # fmt: skip
    parts = {
        "village_rials": dist.village_rials, "dehestan_rials": d, "bakhsh_rials": b,
        "shahrestan_rials": sc, "bakhsh_to_shahrestan_rials": t,
        "citations": [*dist.citations, *tr.citations], "explanation": f"{dist.explanation} {tr.explanation}",
    }  # fmt: skip
    return parts, lines


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
) -> Change:
    """A payment against an obligation, in cash or in goods (partial payments allowed). Cash is
    split to the funds above at once; goods go to a store. Returns the payment's id; its receipt
    number is in ``fund_payment.receipt_no``."""
    require(db, "post")
    c = Checker()
    oid = _need_id(c, "obligation_id", obligation_id)
    day = c.date("received_on", received_on, required=True)
    regime = _regime_for(c, "received_on", day)
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
    V = ob["fund_id"]
    name = who or ob["landlord_name"]
    with db.atomic():
        row = {
            "fund_id": V, "obligation_id": oid, "received_on": day.isoformat(), "payer": name,
            "regime": regime, "receipt_year": jalali_year(day), "receipt_no": _next_receipt(db, jalali_year(day)),
        }  # fmt: skip
        if amount is not None:
            parts, split = _split_lines(db, ob["village_id"], amount, regime, day)
            cites = parts.pop("citations")
            expl = parts.pop("explanation")
            pid = insert_row(
                db, "fund_payment", {**row, "kind": "cash", "amount_rials": amount, **parts}
            )
            lines = [Line(V, "cash", amount), Line(V, kind_code, -amount), *split]
            memo = f"دریافت نقدی از {name} (رسید {row['receipt_no']}/{row['receipt_year']})"
        else:
            assert g is not None and store is not None
            pid = insert_row(
                db, "fund_payment",
                {**row, "kind": "goods", "commodity": com, "grams": g, "store_id": store["id"]},
            )  # fmt: skip
            lines = [Line(V, f"store:{store['id']}", 0, com, g), Line(V, kind_code, 0, com, -g)]
            cites, expl = [], None
            memo = f"دریافت جنسی از {name} به انبار {store['name']} (رسید {row['receipt_no']}/{row['receipt_year']})"
        entry = _post(
            db, on=day, kind="receipt", memo=memo, lines=lines, regime=regime, explanation=expl,
            citations=_cites_json(cites) if cites else None, source=("fund_payment", pid),
        )  # fmt: skip
        db.execute("UPDATE fund_payment SET entry_id = ? WHERE id = ?", [entry, pid])
    return Change.of("fund_payment", "ledger_entry", "ledger_posting", ids=[pid])


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
    require(db, "post")
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
    assert fid is not None and day is not None
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
                "payment_ids", f"دریافت رسید {p['receipt_no']} پیش‌تر واریز یا برگشت خورده است."
            )
        if _dt.date.fromisoformat(p["received_on"]) > day:
            raise ValidationError.single("deposited_on", "تاریخ واریز پیش از تاریخ دریافت است.")
    f = get_fund(db, fid)
    ups = _funds_of_village_ids(db, f["village_id"])
    total = sum(p["amount_rials"] for p in pays)
    v_part = sum(p["village_rials"] for p in pays)
    d_part = sum(p["dehestan_rials"] for p in pays)
    b_part = sum(p["bakhsh_rials"] for p in pays)
    sc_part = sum(p["shahrestan_rials"] for p in pays)
    t_part = sum(p["bakhsh_to_shahrestan_rials"] for p in pays)
    V, D, B, S = fid, ups["dehestan"], ups["bakhsh"], ups["shahrestan"]
    lines = [
        Line(V, "bank", v_part), Line(V, f"due_to:{D}", d_part), Line(V, f"due_to:{B}", b_part),
        Line(V, f"due_to:{S}", sc_part), Line(V, "cash", -total),
        Line(D, "bank", d_part), Line(D, f"due_from:{V}", -d_part),
        Line(B, "bank", b_part - t_part), Line(B, f"due_to:{S}", t_part), Line(B, f"due_from:{V}", -b_part),
        Line(S, "bank", sc_part + t_part), Line(S, f"due_from:{V}", -sc_part), Line(S, f"due_from:{B}", -t_part),
    ]  # fmt: skip
    with db.atomic():
        dep = insert_row(
            db, "fund_deposit",
            {"fund_id": fid, "deposited_on": day.isoformat(), "slip_number": slip, "bank": bank_name, "amount_rials": total},
        )  # fmt: skip
        entry = _post(
            db, on=day, kind="deposit", memo=f"واریز به {bank_name}، برگ بستانکار شمارهٔ {slip}",
            lines=lines, source=("fund_deposit", dep),
        )  # fmt: skip
        db.execute("UPDATE fund_deposit SET entry_id = ? WHERE id = ?", [entry, dep])
        db.execute(
            f"UPDATE fund_payment SET deposit_id = ?, updated_at = ? WHERE id IN ({','.join('?' * len(ids))})",
            [dep, now_iso(), *ids],
        )
    return Change.of("fund_deposit", "fund_payment", "ledger_entry", ids=[dep])


def _funds_of_village_ids(db: Database, village_id: int) -> dict[str, int]:
    with db.atomic():
        return _funds_of_village(db, village_id)


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
    require(db, "post")
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
    with db.atomic():
        ident = insert_row(
            db, "fund_order",
            {"fund_id": F, "from_store_id": src["id"], "to_store_id": dst["id"], "issued_on": day.isoformat(),
             "commodity": com, "grams": g, "holder": who, "decision_number": num,
             "decision_date": dday.isoformat(), "council_decision_id": did},
        )  # fmt: skip
        entry = _post(
            db, on=day, kind="order", memo=f"حوالهٔ شورا به {who}: از {src['name']} به {dst['name']}",
            lines=[Line(F, f"store:{dst['id']}", 0, com, g), Line(F, f"store:{src['id']}", 0, com, -g)],
            source=("fund_order", ident),
        )  # fmt: skip
        db.execute("UPDATE fund_order SET entry_id = ? WHERE id = ?", [entry, ident])
    return Change.of("fund_order", "ledger_entry", ids=[ident])


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
    require(db, "post")
    c = Checker()
    store = _store_of(db, c, "store_id", store_id)
    day = c.date("sold_on", sold_on, required=True)
    regime = _regime_for(c, "sold_on", day)
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
            db, on=day, kind="sale", memo=f"فروش جنس از {store['name']} به {who} به تصمیم شورا", explanation=expl,
            lines=lines, regime=regime, citations=_cites_json(cites), source=("fund_payment", pid),
        )  # fmt: skip
        db.execute("UPDATE fund_payment SET entry_id = ? WHERE id = ?", [entry, pid])
    return Change.of("fund_payment", "ledger_entry", ids=[pid])
