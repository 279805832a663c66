"""Forming a council: the village council from its election; the dehestan and bakhsh councils
from the delegates of the councils below and the office-holders. Every composition is checked
against the rules core's for the regime in force on the formation date (``seats``)."""

from __future__ import annotations

import datetime as _dt
import json

from sqlite_utils import Database

from desktop.domain.fields import Checker, is_row_id
from desktop.domain.places import dang_fa
from desktop.services.change import Change
from desktop.services.councils.common import (
    PERSONAL,
    _eligibility,
    _live_person,
    composition,
    full_name,
    regime_for,
    term_end,
)
from desktop.services.councils.common import text as cc_text
from desktop.services.councils.elections import _open, get_election, result_of
from desktop.services.councils.seats import _check_members, _composition_for, seat_counts
from desktop.services.door import action, read
from desktop.store.db import insert_row, update_row
from desktop.text import to_persian_digits


def _insert_council(db: Database, values: dict, members: list[dict], on: _dt.date) -> int:
    ident = insert_row(db, "council", values)
    for m in members:
        insert_row(db, "council_member", {**m, "council_id": ident, "from_on": on.isoformat()})
    return ident


def _previous(
    db: Database, level: str, key: str | None, place: int | None, on: _dt.date
) -> int | None:
    sql = "SELECT id FROM council WHERE level = ? AND retired_at IS NULL AND term_start < ?"
    args: list[object] = [level, on.isoformat()]
    if key:
        sql += f" AND {key} = ?"
        args.append(place)
    found = db.execute(sql + " ORDER BY term_start DESC, id DESC LIMIT 1", args).fetchone()
    return int(found[0]) if found else None


@action(right="decide")
def form_village_council(
    db: Database, *, election_id: int, formed_on: object = None,
    landlord_person_id: int | None = None, kadkhoda_person_id: int | None = None,
) -> Change:  # fmt: skip
    """The village council from a counted election: the landlords' representative (the
    landlord holding the most dang unless named), the kadkhoda (the village's, unless the one
    in office then is named), the elected and the alternates."""
    e = _open(db, election_id, status="counted")
    c = Checker()
    if e["status"] != "counted":
        c.fail(
            "election",
            "نخست آرا را بشمارید."
            if e["status"] == "open"
            else "شورای این انتخابات پیش‌تر تشکیل شده است.",
        )
        c.raise_if_any()
    held = _dt.date.fromisoformat(e["held_on"])
    day = c.date("formed_on", formed_on) or held
    if day < held:
        c.fail("formed_on", "تاریخ تشکیل پیش از تاریخ انتخابات است.")
    regime = regime_for(c, "formed_on", day)
    comp = composition(c, "formed_on", regime=regime, level="village", on=day) if regime else None
    if regime is not None and regime != e["regime"]:
        c.fail(
            "formed_on",
            "قانون حاکم در تاریخ تشکیل با قانون روز انتخابات یکی نیست؛ انتخابات را تجدید کنید.",
        )
    c.raise_if_any()
    assert comp is not None and regime is not None
    vid = int(e["village_id"])
    landlords = list(db.query(
        "SELECT person_id, share_millidang FROM person_role WHERE village_id = ? AND role = 'landlord' "
        "AND retired_at IS NULL ORDER BY share_millidang DESC, id", [vid]))  # fmt: skip
    seats = seat_counts(comp)
    law = seats["landlord_representative"][2]
    members: list[dict] = []
    if landlord_person_id is None and landlords:
        landlord_person_id = int(landlords[0]["person_id"])
    if landlord_person_id is not None:
        share = next(
            (x["share_millidang"] for x in landlords if x["person_id"] == landlord_person_id), None
        )
        basis = (f"مالک {dang_fa(share)} دانگ از شش دانگ، به اکثریت سهام مالکیت ({law.short()})"
                 if share else f"به معرفی مالکین ({law.short()})")  # fmt: skip
        members.append(
            {"person_id": landlord_person_id, "seat": "landlord_representative", "basis": basis}
        )
    kadkhoda = (
        (kadkhoda_person_id,)
        if kadkhoda_person_id is not None
        else db.execute(
            "SELECT person_id FROM person_role WHERE village_id = ? AND role = 'kadkhoda' AND retired_at IS NULL",
            [vid],
        ).fetchone()
    )
    warnings: list[str] = []
    if kadkhoda:
        k = _live_person(db, c, "kadkhoda", kadkhoda[0])
        if k is not None:
            ok, failed, reason = _eligibility(db, k, village_id=vid, on=day, role="kadkhoda")
            if (
                regime == "1334"
            ):  # the 1334 law seats the kadkhoda as such: personal conditions only
                ok = not set(failed) & PERSONAL
            if not ok:
                c.fail("kadkhoda", f"کدخدا {full_name(k)} فاقد شرایط عضویت است: {reason}")
            members.append(
                {
                    "person_id": k["id"],
                    "seat": "kadkhoda",
                    "basis": f"کدخدای ده ({seats['kadkhoda'][2].short()})",
                }
            )
    else:
        warnings.append("کدخدای ده ثبت نشده است؛ کرسی کدخدا خالی ماند.")
    result = result_of(db, int(e["id"])) or {"order": []}
    rank = 0
    for placed in result["order"]:
        if not placed["seat"]:
            continue
        rank += placed["seat"] == "alternate"
        members.append({
            "person_id": placed["person_id"], "seat": placed["seat"], "votes": placed["votes"],
            "rank": rank if placed["seat"] == "alternate" else None,
            "basis": f"منتخب زارعین با {to_persian_digits(str(placed['votes']))} رأی" + (" و قرعه" if placed["by_lot"] else ""),
        })  # fmt: skip
    clean = _check_members(
        db,
        c,
        level="village",
        comp=comp,
        on=day,
        members=members,
        dehestan_id=None,
        stands_in=False,
    )
    c.raise_if_any()
    end, years = term_end(regime, day)
    values = {
        "level": "village", "village_id": vid, "regime": regime, "formed_on": day.isoformat(),
        "term_start": day.isoformat(), "term_end": end.isoformat(), "term_years": years,
        "election_id": int(e["id"]), "previous_id": _previous(db, "village", "village_id", vid, day),
        "basis": json.dumps([x.to_json() for x in comp.citations], ensure_ascii=False),
    }  # fmt: skip
    with db.atomic():
        ident = _insert_council(db, values, clean, day)
        update_row(db, "election", int(e["id"]), {"status": "formed", "council_id": ident})
    return Change.of("council", "council_member", "election", ids=[ident], warnings=tuple(warnings))


@action(right="decide")
def form_council(
    db: Database, *, level: str, formed_on: object, members: list[dict],
    dehestan_id: int | None = None, notes: str = "",
) -> Change:  # fmt: skip
    """A dehestan or bakhsh council. ``members``: ``{"person_id", "seat", "delegate_of_id"}``
    each; seats the law gives and are not filled stay empty (shown as such)."""
    c = Checker()
    day = c.date("formed_on", formed_on, required=True)
    level_v = c.choice("level", level, ("dehestan", "bakhsh", "shahrestan_seat"))
    notes_v = cc_text(c, "notes", notes, max_len=2000)
    if dehestan_id is not None and not (is_row_id(dehestan_id) and db.execute(
        "SELECT 1 FROM dehestan WHERE id = ? AND retired_at IS NULL", [dehestan_id]).fetchone()):  # fmt: skip
        c.fail("dehestan_id", "دهستان را برگزینید.")
    c.raise_if_any()
    assert day is not None and level_v is not None
    comp, stands_in, errors = _composition_for(db, level=level_v, on=day, dehestan_id=dehestan_id)
    for k, v in errors.items():
        c.fail(k, v)
    c.raise_if_any()
    assert comp is not None
    clean = _check_members(db, c, level=level_v, comp=comp, on=day, members=members,
                          dehestan_id=dehestan_id if level_v == "dehestan" else None, stands_in=stands_in)  # fmt: skip
    c.raise_if_any()
    end, years = term_end(comp.regime, day)
    values = {
        "level": level_v, "dehestan_id": dehestan_id if level_v == "dehestan" else None,
        "regime": comp.regime, "formed_on": day.isoformat(), "term_start": day.isoformat(),
        "term_end": end.isoformat(), "term_years": years, "stands_in": int(stands_in),
        "previous_id": _previous(db, level_v, "dehestan_id" if level_v == "dehestan" else None, dehestan_id, day),
        "basis": json.dumps([x.to_json() for x in comp.citations], ensure_ascii=False),
        "notes": notes_v,
    }  # fmt: skip
    with db.atomic():
        ident = _insert_council(db, values, clean, day)
    return Change.of("council", "council_member", ids=[ident])


@read()
def get_election_council(db: Database, election_id: int) -> int | None:
    e = get_election(db, election_id)
    return int(e["council_id"]) if e["council_id"] else None
