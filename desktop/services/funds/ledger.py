"""The double-entry ledger of the funds: accounts, balanced entries, reversals, closed periods.

Why not a library: python-accounting (SQLAlchemy ORM, its own schema and session, Decimal
amounts, IFRS statements) and beancount / ledger-style tools (a text journal parsed in memory,
Decimal, no SQLite) would each bring a second store beside the office database, outside its
migrations, audit triggers, backups and single-transaction services. The funds need far less:
integer rials and integer grams, one chart of a dozen accounts per fund, balanced entries
never edited. Two tables and the checks below do that inside the same transaction as the act.

Signs: a posting's ``rials``/``grams`` are positive for a debit and negative for a credit. Every
entry balances **within each fund** it touches, in rials and in grams of each commodity. After
an entry is written, no fund it touches may be left below zero: no asset account (cash, bank,
a store's goods) negative, and the fund's own money (cash + bank + what other funds owe it −
what it owes them) never negative. A violation rolls the whole act back.
"""

from __future__ import annotations

import datetime as _dt
from dataclasses import dataclass
from typing import Any

from sqlite_utils import Database

from desktop.domain.errors import NotFound, ValidationError
from desktop.domain.fields import Checker
from desktop.rules.in_kind import COMMODITIES, quantity_text
from desktop.services.change import Change
from desktop.services.door import action, read
from desktop.services.funds.common import LEVEL_FA, _get_row, _need_id, _txt
from desktop.store.db import insert_row, now_iso
from desktop.text import group_thousands

ACCOUNT_KIND = {
    "cash": "asset", "bank": "asset", "store": "asset", "due_from": "asset",
    "due_to": "liability", "loan": "liability", "due_council": "liability",
    "levy": "income", "split_income": "income", "sale_income": "income", "help_income": "income",
    "loan_in": "income",
    "expense": "expense", "split_out": "expense", "help_out": "expense", "goods_sold": "expense",
}  # fmt: skip
ACCOUNT_FA = {
    "cash": "وجه نقد نزد صندوق (واریزنشده)", "bank": "حساب بانک", "store": "انبار جنس",
    "due_from": "طلب از صندوق دیگر", "due_to": "بدهی به صندوق دیگر", "loan": "وام بانک",
    "due_council": "سهم شورای کشاورزی شهرستان (۱۳۳۴ م۶)",
    "levy": "درآمد عوارض", "split_income": "سهم از درآمد صندوق پایین‌تر",
    "sale_income": "فروش جنس", "help_income": "کمک صندوق بالاتر", "loan_in": "وام",
    "expense": "هزینه", "split_out": "سهم صندوق‌های بالاتر", "help_out": "کمک به صندوق پایین‌تر",
    "goods_sold": "جنس فروخته‌شده",
}  # fmt: skip
# ``due_council``: the 1% of 1334 art. 6 that a village's receipts owe the shahrestan's agricultural
# council — a body of its own, outside the development funds, so not an account of the
# shahrestan central fund (which receives only the bakhsh's 10% of art. 11).
MONEY_ACCOUNTS = ("cash", "bank", "due_from", "due_to", "due_council")


def _base_code(code: str) -> str:
    return code.split(":", 1)[0]


@dataclass(frozen=True)
class Line:
    fund_id: int
    code: str
    rials: int = 0
    commodity: str | None = None
    grams: int = 0


def _fund_title(db: Database, fund_id: int) -> str:
    f = get_fund(db, fund_id)
    return f["name"]


@read()
def get_fund(db: Database, fund_id: object) -> dict:
    """A fund with its Persian name («صندوق عمران قریهٔ کامو»)."""
    f = _get_row(db, "fund", fund_id)
    place = None
    if f["level"] == "village":
        place = db.execute("SELECT name FROM village WHERE id = ?", [f["village_id"]]).fetchone()
    elif f["level"] == "dehestan":
        place = db.execute("SELECT name FROM dehestan WHERE id = ?", [f["dehestan_id"]]).fetchone()
    f["name"] = _fund_name(f["level"], place[0] if place else None)
    return f


def _fund_name(level: str, place: str | None) -> str:
    """«صندوق عمران قریهٔ کامو» from a fund's level and its village's or dehestan's name."""
    if level == "village":
        return f"صندوق عمران قریهٔ {place or '?'}"
    if level == "dehestan":
        return f"صندوق عمران دهستان {place or '?'}"
    if level == "bakhsh":
        return "صندوق عمران بخش"
    return "صندوق مرکزی شهرستان"


def _ensure(db: Database, level: str, village_id: int | None, dehestan_id: int | None) -> int:
    row = db.execute(
        "SELECT id FROM fund WHERE level = ? AND coalesce(village_id, 0) = ? AND coalesce(dehestan_id, 0) = ?",
        [level, village_id or 0, dehestan_id or 0],
    ).fetchone()
    if row:
        return int(row[0])
    return insert_row(
        db, "fund", {"level": level, "village_id": village_id, "dehestan_id": dehestan_id}
    )


def _funds_of_village(db: Database, village_id: int) -> dict[str, int]:
    """The village's fund and the funds above it, created on first use (call inside a transaction)."""
    v = db.execute("SELECT dehestan_id FROM village WHERE id = ?", [village_id]).fetchone()
    if v is None:
        raise NotFound("village", village_id)
    return {
        "village": _ensure(db, "village", village_id, None),
        "dehestan": _ensure(db, "dehestan", None, int(v[0])),
        "bakhsh": _ensure(db, "bakhsh", None, None),
        "shahrestan": _ensure(db, "shahrestan", None, None),
    }


@action(right="post")
def open_fund(
    db: Database, *, level: str, village_id: int | None = None, dehestan_id: int | None = None
) -> Change:
    """Open (or find) the fund of a village, a dehestan, the bakhsh or the shahrestan."""
    c = Checker()
    lv = c.choice("level", level, tuple(LEVEL_FA))
    vid = _need_id(c, "village_id", village_id) if lv == "village" else None
    did = _need_id(c, "dehestan_id", dehestan_id) if lv == "dehestan" else None
    if lv not in ("village",) and village_id is not None:
        c.fail("village_id", "فقط صندوق قریه آبادی دارد.")
    if lv != "dehestan" and dehestan_id is not None:
        c.fail("dehestan_id", "فقط صندوق دهستان دهستان دارد.")
    for table, ident, name in (("village", vid, "آبادی"), ("dehestan", did, "دهستان")):
        live = f"SELECT 1 FROM {table} WHERE id = ? AND retired_at IS NULL"
        if ident and not db.execute(live, [ident]).fetchone():
            c.fail(f"{table}_id", f"{name} را از فهرست برگزینید.")
    c.raise_if_any()
    assert lv is not None
    with db.atomic():
        if lv == "village":
            assert vid is not None
            ident = _funds_of_village(db, vid)["village"]
        else:
            ident = _ensure(db, lv, None, did)
    return Change.of("fund", ids=[ident])


def _account_id(db: Database, fund_id: int, code: str) -> int:
    row = db.execute(
        "SELECT id FROM fund_account WHERE fund_id = ? AND code = ?", [fund_id, code]
    ).fetchone()
    if row:
        return int(row[0])
    return insert_row(
        db,
        "fund_account",
        {"fund_id": fund_id, "code": code, "kind": ACCOUNT_KIND[_base_code(code)]},
    )


def _closed_through(db: Database, fund_id: int) -> _dt.date | None:
    row = db.execute(
        "SELECT max(closed_through) FROM fund_period WHERE fund_id IS NULL OR fund_id = ?",
        [fund_id],
    ).fetchone()
    return _dt.date.fromisoformat(row[0]) if row and row[0] else None


def _post(
    db: Database,
    *,
    on: _dt.date,
    kind: str,
    memo: str,
    lines: list[Line],
    regime: str | None = None,
    citations: str | None = None,
    source: tuple[str, int] | None = None,
    reverses_id: int | None = None,
    reason: str | None = None,
    explanation: str | None = None,
) -> int:
    """Write one balanced entry (inside the caller's transaction) and check the funds it touches."""
    funds = sorted({ln.fund_id for ln in lines})
    for f in funds:
        mine = [ln for ln in lines if ln.fund_id == f]
        if sum(ln.rials for ln in mine) != 0:
            raise AssertionError(f"entry {memo!r} does not balance in rials in fund {f}")
        for com in {ln.commodity for ln in mine if ln.commodity}:
            if sum(ln.grams for ln in mine if ln.commodity == com) != 0:
                raise AssertionError(f"entry {memo!r} does not balance in {com} in fund {f}")
        closed = _closed_through(db, f)
        if closed is not None and on <= closed:
            from desktop.jalali import format_jalali
            from desktop.text import to_persian_digits

            raise ValidationError.single(
                "on",
                f"دورهٔ مالی {_fund_title(db, f)} تا {to_persian_digits(format_jalali(closed))} بسته شده "
                "است؛ سندی با تاریخ پیش از آن پذیرفته نیست.",
            )
    entry = insert_row(
        db,
        "ledger_entry",
        {
            "posted_on": on.isoformat(),
            "kind": kind,
            "memo": memo,
            "regime": regime,
            "citations": citations,
            "source_table": source[0] if source else None,
            "source_id": source[1] if source else None,
            "reverses_id": reverses_id,
            "reason": reason,
        },  # fmt: skip
    )
    stamp = now_iso()
    rows = [
        (entry, ln.fund_id, _account_id(db, ln.fund_id, ln.code), on.isoformat(), ln.rials,
         ln.commodity, ln.grams, stamp, stamp)
        for ln in lines
        if ln.rials or ln.grams
    ]  # fmt: skip
    db.conn.executemany(
        "INSERT INTO ledger_posting (entry_id, fund_id, account_id, posted_on, rials, commodity, grams, "
        "created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
        rows,
    )
    for f in funds:
        _check_fund(db, f)
    return entry


def _insert_posted(db: Database, table: str, values: dict[str, object], **entry: Any) -> int:
    """Insert a record and post the entry it makes (``entry``: the keywords of ``_post``; the
    record is the entry's source, the entry its ``entry_id``), inside the caller's transaction;
    the record's id."""
    ident = insert_row(db, table, values)
    entry_id = _post(db, source=(table, ident), **entry)
    db.execute(f"UPDATE {table} SET entry_id = ? WHERE id = ?", [entry_id, ident])
    return ident


def _record_posted(db: Database, table: str, values: dict[str, object], **entry: Any) -> Change:
    """``_insert_posted`` in a transaction of its own: the change to the record and its entry."""
    with db.atomic():
        ident = _insert_posted(db, table, values, **entry)
    return Change.of(table, "ledger_entry", ids=[ident])


def _snapshot(db: Database, fund_id: int, until: _dt.date | None) -> tuple[str | None, list[tuple]]:
    """The latest closed period covering the fund (on or before ``until``) and its balances."""
    sql = "SELECT id, closed_through FROM fund_period WHERE (fund_id IS NULL OR fund_id = ?)"
    args: list = [fund_id]
    if until is not None:
        sql += " AND closed_through <= ?"
        args.append(until.isoformat())
    row = db.execute(sql + " ORDER BY closed_through DESC, id DESC LIMIT 1", args).fetchone()
    if row is None:
        return None, []
    rows = db.execute(
        "SELECT account_id, commodity, rials, grams FROM fund_period_balance WHERE period_id = ? AND fund_id = ?",
        [row[0], fund_id],
    ).fetchall()
    return str(row[1]), rows


def _account_balances(
    db: Database, fund_id: int, *, until: _dt.date | None = None
) -> list[tuple[str, str, str | None, int, int]]:
    """(code, kind, commodity, rials, grams) of every account of the fund, up to and including
    ``until``: the last closed period's balances plus the postings after it."""
    since, snap = _snapshot(db, fund_id, until)
    totals: dict[tuple[int, str | None], list[int]] = {}
    for acc, com, r, g in snap:
        totals[(acc, com)] = [int(r), int(g)]
    sql = (
        "SELECT account_id, commodity, sum(rials), sum(grams) FROM ledger_posting WHERE fund_id = ?"
    )
    args: list = [fund_id]
    if since is not None:
        sql += " AND posted_on > ?"
        args.append(since)
    if until is not None:
        sql += " AND posted_on <= ?"
        args.append(until.isoformat())
    for acc, com, r, g in db.execute(sql + " GROUP BY account_id, commodity", args).fetchall():
        t = totals.setdefault((acc, com), [0, 0])
        t[0] += int(r)
        t[1] += int(g)
    accounts = {
        i: (code, kind)
        for i, code, kind in db.execute(
            "SELECT id, code, kind FROM fund_account WHERE fund_id = ?", [fund_id]
        )
    }
    return [
        (*accounts[acc], com, r, g)
        for (acc, com), (r, g) in sorted(totals.items(), key=lambda x: (x[0][0], x[0][1] or ""))
    ]


def _check_fund(db: Database, fund_id: int) -> None:
    """Refuse (ValidationError) a state where the fund is below zero anywhere."""
    name = None
    net = 0
    for code, kind, commodity, total_r, total_g in _account_balances(db, fund_id):
        if _base_code(code) in MONEY_ACCOUNTS:
            net += total_r
        if kind == "asset" and (total_r < 0 or total_g < 0):
            name = name or _fund_title(db, fund_id)
            what = ACCOUNT_FA[_base_code(code)]
            amount = (
                f"{quantity_text(total_g)} {COMMODITIES.get(commodity or '', '')}"
                if total_g < 0
                else f"{group_thousands(total_r)} ریال"
            )
            raise ValidationError.single(
                "amount", f"این کار «{what}» {name} را منفی می‌کند ({amount})؛ پذیرفته نیست."
            )
    if net < 0:
        raise ValidationError.single(
            "amount",
            f"این کار موجودی {_fund_title(db, fund_id)} را به {group_thousands(net)} ریال (کمتر از صفر) می‌رساند؛ پذیرفته نیست.",
        )


def _balances(db: Database, fund_id: int, *, until: _dt.date | None = None) -> dict[str, int]:
    """Account code -> rials balance (debit +), up to and including ``until``."""
    out: dict[str, int] = {}
    for code, _kind, _com, r, _g in _account_balances(db, fund_id, until=until):
        out[code] = out.get(code, 0) + r
    return out


def _money_balance(db: Database, fund_id: int, *, until: _dt.date | None = None) -> int:
    """The fund's own money: cash + bank + what other funds owe it − what it owes them."""
    return sum(
        v for k, v in _balances(db, fund_id, until=until).items() if _base_code(k) in MONEY_ACCOUNTS
    )


def _bank_balance(db: Database, fund_id: int) -> int:
    return _balances(db, fund_id).get("bank", 0)


@read()
def stock(db: Database, fund_id: int) -> list[dict]:
    """Goods per store and commodity, in grams."""
    get_fund(db, fund_id)  # NotFound for anything that is not a fund's id
    names = {
        f"store:{i}": n
        for i, n in db.execute("SELECT id, name FROM fund_store WHERE fund_id = ?", [fund_id])
    }
    return [
        {
            "store_id": int(code.split(":")[1]),
            "store": names.get(code, ""),
            "commodity": com,
            "grams": g,
        }
        for code, _k, com, _r, g in _account_balances(db, fund_id)
        if code.startswith("store:") and g
    ]


REVERSIBLE = (
    "fund_payment",
    "fund_deposit",
    "fund_order",
    "fund_expense",
    "fund_transfer",
    "fund_loan",
)


@action(right="post")
def reverse_entry(
    db: Database, *, entry_id: int, reason: str, on: _dt.date | str | None = None
) -> Change:
    """Correct a mistake: post the same entry with every sign turned, citing the reason. The
    original stays as it was; an entry is reversed once; a reversal is not itself reversed."""
    c = Checker()
    ident = _need_id(c, "entry_id", entry_id)
    why = _txt(c, "reason", reason, required=True, max_len=500)
    day = c.date("on", on)
    c.raise_if_any()
    entry = _get_row(db, "ledger_entry", ident)
    if entry["reverses_id"] is not None:
        raise ValidationError.single("entry_id", "این سند خود اصلاحیه است و برگشت نمی‌خورد.")
    if db.execute("SELECT 1 FROM ledger_entry WHERE reverses_id = ?", [ident]).fetchone():
        raise ValidationError.single("entry_id", "این سند پیش‌تر برگشت خورده است.")
    when = day or _dt.date.fromisoformat(entry["posted_on"])
    if when < _dt.date.fromisoformat(entry["posted_on"]):
        raise ValidationError.single("on", "تاریخ سند اصلاحی پیش از تاریخ سند اصلی است.")
    _refuse_closed_original(db, entry["id"], entry)
    _refuse_deposited_receipt(db, entry)
    lines = [
        Line(f, code, -r, com, -g)
        for f, code, r, com, g in db.execute(
            "SELECT p.fund_id, a.code, p.rials, p.commodity, p.grams FROM ledger_posting p "
            "JOIN fund_account a ON a.id = p.account_id WHERE p.entry_id = ? ORDER BY p.id",
            [ident],
        ).fetchall()
    ]
    assert why is not None
    with db.atomic():
        new = _post(
            db, on=when, kind="reversal", memo=f"برگشت سند {entry['id']}: {entry['memo']}", lines=lines,
            regime=entry["regime"], citations=entry["citations"], reverses_id=ident, reason=why,
            explanation=entry["explanation"],
        )  # fmt: skip
        table = entry["source_table"]
        if table in REVERSIBLE:
            db.execute(
                f"UPDATE {table} SET reversed_at = ?, reversal_reason = ?, updated_at = ? WHERE id = ?",
                [when.isoformat(), why, now_iso(), entry["source_id"]],
            )
            if table == "fund_deposit":
                db.execute(
                    "UPDATE fund_payment SET deposit_id = NULL, updated_at = ? WHERE deposit_id = ?",
                    [now_iso(), entry["source_id"]],
                )
    return Change.of("ledger_entry", "ledger_posting", *([table] if table else []), ids=[new])


def _refuse_closed_original(db: Database, ident: int, entry: dict) -> None:
    """An entry dated in a closed period stays as it is: its reversal, whatever day it is
    dated, would change what the closing carried forward (docs/funds.md)."""
    posted = _dt.date.fromisoformat(entry["posted_on"])
    funds = [
        r[0]
        for r in db.execute(
            "SELECT DISTINCT fund_id FROM ledger_posting WHERE entry_id = ?", [ident]
        )
    ]
    for f in funds:
        closed = _closed_through(db, f)
        if closed is not None and posted <= closed:
            from desktop.jalali import format_jalali
            from desktop.text import to_persian_digits

            raise ValidationError.single(
                "entry_id",
                f"این سند در دورهٔ مالیِ بسته‌شدهٔ {_fund_title(db, f)} (تا "
                f"{to_persian_digits(format_jalali(closed))}) است؛ سند دورهٔ بسته برگشت نمی‌خورد، "
                "با هر تاریخی که برگشت زده شود. اصلاح را با سندی تازه در دورهٔ باز ثبت کنید.",
            )


def _refuse_deposited_receipt(db: Database, entry: dict) -> None:
    """A receipt already deposited is not reversed while its deposit stands: the cash it
    brought is in the bank, and reversing it would take another receipt's cash instead, which
    would then stay «undeposited» for ever with its deposit refused. The deposit is reversed
    first (its receipts become undeposited again)."""
    if entry["source_table"] != "fund_payment":
        return
    row = db.execute(
        "SELECT receipt_no, deposit_id FROM fund_payment WHERE id = ?", [entry["source_id"]]
    ).fetchone()
    if row is not None and row[1] is not None:
        raise ValidationError.single(
            "entry_id",
            f"دریافت رسید {_persian(row[0])} به بانک واریز شده است؛ دریافتِ "
            "واریزشده برگشت نمی‌خورد. نخست سند واریز آن را برگشت بزنید.",
        )


def _persian(value: object) -> str:
    from desktop.text import to_persian_digits

    return to_persian_digits(str(value))


@action(right="close_period")
def close_period(
    db: Database, *, through: _dt.date | str, fund_id: int | None = None, reason: str = ""
) -> Change:
    """Close the books through a day: no posting dated on or before it is accepted afterwards."""
    c = Checker()
    day = c.date("through", through, required=True)
    fid = None if fund_id is None else _need_id(c, "fund_id", fund_id)
    why = _txt(c, "reason", reason, max_len=500)
    c.raise_if_any()
    if fid is not None:
        get_fund(db, fid)
    assert day is not None
    if day >= _dt.date.today():
        raise ValidationError.single(
            "through",
            "دوره تنها تا روزی بسته می‌شود که گذشته است (نه امروز و نه روزی در آینده): بستن "
            "برگشت‌ناپذیر است و تا آن روز هیچ سندی را نمی‌پذیرفت.",
        )
    last = db.execute(
        "SELECT max(closed_through) FROM fund_period WHERE fund_id IS NULL OR fund_id IS ?", [fid]
    ).fetchone()[0]
    if last is not None and day.isoformat() <= last:
        raise ValidationError.single(
            "through", "دفاتر تا این تاریخ یا پس از آن پیش‌تر بسته شده است."
        )
    funds = (
        [fid]
        if fid is not None
        else [int(r[0]) for r in db.execute("SELECT id FROM fund").fetchall()]
    )
    carried = {f: _account_balances(db, f, until=day) for f in funds}  # before the period exists
    with db.atomic():
        ident = insert_row(
            db, "fund_period", {"fund_id": fid, "closed_through": day.isoformat(), "reason": why}
        )
        stamp = now_iso()
        for f, balances_ in carried.items():
            ids = {
                code: i
                for i, code in db.execute(
                    "SELECT id, code FROM fund_account WHERE fund_id = ?", [f]
                )
            }
            rows = [
                (ident, f, ids[code], com, r, g, stamp, stamp)
                for code, _k, com, r, g in balances_
                if r or g
            ]
            db.conn.executemany(
                "INSERT INTO fund_period_balance (period_id, fund_id, account_id, commodity, rials, grams, "
                "created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                rows,
            )
    return Change.of("fund_period", "fund_period_balance", ids=[ident])


@read()
def get_entry(db: Database, entry_id: object) -> dict:
    """An entry with its postings (account code, fund, rials, grams)."""
    e = _get_row(db, "ledger_entry", entry_id)
    e["postings"] = [
        dict(fund_id=f, code=code, rials=r, commodity=com, grams=g)
        for f, code, r, com, g in db.execute(
            "SELECT p.fund_id, a.code, p.rials, p.commodity, p.grams FROM ledger_posting p "
            "JOIN fund_account a ON a.id = p.account_id WHERE p.entry_id = ? ORDER BY p.id",
            [e["id"]],
        ).fetchall()
    ]
    return e
