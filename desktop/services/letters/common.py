"""What the register's modules share: the two directions (صادره/وارده), the sink a PDF goes
to, a letter's row, the office's letterhead, and the check of a new letter's date and of the
earlier letters it refers to (عطف) or follows (پیرو).
"""

from __future__ import annotations

import datetime as _dt
from collections.abc import Callable
from typing import TYPE_CHECKING

from sqlite_utils import Database

from desktop.domain.fields import Checker
from desktop.domain.office import Office
from desktop.jalali import jalali_year
from desktop.printing.numbers import jdate
from desktop.services.office import office_or_refuse
from desktop.services.rows import _row_by_id

if TYPE_CHECKING:
    from desktop.printing.engine import Office as Letterhead

Sink = Callable[[bytes], None]
DIRECTIONS = {"out": "صادره", "in": "وارده"}


def _check_date_and_links(
    db: Database, c: Checker, direction: str, when: object, refers_to_id: object, follows_id: object
) -> _dt.date | None:
    d = c.date("letter_date", when) if when not in (None, "") else _dt.date.today()
    if d is not None:
        year = jalali_year(d)
        # max(letter_date) read from the date index's end: the plain max() goes through the
        # (direction, year, number) index and reads the date of every letter of the year
        row = db.execute(
            "SELECT letter_date FROM letter INDEXED BY letter_date WHERE direction = ? "
            "AND year = ? AND letter_date IS NOT NULL ORDER BY letter_date DESC LIMIT 1",
            [direction, year],
        ).fetchone()
        last = row[0] if row else None
        if last and d.isoformat() < last:
            c.fail(
                "letter_date",
                f"تاریخ نامه پیش از آخرین نامهٔ ثبت‌شدهٔ این سال ({jdate(last)}) است؛ "
                "شماره‌ها باید به ترتیب تاریخ باشند.",
            )
    for field_name, ident in (("refers_to_id", refers_to_id), ("follows_id", follows_id)):
        if ident not in (None, ""):
            ok = c.integer(field_name, ident, minimum=1)
            if (
                ok is not None
                and not db.execute("SELECT 1 FROM letter WHERE id = ?", [ok]).fetchone()
            ):
                c.fail(field_name, "نامهٔ عطف/پیرو در دفتر یافت نشد.")
    return d


def _letterhead(db: Database, office: Office | None = None) -> Letterhead:
    """The letterhead of ``office`` (None: the office as its settings say now, refused in Persian
    when incomplete)."""
    from desktop.printing.engine import Office as Letterhead  # ReportLab: only when printing

    office = office or office_or_refuse(db)
    return Letterhead(office.office_name, office.bakhsh, office.shahrestan)


def _letter_row(db: Database, letter_id: int) -> dict:
    return _row_by_id(db, "letter", letter_id)
