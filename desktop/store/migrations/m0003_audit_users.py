"""0003: the append-only audit trail (with triggers on every table so far) and the users.

Later migrations that add tables call ``desktop.store.audit.add_audit_triggers`` themselves.
"""

from __future__ import annotations

from sqlite_utils import Database

from desktop.store import audit
from desktop.store.migrations import MIGRATIONS


@MIGRATIONS(name="0003_audit_users")
def audit_users(db: Database) -> None:
    db.executescript(
        audit.AUDIT_LOG_SQL
        + """
        CREATE TABLE app_user (
            id INTEGER PRIMARY KEY,
            username TEXT NOT NULL,
            username_norm TEXT NOT NULL,
            display_name TEXT NOT NULL,
            role TEXT NOT NULL
                CHECK (role IN ('clerk', 'accountant', 'bakhshdar', 'administrator')),
            password_hash TEXT NOT NULL,   -- scrypt$n$r$p$salt$hash (hex)
            failed_attempts INTEGER NOT NULL DEFAULT 0,
            locked_until TEXT,
            retired_at TEXT,
            created_at TEXT NOT NULL,
            updated_at TEXT NOT NULL
        );
        CREATE UNIQUE INDEX app_user_name_live ON app_user(username_norm) WHERE retired_at IS NULL;
        """
    )
    for table in audit.audited_tables(db):
        audit.add_audit_triggers(db, table)
