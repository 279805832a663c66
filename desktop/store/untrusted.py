"""Opening a database file that comes from outside (a backup to restore, another bakhsh's copy,
anything opened read-only from elsewhere) with SQLite's own precautions for untrusted files
(sqlite.org/security.html, "Defense Against the Dark Arts").

Such a file's schema is the sender's: a view, a trigger, a CHECK or an index expression in it may
call any SQL function the connection knows. ``harden`` turns ``trusted_schema`` off, so no
function the program registers (``norm``, ``audit_actor``) and no virtual table not marked
innocuous runs from inside the schema, and sets SQLite's defensive flag (no writing to the schema
tables, no ``writable_schema``) where Python's sqlite3 offers it (``setconfig``, 3.12+). Every
such open goes through ``open_untrusted`` (or ``harden`` on a connection made otherwise).
"""

from __future__ import annotations

import sqlite3
from pathlib import Path


def harden(conn: sqlite3.Connection) -> sqlite3.Connection:
    """Apply the precautions to ``conn`` before anything reads its schema; returns it."""
    setconfig = getattr(conn, "setconfig", None)
    if setconfig is not None:
        defensive = getattr(sqlite3, "SQLITE_DBCONFIG_DEFENSIVE", None)
        if defensive is not None:
            setconfig(defensive, True)
        trusted = getattr(sqlite3, "SQLITE_DBCONFIG_TRUSTED_SCHEMA", None)
        if trusted is not None:
            setconfig(trusted, False)
    conn.execute("PRAGMA trusted_schema = OFF")
    conn.execute("PRAGMA cell_size_check = ON")  # a damaged page is an error, not a wild read
    conn.execute("PRAGMA mmap_size = 0")
    return conn


def open_untrusted(path: Path | str) -> sqlite3.Connection:
    """The file at ``path`` opened read-only (never created) with the precautions on."""
    uri = Path(path).resolve().as_uri() + "?mode=ro"
    conn = sqlite3.connect(uri, uri=True, isolation_level=None)
    try:
        return harden(conn)
    except BaseException:
        conn.close()
        raise


def is_hardened(conn: sqlite3.Connection) -> bool:
    """True when ``conn`` runs nothing from its schema (``trusted_schema`` off) and, where
    Python offers the flag, is defensive."""
    if conn.execute("PRAGMA trusted_schema").fetchone()[0] != 0:
        return False
    defensive = getattr(sqlite3, "SQLITE_DBCONFIG_DEFENSIVE", None)
    getconfig = getattr(conn, "getconfig", None)
    return defensive is None or getconfig is None or bool(getconfig(defensive))
