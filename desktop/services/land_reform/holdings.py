"""Owners' parcels, the art. 2 ceiling over them, art. 10 notices and declarations, and
transfers with their art. 4 duty."""

from __future__ import annotations

import dataclasses
import datetime as _dt

from sqlite_utils import Database

from desktop.domain.errors import ValidationError
from desktop.domain.fields import MAX_TEXT, Checker
from desktop.jalali import format_jalali
from desktop.rules import RULE_VERSION
from desktop.rules.errors import RuleError
from desktop.rules.land_holdings import (
    EXCEPTIONS,
    KINDS,
    OWNERSHIPS,
    SHESHDANG,
    HoldingResult,
    Parcel,
    TransferDuty1339Result,
    compute_declaration_due,
    compute_holding,
    compute_transfer_duty_1339,
    ha,
)
from desktop.rules.land_presented import presented_line
from desktop.rules.parameters import LAND_REFORM_ENACTED
from desktop.rules.timeline import LAND, regime_on
from desktop.services.change import Change
from desktop.services.door import action, read
from desktop.services.land_reform.common import (
    _live,
    answered_on,
    area_m2,
    checked_text,
    day_arg,
    iso,
    land_date,
)
from desktop.services.rows import _day_page, _keyset, _limit_clause, _retire_row
from desktop.services.rule_choices import get_rule_choices
from desktop.store.db import insert_row, update_row
from desktop.text import to_ascii_digits

MAX_RIALS = 10**15


def _share(c: Checker, ownership: str | None, share_dang: object) -> int:
    """A co-owner's share typed in dang (۲ or ۱٫۵), stored in thousandths of a dang."""
    if ownership != "shared":
        whole = (
            share_dang if not isinstance(share_dang, str) else to_ascii_digits(share_dang.strip())
        )
        if whole not in (None, "", 6, "6"):  # «۶» as the number field shows it
            c.fail("share_dang", "سهم به دانگ فقط برای ملک مشاع است.")
        return SHESHDANG
    m = area_m2(c, "share_dang", share_dang)  # same exact-decimal parsing, ×10,000
    if m is None:
        return SHESHDANG
    if m % 10:  # thousandths of a dang at most
        c.fail("share_dang", "سهم را تا سه رقم اعشار دانگ وارد کنید.")
        return SHESHDANG
    millidang = m // 10
    if not 0 < millidang < SHESHDANG:
        c.fail("share_dang", "سهم مشاع باید کمتر از شش دانگ باشد.")
        return SHESHDANG
    return millidang


@action(right="register")
def add_parcel(
    db: Database,
    *,
    owner_id: int,
    village_id: int,
    kind: str,
    area_ha: object,
    ownership: str = "sole",
    share_dang: object = None,
    exception: str | None = None,
    lease_ends_on: object = None,
    notes: str | None = None,
) -> Change:
    """Record one parcel an owner holds (art. 2 counts all of them, anywhere in the country)."""
    c = Checker()
    _live(db, "person", owner_id, c, "owner_id")
    _live(db, "village", village_id, c, "village_id")
    c.choice("kind", kind, KINDS)
    m2 = area_m2(c, "area_ha", area_ha)
    c.choice("ownership", ownership, OWNERSHIPS)
    share = _share(c, ownership, share_dang)
    c.choice("exception", exception, tuple(EXCEPTIONS), required=False)
    lease = c.date("lease_ends_on", lease_ends_on)
    if lease is not None and ownership != "leased":
        c.fail("lease_ends_on", "پایان اجاره فقط برای ملک در اجاره است.")
    note = checked_text(c, "notes", notes, max_len=MAX_TEXT)
    c.raise_if_any()
    with db.atomic():
        ident = insert_row(db, "land_parcel", {
            "owner_id": owner_id, "village_id": village_id, "kind": kind, "area_m2": m2,
            "ownership": ownership, "share_millidang": share, "exception": exception or None,
            "lease_ends_on": iso(lease), "notes": note,
        })  # fmt: skip
    return Change.of("land_parcel", ids=[ident])


@action(right="register")
def retire_parcel(db: Database, *, parcel_id: int) -> Change:
    _live(db, "land_parcel", parcel_id)
    return _retire_row(db, "land_parcel", parcel_id)


@read()
def parcels_of(db: Database, owner_id: int) -> list[dict]:
    _live(db, "person", owner_id)
    return list(db.query(
        "SELECT p.*, v.name AS village_name FROM land_parcel p JOIN village v ON v.id = p.village_id "
        "WHERE p.owner_id = ? AND p.retired_at IS NULL ORDER BY p.id", [owner_id],
    ))  # fmt: skip


def _parcel(p: dict) -> Parcel:
    return Parcel(
        p["kind"], p["area_m2"], p["ownership"], p["share_millidang"], p["exception"],
        f"{p['village_name']} قطعهٔ {p['id']}",
    )  # fmt: skip


@read()
def holding_of(db: Database, owner_id: int, on: _dt.date | None = None) -> HoldingResult:
    """Art. 2 over every live parcel of the owner, less the art. 3 exceptions."""
    _live(db, "person", owner_id)
    if on is not None:
        on = day_arg(on, "on")
    parcels = [_parcel(p) for p in parcels_of(db, owner_id)]
    return compute_holding(regime="land-1339", parcels=parcels, on=on)


@read()
def owners(
    db: Database, search: str = "", *, limit: int | None = None, after: dict | None = None
) -> list[dict]:
    """The owners with live parcels, by name, each holding computed (the rules core); with
    ``limit``, a page of them, and with ``after`` (the last row of the page before), the page
    that follows it, read on along the people's sort keys from where that one ended."""
    from desktop.text import normalize

    if not isinstance(search, str) or len(search) > 200:
        raise ValidationError.single("search", "متن جست‌وجو نامعتبر است.")
    needle = normalize(search)
    where = "o.id IN (SELECT owner_id FROM land_parcel WHERE retired_at IS NULL)"
    args: list[object] = []
    if needle:
        where += " AND instr(coalesce(o.search_norm, ''), ?) > 0"
        args.append(needle)
    if after is not None:
        where += " AND (o.sort_key, o.id) > (?, ?)"
        args += _keyset(after, "sort_key", "id")
    page = (
        f"SELECT o.id FROM person o WHERE {where} ORDER BY o.sort_key, o.id{_limit_clause(limit)}"
    )
    grouped: dict[int, tuple[str, str, list[Parcel]]] = {}
    for p in db.query(
        "SELECT p.*, o.first_name || ' ' || o.last_name AS owner_name, o.sort_key, "
        "v.name AS village_name FROM land_parcel p JOIN person o ON o.id = p.owner_id "
        f"JOIN village v ON v.id = p.village_id WHERE p.retired_at IS NULL AND p.owner_id IN ({page}) "
        "ORDER BY o.sort_key, o.id, p.id",
        args,
    ):
        name, _key, parcels = grouped.setdefault(
            p["owner_id"], (p["owner_name"], p["sort_key"], [])
        )
        parcels.append(_parcel(p))
    out = []
    for owner_id, (name, key, parcels) in grouped.items():
        h = compute_holding(regime="land-1339", parcels=parcels)
        out.append({
            "id": owner_id, "name": name, "sort_key": key, "parcels": len(parcels),
            "equivalent_ha": h.irrigated_equivalent_ha, "excepted_ha": h.excepted_ha,
            "surplus_ha": h.surplus_irrigated_equivalent_ha, "over": h.over_ceiling,
        })  # fmt: skip
    return out


# --------------------------------------------------------------------------- art. 10


@action(right="register")
def record_notice(
    db: Database, *, owner_id: int, notice_on: object, notes: str | None = None
) -> Change:
    """The last notice in the official gazette reaches an owner: his 3 months start (art. 10)."""
    c = Checker()
    _live(db, "person", owner_id, c, "owner_id")
    day = land_date(c, "notice_on", notice_on)
    note = checked_text(c, "notes", notes, max_len=MAX_TEXT)
    c.raise_if_any()
    assert day is not None
    due = compute_declaration_due(regime="land-1339", notice_on=day)
    with db.atomic():
        ident = insert_row(db, "land_declaration", {
            "owner_id": owner_id, "notice_on": day.isoformat(), "due_on": due.due_on.isoformat(),
            "regime": due.regime, "rule_version": RULE_VERSION, "notes": note,
        })  # fmt: skip
    return Change.of("land_declaration", ids=[ident])


@action(right="register")
def record_declaration(
    db: Database, *, declaration_id: int, filed_on: object, declared_ha: object = None,
    notes: str | None = None,
) -> Change:  # fmt: skip
    """The owner's declaration received, with its date (a receipt is given)."""
    c = Checker()
    row = _live(db, "land_declaration", declaration_id, c, "declaration_id")
    day = land_date(c, "filed_on", filed_on)
    m2 = area_m2(c, "declared_ha", declared_ha, required=False, zero=True)
    note = checked_text(c, "notes", notes, max_len=MAX_TEXT)
    day = answered_on(
        c, row, day, ("declaration_id", "filed_on"), "notice_on",
        "اظهارنامهٔ این آگهی پیش‌تر ثبت شده است.", "تاریخ تسلیم پیش از تاریخ آگهی است.",
    )  # fmt: skip
    values: dict[str, object] = {"filed_on": day.isoformat(), "declared_m2": m2}
    if note:
        values["notes"] = note
    with db.atomic():
        update_row(db, "land_declaration", declaration_id, values)
    return Change.of("land_declaration", ids=[declaration_id])


def _live_with_owner(
    db: Database, table: str, newest_by: str, limit: int | None, after: dict | None
) -> list[dict]:
    """The live rows of ``table`` (one of this module's, never input) with their owner's name,
    the latest ``newest_by`` first; a page of them with ``limit``, on from ``after``."""
    return _day_page(db, (
        f"SELECT t.*, o.first_name || ' ' || o.last_name AS owner_name FROM {table} t "
        "JOIN person o ON o.id = t.owner_id WHERE t.retired_at IS NULL"
    ), [], newest_by, limit, after)  # fmt: skip


@read()
def declarations(
    db: Database, *, limit: int | None = None, after: dict | None = None
) -> list[dict]:
    return _live_with_owner(db, "land_declaration", "due_on", limit, after)


# --------------------------------------------------------------------------- art. 4-6


def _free_allowance_used_m2(db: Database, owner_id: int) -> int:
    return db.execute(
        "SELECT coalesce(sum(duty_free_m2), 0) FROM land_transfer WHERE owner_id = ? AND retired_at IS NULL",
        [owner_id],
    ).fetchone()[0]


def _transfer_duty(
    db: Database, *, owner_id: int, area_m2_: int, beyond_m2: int, price_rials: int,
    to_farmers_art5: bool, understated_rials: int, on: _dt.date,
) -> TransferDuty1339Result:  # fmt: skip
    return compute_transfer_duty_1339(
        regime=regime_on(on, LAND), price_rials=price_rials, area_ha=ha(area_m2_),
        beyond_ceiling_ha=ha(beyond_m2), free_allowance_used_ha=ha(_free_allowance_used_m2(db, owner_id)),
        sold_to_farmers_art5=to_farmers_art5, understated_unpaid_rials=understated_rials, on=on,
    )  # fmt: skip


def _transfer_day(
    db: Database, c: Checker, value: object
) -> tuple[_dt.date | None, _dt.date | None]:
    """The transfer's date, and the presentation day where art. 4's last paragraph reaches it:
    «چنانچه نقل و انتقال مشمول این ماده در فاصله بین تاریخ تقدیم این لایحه به مجلس و تصویب
    نهایی آن انجام گرفته باشد انتقال دهنده باید عوارض عمرانی ... را به دولت بپردازد». A
    transfer dated before the law is charged from the presentation day the office entered
    (rule choices); refused, saying why, while it is unset or when the transfer is earlier."""
    day = c.date("transfer_on", value, required=True)
    if day is None or day >= LAND_REFORM_ENACTED:
        return land_date(c, "transfer_on", value), None
    presented = get_rule_choices(db).land_bill_presented_on
    law = format_jalali(LAND_REFORM_ENACTED, persian_digits=True)
    if presented is None:
        c.fail("transfer_on", (
            f"این انتقال پیش از تصویب قانون اصلاحات ارضی ({law}) است. بند آخر مادهٔ ۴ انتقال میان "
            "تقدیم لایحه به مجلس و تصویب نهایی را مشمول عوارض می‌داند، اما تاریخ تقدیم در قانون "
            "نیامده و دفتر آن را هنوز در «تنظیمات» (برداشت‌های دفتر) وارد نکرده است."
        ))  # fmt: skip
        return None, None
    if day < presented:
        c.fail("transfer_on", (
            f"این انتقال پیش از تقدیم لایحه به مجلس ({format_jalali(presented, persian_digits=True)}، "
            "برداشت دفتر) است و مادهٔ ۴ قانون اصلاحات ارضی به آن نمی‌رسد."
        ))  # fmt: skip
        return None, None
    return day, presented


@action(right="register")
def record_transfer(
    db: Database,
    *,
    owner_id: int,
    transferee: str,
    transfer_on: object,
    area_ha: object,
    beyond_ha: object,
    price_rials: object,
    to_farmers_art5: object = False,
    understated_rials: object = 0,
) -> Change:
    """A transfer by an owner, with the art. 4 duty computed (600-ha note, art. 5 exemption)."""
    c = Checker()
    _live(db, "person", owner_id, c, "owner_id")
    who = checked_text(c, "transferee", transferee, required=True, max_len=200)
    day, presented = _transfer_day(db, c, transfer_on)
    area = area_m2(c, "area_ha", area_ha)
    beyond = area_m2(c, "beyond_ha", beyond_ha, zero=True)
    price = c.integer("price_rials", price_rials, required=True, maximum=MAX_RIALS)
    art5 = c.flag("to_farmers_art5", to_farmers_art5)
    under = c.integer("understated_rials", understated_rials, maximum=MAX_RIALS) or 0
    if area is not None and beyond is not None and beyond > area:
        c.fail("beyond_ha", "مازاد منتقل‌شده از کل مساحت بیشتر است.")
    c.raise_if_any()
    assert day is not None and area is not None and beyond is not None and price is not None
    try:
        r = _transfer_duty(
            db, owner_id=owner_id, area_m2_=area, beyond_m2=beyond, price_rials=price,
            to_farmers_art5=art5, understated_rials=under,
            on=day if presented is None else LAND_REFORM_ENACTED,
        )  # fmt: skip
        if presented is not None:  # art. 4's last paragraph, from the office's reading
            r = dataclasses.replace(r, explanation=(
                f"{presented_line(presented)} انتقال در {format_jalali(day, persian_digits=True)}، "
                "میان تقدیم لایحه به مجلس (برداشت دفتر) و تصویب نهایی آن، به حکم بند آخر مادهٔ ۴ "
                f"(۱۳۳۹ م۴) مشمول عوارض عمرانی است که انتقال‌دهنده به دولت می‌پردازد. {r.explanation}"
            ))  # fmt: skip
    except RuleError as e:
        c.fail("price_rials", e.message_fa)
        c.raise_if_any()
        raise
    with db.atomic():
        ident = insert_row(db, "land_transfer", {
            "owner_id": owner_id, "transferee": who, "transfer_on": day.isoformat(),
            "area_m2": area, "beyond_m2": beyond, "price_rials": price,
            "to_farmers_art5": int(art5), "understated_rials": under,
            "duty_free_m2": int(r.duty_free_ha * 10_000), "duty_rials": r.duty_rials,
            "total_rials": r.total_rials, "explanation": r.explanation, "regime": r.regime,
            "rule_version": r.rule_version,
        })  # fmt: skip
    return Change.of("land_transfer", ids=[ident])


@read()
def transfers(db: Database, *, limit: int | None = None, after: dict | None = None) -> list[dict]:
    return _live_with_owner(db, "land_transfer", "transfer_on", limit, after)
