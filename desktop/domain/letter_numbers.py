"""How a register number is written: the office's format, one function every screen and paper uses.

The office sets its format once (Settings): an optional prefix (the office's own code), a series
letter for each direction (by default none for outgoing letters and «و» for incoming ones, so the
two books' numbers can never be confused) and whether the Jalali year is written.
``NumberFormat.text`` writes a number in Persian digits, parts joined by «/»: ``۷/۱۴۰۵`` and
``۳/و/۱۴۰۵`` by default, ``۷/ص/۱۴۰۵`` with an outgoing series «ص».

Why no outgoing letter by default: a letter between the digits comes back scrambled from the
PDF's text layer in both poppler and pdfium («۲/ص/۱۴۰۳» extracts as «/۲ص۱۴۰۳/»), so a search of an
archived PDF for the number would fail; «۷/۱۴۰۵», the paper books' own form, extracts whole.

A number's text is stored with its register row when it is taken, so a later change of format
never changes what an issued letter says when it is reprinted.
"""

from __future__ import annotations

import re
from dataclasses import asdict, dataclass

from desktop.text import to_ascii_digits, to_persian_digits

SETTING_KEY = "letter_number_format"


@dataclass(frozen=True)
class NumberFormat:
    prefix: str = ""
    out_series: str = ""
    in_series: str = "و"
    with_year: bool = True

    def text(self, direction: str, number: int, year: int) -> str:
        series = self.out_series if direction == "out" else self.in_series
        parts = [self.prefix, str(number), series, str(year) if self.with_year else ""]
        return to_persian_digits("/".join(p for p in parts if p))

    def as_dict(self) -> dict[str, object]:
        return asdict(self)

    @classmethod
    def from_dict(cls, raw: object) -> NumberFormat:
        if not isinstance(raw, dict):
            return cls()
        fields = cls.__dataclass_fields__
        return cls(**{k: v for k, v in raw.items() if k in fields})


_YEAR = re.compile(r"^1[34]\d\d$")


def parse_reference(text: str) -> tuple[int, int | None] | None:
    """«۱۲», «۱۲/۱۴۰۲», «۷/ص/۱۴۰۵» or «ب/۷/ص/۱۴۰۵» -> (number, year or None); None if no number.

    The number is the first group of digits that is not a year; the year is a four-digit group
    13xx/14xx after it."""
    parts = [p.strip() for p in to_ascii_digits(text or "").split("/")]
    digits = [p for p in parts if p.isdigit() and p.isascii()]
    if not digits:
        return None
    number = int(digits[0])
    if len(digits[0]) > 12 or number < 1:
        return None
    year = next((int(p) for p in digits[1:] if _YEAR.match(p)), None)
    return number, year
