"""A value the trail keeps whole as JSON (an election's count, an allocation's ranking, a letter's
content and its typed parts, a setting of the office) read as the clerk reads the rest of the
trail: each part named in Persian words, its codes in Persian words, its numbers in Persian
digits, the records its ids point to by their names.

``shown(data, column, table, value)`` takes the decoded structure and the function that shows
one stored value (the audit page's own), so a date, a code or an id inside reads as it does in a
column of its own."""

from __future__ import annotations

from collections.abc import Callable

from sqlite_utils import Database

from desktop.domain.labels import column_label
from desktop.rules.choices import CHOICE_FA
from desktop.services import audit
from desktop.text import to_persian_digits

# The parts of the structures are named as the trail names its columns (``column_label``: the
# parts that are no column have their words there too), the office's choices by their own words.

# The codes inside the structures, by the part that holds them.
CODE_FA = {
    "kind": {"para": "بند", "heading": "سرعنوان", "fields": "خانه‌ها", "table": "جدول"},
    "align": {"justify": "دوسو", "right": "راست", "left": "چپ", "center": "وسط"},
    "reading_1334_m3": {"2.5": "دو و نیم درصد", "0.5": "نیم درصد"},
    "pump_water_without_sharecropper": {"fund": "به صندوق", "not_taken": "گرفته نمی‌شود"},
}

# A part whose codes are a column's: an election's seats are a member's, an applicant's class
# is the stored one, a letter's record table is the letter's.
AS_COLUMN = {
    "seat": ("council_member", "seat"), "seats": ("council_member", "seat"),
    "empty_seats": ("council_member", "seat"), "class": ("land_applicant", "priority_class"),
    "record_table": ("letter", "record_table"),
}  # fmt: skip

# What an ``id`` inside a structure points to, by the structure.
ID_OF = {
    ("election", "result"): "election_candidate",
    ("land_allocation", "ranking"): "land_applicant",
}
ID_FA = {("election", "result"): "نامزد", ("land_allocation", "ranking"): "متقاضی"}

Shown = Callable[[object, str, str], str]  # (value, column, table) -> the words for it

# A record with no name of its own named by its person (a candidate, an applicant).
_BY_PERSON = {"election_candidate", "land_applicant"}


def record_name(db: Database | None, table: str, row_id: object) -> str:
    if db is None:
        return to_persian_digits(str(row_id))
    if table in _BY_PERSON and isinstance(row_id, int):
        row = db.execute(f"SELECT person_id FROM {table} WHERE id = ?", [row_id]).fetchone()
        if row is not None:
            return audit.record_name(db, "person", row[0])
    return audit.record_name(db, table, row_id)


def part_label(part: str, column: str = "", table: str = "") -> str:
    if part == "id" and (table, column) in ID_FA:
        return ID_FA[(table, column)]
    return to_persian_digits(CHOICE_FA.get(part) or column_label(part))


def _number(n: int | float) -> str:
    text = str(n) if isinstance(n, int) or not n.is_integer() else str(int(n))
    return to_persian_digits(text).replace(".", "٫")


def shown(data: object, column: str, table: str, value: Shown, db: Database | None) -> str:
    """The whole structure in words: «part: value؛ part: value», inner structures in
    parentheses, lists joined by «، », empty parts left out; ``db`` names the records its ids
    point to."""

    def named(in_table: str, row_id: object) -> str:
        return record_name(db, in_table, row_id)

    def one(v: object, part: str, parent: dict | None) -> str:
        if isinstance(v, bool):
            return "بله" if v else "خیر"
        if isinstance(v, int | float):
            if part == "id" and (table, column) in ID_OF:
                return named(ID_OF[(table, column)], v)
            if part == "record_id" and parent and isinstance(parent.get("record_table"), str):
                return named(parent["record_table"], v)
            return _number(v)
        if isinstance(v, str):
            if (word := CODE_FA.get(part, {}).get(v)) is not None:
                return word
            if part == "id" and (table, column) in ID_OF and v.isdigit():
                return named(ID_OF[(table, column)], int(v))
            if v.isdigit():
                return to_persian_digits(v)
            in_table, as_column = AS_COLUMN.get(part, (table, part))
            return value(v, as_column, in_table)
        if isinstance(v, dict) and {"law", "article", "text"} <= set(v):  # a citation
            return to_persian_digits(str(v["text"]))
        if isinstance(v, dict):
            parts = [
                f"{part_label(str(k), column, table)}: {text}"
                for k, x in v.items()
                if (text := one(x, str(k), v))
            ]
            return "؛ ".join(parts)
        if isinstance(v, list) and part == "pairs":  # a paper's «label: value» lines
            return "، ".join(" ".join(one(x, "", None) for x in pair) for pair in v)
        if isinstance(v, list):
            items = [one(x, part, parent) for x in v]
            nested = any(isinstance(x, dict | list) for x in v)
            return "، ".join(f"({t})" if nested else t for t in items if t)
        return "" if v is None else value(v, part, table)

    return one(data, column, None)
