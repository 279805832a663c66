"""Reading one record by its id, the same way in every module: an id that cannot be a row's, or
names no row, is ``NotFound`` for that table."""

from __future__ import annotations

from sqlite_utils import Database

from desktop.domain.errors import NotFound
from desktop.domain.fields import is_row_id


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
