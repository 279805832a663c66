"""The office's register-number format (Settings), and the one function that writes a number.

Every screen and every paper shows a register number through ``letter_number(row)`` (a row of
``letter``) or, for a number not yet stored, ``number_text(db, direction, number, year)``; see
``desktop.domain.letter_numbers`` for the format itself.
"""

from __future__ import annotations

from collections.abc import Mapping

from sqlite_utils import Database

from desktop.domain.errors import ValidationError
from desktop.domain.fields import Checker
from desktop.domain.letter_numbers import SETTING_KEY, NumberFormat
from desktop.services.change import Change
from desktop.services.door import action, read
from desktop.services.office import get_setting, set_setting

SERIES_CHARS = 6


@read()
def get_number_format(db: Database) -> NumberFormat:
    return NumberFormat.from_dict(get_setting(db, SETTING_KEY))


@read()
def number_text(db: Database, direction: str, number: int, year: int) -> str:
    """How number ``number`` of ``year`` in the ``direction`` book is written, in today's format."""
    return get_number_format(db).text(direction, number, year)


def letter_number(row: Mapping) -> str:
    """A register row's number as it was printed (its stored text; the default format for a row
    written before formats existed)."""
    if not isinstance(row, Mapping):
        raise ValidationError.single("letter", "ردیف دفتر نامعتبر است.")
    stored = row.get("number_text")
    if isinstance(stored, str) and stored:
        return stored
    try:
        return NumberFormat().text(str(row["direction"]), int(row["number"]), int(row["year"]))
    except (KeyError, TypeError, ValueError, OverflowError) as e:
        raise ValidationError.single("letter", "ردیف دفتر نامعتبر است.") from e


@action(right="settings")
def save_number_format(
    db: Database, *, prefix: str = "", out_series: str = "", in_series: str = "و",
    with_year: bool = True,
) -> Change:  # fmt: skip
    """Set how register numbers are written from now on (issued letters keep theirs)."""
    c = Checker()
    prefix_v = c.text("prefix", prefix, max_len=20, name=True) or ""
    out_v = c.text("out_series", out_series, max_len=SERIES_CHARS, name=True) or ""
    in_v = c.text("in_series", in_series, max_len=SERIES_CHARS, name=True) or ""
    year_v = c.flag("with_year", with_year)
    for key, value in (("prefix", prefix_v), ("out_series", out_v), ("in_series", in_v)):
        if "/" in value or any(ch.isdigit() for ch in value):
            c.fail(key, "رقم و «/» در این خانه نمی‌آید؛ شماره و سال را خود برنامه می‌نویسد.")
    if not c.errors and out_v == in_v:
        c.fail("in_series", "حرف سری وارده‌ها باید با صادره‌ها فرق کند تا دو شماره اشتباه نشوند.")
    c.raise_if_any()
    fmt = NumberFormat(prefix_v, out_v, in_v, year_v)
    set_setting(db, SETTING_KEY, fmt.as_dict())
    return Change.of("settings")
