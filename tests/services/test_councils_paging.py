"""A council's sessions and members page in SQL: the sessions the earliest first, each page read
on from the last session of the one before along the council's index of session days; the
members in the list's order (ex officio, principals, alternates by rank), each page on from the
last member shown; the pages together the whole list."""

from __future__ import annotations

import pytest

from desktop.domain.errors import ValidationError
from desktop.services import councils
from desktop.services.office import save_office
from tests.services.council_fixtures import run_election, small_bakhsh
from tests.services.test_land_paging import copy, walk


@pytest.fixture(scope="module")
def office(tmp_path_factory):
    from desktop.store.db import open_database

    db = open_database(tmp_path_factory.mktemp("councils") / "office.sqlite")
    save_office(db, office_name="بخشداری", shahrestan="کاشان", bakhsh="مرکزی", bakhshdar="نوروزی")
    _election, council = run_election(db, small_bakhsh(db)["kamu"])
    stamp = "2025-01-01T00:00:00"
    with db.conn:  # one session, as the services' own would be stored
        db.conn.execute(
            "INSERT INTO council_session (council_id, held_on, agenda, present, quorum, "
            "quorum_basis, created_at, updated_at) VALUES (?, '1962-03-21', 'آب', 5, 3, 'x', ?, ?)",
            [council, stamp, stamp],
        )
    copy(db, "council_session", "held_on")  # 230 more sessions of the first one's council
    yield db
    db.close()


def test_the_sessions_page_on_earliest_first(office):
    council = office.execute("SELECT council_id FROM council_session LIMIT 1").fetchone()[0]
    whole = councils.sessions_of(office, council)
    assert len(whole) > 230
    for limit in (200, 7):
        paged = walk(lambda **k: councils.sessions_of(office, council, **k), limit)
        assert [s["id"] for s in paged] == [s["id"] for s in whole]
    keys = [(s["held_on"], s["id"]) for s in whole]
    assert keys == sorted(keys)
    statements: list[str] = []
    office.conn.set_trace_callback(statements.append)
    try:
        councils.sessions_of(office, council, limit=200, after=whole[10])
    finally:
        office.conn.set_trace_callback(None)
    listing = next(s for s in statements if "FROM council_session t" in s)
    plan = " | ".join(r[3] for r in office.execute(f"EXPLAIN QUERY PLAN {listing}"))
    assert "council_session_council" in plan and "TEMP B-TREE" not in plan, plan
    with pytest.raises(ValidationError):
        councils.sessions_of(office, council, limit=200, after={"held_on": 3, "id": 1})


def test_the_members_page_on_in_the_list_order(office):
    council = office.execute("SELECT council_id FROM council_member LIMIT 1").fetchone()[0]
    whole = councils.members_of(office, council, all_rows=True)
    assert len(whole) >= 5 and {m["kind"] for m in whole} >= {"principal", "alternate"}
    for limit in (2, 1):
        paged = walk(lambda **k: councils.members_of(office, council, all_rows=True, **k), limit)
        assert [m["id"] for m in paged] == [m["id"] for m in whole]
    order = [(m["kind_order"], m["rank"] or 0, m["id"]) for m in whole]
    assert order == sorted(order)  # principals first, alternates by rank
    for after in ({"kind_order": 5, "rank": 1, "id": 1}, {"kind_order": 1, "rank": "x", "id": 1},
                  {"kind_order": 1, "rank": None, "id": 0}, "x"):  # fmt: skip
        with pytest.raises(ValidationError):
            councils.members_of(office, council, all_rows=True, limit=2, after=after)
