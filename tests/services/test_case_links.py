"""The cases' links to the councils and funds modules, for real once those are merged
(until then these tests skip; tests/services/test_cases.py checks the link with a stand-in).

Written against the contract (CONTRACTS.md): tables ``council``/``council_member``/
``council_session`` and ``fund_obligation`` with the columns named there, and the public
functions ``councils.remove_member``, ``bakhsh_council_on``, ``first_session_after``,
``funds.get_obligation``, ``funds.outstanding_rials``."""

from __future__ import annotations

import pytest

from desktop.jalali import parse_jalali as J
from desktop.rules.timeline import regime_on
from desktop.services import cases, people, places
from desktop.store.db import insert_row


@pytest.fixture
def village(office_db):
    d = places.add_dehestan(office_db, name="قمصر").id
    return office_db, places.add_village(office_db, name="کامو", dehestan_id=d).id


def _person(db, first, last):
    return people.add_person(db, first_name=first, last_name=last).id


def _columns(db, table):
    return {r[1]: r for r in db.execute(f"PRAGMA table_info({table})")}


def _insert(db, table, values):
    """A row with the contract's columns; other NOT NULL columns get a plain value."""
    cols = _columns(db, table)
    row = {k: v for k, v in values.items() if k in cols}
    for name, info in cols.items():
        notnull, default, pk = info[3], info[4], info[5]
        if (
            name not in row
            and notnull
            and default is None
            and not pk
            and name not in ("created_at", "updated_at")
        ):
            row[name] = 0 if "INT" in (info[2] or "").upper() else ""
    return insert_row(db, table, row)


def test_founded_complaint_promotes_the_councils_first_alternate(village):
    councils = pytest.importorskip("desktop.services.councils")
    db, v = village
    council = _insert(db, "council", {
        "level": "village", "village_id": v, "regime": "1334", "formed_on": J("1404/01/15").isoformat(),
        "term_start": J("1404/01/15").isoformat(), "term_end": J("1406/01/15").isoformat(),
    })  # fmt: skip
    member_person = _person(db, "کاظم", "کدخدایی")
    alternate_person = _person(db, "رقیه", "کاشانی")
    second_alternate = _person(db, "جعفر", "دهقان")
    start = J("1404/01/15").isoformat()
    member = _insert(db, "council_member", {"council_id": council, "person_id": member_person,
                     "kind": "principal", "rank": 1, "seat": "farmers", "from_on": start})  # fmt: skip
    _insert(db, "council_member", {"council_id": council, "person_id": alternate_person,
            "kind": "alternate", "rank": 1, "from_on": start})  # fmt: skip
    _insert(db, "council_member", {"council_id": council, "person_id": second_alternate,
            "kind": "alternate", "rank": 2, "from_on": start})  # fmt: skip
    farmer = _person(db, "علی", "رضایی")
    cid = cases.register_case(
        db, kind="member_complaint", filed_on="1404/05/01", subject="تصرف در وجوه صندوق",
        complainants=[{"person_id": farmer}], respondents=[{"person_id": member_person}],
        village_id=v, member_id=member,
    ).id  # fmt: skip
    cases.record_hearing(db, case_id=cid, on="1404/05/05", attendance="طرفین")
    cases.record_decision(db, case_id=cid, on="1404/05/10", outcome="founded", text="وارد است")
    for p in cases.parties(db, cid):
        cases.record_notification(db, case_id=cid, party_id=p["id"], on="1404/05/11")
    cases.refer_to_court(db, case_id=cid, on="1404/05/12")

    ended = db.execute("SELECT until_on FROM council_member WHERE id = ?", [member]).fetchone()[0]
    assert ended, "the member's seat was ended"
    promoted = db.execute(
        "SELECT count(*) FROM council_member WHERE council_id = ? AND person_id = ? "
        "AND kind = 'principal' AND (until_on IS NULL OR until_on > ?)",
        [council, alternate_person, J("1404/05/12").isoformat()],
    ).fetchone()[0]
    assert promoted == 1, "the first alternate took the seat"
    still_alternate = db.execute(
        "SELECT kind FROM council_member WHERE council_id = ? AND person_id = ? "
        "AND (until_on IS NULL) ORDER BY id DESC LIMIT 1",
        [council, second_alternate],
    ).fetchone()[0]
    assert still_alternate == "alternate"
    assert councils is not None


def test_a_failed_reconciliation_proposes_the_bakhsh_councils_first_session_after(village):
    pytest.importorskip("desktop.services.councils")
    db, v = village
    council = _insert(db, "council", {
        "level": "bakhsh", "regime": "1334", "formed_on": J("1404/01/15").isoformat(),
        "term_start": J("1404/01/15").isoformat(), "term_end": J("1406/01/15").isoformat(),
    })  # fmt: skip
    for day in ("1404/05/01", "1404/05/20", "1404/06/10"):
        _insert(db, "council_session", {"council_id": council, "held_on": J(day).isoformat()})
    farmer, landlord = _person(db, "علی", "رضایی"), _person(db, "حسن", "ملکی")
    cid = cases.register_case(
        db, kind="dismissal", filed_on="1404/05/02", subject="برکناری", village_id=v,
        complainants=[{"person_id": farmer}], respondents=[{"person_id": landlord}],
    ).id  # fmt: skip
    cases.record_reconciliation(db, case_id=cid, on="1404/05/05", agreed=False, note="نشد")
    assert cases.proposed_session(db, cid) == J("1404/05/20")


def test_a_refused_fund_share_cites_its_obligation(village):
    funds = pytest.importorskip("desktop.services.funds")
    db, v = village
    landlord = _person(db, "حسن", "ملکی")
    fund = funds.open_fund(db, level="village", village_id=v).id
    obligation = _insert(db, "fund_obligation", {
        "fund_id": fund, "village_id": v, "landlord_id": landlord, "farming_year": 1333,
        "amount_rials": 52_000, "due_on": J("1333/12/01").isoformat(),
        "regime": regime_on(J("1333/12/01")),
    })  # fmt: skip
    from desktop.services.cases import links

    found = links.obligation(db, obligation)
    assert found is not None and found["outstanding_rials"] == funds.outstanding_rials(
        db, obligation
    )
    cid = cases.register_case(
        db, kind="refusal_fund", filed_on="1333/12/20", subject="امتناع", village_id=v,
        complainants=[{"name": "شورای ده کامو"}], respondents=[{"person_id": landlord}],
        obligation_id=obligation,
    ).id  # fmt: skip
    assert cases.get_case(db, cid)["obligation_id"] == obligation
