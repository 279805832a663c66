"""Register of dehestans and villages: add, edit, retire (never delete)."""

from __future__ import annotations

import json
from collections.abc import Iterable

from sqlite_utils import Database

from desktop.domain.errors import ValidationError
from desktop.domain.fields import MAX_TEXT, Checker
from desktop.domain.places import FARMING_TYPES, TENURES, VILLAGE_KINDS, WATER_SOURCES
from desktop.services.change import Change
from desktop.services.door import action, read
from desktop.services.people import _restore_row, _retire_with_roles
from desktop.services.rows import _retire_row, _row_by_id
from desktop.store.db import insert_row, update_row
from desktop.store.sort_keys import row_sort_key
from desktop.text import normalize

_exists = _row_by_id


def _dehestan_values(db: Database, name: object, notes: object, ident: int | None) -> dict:
    c = Checker()
    name_v = c.text("name", name, required=True, name=True)
    notes_v = c.text("notes", notes, max_len=MAX_TEXT)
    if name_v:
        clash = db.execute(
            "SELECT id FROM dehestan WHERE name_norm = ? AND retired_at IS NULL AND id IS NOT ?",
            [normalize(name_v), ident],
        ).fetchone()
        if clash:
            c.fail("name", "دهستانی با همین نام هست.")
    c.raise_if_any()
    values = {"name": name_v, "name_norm": normalize(name_v), "notes": notes_v}
    return {**values, "sort_key": row_sort_key("dehestan", values)}


@action(right="register")
def add_dehestan(db: Database, *, name: str, notes: str | None = None) -> Change:
    values = _dehestan_values(db, name, notes, None)
    with db.atomic():
        ident = insert_row(db, "dehestan", values)
    return Change.of("dehestan", ids=[ident])


def _update(db: Database, table: str, ident: int, values: dict[str, object]) -> Change:
    with db.atomic():
        update_row(db, table, ident, values)
    return Change.of(table, ids=[ident])


@action(right="register")
def edit_dehestan(db: Database, dehestan_id: int, *, name: str, notes: str | None = None) -> Change:
    _exists(db, "dehestan", dehestan_id)
    values = _dehestan_values(db, name, notes, dehestan_id)
    return _update(db, "dehestan", dehestan_id, values)


@action(right="register")
def retire_dehestan(db: Database, dehestan_id: int) -> Change:
    _exists(db, "dehestan", dehestan_id)
    live = db.execute(
        "SELECT count(*) FROM village WHERE dehestan_id = ? AND retired_at IS NULL", [dehestan_id]
    ).fetchone()[0]
    if live:
        raise ValidationError.single(
            "dehestan", f"این دهستان {live} آبادی فعال دارد؛ نخست آن‌ها را جابه‌جا یا بایگانی کنید."
        )
    return _retire_row(db, "dehestan", dehestan_id)


def _village_values(db: Database, ident: int | None, fields: dict) -> dict:
    c = Checker()
    name = c.text("name", fields.get("name"), required=True, name=True)
    dehestan_id = c.integer("dehestan_id", fields.get("dehestan_id"), required=True, minimum=1)
    if dehestan_id is not None:
        row = db.execute("SELECT retired_at FROM dehestan WHERE id = ?", [dehestan_id]).fetchone()
        if row is None or row[0] is not None:
            c.fail("dehestan_id", "دهستان را از فهرست برگزینید.")
    population = c.integer("population", fields.get("population"), maximum=10_000_000)
    households = c.integer("households", fields.get("households"), maximum=10_000_000)
    if population is not None and households is not None and households > population:
        c.fail("households", "شمار خانوار از جمعیت بیشتر است.")
    share = c.integer("landlord_share_pct", fields.get("landlord_share_pct"), maximum=100)
    water = fields.get("water_sources") or []
    if (
        isinstance(water, str)
        or not isinstance(water, Iterable)
        or any(w not in WATER_SOURCES for w in water)
    ):
        c.fail("water_sources", "منبع آب نامعتبر است.")
        water = []
    values = {
        "name": name,
        "dehestan_id": dehestan_id,
        "kind": c.choice("kind", fields.get("kind") or "village", VILLAGE_KINDS),
        "population": population,
        "households": households,
        "water_sources": json.dumps(sorted(set(water))),
        "farming_type": c.choice(
            "farming_type", fields.get("farming_type") or "irrigated", FARMING_TYPES
        ),
        "landlord_share_pct": share,
        "has_municipality": c.flag("has_municipality", fields.get("has_municipality")),
        "tenure": c.choice("tenure", fields.get("tenure") or "private", TENURES),
        "notes": c.text("notes", fields.get("notes"), max_len=MAX_TEXT),
    }
    if name and dehestan_id is not None:
        clash = db.execute(
            "SELECT id FROM village WHERE dehestan_id = ? AND name_norm = ? "
            "AND retired_at IS NULL AND id IS NOT ?",
            [dehestan_id, normalize(name), ident],
        ).fetchone()
        if clash:
            c.fail("name", "آبادی‌ای با همین نام در این دهستان هست.")
    c.raise_if_any()
    values["name_norm"] = normalize(name)
    values["sort_key"] = row_sort_key("village", values)
    return values


VILLAGE_FIELDS = (
    "name", "dehestan_id", "kind", "population", "households", "water_sources",
    "farming_type", "landlord_share_pct", "has_municipality", "tenure", "notes",
)  # fmt: skip


@action(right="register")
def add_village(db: Database, **fields: object) -> Change:
    _only(fields, VILLAGE_FIELDS)
    values = _village_values(db, None, fields)
    with db.atomic():
        ident = insert_row(db, "village", values)
    return Change.of("village", ids=[ident])


@action(right="register")
def edit_village(db: Database, village_id: int, **fields: object) -> Change:
    _only(fields, VILLAGE_FIELDS)
    _exists(db, "village", village_id)
    values = _village_values(db, village_id, fields)
    return _update(db, "village", village_id, values)


@action(right="register")
def retire_village(db: Database, village_id: int) -> Change:
    _exists(db, "village", village_id)
    return _retire_with_roles(db, "village", village_id)


def _only(fields: dict, allowed: tuple[str, ...]) -> None:
    extra = set(fields) - set(allowed)
    if extra:
        raise ValidationError.single(
            "", f"خانه‌های ناشناخته: {'، '.join(sorted(map(str, extra)))[:200]}"
        )


@read()
def get_village(db: Database, village_id: int) -> dict:
    row = _exists(db, "village", village_id)
    row["water_sources"] = json.loads(row["water_sources"])
    return row


@read()
def get_dehestan(db: Database, dehestan_id: int) -> dict:
    return _exists(db, "dehestan", dehestan_id)


@action(right="register")
def restore_village(db: Database, village_id: int) -> Change:
    """Undo a retirement. The village's roles stay ended: each is given again on its person."""
    return _restore_row(
        db, "village", village_id, "این آبادی بایگانی نشده است.",
        ("SELECT 1 FROM dehestan WHERE id = :dehestan_id AND retired_at IS NOT NULL",
         "دهستان این آبادی بایگانی شده است؛ نخست آن را بازگردانید."),
        ("SELECT 1 FROM village WHERE dehestan_id = :dehestan_id AND name_norm = :name_norm "
         "AND retired_at IS NULL", "آبادی فعالی با همین نام در این دهستان هست."),
    )  # fmt: skip


@action(right="register")
def restore_dehestan(db: Database, dehestan_id: int) -> Change:
    return _restore_row(
        db, "dehestan", dehestan_id, "این دهستان بایگانی نشده است.",
        ("SELECT 1 FROM dehestan WHERE name_norm = :name_norm AND retired_at IS NULL",
         "دهستان فعالی با همین نام هست."),
    )  # fmt: skip
