"""Reading a file to import: CSV (UTF-8 or Windows-1256, sniffed) or XLSX, vetted before any
parser sees it (size, zip parts, DTDs, rows too wide) and cut at ``MAX_IMPORT_ROWS``.
"""

from __future__ import annotations

import csv
import datetime as _dt
import io
import re
import zipfile
from dataclasses import dataclass
from pathlib import Path

from desktop.domain.errors import ValidationError
from desktop.services.exchange.common import ExchangeError, _file

MAX_IMPORT_BYTES = 50 * 2**20
MAX_IMPORT_ROWS = 100_000
MAX_IMPORT_COLUMNS = 200  # a row of millions of cells is a bomb, not a list of people
MAX_XLSX_PART_BYTES = 400 * 2**20  # one part of an .xlsx, uncompressed


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
