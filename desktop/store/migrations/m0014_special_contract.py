"""0014: an assessment may record a special contract between landlord and farmer (1334 arts.
26–27 تبصره: it stays valid and prevails over the farmers' increase of art. 3): the flag, the
contract's date or reference as the clerk typed it, and the increase the contract displaced.

``fund_assessment`` is audited and its triggers list its columns, so they are made again.
"""

from __future__ import annotations

from sqlite_utils import Database

from desktop.store.audit import add_audit_triggers
from desktop.store.migrations import MIGRATIONS


@MIGRATIONS(name="0014_special_contract")
def special_contract(db: Database) -> None:
    db.executescript(
        """
        ALTER TABLE fund_assessment ADD COLUMN special_contract INTEGER NOT NULL DEFAULT 0
            CHECK (special_contract IN (0, 1));
        ALTER TABLE fund_assessment ADD COLUMN contract_ref TEXT;
        -- what art. 3 would have given the farmers had there been no contract
        ALTER TABLE fund_assessment ADD COLUMN statutory_farmers_rials INTEGER;
        """
    )
    add_audit_triggers(db, "fund_assessment")
