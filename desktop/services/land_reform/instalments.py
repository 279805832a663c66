"""A recipient's instalments (art. 18): payments with receipts, excuses the bank accepted, and
the standing that flags three unpaid instalments for the land's return (art. 27)."""

from __future__ import annotations

import datetime as _dt

from sqlite_utils import Database

from desktop.domain.fields import Checker
from desktop.rules.land_holdings import StandingResult, compute_instalment_standing
from desktop.services.change import Change
from desktop.services.door import action, read
from desktop.services.land_reform.common import _live, checked_text, day_arg, land_date
from desktop.services.rows import _day_page
from desktop.store.db import insert_row, update_row

MAX_RIALS = 10**15


def _paid_total(db: Database, allocation_id: int) -> int:
    return db.execute(
        "SELECT coalesce(sum(rials), 0) FROM land_payment WHERE allocation_id = ? AND retired_at IS NULL",
        [allocation_id],
    ).fetchone()[0]


def _of_allocation(db: Database, allocation_id: int, table: str, order: str) -> list[dict]:
    """The live rows of ``table`` under a live allocation (NotFound for any other id)."""
    _live(db, "land_allocation", allocation_id)
    return list(db.query(
        f"SELECT * FROM {table} WHERE allocation_id = ? AND retired_at IS NULL ORDER BY {order}",
        [allocation_id],
    ))  # fmt: skip


@read()
def instalments_of(db: Database, allocation_id: int) -> list[dict]:
    return _of_allocation(db, allocation_id, "land_instalment", "number")


@action(right="post")
def record_payment(
    db: Database,
    *,
    allocation_id: int,
    paid_on: object,
    rials: object,
    receipt_no: str | None = None,
) -> Change:
    """A payment toward the price; it settles the earliest instalments first."""
    c = Checker()
    row = _live(db, "land_allocation", allocation_id, c, "allocation_id")
    day = land_date(c, "paid_on", paid_on)
    amount = c.integer("rials", rials, required=True, minimum=1, maximum=MAX_RIALS)
    receipt = checked_text(c, "receipt_no", receipt_no, max_len=40)
    if (
        receipt
        and db.execute(
            "SELECT 1 FROM land_payment WHERE receipt_no = ? AND retired_at IS NULL", [receipt]
        ).fetchone()
    ):
        c.fail(
            "receipt_no",
            "قسطی با همین شمارهٔ رسید پیش‌تر ثبت شده است؛ یک رسید دو بار پرداخت نمی‌شود.",
        )
    if row is not None and row["returned_on"]:
        c.fail("allocation_id", "این زمین به دولت بازگشته است.")
    if row is not None and amount is not None:
        owed = row["price_rials"] - _paid_total(db, allocation_id)
        if amount > owed:
            c.fail("rials", f"مبلغ از ماندهٔ بدهی ({owed:,} ریال) بیشتر است.".replace(",", "٬"))
    if row is not None and day is not None and day < _dt.date.fromisoformat(row["allocated_on"]):
        c.fail("paid_on", "تاریخ پرداخت پیش از واگذاری است.")
    c.raise_if_any()
    assert day is not None
    with db.atomic():
        ident = insert_row(db, "land_payment", {
            "allocation_id": allocation_id, "paid_on": day.isoformat(), "rials": amount,
            "receipt_no": receipt,
        })  # fmt: skip
    return Change.of("land_payment", ids=[ident])


@action(right="decide")
def accept_excuse(db: Database, *, instalment_id: int, excuse: str) -> Change:
    """The Agricultural Bank accepted an excuse for an unpaid instalment (art. 27)."""
    c = Checker()
    _live(db, "land_instalment", instalment_id, c, "instalment_id")
    text = checked_text(c, "excuse", excuse, required=True, max_len=500)
    c.raise_if_any()
    with db.atomic():
        update_row(db, "land_instalment", instalment_id, {"excuse": text})
    return Change.of("land_instalment", ids=[instalment_id])


@action(right="decide")
def set_enforcement_refused(db: Database, *, allocation_id: int, refused: object) -> Change:
    """The recipient did not pay after the registry's enforcement order (art. 27)."""
    c = Checker()
    _live(db, "land_allocation", allocation_id, c, "allocation_id")
    flag = c.flag("refused", refused)
    c.raise_if_any()
    with db.atomic():
        update_row(db, "land_allocation", allocation_id, {"enforcement_refused": int(flag)})
    return Change.of("land_allocation", ids=[allocation_id])


@read()
def standing(db: Database, allocation_id: int, today: _dt.date) -> StandingResult:
    row = _live(db, "land_allocation", allocation_id)
    assert row is not None
    today = day_arg(today)
    plan = [
        (i["number"], _dt.date.fromisoformat(i["due_on"]), i["rials"], bool(i["excuse"]))
        for i in instalments_of(db, allocation_id)
    ]
    return compute_instalment_standing(
        regime=row["regime"], instalments=plan, paid_rials=_paid_total(db, allocation_id),
        today=today, enforcement_refused=bool(row["enforcement_refused"]),
    )  # fmt: skip


@read()
def allocations(
    db: Database, today: _dt.date, *, limit: int | None = None, after: dict | None = None
) -> list[dict]:
    """Every recipient with his standing today, the latest allocated first; a page of them with
    ``limit``, on from ``after`` (the last row of the page before)."""
    today = day_arg(today)
    rows = _day_page(db, (
        "SELECT t.*, p.first_name || ' ' || p.last_name AS name, s.label, v.name AS village_name "
        "FROM land_allocation t JOIN person p ON p.id = t.person_id "
        "JOIN land_surplus s ON s.id = t.surplus_id JOIN village v ON v.id = s.village_id "
        "WHERE t.retired_at IS NULL"
    ), [], "allocated_on", limit, after)  # fmt: skip
    for r in rows:
        s = standing(db, r["id"], today)
        r.update(paid=s.paid_rials, arrears=s.arrears_rials, unpaid=s.unpaid_without_excuse,
                 flagged=s.flagged_for_return)  # fmt: skip
    return rows


@read()
def paid_rials(db: Database, allocation_id: int) -> int:
    """Everything paid toward an allocation's price."""
    _live(db, "land_allocation", allocation_id)
    return _paid_total(db, allocation_id)


@read()
def payments_of(db: Database, allocation_id: int) -> list[dict]:
    return _of_allocation(db, allocation_id, "land_payment", "paid_on, id")
