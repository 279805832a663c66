"""0005: Persian alphabetical sort keys for people, villages and dehestans.

SQLite orders text by code point, which puts پ چ ژ گ after ی. Each row keeps a key
(``desktop.text.sort_key``) that sorts in Persian order and is indexed, so a paged list sorts
from the index instead of through a collation callback.
"""

from __future__ import annotations

from sqlite_utils import Database

from desktop.store import audit
from desktop.store.migrations import MIGRATIONS
from desktop.store.sort_keys import SORTED_TABLES, fill_sort_keys


@MIGRATIONS(name="0005_sort_keys")
def sort_keys(db: Database) -> None:
    for table in SORTED_TABLES:
        db.execute(f"ALTER TABLE {table} ADD COLUMN sort_key TEXT")
        # the key is derived data: filling it is not a change anyone made
        audit.drop_audit_triggers(db, table)
    fill_sort_keys(db)
    db.executescript(
        """
        CREATE INDEX person_sort ON person(sort_key);
        CREATE INDEX village_sort ON village(sort_key);
        CREATE INDEX dehestan_sort ON dehestan(sort_key);
        """
    )
    for table in SORTED_TABLES:
        audit.add_audit_triggers(db, table)  # the triggers list the columns: now with sort_key
