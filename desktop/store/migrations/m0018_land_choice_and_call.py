"""0018: two land-reform records the 1339 law asks for and the registers lacked.

``land_owner_choice`` — art. 2: «مالک میتواند به میل خود زمین مورد تشخیص خود را به مقدار معین
فوق از اراضی متعلق به خود انتخاب نماید». What the owner keeps, kind by kind, and the surplus it
leaves (computed by ``rules.land_holdings.compute_surplus_by_choice``). One live choice per owner:
a new one retires the old.

``land_transfer_call`` — art. 17: the commission calls the owner, in writing and by a notice in
the place, to transfer the deed to the state and receive the price; an owner who has not come
within two months of the notice owes a yearly duty on the land (الف–پ). The call's date, the
last day to come, the hectares by class of art. 17 and the owner's yearly total.

Areas are whole square metres; money integer rials; dates ISO Gregorian.
"""

from __future__ import annotations

from sqlite_utils import Database

from desktop.store.audit import add_audit_triggers
from desktop.store.migrations import MIGRATIONS

STAMPS = "retired_at TEXT, created_at TEXT NOT NULL, updated_at TEXT NOT NULL"


@MIGRATIONS(name="0018_land_choice_and_call")
def land_choice_and_call(db: Database) -> None:
    db.executescript(
        f"""
        CREATE TABLE land_owner_choice (
            id INTEGER PRIMARY KEY,
            owner_id INTEGER NOT NULL REFERENCES person(id),
            chosen_on TEXT NOT NULL,
            kept_irrigated_m2 INTEGER NOT NULL CHECK (kept_irrigated_m2 >= 0),
            kept_dry_m2 INTEGER NOT NULL CHECK (kept_dry_m2 >= 0),
            kept_fallow_m2 INTEGER NOT NULL CHECK (kept_fallow_m2 >= 0),
            surplus_irrigated_m2 INTEGER NOT NULL CHECK (surplus_irrigated_m2 >= 0),
            surplus_dry_m2 INTEGER NOT NULL CHECK (surplus_dry_m2 >= 0),
            surplus_fallow_m2 INTEGER NOT NULL CHECK (surplus_fallow_m2 >= 0),
            explanation TEXT NOT NULL,
            regime TEXT NOT NULL,
            rule_version TEXT NOT NULL,
            notes TEXT,
            {STAMPS}
        );
        CREATE UNIQUE INDEX land_owner_choice_live ON land_owner_choice(owner_id)
            WHERE retired_at IS NULL;

        CREATE TABLE land_transfer_call (
            id INTEGER PRIMARY KEY,
            owner_id INTEGER NOT NULL REFERENCES person(id),
            called_on TEXT NOT NULL,           -- the notice in the place (art. 17)
            due_on TEXT NOT NULL,              -- the last of the two months
            irrigated_m2 INTEGER NOT NULL,     -- art. 17 الف: irrigated, orchard, grove
            dry_m2 INTEGER NOT NULL,           -- ب
            fallow_m2 INTEGER NOT NULL,        -- پ: bayer
            yearly_rials INTEGER NOT NULL CHECK (yearly_rials >= 0),
            transferred_on TEXT,               -- the deed signed: the duty stops
            explanation TEXT NOT NULL,
            regime TEXT NOT NULL,
            rule_version TEXT NOT NULL,
            {STAMPS}
        );
        CREATE INDEX land_transfer_call_owner ON land_transfer_call(owner_id);
        """
    )
    for table in ("land_owner_choice", "land_transfer_call"):
        add_audit_triggers(db, table)
