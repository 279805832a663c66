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

from desktop.domain.scans import safe_scan_name, scan_kind
from desktop.services.door import read
from desktop.services.exchange.common import _SURROGATES, ExchangeError, _atomic_write, _file
from desktop.services.office import EXCHANGE_SETTING
from desktop.store import audit, soundness
from desktop.store.migrations import KNOWN_NAMES
from desktop.store.sort_keys import fill_sort_keys
from desktop.text import to_persian_digits

EXCHANGE_FORMAT = "bakhsh-office/exchange"
EXCHANGE_VERSION = 1
NOT_EXPORTED = {"app_user": "password hashes stay in the office"}
LOCAL_SETTINGS = {"backup_folder", "sign_in_required"}
# A whole bakhsh's records with its scans stays well below this; a larger file is not read.
MAX_EXCHANGE_BYTES = 256 * 2**20
# Postings go in before the closings that cover them: a copy keeps the trigger that refuses a
# posting in a closed period, and an office's own export must import after its first closing.
LAST_TABLES = ("fund_period", "fund_period_balance")


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


def _affinity(declared: str) -> str:
    """SQLite's column affinity from its declared type (datatype3.html, 3.1)."""
    t = (declared or "").upper()
    if "INT" in t:
        return "integer"
    if any(k in t for k in ("CHAR", "CLOB", "TEXT")):
        return "text"
    if not t or "BLOB" in t:
        return "blob"
    if any(k in t for k in ("REAL", "FLOA", "DOUB")):
        return "real"
    return "numeric"


_TYPES: dict[str, tuple[type, ...]] = {
    "integer": (int,), "text": (str,), "blob": (bytes,), "real": (int, float),
    "numeric": (int, float),
}  # fmt: skip


def _rows(content: object, kinds: dict[str, str]) -> tuple[list[str], list[list[object]]]:
    """The table's columns and rows, each column one the migrations made and each value of
    its column's type (or NULL); anything else is ExchangeError."""
    if not isinstance(content, dict):
        raise ExchangeError("table is not an object", _BAD_EXCHANGE)
    columns, rows = content.get("columns"), content.get("rows")
    if not isinstance(columns, list) or not isinstance(rows, list):
        raise ExchangeError("columns/rows are not lists", _BAD_EXCHANGE)
    if not all(isinstance(c, str) for c in columns) or len(set(columns)) != len(columns):
        raise ExchangeError("bad column names", _BAD_EXCHANGE)
    if set(columns) - set(kinds):
        raise ExchangeError(
            f"columns this program does not make: {sorted(set(columns) - set(kinds))[:5]}",
            _BAD_EXCHANGE,
        )
    types = [_TYPES[kinds[c]] for c in columns]
    out = []
    for row in rows:
        if not isinstance(row, list) or len(row) != len(columns):
            raise ExchangeError("a row of the wrong length", _BAD_EXCHANGE)
        values = [_cell(_blob_in(v)) for v in row]  # a scan's bytes come as base64
        for v, allowed, col in zip(values, types, columns, strict=True):
            if v is not None and not isinstance(v, allowed):
                raise ExchangeError(f"{col}: {type(v).__name__} where {allowed}", _BAD_EXCHANGE)
        out.append(values)
    return list(columns), out


def _refuse_local_settings(cols: list[str], rows: list[list[object]]) -> None:
    """Settings that belong to one office's machine and its safety (sign-in, the backup
    folder) are never exported; a file that carries them was made to take over the copy."""
    if "key" not in cols:
        return
    keys = {r[cols.index("key")] for r in rows}
    if keys & LOCAL_SETTINGS:
        raise ExchangeError(
            f"local settings in the file: {sorted(map(str, keys & LOCAL_SETTINGS))}",
            "پروندهٔ تبادل تنظیمات امنیتی یا محلی دفتر (ورود الزامی، پوشهٔ پشتیبان) را دارد که "
            "هیچ خروجیِ این برنامه ندارد؛ " + _BAD_EXCHANGE,
        )


def import_office(src: Path | str, dest: Path | str) -> Path:
    """Make a new database at ``dest`` from another bakhsh's export, marked read-only: this
    program opens it read-only, and the file itself is left read-only. Built beside ``dest`` and
    renamed into place only when every row went in: a bad file leaves nothing behind."""
    from desktop.store.db import StoreError, open_database

    src, dest = _file(src, "src"), _file(dest, "dest")
    try:
        size = src.stat().st_size
    except OSError as e:
        raise ExchangeError(str(e), "پروندهٔ تبادل خوانده نشد.") from e
    if size > MAX_EXCHANGE_BYTES:
        raise ExchangeError(
            f"exchange file of {size} bytes",
            f"پروندهٔ تبادل بزرگ‌تر از {to_persian_digits(str(MAX_EXCHANGE_BYTES // 2**20))} "
            "مگابایت است و خوانده نشد؛ هیچ پرونده‌ای ساخته نشد.",
        )
    try:
        data = json.loads(src.read_text(encoding="utf-8"))
    except RecursionError as e:
        raise ExchangeError(
            "nested too deep", "پروندهٔ تبادل بیش از اندازه تودرتو است و خوانده نشد."
        ) from e
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


def _check_books(db: Database) -> None:
    """Before a copy is accepted, what it brings must be books the program would have kept
    (``desktop/store/soundness.py``): every ledger entry balances and every cash receipt equals
    its entry's cash; receipt, register and case numbers run without a gap or a repeat within
    their year; and the audit trail covers every row (its latest entry's image is the row). A
    changed or removed posting, a skipped number, a row the trail does not know refuses the
    whole file."""
    problems = [
        *soundness.book_problems(db.conn),
        *soundness.numbering_problems(db.conn),
        *soundness.audit_problems(db.conn),
    ][: soundness.MAX_PROBLEMS]
    if problems:
        raise ExchangeError(
            f"books do not hold: {problems}",
            "دفترهای پروندهٔ تبادل درست نیست (" + "؛ ".join(problems) + ")؛ " + _BAD_EXCHANGE,
        )


def _vet_scans(db: Database) -> None:
    """A scan's kind is read from its bytes (a PDF or an image, nothing else) and its name is
    reduced to a safe base name with the extension that kind implies, whatever the file said."""
    rows = db.execute("SELECT id, file_name, scan_bytes FROM letter_scan").fetchall()
    for ident, name, data in rows:
        kind = scan_kind(data) if isinstance(data, bytes) else None
        if kind is None:
            raise ExchangeError(
                f"letter_scan {ident} is not a PDF or an image",
                "پیوست نامه‌ای در پروندهٔ تبادل پی‌دی‌اف یا تصویر نیست؛ " + _BAD_EXCHANGE,
            )
        db.execute(
            "UPDATE letter_scan SET file_name = ?, media_type = ? WHERE id = ?",
            [safe_scan_name(name, kind[0]), kind[1], ident],
        )


def _remove_database(path: Path) -> None:
    for suffix in ("", "-wal", "-shm", "-journal"):
        Path(str(path) + suffix).unlink(missing_ok=True)


def _build_copy(db: Database, data: dict, tables: dict, source_name: str) -> None:
    try:
        for table in audit.audited_tables(db):
            audit.drop_audit_triggers(db, table)  # the copy keeps the sender's history verbatim
        known = {*audit.audited_tables(db), audit.AUDIT_TABLE} - set(NOT_EXPORTED)
        unknown = [n for n in tables if n not in known]
        if unknown:
            raise ExchangeError(
                f"tables this program does not make: {sorted(map(str, unknown))[:5]}",
                "پروندهٔ تبادل جدولی دارد که این برنامه نمی‌سازد (یا سوابقی امنیتی مانند "
                "کاربران که از دفتر بیرون نمی‌رود)؛ " + _BAD_EXCHANGE,
            )
        order = sorted(
            tables,
            key=lambda n: (n in LAST_TABLES, LAST_TABLES.index(n) if n in LAST_TABLES else 0),
        )
        with db.atomic():
            db.execute("PRAGMA defer_foreign_keys = ON")
            for name in order:
                kinds = {r[1]: _affinity(r[2]) for r in db.execute(f'PRAGMA table_info("{name}")')}
                cols, rows = _rows(tables[name], kinds)
                if name == "settings":
                    _refuse_local_settings(cols, rows)
                quoted = ", ".join(f'"{c}"' for c in cols)
                marks = ", ".join("?" for _ in cols)
                try:
                    db.conn.executemany(f'INSERT INTO "{name}" ({quoted}) VALUES ({marks})', rows)
                except sqlite3.IntegrityError as e:  # two rows with one id, one receipt number…
                    raise ExchangeError(
                        f"{name}: {e}",
                        "پروندهٔ تبادل دو ردیف با یک شناسه یا یک شمارهٔ یکتا (مانند شمارهٔ رسید) "
                        "دارد؛ هیچ‌یک به‌جای دیگری نشانده نمی‌شود. " + _BAD_EXCHANGE,
                    ) from e
            _check_books(db)
            _vet_scans(db)
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
