"""The seats of a council and who may fill them: the composition the law gives a council of a
level on a day (``_composition_for``, with the bakhsh council standing in for dehestan councils
where the bakhsh has none, 1331 supp. art. 22 note 2), the check of a proposed membership
against it (``_check_members``: extra members, delegates from outside the area, one person in
two seats, the personal conditions), the seats left empty, and who may sit as a delegate."""

from __future__ import annotations

import datetime as _dt

from sqlite_utils import Database

from desktop.domain.fields import Checker, is_row_id
from desktop.rules import parameters as P
from desktop.rules.citations import Citation
from desktop.rules.councils import CompositionResult
from desktop.rules.result import date_fa
from desktop.services.councils.common import (
    COUNCIL_SQL,
    DELEGATE_SEATS,
    EX_OFFICIO_SEATS,
    PERSONAL,
    SEAT_FA,
    _eligibility,
    _live_person,
    composition,
    council_title,
    full_name,
    regime_for,
)
from desktop.services.door import read

NOTE_2 = Citation("1331-supplement", 22, "تبصره ۲")
SHAHRESTAN = Citation("1331-supplement", 24)
ELECTED = {"elected_trustee", "farmer_representative", "trustee"}


@read()
def live_dehestans(db: Database) -> int:
    return int(db.execute("SELECT count(*) FROM dehestan WHERE retired_at IS NULL").fetchone()[0])


@read()
def bakhsh_has_dehestans(db: Database) -> bool:
    """A bakhsh recorded with a single dehestan is read as not divided into dehestans: its
    bakhsh council stands in for the dehestan council (1331 supp. art. 22 note 2)."""
    return live_dehestans(db) > 1


def _councils_in_office(db: Database, level: str, on: _dt.date) -> list[dict]:
    day = on.isoformat()
    rows = list(
        db.query(
            COUNCIL_SQL + "WHERE c.level = ? AND c.retired_at IS NULL AND c.term_start <= ? "
            "AND c.term_end >= ? ORDER BY c.term_start DESC, c.id DESC",
            [level, day, day],
        )
    )
    for r in rows:
        r["title"] = council_title(r)
    return rows


def seat_counts(comp: CompositionResult) -> dict[str, tuple[int, str, Citation]]:
    return {s.role: (s.count, s.label_fa, s.citation) for s in comp.members}


def _member_of(db: Database, council_id: int, person_id: int, on: _dt.date) -> bool:
    return bool(
        db.execute(
            "SELECT 1 FROM council_member WHERE council_id = ? AND person_id = ? AND kind != "
            "'alternate' AND from_on <= ? AND (until_on IS NULL OR until_on > ?) "
            "AND retired_at IS NULL",
            [council_id, person_id, on.isoformat(), on.isoformat()],
        ).fetchone()
    )


def _check_members(
    db: Database,
    c: Checker,
    *,
    level: str,
    comp: CompositionResult,
    on: _dt.date,
    members: list[dict],
    dehestan_id: int | None,
    stands_in: bool,
) -> list[dict]:
    """Refuse, naming the article, a composition the law does not allow: an extra principal
    member, a delegate of a council outside this one's area, one person in two seats, a member
    who fails the personal conditions of eligibility. Returns the cleaned member rows."""
    seats = seat_counts(comp)
    cite = comp.members[0].citation.short()
    used: dict[str, int] = {}
    per_below: dict[int, int] = {}
    people: dict[int, str] = {}
    clean: list[dict] = []
    if not isinstance(members, list) or len(members) > 200:
        c.fail("members", "فهرست اعضا نامعتبر است.")
        return []
    for i, m in enumerate(members):
        field = f"members.{i}"
        if not isinstance(m, dict) or set(m) - {
            "person_id",
            "seat",
            "delegate_of_id",
            "kind",
            "rank",
            "basis",
            "votes",
        }:
            c.fail(field, "عضو نامعتبر است.")
            continue
        seat = m.get("seat")
        if (
            not isinstance(seat, str)
            or seat not in seats
            and not (seat == "alternate" and comp.alternates)
        ):
            c.fail(
                field, f"کرسی «{seat}» در ترکیب این {comp.explanation.split(':')[0]} نیست ({cite})."
            )
            continue
        p = _live_person(db, c, field, m.get("person_id"))
        if p is None:
            continue
        name = full_name(p)
        if p["id"] in people:
            c.fail(
                field,
                f"{name} در دو کرسی یک شورا نمی‌نشیند: «{people[p['id']]}» و «{SEAT_FA.get(seat, seat)}» ({cite}).",
            )
            continue
        people[p["id"]] = SEAT_FA.get(seat, seat)
        used[seat] = used.get(seat, 0) + 1
        limit = comp.alternates if seat == "alternate" else seats[seat][0]
        if used[seat] > limit:
            what = "عضو علی‌البدل" if seat == "alternate" else "عضو اصلی"
            law = seats[seat][2].short() if seat in seats else cite
            c.fail(
                field,
                f"{what} زائد: کرسی «{SEAT_FA.get(seat, seat)}» {limit} نفر است و {name} بیش از آن است ({law}).",
            )
            continue
        below = m.get("delegate_of_id")
        if seat == "bakhsh_delegate":  # chosen by the bakhsh council in office (supp. م۲۴)
            chooser = db.execute(
                "SELECT id FROM council WHERE level = 'bakhsh' AND retired_at IS NULL AND term_start <= ? "
                "AND term_end >= ? ORDER BY term_start DESC, id DESC LIMIT 1", [on.isoformat(), on.isoformat()]).fetchone()  # fmt: skip
            if chooser is None:
                c.fail(
                    field,
                    f"شورای بخش در این تاریخ در دوره نیست؛ نمایندگان بخش را شورای بخش برمی‌گزیند ({SHAHRESTAN.short()}).",
                )
                continue
            below = int(chooser[0])
        elif seat in DELEGATE_SEATS:
            want = "village" if level == "dehestan" or stands_in else "dehestan"
            law = NOTE_2.short() if stands_in else seats[seat][2].short()
            ok_below = None
            if is_row_id(below):
                found = list(
                    db.query(COUNCIL_SQL + "WHERE c.id = ? AND c.retired_at IS NULL", [below])
                )
                ok_below = found[0] if found else None
            if ok_below is None or ok_below["level"] != want:
                c.fail(field, f"شورایی را که {name} نمایندهٔ آن است برگزینید ({law}).")
                continue
            if level == "dehestan" and ok_below["dehestan_id"] is None and dehestan_id is not None:
                v_deh = db.execute(
                    "SELECT dehestan_id FROM village WHERE id = ?", [ok_below["village_id"]]
                ).fetchone()
                if v_deh is None or v_deh[0] != dehestan_id:
                    c.fail(
                        field,
                        f"{name} نمایندهٔ {council_title(ok_below)} است که بیرون از این دهستان است ({law}).",
                    )
                    continue
            if not (ok_below["term_start"] <= on.isoformat() <= ok_below["term_end"]):
                c.fail(
                    field,
                    f"{council_title(ok_below)} در {date_fa(on)} در دورهٔ نمایندگی نیست ({law}).",
                )
                continue
            if not _member_of(db, int(ok_below["id"]), int(p["id"]), on):
                c.fail(
                    field,
                    f"{name} عضو {council_title(ok_below)} نیست و نمایندهٔ آن نمی‌تواند بود ({law}).",
                )
                continue
            per_below[int(ok_below["id"])] = per_below.get(int(ok_below["id"]), 0) + 1
            cap = 1  # one delegate of each council below (1331 م۲۲, supp. م۲۲)
            if level == "bakhsh" and not stands_in and comp.regime != "1334":
                cap = int(P.value("council.bakhsh.members_per_dehestan", comp.regime))  # 1331 م۲۳
            if level == "bakhsh" and comp.regime == "1334":
                cap = seats[seat][0]
            if per_below[int(ok_below["id"])] > cap:
                c.fail(
                    field, f"نمایندهٔ زائد: از {council_title(ok_below)} بیش از {cap} نفر ({law})."
                )
                continue
        elif below is not None and seat != "bakhsh_delegate":
            c.fail(field, "این کرسی نمایندهٔ شورای دیگری نیست.")
            continue
        if seat not in EX_OFFICIO_SEATS:
            role = "candidate" if seat in ELECTED | {"alternate"} else "candidate"
            ok, failed, reason = _eligibility(db, p, village_id=None, on=on, role=role)
            personal = [f for f in failed if f in PERSONAL]
            if personal:
                c.fail(field, f"{name} فاقد شرایط عضویت است: {reason}")
                continue
        kind = (
            "ex_officio"
            if seat in EX_OFFICIO_SEATS
            else ("alternate" if seat == "alternate" else "principal")
        )
        clean.append({
            "person_id": int(p["id"]), "seat": seat, "kind": kind,
            "delegate_of_id": int(below) if seat in DELEGATE_SEATS and below is not None else None,
            "rank": m.get("rank") if kind == "alternate" else None,
            "basis": m.get("basis") or (seats[seat][2].long() if seat in seats else ""),
            "votes": m.get("votes"),
        })  # fmt: skip
    return clean


def _composition_for(
    db: Database, *, level: str, on: _dt.date, dehestan_id: int | None = None
) -> tuple[CompositionResult | None, bool, dict[str, str]]:
    """The composition the law gives a council formed on ``on`` (and whether the bakhsh council
    stands in for dehestan councils), or the Persian refusal by field."""
    c = Checker()
    regime = regime_for(c, "formed_on", on)
    stands_in = level == "bakhsh" and not bakhsh_has_dehestans(db)
    comp = None
    if regime is not None:
        if level == "dehestan":
            if not bakhsh_has_dehestans(db):
                c.fail(
                    "level",
                    f"این بخش دهستان ندارد؛ شورای بخش به جای شورای دهستان است ({NOTE_2.short()}).",
                )
            elif is_row_id(dehestan_id):
                n = db.execute(
                    "SELECT count(*) FROM village WHERE dehestan_id = ? AND retired_at IS NULL",
                    [dehestan_id],
                ).fetchone()[0]
                comp = composition(
                    c, "formed_on", regime=regime, level="dehestan", on=on, villages=int(n)
                )
            else:
                c.fail("dehestan_id", "دهستان را برگزینید.")
        elif level == "bakhsh":
            if regime == "1334":
                comp = composition(c, "formed_on", regime=regime, level="bakhsh", on=on)
            else:
                n = 0 if stands_in else live_dehestans(db)
                comp = composition(
                    c, "formed_on", regime=regime, level="bakhsh", on=on, dehestans=n
                )
            if comp is not None and stands_in:
                villages = int(
                    db.execute("SELECT count(*) FROM village WHERE retired_at IS NULL").fetchone()[
                        0
                    ]
                )
                below = composition(
                    c, "formed_on", regime=regime, level="dehestan", on=on, villages=villages
                )
                if below is not None:
                    from dataclasses import replace

                    from desktop.rules.councils import Seat

                    seats = tuple(s for s in comp.members if s.role != "dehestan_delegate")
                    extra = tuple(
                        Seat(s.role, s.count, s.label_fa + " (به جای شورای دهستان)", NOTE_2)
                        for s in below.members
                    )
                    comp = replace(comp, members=seats + extra, principal_members=sum(s.count for s in seats + extra),
                                   citations=(*comp.citations, NOTE_2))  # fmt: skip
        elif level == "shahrestan_seat":
            if regime == "1334":
                c.fail(
                    "level",
                    "در انجمن شهرستان قانون ۱۳۳۴ کرسی‌ای برای نمایندگان بخش نیست (1334 م۱۹).",
                )
            else:
                whole = composition(
                    c, "formed_on", regime=regime, level="shahrestan_seat", on=on, bakhshes=1
                )
                if whole is not None:
                    from dataclasses import replace

                    seats = tuple(s for s in whole.members if s.role == "bakhsh_delegate")
                    comp = replace(whole, members=seats, principal_members=sum(s.count for s in seats),
                                   citations=(SHAHRESTAN, *whole.citations[-2:]))  # fmt: skip
        else:
            c.fail("level", "سطح شورا را برگزینید.")
    return comp, stands_in, c.errors


@read()
def empty_seats(db: Database, council_id: int) -> list[dict]:
    """The seats the law gives the council that nobody fills today: [{seat, label, missing}]."""
    from desktop.services.councils.common import get_council

    council = get_council(db, council_id)
    on = _dt.date.fromisoformat(council["formed_on"])
    if council["level"] == "village":
        comp = composition(Checker(), "x", regime=council["regime"], level="village", on=on)
    else:
        comp, _s, _e = _composition_for(
            db, level=council["level"], on=on, dehestan_id=council["dehestan_id"]
        )
    if comp is None:
        return []
    filled: dict[str, int] = {}
    for m in db.query(
        "SELECT seat FROM council_member WHERE council_id = ? AND until_on IS NULL AND retired_at IS NULL",
        [council_id],
    ):
        filled[m["seat"]] = filled.get(m["seat"], 0) + 1
    out = []
    for s in comp.members:
        missing = s.count - filled.get(s.role, 0)
        if missing > 0:
            out.append(
                {
                    "seat": s.role,
                    "label": s.label_fa,
                    "missing": missing,
                    "citation": s.citation.short(),
                }
            )
    if comp.alternates and filled.get("alternate", 0) < comp.alternates:
        out.append({"seat": "alternate", "label": SEAT_FA["alternate"],
                    "missing": comp.alternates - filled.get("alternate", 0), "citation": ""})  # fmt: skip
    return out


@read()
def delegate_choices(
    db: Database, *, level: str, on: object, dehestan_id: int | None = None
) -> list[dict]:
    """Who may sit as a delegate in a council of ``level`` formed on ``on``: the principal
    members, that day, of the councils one level below in office (for a dehestan, those of its
    own villages; for a bakhsh standing in for dehestans, the village councils')."""
    c = Checker()
    day = c.date("on", on, required=True)
    if level not in ("dehestan", "bakhsh") or day is None:
        return []
    below = "village" if level == "dehestan" or not bakhsh_has_dehestans(db) else "dehestan"
    out = []
    for council in _councils_in_office(db, below, day):
        if level == "dehestan" and dehestan_id is not None and council["dehestan_name"] is not None:
            v = db.execute(
                "SELECT dehestan_id FROM village WHERE id = ?", [council["village_id"]]
            ).fetchone()
            if v is None or v[0] != dehestan_id:
                continue
        for m in db.query(
            "SELECT m.person_id, p.first_name || ' ' || p.last_name AS name FROM council_member m "
            "JOIN person p ON p.id = m.person_id WHERE m.council_id = ? AND m.kind != 'alternate' "
            "AND m.from_on <= ? AND (m.until_on IS NULL OR m.until_on > ?) AND m.retired_at IS NULL ORDER BY m.id",
            [council["id"], day.isoformat(), day.isoformat()],
        ):
            out.append({"person_id": m["person_id"], "council_id": council["id"],
                        "label": f"{m['name']} — {council['title']}"})  # fmt: skip
    return out
