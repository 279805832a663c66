"""1339 art. 17: the owner called to transfer his surplus land to the state, and the yearly duty
he owes if he has not come within two months of the notice.

«پس از قطعیت تصمیم مراجع مربوطه کمیسیون اصلاحات ارضی استان مالک را برای انتقال سند به نام دولت
(وزارت کشاورزی) و دریافت بها ... کتباً و به وسیله آگهی در محل دعوت مینماید». The office records
the notice's date; the land called is every live surplus parcel taken from that owner
(``land_surplus.owner_id``), summed by art. 17's classes — الف irrigated (cultivated or not),
orchard and grove; ب dry; پ bayer — and the duty is the owner's total
(``rules.land_reform.compute_transfer_call``). The record keeps the hectares and the yearly
figure it was computed with; the deed's signing stops the duty.
"""

from __future__ import annotations

import datetime as _dt

from sqlite_utils import Database

from desktop.domain.errors import ValidationError
from desktop.domain.fields import Checker
from desktop.rules import RULE_VERSION
from desktop.rules.citations import Citation
from desktop.rules.land_holdings import ha
from desktop.rules.land_reform import (
    NonTransferDutyResult,
    TransferCallResult,
    compute_non_transfer_duty,
    compute_transfer_call,
)
from desktop.services.change import Change
from desktop.services.door import action, read
from desktop.services.land_reform.common import _live, answered_on, day_arg, land_date
from desktop.store.db import insert_row, update_row

# art. 17's three classes, from the kinds a surplus parcel may have
CLASS_OF_KIND = {
    "irrigated": "irrigated", "orchard": "irrigated", "woodland": "irrigated",
    "dry": "dry", "fallow": "fallow",
}  # fmt: skip


def _called_m2(db: Database, owner_id: int) -> dict[str, int]:
    """The owner's live surplus parcels, square metres by art. 17's class."""
    out = {"irrigated": 0, "dry": 0, "fallow": 0}
    for kind, m2 in db.execute(
        "SELECT kind, sum(area_m2) FROM land_surplus WHERE owner_id = ? AND retired_at IS NULL "
        "GROUP BY kind", [owner_id],
    ):  # fmt: skip
        if kind in CLASS_OF_KIND:
            out[CLASS_OF_KIND[kind]] += int(m2)
    return out


def _compute(row: dict, on: _dt.date | None) -> TransferCallResult:
    return compute_transfer_call(
        regime=row["regime"], called_on=_dt.date.fromisoformat(row["called_on"]),
        irrigated_ha=ha(row["irrigated_m2"]), dry_ha=ha(row["dry_m2"]),  # type: ignore[arg-type]
        fallow_ha=ha(row["fallow_m2"]), on=on,  # type: ignore[arg-type]
        transferred_on=_dt.date.fromisoformat(row["transferred_on"]) if row["transferred_on"] else None,
    )  # fmt: skip


@action(right="register")
def call_to_transfer(db: Database, *, owner_id: int, called_on: object) -> Change:
    """The commission's written call and local notice to the owner (art. 17): his two months
    start, and the yearly duty over all his surplus land is computed and kept."""
    c = Checker()
    _live(db, "person", owner_id, c, "owner_id")
    day = land_date(c, "called_on", called_on)
    c.raise_if_any()
    assert day is not None
    land = _called_m2(db, owner_id)
    if not any(land.values()):
        raise ValidationError.single("owner_id", (
            "از این مالک زمین مازادی برای تقسیم ثبت نشده است؛ دعوت به انتقال سند برای زمین "
            f"مازاد اوست ({Citation('1339', 17).short()})."
        ))  # fmt: skip
    row = {"called_on": day.isoformat(), "regime": "land-1339", "transferred_on": None,
           **{f"{k}_m2": v for k, v in land.items()}}  # fmt: skip
    r = _compute(row, None)
    with db.atomic():
        ident = insert_row(db, "land_transfer_call", {
            "owner_id": owner_id, **row, "due_on": r.due_on.isoformat(),
            "yearly_rials": r.yearly_rials, "explanation": r.explanation,
            "rule_version": RULE_VERSION,
        })  # fmt: skip
    return Change.of("land_transfer_call", ids=[ident])


@action(right="register")
def record_deed_signed(db: Database, *, call_id: int, transferred_on: object) -> Change:
    """The owner signed the transfer to the state: the yearly duty of art. 17 stops."""
    c = Checker()
    row = _live(db, "land_transfer_call", call_id, c, "call_id")
    day = land_date(c, "transferred_on", transferred_on)
    day = answered_on(
        c, row, day, ("call_id", "transferred_on"), "called_on",
        "انتقال سند این دعوت پیش‌تر ثبت شده است.", "تاریخ انتقال سند پیش از تاریخ آگهی دعوت است.",
    )  # fmt: skip
    with db.atomic():
        update_row(db, "land_transfer_call", call_id, {"transferred_on": day.isoformat()})
    return Change.of("land_transfer_call", ids=[call_id])


@read()
def call_standing(db: Database, call_id: int, on: _dt.date) -> TransferCallResult:
    """The call's duty as of ``on``: the owner's yearly total and the years begun since."""
    row = _live(db, "land_transfer_call", call_id)
    assert row is not None
    return _compute(row, day_arg(on, "on"))


@read()
def transfer_calls(db: Database, owner_id: int | None = None) -> list[dict]:
    where, args = ("AND t.owner_id = ?", [owner_id]) if owner_id is not None else ("", [])
    if owner_id is not None:
        _live(db, "person", owner_id)
    return list(db.query(
        "SELECT t.*, o.first_name || ' ' || o.last_name AS owner_name FROM land_transfer_call t "
        f"JOIN person o ON o.id = t.owner_id WHERE t.retired_at IS NULL {where} "
        "ORDER BY t.called_on DESC, t.id DESC", args,
    ))  # fmt: skip


@read()
def owner_yearly_duty(db: Database, owner_id: int) -> NonTransferDutyResult | None:
    """Art. 17's yearly duty over all the owner's live surplus parcels (his total, not a
    parcel's), or None when none is recorded as taken from him."""
    _live(db, "person", owner_id)
    land = _called_m2(db, owner_id)
    if not any(land.values()):
        return None
    return compute_non_transfer_duty(
        regime="land-1339", irrigated_ha=ha(land["irrigated"]), dry_ha=ha(land["dry"]),  # type: ignore[arg-type]
        fallow_ha=ha(land["fallow"]),  # type: ignore[arg-type]
    )  # fmt: skip
