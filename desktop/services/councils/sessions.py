"""Sessions: attendance with the quorum checked, the agenda, decisions by relative majority.
A decision's id is stable: the funds module cites it for spending."""

from __future__ import annotations

import datetime as _dt

from sqlite_utils import Database

from desktop.domain.fields import MAX_TEXT, Checker, is_row_id
from desktop.rules.result import date_fa, num
from desktop.services.change import Change
from desktop.services.councils.common import (
    _row,
    composition,
    council_title,
    get_council,
    parse_day,
)
from desktop.services.councils.common import text as cc_text
from desktop.services.councils.members import members_of
from desktop.services.door import action, read
from desktop.services.rows import _day_page, _need_row_id
from desktop.store.db import insert_row

MAX_DECISIONS = 50


def _quorum(db: Database, council: dict, seated: int) -> tuple[int, str]:
    """The least present for a valid session, and why: where the statute sets a number (the
    dehestan council with many villages: 7, 1331 supp. م۲۲) that one; otherwise more than half
    of the members in office (the office's reading: the statutes set no general quorum)."""
    if council["level"] == "dehestan":
        on = _dt.date.fromisoformat(council["formed_on"])
        n = db.execute(
            "SELECT count(*) FROM village WHERE dehestan_id = ?", [council["dehestan_id"]]
        ).fetchone()[0]
        comp = composition(
            Checker(), "x", regime=council["regime"], level="dehestan", on=on, villages=int(n)
        )
        if comp is not None and comp.min_present and seated > comp.min_present:
            return (
                comp.min_present,
                f"دست‌کم {num(comp.min_present)} نماینده ({comp.members[0].citation.short()})",
            )
    need = seated // 2 + 1
    return need, f"بیش از نیمی از {num(seated)} عضو (برداشت دفتر؛ قانون حد نصاب کلی ندارد)"


@action(right="register")
def record_session(
    db: Database, *, council_id: int, held_on: object, agenda: str, present_member_ids: list[int],
    decisions: list[dict] | None = None, place: str = "",
) -> Change:  # fmt: skip
    """A session: who came (checked against the quorum), the agenda, and each decision with its
    votes for / against / abstaining; carried by relative majority (for > against)."""
    council = get_council(db, council_id)
    c = Checker()
    day = c.date("held_on", held_on, required=True)
    agenda_v = cc_text(c, "agenda", agenda, required=True, max_len=MAX_TEXT)
    place_v = cc_text(c, "place", place, max_len=200)
    members = members_of(db, council_id, on=day) if day else []
    seated = [m for m in members if m["kind"] != "alternate"]
    seated_ids = {int(m["id"]) for m in seated}
    if day is not None and not (council["term_start"] <= day.isoformat() <= council["term_end"]):
        c.fail("held_on", f"این تاریخ در دورهٔ نمایندگی {council['title']} نیست.")
    if not isinstance(present_member_ids, list) or len(present_member_ids) > 500:
        c.fail("present", "حاضران را برگزینید.")
        present_member_ids = []
    present = set()
    for ident in present_member_ids:
        if not is_row_id(ident) or ident not in seated_ids:
            c.fail("present", "حاضر باید از اعضای این شورا در روز جلسه باشد.")
            break
        present.add(int(ident))
    need, why = _quorum(db, council, len(seated)) if seated else (1, "")
    if not c.errors and len(present) < need:
        c.fail("present", f"جلسه به حد نصاب نرسیده است: {num(len(present))} حاضر، لازم {why}.")
    clean: list[dict] = []
    if decisions is not None and (
        not isinstance(decisions, list) or len(decisions) > MAX_DECISIONS
    ):
        c.fail("decisions", "تصمیم‌ها نامعتبر است.")
        decisions = []
    for i, d in enumerate(decisions or []):
        field = f"decisions.{i}"
        if not isinstance(d, dict) or set(d) - {"text", "for", "against", "abstaining"}:
            c.fail(field, "تصمیم نامعتبر است.")
            continue
        text = cc_text(c, field, d.get("text"), required=True, max_len=MAX_TEXT)
        votes = [
            c.integer(field, d.get(k, 0), maximum=500) for k in ("for", "against", "abstaining")
        ]
        if text is None or any(v is None for v in votes):
            continue
        yes, no, abstain = (int(v or 0) for v in votes)
        if yes + no + abstain > len(present):
            c.fail(
                field,
                f"جمع آرا ({num(yes + no + abstain)}) از شمار حاضران ({num(len(present))}) بیشتر است.",
            )
            continue
        clean.append({"text": text, "votes_for": yes, "votes_against": no, "votes_abstaining": abstain,
                      "carried": int(yes > no)})  # fmt: skip
    c.raise_if_any()
    assert day is not None
    with db.atomic():
        ident = insert_row(db, "council_session", {
            "council_id": council["id"], "held_on": day.isoformat(), "place": place_v,
            "agenda": agenda_v, "present": len(present), "quorum": need, "quorum_basis": why,
        })  # fmt: skip
        for m in seated:
            insert_row(db, "council_attendance", {"session_id": ident, "member_id": m["id"],
                                                  "present": int(int(m["id"]) in present)})  # fmt: skip
        decision_ids = [
            insert_row(db, "council_decision", {**d, "session_id": ident, "number": n})
            for n, d in enumerate(clean, 1)
        ]
    return Change.of("council_session", "council_decision", ids=[ident, *decision_ids])


@read()
def get_session(db: Database, session_id: int) -> dict:
    s = _row(db, "council_session", session_id)
    s["attendance"] = list(db.query(
        "SELECT a.*, p.first_name || ' ' || p.last_name AS name, m.seat FROM council_attendance a "
        "JOIN council_member m ON m.id = a.member_id JOIN person p ON p.id = m.person_id "
        "WHERE a.session_id = ? ORDER BY m.id", [session_id]))  # fmt: skip
    s["decisions"] = decisions_of(db, session_id)
    return s


@read()
def sessions_of(
    db: Database, council_id: int, *, limit: int | None = None, after: dict | None = None
) -> list[dict]:
    """The council's sessions, the earliest first; with ``limit``, a page of them, and with
    ``after`` (the last row of the page before), the page that follows it, read on along the
    council's index of session days."""
    get_council(db, council_id)
    return _day_page(db, (
        "SELECT t.*, (SELECT count(*) FROM council_decision d WHERE d.session_id = t.id) AS decisions "
        "FROM council_session t WHERE t.council_id = ? AND t.retired_at IS NULL"
    ), [council_id], "held_on", limit, after, latest_first=False)  # fmt: skip


@read()
def decisions_of(db: Database, session_id: int) -> list[dict]:
    _need_row_id("council_session", session_id)
    return list(
        db.query(
            "SELECT * FROM council_decision WHERE session_id = ? ORDER BY number", [session_id]
        )
    )


@read()
def get_decision(db: Database, decision_id: int) -> dict:
    """A decision by its stable id, with its session and council (NotFound when missing)."""
    d = _row(db, "council_decision", decision_id)
    s = _row(db, "council_session", d["session_id"])
    council = get_council(db, int(s["council_id"]))
    d["held_on"] = s["held_on"]
    d["council_id"] = council["id"]
    d["council_title"] = council["title"]
    d["label_fa"] = (
        f"تصمیم {num(d['number'])} جلسهٔ {date_fa(_dt.date.fromisoformat(s['held_on']))} {council['title']}"
    )
    return d


@read()
def first_session_after(db: Database, *, council_id: int, after: object) -> dict | None:
    """The council's first session held after ``after`` (a date or Jalali text), or None."""
    get_council(db, council_id)
    day = parse_day("after", after)
    found = list(db.query(
        "SELECT * FROM council_session WHERE council_id = ? AND held_on > ? AND retired_at IS NULL "
        "ORDER BY held_on, id LIMIT 1", [council_id, day.isoformat()]))  # fmt: skip
    return found[0] if found else None


_ = council_title
