"""0011: the development funds: assessments, obligations, receipts, stores, deposits, expenses and
a double-entry ledger whose postings are never edited or deleted.

Money is integer rials; goods are integer grams of a commodity. A posting's ``rials`` and
``grams`` are signed: debit positive, credit negative; every entry balances within each fund it
touches (checked by the service that posts, and by the balance check). A closed period refuses
postings dated on or before its last day (trigger ``ledger_posting_closed``).
"""

from __future__ import annotations

from sqlite_utils import Database

from desktop.store.audit import add_audit_triggers
from desktop.store.migrations import MIGRATIONS

_STAMPS = "created_at TEXT NOT NULL, updated_at TEXT NOT NULL"
TABLES = (
    "fund", "fund_account", "fund_period", "fund_period_balance", "ledger_entry", "ledger_posting", "fund_assessment",
    "fund_assessment_farmer", "fund_obligation", "fund_store", "fund_payment", "fund_deposit",
    "fund_order", "fund_expense", "fund_transfer", "fund_loan",
)  # fmt: skip


@MIGRATIONS(name="0011_funds")
def funds(db: Database) -> None:
    db.executescript(
        f"""
        CREATE TABLE fund (
            id INTEGER PRIMARY KEY,
            level TEXT NOT NULL CHECK (level IN ('village', 'dehestan', 'bakhsh', 'shahrestan')),
            village_id INTEGER REFERENCES village(id),
            dehestan_id INTEGER REFERENCES dehestan(id),
            retired_at TEXT, {_STAMPS},
            CHECK ((level = 'village') = (village_id IS NOT NULL)),
            CHECK ((level = 'dehestan') = (dehestan_id IS NOT NULL))
        );
        CREATE UNIQUE INDEX fund_place ON fund(level, coalesce(village_id, 0), coalesce(dehestan_id, 0));

        -- asset | liability | income | expense; code e.g. cash, bank, store:3, levy:cash,
        -- expense:drinking_water, due_to:7, due_from:2
        CREATE TABLE fund_account (
            id INTEGER PRIMARY KEY,
            fund_id INTEGER NOT NULL REFERENCES fund(id),
            code TEXT NOT NULL,
            kind TEXT NOT NULL CHECK (kind IN ('asset', 'liability', 'income', 'expense')),
            {_STAMPS},
            UNIQUE (fund_id, code)
        );

        -- A closed period: no posting dated on or before closed_through (fund_id NULL: all funds).
        CREATE TABLE fund_period (
            id INTEGER PRIMARY KEY,
            fund_id INTEGER REFERENCES fund(id),
            closed_through TEXT NOT NULL,
            reason TEXT,
            {_STAMPS}
        );
        CREATE INDEX fund_period_fund ON fund_period(fund_id, closed_through);

        -- Each account's balance at a closed period's last day, written once when it closes: the
        -- books carried forward, so a balance is this plus the postings after it.
        CREATE TABLE fund_period_balance (
            id INTEGER PRIMARY KEY,
            period_id INTEGER NOT NULL REFERENCES fund_period(id),
            fund_id INTEGER NOT NULL REFERENCES fund(id),
            account_id INTEGER NOT NULL REFERENCES fund_account(id),
            commodity TEXT,
            rials INTEGER NOT NULL,
            grams INTEGER NOT NULL,
            {_STAMPS}
        );
        CREATE INDEX fund_period_balance_fund ON fund_period_balance(period_id, fund_id);

        CREATE TABLE ledger_entry (
            id INTEGER PRIMARY KEY,
            posted_on TEXT NOT NULL,            -- ISO Gregorian, the act's date
            kind TEXT NOT NULL,                 -- receipt | deposit | sale | expense | help | loan | order | reversal
            memo TEXT NOT NULL,
            explanation TEXT,                   -- the rules' account of the figures, Persian
            regime TEXT,
            citations TEXT,                     -- the articles behind the figures, as printed
            source_table TEXT,
            source_id INTEGER,
            reverses_id INTEGER REFERENCES ledger_entry(id),
            reason TEXT,                        -- a reversal's reason
            {_STAMPS}
        );
        CREATE INDEX ledger_entry_date ON ledger_entry(posted_on);
        CREATE INDEX ledger_entry_source ON ledger_entry(source_table, source_id);
        CREATE UNIQUE INDEX ledger_entry_reversed ON ledger_entry(reverses_id) WHERE reverses_id IS NOT NULL;

        CREATE TABLE ledger_posting (
            id INTEGER PRIMARY KEY,
            entry_id INTEGER NOT NULL REFERENCES ledger_entry(id),
            fund_id INTEGER NOT NULL REFERENCES fund(id),
            account_id INTEGER NOT NULL REFERENCES fund_account(id),
            posted_on TEXT NOT NULL,            -- the entry's date, kept here for the statements
            rials INTEGER NOT NULL DEFAULT 0,   -- debit +, credit -
            commodity TEXT,                     -- goods: wheat, barley, ...
            grams INTEGER NOT NULL DEFAULT 0,   -- debit +, credit -
            {_STAMPS},
            CHECK ((commodity IS NULL) = (grams = 0))
        );
        CREATE INDEX ledger_posting_entry ON ledger_posting(entry_id, fund_id, commodity, rials, grams);
        CREATE INDEX ledger_posting_fund ON ledger_posting(fund_id, posted_on, account_id, rials, grams, commodity);
        CREATE INDEX ledger_posting_account ON ledger_posting(account_id, commodity, rials, grams);

        CREATE TABLE fund_assessment (
            id INTEGER PRIMARY KEY,
            village_id INTEGER NOT NULL REFERENCES village(id),
            farming_year INTEGER NOT NULL,      -- Jalali year of the harvest
            landlord_id INTEGER NOT NULL REFERENCES person(id),
            acting_as TEXT NOT NULL DEFAULT 'landlord' CHECK (acting_as IN ('landlord', 'tenant', 'mutavalli')),
            acting_person_id INTEGER REFERENCES person(id),
            income_kind TEXT NOT NULL,
            farming TEXT CHECK (farming IN ('irrigated', 'dry')),
            base_rials INTEGER CHECK (base_rials >= 0),
            commodity TEXT,
            base_grams INTEGER CHECK (base_grams >= 0),
            unit TEXT,                          -- the unit the clerk typed the quantity in
            farmers_rials INTEGER NOT NULL DEFAULT 0,
            fund_rials INTEGER NOT NULL DEFAULT 0,
            farmers_grams INTEGER NOT NULL DEFAULT 0,
            fund_grams INTEGER NOT NULL DEFAULT 0,
            assessed_on TEXT NOT NULL,
            regime TEXT NOT NULL,
            rule_version TEXT NOT NULL,
            citations TEXT NOT NULL,
            explanation TEXT NOT NULL,
            status TEXT NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'confirmed')),
            notes TEXT,
            retired_at TEXT, {_STAMPS}
        );
        CREATE INDEX fund_assessment_village ON fund_assessment(village_id, farming_year);

        CREATE TABLE fund_assessment_farmer (
            id INTEGER PRIMARY KEY,
            assessment_id INTEGER NOT NULL REFERENCES fund_assessment(id),
            person_id INTEGER REFERENCES person(id),
            name TEXT NOT NULL,
            weight INTEGER NOT NULL CHECK (weight >= 0),
            share_rials INTEGER NOT NULL DEFAULT 0,
            share_grams INTEGER NOT NULL DEFAULT 0,
            {_STAMPS}
        );
        CREATE INDEX fund_assessment_farmer_a ON fund_assessment_farmer(assessment_id);

        CREATE TABLE fund_obligation (
            id INTEGER PRIMARY KEY,
            fund_id INTEGER NOT NULL REFERENCES fund(id),
            village_id INTEGER NOT NULL REFERENCES village(id),
            landlord_id INTEGER NOT NULL REFERENCES person(id),
            farming_year INTEGER NOT NULL,
            assessment_id INTEGER REFERENCES fund_assessment(id),
            amount_rials INTEGER NOT NULL DEFAULT 0 CHECK (amount_rials >= 0),
            commodity TEXT,
            grams INTEGER NOT NULL DEFAULT 0 CHECK (grams >= 0),
            due_on TEXT NOT NULL,
            regime TEXT NOT NULL,
            retired_at TEXT, {_STAMPS}
        );
        CREATE INDEX fund_obligation_landlord ON fund_obligation(landlord_id);
        CREATE INDEX fund_obligation_fund ON fund_obligation(fund_id, due_on);

        CREATE TABLE fund_store (
            id INTEGER PRIMARY KEY,
            fund_id INTEGER NOT NULL REFERENCES fund(id),
            name TEXT NOT NULL,
            kind TEXT NOT NULL CHECK (kind IN ('council', 'landlord')),
            landlord_id INTEGER REFERENCES person(id),
            retired_at TEXT, {_STAMPS}
        );

        -- Anything received: a payment in cash or goods against an obligation, or a sale of stock.
        CREATE TABLE fund_payment (
            id INTEGER PRIMARY KEY,
            fund_id INTEGER NOT NULL REFERENCES fund(id),
            obligation_id INTEGER REFERENCES fund_obligation(id),
            kind TEXT NOT NULL CHECK (kind IN ('cash', 'goods', 'sale')),
            receipt_year INTEGER NOT NULL,
            receipt_no INTEGER NOT NULL,
            received_on TEXT NOT NULL,
            amount_rials INTEGER NOT NULL DEFAULT 0 CHECK (amount_rials >= 0),
            commodity TEXT,
            grams INTEGER NOT NULL DEFAULT 0 CHECK (grams >= 0),
            store_id INTEGER REFERENCES fund_store(id),
            payer TEXT NOT NULL,
            regime TEXT NOT NULL,
            village_rials INTEGER NOT NULL DEFAULT 0,
            dehestan_rials INTEGER NOT NULL DEFAULT 0,
            bakhsh_rials INTEGER NOT NULL DEFAULT 0,
            shahrestan_rials INTEGER NOT NULL DEFAULT 0,   -- 1334 م۶'s 1% to the shahrestan
            bakhsh_to_shahrestan_rials INTEGER NOT NULL DEFAULT 0,
            deposit_id INTEGER REFERENCES fund_deposit(id),
            entry_id INTEGER REFERENCES ledger_entry(id),
            decision_number TEXT, decision_date TEXT, council_decision_id INTEGER,
            reversed_at TEXT, reversal_reason TEXT,
            {_STAMPS},
            UNIQUE (receipt_year, receipt_no)
        );
        CREATE INDEX fund_payment_obligation ON fund_payment(obligation_id);
        CREATE INDEX fund_payment_undeposited ON fund_payment(fund_id, received_on)
            WHERE deposit_id IS NULL AND kind != 'goods' AND reversed_at IS NULL;

        CREATE TABLE fund_deposit (
            id INTEGER PRIMARY KEY,
            fund_id INTEGER NOT NULL REFERENCES fund(id),
            deposited_on TEXT NOT NULL,
            slip_number TEXT NOT NULL,
            bank TEXT NOT NULL,
            amount_rials INTEGER NOT NULL CHECK (amount_rials > 0),
            entry_id INTEGER REFERENCES ledger_entry(id),
            reversed_at TEXT, reversal_reason TEXT,
            {_STAMPS}
        );

        -- حواله: the council's order releasing goods held in the landlord's store.
        CREATE TABLE fund_order (
            id INTEGER PRIMARY KEY,
            fund_id INTEGER NOT NULL REFERENCES fund(id),
            from_store_id INTEGER NOT NULL REFERENCES fund_store(id),
            to_store_id INTEGER NOT NULL REFERENCES fund_store(id),
            issued_on TEXT NOT NULL,
            commodity TEXT NOT NULL,
            grams INTEGER NOT NULL CHECK (grams > 0),
            holder TEXT NOT NULL,
            decision_number TEXT NOT NULL, decision_date TEXT NOT NULL, council_decision_id INTEGER,
            entry_id INTEGER REFERENCES ledger_entry(id),
            reversed_at TEXT, reversal_reason TEXT,
            {_STAMPS}
        );

        CREATE TABLE fund_expense (
            id INTEGER PRIMARY KEY,
            fund_id INTEGER NOT NULL REFERENCES fund(id),
            spent_on TEXT NOT NULL,
            category TEXT NOT NULL,
            amount_rials INTEGER NOT NULL CHECK (amount_rials > 0),
            payee TEXT NOT NULL,
            description TEXT,
            decision_number TEXT NOT NULL,
            decision_date TEXT NOT NULL,
            council_decision_id INTEGER,        -- to council_decision(id) once councils lands
            regime TEXT NOT NULL,
            citations TEXT NOT NULL,
            entry_id INTEGER REFERENCES ledger_entry(id),
            reversed_at TEXT, reversal_reason TEXT,
            {_STAMPS}
        );

        -- Help from a fund to a lower one (1331 م۱۳، 1334 م۱۲).
        CREATE TABLE fund_transfer (
            id INTEGER PRIMARY KEY,
            from_fund_id INTEGER NOT NULL REFERENCES fund(id),
            to_fund_id INTEGER NOT NULL REFERENCES fund(id),
            transferred_on TEXT NOT NULL,
            amount_rials INTEGER NOT NULL CHECK (amount_rials > 0),
            basis TEXT NOT NULL,
            regime TEXT NOT NULL,
            entry_id INTEGER REFERENCES ledger_entry(id),
            reversed_at TEXT, reversal_reason TEXT,
            {_STAMPS}
        );

        CREATE TABLE fund_loan (
            id INTEGER PRIMARY KEY,
            fund_id INTEGER NOT NULL REFERENCES fund(id),
            taken_on TEXT NOT NULL,
            amount_rials INTEGER NOT NULL CHECK (amount_rials > 0),
            interest_percent TEXT NOT NULL,
            years INTEGER NOT NULL,
            lender TEXT NOT NULL,
            regime TEXT NOT NULL,
            citations TEXT NOT NULL,
            entry_id INTEGER REFERENCES ledger_entry(id),
            reversed_at TEXT, reversal_reason TEXT,
            {_STAMPS}
        );

        CREATE TRIGGER ledger_entry_no_update BEFORE UPDATE ON ledger_entry
        BEGIN SELECT RAISE(ABORT, 'a ledger entry is never edited: post a reversal'); END;
        CREATE TRIGGER ledger_entry_no_delete BEFORE DELETE ON ledger_entry
        BEGIN SELECT RAISE(ABORT, 'a ledger entry is never deleted: post a reversal'); END;
        CREATE TRIGGER ledger_posting_no_update BEFORE UPDATE ON ledger_posting
        BEGIN SELECT RAISE(ABORT, 'a posting is never edited: post a reversal'); END;
        CREATE TRIGGER ledger_posting_no_delete BEFORE DELETE ON ledger_posting
        BEGIN SELECT RAISE(ABORT, 'a posting is never deleted: post a reversal'); END;
        CREATE TRIGGER ledger_posting_closed BEFORE INSERT ON ledger_posting
        WHEN EXISTS (SELECT 1 FROM fund_period p WHERE (p.fund_id IS NULL OR p.fund_id = NEW.fund_id)
                     AND p.closed_through >= NEW.posted_on)
        BEGIN SELECT RAISE(ABORT, 'the period is closed'); END;
        """
    )
    for table in TABLES:
        add_audit_triggers(db, table)
