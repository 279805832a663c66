"""A village council election, start to finish: the roll, the candidates, the votes, the count
(the rules core's, with its lot), and the council formed from the result."""

from __future__ import annotations

import datetime as _dt
import json
import secrets

from sqlite_utils import Database

from desktop.domain.errors import ValidationError
from desktop.domain.fields import Checker, is_row_id
from desktop.rules.elections import compute_election_count
from desktop.rules.errors import RuleError
from desktop.services.change import Change
from desktop.services.councils.common import (
    _eligibility,
    _live_person,
    _row,
    composition,
    full_name,
    regime_for,
)
from desktop.services.councils.common import text as cc_text
from desktop.services.door import action, read
from desktop.services.rows import _need_row_id
from desktop.store.db import insert_row, update_row

ELECTION_SQL = (
    "SELECT e.*, v.name AS village_name, v.dehestan_id, d.name AS dehestan_name FROM election e "
    "JOIN village v ON v.id = e.village_id JOIN dehestan d ON d.id = v.dehestan_id "
)


@read()
def get_election(db: Database, election_id: int) -> dict:
    return _row(db, "election", election_id, ELECTION_SQL + "WHERE e.id = ?")


def _open(db: Database, election_id: object, *, status: str = "open") -> dict:
    e = get_election(db, election_id)  # type: ignore[arg-type]
    if e["retired_at"] is not None:
        raise ValidationError.single("election", "این انتخابات بایگانی شده است.")
    if status == "open" and e["status"] != "open":
        raise ValidationError.single(
            "election", "شمارش این انتخابات انجام شده است؛ فهرست، نامزدها و آرا بسته است."
        )
    return e


def _village_people(db: Database, village_id: int) -> list[dict]:
    """Everyone living in the village or holding a role there (the roll is drawn from them)."""
    return list(
        db.query(
            "SELECT * FROM person WHERE retired_at IS NULL AND (residence_village_id = ? OR id IN "
            "(SELECT person_id FROM person_role WHERE village_id = ? AND retired_at IS NULL)) "
            "ORDER BY sort_key, id",
            [village_id, village_id],
        )
    )


@action(right="register")
def open_election(
    db: Database, *, village_id: int, held_on: object, seed: str = "", place: str = ""
) -> Change:
    """Record an election and draw its voter roll, each person checked on the election day with
    the rules core's eligibility (1331 م۱۹); those left out keep their reasons."""
    c = Checker()
    day = c.date("held_on", held_on, required=True)
    seed_v = cc_text(c, "seed", seed, max_len=100)
    place_v = cc_text(c, "place", place, max_len=200)
    village = None
    if is_row_id(village_id):
        found = list(
            db.query("SELECT * FROM village WHERE id = ? AND retired_at IS NULL", [village_id])
        )
        village = found[0] if found else None
    if village is None:
        c.fail("village_id", "آبادی را از فهرست برگزینید.")
    regime = regime_for(c, "held_on", day)
    if regime is not None and day is not None:
        # 1334 م۱۶ (the village association) is repealed from 1400/11/10: refused here, cited
        composition(c, "held_on", regime=regime, level="village", on=day)
    c.raise_if_any()
    assert day is not None and village is not None and regime is not None
    vid = int(village["id"])
    people = _village_people(db, vid)
    with db.atomic():
        ident = insert_row(db, "election", {
            "village_id": vid, "held_on": day.isoformat(), "regime": regime,
            "seed": seed_v or str(secrets.randbelow(10**12)).zfill(12), "place": place_v, "status": "open",
        })  # fmt: skip
        for p in people:
            if p["birth_date"] and p["birth_date"] > day.isoformat():
                continue  # not yet born: not a villager of that day
            ok, _failed, reason = _eligibility(db, p, village_id=vid, on=day, role="voter")
            insert_row(db, "election_roll", {
                "election_id": ident, "person_id": p["id"], "eligible": int(ok),
                "reasons": reason or None,
            })  # fmt: skip
    return Change.of("election", "election_roll", ids=[ident])


@action(right="register")
def set_exclusion(db: Database, *, roll_id: int, reason: str = "") -> Change:
    """Leave a voter out for a reason the records cannot show (a reputation for corruption,
    1331 م۱۹), or with an empty reason, take him back (the rules core decides the rest)."""
    r = _row(db, "election_roll", roll_id)
    _open(db, r["election_id"])
    c = Checker()
    reason_v = cc_text(c, "reason", reason, max_len=300)
    c.raise_if_any()
    with db.atomic():
        update_row(db, "election_roll", int(r["id"]), {"excluded_by_clerk": reason_v})
    return Change.of("election_roll", ids=[int(r["id"])])


@read()
def roll_of(db: Database, election_id: int) -> list[dict]:
    get_election(db, election_id)
    return [
        {**r, "name": f"{r['first_name']} {r['last_name']}",
         "on_roll": bool(r["eligible"]) and not r["excluded_by_clerk"],
         "why": "؛ ".join(x for x in (r["reasons"], r["excluded_by_clerk"]) if x)}
        for r in db.query(
            "SELECT r.*, p.first_name, p.last_name, p.father_name FROM election_roll r "
            "JOIN person p ON p.id = r.person_id WHERE r.election_id = ? ORDER BY p.sort_key, p.id",
            [election_id],
        )
    ]  # fmt: skip


@read()
def roll_size(db: Database, election_id: int) -> int:
    return sum(1 for r in roll_of(db, election_id) if r["on_roll"])


@action(right="register")
def add_candidate(db: Database, *, election_id: int, person_id: int) -> Change:
    """A candidate meets the voters' conditions (1331 م۲۰); literacy is recorded (م۱۸ تبصره)."""
    e = _open(db, election_id)
    c = Checker()
    p = _live_person(db, c, "person_id", person_id)
    if p is not None:
        day = _dt.date.fromisoformat(e["held_on"])
        ok, _failed, reason = _eligibility(
            db, p, village_id=e["village_id"], on=day, role="candidate"
        )
        if not ok:
            c.fail("person_id", f"{full_name(p)} نامزد نمی‌تواند شد: {reason}")
        kadkhoda = db.execute(
            "SELECT 1 FROM person_role WHERE person_id = ? AND village_id = ? AND role = 'kadkhoda' "
            "AND retired_at IS NULL", [p["id"], e["village_id"]]).fetchone()  # fmt: skip
        if kadkhoda:
            cite = "۱۳۳۴ م۱۶" if e["regime"] == "1334" else "۱۳۳۱ م۱۷"
            c.fail(
                "person_id",
                f"{full_name(p)} کدخدای ده است و به همین سمت عضو شوراست؛ نامزد کرسی دیگری نمی‌شود ({cite}).",
            )
        excluded = db.execute(
            "SELECT excluded_by_clerk FROM election_roll WHERE election_id = ? AND person_id = ?",
            [e["id"], p["id"]],
        ).fetchone()
        if excluded and excluded[0]:
            c.fail("person_id", f"{full_name(p)} از فهرست کنار گذاشته شده است: {excluded[0]}")
        if db.execute(
            "SELECT 1 FROM election_candidate WHERE election_id = ? AND person_id = ? "
            "AND retired_at IS NULL",
            [e["id"], p["id"]],
        ).fetchone():
            c.fail("person_id", "این شخص پیش‌تر نامزد شده است.")
    c.raise_if_any()
    assert p is not None
    with db.atomic():
        ident = insert_row(db, "election_candidate", {
            "election_id": e["id"], "person_id": p["id"], "literate": int(p["literate"]),
        })  # fmt: skip
    return Change.of("election_candidate", ids=[ident])


@action(right="register")
def withdraw_candidate(db: Database, *, candidate_id: int) -> Change:
    cand = _row(db, "election_candidate", candidate_id)
    _open(db, cand["election_id"])
    if cand["retired_at"] is not None:
        raise ValidationError.single("candidate", "این نامزد پیش‌تر کنار رفته است.")
    with db.atomic():
        update_row(
            db,
            "election_candidate",
            int(cand["id"]),
            {"retired_at": _dt.datetime.now().isoformat(timespec="seconds")},
        )
    return Change.of("election_candidate", ids=[int(cand["id"])])


@read()
def candidates_of(db: Database, election_id: int) -> list[dict]:
    get_election(db, election_id)
    return [
        {**r, "name": f"{r['first_name']} {r['last_name']}"}
        for r in db.query(
            "SELECT c.*, p.first_name, p.last_name FROM election_candidate c "
            "JOIN person p ON p.id = c.person_id WHERE c.election_id = ? AND c.retired_at IS NULL "
            "ORDER BY c.id",
            [election_id],
        )
    ]


@action(right="register")
def record_votes(
    db: Database, *, election_id: int, ballots_cast: int, votes: dict[int, int]
) -> Change:
    """The ballots cast and each candidate's votes (keys: candidate ids)."""
    e = _open(db, election_id)
    c = Checker()
    size = roll_size(db, int(e["id"]))
    cast = c.integer("ballots_cast", ballots_cast, required=True, maximum=10**7)
    if cast is not None and cast > size:
        c.fail("ballots_cast", f"آرای مأخوذه از شمار واجدان شرایط در فهرست ({size}) بیشتر است.")
    known = {int(r["id"]) for r in candidates_of(db, int(e["id"]))}
    clean: dict[int, int] = {}
    if not isinstance(votes, dict):
        c.fail("votes", "آرا نامعتبر است.")
    else:
        for key, value in votes.items():
            if not is_row_id(key) or key not in known:
                c.fail("votes", "آرا برای نامزدی است که در این انتخابات نیست.")
                break
            n = c.integer("votes", value, required=True, maximum=10**7)
            if n is not None and cast is not None and n > cast:
                c.fail("votes", "آرای یک نامزد از آرای مأخوذه بیشتر است.")
            if n is not None:
                clean[int(key)] = n
    c.raise_if_any()
    with db.atomic():
        update_row(db, "election", int(e["id"]), {"ballots_cast": cast})
        for ident, n in clean.items():
            update_row(db, "election_candidate", ident, {"votes": n})
    return Change.of("election", "election_candidate", ids=[int(e["id"])])


@action(right="decide")
def count_election(db: Database, *, election_id: int) -> Change:
    """Run the rules core's count (ties by the recorded seed's lot) and keep its result."""
    e = _open(db, election_id)
    cands = candidates_of(db, int(e["id"]))
    c = Checker()
    if not cands:
        c.fail("candidates", "نامزدی ثبت نشده است.")
    if e["ballots_cast"] is None:
        c.fail("ballots_cast", "شمار آرای مأخوذه را وارد کنید.")
    if any(x["votes"] is None for x in cands):
        c.fail("votes", "آرای همهٔ نامزدها را وارد کنید.")
    c.raise_if_any()
    try:
        result = compute_election_count(
            regime=e["regime"], on=_dt.date.fromisoformat(e["held_on"]), seed=e["seed"],
            roll_size=roll_size(db, int(e["id"])), ballots_cast=int(e["ballots_cast"]),
            candidates=[{"id": str(x["id"]), "votes": int(x["votes"])} for x in cands],
        )  # fmt: skip
    except RuleError as err:
        raise ValidationError.single("votes", err.message_fa) from err
    with db.atomic():
        update_row(db, "election", int(e["id"]), {
            "status": "counted", "result": json.dumps(result.to_json(), ensure_ascii=False),
        })  # fmt: skip
    return Change.of("election", ids=[int(e["id"])])


@read()
def result_of(db: Database, election_id: int) -> dict | None:
    """The stored count with names: {"order": [...], "explanation", "citations", ...}."""
    e = get_election(db, election_id)
    if not e["result"]:
        return None
    result: dict = json.loads(e["result"])
    names = {str(x["id"]): x for x in candidates_of(db, int(e["id"]))}
    for placed in result["order"]:
        cand = names.get(placed["id"])
        placed["name"] = cand["name"] if cand else "—"
        placed["person_id"] = cand["person_id"] if cand else None
        placed["literate"] = bool(cand["literate"]) if cand else False
    return result


@read()
def elections_of(db: Database, village_id: int) -> list[dict]:
    _need_row_id("village", village_id)
    return list(
        db.query(
            ELECTION_SQL + "WHERE e.village_id = ? ORDER BY e.held_on DESC, e.id DESC", [village_id]
        )
    )


@read()
def list_elections(db: Database) -> list[dict]:
    return list(
        db.query(ELECTION_SQL + "WHERE e.retired_at IS NULL ORDER BY e.held_on DESC, e.id DESC")
    )
