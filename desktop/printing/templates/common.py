"""What the office's templates share: looking up the record, the office, dates, and the law that
governs a document — read off the law's timeline from the document's or record's own date."""

from __future__ import annotations

import datetime as _dt
from typing import Any

from sqlite_utils import Database

from desktop.domain.errors import NotFound, ValidationError
from desktop.jalali import InvalidDate, parse_jalali
from desktop.printing import statutes
from desktop.printing.document import Legal, Signatory
from desktop.rules.citations import Citation
from desktop.rules.errors import RuleError
from desktop.rules.timeline import FARMERS, governing_text_fa, regime_on
from desktop.services.office import Office, get_office
from desktop.text import to_persian_digits

MISSING_BAKHSHDAR = (
    "نام بخشدار در تنظیمات دفتر ثبت نشده است؛ پیش از صدور نامه آن را در «تنظیمات» وارد کنید."
)
MISSING_OFFICE = "مشخصات دفتر (نام بخشداری، بخش، شهرستان و بخشدار) هنوز ثبت نشده است."


def office_or_refuse(db: Database) -> Office:
    """The office settings a letterhead needs; a clear Persian refusal when one is missing."""
    office = get_office(db)
    if office is None or not (office.office_name and office.bakhsh and office.shahrestan):
        raise ValidationError.single("office", MISSING_OFFICE)
    if not (office.bakhshdar or "").strip():
        raise ValidationError.single("bakhshdar", MISSING_BAKHSHDAR)
    return office


def bakhshdar(office: Office) -> Signatory:
    return Signatory(office.bakhshdar, f"بخشدار {office.bakhsh}")


def row(db: Database, sql: str, args: list[Any], what: str, ident: object) -> dict:
    cur = db.execute(sql, args)
    found = cur.fetchone()
    if found is None:
        raise NotFound(what, ident)
    return dict(zip([d[0] for d in cur.description], found, strict=True))


def person(db: Database, person_id: int | None) -> dict:
    if person_id is None:
        raise ValidationError.single("record", "شخص را برگزینید.")
    return row(
        db,
        "SELECT p.*, v.name AS village_name, d.name AS dehestan_name FROM person p "
        "LEFT JOIN village v ON v.id = p.residence_village_id "
        "LEFT JOIN dehestan d ON d.id = v.dehestan_id WHERE p.id = ?",
        [person_id],
        "person",
        person_id,
    )


def village(db: Database, village_id: int | None) -> dict:
    if village_id is None:
        raise ValidationError.single("record", "آبادی را برگزینید.")
    return row(
        db,
        "SELECT v.*, d.name AS dehestan_name FROM village v JOIN dehestan d ON d.id = v.dehestan_id "
        "WHERE v.id = ?",
        [village_id],
        "village",
        village_id,
    )


def full_name(p: dict) -> str:
    return f"{p['first_name']} {p['last_name']}"


def described(p: dict) -> str:
    """«علی رضایی فرزند حسن، ساکن قریهٔ کامو»."""
    s = full_name(p)
    if p.get("father_name"):
        s += f" فرزند {p['father_name']}"
    if p.get("village_name"):
        s += f"، ساکن قریهٔ {p['village_name']}"
    return s


def date_param(params: dict[str, Any], key: str, default: _dt.date) -> _dt.date:
    value = params.get(key)
    if value in (None, ""):
        return default
    if isinstance(value, _dt.date):
        return value
    text = str(value)
    try:
        return _dt.date.fromisoformat(text)
    except ValueError:
        pass
    try:
        return parse_jalali(text)
    except InvalidDate as e:
        raise ValidationError.single(key, e.message_fa) from e


def letter_date(params: dict[str, Any]) -> _dt.date:
    """The date the register gives the letter (the issuing service passes it in)."""
    return date_param(params, "_letter_date", _dt.date.today())


def regime_for(params_or_date: dict[str, Any] | _dt.date, key: str | None = None) -> str:
    """The regime governing a document: the one in force on its own date — ``params_or_date``
    itself, or the date field ``key`` of the params, else the letter's date. A record dated 1332
    is governed by the 1331 bill, one dated today by the 1334 law; a date before any law is a
    clerk's error, refused in Persian on that field."""
    if isinstance(params_or_date, _dt.date):
        day = params_or_date
    else:
        issued = letter_date(params_or_date)
        day = date_param(params_or_date, key, issued) if key else issued
    try:
        return regime_on(day)
    except RuleError as e:
        raise ValidationError.single(key or "_letter_date", e.message_fa) from None


def governing_law(day: _dt.date, family: str = FARMERS) -> Legal:
    """The line every document prints under its legal basis: «قانون حاکم: …» with its span;
    ``family`` LAND for the land-reform papers (the 1339 law, beside the farmers' share law)."""
    return Legal(governing_text_fa(day, family))


def quote(law: str, number: int, citation: str, *, whole: bool = False) -> Legal:
    try:
        text = statutes.article(law, number, first_paragraph_only=not whole)
    except statutes.StatuteNotFound:
        text = ""
    return Legal(citation, text)


def quote_citation(c: Citation, label: str = "") -> Legal:
    """The paragraph a citation points at, under its heading (``label``, else the citation's long
    form): the article's text, its item or its note (``statutes.cited``), never another one."""
    try:
        text = statutes.cited(c.law, c.article, c.paragraph)
    except statutes.StatuteNotFound:
        text = ""
    return Legal(label or c.long(), text)


def quote_paragraph(law: str, starts_with: str, citation: str) -> Legal:
    try:
        text = statutes.paragraph(law, starts_with)
    except statutes.StatuteNotFound:
        text = ""
    return Legal(citation, text)


def pd(value: object) -> str:
    return to_persian_digits(str(value))


def first_id(db: Database, sql: str) -> int | None:
    found = db.execute(sql).fetchone()
    return None if found is None else int(found[0])


def sample_person(role: str):  # noqa: ANN201
    def pick(db: Database) -> int | None:
        return first_id(
            db,
            "SELECT person_id FROM person_role WHERE role = '" + role + "' AND retired_at IS NULL "
            "ORDER BY id LIMIT 1",
        ) or first_id(db, "SELECT id FROM person WHERE retired_at IS NULL ORDER BY id LIMIT 1")

    return pick


def sample_village(db: Database) -> int | None:
    return first_id(db, "SELECT id FROM village WHERE retired_at IS NULL ORDER BY id LIMIT 1")
