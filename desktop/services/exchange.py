"""Import and export: lists to CSV/XLSX (safe against formula injection), people and villages from
CSV (UTF-8 or Windows-1256) and XLSX with a preview, and the office's full export for the
shahrestan (format in docs/exchange.md) with its import as a separate, read-only bakhsh.

The preview validates each row by running the real service (``add_person`` / ``add_village``)
inside a transaction that is always rolled back, so a row is refused for exactly the reasons the
form would refuse it, duplicates within the file included. ``apply_import`` then runs the same
services in one transaction: all rows or none.
"""

from __future__ import annotations

import base64
import binascii
import csv
import datetime as _dt
import io
import json
import os
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from sqlite_utils import Database

from desktop.domain.errors import NotFound, ValidationError
from desktop.domain.places import FARMING_TYPES, TENURES, VILLAGE_KINDS
from desktop.services import audit as audit_service
from desktop.services.auth import require
from desktop.services.change import Change
from desktop.services.office import EXCHANGE_SETTING, exchange_source  # noqa: F401 - part of this API
from desktop.services.people import add_person
from desktop.services.places import add_village
from desktop.store import audit
from desktop.store.migrations import KNOWN_NAMES
from desktop.store.sort_keys import fill_sort_keys
from desktop.text import normalize

MAX_IMPORT_BYTES = 50 * 2**20
MAX_IMPORT_ROWS = 100_000
FORMULA_START = ("=", "+", "-", "@", "\t", "\r")

EXCHANGE_FORMAT = "bakhsh-office/exchange"
EXCHANGE_VERSION = 1
NOT_EXPORTED = {"app_user": "password hashes stay in the office"}
LOCAL_SETTINGS = {"backup_folder", "sign_in_required"}

# Import targets: field -> Persian column title (also what a header is matched against).
PEOPLE_COLUMNS = {
    "first_name": "نام",
    "last_name": "نام خانوادگی",
    "father_name": "نام پدر",
    "national_code": "کد ملی",
    "id_number": "شماره شناسنامه",
    "id_issue_place": "محل صدور",
    "birth_date": "تاریخ تولد",
    "literate": "باسواد",
    "residence_village": "آبادی محل اقامت",
    "residence_text": "نشانی",
    "notes": "یادداشت",
}
VILLAGE_COLUMNS = {
    "name": "نام آبادی",
    "dehestan": "دهستان",
    "kind": "نوع",
    "population": "جمعیت",
    "households": "خانوار",
    "farming_type": "نوع کشت",
    "landlord_share_pct": "بهره مالکانه درصد",
    "tenure": "نوع مالکیت",
    "has_municipality": "شهرداری",
    "notes": "یادداشت",
}
TARGETS: dict[str, dict[str, str]] = {"people": PEOPLE_COLUMNS, "villages": VILLAGE_COLUMNS}
_YES = {"1", "true", "yes", "y", "x", "بله", "بلی", "آری", "دارد", "هست", "✓"}
_NO = {"", "0", "false", "no", "n", "خیر", "نه", "ندارد", "نیست"}


class ExchangeError(ValueError):
    def __init__(self, message: str, message_fa: str) -> None:
        super().__init__(message)
        self.message_fa = message_fa


# --- export of a list -----------------------------------------------------------------------


def safe_cell(value: object) -> object:
    """A text starting with = + - @ (or tab/CR) is prefixed with ' so a spreadsheet shows it
    as text instead of running it as a formula. Numbers stay numbers."""
    if isinstance(value, str) and value.startswith(FORMULA_START):
        return "'" + value
    return value


def _atomic_write(path: Path, write: Callable[[Path], None]) -> None:
    path = Path(path)
    part = path.with_name(path.name + ".part")
    try:
        write(part)
        fd = os.open(part, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)
        os.replace(part, path)
    finally:
        part.unlink(missing_ok=True)


def export_rows(path: Path | str, headers: Sequence[str], rows: Iterable[Sequence[object]]) -> int:
    """Write a list to ``path`` (.csv: UTF-8 with BOM, which Excel reads; .xlsx: a right-to-left
    sheet). Returns the number of rows written."""
    path = Path(path)
    count = 0

    def cleaned() -> Iterable[list[object]]:
        nonlocal count
        for row in rows:
            count += 1
            yield [safe_cell("" if v is None else v) for v in row]

    if path.suffix.lower() == ".xlsx":
        from openpyxl import Workbook

        def write(p: Path) -> None:
            wb = Workbook(write_only=True)
            ws = wb.create_sheet()
            ws.sheet_view.rightToLeft = True
            ws.append([safe_cell(h) for h in headers])
            for row in cleaned():
                ws.append(row)
            wb.save(p)

    else:

        def write(p: Path) -> None:
            with p.open("w", encoding="utf-8-sig", newline="") as f:
                out = csv.writer(f)
                out.writerow([safe_cell(h) for h in headers])
                out.writerows(cleaned())

    _atomic_write(path, write)
    return count


# --- reading a file to import ----------------------------------------------------------------


@dataclass(frozen=True)
class RawTable:
    headers: list[str]
    rows: list[list[str]]
    encoding: str = ""


def _decode(data: bytes, encoding: str | None) -> tuple[str, str]:
    if encoding:
        return data.decode(encoding), encoding
    try:
        return data.decode("utf-8-sig"), "utf-8"
    except UnicodeDecodeError:
        return data.decode("cp1256", errors="strict"), "cp1256"


def read_table(path: Path | str, *, encoding: str | None = None) -> RawTable:
    """The header row and data rows of a CSV (UTF-8 or Windows-1256, sniffed) or XLSX file."""
    path = Path(path)
    try:
        if path.stat().st_size > MAX_IMPORT_BYTES:
            raise ExchangeError("file too large", "پرونده بیش از حد بزرگ است.")
        if path.suffix.lower() == ".xlsx":
            return _read_xlsx(path)
        text, used = _decode(path.read_bytes(), encoding)
    except (OSError, UnicodeDecodeError, LookupError) as e:
        raise ExchangeError(str(e), "پرونده خوانده نشد (نویسه‌گذاری یا دسترسی).") from e
    try:
        dialect = csv.Sniffer().sniff(text[:4096], delimiters=",;\t")
        delimiter = dialect.delimiter
    except csv.Error:
        delimiter = ","
    rows = [
        [cell.strip() for cell in r] for r in csv.reader(io.StringIO(text), delimiter=delimiter)
    ]
    return _table(rows, used)


def _read_xlsx(path: Path) -> RawTable:
    from openpyxl import load_workbook

    try:
        wb = load_workbook(path, read_only=True, data_only=True)
    except Exception as e:  # openpyxl raises many kinds for a bad file
        raise ExchangeError(str(e), "پروندهٔ اکسل خوانده نشد.") from e
    try:
        ws = wb.worksheets[0]
        rows = []
        for r in ws.iter_rows(values_only=True):
            rows.append(["" if v is None else _cell_text(v) for v in r])
            if len(rows) > MAX_IMPORT_ROWS + 1:
                break
    finally:
        wb.close()
    return _table(rows, "xlsx")


def _cell_text(v: object) -> str:
    if isinstance(v, float) and v.is_integer():
        return str(int(v))
    if isinstance(v, _dt.datetime):
        return v.date().isoformat()
    return str(v).strip()


def _table(rows: list[list[str]], encoding: str) -> RawTable:
    rows = [r for r in rows if any(c for c in r)]
    if not rows:
        raise ExchangeError("empty file", "پرونده خالی است.")
    if len(rows) - 1 > MAX_IMPORT_ROWS:
        raise ExchangeError(
            "too many rows", f"بیش از {MAX_IMPORT_ROWS} ردیف در یک پرونده پذیرفته نیست."
        )
    return RawTable(rows[0], rows[1:], encoding)


def guess_mapping(kind: str, headers: Sequence[str]) -> dict[str, int | None]:
    """Target field -> column index, matching headers by field key or Persian title."""
    wanted = TARGETS[kind]
    index = {normalize(h).replace(" ", ""): i for i, h in enumerate(headers)}
    return {
        key: index.get(
            normalize(key).replace(" ", ""), index.get(normalize(title).replace(" ", ""))
        )
        for key, title in wanted.items()
    }


# --- preview and import ----------------------------------------------------------------------


@dataclass(frozen=True)
class BadRow:
    line: int  # the line in the file (the header is line 1)
    errors: dict[str, str]
    raw: list[str]

    @property
    def reason(self) -> str:
        return "؛ ".join(
            f"{TARGETS_TITLES.get(k, k)}: {v}" if k else v for k, v in self.errors.items()
        )


TARGETS_TITLES = {**PEOPLE_COLUMNS, **VILLAGE_COLUMNS, "residence_village_id": PEOPLE_COLUMNS["residence_village"],
                  "dehestan_id": VILLAGE_COLUMNS["dehestan"]}  # fmt: skip


@dataclass
class Preview:
    kind: str
    source: str
    good: list[tuple[int, dict]] = field(default_factory=list)
    bad: list[BadRow] = field(default_factory=list)

    @property
    def total(self) -> int:
        return len(self.good) + len(self.bad)


_LOOKUPS = (("dehestan", "dehestan_id"), ("residence_village", "residence_village_id"))


class _Rollback(Exception):
    pass


def _flag(value: str) -> object:
    v = normalize(value)
    if v in _YES:
        return True
    if v in _NO:
        return False
    return value  # the service refuses it with its own message


def _choice(value: str, labels: dict[str, str]) -> str:
    v = normalize(value)
    for key, label in labels.items():
        if v in (key, normalize(label)):
            return key
    return value


def _lookup(db: Database, table: str, name: str) -> tuple[int | None, str | None]:
    if not name:
        return None, None
    ids = [r[0] for r in db.execute(
        f"SELECT id FROM {table} WHERE name_norm = ? AND retired_at IS NULL", [normalize(name)]
    )]  # fmt: skip
    if len(ids) == 1:
        return ids[0], None
    if not ids:
        return None, f"«{name}» در فهرست نیست."
    return None, f"چند «{name}» هست؛ یکی را پس از ورود دستی برگزینید."


def _row_fields(
    db: Database, kind: str, raw: list[str], mapping: dict[str, int | None]
) -> tuple[dict, dict]:
    cell = {
        k: (raw[i] if i is not None and i < len(raw) else "")
        for k, i in mapping.items()
        if i is not None
    }
    errors: dict[str, str] = {}
    if kind == "people":
        fields: dict = {
            k: v for k, v in cell.items() if k in PEOPLE_COLUMNS and k != "residence_village"
        }
        if "literate" in fields:
            fields["literate"] = _flag(fields["literate"])
        village, err = _lookup(db, "village", cell.get("residence_village", ""))
        if err:
            errors["residence_village"] = err
        fields["residence_village_id"] = village
        return {k: (v if v != "" else None) for k, v in fields.items()}, errors
    fields = {k: v for k, v in cell.items() if k != "dehestan"}
    dehestan, err = _lookup(db, "dehestan", cell.get("dehestan", ""))
    if err:
        errors["dehestan"] = err
    fields["dehestan_id"] = dehestan
    for key, labels in (
        ("kind", VILLAGE_KINDS),
        ("farming_type", FARMING_TYPES),
        ("tenure", TENURES),
    ):
        if fields.get(key):
            fields[key] = _choice(fields[key], labels)
    if "has_municipality" in fields:
        fields["has_municipality"] = _flag(fields["has_municipality"])
    return {k: (v if v != "" else None) for k, v in fields.items()}, errors


_SERVICES: dict[str, tuple[Callable[..., Change], str]] = {
    "people": (add_person, "person"),
    "villages": (add_village, "village"),
}


# Long imports report every so many rows: ``progress(done, total)`` returns False to cancel.
Progress = Callable[[int, int], bool]
PROGRESS_EVERY = 250


class ImportCancelled(Exception):
    """The clerk cancelled a preview or an import; nothing was written."""


def _report(progress: Progress | None, done: int, total: int) -> None:
    if progress is not None and (done % PROGRESS_EVERY == 0 or done == total):
        if not progress(done, total):
            raise ImportCancelled


def preview_import(db: Database, kind: str, table: RawTable, mapping: dict[str, int | None], *,
                   source: str = "", progress: Progress | None = None) -> Preview:  # fmt: skip
    """Validate every row with the real service in a transaction that is rolled back: nothing is
    imported. Lists each bad row with its reasons. ``progress`` may cancel (ImportCancelled)."""
    if kind not in TARGETS:
        raise ValueError(kind)
    require(db, "register")
    service, _table_name = _SERVICES[kind]
    result = Preview(kind, source)
    total = len(table.rows)
    try:
        with db.atomic():
            for n, raw in enumerate(table.rows, start=2):
                _report(progress, n - 2, total)
                fields, errors = _row_fields(db, kind, raw, mapping)
                try:
                    with db.atomic():
                        try:
                            service(db, **fields)
                        except ValidationError as e:
                            errors = {**e.errors, **errors}
                        for name_field, id_field in _LOOKUPS:
                            if name_field in errors:  # one reason, in the file's own terms
                                errors.pop(id_field, None)
                        if errors:
                            raise ValidationError(errors)
                    result.good.append((n, fields))
                except ValidationError as e:
                    result.bad.append(BadRow(n, e.errors, list(raw)))
                except (NotFound, TypeError) as e:
                    result.bad.append(BadRow(n, {"": str(getattr(e, "message_fa", e))}, list(raw)))
            _report(progress, total, total)
            raise _Rollback
    except _Rollback:
        pass
    return result


def apply_import(db: Database, preview: Preview, *, progress: Progress | None = None) -> Change:
    """Import the preview's good rows in one transaction: all of them or, if anything changed
    since the preview and a row is now refused (or the clerk cancels), none."""
    require(db, "register")
    service, table_name = _SERVICES[preview.kind]
    ids: list[int] = []
    total = len(preview.good)
    with db.atomic():
        for done, (line, fields) in enumerate(preview.good):
            _report(progress, done, total)
            try:
                ids.extend(service(db, **fields).ids)
            except ValidationError as e:
                raise ValidationError(
                    {"": f"ردیف {line}: " + "؛ ".join(e.errors.values()) + " هیچ ردیفی وارد نشد."}
                ) from e
        _report(progress, total, total)  # a cancel even now undoes every row
        audit_service.log_event(db, "import", table_name, None,
                                note=f"{len(ids)} ردیف از {preview.source}".strip())  # fmt: skip
    return Change.of(table_name, ids=ids)


# --- the office's full export ----------------------------------------------------------------


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


def export_office(db: Database, dest: Path | str) -> Path:
    """Write all of the office's records (and its audit trail) to one JSON file; see
    docs/exchange.md. Read in one transaction, so the file is one consistent moment."""
    dest = Path(dest)
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
    os.chmod(dest, 0o600)
    return dest


def import_office(src: Path | str, dest: Path | str) -> Path:
    """Make a new database at ``dest`` from another bakhsh's export, marked read-only: this
    program opens it read-only, and the file itself is left read-only."""
    from desktop.store.db import open_database

    src, dest = Path(src), Path(dest)
    try:
        data = json.loads(src.read_text(encoding="utf-8"))
    except (OSError, ValueError) as e:
        raise ExchangeError(str(e), "پروندهٔ تبادل خوانده نشد.") from e
    if not isinstance(data, dict) or data.get("format") != EXCHANGE_FORMAT:
        raise ExchangeError("not an exchange file", "این پرونده، پروندهٔ تبادل این برنامه نیست.")
    if data.get("version") != EXCHANGE_VERSION or set(data.get("schema") or []) - set(KNOWN_NAMES):
        raise ExchangeError(
            "newer exchange file", "این پرونده از نسخهٔ تازه‌تری از برنامه است؛ برنامه را به‌روز کنید."
        )
    if dest.exists():
        raise ExchangeError("destination exists", "پرونده‌ای با همین نام هست.")
    db = open_database(dest)
    try:
        for table in audit.audited_tables(db):
            audit.drop_audit_triggers(db, table)  # the copy keeps the sender's history verbatim
        with db.atomic():
            db.execute("PRAGMA defer_foreign_keys = ON")
            for name, content in (data.get("tables") or {}).items():
                if name in NOT_EXPORTED or not db[name].exists():
                    continue
                known = set(db[name].columns_dict)
                cols = [c for c in content["columns"] if c in known]
                picks = [content["columns"].index(c) for c in cols]
                quoted = ", ".join(f'"{c}"' for c in cols)
                marks = ", ".join("?" for _ in cols)
                db.conn.executemany(
                    f'INSERT OR REPLACE INTO "{name}" ({quoted}) VALUES ({marks})',
                    ([_blob_in(row[i]) for i in picks] for row in content["rows"]),
                )
            fill_sort_keys(db)  # rows from an export made before the keys existed
            db.execute(
                "INSERT OR REPLACE INTO settings(key, value) VALUES (?, ?)",
                [EXCHANGE_SETTING, json.dumps({
                    "office": data.get("office"), "exported_at": data.get("exported_at"),
                    "imported_at": _dt.datetime.now().isoformat(timespec="seconds"), "file": src.name,
                }, ensure_ascii=False)],
            )  # fmt: skip
        db.execute("PRAGMA journal_mode = DELETE")
    finally:
        db.close()
    os.chmod(dest, 0o400)
    return dest


# --- backups as user actions -----------------------------------------------------------------


def backup_now(db: Database, db_path: Path | str, *, kind: str = "manual") -> Path:
    """Back up into the office's backup folder; anyone may (it only reads). Logged when the
    database is writable."""
    from desktop.store import backup

    saved = backup.make_backup(db, backup.folder_for(db, db_path), kind=kind)
    try:
        with db.atomic():
            audit_service.log_event(db, "backup", "database", None, note=saved.name)
    except Exception:  # a read-only database keeps no log entry; the backup stands
        pass
    return saved


def restore_backup(db: Database, db_path: Path | str, backup_file: Path | str) -> Path | None:
    """Check ``backup_file``, close ``db`` and put the backup in its place; returns where the
    current file was kept. The program must open the database again afterwards."""
    from desktop.store import backup

    require(db, "restore")
    report = backup.check_backup(backup_file)
    if not report.ok:
        raise backup.BackupError(f"backup refused: {report.status}", report.message_fa)
    from desktop.store.db import open_database

    actor = audit.state_of(db.conn).actor
    db.close()
    aside = backup.restore(db_path, backup_file)
    restored = open_database(db_path)  # migrates a backup from an older version
    try:
        audit.set_actor(restored.conn, actor)
        with restored.atomic():
            note = f"{Path(backup_file).name}; " + (f"پروندهٔ پیشین: {aside.name}" if aside else "")
            audit_service.log_event(restored, "restore", "database", None, note=note)
    finally:
        restored.close()
    return aside
