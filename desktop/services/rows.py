"""Reading one record by its id, the same way in every module: an id that cannot be a row's, or
names no row, is ``NotFound`` for that table."""

from __future__ import annotations

import datetime as _dt

from sqlite_utils import Database
from sqlite_utils.utils import dedupe_keys

from desktop.domain.errors import NotFound, ValidationError
from desktop.domain.fields import is_row_id
from desktop.services.change import Change
from desktop.store.db import now_iso


def _need_row_id(table: str, ident: object) -> None:
    """``NotFound`` for ``table`` when ``ident`` cannot be a row's id (before any query with it)."""
    if not is_row_id(ident):
        raise NotFound(table, ident)


def _row_by_id(db: Database, table: str, ident: object, sql: str | None = None) -> dict:
    """The row of ``table`` with id ``ident`` as a dict; ``sql``, a SELECT taking the id as its
    one parameter, when the record is read with more (or fewer) columns than ``table``'s own."""
    _need_row_id(table, ident)
    # one SELECT, read through execute: db.query wraps each statement in a savepoint of its
    # own (two more statements, for a read that can change nothing)
    cursor = db.execute(sql or f"SELECT * FROM {table} WHERE id = ?", [ident])
    row = cursor.fetchone()
    if row is None:
        raise NotFound(table, ident)
    return dict(zip(dedupe_keys(d[0] for d in cursor.description), row, strict=True))


def _retire_row(db: Database, table: str, ident: int) -> Change:
    """Mark the row retired now (kept, out of the live lists); the caller has checked it may be."""
    stamp = now_iso()
    with db.atomic():
        db.table(table).update(ident, {"retired_at": stamp, "updated_at": stamp})
    return Change.of(table, ids=[ident])


def _keyset(after: object, day: str, ident: str) -> list[object]:
    """Where a list's next page goes on from: the day (a text or a date) and the row id of
    ``after``, the last row of the page before (a ``ValidationError`` for anything else)."""
    d = after.get(day) if isinstance(after, dict) else None
    i = after.get(ident) if isinstance(after, dict) else None
    if isinstance(d, _dt.date):
        d = d.isoformat()
    if not isinstance(d, str) or not is_row_id(i):
        raise ValidationError.single("after", "مقدار نامعتبر است.")
    return [d, i]


def _limit_clause(limit: object) -> str:
    """`` LIMIT n`` for a page of ``limit`` rows, nothing for ``None`` (every row)."""
    if limit is None:
        return ""
    if not is_row_id(limit):
        raise ValidationError.single("limit", "عدد نامعتبر است.")
    return f" LIMIT {int(limit)}"  # type: ignore[call-overload]


def _day_page(
    db: Database,
    sql: str,
    args: list[object],
    column: str,
    limit: int | None,
    after: dict | None,
    *,
    latest_first: bool = True,
    alias: str = "t",
) -> list[dict]:
    """A page of the rows ``sql`` (a SELECT of ``alias`` ending in its WHERE clause, never
    input; ``args`` its parameters) selects, the latest ``column`` first (or the earliest), ties
    by id; with ``after`` (the last row of the page before), the page that follows it, read on
    along the column's index from where that one ended."""
    if after is not None:
        sql += f" AND ({alias}.{column}, {alias}.id) {'<' if latest_first else '>'} (?, ?)"
        args = [*args, *_keyset(after, column, "id")]
    way = " DESC" if latest_first else ""
    order = f" ORDER BY {alias}.{column}{way}, {alias}.id{way}"
    return list(db.query(sql + order + _limit_clause(limit), args))
