"""Reading the register of cases: one case with its parties and history, and the search."""

from __future__ import annotations

import datetime as _dt
import functools
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, cast

from sqlite_utils import Database

from desktop import jalali
from desktop.domain.errors import NotFound, ValidationError
from desktop.domain.fields import Checker, is_row_id
from desktop.jalali import format_jalali
from desktop.services.cases.kinds import KINDS, STATES, STEPS, TERMINAL
from desktop.services.door import read
from desktop.services.rows import _keyset, _need_row_id, _row_by_id
from desktop.text import normalize, search_words, to_persian_digits

CASE_TABLES = ("case_file", "case_party", "case_event")


def guarded[F: Callable[..., Any]](fn: F) -> F:
    """For the read helpers that take a case row or a value: a wrong type or a malformed row
    is refused in Persian (ValidationError) rather than escaping as a TypeError or KeyError."""

    @functools.wraps(fn)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            return fn(*args, **kwargs)
        except (ValidationError, NotFound):
            raise
        except (TypeError, KeyError, ValueError, AttributeError, IndexError, OverflowError):
            raise ValidationError.single("input", "مقدار نامعتبر است.") from None

    return cast(F, wrapper)


@guarded
def case_number(case: dict) -> str:
    """«۱۲/۱۴۰۵»: the case's number within its filing year."""
    return to_persian_digits(f"{case['number']}/{case['year']}")


@guarded
def iso(d: _dt.date | None) -> str | None:
    return d.isoformat() if d else None


@guarded
def day(value: str | None) -> _dt.date | None:
    return _dt.date.fromisoformat(value) if value else None


@guarded
def on(value: str) -> _dt.date:
    """A stored (ISO) date that the schema guarantees is present."""
    return _dt.date.fromisoformat(value)


def not_after_today(c: Checker, field: str, d: _dt.date | None, what: str) -> None:
    """A filing or a step records what has happened: ``d`` after the office's today
    (``desktop.jalali.today``, the dashboard's day) is refused beside ``field``, ``what`` naming
    the date («تاریخ این گام»). A session a case is put to is scheduled, and is not checked here."""
    now = jalali.today()
    if d is not None and d > now:
        c.fail(
            field,
            f"{what} ({to_persian_digits(format_jalali(d))}) پس از امروز "
            f"({to_persian_digits(format_jalali(now))}) است؛ آنچه هنوز روی نداده ثبت نمی‌شود.",
        )


@read()
def get_case(db: Database, case_id: int) -> dict:
    return _row_by_id(
        db, "case_file", case_id,
        "SELECT c.*, v.name AS village_name FROM case_file c "
        "LEFT JOIN village v ON v.id = c.village_id WHERE c.id = ?",
    )  # fmt: skip


@guarded
def party_name(p: dict) -> str:
    if p.get("person_id") and p.get("first_name") is not None:
        return f"{p['first_name']} {p['last_name']}"
    return str(p.get("outside_name") or "")


def _case_rows(db: Database, case_id: int, sql: str, params: list | None = None) -> list[dict]:
    """The rows ``sql`` reads for one case (``params``, by default the case's id), the id refused
    first if it cannot be a case's."""
    _need_row_id("case_file", case_id)
    return [dict(r) for r in db.query(sql, [case_id] if params is None else params)]


@read()
def parties(db: Database, case_id: int) -> list[dict]:
    return parties_of_cases(db, [case_id])[case_id]


@read()
def parties_of_cases(db: Database, case_ids: list[int]) -> dict[int, list[dict]]:
    """The parties of each case of ``case_ids``, read with one query (each id refused first if
    it cannot be a case's): the dashboard goes through hundreds of cases."""
    out: dict[int, list[dict]] = {}
    for case_id in case_ids:
        _need_row_id("case_file", case_id)
        out[case_id] = []
    if out:
        marks = ", ".join("?" for _ in out)
        for r in db.query(
            "SELECT cp.*, p.first_name, p.last_name, p.father_name, p.national_code, "
            "v.name AS village_name FROM case_party cp "
            "LEFT JOIN person p ON p.id = cp.person_id "
            "LEFT JOIN village v ON v.id = p.residence_village_id "
            f"WHERE cp.case_id IN ({marks}) AND cp.retired_at IS NULL "
            "ORDER BY cp.case_id, cp.side, cp.id",
            list(out),
        ):
            row = dict(r)
            row["name"] = party_name(row)
            out[row["case_id"]].append(row)
    return out


@read()
def get_party(db: Database, party_id: int) -> dict:
    _need_row_id("case_party", party_id)
    row = db.execute("SELECT case_id FROM case_party WHERE id = ?", [party_id]).fetchone()
    if row is None:
        raise NotFound("case_party", party_id)
    for p in parties(db, row[0]):
        if p["id"] == party_id:
            return p
    raise NotFound("case_party", party_id)


@read()
def events(db: Database, case_id: int) -> list[dict]:
    """The case's history, oldest first: each step with its date, party and note."""
    rows = _case_rows(
        db, case_id, "SELECT * FROM case_event WHERE case_id = ? ORDER BY on_date, id"
    )
    for r in rows:
        r["step_fa"] = STEPS.get(r["step"], r["step"])
        r["state_fa"] = STATES.get(r["state_after"], r["state_after"])
    return rows


@read()
def letters_of(db: Database, case_id: int) -> list[dict]:
    """The numbered documents issued for the case (about it, or to one of its parties)."""
    return _case_rows(db, case_id, (
        "SELECT id, year, number, letter_date, template_key, counterpart, subject, status "
        "FROM letter WHERE direction = 'out' AND ("
        "(record_table = 'case_file' AND record_id = ?) OR "
        "(record_table = 'case_party' AND record_id IN "
        "(SELECT id FROM case_party WHERE case_id = ?))) ORDER BY letter_date, number"
    ), [case_id, case_id])  # fmt: skip


@read()
@guarded
def search_norm(db: Database, case_id: int) -> str:
    case = get_case(db, case_id)
    names = " ".join(p["name"] for p in parties(db, case_id))
    return normalize(
        " ".join(
            str(x)
            for x in (
                f"{case['number']}/{case['year']}",
                KINDS.get(case["kind"], ""),
                STATES.get(case["state"], ""),
                case["subject"],
                case.get("village_name") or "",
                names,
            )
        )
    )


@dataclass(frozen=True)
class CaseQuery:
    text: str = ""
    kinds: tuple[str, ...] = ()
    state: str = ""  # a state key, "open" (not finished) or "" (any)


def _cases_where(q: CaseQuery) -> tuple[list[str], list[object]]:
    if not isinstance(q, CaseQuery):
        raise ValidationError.single("query", "جست‌وجوی نامعتبر.")
    # unary + on kind and state keeps the planner on the filing-date index, which it walks in
    # the list's order and leaves after one page; the kind-and-state index would make it sort
    # every matching case first
    where = ["c.retired_at IS NULL"]
    args: list[object] = []
    if q.kinds:
        where.append(f"+c.kind IN ({', '.join('?' for _ in q.kinds)})")
        args.extend(q.kinds)
    if q.state == "open":
        where.append(f"+c.state NOT IN ({', '.join('?' for _ in TERMINAL)})")
        args.extend(sorted(TERMINAL))
    elif q.state:
        where.append("+c.state = ?")
        args.append(q.state)
    for word in search_words(q.text):
        where.append("c.search_norm LIKE ? ESCAPE '\\'")
        esc = word.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
        args.append(f"%{esc}%")
    return where, args


def list_cases_sql(
    q: CaseQuery, *, limit: int = 1000, after: dict | None = None
) -> tuple[str, list[object]]:
    """The SQL of one page of the cases' list (public so a test can check its query plan)."""
    where, args = _cases_where(q)
    if after is not None:
        # keyset: the page goes on from the last row shown (newest filing first), read from
        # the index where the previous one ended rather than counted again from row 0
        filed, ident = _keyset(after, "filed_on", "id")
        where.append("c.filed_on <= ? AND (c.filed_on < ? OR c.id < ?)")
        args += [filed, filed, ident]
    if not is_row_id(limit):
        raise ValidationError.single("limit", "عدد نامعتبر است.")
    sql = (
        "SELECT c.*, v.name AS village_name, (SELECT group_concat(coalesce("
        "p.first_name || ' ' || p.last_name, cp.outside_name), '، ') FROM case_party cp "
        "LEFT JOIN person p ON p.id = cp.person_id WHERE cp.case_id = c.id "
        "AND cp.retired_at IS NULL) AS party_names "
        "FROM case_file c LEFT JOIN village v ON v.id = c.village_id WHERE "
        + " AND ".join(where)
        + " ORDER BY c.filed_on DESC, c.id DESC LIMIT ?"
    )
    return sql, [*args, limit]


@read()
@guarded
def list_cases(
    db: Database, q: CaseQuery, *, limit: int = 1000, after: dict | None = None
) -> list[dict]:
    """Cases matching the query, newest filing first, with the names of their parties; with
    ``after`` (the last row of the previous page), the page that follows it."""
    sql, args = list_cases_sql(q, limit=limit, after=after)
    return [dict(r) for r in db.query(sql, args)]


@read()
@guarded
def count_cases(db: Database, q: CaseQuery) -> int:
    """How many cases match the query: the exact total the list shows."""
    where, args = _cases_where(q)
    # counting, the kind-and-state index is the one to use: drop the unary +
    clause = " AND ".join(w.replace("+c.", "c.") for w in where)
    return db.execute(f"SELECT count(*) FROM case_file c WHERE {clause}", args).fetchone()[0]


@read()
def open_counts(db: Database) -> dict[tuple[str, str], int]:
    """Open cases by (kind, state), for the dashboard's chart."""
    rows = db.execute(
        f"SELECT kind, state, count(*) FROM case_file WHERE retired_at IS NULL AND state NOT IN "
        f"({', '.join('?' for _ in TERMINAL)}) GROUP BY kind, state",
        sorted(TERMINAL),
    ).fetchall()
    return {(k, s): n for k, s, n in rows}


@guarded
def jdate_fa(value: str | _dt.date | None) -> str:
    if not value:
        return ""
    d = value if isinstance(value, _dt.date) else _dt.date.fromisoformat(value)
    return format_jalali(d, persian_digits=True)
