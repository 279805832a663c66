"""The office's general documents, read from the registers: the plain letter, the receipt, the
register report, the letter book and the activity report (``desktop.services.papers``)."""

from __future__ import annotations

from typing import Any

from sqlite_utils import Database

from desktop.printing.templates.activity_report import ActivityPaper, period
from desktop.printing.templates.common import OfficePaper, PersonPaper
from desktop.printing.templates.reports import DIRECTION, LetterBook, VillageRegister, book_period
from desktop.services.activity import activity
from desktop.services.office import get_office
from desktop.services.papers import (
    no_record,
    person,
    sample_person,
    sample_village,
    source,
    village,
)


def _letter(db: Database, record_id: int | None, params: dict[str, Any] | None) -> OfficePaper:
    return OfficePaper(get_office(db))


def _receipt(db: Database, record_id: int | None, params: dict[str, Any] | None) -> PersonPaper:
    return PersonPaper(get_office(db), person(db, record_id))


def _register_report(
    db: Database, record_id: int | None, params: dict[str, Any] | None
) -> VillageRegister:
    v = village(db, record_id)
    people = db.query(
        "SELECT p.first_name, p.last_name, p.father_name, p.national_code, p.birth_date, r.role "
        "FROM person_role r JOIN person p ON p.id = r.person_id "
        "WHERE r.village_id = ? AND r.retired_at IS NULL ORDER BY r.role, p.last_name, p.first_name",
        [v["id"]],
    )
    return VillageRegister(get_office(db), v, tuple(people))


def _letter_book(
    db: Database, record_id: int | None, params: dict[str, Any] | None
) -> LetterBook | None:
    if params is None:  # the pre-fill reads nothing
        return None
    start, end = book_period(params)
    where = ["l.letter_date BETWEEN ? AND ?"]
    args: list[Any] = [start.isoformat(), end.isoformat()]
    if params.get("direction") in DIRECTION:
        where.append("l.direction = ?")
        args.append(params["direction"])
    letters = db.query(
        "SELECT l.*, r.number AS refers_number, r.number_text AS refers_text, "
        "f.number AS follows_number, f.number_text AS follows_text FROM letter l "
        "LEFT JOIN letter r ON r.id = l.refers_to_id LEFT JOIN letter f ON f.id = l.follows_id "
        f"WHERE {' AND '.join(where)} ORDER BY l.direction DESC, l.year, l.number",
        args,
    )
    return LetterBook(get_office(db), start, end, tuple(letters))


def _activity(db: Database, record_id: int | None, params: dict[str, Any] | None) -> ActivityPaper:
    office = get_office(db)
    if params is None:  # the pre-fill: the office alone, nothing counted yet
        return ActivityPaper(office, None)
    start, end = period(params)
    return ActivityPaper(office, activity(db, date_from=start, date_to=end))


source("letter", _letter, no_record)
source("receipt", _receipt, sample_person("landlord"))
source("register_report", _register_report, sample_village)
source("letter_book", _letter_book, no_record, regather=True)
source("activity_report", _activity, no_record, regather=True)
