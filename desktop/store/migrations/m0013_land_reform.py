"""0013: land reform (1339): owners' parcels, declarations, transfers, surplus land and its
applicants, allocations with their lot seed, instalments and payments, and the dispute board.

Areas are whole square metres (1 ha = 10,000 m²), never floats; money is integer rials; dates
ISO Gregorian. Every computed row keeps the regime and rule version it was computed under.
"""

from __future__ import annotations

from sqlite_utils import Database

from desktop.store.audit import add_audit_triggers
from desktop.store.migrations import MIGRATIONS

STAMPS = "retired_at TEXT, created_at TEXT NOT NULL, updated_at TEXT NOT NULL"
KINDS = "'irrigated', 'dry', 'fallow', 'orchard', 'woodland', 'pasture'"

TABLES = (
    "land_parcel", "land_declaration", "land_transfer", "land_surplus", "land_applicant",
    "land_allocation", "land_instalment", "land_payment", "land_board_member", "land_dispute",
    "land_board_session", "land_board_decision",
)  # fmt: skip


@MIGRATIONS(name="0013_land_reform")
def land_reform(db: Database) -> None:
    db.executescript(
        f"""
        CREATE TABLE land_parcel (
            id INTEGER PRIMARY KEY,
            owner_id INTEGER NOT NULL REFERENCES person(id),
            village_id INTEGER NOT NULL REFERENCES village(id),
            kind TEXT NOT NULL CHECK (kind IN ({KINDS})),
            area_m2 INTEGER NOT NULL CHECK (area_m2 > 0),
            ownership TEXT NOT NULL DEFAULT 'sole'
                CHECK (ownership IN ('sole', 'shared', 'waqf', 'mortgaged', 'leased')),
            share_millidang INTEGER NOT NULL DEFAULT 6000 CHECK (share_millidang BETWEEN 1 AND 6000),
            exception TEXT,                    -- art. 3 bend (desktop.rules.land_holdings.EXCEPTIONS)
            lease_ends_on TEXT,                -- art. 12
            notes TEXT,
            {STAMPS}
        );
        CREATE INDEX land_parcel_owner ON land_parcel(owner_id) WHERE retired_at IS NULL;

        -- art. 10: a notice to an owner and, when it comes, his declaration
        CREATE TABLE land_declaration (
            id INTEGER PRIMARY KEY,
            owner_id INTEGER NOT NULL REFERENCES person(id),
            notice_on TEXT NOT NULL,           -- the last notice in the official gazette
            due_on TEXT NOT NULL,              -- notice + 3 months (art. 10)
            filed_on TEXT,                     -- received, with a receipt
            declared_m2 INTEGER,               -- the approximate area the owner declared
            regime TEXT NOT NULL,
            rule_version TEXT NOT NULL,
            notes TEXT,
            {STAMPS}
        );
        CREATE INDEX land_declaration_open ON land_declaration(due_on) WHERE filed_on IS NULL AND retired_at IS NULL;

        -- art. 4-6, 17: a transfer by an owner and the duty computed on it
        CREATE TABLE land_transfer (
            id INTEGER PRIMARY KEY,
            owner_id INTEGER NOT NULL REFERENCES person(id),
            transferee TEXT NOT NULL,
            transfer_on TEXT NOT NULL,
            area_m2 INTEGER NOT NULL,          -- irrigated-equivalent square metres transferred
            beyond_m2 INTEGER NOT NULL,        -- of which beyond the owner's ceiling
            price_rials INTEGER NOT NULL,
            to_farmers_art5 INTEGER NOT NULL DEFAULT 0,
            understated_rials INTEGER NOT NULL DEFAULT 0,
            duty_free_m2 INTEGER NOT NULL,
            duty_rials INTEGER NOT NULL,
            total_rials INTEGER NOT NULL,
            explanation TEXT NOT NULL,
            regime TEXT NOT NULL,
            rule_version TEXT NOT NULL,
            {STAMPS}
        );

        -- surplus land handed to the state for division (art. 7 الف)
        CREATE TABLE land_surplus (
            id INTEGER PRIMARY KEY,
            owner_id INTEGER REFERENCES person(id),
            village_id INTEGER NOT NULL REFERENCES village(id),
            kind TEXT NOT NULL CHECK (kind IN ({KINDS})),
            area_m2 INTEGER NOT NULL CHECK (area_m2 > 0),
            price_rials INTEGER NOT NULL CHECK (price_rials >= 0),   -- valued under art. 13
            regional_min_m2 INTEGER NOT NULL CHECK (regional_min_m2 > 0),  -- art. 21
            taken_on TEXT NOT NULL,
            label TEXT NOT NULL,
            {STAMPS}
        );

        CREATE TABLE land_applicant (
            id INTEGER PRIMARY KEY,
            surplus_id INTEGER NOT NULL REFERENCES land_surplus(id),
            person_id INTEGER NOT NULL REFERENCES person(id),
            priority_class TEXT NOT NULL CHECK (priority_class IN ('a', 'b', 'c', 'd', 'e', 'f')),
            children INTEGER NOT NULL CHECK (children >= 0),
            holding_m2 INTEGER NOT NULL DEFAULT 0,
            farms INTEGER NOT NULL DEFAULT 1,
            barred_1337 INTEGER NOT NULL DEFAULT 0,
            resigned_resident INTEGER NOT NULL DEFAULT 0,
            eligible INTEGER NOT NULL,
            reasons TEXT,
            applied_on TEXT NOT NULL,
            {STAMPS}
        );
        CREATE INDEX land_applicant_surplus ON land_applicant(surplus_id) WHERE retired_at IS NULL;

        -- the ranked list drawn with its seed, and the recipient (art. 18-19)
        CREATE TABLE land_allocation (
            id INTEGER PRIMARY KEY,
            surplus_id INTEGER NOT NULL REFERENCES land_surplus(id),
            applicant_id INTEGER NOT NULL REFERENCES land_applicant(id),
            person_id INTEGER NOT NULL REFERENCES person(id),
            seed TEXT NOT NULL,
            ranking TEXT NOT NULL,             -- JSON: the rules core's ranked list
            allocated_on TEXT NOT NULL,
            price_rials INTEGER NOT NULL,
            first_due TEXT NOT NULL,
            enforcement_refused INTEGER NOT NULL DEFAULT 0,   -- art. 27: after the registry's order
            returned_on TEXT,                  -- land back to the state (art. 27)
            explanation TEXT NOT NULL,
            regime TEXT NOT NULL,
            rule_version TEXT NOT NULL,
            {STAMPS}
        );
        CREATE UNIQUE INDEX land_allocation_surplus ON land_allocation(surplus_id) WHERE retired_at IS NULL;

        CREATE TABLE land_instalment (
            id INTEGER PRIMARY KEY,
            allocation_id INTEGER NOT NULL REFERENCES land_allocation(id),
            number INTEGER NOT NULL,
            due_on TEXT NOT NULL,
            rials INTEGER NOT NULL CHECK (rials >= 0),
            excuse TEXT,                       -- an excuse the bank accepted (art. 27)
            {STAMPS},
            UNIQUE (allocation_id, number)
        );

        CREATE TABLE land_payment (
            id INTEGER PRIMARY KEY,
            allocation_id INTEGER NOT NULL REFERENCES land_allocation(id),
            paid_on TEXT NOT NULL,
            rials INTEGER NOT NULL CHECK (rials > 0),
            receipt_no TEXT,
            {STAMPS}
        );
        CREATE INDEX land_payment_allocation ON land_payment(allocation_id) WHERE retired_at IS NULL;

        -- the bakhsh's agricultural dispute board (art. 34)
        CREATE TABLE land_board_member (
            id INTEGER PRIMARY KEY,
            seat TEXT NOT NULL CHECK (seat IN ('bakhshdar', 'judge', 'agriculture')),
            name TEXT NOT NULL,
            from_on TEXT NOT NULL,
            {STAMPS}
        );

        CREATE TABLE land_dispute (
            id INTEGER PRIMARY KEY,
            filed_on TEXT NOT NULL,
            kind TEXT NOT NULL CHECK (kind IN ('dispute', 'declaration', 'refusal')),
            claimant TEXT NOT NULL,
            respondent TEXT NOT NULL,
            subject TEXT NOT NULL,
            declaration_id INTEGER REFERENCES land_declaration(id),
            {STAMPS}
        );

        CREATE TABLE land_board_session (
            id INTEGER PRIMARY KEY,
            held_on TEXT NOT NULL,
            members TEXT NOT NULL,             -- the three sitting, as recorded that day
            {STAMPS}
        );

        CREATE TABLE land_board_decision (
            id INTEGER PRIMARY KEY,
            dispute_id INTEGER NOT NULL REFERENCES land_dispute(id),
            session_id INTEGER NOT NULL REFERENCES land_board_session(id),
            text TEXT NOT NULL,
            fine_rials INTEGER,
            share_rials INTEGER,               -- art. 35: the share owed besides the fine
            enforcement_requested_on TEXT,
            explanation TEXT NOT NULL,
            regime TEXT NOT NULL,
            rule_version TEXT NOT NULL,
            {STAMPS}
        );
        CREATE UNIQUE INDEX land_board_decision_dispute ON land_board_decision(dispute_id) WHERE retired_at IS NULL;
        """
    )
    for table in TABLES:
        add_audit_triggers(db, table)
