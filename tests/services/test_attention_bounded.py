"""The dashboard's collection on a register of thousands: bounded by what a screen can show, the
most overdue first, marked as a lower bound when it stopped; its hot queries keep their index."""

from __future__ import annotations

from desktop.jalali import parse_jalali as J
from desktop.services import attention
from desktop.services.cases.attention import attention as cases_attention
from tests.services.test_cases_paging import MANY, file_many


def test_the_collection_stops_at_its_limit_and_says_so(office_db):
    db = file_many(office_db, kind="member_complaint")  # each one's decision is overdue
    day = J("1405/06/01")
    everything = attention.collect(db, day)
    assert len(everything) == MANY and everything.exact
    shown = attention.collect(db, day, limit=100)
    assert len(shown) == 100 and not shown.exact  # a lower bound, said as such
    # the ones kept are the most overdue: the oldest decisions owed
    assert [i.due for i in shown] == sorted(i.due for i in everything)[:100]
    assert attention.collect(db, day, limit=MANY + 10).exact  # a limit not reached: all, exact


def test_the_cases_provider_reads_no_more_cases_than_its_limit_needs(office_db):
    db = file_many(office_db, kind="member_complaint")
    read: list[str] = []
    db.conn.set_trace_callback(read.append)
    try:
        items = cases_attention(db, J("1405/06/01"), limit=50)
    finally:
        db.conn.set_trace_callback(None)
    assert len(items) == 50 and not items.exact
    # one query for the open cases (left after 50 rows), and per case a handful: not MANY
    assert len(read) < 50 * 6, len(read)


def test_hot_queries_keep_their_index(office_db):
    db = file_many(office_db, kind="member_complaint")
    plans = {}
    for name, sql in {
        "open cases, oldest first": "SELECT c.* FROM case_file c WHERE c.retired_at IS NULL "
        "AND c.state NOT IN ('closed') ORDER BY c.filed_on, c.id",
        "cash not deposited": "SELECT * FROM fund_payment WHERE deposit_id IS NULL AND kind != "
        "'goods' AND reversed_at IS NULL ORDER BY received_on, id LIMIT 100",
        "one fund's cash not deposited": "SELECT * FROM fund_payment WHERE deposit_id IS NULL "
        "AND kind != 'goods' AND reversed_at IS NULL AND fund_id = 1 ORDER BY received_on, id",
    }.items():
        plans[name] = " | ".join(r[3] for r in db.execute(f"EXPLAIN QUERY PLAN {sql}"))
    for name, plan in plans.items():
        assert "USING INDEX" in plan or "USING COVERING INDEX" in plan, (name, plan)
        assert "TEMP B-TREE FOR ORDER BY" not in plan, (name, plan)


def test_a_limit_below_one_is_refused_in_persian(office_db):
    import pytest

    from desktop.domain.errors import ValidationError

    for bad in (0, -3, True):
        with pytest.raises(ValidationError) as refused:
            attention.collect(office_db, J("1405/06/01"), limit=bad)
        assert "مثبت" in str(refused.value.errors)


def test_the_cases_parties_are_read_for_many_cases_at_once(office_db, monkeypatch):
    """A share dispute's review windows, and a decided case's notices, need its parties: read
    with a query of their own for each case, they were 492 queries of the large file's first
    screen (half the dashboard's time). They are read for a run of cases at a time."""
    db = file_many(office_db)  # share disputes
    read: list[str] = []
    db.conn.set_trace_callback(read.append)
    try:
        everything = cases_attention(db, J("1405/06/01"))
    finally:
        db.conn.set_trace_callback(None)
    reads = [s for s in read if "FROM case_party" in s]
    assert len(reads) <= MANY // 100 + 1, len(reads)
    # and the lines are those read case by case
    import importlib

    from desktop.services.cases import records

    provider = importlib.import_module("desktop.services.cases.attention")
    monkeypatch.setattr(
        provider, "parties_of_cases", lambda db, ids: {i: records.parties(db, i) for i in ids}
    )
    assert cases_attention(db, J("1405/06/01")) == everything
