"""The councils' documents, read from the councils' registers (``desktop.services.papers``): an
election with its count and roll, a member's decree, a session's minutes."""

from __future__ import annotations

import datetime as _dt
from typing import Any

from sqlite_utils import Database

from desktop.domain.errors import NotFound
from desktop.printing.templates.council_records import DecreePaper, ElectionPaper, SessionPaper
from desktop.services.councils import common as cc
from desktop.services.councils.elections import get_election, result_of, roll_of
from desktop.services.councils.members import members_of
from desktop.services.councils.sessions import get_session
from desktop.services.office import get_office
from desktop.services.papers import Sample, _first_id, chosen, source


def _election(db: Database, record_id: int | None, params: dict[str, Any] | None) -> ElectionPaper:
    e = get_election(db, chosen(record_id, "انتخابات"))
    result = result_of(db, int(e["id"]))
    if result is None:  # nothing counted: the minutes refuse, the pre-fill needs only the election
        return ElectionPaper(get_office(db), e, None)
    members = members_of(db, int(e["council_id"]), all_rows=True) if e["council_id"] else []
    return ElectionPaper(
        get_office(db), e, result, tuple(roll_of(db, int(e["id"]))), tuple(members)
    )


def _person_line(db: Database, person_id: int) -> str:
    p = db.execute(
        "SELECT p.first_name, p.last_name, p.father_name, v.name FROM person p "
        "LEFT JOIN village v ON v.id = p.residence_village_id WHERE p.id = ?", [person_id]).fetchone()  # fmt: skip
    s = f"{p[0]} {p[1]}"
    if p[2]:
        s += f" فرزند {p[2]}"
    if p[3]:
        s += f"، ساکن قریهٔ {p[3]}"
    return s


def _decree(db: Database, record_id: int | None, params: dict[str, Any] | None) -> DecreePaper:
    ident = chosen(record_id, "عضو شورا")
    found = db.execute("SELECT council_id FROM council_member WHERE id = ?", [ident]).fetchone()
    if found is None:
        raise NotFound("council_member", ident)
    members = members_of(db, int(found[0]), all_rows=True)
    rows = [m for m in members if m["id"] == ident]
    if not rows:
        raise NotFound("council_member", ident)
    m = rows[0]
    replaced = next((x for x in members if x["id"] == m["replaces_id"]), None)
    return DecreePaper(
        get_office(db),
        m,
        cc.get_council(db, int(m["council_id"])),
        replaced,
        _person_line(db, int(m["person_id"])),
    )


def _session(db: Database, record_id: int | None, params: dict[str, Any] | None) -> SessionPaper:
    s = get_session(db, chosen(record_id, "جلسه"))
    council = cc.get_council(db, int(s["council_id"]))
    on = _dt.date.fromisoformat(s["held_on"])
    return SessionPaper(
        get_office(db), s, council, tuple(members_of(db, int(council["id"]), on=on))
    )


def _sample(sql: str) -> Sample:
    return lambda db: _first_id(db, sql)


source(
    "election_minutes",
    _election,
    _sample("SELECT id FROM election WHERE result IS NOT NULL ORDER BY id LIMIT 1"),
)
source("membership_decree", _decree, _sample("SELECT id FROM council_member ORDER BY id LIMIT 1"))
source(
    "promotion_decree",
    _decree,
    _sample("SELECT id FROM council_member WHERE promoted_from_id IS NOT NULL ORDER BY id LIMIT 1"),
)
source("session_minutes", _session, _sample("SELECT id FROM council_session ORDER BY id LIMIT 1"))
