"""The cases' lists page in SQL: every case is reachable (the list once stopped at the 1,000th),
each page is read on from where the last one ended, and the total shown is exact."""

from __future__ import annotations

import pytest

from desktop.domain.errors import ValidationError
from desktop.services import cases, people, places
from desktop.services.cases import CaseQuery
from tests.services.council_fixtures import sitting_member

MANY = 1_005


@pytest.fixture
def many(office_db):
    return file_many(office_db)


def file_many(office_db, kind: str = "share_dispute"):  # noqa: ANN001, ANN201 - also the screens' test's data
    """MANY share disputes: one filed through the services, the others copies of its row (the
    services would take a minute to file a thousand), on days that repeat, so that the list's
    order has ties to break by id."""
    db = office_db
    d = places.add_dehestan(db, name="قمصر").id
    v = places.add_village(db, name="کامو", dehestan_id=d).id
    farmer = people.add_person(db, first_name="علی", last_name="رضایی", residence_village_id=v).id
    landlord = people.add_person(db, first_name="حسن", last_name="ملکی", residence_village_id=v).id
    # a complaint against a member names one in office on the filing day: the village's 1334
    # association of 1399 (none sits after 1400/11/10)
    member = sitting_member(db, v)["id"] if kind == "member_complaint" else None
    first = cases.register_case(
        db, kind=kind, filed_on="1404/01/05" if member is None else "1400/01/05",
        subject="بهرهٔ مالکانه", complainants=[{"person_id": farmer}],
        respondents=[{"person_id": landlord}], village_id=v, member_id=member,
    ).id  # fmt: skip
    cols = [
        r[1]
        for r in db.execute("PRAGMA table_info(case_file)")
        if r[1] not in ("id", "number", "filed_on", "search_norm")
    ]
    with db.conn:
        db.conn.execute(
            f"WITH RECURSIVE n(i) AS (SELECT 2 UNION ALL SELECT i + 1 FROM n WHERE i < {MANY}) "
            f"INSERT INTO case_file (number, filed_on, search_norm, {', '.join(cols)}) "
            f"SELECT n.i, date('2025-03-25', '+' || (n.i % 40) || ' days'), 'copy ' || n.i, "
            f"{', '.join(cols)} "
            "FROM n, case_file c WHERE c.id = ?",
            [first],
        )
    return db


def test_the_1001st_case_is_reachable_and_the_total_exact(many):
    db = many
    q = CaseQuery()
    assert cases.count_cases(db, q) == MANY
    seen: list[dict] = []
    page = cases.list_cases(db, q, limit=200)
    while page:
        seen += page
        page = cases.list_cases(db, q, limit=200, after=seen[-1])
    assert len(seen) == MANY
    assert len({r["id"] for r in seen}) == MANY  # no row twice, none skipped
    keys = [(r["filed_on"], r["id"]) for r in seen]
    assert keys == sorted(keys, reverse=True)  # newest filing first, ties by id
    # the pages are the same rows, in the same order, as one read of the whole list
    assert [r["id"] for r in seen] == [r["id"] for r in cases.list_cases(db, q, limit=10**6)]


def test_filters_page_and_count_alike(many):
    db = many
    open_disputes = CaseQuery(kinds=("share_dispute",), state="open")
    assert cases.count_cases(db, open_disputes) == MANY
    assert cases.count_cases(db, CaseQuery(kinds=("dismissal",))) == 0
    assert cases.count_cases(db, CaseQuery(text="رضایی")) == 1  # only the filed one has parties
    found = cases.list_cases(db, CaseQuery(text="copy 10"), limit=10**6)
    # the copies are «copy 2» … «copy 1005», and each word is matched anywhere: the numbers
    # holding «10» are 10, 100–109, 110 … 910 and 1000–1005
    assert len(found) == 1 + 10 + 9 + 6
    assert cases.count_cases(db, CaseQuery(text="copy 10")) == len(found)


def test_a_page_reads_on_from_the_index_not_from_row_0(many):
    db = many
    for q in (CaseQuery(), CaseQuery(kinds=("share_dispute", "member_complaint"), state="open")):
        last = cases.list_cases(db, q, limit=200)[-1]
        sql, args = cases.list_cases_sql(q, limit=200, after=last)
        plan = " | ".join(r[3] for r in db.execute(f"EXPLAIN QUERY PLAN {sql}", args))
        assert "case_file_filed" in plan, plan
        assert "TEMP B-TREE" not in plan, plan  # walked in the list's order, no sort of all


@pytest.mark.parametrize(
    "after", [{"filed_on": 5, "id": 1}, {"filed_on": "2025-01-01", "id": -1}, {}, "x"]
)
def test_a_malformed_page_start_is_refused_in_persian(many, after):
    with pytest.raises(ValidationError):
        cases.list_cases(many, CaseQuery(), limit=200, after=after)
