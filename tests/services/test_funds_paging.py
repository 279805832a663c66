"""The funds' lists page in SQL: a fund's book, receipts and obligations are read a page at a
time, each page on from where the last one ended along an index (no sort of the whole list, no
scan of every posting), the pages together are the whole list, and the totals are exact."""

from __future__ import annotations

import datetime as _dt

import pytest

from desktop.demo import build_demo
from desktop.demo.funds import fill
from desktop.domain.errors import ValidationError
from desktop.jalali import farvardin_first, jalali_year
from desktop.services import funds
from desktop.services.funds import reports
from desktop.services.funds.ledger import _account_id
from desktop.store.db import now_iso

TODAY = _dt.date.today()
MANY = 450  # more than two pages of 200


def add_entries(db, fund_id: int, year: int, n: int = MANY) -> None:  # noqa: ANN001
    """``n`` balanced entries on the fund in the year, written as an import of old books would
    (the services would take a while): cash received, on days that repeat, so that the book's
    order has ties to break by entry."""
    cash, levy = (_account_id(db, fund_id, c) for c in ("cash", "levy:small_owner_village"))
    first = farvardin_first(year)
    stamp = now_iso()
    with db.conn:
        for i in range(n):
            on = (first + _dt.timedelta(days=i % 37)).isoformat()
            eid = db.conn.execute(
                "INSERT INTO ledger_entry (posted_on, kind, memo, created_at, updated_at) "
                "VALUES (?, 'receipt', ?, ?, ?)",
                [on, f"سند {i}", stamp, stamp],
            ).lastrowid
            for account, rials in ((cash, 1000 + i), (levy, -1000 - i)):
                db.conn.execute(
                    "INSERT INTO ledger_posting (entry_id, fund_id, account_id, posted_on, rials, "
                    "created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
                    [eid, fund_id, account, on, rials, stamp, stamp],
                )


def add_receipts(db, fund_id: int, n: int = MANY) -> None:  # noqa: ANN001
    """``n`` copies of one of the fund's receipts, numbered on, on days that repeat."""
    cols = [
        r[1]
        for r in db.execute("PRAGMA table_info(fund_payment)")
        if r[1] not in ("id", "receipt_no", "receipt_year", "received_on", "entry_id")
    ]
    source = db.execute(
        "SELECT id FROM fund_payment WHERE fund_id = ? LIMIT 1", [fund_id]
    ).fetchone()[0]
    with db.conn:
        db.conn.execute(
            f"WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < {n}) "
            f"INSERT INTO fund_payment (receipt_year, receipt_no, received_on, {', '.join(cols)}) "
            f"SELECT 1300, n.i, date('2020-03-20', '+' || (n.i % 23) || ' days'), "
            f"{', '.join(cols)} FROM n, fund_payment p WHERE p.id = ?",
            [source],
        )


@pytest.fixture
def books(db):
    build_demo(db, villages=2, farmers_per_village=3)
    fill(db, TODAY)
    fund = db.execute(
        "SELECT fund_id FROM fund_payment GROUP BY fund_id ORDER BY count(*) DESC LIMIT 1"
    ).fetchone()[0]
    year = jalali_year(TODAY) - 1
    add_entries(db, fund, year)
    add_receipts(db, fund)
    return db, fund, year


def plan(db, sql: str, args: list) -> str:  # noqa: ANN001
    return " | ".join(r[3] for r in db.execute(f"EXPLAIN QUERY PLAN {sql}", args))


def walk(read, limit: int = 200) -> list[dict]:  # noqa: ANN001
    """Every page, each asked for on from the last row of the one before."""
    rows = read(limit=limit, after=None)
    seen = list(rows)
    while len(rows) == limit:
        rows = read(limit=limit, after=seen[-1])
        seen += rows
    return seen


def test_the_book_pages_on_with_its_running_balance(books):
    db, fund, year = books
    whole = funds.yearly_book(db, fund_id=fund, year=year)
    assert len(whole) == MANY + 1  # the carried line and the year's entries
    paged = walk(lambda **k: reports.book_page(db, fund_id=fund, year=year, **k))
    assert paged == whole  # the same rows, the balance carried from page to page
    keys = [(r["posted_on"], r["entry_id"]) for r in whole[1:]]
    assert keys == sorted(keys)
    assert whole[-1]["balance"] == whole[0]["balance"] + sum(1000 + i for i in range(MANY))
    assert reports.book_count(db, fund_id=fund, year=year) == len(whole)
    # a page of one row is the carried line alone; the next goes on from it
    first = reports.book_page(db, fund_id=fund, year=year, limit=1)
    assert first == whole[:1]
    assert reports.book_page(db, fund_id=fund, year=year, limit=2, after=first[0]) == whole[1:3]


def test_receipts_and_obligations_page_on_and_count_exactly(books):
    db, fund, _year = books
    whole = reports.payments(db, fund_id=fund)
    assert len(whole) > MANY
    paged = walk(lambda **k: reports.payments(db, fund_id=fund, **k))
    assert [r["id"] for r in paged] == [r["id"] for r in whole]
    keys = [(r["received_on"], r["id"]) for r in whole]
    assert keys == sorted(keys, reverse=True)  # newest first, ties by id
    assert reports.payments_count(db, fund_id=fund) == len(whole)
    obligations = reports.obligations(db, fund_id=fund)
    assert obligations
    paged = walk(lambda **k: reports.obligations(db, fund_id=fund, **k), limit=1)
    assert [o["id"] for o in paged] == [o["id"] for o in obligations]
    assert reports.obligations_count(db, fund_id=fund) == len(obligations)


def test_each_page_is_read_along_an_index(books):
    db, fund, year = books
    start, end = farvardin_first(year), farvardin_first(year + 1)
    book = plan(db, reports.BOOK_SQL + " LIMIT 200", [fund, end.isoformat(), start.isoformat(), 7])
    assert "ledger_posting_fund_day" in book and "TEMP B-TREE" not in book, book
    assert "SCAN ledger_posting" not in book, book
    last = reports.payments(db, fund_id=fund, limit=200)[-1]
    receipts = plan(
        db,
        "SELECT * FROM fund_payment t WHERE t.fund_id = ? AND (t.received_on, t.id) < (?, ?) "
        "ORDER BY t.received_on DESC, t.id DESC LIMIT 200",
        [fund, last["received_on"], last["id"]],
    )
    assert "fund_payment_fund" in receipts and "TEMP B-TREE" not in receipts, receipts
    owed = plan(
        db,
        "SELECT id FROM fund_obligation WHERE fund_id = ? AND retired_at IS NULL "
        "AND (due_on, id) > (?, ?) ORDER BY due_on, id LIMIT 200",
        [fund, "", 0],
    )
    assert "fund_obligation_fund" in owed and "TEMP B-TREE" not in owed, owed


@pytest.mark.parametrize(
    "after", [{"received_on": 5, "id": 1}, {"received_on": "2020-01-01", "id": -1}, {}, "x"]
)
def test_a_malformed_page_start_is_refused(books, after):
    db, fund, year = books
    with pytest.raises(ValidationError):
        reports.payments(db, fund_id=fund, limit=200, after=after)
    with pytest.raises(ValidationError):
        reports.book_page(db, fund_id=fund, year=year, after=after)
    with pytest.raises(ValidationError):
        reports.payments(db, fund_id=fund, limit=0)
