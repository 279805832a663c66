"""Which columns each sorted register's key is made of, and filling keys that are missing
(after the migration that adds them, or rows copied in from another install's export)."""

from __future__ import annotations

from sqlite_utils import Database

from desktop.text import sort_key

SORT_PARTS: dict[str, tuple[str, ...]] = {
    "person": ("last_name", "first_name", "father_name"),
    "village": ("name",),
    "dehestan": ("name",),
}
SORTED_TABLES = tuple(SORT_PARTS)


def row_sort_key(table: str, values: dict) -> str:
    return sort_key(*(values.get(c) for c in SORT_PARTS[table]))


def fill_sort_keys(db: Database) -> None:
    """Give every row lacking a sort key its key (one UPDATE per table, in the caller's transaction)."""
    for table, parts in SORT_PARTS.items():
        cols = ", ".join(parts)
        rows = db.execute(f"SELECT id, {cols} FROM {table} WHERE sort_key IS NULL").fetchall()
        db.conn.executemany(
            f"UPDATE {table} SET sort_key = ? WHERE id = ?",
            [(sort_key(*row[1:]), row[0]) for row in rows],
        )
