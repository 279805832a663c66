"""Land reform's lists page in SQL: the declarations, transfers, disputes, surplus land and
recipients, the latest first, and the owners by name, each page read on from the last row of
the one before along an index (no sort of the whole list), the pages together the whole list."""

from __future__ import annotations

import datetime as _dt

import pytest

from desktop.demo import build_demo
from desktop.demo.land_reform import fill
from desktop.domain.errors import ValidationError
from desktop.services import land_reform as lr

MANY = 230  # more than a page of 200
TODAY = _dt.date.today()

LISTS = {  # the table, the day that orders its list, the service, the index walked
    "declarations": ("land_declaration", "due_on", lr.declarations, "land_declaration_due"),
    "transfers": ("land_transfer", "transfer_on", lr.transfers, "land_transfer_day"),
    "disputes": ("land_dispute", "filed_on", lr.disputes, "land_dispute_filed"),
    "surpluses": ("land_surplus", "taken_on", lr.surpluses, "land_surplus_taken"),
    "allocations": (
        "land_allocation", "allocated_on",
        lambda db, **k: lr.allocations(db, TODAY, **k), "land_allocation_day",
    ),
}  # fmt: skip


@pytest.fixture(scope="module")
def office(tmp_path_factory):
    from desktop.store.db import open_database

    db = open_database(tmp_path_factory.mktemp("land") / "office.sqlite")
    build_demo(db, villages=3, farmers_per_village=4)
    fill(db, TODAY)  # the demo's land reform: every list has its records
    for key in ("declarations", "transfers", "disputes"):
        table, day, _read, _index = LISTS[key]
        copy(db, table, day)
    yield db
    db.close()


def copy(db, table: str, day: str) -> None:  # noqa: ANN001
    """MANY copies of the table's first row, on days that repeat (ties broken by id)."""
    cols = [r[1] for r in db.execute(f"PRAGMA table_info({table})") if r[1] not in ("id", day)]
    first = db.execute(f"SELECT min(id) FROM {table}").fetchone()[0]
    assert first is not None, table
    with db.conn:
        db.conn.execute(
            f"WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < {MANY}) "
            f"INSERT INTO {table} ({day}, {', '.join(cols)}) "
            f"SELECT date('1962-03-21', '+' || (n.i % 17) || ' days'), {', '.join(cols)} "
            f"FROM n, {table} t WHERE t.id = ?",
            [first],
        )


def walk(read, limit: int) -> list[dict]:  # noqa: ANN001
    rows = read(limit=limit, after=None)
    seen = list(rows)
    while len(rows) == limit:
        rows = read(limit=limit, after=seen[-1])
        seen += rows
    return seen


@pytest.mark.parametrize("key", sorted(LISTS))
def test_the_pages_are_the_whole_list_latest_first(office, key):
    table, day, read, _index = LISTS[key]
    whole = read(office)
    assert whole, key
    for limit in (200, 1):
        assert [r["id"] for r in walk(lambda **k: read(office, **k), limit)] == [
            r["id"] for r in whole
        ]
    keys = [(r[day], r["id"]) for r in whole]
    assert keys == sorted(keys, reverse=True)


def test_the_owners_page_on_by_name(office):
    whole = lr.owners(office)
    assert len(whole) >= 2
    assert [r["id"] for r in walk(lambda **k: lr.owners(office, **k), 1)] == [
        r["id"] for r in whole
    ]
    name = whole[-1]["name"].split()[-1]
    found = lr.owners(office, name)
    assert found and all(name in r["name"] for r in found)


@pytest.mark.parametrize("key", sorted(LISTS))
def test_a_page_is_read_along_the_days_index(office, key):
    table, day, read, index = LISTS[key]
    statements: list[str] = []
    office.conn.set_trace_callback(statements.append)
    try:
        read(office, limit=200, after={day: "1962-04-01", "id": 10**6})
    finally:
        office.conn.set_trace_callback(None)
    listing = next(s for s in statements if f"FROM {table} t" in s and "ORDER BY" in s)
    plan = " | ".join(r[3] for r in office.execute(f"EXPLAIN QUERY PLAN {listing}"))
    assert index in plan and "TEMP B-TREE" not in plan, plan


@pytest.mark.parametrize("after", [{"due_on": 5, "id": 1}, {"due_on": "x", "id": 0}, {}, "x"])
def test_a_malformed_page_start_is_refused(office, after):
    with pytest.raises(ValidationError):
        lr.declarations(office, limit=200, after=after)
    with pytest.raises(ValidationError):
        lr.owners(office, limit=200, after=after)
    with pytest.raises(ValidationError):
        lr.transfers(office, limit=-1)
