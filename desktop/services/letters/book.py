"""The book itself: a letter by its id or by its number as typed, the list of letters (search,
filters, order) and its count, and the book of a date range printed as a table.
"""

from __future__ import annotations

import datetime as _dt
from dataclasses import dataclass

from sqlite_utils import Database

from desktop.domain.errors import ValidationError
from desktop.domain.fields import Checker
from desktop.domain.letter_numbers import parse_reference
from desktop.printing.numbers import jdate
from desktop.services.door import read
from desktop.services.letters.common import DIRECTIONS, _letter_row, _letterhead
from desktop.services.letters.outgoing import build_document
from desktop.text import search_words, to_ascii_digits


@read()
def get_letter(db: Database, letter_id: int) -> dict:
    return _letter_row(db, letter_id)


@read()
def find_letter(db: Database, reference: str, *, direction: str, year: int) -> int | None:
    """«۱۲» (this year) or «۱۲/۱۴۰۲» -> the id of that letter of the book, or None."""
    if not isinstance(reference, str) or len(reference) > 40:
        return None
    if not isinstance(year, int) or isinstance(year, bool) or not 0 < year < 10**6:
        return None
    found = parse_reference(to_ascii_digits(reference).strip())
    if found is None:
        return None
    number, typed_year = found
    row = db.execute(
        "SELECT id FROM letter WHERE direction = ? AND year = ? AND number = ?",
        [direction, typed_year or year, number],
    ).fetchone()
    return row[0] if row else None


# ---------------------------------------------------------------------------- the list


@dataclass(frozen=True)
class LetterQuery:
    search: str = ""
    direction: str | None = None
    date_from: _dt.date | None = None
    date_to: _dt.date | None = None
    include_cancelled: bool = True
    record_table: str | None = None
    record_id: int | None = None


def _where(q: LetterQuery) -> tuple[str, list]:
    where: list[str] = []
    args: list[object] = []
    if not isinstance(q, LetterQuery):
        raise ValidationError.single("query", "جست‌وجوی نامعتبر.")
    c = Checker()
    date_from = c.date("date_from", q.date_from)
    date_to = c.date("date_to", q.date_to)
    c.raise_if_any()
    if isinstance(q.direction, str) and q.direction in DIRECTIONS:
        where.append("direction = ?")
        args.append(q.direction)
    if date_from:
        where.append("letter_date >= ?")
        args.append(date_from.isoformat())
    if date_to:
        where.append("letter_date <= ?")
        args.append(date_to.isoformat())
    if not q.include_cancelled:
        where.append("status = 'issued'")
    if q.record_table:
        where.append("record_table = ? AND record_id = ?")
        args += [q.record_table, q.record_id]
    for word in search_words(q.search):
        ref = parse_reference(word) if "/" in word else None
        if ref is not None:
            where.append("((number = ? AND year = coalesce(?, year)) OR subject_norm LIKE ?)")
            args += [ref[0], ref[1], f"%{word}%"]
        elif word.isdigit() and len(word) <= 18:  # a number SQLite can hold
            where.append("(number = ? OR subject_norm LIKE ?)")
            args += [int(word), f"%{word}%"]
        else:
            where.append("subject_norm LIKE ? ESCAPE '\\'")
            args.append(
                "%" + word.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_") + "%"
            )
    return (" WHERE " + " AND ".join(where)) if where else "", args


ORDER = {
    "number": "year {d}, number {d}",
    "letter_date": "letter_date {d}, number {d}",
    "counterpart": "counterpart {d}",
    "subject": "subject {d}",
    "direction": "direction {d}",
    "status": "status {d}",
}


@read()
def list_letters(
    db: Database, q: LetterQuery, *, order_by: str = "number", descending: bool = True,
    limit: int = 200, offset: int = 0,
) -> list[dict]:  # fmt: skip
    where, args = _where(q)
    order = ORDER.get(order_by if isinstance(order_by, str) else "", ORDER["number"])
    order = order.format(d="DESC" if descending else "ASC")
    return list(
        db.query(
            "SELECT id, direction, year, number, letter_date, counterpart, subject, template_key, "
            "record_table, record_id, refers_to_id, follows_id, attachments, status, cancel_reason, "
            "copies_printed, their_number, their_date, number_text, referred_to, reply_due, "
            "(SELECT count(*) FROM letter_scan s WHERE s.letter_id = letter.id "
            "AND s.retired_at IS NULL) AS scans, "
            "(SELECT min(number_text) FROM letter r WHERE r.refers_to_id = letter.id "
            f"AND r.status = 'issued') AS replied_by FROM letter{where} ORDER BY {order}, id LIMIT ? OFFSET ?",
            [*args, limit, offset],
        )
    )


@read()
def count_letters(db: Database, q: LetterQuery) -> int:
    where, args = _where(q)
    return db.execute(f"SELECT count(*) FROM letter{where}", args).fetchone()[0]


@read()
def render_letter_book(
    db: Database, *, date_from: _dt.date, date_to: _dt.date, direction: str | None = None
) -> bytes:
    """The book for a date range, as a landscape table (not itself numbered)."""
    c = Checker()
    c.date("date_from", date_from, required=True)
    c.date("date_to", date_to, required=True)
    if direction is not None:
        c.choice("direction", direction, DIRECTIONS)
    c.raise_if_any()
    doc = build_document(
        db, template_key="letter_book", record_id=None,
        params={"date_from": date_from, "date_to": date_to, "direction": direction},
    )  # fmt: skip
    from desktop.printing.engine import Stamp, render  # ReportLab: only when printing

    return render(doc, _letterhead(db), Stamp("", jdate(_dt.date.today())))
