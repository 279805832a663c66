"""What the books say, read from the ledger alone: statements, the yearly book, arrears, the
balance check, monthly receipts and spending, and the 1331-original late-delivery penalty."""

from __future__ import annotations

import datetime as _dt
from collections import defaultdict

from sqlite_utils import Database

from desktop.domain.errors import NotFound, ValidationError
from desktop.domain.fields import Checker, is_row_id
from desktop.domain.funds import BalanceCheck, Statement
from desktop.jalali import farvardin_first, format_jalali, to_jalali
from desktop.rules.citations import Citation
from desktop.rules.deposit_days import (
    compute_deposit_days_late,
    compute_ministry_deposit,
    council_has_deadline,
    deposit_sentence_fa,
)
from desktop.rules.errors import RuleError
from desktop.rules.fund_spending import ADMINISTRATION_FA, HELP_FA, categories
from desktop.rules.funds import compute_bakhsh_transfer, compute_distribution, compute_late_penalty
from desktop.rules.levy import KINDS_1331, KINDS_1334
from desktop.services.door import read
from desktop.services.funds.common import _get_row, _need_id, _rule_error
from desktop.services.funds.ledger import (
    MONEY_ACCOUNTS,
    _account_balances,
    _base_code,
    _fund_name,
    _money_balance,
    get_fund,
)
from desktop.services.rows import _day_page, _keyset, _limit_clause, _need_row_id

INCOME_KIND_FA = {
    "crop_in_kind": "سهم جنسی محصول شتوی و صیفی", "summer_sold": "فروش صیفی و تره‌بار",
    "gavband_worker": "محصول گاوبند با کارگر سهم‌بر", "cash": "درآمد نقدی (مرتع، آسیا، دکان...)",
    "inputs_share_worker": "زراعت با عوامل مالک و کارگر سهم‌بر", "inputs_wage_worker": "زراعت با کارگر مزدبگیر",
    "pump_water": "آب تلمبه", "orchard_in_kind": "باغ و بیشه (جنسی)", "orchard_net": "درآمد خالص باغات",
    "municipal_property": "مستغلات دارای شهرداری", "farmer_owned": "زمین متعلق به زارعین",
    "resident": "سهم سه درصد ساکنین", "development_duty": "عوارض عمران (نصف مالیات املاک مزروعی)",
    "net_under_half": "سهم زارع کمتر از نصف", "half_share_gavband": "سهم نصف با گاوبند",
    "half_share_no_gavband": "سهم نصف بی گاوبند", "small_owner_village": "پنج درصد دهات خرده‌مالک",
    "other": "سایر",
}  # fmt: skip
assert set(KINDS_1331) | set(KINDS_1334) <= set(INCOME_KIND_FA)


def _dates(c: Checker, start: object, end: object) -> tuple[_dt.date | None, _dt.date | None]:
    s = c.date("start", start, required=True)
    e = c.date("end", end, required=True)
    if s and e and e < s:
        c.fail("end", "پایان دوره پیش از آغاز آن است.")
    return s, e


def _fund_id(c: Checker, db: Database, fund_id: object) -> int | None:
    fid = _need_id(c, "fund_id", fund_id)
    if fid is not None and not db.execute("SELECT 1 FROM fund WHERE id = ?", [fid]).fetchone():
        c.fail("fund_id", "صندوق را از فهرست برگزینید.")
        return None
    return fid


def _fund_year(db: Database, fund_id: object, year: object) -> tuple[int, _dt.date, _dt.date]:
    """A fund's id and the first and last day of a Jalali year, both checked (ValidationError)."""
    c = Checker()
    fid = _fund_id(c, db, fund_id)
    y = c.integer("year", year, required=True, minimum=1331, maximum=1434)
    c.raise_if_any()
    assert fid and y
    return fid, farvardin_first(y), farvardin_first(y + 1) - _dt.timedelta(days=1)


def _rows_of_fund(db: Database, fund_id: object, sql: str) -> list[dict]:
    """The rows ``sql`` selects for a fund (its one parameter), once the fund's id is checked."""
    c = Checker()
    fid = _fund_id(c, db, fund_id)
    c.raise_if_any()
    return list(db.query(sql, [fid]))


def _label_of(code: str, regime: str = "1334", level: str = "village") -> str:
    b = _base_code(code)
    tail = code.split(":", 1)[1] if ":" in code else ""
    if b == "levy":
        return f"عوارض: {INCOME_KIND_FA.get(tail, tail)}"
    if b == "expense":
        for r in ("1334", "1331"):
            cats = categories(r, level)
            if tail in cats:
                return cats[tail]
        return ADMINISTRATION_FA if tail == "administration" else tail
    return {
        "split_income": "سهم از درآمد صندوق‌های پایین‌تر", "sale_income": "فروش جنس",
        "help_income": "کمک صندوق بالاتر", "loan_in": "وام", "split_out": "سهم صندوق‌های بالاتر",
        "help_out": HELP_FA, "loan": "وام بانک",
    }.get(b, code)  # fmt: skip


@read()
def statement(
    db: Database, *, fund_id: int, start: _dt.date | str, end: _dt.date | str
) -> Statement:
    """The fund statement for a period, from the ledger: opening money, receipts by kind,
    transfers, expenses by category, closing money (opening + receipts + loans − transfers −
    expenses), and the goods per commodity in grams."""
    c = Checker()
    fid = _fund_id(c, db, fund_id)
    s, e = _dates(c, start, end)
    c.raise_if_any()
    assert fid and s and e
    f = get_fund(db, fid)
    opening = 0
    goods_open: dict[str, int] = defaultdict(int)
    for code, _kind, com, r, g in _account_balances(db, fid, until=s - _dt.timedelta(days=1)):
        if _base_code(code) in MONEY_ACCOUNTS:
            opening += r
        if _base_code(code) == "store" and com:
            goods_open[com] += g
    receipts: dict[str, int] = defaultdict(int)
    outs: dict[str, int] = defaultdict(int)
    expenses: dict[str, int] = defaultdict(int)
    loans = money_moves = 0
    goods_in: dict[str, int] = defaultdict(int)
    goods_out: dict[str, int] = defaultdict(int)
    codes = {
        i: code
        for i, code in db.execute("SELECT id, code FROM fund_account WHERE fund_id = ?", [fid])
    }
    for acc, r, com, g_in, g_out in db.execute(
        "SELECT account_id, sum(rials), commodity, sum(max(grams, 0)), sum(min(grams, 0)) "
        "FROM ledger_posting WHERE fund_id = ? AND posted_on BETWEEN ? AND ? GROUP BY account_id, commodity",
        [fid, s.isoformat(), e.isoformat()],
    ).fetchall():
        code = codes[acc]
        b = _base_code(code)
        if b in MONEY_ACCOUNTS:
            money_moves += r
        elif b in ("levy", "split_income", "sale_income", "help_income") and r:
            receipts[_label_of(code, level=f["level"])] += -r
        elif b in ("split_out", "help_out") and r:
            outs[_label_of(code, level=f["level"])] += r
        elif b == "expense" and r:
            expenses[_label_of(code, level=f["level"])] += r
        elif b == "loan":
            loans += -r
        if b == "store" and com:
            goods_in[com] += g_in
            goods_out[com] += -g_out
    closing = opening + money_moves
    st = Statement(
        fund_id=fid, fund_name=f["name"], level=f["level"], start=s, end=e, opening_rials=opening,
        receipts=sorted(receipts.items()), transfers_out=sorted(outs.items()),
        expenses=sorted(expenses.items()), loans_rials=loans, closing_rials=closing,
    )  # fmt: skip
    for com in sorted(set(goods_open) | set(goods_in) | set(goods_out)):
        o, i, x = goods_open[com], goods_in[com], goods_out[com]
        st.goods.append({"commodity": com, "opening": o, "in": i, "out": x, "closing": o + i - x})
    # the identity every statement must satisfy; a failure is a bug in the ledger, not the user
    assert closing == opening + st.receipts_total + loans - st.transfers_total - st.expenses_total
    return st


@read()
def yearly_book(db: Database, *, fund_id: int, year: int) -> list[dict]:
    """Every entry of the fund in a Jalali year with its effect on the fund's money and a
    running balance: the book of income and expense a council shows the inspector."""
    return book_page(db, fund_id=fund_id, year=year, limit=None)


BOOK_SQL = (
    "SELECT p.entry_id, p.posted_on, e.memo, e.kind, group_concat(a.code, '|'), "
    "group_concat(p.rials, '|') FROM ledger_posting p JOIN ledger_entry e ON e.id = p.entry_id "
    "JOIN fund_account a ON a.id = p.account_id WHERE p.fund_id = ? AND p.posted_on <= ? "
    "AND (p.posted_on, p.entry_id) > (?, ?) GROUP BY p.posted_on, p.entry_id "
    "ORDER BY p.posted_on, p.entry_id"
)


@read()
def book_page(
    db: Database, *, fund_id: int, year: int, limit: int | None = 200, after: dict | None = None
) -> list[dict]:
    """A page of the fund's yearly book: first the balance carried from the year before, then
    the year's entries in the order of their days, each with the running balance; with ``after``
    (the last row of the page before), the page that follows it, read on from the index where
    that one ended (``ledger_posting_fund_day``), its balance carried from that row."""
    fid, start, end = _fund_year(db, fund_id, year)
    tail = _limit_clause(limit)
    rows: list[dict] = []
    key: list[object]
    if after is None:
        balance = _money_balance(db, fid, until=start - _dt.timedelta(days=1))
        rows.append({"id": None, "entry_id": None, "posted_on": start, "memo": "مانده از سال پیش",
                     "in": 0, "out": 0, "balance": balance})  # fmt: skip
        key = [start.isoformat(), 0]
        if limit is not None:
            tail = _limit_clause(limit - 1) if limit > 1 else " LIMIT 0"
    else:
        carried = after.get("balance") if isinstance(after, dict) else None
        if not isinstance(carried, int) or isinstance(carried, bool):
            raise ValidationError.single("after", "مقدار نامعتبر است.")
        balance = carried
        key = (  # after the carried line, the year's first entry
            [start.isoformat(), 0]
            if after.get("entry_id") is None
            else _keyset(after, "posted_on", "entry_id")
        )
    for eid, on, memo, kind, codes, rs in db.execute(
        BOOK_SQL + tail, [fid, end.isoformat(), *key]
    ).fetchall():
        delta = sum(
            int(r)
            for code, r in zip(codes.split("|"), rs.split("|"), strict=True)
            if _base_code(code) in MONEY_ACCOUNTS
        )
        balance += delta
        rows.append({
            "id": eid, "entry_id": eid, "posted_on": _dt.date.fromisoformat(on), "memo": memo,
            "kind": kind, "in": max(delta, 0), "out": max(-delta, 0), "balance": balance,
        })  # fmt: skip
    return rows


@read()
def book_count(db: Database, *, fund_id: int, year: int) -> int:
    """How many rows the fund's yearly book has: its entries of the year and the carried line."""
    fid, start, end = _fund_year(db, fund_id, year)
    return (
        1
        + db.execute(
            "SELECT count(*) FROM (SELECT 1 FROM ledger_posting WHERE fund_id = ? AND posted_on "
            "BETWEEN ? AND ? GROUP BY posted_on, entry_id)",
            [fid, start.isoformat(), end.isoformat()],
        ).fetchone()[0]
    )


@read()
def arrears(db: Database, *, today: _dt.date | str) -> list[dict]:
    """Obligations past due with something outstanding, per landlord (largest first)."""
    c = Checker()
    day = c.date("today", today, required=True)
    c.raise_if_any()
    assert day
    rows = db.execute(
        "SELECT o.id, o.fund_id, o.landlord_id, p.first_name || ' ' || p.last_name, v.name, o.due_on, o.amount_rials, "
        "o.grams, o.commodity, o.regime, "
        "coalesce((SELECT sum(amount_rials) FROM fund_payment x WHERE x.obligation_id = o.id AND x.reversed_at IS NULL), 0), "
        "coalesce((SELECT sum(grams) FROM fund_payment x WHERE x.obligation_id = o.id AND x.reversed_at IS NULL), 0) "
        "FROM fund_obligation o JOIN person p ON p.id = o.landlord_id JOIN village v ON v.id = o.village_id "
        "WHERE o.retired_at IS NULL AND o.due_on < ? ORDER BY o.landlord_id, o.due_on",
        [day.isoformat()],
    ).fetchall()
    per: dict[int, dict] = {}
    for oid, fid, lid, name, village, due, amount, grams, com, regime, paid_r, paid_g in rows:
        out_r, out_g = max(0, amount - paid_r), max(0, grams - paid_g)
        if not (out_r or out_g):
            continue
        d = per.setdefault(lid, {
            "landlord_id": lid, "landlord": name, "rials": 0, "grams": {}, "obligations": [],
            "oldest_due": _dt.date.fromisoformat(due), "villages": set(),
        })  # fmt: skip
        d["rials"] += out_r
        if out_g:
            d["grams"][com] = d["grams"].get(com, 0) + out_g
        d["villages"].add(village)
        d["obligations"].append({"id": oid, "fund_id": fid, "due_on": _dt.date.fromisoformat(due), "rials": out_r, "grams": out_g,
                                 "commodity": com, "regime": regime,
                                 "days_late": (day - _dt.date.fromisoformat(due)).days})  # fmt: skip
    out = sorted(per.values(), key=lambda d: (-d["rials"], d["landlord"]))
    for d in out:
        d["villages"] = "، ".join(sorted(d["villages"]))
    return out


@read()
def late_penalty(db: Database, *, obligation_id: int, repeated: bool = False) -> dict:
    """The bill's art. 32 fine (2×, 4× on repetition) on what is outstanding of an obligation
    whose regime is ``1331-original``; refused, cited, under any other regime."""
    from desktop.services.funds.assessment import get_obligation

    c = Checker()
    oid = _need_id(c, "obligation_id", obligation_id)
    if not isinstance(repeated, bool):
        c.fail("repeated", "مقدار بله/خیر نامعتبر است.")
    c.raise_if_any()
    assert oid is not None
    ob = get_obligation(db, oid)
    try:
        r = compute_late_penalty(
            regime=ob["regime"], amount_rials=ob["outstanding_rials"], repeated=repeated
        )
    except RuleError as e:
        raise _rule_error("obligation_id", e) from None
    return r.to_json()


@read()
def balance_check(db: Database) -> BalanceCheck:
    """Across all funds: each fund's trial balance is zero in rials and in grams of each
    commodity, every entry balances within each fund, no asset account is below zero."""
    unbalanced = [
        int(r[0])
        for r in db.execute(
            "SELECT entry_id FROM ledger_posting GROUP BY entry_id, fund_id, commodity "
            "HAVING sum(rials) != 0 OR sum(grams) != 0"
        ).fetchall()
    ]
    per: dict[int, dict] = {}
    accounts = {
        i: (f, code, kind)
        for i, f, code, kind in db.execute("SELECT id, fund_id, code, kind FROM fund_account")
    }
    for acc, com, r, g in db.execute(
        "SELECT account_id, commodity, sum(rials), sum(grams) FROM ledger_posting GROUP BY account_id, commodity"
    ).fetchall():
        fid, code, kind = accounts[acc]
        d = per.setdefault(
            fid,
            {
                "fund_id": fid,
                "rials_sum": 0,
                "grams_sums": defaultdict(int),
                "money": 0,
                "negative": [],
            },
        )
        d["rials_sum"] += r
        if com:
            d["grams_sums"][com] += g
        if _base_code(code) in MONEY_ACCOUNTS:
            d["money"] += r
        if kind == "asset" and (r < 0 or g < 0):
            d["negative"].append(code)
    funds = []
    names = {  # every fund's name in one query (one query a fund took a tenth of the check)
        fid: _fund_name(level, place) for fid, level, place in db.execute(FUNDS_SQL).fetchall()
    }
    for fid in sorted(per):
        d = per[fid]
        d["name"] = names[fid]
        d["grams_sums"] = dict(d["grams_sums"])
        if d["money"] < 0:
            d["negative"].append("money")
        funds.append(d)
    return BalanceCheck(funds, sorted(set(unbalanced)), sum(d["rials_sum"] for d in funds))


@read()
def monthly(db: Database, *, fund_id: int, year: int) -> list[tuple[int, int, int]]:
    """(Jalali month, receipts, spending) in rials for the fund's year, for the chart."""
    fid, start, end = _fund_year(db, fund_id, year)
    got = [0] * 12
    spent = [0] * 12
    for on, code, r in db.execute(
        "SELECT p.posted_on, a.code, sum(p.rials) FROM ledger_posting p JOIN fund_account a ON a.id = p.account_id "
        "WHERE p.fund_id = ? AND p.posted_on BETWEEN ? AND ? AND a.kind IN ('income', 'expense') "
        "GROUP BY p.posted_on, a.code",
        [fid, start.isoformat(), end.isoformat()],
    ).fetchall():
        m = to_jalali(_dt.date.fromisoformat(on))[1] - 1
        b = _base_code(code)
        if b in ("levy", "split_income", "sale_income", "help_income"):
            got[m] += -r
        elif b in ("expense", "help_out"):
            spent[m] += r
    return [(i + 1, got[i], spent[i]) for i in range(12)]


@read()
def undeposited(
    db: Database, *, today: _dt.date | str, limit: int | None = None, fund_id: int | None = None
) -> list[dict]:
    """Cash received and not yet deposited, with its deadline and days late (rules core, cited);
    the oldest first, at most ``limit`` of them, of one fund when ``fund_id`` is given."""
    c = Checker()
    day = c.date("today", today, required=True)
    c.raise_if_any()
    assert day
    if limit is not None and not is_row_id(limit):
        raise ValidationError.single("limit", "عدد نامعتبر است.")
    if fund_id is not None and not is_row_id(fund_id):
        raise NotFound("fund", fund_id)
    out = []
    where = "" if fund_id is None else " AND fund_id = ?"
    args: list[object] = [] if fund_id is None else [fund_id]
    if limit is not None:
        args.append(limit)
    for p in db.query(
        "SELECT * FROM fund_payment WHERE deposit_id IS NULL AND kind != 'goods' AND reversed_at IS NULL"
        f"{where} ORDER BY received_on, id" + (" LIMIT ?" if limit is not None else ""),
        args,
    ):
        received = _dt.date.fromisoformat(p["received_on"])
        if not council_has_deadline(p["regime"]):  # 1334: no deadline binds the association
            out.append({**p, "due": None, "days_late": 0, "explanation": deposit_sentence_fa(p["regime"]),
                        "citation": NO_DEADLINE_1334.short()})  # fmt: skip
            continue
        late = compute_deposit_days_late(
            regime=p["regime"], received_on=received, on=max(day, received)
        )
        out.append({**p, "due": late.due, "days_late": late.days_late, "explanation": late.explanation,
                    "citation": late.citations[0].short()})  # fmt: skip
    return out


# 1334 art. 6 تبصره: the kadkhoda's 5%, for which the law sets no deadline (its art. 5 month
# binds the Ministry of Finance)
NO_DEADLINE_1334 = Citation("1334", 6, "تبصره")


@read()
def deposit_lateness(db: Database, *, payment_id: int) -> dict:
    """How late a received payment was (or is) deposited, with the article."""
    p = _get_row(db, "fund_payment", payment_id)
    if p["kind"] == "goods":
        raise ValidationError.single("payment_id", "جنس به بانک واریز نمی‌شود.")
    dep = None
    if p["deposit_id"]:
        dep = _dt.date.fromisoformat(_get_row(db, "fund_deposit", p["deposit_id"])["deposited_on"])
    received = _dt.date.fromisoformat(p["received_on"])
    if p["collector"] == "ministry":  # the Ministry's month, from its collection (1334 art. 5)
        return compute_ministry_deposit(
            collected_on=_dt.date.fromisoformat(p["collected_on"]), deposited_on=received
        ).to_json()
    if not council_has_deadline(p["regime"]):
        return {
            "received_on": format_jalali(received), "deposited_on": format_jalali(dep) if dep else None,
            "due": None, "days_late": 0, "regime": p["regime"],
            "citations": [NO_DEADLINE_1334.to_json()], "explanation": deposit_sentence_fa(p["regime"]),
        }  # fmt: skip
    r = compute_deposit_days_late(
        regime=p["regime"],
        received_on=received,
        deposited_on=dep,
        on=dep or max(received, _dt.date.today()),
    )
    return r.to_json()


FUNDS_SQL = (
    "SELECT f.id, f.level, coalesce(v.name, d.name) FROM fund f "
    "LEFT JOIN village v ON v.id = f.village_id LEFT JOIN dehestan d ON d.id = f.dehestan_id"
)


@read()
def fund_choices(db: Database) -> list[dict]:
    """Every fund's id, level and name, in the list's order (villages first, then up), in one
    query: what a list to choose a fund from needs, without each fund's money (list_funds reads
    every fund's postings, seconds on a shahrestan's 2,000 funds)."""
    return [
        {"id": fid, "level": level, "name": _fund_name(level, place)}
        for fid, level, place in db.execute(
            FUNDS_SQL + " WHERE f.retired_at IS NULL ORDER BY CASE f.level WHEN 'village' THEN 0 "
            "WHEN 'dehestan' THEN 1 WHEN 'bakhsh' THEN 2 ELSE 3 END, f.id"
        ).fetchall()
    ]


@read()
def list_funds(db: Database) -> list[dict]:
    """Every fund with its money, for the page's list (villages first, then up)."""
    rows = []
    for (fid,) in db.execute(
        "SELECT id FROM fund WHERE retired_at IS NULL ORDER BY CASE level WHEN 'village' THEN 0 "
        "WHEN 'dehestan' THEN 1 WHEN 'bakhsh' THEN 2 ELSE 3 END, id"
    ).fetchall():
        f = get_fund(db, fid)
        rows.append({**f, "money": _money_balance(db, fid)})
    return rows


@read()
def village_funds(db: Database, village_id: int) -> dict[str, int | None]:
    """The ids of a village's fund and the funds above it, without creating any (None if none)."""
    _need_row_id("village", village_id)
    v = db.execute("SELECT dehestan_id FROM village WHERE id = ?", [village_id]).fetchone()
    if v is None:
        return {"village": None, "dehestan": None, "bakhsh": None, "shahrestan": None}

    def find(level: str, vid: int | None, did: int | None) -> int | None:
        row = db.execute(
            "SELECT id FROM fund WHERE level = ? AND coalesce(village_id, 0) = ? AND coalesce(dehestan_id, 0) = ?",
            [level, vid or 0, did or 0],
        ).fetchone()
        return int(row[0]) if row else None

    return {
        "village": find("village", village_id, None),
        "dehestan": find("dehestan", None, int(v[0])),
        "bakhsh": find("bakhsh", None, None),
        "shahrestan": find("shahrestan", None, None),
    }


@read()
def table(
    db: Database,
    *,
    report: str,
    fund_id: int | None = None,
    start: object = None,
    end: object = None,
    year: int | None = None,
    today: object = None,
) -> tuple[list[str], list[list[object]]]:
    """A report as headers and rows of plain values, for CSV/XLSX export (the export defuses
    formulas): ``statement``, ``book``, ``arrears`` or ``balance``."""
    c = Checker()
    c.choice("report", report, ("statement", "book", "arrears", "balance"))
    if report in ("statement", "book"):
        _fund_id(c, db, fund_id)
    c.raise_if_any()
    if report == "statement":
        assert fund_id is not None
        st = statement(db, fund_id=fund_id, start=start, end=end)  # type: ignore[arg-type]
        rows: list[list[object]] = [["موجودی آغاز دوره", st.opening_rials]]
        rows += [[f"دریافت: {k}", v] for k, v in st.receipts]
        rows += [["وام", st.loans_rials]] if st.loans_rials else []
        rows += [[f"انتقال: {k}", -v] for k, v in st.transfers_out]
        rows += [[f"هزینه: {k}", -v] for k, v in st.expenses]
        rows += [["موجودی پایان دوره", st.closing_rials]]
        return ["شرح", "ریال"], rows
    if report == "book":
        book = yearly_book(db, fund_id=fund_id, year=year)  # type: ignore[arg-type]
        return ["سند", "تاریخ", "شرح", "دریافت", "پرداخت", "مانده"], [
            [
                r["entry_id"] or "",
                r["posted_on"].isoformat(),
                r["memo"],
                r["in"],
                r["out"],
                r["balance"],
            ]
            for r in book
        ]
    if report == "arrears":
        return ["مالک", "آبادی", "بدهی ریالی", "جنس (گرم)"], [
            [a["landlord"], a["villages"], a["rials"], sum(a["grams"].values())]
            for a in arrears(db, today=today)  # type: ignore[arg-type]
        ]
    bc = balance_check(db)
    return ["صندوق", "جمع گردش ریالی", "موجودی", "حساب منفی"], [
        [f["name"], f["rials_sum"], f["money"], "، ".join(f["negative"])] for f in bc.funds
    ]


@read()
def obligations(
    db: Database, *, fund_id: int, limit: int | None = None, after: dict | None = None
) -> list[dict]:
    """The obligations to a village fund, with what is paid and outstanding, by due day; with
    ``limit``, a page of them, and with ``after`` (the last row of the page before), the page
    that follows it, read on from the fund's index of due days."""
    from desktop.services.funds.assessment import get_obligation

    c = Checker()
    fid = _fund_id(c, db, fund_id)
    c.raise_if_any()
    day, ident = ("", 0) if after is None else _keyset(after, "due_on", "id")
    return [
        get_obligation(db, int(r[0]))
        for r in db.execute(
            "SELECT id FROM fund_obligation WHERE fund_id = ? AND retired_at IS NULL "
            "AND (due_on, id) > (?, ?) ORDER BY due_on, id" + _limit_clause(limit),
            [fid, day, ident],
        ).fetchall()
    ]


@read()
def obligations_count(db: Database, *, fund_id: int) -> int:
    """How many obligations the fund's list shows."""
    return _count_of_fund(db, fund_id, "fund_obligation", " AND retired_at IS NULL")


def _count_of_fund(db: Database, fund_id: object, table: str, where: str = "") -> int:
    c = Checker()
    fid = _fund_id(c, db, fund_id)
    c.raise_if_any()
    return db.execute(f"SELECT count(*) FROM {table} WHERE fund_id = ?{where}", [fid]).fetchone()[0]


@read()
def stores(db: Database, *, fund_id: int) -> list[dict]:
    return _rows_of_fund(
        db, fund_id, "SELECT * FROM fund_store WHERE fund_id = ? AND retired_at IS NULL ORDER BY id"
    )


@read()
def expense_categories(db: Database, *, fund_id: int, on: _dt.date | str) -> dict[str, str]:
    """The categories an expense of this fund may be filed under on a day (its regime's list)."""
    from desktop.services.funds.common import _dated

    c = Checker()
    fid = _fund_id(c, db, fund_id)
    day, regime = _dated(c, "on", on)
    c.raise_if_any()
    assert fid and regime
    return {
        k: v for k, v in categories(regime, get_fund(db, fid)["level"]).items() if k != "help_lower"
    }


@read()
def income_kinds(db: Database, *, on: _dt.date | str) -> dict[str, str]:
    """The kinds of income assessed under the regime in force on a day, with Persian labels."""
    from desktop.services.funds.common import _dated

    c = Checker()
    day, regime = _dated(c, "on", on)
    c.raise_if_any()
    kinds = KINDS_1334 if regime == "1334" else KINDS_1331
    return {k: INCOME_KIND_FA[k] for k in kinds}


@read()
def money_of(db: Database, fund_id: int) -> dict:
    """The fund's money and its parts, which add up to it: the bank, the cash not deposited, the
    fund's share of cash its villages received and have not deposited (``due_from``), less the
    shares of the funds above and of the agricultural council in its own such cash (``due_to``,
    ``due_council``, negative); ``split_citations`` are the articles of those shares (the split of
    1331 art. 7 / 1334 art. 6 and the bakhsh's transfer of 1331 art. 12 / 1334 art. 11)."""
    f = get_fund(db, fund_id)  # NotFound for anything that is not a fund's id
    from desktop.services.funds.ledger import _balances

    b = _balances(db, fund_id)
    parts = {k: 0 for k in MONEY_ACCOUNTS}
    for code, rials in b.items():
        if _base_code(code) in MONEY_ACCOUNTS:
            parts[_base_code(code)] += rials
    citations: list[str] = []
    if parts["due_from"] or parts["due_to"] or parts["due_council"]:
        for regime, on in db.execute(
            "SELECT regime, min(received_on) FROM fund_payment WHERE deposit_id IS NULL "
            "AND kind != 'goods' AND reversed_at IS NULL AND entry_id IN "
            "(SELECT entry_id FROM ledger_posting WHERE fund_id = ?) GROUP BY regime ORDER BY 2",
            [fund_id],
        ).fetchall():
            day = _dt.date.fromisoformat(on)
            cs = list(compute_distribution(regime=regime, amount_rials=0, on=day).citations)
            if f["level"] in ("bakhsh", "shahrestan"):
                cs += compute_bakhsh_transfer(
                    regime=regime, bakhsh_income_rials=0, on=day
                ).citations
            citations += [c.short() for c in cs if c.short() not in citations]
    return {"money": sum(parts.values()), **parts, "split_citations": citations}


@read()
def payments(
    db: Database, *, fund_id: int, limit: int | None = None, after: dict | None = None
) -> list[dict]:
    """Everything the fund received (cash, goods, sales), newest first; with ``limit``, a page of
    it, and with ``after`` (the last row of the page before), the page that follows it, read on
    from the fund's index of receipt days (``fund_payment_fund``)."""
    c = Checker()
    fid = _fund_id(c, db, fund_id)
    c.raise_if_any()
    sql = "SELECT * FROM fund_payment t WHERE t.fund_id = ?"
    return _day_page(db, sql, [fid], "received_on", limit, after)


@read()
def payments_count(db: Database, *, fund_id: int) -> int:
    """How many receipts the fund's list shows."""
    return _count_of_fund(db, fund_id, "fund_payment")


@read()
def print_target(db: Database, fund_id: int) -> tuple[int | None, str]:
    """The village a fund's documents are printed from (any village below it) and its level."""
    f = get_fund(db, fund_id)
    if f["level"] == "village":
        return int(f["village_id"]), "village"
    if f["level"] == "dehestan":
        row = db.execute(
            "SELECT id FROM village WHERE dehestan_id = ? ORDER BY id LIMIT 1", [f["dehestan_id"]]
        ).fetchone()
    else:
        row = db.execute(
            "SELECT village_id FROM fund WHERE level = 'village' ORDER BY id LIMIT 1"
        ).fetchone()
    return (int(row[0]) if row else None), f["level"]


@read()
def get_payment(db: Database, payment_id: int) -> dict:
    """A receipt (payment in cash or goods, or a sale); NotFound when missing."""
    return _get_row(db, "fund_payment", payment_id)
