"""What the office's templates share: the office's signature, names, dates, and the law that
governs a document — read off the law's timeline from the document's or record's own date.

No template reads the database: each lays out a value its module's services gather
(``desktop.services.papers``); the values shared by several families are here."""

from __future__ import annotations

import datetime as _dt
from dataclasses import dataclass
from typing import Any

from desktop.domain.errors import ValidationError
from desktop.domain.office import Office
from desktop.jalali import InvalidDate, parse_jalali
from desktop.printing import statutes
from desktop.printing.document import Legal, Signatory
from desktop.rules.errors import RuleError
from desktop.rules.timeline import governing_text_fa, regime_on
from desktop.text import to_persian_digits


@dataclass(frozen=True)
class OfficePaper:
    """A document about no record: the office alone (``None`` while it is not set up)."""

    office: Office | None


@dataclass(frozen=True)
class PersonPaper:
    """A document to one person: the person's row (with ``village_name``, ``dehestan_name``)."""

    office: Office | None
    person: dict


def bakhshdar(office: Office) -> Signatory:
    return Signatory(office.bakhshdar, f"بخشدار {office.bakhsh}")


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


def governing_law(day: _dt.date) -> Legal:
    """The line every document prints under its legal basis: «قانون حاکم: …» with its span."""
    return Legal(governing_text_fa(day))


def quote(law: str, number: int, citation: str, *, whole: bool = False) -> Legal:
    try:
        text = statutes.article(law, number, first_paragraph_only=not whole)
    except statutes.StatuteNotFound:
        text = ""
    return Legal(citation, text)


def quote_paragraph(law: str, starts_with: str, citation: str) -> Legal:
    try:
        text = statutes.paragraph(law, starts_with)
    except statutes.StatuteNotFound:
        text = ""
    return Legal(citation, text)


def pd(value: object) -> str:
    return to_persian_digits(str(value))
