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
import contextlib
import csv
import datetime as _dt
import io
import json
import math
import os
import re
import sqlite3
import unicodedata
import zipfile
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from sqlite_utils import Database

from desktop.domain.errors import NotFound, ValidationError
from desktop.domain.fields import Checker
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
MAX_IMPORT_COLUMNS = 200  # a row of millions of cells is a bomb, not a list of people
MAX_XLSX_PART_BYTES = 400 * 2**20  # one part of an .xlsx, uncompressed
FORMULA_START = ("=", "+", "-", "@")

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


_UNWRITABLE = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")  # XLSX cannot hold these
_SURROGATES = re.compile("[\ud800-\udfff]")


def safe_cell(value: object) -> object:
    """A text that a spreadsheet would run as a formula (= + - @ first, after any spaces, tabs
    or newlines, in ASCII or fullwidth: ＝ ＋ － ＠) is prefixed with ' so it shows as text.
    Characters no file can hold (lone surrogates, control characters) are dropped. Numbers
    stay numbers."""
    if not isinstance(value, str):
        return value
    value = _UNWRITABLE.sub("", _SURROGATES.sub("\ufffd", value))
    head = unicodedata.normalize("NFKC", value.lstrip()[:1])
    if head.startswith(FORMULA_START) or (value[:1].isspace() and head in FORMULA_START):
        return "'" + value
    return value


def _file(path: object, field: str = "path") -> Path:
    """A file path from the caller, checked (ValidationError, Persian)."""
    c = Checker()
    checked = c.path(field, path)
    c.raise_if_any()
    assert checked is not None
    return checked


def _atomic_write(path: Path, write: Callable[[Path], None]) -> None:
    """Write through ``<path>.part`` (created private to the user: lists hold national codes)
    and rename into place. Refuses (ExchangeError) a folder that does not exist."""
    path = _file(path)
    if not path.parent.is_dir():
        raise ExchangeError(
            f"no folder {path.parent}", "پوشهٔ مقصد وجود ندارد؛ پوشهٔ دیگری برگزینید."
        )
    part = path.with_name(path.name + ".part")
    try:
        fd = os.open(part, os.O_CREAT | os.O_WRONLY | os.O_TRUNC, 0o600)
        os.close(fd)
        write(part)
        os.chmod(part, 0o600)
        fd = os.open(part, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)
        os.replace(part, path)
    except OSError as e:
        raise ExchangeError(str(e), "نوشتن پرونده ممکن نشد (جای خالی یا اجازهٔ دسترسی).") from e
    finally:
        with contextlib.suppress(OSError):
            part.unlink(missing_ok=True)


def export_rows(path: Path | str, headers: Sequence[str], rows: Iterable[Sequence[object]]) -> int:
    """Write a list to ``path`` (.csv: UTF-8 with BOM, which Excel reads; .xlsx: a right-to-left
    sheet). Returns the number of rows written."""
    path = _file(path)
    if not isinstance(headers, list | tuple) or not _iterable(rows):
        raise ValidationError.single("rows", "فهرست برای خروجی نامعتبر است.")
    # validation first: every cell is checked before a byte is written
    head = [_export_cell(h) for h in headers]
    body = []
    for row in rows:
        if not isinstance(row, list | tuple):
            raise ValidationError.single("rows", "فهرست برای خروجی نامعتبر است.")
        body.append([_export_cell(v) for v in row])
    count = len(body)

    if path.suffix.lower() == ".xlsx":
        from openpyxl import Workbook

        def write(p: Path) -> None:
            wb = Workbook(write_only=True)
            ws = wb.create_sheet()
            ws.sheet_view.rightToLeft = True
            ws.append(head)
            for row in body:
                ws.append(row)
            wb.save(p)

    else:

        def write(p: Path) -> None:
            with p.open("w", encoding="utf-8-sig", newline="") as f:
                out = csv.writer(f)
                out.writerow(head)
                out.writerows(body)

    _atomic_write(path, write)
    return count


def _export_cell(value: object) -> object:
    """A cell a spreadsheet can hold: text (formula-safe), a whole or finite number, a date."""
    if value is None:
        return ""
    if isinstance(value, str):
        return safe_cell(value)
    if isinstance(value, bool | _dt.date):
        return value
    if isinstance(value, int) and abs(value) < 10**15:
        return value
    if isinstance(value, float) and math.isfinite(value):
        return value
    raise ValidationError.single("rows", "خانه‌ای از فهرست مقدار نامعتبری دارد.")


def export_list(
    db: Database, path: Path | str, headers: Sequence[str], rows: Iterable[Sequence[object]]
) -> int:
    """A list the user sees, exported (``export_rows``) by a user allowed to export."""
    require(db, "export")
    return export_rows(path, headers, rows)


def _iterable(value: object) -> bool:
    return not isinstance(value, str | bytes | dict) and hasattr(value, "__iter__")


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
    except UnicodeDecodeError as e:
        # Persian read as UTF-8 before the first bad byte means a UTF-8 file with a stray byte,
        # not a Windows-1256 one (whose Persian letters never decode as Persian UTF-8): read as
        # cp1256 it would be silently garbled.
        before = data[: e.start].decode("utf-8-sig", errors="replace")
        if any("\u0600" <= ch <= "\u06ff" for ch in before):
            line = before.count("\n") + 1
            raise ExchangeError(
                f"invalid UTF-8 at byte {e.start}",
                f"پرونده با نویسه‌گذاری UTF-8 است اما در سطر {line} بایت نامعتبری دارد؛ "
                "پرونده را در برنامهٔ سازنده‌اش دوباره با UTF-8 ذخیره کنید.",
            ) from e
        return data.decode("cp1256", errors="strict"), "cp1256"


def read_table(path: Path | str, *, encoding: str | None = None) -> RawTable:
    """The header row and data rows of a CSV (UTF-8 or Windows-1256, sniffed) or XLSX file."""
    path = _file(path)
    if encoding is not None and (
        not isinstance(encoding, str)
        or not encoding.isascii()
        or not encoding.replace("-", "").replace("_", "").isalnum()
    ):
        raise ValidationError.single("encoding", "نویسه‌گذاری نامعتبر است.")
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
    try:  # newline="": the csv module itself reads \r, \n and \r\n line ends, mixed too
        reader = csv.reader(io.StringIO(text, newline=""), delimiter=delimiter)
        rows = [[cell.strip() for cell in r] for r in reader]
    except csv.Error as e:  # a cell past the csv module's limit (131,072), a NUL...
        raise ExchangeError(
            str(e), "پرونده خوانده نشد: خانه‌ای بیش از حد بلند یا نویسهٔ نامعتبر دارد."
        ) from e
    return _table(rows, used)


_XLSX_BAD = "پروندهٔ اکسل خوانده نشد (آسیب‌دیده یا ناقص است)."
_DTD = re.compile(rb"<!(DOCTYPE|ENTITY)", re.IGNORECASE)
_ROW_OR_CELL = re.compile(rb"<(?:\w+:)?(row|c)[\s/>]")


def _vet_xlsx(path: Path) -> None:
    """Before openpyxl parses anything: a real zip, no part that inflates past a limit, no DTD
    (entity expansion; an .xlsx never has one), no row of more than MAX_IMPORT_COLUMNS cells
    (openpyxl holds a whole row in memory: 13 million cells took 5.8 GB)."""
    with zipfile.ZipFile(path) as z:
        for info in z.infolist():
            if info.file_size > MAX_XLSX_PART_BYTES:
                raise ExchangeError("xlsx part too large", "پروندهٔ اکسل بیش از حد بزرگ است.")
            if not info.filename.endswith((".xml", ".rels")):
                continue
            with z.open(info) as f:
                if _DTD.search(f.read(4096)):
                    raise ExchangeError("xlsx with a DTD", _XLSX_BAD)
            if info.filename.startswith("xl/worksheets/"):
                _count_cells(z, info)


def _count_cells(z: zipfile.ZipFile, info: zipfile.ZipInfo) -> None:
    cells = 0
    tail = b""
    with z.open(info) as f:
        while chunk := f.read(2**20):
            data = tail + chunk
            last = 0
            for m in _ROW_OR_CELL.finditer(data):
                if m.group(1) == b"row":
                    cells = 0
                else:
                    cells += 1
                    if cells > MAX_IMPORT_COLUMNS:
                        raise ExchangeError(
                            "xlsx row too wide",
                            f"ردیفی از پروندهٔ اکسل بیش از {MAX_IMPORT_COLUMNS} خانه دارد.",
                        )
                last = m.end()
            tail = data[max(last, len(data) - 16) :]


def _read_xlsx(path: Path) -> RawTable:
    from openpyxl import load_workbook

    try:
        _vet_xlsx(path)
        wb = load_workbook(path, read_only=True, data_only=True)
    except ExchangeError:
        raise
    except Exception as e:  # zipfile and openpyxl raise many kinds for a bad file
        raise ExchangeError(str(e), _XLSX_BAD) from e
    try:
        ws = wb.worksheets[0]
        rows = []
        for r in ws.iter_rows(values_only=True):
            rows.append(["" if v is None else _cell_text(v) for v in r])
            if len(rows) > MAX_IMPORT_ROWS + 1:
                break
    except Exception as e:  # a truncated or malformed sheet fails while it is read
        raise ExchangeError(str(e), _XLSX_BAD) from e
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

    message_fa = "ورود از پرونده لغو شد؛ چیزی نوشته نشد."


def _report(progress: Progress | None, done: int, total: int) -> None:
    if progress is not None and (done % PROGRESS_EVERY == 0 or done == total):
        if not progress(done, total):
            raise ImportCancelled


def preview_import(db: Database, kind: str, table: RawTable, mapping: dict[str, int | None], *,
                   source: str = "", progress: Progress | None = None) -> Preview:  # fmt: skip
    """Validate every row with the real service in a transaction that is rolled back: nothing is
    imported. Lists each bad row with its reasons. ``progress`` may cancel (ImportCancelled)."""
    require(db, "register")
    _check_import(kind, table, mapping)
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


def _check_import(kind: object, table: object, mapping: object) -> None:
    """What the import dialog hands over, checked: a known kind, a table of text rows, a mapping
    of target fields to column numbers."""
    c = Checker()
    if not isinstance(kind, str) or kind not in TARGETS:
        c.fail("kind", "نوع سوابق برای ورود نامعتبر است.")
    elif not isinstance(mapping, dict) or not all(
        k in TARGETS[kind]
        and (i is None or (isinstance(i, int) and not isinstance(i, bool) and 0 <= i < 10_000))
        for k, i in mapping.items()
    ):
        c.fail("mapping", "نگاشت ستون‌ها نامعتبر است.")
    if (
        not isinstance(table, RawTable)
        or not isinstance(table.rows, list)
        or not all(isinstance(r, list) and all(isinstance(v, str) for v in r) for r in table.rows)
    ):
        c.fail("table", "جدول پرونده نامعتبر است.")
    c.raise_if_any()


def apply_import(db: Database, preview: Preview, *, progress: Progress | None = None) -> Change:
    """Import the preview's good rows in one transaction: all of them or, if anything changed
    since the preview and a row is now refused (or the clerk cancels), none."""
    require(db, "register")
    if (
        not isinstance(preview, Preview)
        or not isinstance(preview.kind, str)
        or preview.kind not in _SERVICES
    ):
        raise ValidationError.single("preview", "پیش‌نمایش ورود نامعتبر است.")
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
    require(db, "export_office")
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


# --- backups as user actions -----------------------------------------------------------------


def backup_now(db: Database, db_path: Path | str, *, kind: str = "manual") -> Path:
    """Back up into the office's backup folder; anyone may (it only reads). Logged when the
    database is writable."""
    from desktop.store import backup

    require(db, "read")  # a backup is a copy of everything: a signed-in user's act
    db_path = _file(db_path, "db_path")
    if kind not in backup.KINDS:
        raise ValidationError.single("kind", "گونهٔ پشتیبان نامعتبر است.")
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
    db_path, backup_file = _file(db_path, "db_path"), _file(backup_file, "backup_file")
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
