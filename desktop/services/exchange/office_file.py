"""The office's full export for the shahrestan (one JSON file, format in docs/exchange.md) and its
import as a separate database of another bakhsh, read-only.
"""

from __future__ import annotations

import base64
import binascii
import datetime as _dt
import json
import os
import sqlite3
from pathlib import Path

from sqlite_utils import Database

from desktop.services.door import read
from desktop.services.exchange.common import _SURROGATES, ExchangeError, _atomic_write, _file
from desktop.services.office import EXCHANGE_SETTING
from desktop.store import audit
from desktop.store.migrations import KNOWN_NAMES
from desktop.store.sort_keys import fill_sort_keys

EXCHANGE_FORMAT = "bakhsh-office/exchange"
EXCHANGE_VERSION = 1
NOT_EXPORTED = {"app_user": "password hashes stay in the office"}
LOCAL_SETTINGS = {"backup_folder", "sign_in_required"}


def _blob_out(value: object) -> object:
    """Bytes (a letter's scan) as JSON: ``{"base64": "..."}``."""
    if isinstance(value, bytes | bytearray | memoryview):
        return {"base64": base64.b64encode(bytes(value)).decode("ascii")}
    return value


def _blob_in(value: object) -> object:
    if isinstance(value, dict) and set(value) == {"base64"} and isinstance(value["base64"], str):
        try:
            return base64.b64decode(value["base64"], validate=True)
        except (ValueError, binascii.Error) as e:
            raise ExchangeError(str(e), "پروندهٔ تبادل آسیب دیده است.") from e
    return value


def _settings_for_export(rows: list[list]) -> list[list]:
    return [r for r in rows if r[0] not in LOCAL_SETTINGS]


@read(right="export_office")
def export_office(db: Database, dest: Path | str) -> Path:
    """Write all of the office's records (and its audit trail) to one JSON file; see
    docs/exchange.md. Read in one transaction, so the file is one consistent moment."""
    dest = _file(dest, "dest")
    data: dict = {
        "format": EXCHANGE_FORMAT,
        "version": EXCHANGE_VERSION,
        "exported_at": _dt.datetime.now().isoformat(timespec="seconds"),
    }
    with db.atomic():
        data["schema"] = [
            r[0] for r in db.execute("SELECT name FROM _sqlite_migrations ORDER BY rowid")
        ]
        office = db.execute("SELECT value FROM settings WHERE key = 'office'").fetchone()
        data["office"] = json.loads(office[0]) if office else None
        tables: dict = {}
        for name in [*audit.audited_tables(db), audit.AUDIT_TABLE]:
            if name in NOT_EXPORTED:
                continue
            cur = db.execute(f'SELECT * FROM "{name}" ORDER BY rowid')
            rows = [[_blob_out(v) for v in r] for r in cur.fetchall()]
            if name == "settings":
                rows = _settings_for_export(rows)
            tables[name] = {"columns": [d[0] for d in cur.description], "rows": rows}
        data["tables"] = tables

    def write(p: Path) -> None:
        with p.open("w", encoding="utf-8") as f:
            json.dump(data, f, ensure_ascii=False, separators=(",", ":"))

    _atomic_write(dest, write)
    return dest


_BAD_EXCHANGE = "پروندهٔ تبادل آسیب‌دیده یا دست‌کاری‌شده است؛ هیچ پرونده‌ای ساخته نشد."


def _cell(value: object) -> object:
    """A value of an exchange row as SQLite may store it, or ExchangeError."""
    if isinstance(value, bytes):  # a scan, decoded from its base64 by _blob_in
        return value
    if value is None or isinstance(value, str | float) and not isinstance(value, bool):
        if isinstance(value, str) and _SURROGATES.search(value):
            raise ExchangeError("surrogate in a value", _BAD_EXCHANGE)
        if isinstance(value, float) and (value != value or abs(value) > 2**63):
            raise ExchangeError("float out of range", _BAD_EXCHANGE)
        return value
    if isinstance(value, int) and not isinstance(value, bool) and -(2**63) <= value < 2**63:
        return value
    raise ExchangeError(f"bad value {type(value).__name__}", _BAD_EXCHANGE)


def _rows(content: object, known: set[str]) -> tuple[list[str], list[list[object]]]:
    if not isinstance(content, dict):
        raise ExchangeError("table is not an object", _BAD_EXCHANGE)
    columns, rows = content.get("columns"), content.get("rows")
    if not isinstance(columns, list) or not isinstance(rows, list):
        raise ExchangeError("columns/rows are not lists", _BAD_EXCHANGE)
    if not all(isinstance(c, str) for c in columns) or len(set(columns)) != len(columns):
        raise ExchangeError("bad column names", _BAD_EXCHANGE)
    cols = [c for c in columns if c in known]
    picks = [columns.index(c) for c in cols]
    out = []
    for row in rows:
        if not isinstance(row, list) or len(row) != len(columns):
            raise ExchangeError("a row of the wrong length", _BAD_EXCHANGE)
        out.append([_cell(_blob_in(row[i])) for i in picks])  # a scan's bytes come as base64
    return cols, out


def import_office(src: Path | str, dest: Path | str) -> Path:
    """Make a new database at ``dest`` from another bakhsh's export, marked read-only: this
    program opens it read-only, and the file itself is left read-only. Built beside ``dest`` and
    renamed into place only when every row went in: a bad file leaves nothing behind."""
    from desktop.store.db import StoreError, open_database

    src, dest = _file(src, "src"), _file(dest, "dest")
    try:
        data = json.loads(src.read_text(encoding="utf-8"))
    except (OSError, ValueError) as e:
        raise ExchangeError(str(e), "پروندهٔ تبادل خوانده نشد.") from e
    if not isinstance(data, dict) or data.get("format") != EXCHANGE_FORMAT:
        raise ExchangeError("not an exchange file", "این پرونده، پروندهٔ تبادل این برنامه نیست.")
    schema = data.get("schema") or []
    if not isinstance(schema, list) or not all(isinstance(n, str) for n in schema):
        raise ExchangeError("bad schema list", _BAD_EXCHANGE)
    if data.get("version") != EXCHANGE_VERSION or set(schema) - set(KNOWN_NAMES):
        raise ExchangeError(
            "newer exchange file", "این پرونده از نسخهٔ تازه‌تری از برنامه است؛ برنامه را به‌روز کنید."
        )
    tables = data.get("tables") or {}
    if not isinstance(tables, dict):
        raise ExchangeError("tables is not an object", _BAD_EXCHANGE)
    if dest.exists():
        raise ExchangeError("destination exists", "پرونده‌ای با همین نام هست.")
    if not dest.parent.is_dir():
        raise ExchangeError(
            f"no folder {dest.parent}", "پوشهٔ مقصد وجود ندارد؛ پوشهٔ دیگری برگزینید."
        )
    part = dest.with_name(dest.name + ".part")
    _remove_database(part)
    try:
        _build_copy(open_database(part), data, tables, src.name)
        os.replace(part, dest)
    except (StoreError, sqlite3.Error, OSError, ValueError, TypeError, OverflowError) as e:
        _remove_database(part)
        if isinstance(e, ExchangeError):
            raise
        raise ExchangeError(f"import failed: {e}", _BAD_EXCHANGE) from e
    except BaseException:
        _remove_database(part)
        raise
    os.chmod(dest, 0o400)
    return dest


def _remove_database(path: Path) -> None:
    for suffix in ("", "-wal", "-shm", "-journal"):
        Path(str(path) + suffix).unlink(missing_ok=True)


def _build_copy(db: Database, data: dict, tables: dict, source_name: str) -> None:
    try:
        for table in audit.audited_tables(db):
            audit.drop_audit_triggers(db, table)  # the copy keeps the sender's history verbatim
        with db.atomic():
            db.execute("PRAGMA defer_foreign_keys = ON")
            for name, content in tables.items():
                if name in NOT_EXPORTED or not isinstance(name, str) or not db[name].exists():
                    continue
                cols, rows = _rows(content, set(db[name].columns_dict))
                quoted = ", ".join(f'"{c}"' for c in cols)
                marks = ", ".join("?" for _ in cols)
                db.conn.executemany(
                    f'INSERT OR REPLACE INTO "{name}" ({quoted}) VALUES ({marks})', rows
                )
            fill_sort_keys(db)  # rows from an export made before the keys existed
            db.execute(
                "INSERT OR REPLACE INTO settings(key, value) VALUES (?, ?)",
                [EXCHANGE_SETTING, json.dumps({
                    "office": data.get("office"), "exported_at": data.get("exported_at"),
                    "imported_at": _dt.datetime.now().isoformat(timespec="seconds"), "file": source_name,
                }, ensure_ascii=False)],
            )  # fmt: skip
        db.execute("PRAGMA journal_mode = DELETE")
    finally:
        db.close()
