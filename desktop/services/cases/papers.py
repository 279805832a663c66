"""A case's documents, read from the register of cases (``desktop.services.papers``): the case,
its parties, its deadlines and the law's road, as the ``CasePaper`` the templates lay out."""

from __future__ import annotations

import datetime as _dt
from typing import Any

from sqlite_utils import Database

from desktop.domain.errors import ValidationError
from desktop.printing.numbers import jdate
from desktop.printing.templates.case_records import CASE, PARTY, CaseLaw, CasePaper, Deadline
from desktop.services.cases.deadlines import case_deadlines
from desktop.services.cases.documents import states_on
from desktop.services.cases.kinds import (
    BODIES,
    DOCUMENT_TITLES,
    DOCUMENTS,
    KINDS,
    OUTCOMES,
    STATES,
    body_fa,
    kind_fa,
    law_for,
)
from desktop.services.cases.records import case_number, get_case, get_party, parties
from desktop.services.office import get_office
from desktop.services.papers import Gather, Issuable, Sample, _first_id, chosen, source
from desktop.services.rule_choices import get_rule_choices


def _paper_of(db: Database, case: dict, party: dict | None = None) -> CasePaper:
    """Everything the case's documents print of ``case`` (and of ``party``, addressed)."""
    kind, regime = case["kind"], case["regime"]
    law = law_for(kind, regime)
    return CasePaper(
        office=get_office(db),
        case=case,
        parties=tuple(parties(db, case["id"])),
        number=case_number(case),
        kind_fa=kind_fa(kind, case["regime"]),
        outcome_fa=OUTCOMES[kind].get(case["outcome"] or "", ""),
        law=None
        if law is None
        else CaseLaw(law.body, law.citation, law.review_body, law.review_citation, law.council),
        bodies={key: body_fa(key, regime) for key in BODIES},
        deadlines=tuple(
            Deadline(d.key, d.due, d.citation, d.explanation, d.met_on, d.period)
            for d in case_deadlines(db, case)
        ),
        choices=get_rule_choices(db),
        party=party,
    )


def _case(db: Database, record_id: int | None, params: dict[str, Any] | None) -> CasePaper:
    return _paper_of(db, get_case(db, chosen(record_id, "پرونده")))


def _party(db: Database, record_id: int | None, params: dict[str, Any] | None) -> CasePaper:
    p = get_party(db, chosen(record_id, "طرف پرونده"))
    return _paper_of(db, get_case(db, p["case_id"]), p)


def _sample(table: str, where: str = "1") -> Sample:
    def pick(db: Database) -> int | None:
        try:
            if table == CASE:
                return _first_id(
                    db,
                    f"SELECT c.id FROM case_file c WHERE c.retired_at IS NULL AND {where} "
                    "ORDER BY c.id LIMIT 1",
                )
            return _first_id(
                db,
                "SELECT cp.id FROM case_party cp JOIN case_file c ON c.id = cp.case_id "
                f"WHERE c.retired_at IS NULL AND {where} ORDER BY cp.id LIMIT 1",
            )
        except Exception:  # noqa: BLE001 - a database without the cases tables has no sample
            return None

    return pick


def _issuable(key: str) -> Issuable:
    """The check of ``DOCUMENTS``' row for ``key``: the case's kind among the document's kinds,
    and on the letter's day (where it began, or a step taken that day) in one of its states."""
    doc = next(d for d in DOCUMENTS if d.key == key)

    def check(db: Database, record_id: int | None, on: _dt.date) -> None:
        ident = chosen(record_id, "پرونده")
        case = get_case(db, get_party(db, ident)["case_id"] if doc.per_party else ident)
        title = DOCUMENT_TITLES[key]
        if case["kind"] not in doc.kinds:
            raise ValidationError.single(
                "template_key",
                f"«{title}» برای پرونده‌ای از نوع «{KINDS[case['kind']]}» صادر نمی‌شود.",
            )
        now = states_on(db, case["id"], on)
        if not now & set(doc.states):
            allowed = "، ".join(f"«{STATES[s]}»" for s in doc.states)
            at = "، ".join(f"«{STATES.get(s, s)}»" for s in sorted(now)) or "«هنوز ثبت‌نشده»"
            raise ValidationError.single(
                "template_key",
                f"«{title}» تنها در این مرحله‌های پرونده صادر می‌شود: {allowed}؛ "
                f"پرونده در تاریخ نامه ({jdate(on)}) در مرحلهٔ {at} است. شماره‌ای گرفته نشد.",
            )

    return check


def _doc(key: str, gather: Gather, where: str = "1") -> None:
    """Template ``key``'s source: its gather, its check, and a sample (what ``--demo`` prints) in
    a case whose kind and present state the document speaks of."""
    doc = next(d for d in DOCUMENTS if d.key == key)
    kinds = ", ".join(f"'{k}'" for k in doc.kinds)  # the table's own words, no one's input
    states = ", ".join(f"'{s}'" for s in doc.states)
    where = f"({where}) AND c.kind IN ({kinds}) AND c.state IN ({states})"
    source(key, gather, _sample(PARTY if doc.per_party else CASE, where), issuable=_issuable(key))


_doc("complaint_receipt", _case)
_doc("reconciliation_invitation", _party)
_doc("summons", _party)
_doc("notice", _party, "c.decided_on IS NOT NULL AND cp.side = 'respondent'")
_doc("decision_notice", _party, "c.decided_on IS NOT NULL")
_doc("compensation_order", _case, "c.outcome = 'compensation'")
_doc("court_referral", _case)
_doc("enforcement_request", _case, "c.decided_on IS NOT NULL")
_doc("expulsion_order", _case, "c.outcome = 'expel'")
