"""0020: who brought a fund's money in. Under the 1331 bill the village council receives it and
deposits it within three days (bill art. 5): ``council``. Under the 1334 law the development
duty is collected by the Ministry of Finance with the farm property tax, a separate receipt
issued (art. 2), and *the Ministry* deposits it within a month into the village fund's account
at the Agricultural Bank (art. 5): ``ministry``, with the day the Ministry collected it (its
month runs from then) and its receipt. In small-owner villages the kadkhoda collects 5% of the
landlords' income for the association (art. 6 تبصره): ``kadkhoda``.

Cash receipts recorded under 1334 before this migration were cash in the association's hands,
which under that law is the kadkhoda's (art. 6 تبصره): they are marked so. ``fund_payment`` is
audited and its triggers list its columns, so they are made again.
"""

from __future__ import annotations

from sqlite_utils import Database

from desktop.store.audit import add_audit_triggers
from desktop.store.migrations import MIGRATIONS


@MIGRATIONS(name="0020_ministry_deposits")
def ministry_deposits(db: Database) -> None:
    db.executescript(
        """
        ALTER TABLE fund_payment ADD COLUMN collector TEXT NOT NULL DEFAULT 'council'
            CHECK (collector IN ('council', 'kadkhoda', 'ministry'));
        ALTER TABLE fund_payment ADD COLUMN collected_on TEXT;   -- the Ministry's collection
        ALTER TABLE fund_payment ADD COLUMN tax_receipt TEXT;    -- the Ministry's receipt (art. 2)
        UPDATE fund_payment SET collector = 'kadkhoda' WHERE regime = '1334' AND kind = 'cash';
        """
    )
    add_audit_triggers(db, "fund_payment")
