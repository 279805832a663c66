"""A case's document is printable only in the states it speaks of: every document kind tried
in every case kind and every state against the table beside it (``cases.kinds.DOCUMENTS``), and
the register's own door (``letters.issue_document``, what ``print`` uses) refusing it too."""

from __future__ import annotations

import datetime as _dt

import pytest

from desktop.domain.errors import ValidationError
from desktop.jalali import parse_jalali
from desktop.services import cases, letters, papers, people, places
from desktop.services.cases.kinds import DOCUMENTS, KINDS, STATES
from desktop.store.db import insert_row
from tests.services.council_fixtures import sitting_member

# each kind filed under a regime that has it (the trouble-maker's case is 1334's, late delivery
# the bill's); every state is reached after the last filing
FILINGS = [parse_jalali(d) for d in ("1334/06/01", "1332/06/01", "1331/08/01")]
FILED = parse_jalali("1334/07/01")


@pytest.fixture
def every_kind(office_db):
    """One case of each kind, registered before FILED, with its parties; {kind: (case, party)}."""
    v = places.add_village(office_db, name="کامو", dehestan_id=places.add_dehestan(
        office_db, name="قمصر").id).id  # fmt: skip
    a = people.add_person(office_db, first_name="علی", last_name="رضایی").id
    b = people.add_person(office_db, first_name="حسن", last_name="ملکی").id
    # a member complaint names a member in office on its filing day (a council of the 1331 bill)
    member = sitting_member(office_db, v, held_on="1332/06/01")
    found = {}
    for kind in KINDS:
        for filed in FILINGS:
            try:
                cid = cases.register_case(
                    office_db, kind=kind, filed_on=filed, subject="آزمون مرحله‌ها", village_id=v,
                    complainants=[{"person_id": a}], respondents=[{"person_id": b}],
                    member_id=member["id"] if kind == "member_complaint" else None,
                ).id  # fmt: skip
            except ValidationError:
                continue
            found[kind] = (cid, cases.parties(office_db, cid)[0]["id"])
            break
    assert set(found) == set(KINDS)
    return found


def _in_state(db, case_id: int, state: str, on: _dt.date) -> None:
    """The case's history says it reached ``state`` on ``on`` (a step the test writes itself)."""
    with db.atomic():
        insert_row(db, "case_event", {
            "case_id": case_id, "step": "test", "on_date": on.isoformat(), "state_after": state,
        })  # fmt: skip


def test_every_case_document_in_every_state_follows_the_table(office_db, every_kind):
    checked = refused = 0
    for i, state in enumerate(STATES):
        day = FILED + _dt.timedelta(days=2 * i + 2)
        for case_id, _ in every_kind.values():
            _in_state(office_db, case_id, state, day)
        on = day + _dt.timedelta(days=1)  # the day after: the case is in ``state`` alone
        for kind, (case_id, party_id) in every_kind.items():
            for doc in DOCUMENTS:
                record = party_id if doc.per_party else case_id
                allowed = kind in doc.kinds and state in doc.states
                try:
                    papers.check_issuable(office_db, doc.key, record, on)
                except ValidationError as e:
                    assert not allowed, (doc.key, kind, state, e.errors)
                    assert (
                        "صادر نمی‌شود" in e.errors["template_key"]
                        or STATES[state] in (e.errors["template_key"])
                    )
                    refused += 1
                else:
                    assert allowed, f"{doc.key} issued for a {kind} case «{state}»"
                checked += 1
    assert checked == len(STATES) * len(KINDS) * len(DOCUMENTS) and 0 < refused < checked


def test_a_court_referral_for_a_case_only_registered_is_refused_with_no_number(
    office_db, every_kind
):
    """The finding: ``print court_referral`` on a share dispute only registered was numbered and
    printed, speaking of an undated ruling in a dismissal case."""
    for kind in ("share_dispute", "dismissal"):
        case_id, _ = every_kind[kind]
        with pytest.raises(ValidationError) as refused:
            letters.issue_document(
                office_db, template_key="court_referral", record_id=case_id,
                letter_date=FILED + _dt.timedelta(days=1), sink=lambda pdf: None,
            )  # fmt: skip
        assert "«ارجاع به دادگاه»" in refused.value.errors["template_key"]
    assert office_db.execute("SELECT count(*) FROM letter").fetchone()[0] == 0


def test_the_register_refuses_every_document_out_of_its_states(office_db, every_kind):
    """Each document kind, issued through the register's door for a case only registered
    where its table does not allow that: refused before its number (nothing is rendered)."""
    on = FILED + _dt.timedelta(days=1)
    for doc in DOCUMENTS:
        if "registered" in doc.states:
            continue
        case_id, party_id = every_kind[doc.kinds[0]]
        with pytest.raises(ValidationError):
            letters.issue_document(
                office_db, template_key=doc.key, record_id=party_id if doc.per_party else case_id,
                letter_date=on, sink=lambda pdf: pytest.fail("rendered and delivered"),
            )  # fmt: skip
    assert office_db.execute("SELECT count(*) FROM letter").fetchone()[0] == 0


def test_a_court_referral_is_issued_on_the_day_of_the_referral(office_db, every_kind):
    case_id, _ = every_kind["dismissal"]
    day = FILED + _dt.timedelta(days=5)
    _in_state(office_db, case_id, "notified", day - _dt.timedelta(days=1))
    _in_state(office_db, case_id, "referred", day)
    papers.check_issuable(office_db, "court_referral", case_id, day)  # the step's day counts
    with pytest.raises(ValidationError):  # notified only, the day before
        papers.check_issuable(office_db, "court_referral", case_id, day - _dt.timedelta(days=1))
