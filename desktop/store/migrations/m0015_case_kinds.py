"""Three more kinds of case: the trouble-maker (1334 م۳۵), a complaint against the bakhsh council
(1331 م۳۶; 1334 م۳۱) and late delivery to a fund (bill م۳۲–۳۳).

``case_file.kind`` has a CHECK listing the kinds, and SQLite cannot alter a CHECK: the table is
made again with the longer list (its rows, ids, indexes and audit triggers kept). Foreign keys of
``case_party`` and ``case_event`` name the table and are checked at the end of the transaction.
"""

from __future__ import annotations

from sqlite_utils import Database

from desktop.store.audit import add_audit_triggers
from desktop.store.migrations import MIGRATIONS

OLD = "'dismissal'))"
NEW = "'dismissal', 'trouble_maker', 'council_complaint', 'late_delivery'))"


@MIGRATIONS(name="0015_case_kinds")
def case_kinds(db: Database) -> None:
    sql = db.execute(
        "SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'case_file'"
    ).fetchone()[0]
    assert OLD in sql, "case_file's kind check is not the one migration 0012 made"
    db.execute("PRAGMA defer_foreign_keys = ON")
    db.execute(
        sql.replace("CREATE TABLE case_file", "CREATE TABLE case_file_new", 1).replace(OLD, NEW, 1)
    )
    db.execute("INSERT INTO case_file_new SELECT * FROM case_file")
    db.execute("DROP TABLE case_file")
    db.execute("ALTER TABLE case_file_new RENAME TO case_file")
    db.executescript(
        """
        CREATE INDEX case_file_kind_state ON case_file(kind, state) WHERE retired_at IS NULL;
        CREATE INDEX case_file_filed ON case_file(filed_on);
        """
    )
    add_audit_triggers(db, "case_file")
