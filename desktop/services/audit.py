"""Reading the audit trail, and logging what triggers cannot see (printing, register numbers).

The trail itself is written by triggers (``desktop.store.audit``); nothing here edits it.
Other modules log a printed document or an issued register number with::

    log_event(db, "print", "complaint", complaint_id, note="رأی شمارهٔ ...")

inside their own ``db.atomic()`` block, so the entry commits with the action.
"""

from __future__ import annotations

import functools
import importlib
import json
from dataclasses import dataclass

from sqlite_utils import Database

from desktop.domain.errors import ValidationError
from desktop.domain.fields import MAX_TEXT, Checker, is_row_id
from desktop.domain.labels import TABLES, column_label, referenced_table, table_label
from desktop.services.door import action, read
from desktop.store.audit import AUDIT_TABLE, state_of
from desktop.text import clean_search, to_persian_digits

ACTION_LABELS = {
    "insert": "ایجاد",
    "update": "ویرایش",
    "delete": "حذف",
    "print": "چاپ",
    "number": "شماره‌گذاری",
    "import": "ورود از پرونده",
    "export": "خروجی",
    "backup": "پشتیبان‌گیری",
    "restore": "بازگردانی",
}
# Columns that change on every edit and say nothing a reader needs.
QUIET_COLUMNS = frozenset({"updated_at", "name_norm", "search_norm", "username_norm"})


@dataclass(frozen=True)
class FieldChange:
    field: str
    old: object
    new: object


@dataclass(frozen=True)
class LogQuery:
    table: str | None = None
    row_id: int | None = None
    actor: str | None = None
    action: str | None = None
    search: str = ""  # matched against the old/new values and the note


@action(right=None)
def log_event(db: Database, action: str, table: str, row_id: int | None, *, note: str | None = None,
              details: dict | None = None) -> None:  # fmt: skip
    """Append an entry the triggers cannot write: a document printed, a number issued."""
    _append_event(db, action, table, row_id, note=note, details=details)


def _append_event(db: Database, action: str, table: str, row_id: int | None, *,
                 note: str | None = None, details: dict | None = None) -> None:  # fmt: skip
    """``log_event`` for an action whose door holds the write already (issuing a letter): the
    same checks and the same entry, without a door and a savepoint of its own around the one
    INSERT (a single statement stands or falls whole; the action's transaction holds it)."""
    c = Checker()
    c.text("action", action, required=True, max_len=40)
    c.text("table", table, required=True, max_len=80)
    c.text("note", note, max_len=MAX_TEXT)
    if row_id is not None and not is_row_id(row_id):
        c.fail("row_id", "شناسهٔ رکورد نامعتبر است.")
    try:
        details_json = json.dumps(details, ensure_ascii=False) if details else None
    except (TypeError, ValueError):
        details_json = None
        c.fail("details", "جزئیات رویداد نامعتبر است.")
    c.raise_if_any()
    db.execute(
        f"INSERT INTO {AUDIT_TABLE}(actor, action, table_name, row_id, new, note) "
        "VALUES (?, ?, ?, ?, ?, ?)",
        [state_of(db.conn).actor, action, table, row_id, details_json, note],
    )  # fmt: skip


@read()
def history(db: Database, table: str, row_id: int) -> list[dict]:
    """Every entry for one record, oldest first."""
    return list(
        db.query(
            f"SELECT * FROM {AUDIT_TABLE} WHERE table_name = ? AND row_id = ? ORDER BY id",
            [table, row_id],
        )
    )


def changed_fields(entry: dict) -> list[FieldChange]:
    """What an entry changed, field by field (quiet bookkeeping columns left out)."""
    old = json.loads(entry["old"]) if entry.get("old") else {}
    new = json.loads(entry["new"]) if entry.get("new") else {}
    if not isinstance(old, dict) or not isinstance(new, dict):
        return []
    keys = list(dict.fromkeys([*old, *new]))
    return [
        FieldChange(k, old.get(k), new.get(k))
        for k in keys
        if k not in QUIET_COLUMNS and old.get(k) != new.get(k)
    ]


def _where(q: LogQuery) -> tuple[str, list]:
    if not isinstance(q, LogQuery):
        raise ValidationError.single("query", "جست‌وجوی نامعتبر.")
    where, args = [], []
    for column, value in (("table_name", q.table), ("row_id", q.row_id), ("actor", q.actor),
                          ("action", q.action)):  # fmt: skip
        if value is not None and value != "":
            where.append(f"{column} = ?")
            args.append(value)
    search = clean_search(q.search)
    if search:
        term = "%" + search.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_") + "%"
        where.append(
            "(coalesce(old, '') LIKE ? ESCAPE '\\' OR coalesce(new, '') LIKE ? ESCAPE '\\' "
            "OR coalesce(note, '') LIKE ? ESCAPE '\\')"
        )
        args += [term, term, term]
    return (" WHERE " + " AND ".join(where)) if where else "", args


@read()
def log_page(
    db: Database,
    q: LogQuery,
    *,
    limit: int = 200,
    after: int | None = None,
    newest_first: bool = True,
) -> list[dict]:
    """A page of the trail, newest first (or oldest); with ``after`` (the id of the last entry of
    the page before), the page that follows it, read on along the ids rather than counted again
    from the first entry (an ``OFFSET`` of 100,000 read 100,000 entries to skip them)."""
    where, args = _where(q)
    if not is_row_id(limit):
        raise ValidationError.single("limit", "عدد نامعتبر است.")
    if after is not None:
        if not is_row_id(after):
            raise ValidationError.single("after", "مقدار نامعتبر است.")
        where += (" AND " if where else " WHERE ") + ("id < ?" if newest_first else "id > ?")
        args = [*args, after]
    order = "DESC" if newest_first else "ASC"
    return list(
        db.query(f"SELECT * FROM {AUDIT_TABLE}{where} ORDER BY id {order} LIMIT ?", [*args, limit])
    )


@read()
def log_count(db: Database, q: LogQuery) -> int:
    where, args = _where(q)
    return db.execute(f"SELECT count(*) FROM {AUDIT_TABLE}{where}", args).fetchone()[0]


@read()
def actors(db: Database) -> list[str]:
    return [r[0] for r in db.execute(f"SELECT DISTINCT actor FROM {AUDIT_TABLE} ORDER BY actor")]


@read()
def tables(db: Database) -> list[str]:
    return [r[0] for r in db.execute(f"SELECT DISTINCT table_name FROM {AUDIT_TABLE} ORDER BY 1")]


def summary(entry: dict) -> str:
    """A one-line Persian description of an entry, for lists."""
    label = ACTION_LABELS.get(entry["action"], entry["action"])
    if entry["action"] == "update":
        fields = "، ".join(column_label(c.field) for c in changed_fields(entry))
        return f"{label}: {fields}" if fields else label
    return f"{label}: {entry['note']}" if entry.get("note") else label


@read()
def last_entry_id(db: Database) -> int:
    """The newest entry's id (0 when the trail is empty): where an act's own entries begin."""
    return int(db.execute(f"SELECT coalesce(max(id), 0) FROM {AUDIT_TABLE}").fetchone()[0])


# the columns that name a record, in the order a clerk would name it
_NAMING = ("name", "title", "subject", "first_name", "last_name", "payer")


def _name_in(values: dict) -> str:
    return " ".join(str(values[k]).strip() for k in _NAMING if values.get(k) not in (None, ""))[:80]


def _number_in(values: dict) -> str:
    """The record's number as it is written (a letter's own text, else «۱۲/۱۴۰۵» with its
    year): said apart from its name, which a bare serial glued to read as part of it."""
    shown, number, year = values.get("number_text"), values.get("number"), values.get("year")
    if isinstance(shown, str) and shown.strip():
        return to_persian_digits(shown.strip())
    if number in (None, ""):
        return ""
    return to_persian_digits(f"{number}/{year}" if year not in (None, "") else str(number))


_DONE = {"insert": "ثبت شد", "update": "ویرایش شد", "delete": "حذف شد"}

# The records an act adds to another whose kind a coded column says, and where the module that
# writes them keeps its words for the codes (a case's step «جلسهٔ رسیدگی»); read when a line
# needs them, as the cases import the letters, which log through here.
_KIND_OF = {"case_event": ("step", "desktop.services.cases.kinds", "STEPS")}


@functools.cache
def _kind_words(table: str) -> tuple[str, dict[str, str]] | None:
    if table not in _KIND_OF:
        return None
    column, module, name = _KIND_OF[table]
    return column, getattr(importlib.import_module(module), name)


def _values(entry: dict) -> dict:
    values = json.loads(entry["new"] or entry["old"] or "{}")
    return values if isinstance(values, dict) else {}


def _added_to(
    db: Database, rows: list[dict], tables: frozenset[str], row_id: int, edited: set[str]
) -> tuple[dict, str, dict] | None:
    """The record the act inserted into the one it returned (a case's step, which also moves
    the case's state): what it recorded, rather than the edit of that record. The inserted
    entry, the returned record's table and its values; one added to a record of a table the
    act ``edited`` under that id first (an id alone may name a record of another table)."""
    found: list[tuple[dict, str]] = []
    for r in rows:
        if r["action"] != "insert" or r["table_name"] not in tables:
            continue
        if r["table_name"] == table_label(r["table_name"]):
            continue
        for column, value in _values(r).items():
            parent = referenced_table(column)
            if value == row_id and parent in tables and parent != r["table_name"]:
                found.append((r, parent))
    if not found:
        return None
    child, parent = next((f for f in found if f[1] in edited), found[0])
    record = list(db.query(f"SELECT * FROM {parent} WHERE id = ?", [row_id]))
    return child, parent, record[0] if record else {}


def _named(table: str, values: dict) -> str:
    """A record as the line names it: its kind and name, apart its number with its year."""
    name, number = _name_in(values), _number_in(values)
    named = f"{table_label(table)} «{to_persian_digits(name)}»" if name else table_label(table)
    if number:
        named += f" (شمارهٔ {number})" if name else f" شمارهٔ {number}"
    return named


def _added_line(child: dict, parent: str, of: dict) -> str:
    """«گام «جلسهٔ رسیدگی» پروندهٔ ۱۲/۱۴۰۵ ثبت شد.»: the added record by its kind, of the record
    it was added to, by its number (else its name)."""
    values = _values(child)
    kind = _kind_words(child["table_name"])
    if kind is not None and (word := kind[1].get(str(values.get(kind[0])))):
        what = f"{column_label(kind[0])} «{word}»"
    else:
        what = _named(child["table_name"], values)
    label = table_label(parent)
    number, name = _number_in(of), _name_in(of)
    label += "ٔ" if label.endswith("ه") else ""
    whose = (
        f"{label} {number}" if number else f"{label} «{to_persian_digits(name)}»" if name else ""
    )
    return f"{what} {whose} ثبت شد." if whose else f"{what} ثبت شد."


@read()
def saved_line(db: Database, tables: frozenset[str], row_id: int | None, since: int) -> str:
    """One Persian line saying what an act recorded: the record it returned (``row_id`` in one
    of ``tables``), found among the trail's entries after ``since``, with its kind and its name
    («شکایت «...» ثبت شد.»); the first entry the act wrote when it returned no record."""
    if not isinstance(tables, (set, frozenset)) or not all(isinstance(t, str) for t in tables):
        raise ValidationError.single("tables", "جدول‌های کار ذخیره‌شده نامعتبر است.")
    if since != 0 and not is_row_id(since):
        raise ValidationError.single("since", "جای پایان دفتر رویدادها نامعتبر است.")
    if row_id is not None and not is_row_id(row_id):
        row_id = None  # not a record's id: the act's first entry is named instead
    rows = list(
        db.query(
            f"SELECT action, table_name, row_id, new, old FROM {AUDIT_TABLE} WHERE id > ? "
            "AND action IN ('insert', 'update', 'delete') ORDER BY id LIMIT 500",
            [since],
        )
    )
    mine = [r for r in rows if r["table_name"] in tables and r["row_id"] == row_id]
    found = mine or [r for r in rows if r["table_name"] in tables] or rows
    if not found:
        return "ذخیره شد."
    entry = found[0]
    if entry["table_name"] == table_label(entry["table_name"]):  # no Persian name: say only that
        return "ذخیره شد."
    if row_id is not None and not any(r["action"] == "insert" for r in mine):
        added = _added_to(db, rows, tables, row_id, {r["table_name"] for r in mine})
        if added is not None:
            return _added_line(*added)
    return f"{_named(entry['table_name'], _values(entry))} {_DONE[entry['action']]}."


@read()
def record_name(db: Database, table: str, row_id: object) -> str:
    """Another record as a clerk names it, for an id the trail holds (``landlord_id`` 12 ->
    «علی رضایی»): its name, or its kind and number when it has none (a deleted record too)."""
    if not isinstance(table, str) or table not in TABLES or not is_row_id(row_id):
        return to_persian_digits(str(row_id))  # not a table of ours: say only the value
    label = table_label(table)
    if label == table:
        return to_persian_digits(str(row_id))
    number = f"{label} {to_persian_digits(str(row_id))}"
    found = list(db.query(f"SELECT * FROM {table} WHERE id = ?", [row_id]))
    name = _name_in(found[0]) if found else ""
    return to_persian_digits(name) if name else number
