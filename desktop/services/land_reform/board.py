"""The bakhsh's agricultural dispute board (art. 34): bakhshdar, head of the bakhsh court and
the agriculture representative; its cases, sessions and final decisions, with fines within
art. 10's or art. 35's range and enforcement through the courts."""

from __future__ import annotations

import datetime as _dt

from sqlite_utils import Database

from desktop.domain.errors import ValidationError
from desktop.domain.fields import MAX_TEXT, Checker
from desktop.rules import RULE_VERSION
from desktop.rules.citations import Citation
from desktop.rules.land_reform import compute_declaration_fine, compute_refusal_fine
from desktop.services.change import Change
from desktop.services.door import action, read
from desktop.services.land_reform.common import _live, checked_text, iso, land_date
from desktop.services.rows import _day_page
from desktop.store.db import insert_row, now_iso

SEAT_FA = {"bakhshdar": "بخشدار", "judge": "رئیس دادگاه بخش", "agriculture": "نمایندهٔ کشاورزی"}
SEATS = tuple(SEAT_FA)
DISPUTE_FA = {
    "dispute": "اختلاف مالک و زارع",
    "declaration": "تسلیم‌نکردن اظهارنامه (م۱۰)",
    "refusal": "امتناع از پرداخت سهم (م۳۵)",
}
DISPUTE_KINDS = tuple(DISPUTE_FA)
MAX_RIALS = 10**15


@action(right="register")
def set_board_member(db: Database, *, seat: str, name: str, from_on: object) -> Change:
    """Seat a member; whoever held the seat before leaves it from that day."""
    c = Checker()
    c.choice("seat", seat, SEATS)
    who = checked_text(c, "name", name, required=True, name=True)
    day = land_date(c, "from_on", from_on)
    c.raise_if_any()
    assert day is not None
    stamp = now_iso()
    with db.atomic():
        db.execute(
            "UPDATE land_board_member SET retired_at = ?, updated_at = ? WHERE seat = ? AND retired_at IS NULL",
            [stamp, stamp, seat],
        )
        ident = insert_row(
            db, "land_board_member", {"seat": seat, "name": who, "from_on": day.isoformat()}
        )
    return Change.of("land_board_member", ids=[ident])


@read()
def board_members(db: Database) -> dict[str, dict]:
    return {
        r["seat"]: r
        for r in db.query("SELECT * FROM land_board_member WHERE retired_at IS NULL ORDER BY id")
    }


@action(right="register")
def file_dispute(
    db: Database,
    *,
    filed_on: object,
    kind: str,
    claimant: str,
    respondent: str,
    subject: str,
    declaration_id: int | None = None,
) -> Change:
    c = Checker()
    day = land_date(c, "filed_on", filed_on)
    c.choice("kind", kind, DISPUTE_KINDS)
    a = checked_text(c, "claimant", claimant, required=True, max_len=200)
    b = checked_text(c, "respondent", respondent, required=True, max_len=200)
    what = checked_text(c, "subject", subject, required=True, max_len=MAX_TEXT)
    if declaration_id is not None:
        _live(db, "land_declaration", declaration_id, c, "declaration_id")
    c.raise_if_any()
    assert day is not None
    with db.atomic():
        ident = insert_row(db, "land_dispute", {
            "filed_on": day.isoformat(), "kind": kind, "claimant": a, "respondent": b,
            "subject": what, "declaration_id": declaration_id,
        })  # fmt: skip
    return Change.of("land_dispute", ids=[ident])


@action(right="decide")
def decide_dispute(
    db: Database,
    *,
    dispute_id: int,
    held_on: object,
    text: str,
    fine_rials: object = None,
    share_rials: object = None,
    enforcement_requested_on: object = None,
) -> Change:
    """The board's final decision in a session it holds with its three members (art. 34); a
    fine within art. 10's range for a declaration, art. 35's for a refused share."""
    c = Checker()
    dispute = _live(db, "land_dispute", dispute_id, c, "dispute_id")
    day = land_date(c, "held_on", held_on)
    body = checked_text(c, "text", text, required=True, max_len=MAX_TEXT)
    fine = c.integer("fine_rials", fine_rials, maximum=MAX_RIALS)
    share = c.integer("share_rials", share_rials, maximum=MAX_RIALS)
    enforce = land_date(c, "enforcement_requested_on", enforcement_requested_on, required=False)
    members = board_members(db)
    missing = [SEAT_FA[s] for s in SEATS if s not in members]
    if missing:
        c.fail(
            "held_on",
            f"هیأت سه عضو دارد ({Citation('1339', 34).short()})؛ جای خالی: {'، '.join(missing)}.",
        )
    if dispute is not None:
        if db.execute(
            "SELECT 1 FROM land_board_decision WHERE dispute_id = ? AND retired_at IS NULL",
            [dispute_id],
        ).fetchone():
            c.fail("dispute_id", "رأی این پرونده پیش‌تر صادر شده و قطعی است (م۳۴).")
        if day is not None and day < _dt.date.fromisoformat(dispute["filed_on"]):
            c.fail("held_on", "تاریخ جلسه پیش از ثبت پرونده است.")
        if dispute["kind"] == "dispute" and fine:
            c.fail("fine_rials", "برای این نوع پرونده جریمه‌ای در قانون نیست.")
        if dispute["kind"] != "refusal" and share:
            c.fail("share_rials", "سهم مورد امتناع فقط در پروندهٔ امتناع (م۳۵) است.")
    if enforce is not None and day is not None and enforce < day:
        c.fail("enforcement_requested_on", "درخواست اجرا پیش از رأی است.")
    c.raise_if_any()
    assert dispute is not None and day is not None and body is not None
    explanation = f"رأی هیأت حل اختلاف کشاورزی قطعی است و به وسیلهٔ اجرای دادگاه‌ها اجرا می‌شود ({Citation('1339', 34).short()})."
    if fine is not None and dispute["kind"] in ("declaration", "refusal"):
        compute = (
            compute_declaration_fine if dispute["kind"] == "declaration" else compute_refusal_fine
        )
        r = compute(regime="land-1339", fine_rials=fine, on=day)
        if not r.within_range:
            raise ValidationError.single("fine_rials", r.explanation)
        explanation += " " + r.explanation
    seated = "؛ ".join(f"{SEAT_FA[s]}: {members[s]['name']}" for s in SEATS)
    with db.atomic():
        found = db.execute(
            "SELECT id FROM land_board_session WHERE held_on = ? AND retired_at IS NULL",
            [day.isoformat()],
        ).fetchone()
        session_id = (
            found[0]
            if found
            else insert_row(
                db, "land_board_session", {"held_on": day.isoformat(), "members": seated}
            )
        )
        ident = insert_row(db, "land_board_decision", {
            "dispute_id": dispute_id, "session_id": session_id, "text": body, "fine_rials": fine,
            "share_rials": share, "enforcement_requested_on": iso(enforce),
            "explanation": explanation, "regime": "land-1339", "rule_version": RULE_VERSION,
        })  # fmt: skip
    return Change.of("land_board_decision", "land_board_session", ids=[ident])


@read()
def disputes(db: Database, *, limit: int | None = None, after: dict | None = None) -> list[dict]:
    """The disputes, the latest filed first; a page of them with ``limit``, on from ``after``."""
    return _day_page(db, (
        "SELECT t.*, x.id AS decision_id, x.fine_rials, s.held_on FROM land_dispute t "
        "LEFT JOIN land_board_decision x ON x.dispute_id = t.id AND x.retired_at IS NULL "
        "LEFT JOIN land_board_session s ON s.id = x.session_id WHERE t.retired_at IS NULL"
    ), [], "filed_on", limit, after)  # fmt: skip
