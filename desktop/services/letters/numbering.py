"""The book's numbers: gap-free within a direction and a Jalali year, restarting on 1 Farvardin
at 1 or at the starting number set for that year (so the office can continue its paper book).
"""

from __future__ import annotations

import datetime as _dt

from sqlite_utils import Database

from desktop.domain.fields import Checker
from desktop.jalali import FIRST_YEAR, LAST_YEAR, jalali_year
from desktop.services.change import Change
from desktop.services.door import action, read
from desktop.services.letters.common import DIRECTIONS


def _year_and_start(db: Database, direction: str, year: int) -> int:
    row = db.execute(
        "SELECT first_number FROM letter_start WHERE direction = ? AND year = ?", [direction, year]
    ).fetchone()
    return row[0] if row else 1


@read()
def next_number(db: Database, *, letter_date: _dt.date, direction: str = "out") -> tuple[int, int]:
    """(year, number) the next letter of that date would get; nothing is reserved."""
    c = Checker()
    c.choice("direction", direction, DIRECTIONS)
    day = c.date("letter_date", letter_date, required=True)
    c.raise_if_any()
    assert day is not None
    return _next_number(db, day, direction)


def _next_number(db: Database, day: _dt.date, direction: str) -> tuple[int, int]:
    """``next_number`` of a day and direction already checked (a batch's file names)."""
    year = jalali_year(day)
    last = db.execute(
        "SELECT max(number) FROM letter WHERE direction = ? AND year = ?", [direction, year]
    ).fetchone()[0]
    return year, (last + 1 if last else _year_and_start(db, direction, year))


@action(right="register")
def set_first_number(
    db: Database, *, year: int, first_number: int, direction: str = "out"
) -> Change:
    """Continue a paper book: the year's numbering starts at ``first_number``."""
    c = Checker()
    c.choice("direction", direction, DIRECTIONS)
    y = c.integer("year", year, required=True, minimum=FIRST_YEAR, maximum=LAST_YEAR)
    n = c.integer("first_number", first_number, required=True, minimum=1, maximum=10**9)
    if (
        y is not None
        and not c.errors
        and db.execute(
            "SELECT 1 FROM letter WHERE direction = ? AND year = ?", [direction, y]
        ).fetchone()
    ):
        c.fail("first_number", "در این سال نامه ثبت شده است؛ شمارهٔ آغاز را دیگر نمی‌توان تغییر داد.")
    c.raise_if_any()
    with db.atomic():
        db.execute(
            "INSERT INTO letter_start(direction, year, first_number) VALUES (?, ?, ?) "
            "ON CONFLICT(direction, year) DO UPDATE SET first_number = excluded.first_number",
            [direction, y, n],
        )
    return Change.of("letter_start")
