"""Export of a list the user sees to CSV (UTF-8 with BOM) or XLSX (a right-to-left sheet), every
cell checked first and made safe against formula injection (``safe_cell``).
"""

from __future__ import annotations

import csv
import datetime as _dt
import math
import re
import unicodedata
from collections.abc import Iterable, Sequence
from pathlib import Path

from sqlite_utils import Database

from desktop.domain.errors import ValidationError
from desktop.services.door import read
from desktop.services.exchange.common import _SURROGATES, _atomic_write, _file

FORMULA_START = ("=", "+", "-", "@")


_UNWRITABLE = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")  # XLSX cannot hold these


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


@read(right="export")
def export_list(
    db: Database, path: Path | str, headers: Sequence[str], rows: Iterable[Sequence[object]]
) -> int:
    """A list the user sees, exported (``export_rows``) by a user allowed to export."""
    return export_rows(path, headers, rows)


def _iterable(value: object) -> bool:
    return not isinstance(value, str | bytes | dict) and hasattr(value, "__iter__")
