"""The audit trail in SQL: an append-only ``audit_log`` filled by triggers on every audited table.

Who made a change comes from ``audit_actor()``, an application-defined SQL function that
``install_hooks`` registers on every connection ``open_database`` makes; the signed-in user
(``desktop.services.auth``) sets it with ``set_actor``.

A module that adds a table adds, in the same migration::

    from desktop.store.audit import add_audit_triggers
    add_audit_triggers(db, "my_table")

and, after adding columns to an audited table, calls it again (it replaces the triggers, which
list the columns). ``coverage_problems(db)`` (checked by a test) names every table that is not
covered, except those in ``NOT_AUDITED``.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass, field

from sqlite_utils import Database

AUDIT_TABLE = "audit_log"
OFFICE_ACTOR = "office"  # who acts when sign-in is turned off

# Tables whose rows are not audited, and why.
NOT_AUDITED: dict[str, str] = {
    AUDIT_TABLE: "the trail itself (append-only by its own triggers)",
    "_sqlite_migrations": "bookkeeping of sqlite-utils' migrations",
    "sqlite_sequence": "SQLite's internal counter table",
    "sqlite_stat1": "SQLite's query-planner statistics",
}
# Columns never copied into the trail: secrets, and a scan's bytes (its SHA-256 is copied).
SECRET_COLUMNS = frozenset({"password_hash", "scan_bytes"})

AUDIT_LOG_SQL = f"""
CREATE TABLE {AUDIT_TABLE} (
    id INTEGER PRIMARY KEY,
    at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%f', 'now', 'localtime')),
    actor TEXT NOT NULL,
    action TEXT NOT NULL,          -- insert | update | delete | print | number | sign_in | ...
    table_name TEXT NOT NULL,
    row_id INTEGER,
    old TEXT,                      -- JSON object of the row before (update, delete)
    new TEXT,                      -- JSON object of the row after (insert, update)
    note TEXT
);
CREATE INDEX audit_log_record ON {AUDIT_TABLE}(table_name, row_id, id);
CREATE INDEX audit_log_actor ON {AUDIT_TABLE}(actor, id);
CREATE TRIGGER {AUDIT_TABLE}_no_update BEFORE UPDATE ON {AUDIT_TABLE}
BEGIN SELECT RAISE(ABORT, 'audit_log is append-only'); END;
CREATE TRIGGER {AUDIT_TABLE}_no_delete BEFORE DELETE ON {AUDIT_TABLE}
BEGIN SELECT RAISE(ABORT, 'audit_log is append-only'); END;
"""


@dataclass
class ConnectionState:
    """What is bound to one connection: the actor written in the trail, and the signed-in user."""

    actor: str = OFFICE_ACTOR
    session: object | None = None  # desktop.services.auth.Session
    extra: dict = field(default_factory=dict)


# sqlite3.Connection cannot be weakly referenced; every connection passes through
# install_hooks, which replaces any stale entry left under a reused id.
_STATES: dict[int, ConnectionState] = {}


def install_hooks(conn: sqlite3.Connection) -> ConnectionState:
    """Register ``audit_actor()`` on ``conn``; called by ``open_database`` on every connection."""
    state = ConnectionState()
    _STATES[id(conn)] = state
    conn.create_function("audit_actor", 0, lambda: state.actor)
    return state


def state_of(conn: sqlite3.Connection) -> ConnectionState:
    state = _STATES.get(id(conn))
    if state is None:
        state = install_hooks(conn)
    return state


def set_actor(conn: sqlite3.Connection, actor: str) -> None:
    state_of(conn).actor = actor


def _quote(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


def _columns(db: Database, table: str) -> list[str]:
    cols = [r[1] for r in db.execute(f"PRAGMA table_info({_quote(table)})").fetchall()]
    if not cols:
        raise ValueError(f"no such table: {table}")
    return [c for c in cols if c not in SECRET_COLUMNS]


def _json(prefix: str, cols: list[str]) -> str:
    return "json_object(" + ", ".join(f"'{c}', {prefix}.{_quote(c)}" for c in cols) + ")"


def trigger_names(table: str) -> tuple[str, str, str]:
    return (f"audit_{table}_insert", f"audit_{table}_update", f"audit_{table}_delete")


def audit_triggers_sql(db: Database, table: str) -> str:
    """CREATE TRIGGER statements that copy every change of ``table`` into the trail."""
    cols = _columns(db, table)
    ins, upd, dele = trigger_names(table)
    t = _quote(table)
    changed = " OR ".join(f"OLD.{_quote(c)} IS NOT NEW.{_quote(c)}" for c in cols)
    head = f"INSERT INTO {AUDIT_TABLE}(actor, action, table_name, row_id, old, new)"
    return f"""
CREATE TRIGGER {_quote(ins)} AFTER INSERT ON {t}
BEGIN {head} VALUES (audit_actor(), 'insert', '{table}', NEW.rowid, NULL, {_json("NEW", cols)}); END;
CREATE TRIGGER {_quote(upd)} AFTER UPDATE ON {t} WHEN {changed}
BEGIN {head} VALUES (audit_actor(), 'update', '{table}', NEW.rowid, {_json("OLD", cols)}, {_json("NEW", cols)}); END;
CREATE TRIGGER {_quote(dele)} AFTER DELETE ON {t}
BEGIN {head} VALUES (audit_actor(), 'delete', '{table}', OLD.rowid, {_json("OLD", cols)}, NULL); END;
"""


def drop_audit_triggers(db: Database, table: str) -> None:
    for name in trigger_names(table):
        db.execute(f"DROP TRIGGER IF EXISTS {_quote(name)}")


def add_audit_triggers(db: Database, table: str) -> None:
    """(Re)create the audit triggers of ``table``; call it in the migration that creates the table."""
    drop_audit_triggers(db, table)
    db.executescript(audit_triggers_sql(db, table))


def audited_tables(db: Database) -> list[str]:
    """Every table but those in NOT_AUDITED, virtual tables (search indexes, derived from
    audited tables) and their shadow tables."""
    rows = db.execute(
        "SELECT name, sql FROM sqlite_master WHERE type = 'table' ORDER BY name"
    ).fetchall()
    virtual = [name for name, sql in rows if (sql or "").upper().startswith("CREATE VIRTUAL TABLE")]
    return [
        name
        for name, _sql in rows
        if name not in NOT_AUDITED
        and name not in virtual
        and not any(name.startswith(v + "_") for v in virtual)
    ]


def coverage_problems(db: Database) -> list[str]:
    """Tables lacking a trigger, or whose triggers miss a column (added after them)."""
    problems = []
    triggers = {
        r[0]: r[1]
        for r in db.execute("SELECT name, sql FROM sqlite_master WHERE type = 'trigger'").fetchall()
    }
    for table in audited_tables(db):
        for name in trigger_names(table):
            sql = triggers.get(name)
            if sql is None:
                problems.append(f"{table}: no trigger {name}")
                continue
            missing = [c for c in _columns(db, table) if f"'{c}'," not in sql]
            if missing:
                problems.append(f"{table}: {name} misses columns {missing}")
    return problems
