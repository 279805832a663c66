"""Who signs a fund's statement: the officer of that fund's council in office on the period's last
day — the chair or the accountant, as the clerk chooses — read from the councils' records
(1331 م۲۶; 1334 م۲۱), and the council above it has the copy (1331 م۲۵ بند ج; 1334 م۲۰ بند ج)."""

from __future__ import annotations

import pytest

from desktop.services import councils, letters
from tests.services.council_fixtures import run_election, sitting_member, small_bakhsh


@pytest.fixture
def bakhsh(office_db):
    return small_bakhsh(office_db)


def statement(db, village_id, date_to, signer="chair", level="village"):
    return letters.build_document(
        db, template_key="fund_statement", record_id=village_id,
        params={"level": level, "date_from": date_to[:4] + "/01/01", "date_to": date_to,
                "signer": signer},
    )  # fmt: skip


def seated(db, council_id):
    return [m for m in councils.members_of(db, council_id) if m["kind"] != "alternate"]


def test_the_officer_in_office_on_the_last_day_signs_with_his_title(office_db, bakhsh):
    db = office_db
    kamu = bakhsh["kamu"]["village"]
    _, cid = run_election(db, bakhsh["kamu"])  # 1332/06/01, under the 1331 bill
    m = seated(db, cid)
    councils.elect_officers(db, council_id=cid, on="1332/06/10", officers={
        "chair": m[0]["id"], "accountant": m[2]["id"]})  # fmt: skip
    councils.elect_officers(db, council_id=cid, on="1333/01/15", officers={"chair": m[1]["id"]})

    doc = statement(db, kamu, "1332/12/29")
    assert (doc.signatory.name, doc.signatory.role) == (m[0]["name"], "رئیس شورای ده کامو")
    assert doc.cc[0].startswith("شورای دهستان قمصر") and "بخشداری" not in doc.cc[0]
    # the chair elected on 1333/01/15 signs a period ending that day or after it
    assert statement(db, kamu, "1333/01/15").signatory.name == m[1]["name"]
    accountant = statement(db, kamu, "1333/06/31", signer="accountant").signatory
    assert (accountant.name, accountant.role) == (m[2]["name"], "محاسب شورای ده کامو")
    # before the officers were elected, and after the council's term: the line is left blank
    for day in ("1332/06/05", "1336/01/01"):
        doc = statement(db, kamu, day)
        assert doc.signatory.name.strip(".") == "", day
    assert statement(db, kamu, "1336/01/01").signatory.role == "رئیس انجمن ده کامو"


def test_an_officer_whose_seat_ended_no_longer_signs(office_db, bakhsh):
    db = office_db
    kamu = bakhsh["kamu"]["village"]
    _, cid = run_election(db, bakhsh["kamu"])
    m = seated(db, cid)
    councils.elect_officers(db, council_id=cid, on="1332/06/10", officers={"chair": m[0]["id"]})
    councils.remove_member(db, member_id=m[0]["id"], on="1332/09/01", reason="death")
    assert statement(db, kamu, "1332/08/30").signatory.name == m[0]["name"]
    assert statement(db, kamu, "1332/09/01").signatory.name.strip(".") == ""


def test_a_1334_association_and_the_councils_above_each_fund(office_db, bakhsh):
    db = office_db
    kamu = bakhsh["kamu"]["village"]
    member = sitting_member(db, kamu)  # a 1334 association sitting from 1399/01/10
    councils.elect_officers(
        db, council_id=member["council_id"], on="1399/01/20", officers={"chair": member["id"]}
    )
    doc = statement(db, kamu, "1399/12/30")
    assert (doc.signatory.name, doc.signatory.role) == (member["name"], "رئیس انجمن ده کامو")
    assert doc.cc[0].startswith("انجمن دهستان قمصر")
    # the funds above the village's: their own councils sign, and the next one up has the copy
    dehestan = statement(db, kamu, "1399/12/30", level="dehestan")
    assert dehestan.signatory.role == "رئیس انجمن دهستان قمصر"
    assert dehestan.cc[0].startswith("انجمن بخش مرکزی")
    bakhsh_fund = statement(db, kamu, "1399/12/30", signer="accountant", level="bakhsh")
    assert bakhsh_fund.signatory.role == "محاسب انجمن بخش مرکزی"
    assert bakhsh_fund.cc[0].startswith("انجمن شهرستان کاشان")
    assert all(d.signatory.name.strip(".") == "" for d in (dehestan, bakhsh_fund))
    # the register of letters files the statement as sent to the council above
    assert bakhsh_fund.extra["counterpart"] == "انجمن شهرستان کاشان"
