"""What each printed document is about, read from the registers: the services' half of a template.

A template (``desktop.printing.registry``) lays out a value; here each template key has its
``gather`` — ``(db, record_id, params) -> content``, the record's figures, parties, dates and
the office read into that value — and its ``sample``, the record ``--demo`` prints. Each
module's services declare theirs (``desktop.services.cases.papers``, ``...funds.papers``, ...)
with ``source(key, gather, sample)``; the register of letters (``desktop.services.letters``)
gathers, lets the template lay the value out, then numbers and renders it.

``gather`` is called with ``params=None`` for the pre-fill (what the editor starts from), and
with the document's values when it is laid out. For most documents the content does not depend
on what the clerk typed, and the value read for the pre-fill is the one laid out; a source marked
``regather`` is read again with the document's values — its content depends on them (a period, a
year), or its pre-fill reads less than the document.
"""

from __future__ import annotations

import datetime as _dt
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from sqlite_utils import Database

from desktop.domain.errors import NotFound, ValidationError
from desktop.domain.fields import is_row_id
from desktop.printing.registry import Registrars
from desktop.services.door import read
from desktop.services.rows import _row_by_id

Gather = Callable[[Database, int | None, dict[str, Any] | None], Any]
Sample = Callable[[Database], int | None]
# refuses (ValidationError) a document its record's state does not speak of, on the letter's day
Issuable = Callable[[Database, int | None, _dt.date], None]


@dataclass(frozen=True)
class Source:
    key: str
    gather: Gather
    sample: Sample
    regather: bool = False
    issuable: Issuable | None = None


_SOURCES: dict[str, Source] = {}
MODULES = Registrars(
    "desktop.services.letters.papers",
    "desktop.services.cases.papers",
    "desktop.services.councils.papers",
    "desktop.services.funds.papers",
    "desktop.services.land_reform.papers",
)


def source(
    key: str, gather: Gather, sample: Sample, *, regather: bool = False,
    issuable: Issuable | None = None,
) -> Source:  # fmt: skip
    s = Source(key, gather, sample, regather, issuable)
    if key in _SOURCES and _SOURCES[key] != s:
        raise ValueError(f"template {key!r} already has a source")
    _SOURCES[key] = s
    return s


def source_of(key: str) -> Source:
    MODULES.load()
    if not isinstance(key, str) or key not in _SOURCES:
        raise ValidationError.single("template_key", "چنین قالبی تعریف نشده است.")
    return _SOURCES[key]


@read()
def gather(
    db: Database, key: str, record_id: int | None, params: dict[str, Any] | None = None
) -> Any:
    """The value template ``key`` lays out, read for ``record_id`` (``params`` None: for the
    pre-fill)."""
    found = source_of(key)
    if record_id is not None and not is_row_id(record_id):
        raise NotFound(key, record_id)
    if params is not None and not isinstance(params, dict):
        raise ValidationError.single("params", "مقادیر سند نامعتبر است.")
    return found.gather(db, record_id, None if params is None else dict(params))


@read()
def check_issuable(db: Database, key: str, record_id: int | None, on: _dt.date) -> None:
    """Refuse (ValidationError, in Persian) a document whose record is not, on ``on``, in a state
    the document speaks of (a court referral for a case not referred); every numbered document
    passes here before its number is taken (``letters.issue_document``)."""
    found = source_of(key)
    if found.issuable is None:
        return
    if record_id is not None and not is_row_id(record_id):
        raise NotFound(key, record_id)
    if not isinstance(on, _dt.date):
        raise ValidationError.single("letter_date", "تاریخ نامه نامعتبر است.")
    found.issuable(db, record_id, on)


@read()
def sample(db: Database, key: str) -> int | None:
    """The record ``print --demo`` and the template pictures print (None: the document has none)."""
    return source_of(key).sample(db)


# ---------------------------------------------------------------------------- reading helpers
# (shared by the modules' papers; ``_row`` and ``_first_id`` take SQL, never anyone's input)


def chosen(record_id: int | None, what_fa: str) -> int:
    """The record a paper is printed from; refused, naming ``what_fa``, when none was chosen."""
    if record_id is None:
        raise ValidationError.single("record", f"{what_fa} را برگزینید.")
    return record_id


@read()
def person(db: Database, person_id: int | None) -> dict:
    return _row_by_id(
        db,
        "person",
        chosen(person_id, "شخص"),
        "SELECT p.*, v.name AS village_name, d.name AS dehestan_name FROM person p "
        "LEFT JOIN village v ON v.id = p.residence_village_id "
        "LEFT JOIN dehestan d ON d.id = v.dehestan_id WHERE p.id = ?",
    )


@read()
def village(db: Database, village_id: int | None) -> dict:
    return _row_by_id(
        db,
        "village",
        chosen(village_id, "آبادی"),
        "SELECT v.*, d.name AS dehestan_name FROM village v JOIN dehestan d ON d.id = v.dehestan_id "
        "WHERE v.id = ?",
    )


def _first_id(db: Database, sql: str) -> int | None:
    found = db.execute(sql).fetchone()
    return None if found is None else int(found[0])


def sample_person(role: str) -> Sample:
    def pick(db: Database) -> int | None:
        return _first_id(
            db,
            "SELECT person_id FROM person_role WHERE role = '" + role + "' AND retired_at IS NULL "
            "ORDER BY id LIMIT 1",
        ) or _first_id(db, "SELECT id FROM person WHERE retired_at IS NULL ORDER BY id LIMIT 1")

    return pick


@read()
def sample_village(db: Database) -> int | None:
    return _first_id(db, "SELECT id FROM village WHERE retired_at IS NULL ORDER BY id LIMIT 1")


@read()
def no_record(db: Database) -> None:
    return None
