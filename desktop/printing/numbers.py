"""Numbers as a notice prints them: Persian digits, rials with the thousands separator, words."""

from __future__ import annotations

import datetime as _dt
from decimal import Decimal

from desktop.jalali import format_jalali, to_jalali
from desktop.rules.land_holdings import M2_PER_HA
from desktop.text import group_thousands, to_persian_digits

_ONES = ["", "یک", "دو", "سه", "چهار", "پنج", "شش", "هفت", "هشت", "نه"]
_TEENS = ["ده", "یازده", "دوازده", "سیزده", "چهارده", "پانزده", "شانزده", "هفده", "هجده", "نوزده"]
_TENS = ["", "", "بیست", "سی", "چهل", "پنجاه", "شصت", "هفتاد", "هشتاد", "نود"]
_HUNDREDS = ["", "صد", "دویست", "سیصد", "چهارصد", "پانصد", "ششصد", "هفتصد", "هشتصد", "نهصد"]
_SCALES = ["", "هزار", "میلیون", "میلیارد", "هزار میلیارد", "میلیون میلیارد"]
MONTHS = [
    "فروردین", "اردیبهشت", "خرداد", "تیر", "مرداد", "شهریور",
    "مهر", "آبان", "آذر", "دی", "بهمن", "اسفند",
]  # fmt: skip


def _below_thousand(n: int) -> list[str]:
    parts = []
    h, rest = divmod(n, 100)
    if h:
        parts.append(_HUNDREDS[h])
    if 10 <= rest < 20:
        parts.append(_TEENS[rest - 10])
    else:
        t, o = divmod(rest, 10)
        if t:
            parts.append(_TENS[t])
        if o:
            parts.append(_ONES[o])
    return parts


def number_words(n: int) -> str:
    """1250000 -> «یک میلیون و دویست و پنجاه هزار»."""
    if n == 0:
        return "صفر"
    if n < 0:
        return "منفی " + number_words(-n)
    groups = []
    scale = 0
    while n:
        n, g = divmod(n, 1000)
        if g:
            if scale >= len(_SCALES):
                raise ValueError("number too large to spell")
            words = " و ".join(_below_thousand(g))
            groups.append(f"{words} {_SCALES[scale]}".strip())
        scale += 1
    return " و ".join(reversed(groups))


def rials(n: int) -> str:
    """1250000 -> ۱٬۲۵۰٬۰۰۰ ریال."""
    return f"{group_thousands(n)} ریال"


def rials_words(n: int) -> str:
    """1250000 -> یک میلیون و دویست و پنجاه هزار ریال."""
    return f"{number_words(n)} ریال"


def rials_full(n: int) -> str:
    """۱٬۲۵۰٬۰۰۰ ریال (یک میلیون و دویست و پنجاه هزار ریال) — a sum a notice states."""
    return f"{rials(n)} ({rials_words(n)})"


def pdigits(value: object) -> str:
    return to_persian_digits(str(value))


def jdate(d: _dt.date | str | None) -> str:
    """A date (or ISO text) -> ۱۴۰۳/۰۲/۱۵; empty for None."""
    if d is None or d == "":
        return ""
    if isinstance(d, str):
        d = _dt.date.fromisoformat(d[:10])
    return format_jalali(d, persian_digits=True)


def jdate_long(d: _dt.date) -> str:
    """۱۵ اردیبهشت ۱۴۰۳."""
    y, m, day = to_jalali(d)
    return to_persian_digits(f"{day} {MONTHS[m - 1]} {y}")


def ha_fa(m2: int | None) -> str:
    """«۱۲٫۵» hectares from square metres, exact."""
    if m2 is None:
        return ""
    d = (Decimal(m2) / M2_PER_HA).normalize()
    text = f"{d:f}"
    return to_persian_digits(text.replace(".", "٫"))
