"""Jalali dates at the edges, ``datetime.date`` (Gregorian, stored ISO) inside.

jdatetime is the single source of truth for the calendar; Qt's Jalali calendar is tested
against it over the supported range (see tests/ui/test_date_edit.py).
"""

from __future__ import annotations

import datetime as _dt
import functools
import re

import jdatetime

from desktop.text import to_ascii_digits, to_persian_digits

# given to jdatetime.date, so that it does not look up the process's locale each time
_LOCALE = jdatetime.FA_LOCALE

FIRST_YEAR = 1300
LAST_YEAR = 1435  # jdatetime and Qt agree on every day up to 1436/12/29; whole years only
# A date of birth may go back further: the office keeps records from 1331, and a landlord or a
# council member of then could be born in the 1260s. Every act (a letter, a decision, a payment)
# stays within FIRST_YEAR..LAST_YEAR. Before 1300 the calendar is jdatetime's arithmetic one,
# which Qt's Jalali calendar (the date widget's popup) contradicts by a day in 1210, 1243 and 1276:
# the widget places and reads the popup's days by their Jalali parts, never through Gregorian.
FIRST_BIRTH_YEAR = 1200

_PATTERN = re.compile(r"^\s*(\d{3,4})\s*[/\-.]\s*(\d{1,2})\s*[/\-.]\s*(\d{1,2})\s*$")


class InvalidDate(ValueError):
    """A text that is not a real Jalali date; ``message_fa`` is for the clerk."""

    def __init__(self, text: str, message_fa: str) -> None:
        super().__init__(f"invalid Jalali date {text!r}")
        self.text = text
        self.message_fa = message_fa


def parse_jalali(text: str, *, first_year: int = FIRST_YEAR) -> _dt.date:
    """``'1403/02/15'`` (either digit set, ``/`` ``-`` or ``.``) -> Gregorian ``date``, its year
    within ``first_year``..``LAST_YEAR`` (``FIRST_BIRTH_YEAR`` for a date of birth)."""
    if not isinstance(text, str):
        raise InvalidDate(str(text), "تاریخ باید به صورت سال/ماه/روز باشد.")
    m = _PATTERN.match(to_ascii_digits(text))
    if not m:
        raise InvalidDate(text, "تاریخ باید به صورت سال/ماه/روز باشد، مانند ۱۴۰۳/۰۲/۱۵.")
    y, mo, d = (int(g) for g in m.groups())
    if not first_year <= y <= LAST_YEAR:
        raise InvalidDate(
            text,
            f"سال باید میان {to_persian_digits(str(first_year))} و {to_persian_digits(str(LAST_YEAR))} باشد.",
        )
    if not 1 <= mo <= 12:
        raise InvalidDate(text, "ماه باید میان ۱ و ۱۲ باشد.")
    length = month_length(y, mo)
    if not 1 <= d <= length:
        raise InvalidDate(
            text,
            f"ماه {to_persian_digits(str(mo))} سال {to_persian_digits(str(y))} "
            f"{to_persian_digits(str(length))} روز دارد.",
        )
    return jdatetime.date(y, mo, d, locale=_LOCALE).togregorian()


def month_length(year: int, month: int) -> int:
    if month <= 6:
        return 31
    if month <= 11:
        return 30
    return 30 if jdatetime.date(year, 1, 1, locale=_LOCALE).isleap() else 29


@functools.lru_cache(maxsize=8192)
def to_jalali(d: _dt.date) -> tuple[int, int, int]:
    # the converter itself: a jdatetime.date would ask the process's locale (locale.getlocale,
    # three quarters of the time) on every construction, for month names never used here
    y, m, day = jdatetime.GregorianToJalali(d.year, d.month, d.day).getJalaliList()
    if not jdatetime.MINYEAR <= y <= jdatetime.MAXYEAR:
        raise ValueError("year is out of range")  # as jdatetime.date refuses it
    return y, m, day


def format_jalali(d: _dt.date, *, persian_digits: bool = False) -> str:
    """Gregorian ``date`` -> ``'1403/02/15'`` (or ``'۱۴۰۳/۰۲/۱۵'``)."""
    y, m, day = to_jalali(d)
    s = f"{y:04d}/{m:02d}/{day:02d}"
    return to_persian_digits(s) if persian_digits else s


def jalali_date(year: int, month: int, day: int) -> _dt.date:
    """Build a Gregorian date from Jalali parts, validating them."""
    return parse_jalali(f"{year}/{month}/{day}")


@functools.lru_cache(maxsize=256)  # (every check of a date asks for the same few years)
def farvardin_first(year: int) -> _dt.date:
    return jdatetime.date(year, 1, 1, locale=_LOCALE).togregorian()


def jalali_year(d: _dt.date) -> int:
    return to_jalali(d)[0]


def full_years_between(born: _dt.date, on: _dt.date) -> int:
    """Age in full Jalali years on ``on`` (a birthday counts on its own day)."""
    by, bm, bd = to_jalali(born)
    oy, om, od = to_jalali(on)
    years = oy - by
    if (om, od) < (bm, bd):
        years -= 1
    return years


def today() -> _dt.date:
    return _dt.date.today()
