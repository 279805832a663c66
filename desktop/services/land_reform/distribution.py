"""Surplus land offered to applicants, ranked by art. 19 with a lot drawn from a recorded seed,
handed to the first eligible applicant with his ten-year instalments (art. 18)."""

from __future__ import annotations

import json
import secrets
from decimal import Decimal

from sqlite_utils import Database

from desktop.domain.errors import ValidationError
from desktop.domain.fields import Checker
from desktop.rules import RULE_VERSION
from desktop.rules import parameters as P
from desktop.rules.citations import Citation
from desktop.rules.land_holdings import KIND_FA, KINDS, SHESHDANG, compute_eligibility, ha
from desktop.rules.land_reform import (
    PRIORITY_CLASSES,
    PriorityResult,
    compute_applicant_priority,
    compute_instalments,
)
from desktop.rules.result import num
from desktop.services.change import Change
from desktop.services.door import action, read
from desktop.services.land_reform.common import (
    _live,
    _surplus_taken_m2,
    area_m2,
    checked_text,
    date_fa,
    land_date,
)
from desktop.services.rows import _day_page
from desktop.store.db import insert_row
from desktop.text import to_ascii_digits

MAX_RIALS = 10**15


@action(right="register")
def add_surplus(
    db: Database,
    *,
    area_ha: object,
    price_rials: object,
    regional_min_ha: object,
    taken_on: object,
    label: str,
    parcel_id: int | None = None,
    village_id: int | None = None,
    kind: str | None = None,
    owner_id: int | None = None,
) -> Change:
    """A surplus parcel taken for division (art. 7 الف), valued by the commission (art. 13),
    from ``parcel_id``, a parcel of the owner's holding (art. 2): its owner, village and kind are
    the parcel's. Without a parcel (land whose owner the office does not hold) the village and
    kind are given; an owner named without his parcel is refused."""
    c = Checker()
    cite = Citation("1339", 2).short()
    parcel = None
    if parcel_id is not None:
        parcel = _live(db, "land_parcel", parcel_id, c, "parcel_id")
    elif owner_id is not None:
        c.fail("parcel_id", "مازاد مالک از قطعه‌ای از املاک خود او جدا می‌شود: قطعهٔ ملک را از "
               f"فهرست املاک این مالک برگزینید ({cite}).")  # fmt: skip
    if parcel is not None:
        owner = int(parcel["owner_id"])
        if owner_id is not None and owner_id != owner:
            c.fail("parcel_id", f"این قطعه ملک {_person_name(db, owner)} است، نه این مالک؛ مازاد "
                   f"هر مالک از املاک خود او جدا می‌شود ({cite}).")  # fmt: skip
        owner_id = owner
        if village_id is not None and village_id != parcel["village_id"]:
            c.fail("village_id", f"این قطعه در {_village_name(db, parcel['village_id'])} است؛ "
                   "زمین مازاد در آبادی همان قطعه است.")  # fmt: skip
        if kind is not None and kind != parcel["kind"]:
            c.fail("kind", f"این قطعه زمین {KIND_FA.get(parcel['kind'], '')} است؛ زمین مازاد "
                   "از نوع همان قطعه است.")  # fmt: skip
        village_id, kind = int(parcel["village_id"]), str(parcel["kind"])
    elif parcel_id is None and village_id is None:
        c.fail("parcel_id", f"قطعهٔ ملکی را که مازاد از آن جدا می‌شود برگزینید ({cite}).")
    elif parcel_id is None:
        _live(db, "village", village_id, c, "village_id")
    if owner_id is not None and parcel is None and parcel_id is None:
        _live(db, "person", owner_id, c, "owner_id")
    if parcel is None:
        c.choice("kind", kind, KINDS)
    area = area_m2(c, "area_ha", area_ha)
    minimum = area_m2(c, "regional_min_ha", regional_min_ha)
    price = c.integer("price_rials", price_rials, required=True, maximum=MAX_RIALS)
    day = land_date(c, "taken_on", taken_on)
    name = checked_text(c, "label", label, required=True, max_len=200)
    if area is not None and minimum is not None and area < minimum:
        c.fail("area_ha", f"مساحت از حداقل منطقه کمتر است ({Citation('1339', 21).short()}).")
    if parcel is not None and area is not None and not c.errors:
        _check_parcel_part(db, c, parcel, area)
    if owner_id is not None and area is not None and day is not None and not c.errors:
        _check_owner_surplus(db, c, int(owner_id), str(kind), area, day)
    c.raise_if_any()
    assert day is not None
    with db.atomic():
        ident = insert_row(db, "land_surplus", {
            "owner_id": owner_id, "village_id": village_id, "kind": kind, "area_m2": area,
            "price_rials": price, "regional_min_m2": minimum, "taken_on": day.isoformat(),
            "label": name, "parcel_id": parcel_id,
        })  # fmt: skip
    return Change.of("land_surplus", ids=[ident])


def _person_name(db: Database, person_id: object) -> str:
    row = db.execute(
        "SELECT first_name || ' ' || last_name FROM person WHERE id = ?", [person_id]
    ).fetchone()
    return str(row[0]) if row else "دیگری"


def _village_name(db: Database, village_id: object) -> str:
    row = db.execute("SELECT name FROM village WHERE id = ?", [village_id]).fetchone()
    return str(row[0]) if row else "آبادی دیگر"


def _check_parcel_part(db: Database, c: Checker, parcel: dict, area: int) -> None:
    """No more is taken from a parcel than the owner's part of it (his dang of a shared one),
    less what was taken from it before (1339 art. 2 counts a holding by its owner's part)."""
    share = (
        int(parcel["share_millidang"] or SHESHDANG)
        if parcel["ownership"] == "shared"
        else SHESHDANG
    )
    part = int(parcel["area_m2"]) * share // SHESHDANG
    taken = db.execute(
        "SELECT coalesce(sum(area_m2), 0) FROM land_surplus WHERE parcel_id = ? "
        "AND retired_at IS NULL", [parcel["id"]],
    ).fetchone()[0]  # fmt: skip
    if taken + area > part:
        left = max(0, part - int(taken))
        c.fail("area_ha", f"از این قطعه {num(ha(left))} هکتار سهم این مالک مانده است"
               + (f" ({num(ha(int(taken)))} هکتار پیش‌تر مازاد شد)" if taken else "")
               + f"؛ بیش از سهم او از قطعه مازاد نمی‌شود ({Citation('1339', 2).short()}).")  # fmt: skip


def _check_owner_surplus(
    db: Database, c: Checker, owner_id: int, kind: str, area: int, day: object
) -> None:
    """A surplus parcel of a named owner is part of *his* surplus (1339 art. 2): with the ones
    already taken, no more of a kind than he holds of it, and no more in all than his holding
    exceeds the ceiling by (an owner of 500 ha irrigated and 200 ha dry has 200 ha
    irrigated-equivalent of surplus: 450 ha from him is refused)."""
    from desktop.services.land_reform.holdings import holding_of

    h = holding_of(db, owner_id, on=day)  # type: ignore[arg-type]
    held = {"irrigated": h.irrigated_ha, "dry": h.dry_ha, "fallow": h.fallow_ha}
    cite = Citation("1339", 2).short()
    if kind not in held:
        c.fail("kind", f"زمین {KIND_FA.get(kind, kind)} در حد نصاب شمرده نمی‌شود و مازاد نیست ({cite}، {Citation('1339', 3).short()}).")  # fmt: skip
        return
    taken = _surplus_taken_m2(db, owner_id)
    taken[kind] += area
    choice = db.execute(
        "SELECT surplus_irrigated_m2, surplus_dry_m2, surplus_fallow_m2, chosen_on "
        "FROM land_owner_choice WHERE owner_id = ? AND retired_at IS NULL", [owner_id],
    ).fetchone()  # fmt: skip
    if choice is not None:  # his choice of what he keeps fixes his surplus kind by kind
        left = dict(zip(("irrigated", "dry", "fallow"), choice[:3], strict=True))
        if taken[kind] > left[kind]:
            c.fail("area_ha", f"مازاد {KIND_FA[kind]} این مالک با این قطعه {num(ha(taken[kind]))} هکتار می‌شود، بیش از {num(ha(left[kind]))} هکتار {KIND_FA[kind]} که به انتخاب خود او (مورخ {date_fa(choice[3])}) مازاد است ({cite}).")  # fmt: skip
        return
    if ha(taken[kind]) > held[kind]:
        c.fail("area_ha", f"مازاد {KIND_FA[kind]} این مالک با این قطعه {num(ha(taken[kind]))} هکتار می‌شود، بیش از {num(held[kind])} هکتار {KIND_FA[kind]} که دارد ({cite}).")  # fmt: skip
        return
    ratio = Decimal(P.lookup("land.dry_ha_per_irrigated_ha", "land-1339").value)
    eq = ha(taken["irrigated"]) + (ha(taken["dry"]) + ha(taken["fallow"])) / ratio
    if eq > h.surplus_irrigated_equivalent_ha:
        c.fail("area_ha", f"مازاد این مالک با این قطعه {num(eq)} هکتار معادل آبی می‌شود، بیش از مازاد او بر حد نصاب ({num(h.surplus_irrigated_equivalent_ha)} هکتار معادل آبی، {cite}).")  # fmt: skip


def _refuse_if_allocated(db: Database, c: Checker, surplus_id: int) -> None:
    """A parcel already handed over takes no new applicant and is not allocated again."""
    if db.execute(
        "SELECT 1 FROM land_allocation WHERE surplus_id = ? AND retired_at IS NULL", [surplus_id]
    ).fetchone():
        c.fail("surplus_id", "این قطعه پیش‌تر واگذار شده است.")


@action(right="register")
def add_applicant(
    db: Database,
    *,
    surplus_id: int,
    person_id: int,
    priority_class: str,
    children: object,
    applied_on: object,
    holding_ha: object = "0",
    farms: object = True,
    barred_1337: object = False,
    resigned_resident: object = False,
) -> Change:
    """An applicant for a surplus parcel: his art. 19 class and children, and whether art. 20
    and art. 19 تبصره ۲ let him receive land (computed, with the reasons, and stored)."""
    c = Checker()
    surplus = _live(db, "land_surplus", surplus_id, c, "surplus_id")
    person = _live(db, "person", person_id, c, "person_id")
    c.choice("priority_class", priority_class, PRIORITY_CLASSES)
    kids = c.integer("children", children, required=True, maximum=40)
    day = land_date(c, "applied_on", applied_on)
    held = area_m2(c, "holding_ha", holding_ha, zero=True)
    flags = {k: c.flag(k, v) for k, v in (("farms", farms), ("barred_1337", barred_1337),
                                          ("resigned_resident", resigned_resident))}  # fmt: skip
    if (
        surplus is not None
        and person is not None
        and db.execute(
            "SELECT 1 FROM land_applicant WHERE surplus_id = ? AND person_id = ? AND retired_at IS NULL",
            [surplus_id, person_id],
        ).fetchone()
    ):
        c.fail("person_id", "این شخص برای همین قطعه درخواست داده است.")
    if surplus is not None:
        _refuse_if_allocated(db, c, surplus_id)
    c.raise_if_any()
    assert surplus is not None and person is not None and day is not None
    e = compute_eligibility(
        regime="land-1339", iranian=bool(person["iranian"]), farms_or_undertakes=flags["farms"],
        holding_ha=ha(held or 0), regional_min_ha=ha(surplus["regional_min_m2"]),
        barred_by_1337_law=flags["barred_1337"], resigned_and_resident=flags["resigned_resident"],
    )  # fmt: skip
    with db.atomic():
        ident = insert_row(db, "land_applicant", {
            "surplus_id": surplus_id, "person_id": person_id, "priority_class": priority_class,
            "children": kids, "holding_m2": held or 0, "farms": int(flags["farms"]),
            "barred_1337": int(flags["barred_1337"]),
            "resigned_resident": int(flags["resigned_resident"]), "eligible": int(e.eligible),
            "reasons": "؛ ".join(e.reasons) or None, "applied_on": day.isoformat(),
        })  # fmt: skip
    return Change.of("land_applicant", ids=[ident])


@read()
def applicants(db: Database, surplus_id: int) -> list[dict]:
    _live(db, "land_surplus", surplus_id)
    return list(db.query(
        "SELECT a.*, p.first_name || ' ' || p.last_name AS name FROM land_applicant a "
        "JOIN person p ON p.id = a.person_id WHERE a.surplus_id = ? AND a.retired_at IS NULL "
        "ORDER BY a.id", [surplus_id],
    ))  # fmt: skip


@read()
def rank(db: Database, surplus_id: int, seed: str) -> PriorityResult:
    """The eligible applicants in art. 19's order; ties by the lot drawn from ``seed``."""
    _live(db, "land_surplus", surplus_id)
    c = Checker()
    seed_v = _seed(c, seed, required=True)
    c.raise_if_any()
    assert seed_v is not None
    eligible = [a for a in applicants(db, surplus_id) if a["eligible"]]
    if not eligible:
        raise ValidationError.single("surplus_id", "برای این قطعه متقاضی واجد شرایط ثبت نشده است.")
    return compute_applicant_priority(
        regime="land-1339", seed=seed_v,
        applicants=[{"id": str(a["id"]), "class": a["priority_class"], "children": a["children"]} for a in eligible],
    )  # fmt: skip


def _seed(c: Checker, seed: object, *, required: bool) -> str | None:
    """The seed as text, its digits Latin: «۱۲۳» typed in the Persian field draws the lot of
    123, so whoever checks the draw with the recorded seed gets the same order."""
    text = checked_text(c, "seed", seed, required=required, max_len=64)
    return to_ascii_digits(text) if text is not None else None


def _new_seed() -> str:
    return str(secrets.randbelow(10**12)).zfill(12)  # digits: printed and shown in Persian


@action(right="decide")
def allocate(
    db: Database,
    *,
    surplus_id: int,
    allocated_on: object,
    first_due: object,
    seed: str | None = None,
) -> Change:
    """Rank the applicants, draw the lot from ``seed`` (a new one is made and recorded when none
    is given), hand the parcel to the first, and lay out his ten yearly instalments (art. 18)."""
    c = Checker()
    surplus = _live(db, "land_surplus", surplus_id, c, "surplus_id")
    day = land_date(c, "allocated_on", allocated_on)
    due = land_date(c, "first_due", first_due)
    seed_v = _seed(c, seed, required=False) if seed not in (None, "") else _new_seed()
    if day is not None and due is not None and due < day:
        c.fail("first_due", "نخستین قسط پیش از تاریخ واگذاری است.")
    if surplus is not None:
        _refuse_if_allocated(db, c, surplus_id)
    c.raise_if_any()
    assert surplus is not None and day is not None and due is not None and seed_v is not None
    ranking = rank(db, surplus_id, seed_v)
    winner = ranking.order[0]
    applicant = _live(db, "land_applicant", int(winner.id))
    assert applicant is not None
    plan = compute_instalments(
        regime="land-1339", price_rials=surplus["price_rials"], first_due=due
    )
    with db.atomic():
        ident = insert_row(db, "land_allocation", {
            "surplus_id": surplus_id, "applicant_id": applicant["id"], "person_id": applicant["person_id"],
            "seed": seed_v, "ranking": json.dumps([r.to_json() for r in ranking.order], ensure_ascii=False),
            "allocated_on": day.isoformat(), "price_rials": surplus["price_rials"],
            "first_due": due.isoformat(), "explanation": ranking.explanation + " " + plan.explanation,
            "regime": "land-1339", "rule_version": RULE_VERSION,
        })  # fmt: skip
        for item in plan.instalments:
            insert_row(db, "land_instalment", {
                "allocation_id": ident, "number": item.number, "due_on": item.due.isoformat(),
                "rials": item.rials,
            })  # fmt: skip
    return Change.of("land_allocation", "land_instalment", ids=[ident])


@read()
def rerun_lot(db: Database, allocation_id: int) -> PriorityResult:
    """The allocation's ranking drawn again from its recorded seed (anyone can check it)."""
    row = _live(db, "land_allocation", allocation_id)
    assert row is not None
    return rank(db, row["surplus_id"], row["seed"])


@read()
def surpluses(db: Database, *, limit: int | None = None, after: dict | None = None) -> list[dict]:
    """The surplus land taken, the latest first; a page of it with ``limit``, on from ``after``."""
    return _day_page(db, (
        "SELECT t.*, v.name AS village_name, "
        "(SELECT count(*) FROM land_applicant a WHERE a.surplus_id = t.id AND a.retired_at IS NULL) AS applicants, "
        "(SELECT p.first_name || ' ' || p.last_name FROM land_allocation l JOIN person p ON p.id = l.person_id "
        " WHERE l.surplus_id = t.id AND l.retired_at IS NULL) AS recipient, "
        "(SELECT l.id FROM land_allocation l WHERE l.surplus_id = t.id AND l.retired_at IS NULL) AS allocation_id "
        "FROM land_surplus t JOIN village v ON v.id = t.village_id WHERE t.retired_at IS NULL"
    ), [], "taken_on", limit, after)  # fmt: skip
