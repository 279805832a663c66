"""Field checks shared by every record: one place decides what a valid text, number or date is."""

from __future__ import annotations

import datetime as _dt
import os
import re
from pathlib import Path

from desktop.jalali import FIRST_YEAR, LAST_YEAR, InvalidDate, farvardin_first, parse_jalali
from desktop.text import bad_characters, group_thousands, has_text, to_ascii_digits

MAX_NAME = 100
MAX_TEXT = 2000
_INTEGER = re.compile(r"-?[0-9]+")  # ASCII digits only: str.isdigit also takes '²'
NAME_FORBIDDEN = set("'\";\\<>`")
# The last day the Jalali calendar of this program covers (the end of LAST_YEAR).
_LAST_DAY = farvardin_first(LAST_YEAR + 1) - _dt.timedelta(days=1)


def is_row_id(value: object) -> bool:
    """An integer SQLite can hold as a row id (a larger one would overflow, not miss)."""
    return isinstance(value, int) and not isinstance(value, bool) and 0 < value < 2**63


class Checker:
    """Collects field errors; ``raise_if_any`` raises one ValidationError listing them all."""

    def __init__(self) -> None:
        self.errors: dict[str, str] = {}

    def fail(self, field: str, message: str) -> None:
        self.errors.setdefault(field, message)

    def text(
        self,
        field: str,
        value: object,
        *,
        required: bool = False,
        max_len: int = MAX_NAME,
        name: bool = False,
    ) -> str | None:
        """A trimmed text, or None. ``name=True`` also refuses quote and markup characters,
        which never belong in a person's or a place's name (free text keeps them as typed)."""
        if value is None:
            value = ""
        if not isinstance(value, str):
            self.fail(field, "مقدار باید متن باشد.")
            return None
        value = value.strip()
        if len(value) > max_len:
            self.fail(field, f"متن بیش از حد بلند است (بیشینه {max_len} نویسه).")
            return None
        bad = bad_characters(value)
        if bad:
            self.fail(field, bad)
            return None
        if not has_text(value):  # only ZWNJ, tatweel, diacritics: nothing a reader can see
            if required:
                self.fail(field, "این خانه نباید خالی باشد.")
            return None
        if name and any(ch in NAME_FORBIDDEN for ch in value):
            self.fail(field, "نام نباید نشانه‌های ' \" ; \\ < > ` داشته باشد.")
            return None
        return value

    def integer(
        self,
        field: str,
        value: object,
        *,
        required: bool = False,
        minimum: int | None = 0,
        maximum: int | None = 10**15,
        too_large: str = "",
    ) -> int | None:
        """A whole number within ``minimum``..``maximum``; a refusal names the bound (``too_large``
        says it in the field's own unit when the number is kept in another)."""
        if value is None or value == "":
            if required:
                self.fail(field, "این خانه نباید خالی باشد.")
            return None
        if isinstance(value, bool):
            self.fail(field, "عدد صحیح وارد کنید.")
            return None
        if isinstance(value, str):
            s = to_ascii_digits(value.strip()).replace(",", "").replace("\u066c", "")
            if not _INTEGER.fullmatch(s) or len(s) > 18:
                self.fail(field, "عدد صحیح وارد کنید.")
                return None
            value = int(s)
        if not isinstance(value, int):
            self.fail(field, "عدد صحیح وارد کنید.")
            return None
        if minimum is not None and value < minimum:
            least = f"کمینه {group_thousands(minimum)} است."
            self.fail(field, "عدد منفی پذیرفته نیست." if minimum == 0 else least)
            return None
        if maximum is not None and value > maximum:
            self.fail(
                field, too_large or f"عدد بیش از حد بزرگ است؛ بیشینه {group_thousands(maximum)}."
            )
            return None
        return value

    def date(
        self, field: str, value: object, *, required: bool = False, first_year: int = FIRST_YEAR
    ) -> _dt.date | None:
        """A Jalali text or a date, its year within ``first_year``..``LAST_YEAR``: an act's date
        by default, ``first_year=FIRST_BIRTH_YEAR`` for a date of birth."""
        if value is None or value == "":
            if required:
                self.fail(field, "تاریخ را وارد کنید.")
            return None
        if isinstance(value, _dt.datetime):
            value = value.date()
        if isinstance(value, _dt.date):
            if not farvardin_first(first_year) <= value <= _LAST_DAY:
                self.fail(field, "تاریخ بیرون از بازه‌ای است که برنامه می‌شناسد.")
                return None
            return value
        if isinstance(value, str):
            try:
                return parse_jalali(value, first_year=first_year)
            except InvalidDate as e:
                self.fail(field, e.message_fa)
                return None
        self.fail(field, "تاریخ نامعتبر است.")
        return None

    def path(self, field: str, value: object, *, required: bool = True) -> Path | None:
        """A file path a user chose: text or a path, no NUL, no character a file system cannot
        name, a name not empty and not absurdly long."""
        if value is None or value == "":
            if required:
                self.fail(field, "مسیر پرونده را برگزینید.")
            return None
        if not isinstance(value, str | os.PathLike):
            self.fail(field, "مسیر پرونده نامعتبر است.")
            return None
        text = os.fspath(value)
        if not isinstance(text, str) or "\x00" in text or bad_characters(text) or len(text) > 4096:
            self.fail(field, "مسیر پرونده نامعتبر است.")
            return None
        p = Path(text)
        if not p.name or p.name in (".", "..") or len(p.name.encode("utf-8")) > 255:
            self.fail(field, "نام پرونده نامعتبر است.")
            return None
        return p

    def choice(
        self,
        field: str,
        value: object,
        allowed: dict[str, str] | tuple[str, ...],
        *,
        required: bool = True,
        refusal: str = "",
    ) -> str | None:
        """``refusal``: the message for a value outside ``allowed`` where the law is what
        leaves it out (the message then names the article), instead of «گزینهٔ نامعتبر.»."""
        if value is None or value == "":
            if required:
                self.fail(field, "یکی از گزینه‌ها را برگزینید.")
            return None
        if not isinstance(value, str) or value not in allowed:
            self.fail(field, refusal if refusal and isinstance(value, str) else "گزینهٔ نامعتبر.")
            return None
        return str(value)

    def flag(self, field: str, value: object) -> bool:
        if value in (None, ""):
            return False
        if isinstance(value, bool | int) and value in (0, 1):
            return bool(value)
        self.fail(field, "مقدار بله/خیر نامعتبر است.")
        return False

    def raise_if_any(self) -> None:
        if self.errors:
            from desktop.domain.errors import ValidationError

            raise ValidationError(self.errors)
