"""Is a database from outside what this program would have made? Checked before a restored backup
replaces the office's file and before an imported copy of another bakhsh is accepted.

- ``schema_problems``: the tables, indexes, triggers and views are exactly those the migrations
  the file claims make (compared with a fresh database migrated in memory to the same point).
- ``book_problems``: every ledger entry balances within each fund (rials and grams) and has
  postings; every cash receipt equals the cash its entry posted.
- ``numbering_problems``: receipt numbers run 1, 2, 3 … within their year with no gap and none
  twice; the register's numbers run from the year's first number (1, or the one set for that
  year) within their direction and year; case numbers from 1 within their year; a land
  instalment's receipt number is paid once.
- ``audit_problems``: the audit trail covers every row — each row of an audited table has an
  entry in ``audit_log`` (its insert, or a later update), the latest such entry is not a delete,
  and that entry's image of the row equals the row in every column the image holds (a column
  added after the entry is not in its image); a scan's bytes match the SHA-256 the row keeps.

Each returns the problems in Persian ([] when sound); they take a ``sqlite3.Connection`` and only
read, so they run on a connection opened by ``untrusted.open_untrusted``.
"""

from __future__ import annotations

import functools
import hashlib
import json
import re
import sqlite3

from desktop.store import audit
from desktop.store.migrations import KNOWN_NAMES, MIGRATIONS
from desktop.text import to_persian_digits

MAX_PROBLEMS = 5
_KINDS_FA = {"table": "جدول", "index": "نمایهٔ", "trigger": "تریگر", "view": "نمای"}
_UNSHOWN = re.compile(r"[\x00-\x1f\x7f\u200e\u200f\u202a-\u202e\u2066-\u2069]")


def _fa(n: object) -> str:
    return to_persian_digits(str(n))


def _shown(name: object) -> str:
    """A name from the file, safe to show inside a message."""
    return _UNSHOWN.sub("", str(name))[:40]


def _tables(conn: sqlite3.Connection) -> set[str]:
    return {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}


# --- schema -----------------------------------------------------------------------------------


def _schema(conn: sqlite3.Connection) -> dict[tuple[str, str], tuple[str, str | None]]:
    """(type, name) -> (table, sql) of everything in the schema but the planner's statistics.
    The migrations' own bookkeeping table is sqlite-utils' (its text may differ between that
    library's versions): it must be there, but its definition is not compared."""
    return {
        (t, n): (tbl, None if n == "_sqlite_migrations" else sql)
        for t, n, tbl, sql in conn.execute(
            "SELECT type, name, tbl_name, sql FROM sqlite_master "
            "WHERE NOT (type = 'table' AND name IN ('sqlite_stat1', 'sqlite_stat4'))"
        )
    }


@functools.lru_cache(maxsize=4)
def expected_schema(applied: tuple[str, ...]) -> dict[tuple[str, str], tuple[str, str | None]]:
    """The schema a fresh database has after the migrations ``applied`` (a prefix of
    KNOWN_NAMES), made in memory."""
    from desktop.store.db import open_database

    db = open_database(":memory:", migrate=False)
    try:
        if applied:
            stop = KNOWN_NAMES[len(applied)] if len(applied) < len(KNOWN_NAMES) else None
            MIGRATIONS.apply(db, stop_before=stop)
        return _schema(db.conn)
    finally:
        db.close()


def applied_migrations(conn: sqlite3.Connection) -> list[str]:
    if "_sqlite_migrations" not in _tables(conn):
        return []
    return [
        r[0]
        for r in conn.execute(
            "SELECT name FROM _sqlite_migrations WHERE migration_set = 'bakhsh-office' "
            "ORDER BY rowid"
        )
    ]


def schema_problems(conn: sqlite3.Connection) -> list[str]:
    applied = tuple(applied_migrations(conn))
    if applied != KNOWN_NAMES[: len(applied)]:
        return ["فهرست تغییرات ساختار پرونده با آنچه برنامه به‌ترتیب می‌سازد یکی نیست"]
    want, have = expected_schema(applied), _schema(conn)
    problems = []
    for key in sorted(set(want) | set(have)):
        kind, name = _KINDS_FA.get(key[0], key[0]), _shown(key[1])
        if key not in have:
            problems.append(f"{kind} «{name}» که برنامه می‌سازد در پرونده نیست")
        elif key not in want:
            problems.append(f"{kind} «{name}» در پرونده هست که برنامه نمی‌سازد")
        elif want[key] != have[key]:
            problems.append(f"تعریف {kind} «{name}» با آنچه برنامه می‌سازد یکی نیست")
        if len(problems) >= MAX_PROBLEMS:
            break
    return problems


# --- books ------------------------------------------------------------------------------------


def book_problems(conn: sqlite3.Connection) -> list[str]:
    if not {"ledger_posting", "ledger_entry", "fund_payment", "fund_account"} <= _tables(conn):
        return []
    problems: list[str] = []
    unbalanced = conn.execute(
        "SELECT entry_id FROM ledger_posting GROUP BY entry_id, fund_id, commodity "
        "HAVING sum(rials) != 0 OR sum(coalesce(grams, 0)) != 0 LIMIT 1"
    ).fetchone()
    if unbalanced:
        problems.append(f"سند {_fa(unbalanced[0])} تراز نیست")
    empty = conn.execute(
        "SELECT e.id FROM ledger_entry e WHERE NOT EXISTS "
        "(SELECT 1 FROM ledger_posting p WHERE p.entry_id = e.id) LIMIT 1"
    ).fetchone()
    if empty:
        problems.append(f"سند {_fa(empty[0])} هیچ ردیفی ندارد")
    wrong = conn.execute(
        "SELECT f.receipt_no FROM fund_payment f WHERE f.kind = 'cash' AND f.entry_id IS NOT NULL "
        "AND f.amount_rials IS NOT (SELECT sum(p.rials) FROM ledger_posting p JOIN fund_account a "
        "ON a.id = p.account_id WHERE p.entry_id = f.entry_id AND a.fund_id = f.fund_id "
        "AND a.code = 'cash') LIMIT 1"
    ).fetchone()
    if wrong:
        problems.append(f"مبلغ رسید {_fa(wrong[0])} با آنچه سند آن به صندوق آورده برابر نیست")
    orphan = _entry_without_its_act(conn)
    if orphan is not None:
        problems.append(
            f"سند {_fa(orphan)} نه برگشت سندی است و نه سندِ رسید، واریز یا هزینه‌ای که به آن "
            "اشاره کند (سندی دوباره‌شده؟)"
        )
    return problems


def _entry_without_its_act(conn: sqlite3.Connection) -> int | None:
    """An entry that is neither a reversal nor the entry of the act it names (a payment, a
    deposit, an expense … whose ``entry_id`` is this entry): a doubled entry still balances,
    but its act points at the other one."""
    with_entry = {
        t
        for t in _tables(conn)
        if any(r[1] == "entry_id" for r in conn.execute(f'PRAGMA table_info("{t}")'))
    } - {"ledger_posting"}
    rows = conn.execute(
        "SELECT id, source_table, source_id FROM ledger_entry WHERE reverses_id IS NULL ORDER BY id"
    ).fetchall()
    for ident, table, source in rows:
        if table not in with_entry:
            return int(ident)
        found = conn.execute(f'SELECT entry_id FROM "{table}" WHERE id = ?', [source]).fetchone()
        if found is None or found[0] != ident:
            return int(ident)
    return None


# --- numbering --------------------------------------------------------------------------------


def _run_problem(numbers: list[int], first: int, what: str) -> str | None:
    """``numbers`` (sorted) must be first, first+1, … with none twice; the problem, or None."""
    expected = first
    for i, n in enumerate(numbers):
        if i and n == numbers[i - 1]:
            return f"{what} {_fa(n)} دو بار آمده است"
        if n != expected:
            return f"{what} {_fa(expected)} در دفتر نیست (پس از آن {_fa(n)} آمده است)"
        expected += 1
    return None


def _runs(conn: sqlite3.Connection, sql: str) -> dict[tuple, list[int]]:
    runs: dict[tuple, list[int]] = {}
    for *group, n in conn.execute(sql):
        runs.setdefault(tuple(group), []).append(n)
    return runs


def _yearly_problems(
    conn: sqlite3.Connection, table: str, year_and_number: str, what: str
) -> list[str]:
    """A book numbered from 1 each year: the first gap or repeat in each year's run."""
    runs = _runs(conn, f"SELECT {year_and_number} FROM {table} ORDER BY 1, 2")
    found = (
        _run_problem(numbers, 1, f"در سال {_fa(year)} {what}") for (year,), numbers in runs.items()
    )
    return [problem for problem in found if problem]


def numbering_problems(conn: sqlite3.Connection) -> list[str]:
    tables = _tables(conn)
    problems: list[str] = []
    if "fund_payment" in tables:
        problems += _yearly_problems(conn, "fund_payment", "receipt_year, receipt_no", "شمارهٔ رسید")
    if "letter" in tables:
        starts = {}
        if "letter_start" in tables:
            starts = {
                (d, y): n
                for d, y, n in conn.execute(
                    "SELECT direction, year, first_number FROM letter_start"
                )
            }
        runs = _runs(conn, "SELECT direction, year, number FROM letter ORDER BY 1, 2, 3")
        for (direction, year), numbers in runs.items():
            book = "نامه‌های صادره" if direction == "out" else "نامه‌های وارده"
            problem = _run_problem(
                numbers, starts.get((direction, year), 1), f"در دفتر {book} سال {_fa(year)} شمارهٔ"
            )
            if problem:
                problems.append(problem)
    if "case_file" in tables:
        problems += _yearly_problems(conn, "case_file", "year, number", "شمارهٔ پرونده")
    if "land_payment" in tables:
        twice = conn.execute(
            "SELECT receipt_no FROM land_payment WHERE receipt_no IS NOT NULL AND retired_at IS NULL "
            "GROUP BY receipt_no HAVING count(*) > 1 LIMIT 1"
        ).fetchone()
        if twice:
            problems.append(f"رسید قسط زمین «{_shown(twice[0])}» دو بار پرداخت شده است")
    return problems[:MAX_PROBLEMS]


# --- the audit trail --------------------------------------------------------------------------


def _same(row_value: object, image_value: object) -> bool:
    if row_value == image_value:
        return True
    numbers = (int, float)
    if isinstance(row_value, numbers) and isinstance(image_value, numbers):
        return abs(row_value - image_value) <= 1e-9 * max(1.0, abs(row_value))
    return False


def _image(text: object) -> dict | None:
    """An audit entry's JSON image of a row, or None when it is not one."""
    if not isinstance(text, str):
        return None
    try:
        image = json.loads(text)
    except ValueError:
        return None
    return image if isinstance(image, dict) else None


def _row_behind_its_trail(conn: sqlite3.Connection, table: str, cols: list[str]) -> str | None:
    """In SQL, for a table keyed by its rowid: the first row whose latest insert/update/delete
    entry is missing, a delete, or an image differing from it in a column the image holds."""
    t = audit._quote(table)
    differs = (
        " OR ".join(
            f"(json_type(a.new, '$.\"{c}\"') IS NOT NULL AND "
            f"json_extract(a.new, '$.\"{c}\"') IS NOT t.{audit._quote(c)})"
            for c in cols
            if c not in audit.SECRET_COLUMNS and '"' not in c
        )
        or "0"
    )
    row = conn.execute(
        f"SELECT t.rowid, a.action, json_valid(a.new) FROM {t} t LEFT JOIN "
        f"(SELECT row_id, max(id) AS id FROM {audit.AUDIT_TABLE} WHERE table_name = ? AND "
        "action IN ('insert', 'update', 'delete') GROUP BY row_id) l ON l.row_id = t.rowid "
        f"LEFT JOIN {audit.AUDIT_TABLE} a ON a.id = l.id WHERE a.id IS NULL OR "
        f"a.action = 'delete' OR NOT json_valid(a.new) OR {differs} LIMIT 1",
        [table],
    ).fetchone()
    if row is None:
        return None
    shown = f"ردیف {_fa(row[0])} جدول «{_shown(table)}»"
    if row[1] is None:
        return f"{shown} در ردّ تغییرات ثبت نشده است"
    if row[1] == "delete" or not row[2]:
        return f"{shown} در ردّ تغییرات حذف شده است ولی هست"
    return f"{shown} با آخرین ثبت آن در ردّ تغییرات یکی نیست"


def _audited(conn: sqlite3.Connection) -> list[str]:
    rows = conn.execute("SELECT name, sql FROM sqlite_master WHERE type = 'table'").fetchall()
    virtual = [n for n, sql in rows if (sql or "").upper().startswith("CREATE VIRTUAL TABLE")]
    return sorted(
        n
        for n, _sql in rows
        if n not in audit.NOT_AUDITED
        and n not in virtual
        and not any(n.startswith(v + "_") for v in virtual)
    )


def audit_problems(conn: sqlite3.Connection) -> list[str]:
    if audit.AUDIT_TABLE not in _tables(conn):
        return []
    problems: list[str] = []
    for table in _audited(conn):
        info = conn.execute(f'PRAGMA table_info("{table}")').fetchall()
        cols = [r[1] for r in info]
        keys = [r[1] for r in sorted(info, key=lambda r: r[5]) if r[5]]
        by_rowid = len(keys) == 1 and info[cols.index(keys[0])][2].upper() == "INTEGER"
        if by_rowid or not keys:
            found = _row_behind_its_trail(conn, table, cols)
            if found is not None:
                problems.append(found)
            if len(problems) >= MAX_PROBLEMS:
                break
            continue
        latest: dict[object, tuple[str, str | None]] = {}  # key -> (action, image as text)
        for action, row_id, old, new in conn.execute(
            f"SELECT action, row_id, old, new FROM {audit.AUDIT_TABLE} WHERE table_name = ? "
            "AND action IN ('insert', 'update', 'delete') ORDER BY id",
            [table],
        ):
            text = old if action == "delete" else new
            if by_rowid or not keys:
                key: object = row_id
            else:  # a table keyed otherwise (settings): its key is in the image
                image = _image(text)
                if image is None:
                    continue
                key = tuple(image.get(k) for k in keys)
            latest[key] = (action, text)
        for row in conn.execute(f'SELECT rowid, * FROM "{table}"'):
            values = dict(zip(cols, row[1:], strict=True))
            key = row[0] if by_rowid or not keys else tuple(values[k] for k in keys)
            shown = f"ردیف {_fa(row[0])} جدول «{_shown(table)}»"
            action, text = latest.get(key, ("", None))
            image = _image(text) if action else None
            if not action:
                problems.append(f"{shown} در ردّ تغییرات ثبت نشده است")
            elif action == "delete" or image is None:
                problems.append(f"{shown} در ردّ تغییرات حذف شده است ولی هست")
            elif any(k in values and not _same(values[k], v) for k, v in image.items()):
                problems.append(f"{shown} با آخرین ثبت آن در ردّ تغییرات یکی نیست")
            else:
                continue
            break  # one row per table is enough to say so
        if len(problems) >= MAX_PROBLEMS:
            break
    if "letter_scan" in _tables(conn) and len(problems) < MAX_PROBLEMS:
        for ident, digest, data in conn.execute("SELECT id, sha256, scan_bytes FROM letter_scan"):
            if not isinstance(data, bytes) or hashlib.sha256(data).hexdigest() != digest:
                problems.append(f"پیوست {_fa(ident)} با چکیدهٔ ثبت‌شدهٔ آن یکی نیست")
                break
    return problems


def problems(conn: sqlite3.Connection, *, schema: bool = True) -> list[str]:
    """Every problem of the file: its schema first (nothing else is read from a schema that is
    not the program's), then its books, numbers and audit trail."""
    if schema:
        found = schema_problems(conn)
        if found:
            return found
    return [*book_problems(conn), *numbering_problems(conn), *audit_problems(conn)][:MAX_PROBLEMS]
