"""Issuing a case's documents: numbered in the register of letters, tied to the case or party."""

from __future__ import annotations

import datetime as _dt
from typing import Any

from sqlite_utils import Database

from desktop.domain.errors import ValidationError
from desktop.domain.fields import Checker
from desktop.services import letters
from desktop.services.cases.kinds import DOCUMENTS, DocumentKind
from desktop.services.cases.records import get_case, guarded, parties
from desktop.services.change import Change
from desktop.services.door import action, read


@guarded
def documents_for(case: dict, states: set[str] | None = None) -> list[DocumentKind]:
    """The documents the case's kind allows in its current state (or in any of ``states``)."""
    now = states if states is not None else {case["state"]}
    return [d for d in DOCUMENTS if case["kind"] in d.kinds and now & set(d.states)]


@read()
@guarded
def states_on(db: Database, case_id: int, on: _dt.date) -> set[str]:
    """The case's states on a day: where the day began, and each step taken that day."""
    before = db.execute(
        "SELECT state_after FROM case_event WHERE case_id = ? AND on_date < ? "
        "ORDER BY on_date DESC, id DESC LIMIT 1",
        [case_id, on.isoformat()],
    ).fetchone()
    that_day = db.execute(
        "SELECT state_after FROM case_event WHERE case_id = ? AND on_date = ?",
        [case_id, on.isoformat()],
    ).fetchall()
    return {r[0] for r in that_day} | ({before[0]} if before else set())


@action(right="register")
def issue_case_document(
    db: Database,
    *,
    case_id: int,
    template_key: str,
    sink: letters.Sink,
    party_id: int | None = None,
    letter_date: _dt.date | str | None = None,
    params: dict[str, Any] | None = None,
) -> Change:
    """One numbered letter of the register for the case (or one of its parties)."""
    case = get_case(db, case_id)
    c = Checker()
    when = c.date("letter_date", letter_date) if letter_date not in (None, "") else None
    when = when or _dt.date.today()
    allowed = {d.key: d for d in documents_for(case, states_on(db, case["id"], when))}
    doc = allowed.get(template_key) if isinstance(template_key, str) else None
    if doc is None and not c.errors:
        c.fail("template_key", "این سند در مرحلهٔ پرونده در تاریخ نامه صادرشدنی نیست.")
    record: int | None = case["id"]
    if doc is not None and doc.per_party:
        ids = [p["id"] for p in parties(db, case["id"])]
        if party_id not in ids:
            c.fail("party_id", "گیرندهٔ سند را از طرفین پرونده برگزینید.")
        record = party_id
    if params is not None and not isinstance(params, dict):
        c.fail("params", "مقادیر سند نامعتبر است.")
    c.raise_if_any()
    try:
        return letters.issue_document(
            db, template_key=template_key, record_id=record, sink=sink, params=params,
            letter_date=letter_date, refers_to_id=case["incoming_letter_id"],
        )  # fmt: skip
    except (TypeError, ValueError, KeyError) as e:
        if isinstance(e, ValidationError):
            raise
        raise ValidationError.single("params", "مقادیر سند نامعتبر است.") from None
