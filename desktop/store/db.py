"""Opening the office database: pragmas, the search function, migrations, refusal of foreign files."""

from __future__ import annotations

import datetime as _dt
import os
import sqlite3
from pathlib import Path

from sqlite_utils import Database

from desktop.store.audit import install_hooks
from desktop.store.migrations import KNOWN_NAMES, MIGRATIONS
from desktop.text import normalize

BUSY_TIMEOUT_MS = 5000
APPLICATION_ID = 0x42414B48  # "BAKH": marks a file as this program's


class StoreError(RuntimeError):
    """The file cannot be used; ``message_fa`` tells the clerk why."""

    def __init__(self, message: str, message_fa: str) -> None:
        super().__init__(message)
        self.message_fa = message_fa


def _connect(path: Path | str, *, read_only: bool) -> sqlite3.Connection:
    if str(path) == ":memory:":
        return sqlite3.connect(":memory:", isolation_level=None)
    p = Path(path)
    if read_only:
        uri = p.resolve().as_uri() + "?mode=ro"
        return sqlite3.connect(uri, uri=True, isolation_level=None)
    if not p.exists():
        p.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(p, os.O_CREAT | os.O_WRONLY, 0o600)  # readable by its owner only
        os.close(fd)
    return sqlite3.connect(str(p), isolation_level=None)


def open_database(path: Path | str, *, read_only: bool = False, migrate: bool = True) -> Database:
    """Open (creating and migrating if need be) the office database at ``path``."""
    try:
        conn = _connect(path, read_only=read_only)
        conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
        _check_foreign(conn)
        if not read_only:
            conn.execute("PRAGMA journal_mode = WAL")
        conn.execute("PRAGMA synchronous = FULL")
        conn.execute("PRAGMA foreign_keys = ON")
    except (OSError, sqlite3.OperationalError) as e:
        raise StoreError(
            f"cannot open {path}: {e}",
            "پروندهٔ پایگاه داده را نمی‌توان باز کرد یا ساخت (پوشه نیست یا اجازهٔ دسترسی نیست).",
        ) from e
    except sqlite3.DatabaseError as e:
        raise StoreError(
            f"cannot open {path}: {e}",
            "این پرونده پایگاه دادهٔ سالمی نیست یا خراب شده است.",
        ) from e
    conn.create_function("norm", 1, normalize, deterministic=True)
    install_hooks(conn)  # audit_actor() for the audit triggers
    db = Database(conn)
    _refuse_newer(db)
    if migrate and not read_only:
        MIGRATIONS.apply(db)
        conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")
    return db


def _check_foreign(conn: sqlite3.Connection) -> None:
    app_id = conn.execute("PRAGMA application_id").fetchone()[0]
    tables = conn.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]
    if app_id not in (0, APPLICATION_ID) or (
        app_id == 0 and tables > 0 and not _has_migrations(conn)
    ):
        raise sqlite3.DatabaseError("not a bakhsh-office database")


def _has_migrations(conn: sqlite3.Connection) -> bool:
    return bool(
        conn.execute(
            "SELECT 1 FROM sqlite_master WHERE type='table' AND name='_sqlite_migrations'"
        ).fetchone()
    )


def _refuse_newer(db: Database) -> None:
    applied = {m.name for m in MIGRATIONS.applied(db)}
    unknown = applied - set(KNOWN_NAMES)
    if unknown:
        raise StoreError(
            f"database has migrations unknown to this program: {sorted(unknown)}",
            "این پرونده با نسخهٔ تازه‌تری از برنامه ساخته شده است؛ برنامه را به‌روز کنید. "
            "پرونده دست‌نخورده ماند.",
        )


def applied_migrations(db: Database) -> list[str]:
    return [m.name for m in MIGRATIONS.applied(db)]


def now_iso() -> str:
    return _dt.datetime.now().isoformat(timespec="seconds")


def insert_row(db: Database, table: str, values: dict[str, object]) -> int:
    """Insert a record stamped with its creation time; its id."""
    stamp = now_iso()
    pk = db.table(table).insert({**values, "created_at": stamp, "updated_at": stamp}).last_pk
    assert isinstance(pk, int), f"{table} has an integer primary key"
    return pk


def update_row(db: Database, table: str, ident: int, values: dict[str, object]) -> None:
    """Update a record, stamping the change."""
    db.table(table).update(ident, {**values, "updated_at": now_iso()})
