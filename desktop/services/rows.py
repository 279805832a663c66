"""Reading one record by its id, the same way in every module: an id that cannot be a row's, or
names no row, is ``NotFound`` for that table."""

from __future__ import annotations

from sqlite_utils import Database

from desktop.domain.errors import NotFound
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
    rows = list(db.query(sql or f"SELECT * FROM {table} WHERE id = ?", [ident]))
    if not rows:
        raise NotFound(table, ident)
    return rows[0]


def _retire_row(db: Database, table: str, ident: int) -> Change:
    """Mark the row retired now (kept, out of the live lists); the caller has checked it may be."""
    stamp = now_iso()
    with db.atomic():
        db.table(table).update(ident, {"retired_at": stamp, "updated_at": stamp})
    return Change.of(table, ids=[ident])
