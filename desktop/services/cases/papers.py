"""A case's documents, read from the register of cases (``desktop.services.papers``): the case,
its parties, its deadlines and the law's road, as the ``CasePaper`` the templates lay out."""

from __future__ import annotations

from typing import Any

from sqlite_utils import Database

from desktop.domain.errors import ValidationError
from desktop.printing.templates.case_records import CASE, PARTY, CaseLaw, CasePaper, Deadline
from desktop.services.cases.deadlines import case_deadlines
from desktop.services.cases.kinds import BODIES, KINDS, OUTCOMES, body_fa, law_for
from desktop.services.cases.records import case_number, get_case, get_party, parties
from desktop.services.office import get_office
from desktop.services.papers import Sample, _first_id, source
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
        kind_fa=KINDS[kind],
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
    if record_id is None:
        raise ValidationError.single("record", "پرونده را برگزینید.")
    return _paper_of(db, get_case(db, record_id))


def _party(db: Database, record_id: int | None, params: dict[str, Any] | None) -> CasePaper:
    if record_id is None:
        raise ValidationError.single("record", "طرف پرونده را برگزینید.")
    p = get_party(db, record_id)
    return _paper_of(db, get_case(db, p["case_id"]), p)


def _sample(table: str, where: str = "1") -> Sample:
    def pick(db: Database) -> int | None:
        try:
            if table == CASE:
                return _first_id(
                    db,
                    f"SELECT id FROM case_file WHERE retired_at IS NULL AND {where} ORDER BY id LIMIT 1",
                )
            return _first_id(
                db,
                "SELECT cp.id FROM case_party cp JOIN case_file c ON c.id = cp.case_id "
                f"WHERE c.retired_at IS NULL AND {where} ORDER BY cp.id LIMIT 1",
            )
        except Exception:  # noqa: BLE001 - a database without the cases tables has no sample
            return None

    return pick


source("complaint_receipt", _case, _sample(CASE))
source("reconciliation_invitation", _party, _sample(PARTY, "c.kind = 'dismissal'"))
source("summons", _party, _sample(PARTY))
source(
    "notice",
    _party,
    _sample(
        PARTY,
        "c.kind IN ('refusal_farmers', 'refusal_fund') AND c.decided_on IS NOT NULL "
        "AND cp.side = 'respondent'",
    ),
)
source("decision_notice", _party, _sample(PARTY, "c.decided_on IS NOT NULL"))
source(
    "compensation_order", _case, _sample(CASE, "kind = 'dismissal' AND outcome = 'compensation'")
)
source("court_referral", _case, _sample(CASE, "state = 'referred'"))
source(
    "enforcement_request",
    _case,
    _sample(CASE, "kind IN ('share_dispute', 'refusal_farmers') AND decided_on IS NOT NULL"),
)
source("expulsion_order", _case, _sample(CASE, "kind = 'trouble_maker' AND outcome = 'expel'"))
