"""1339 art. 2: the owner chooses the land he keeps; what he does not keep is his surplus, by kind.

«مالک میتواند به میل خود زمین مورد تشخیص خود را به مقدار معین فوق از اراضی متعلق به خود
انتخاب نماید». The choice is recorded with the surplus it leaves (computed by
``rules.land_holdings.compute_surplus_by_choice`` over his holding of that day, after the art. 3
exceptions), and from then on the surplus parcels taken from him (``distribution.add_surplus``)
are held to it kind by kind. One live choice per owner: a new one replaces the old, and is
refused if the parcels already taken from him would exceed what it leaves.
"""

from __future__ import annotations

from decimal import Decimal

from sqlite_utils import Database

from desktop.domain.fields import MAX_TEXT, Checker
from desktop.rules import RULE_VERSION
from desktop.rules.citations import Citation
from desktop.rules.errors import RuleError
from desktop.rules.land_holdings import KIND_FA, M2_PER_HA, compute_surplus_by_choice, ha
from desktop.rules.result import num
from desktop.services.change import Change
from desktop.services.door import action, read
from desktop.services.land_reform.common import (
    CHOICE_KINDS,
    _live,
    _surplus_taken_m2,
    area_m2,
    checked_text,
    land_date,
)
from desktop.store.db import insert_row, now_iso


@action(right="register")
def record_owner_choice(
    db: Database,
    *,
    owner_id: int,
    chosen_on: object,
    keep_irrigated_ha: object = "0",
    keep_dry_ha: object = "0",
    keep_fallow_ha: object = "0",
    notes: str | None = None,
) -> Change:
    """The land the owner keeps, by kind (art. 2); the rest of his counted holding is surplus."""
    from desktop.services.land_reform.holdings import holding_of

    c = Checker()
    _live(db, "person", owner_id, c, "owner_id")
    day = land_date(c, "chosen_on", chosen_on)
    kept = {
        k: area_m2(c, f"keep_{k}_ha", v, required=False, zero=True)  # empty: none kept
        for k, v in (("irrigated", keep_irrigated_ha), ("dry", keep_dry_ha), ("fallow", keep_fallow_ha))
    }  # fmt: skip
    note = checked_text(c, "notes", notes, max_len=MAX_TEXT)
    c.raise_if_any()
    assert day is not None
    h = holding_of(db, owner_id, on=day)
    held = {"irrigated": h.irrigated_ha, "dry": h.dry_ha, "fallow": h.fallow_ha}
    keep = {k: ha(v or 0) for k, v in kept.items()}
    try:
        r = compute_surplus_by_choice(regime=h.regime, held_ha=held, keep_ha=keep, on=day)
    except RuleError as e:
        over = next((k for k in CHOICE_KINDS if keep[k] > held[k]), "irrigated")
        c.fail(f"keep_{over}_ha", e.message_fa)
        c.raise_if_any()
        raise
    taken = _surplus_taken_m2(db, owner_id)
    for k in CHOICE_KINDS:
        if ha(taken[k]) > r.surplus_ha[k]:
            c.fail(f"keep_{k}_ha", (
                f"از این مالک پیش‌تر {num(ha(taken[k]))} هکتار {KIND_FA[k]} مازاد گرفته شده است؛ این "
                f"انتخاب فقط {num(r.surplus_ha[k])} هکتار {KIND_FA[k]} مازاد می‌گذارد ({Citation('1339', 2).short()})."
            ))  # fmt: skip
    c.raise_if_any()

    def m2(v: Decimal) -> int:
        return int(v * M2_PER_HA)

    stamp = now_iso()
    with db.atomic():
        db.execute(
            "UPDATE land_owner_choice SET retired_at = ?, updated_at = ? "
            "WHERE owner_id = ? AND retired_at IS NULL", [stamp, stamp, owner_id],
        )  # fmt: skip
        ident = insert_row(db, "land_owner_choice", {
            "owner_id": owner_id, "chosen_on": day.isoformat(),
            **{f"kept_{k}_m2": m2(r.kept_ha[k]) for k in CHOICE_KINDS},
            **{f"surplus_{k}_m2": m2(r.surplus_ha[k]) for k in CHOICE_KINDS},
            "explanation": r.explanation, "regime": r.regime, "rule_version": RULE_VERSION,
            "notes": note,
        })  # fmt: skip
    return Change.of("land_owner_choice", ids=[ident])


@read()
def owner_choice(db: Database, owner_id: int) -> dict | None:
    """The owner's live choice (art. 2), or None while he has made none."""
    _live(db, "person", owner_id)
    rows = list(db.query(
        "SELECT * FROM land_owner_choice WHERE owner_id = ? AND retired_at IS NULL", [owner_id]
    ))  # fmt: skip
    return rows[0] if rows else None
