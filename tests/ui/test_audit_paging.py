"""The audit trail pages along its ids: each page read on from the last entry shown (an OFFSET
re-read every entry before the page: 3,200,000 on a shahrestan's file), the pages together are
the whole trail in order, the list holds only the pages read, and the total is exact."""

from __future__ import annotations

import pytest

from desktop.domain.errors import ValidationError
from desktop.services import audit, people
from desktop.ui.audit.page import AuditPage
from desktop.ui.common.context import AppContext

MANY = 450


@pytest.fixture
def trail(office_db):
    for i in range(MANY):
        people.add_person(office_db, first_name="علی", last_name=f"رضایی {i}")
    return office_db


def test_the_pages_are_the_whole_trail_read_on_from_the_last_entry(trail):
    db = trail
    for newest_first in (True, False):
        q = audit.LogQuery()
        whole = audit.log_page(db, q, limit=10**6, newest_first=newest_first)
        assert len(whole) == audit.log_count(db, q) > MANY
        seen = audit.log_page(db, q, limit=200, newest_first=newest_first)
        while True:
            more = audit.log_page(db, q, limit=200, after=seen[-1]["id"], newest_first=newest_first)
            if not more:
                break
            seen += more
        assert [r["id"] for r in seen] == [r["id"] for r in whole]
        ids = [r["id"] for r in whole]
        assert ids == sorted(ids, reverse=newest_first)
    people_only = audit.LogQuery(table="person")
    paged = audit.log_page(db, people_only, limit=100)
    paged += audit.log_page(db, people_only, limit=10**6, after=paged[-1]["id"])
    assert len(paged) == audit.log_count(db, people_only) >= MANY


def test_a_page_seeks_to_where_the_last_ended(trail):
    sql = "SELECT * FROM audit_log WHERE id < ? ORDER BY id DESC LIMIT ?"
    plan = " | ".join(r[3] for r in trail.execute(f"EXPLAIN QUERY PLAN {sql}", [100, 200]))
    assert "SEARCH audit_log USING INTEGER PRIMARY KEY" in plan and "TEMP B-TREE" not in plan


@pytest.mark.parametrize("after", [0, -1, "5", 2**63, 1.5])
def test_a_malformed_page_start_is_refused(trail, after):
    with pytest.raises(ValidationError):
        audit.log_page(trail, audit.LogQuery(), after=after)


def test_the_list_holds_the_pages_read_so_far(qapp, qtbot, trail, db_path, monkeypatch):
    read = []
    real = audit.log_page
    monkeypatch.setattr(
        audit, "log_page", lambda *a, **k: read.append(k.get("after")) or real(*a, **k)
    )
    page = AuditPage(AppContext(trail, db_path))
    qtbot.addWidget(page)
    model = page.model
    assert model.rowCount() == 200 and model.exact
    assert model.total == audit.log_count(trail, audit.LogQuery())
    assert read == [None]
    model.fetchMore()
    assert model.rowCount() == 400 and read == [None, model.rows[199]["id"]]
