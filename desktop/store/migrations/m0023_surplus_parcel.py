"""0023: the parcel of the owner's holding a surplus parcel is taken from (1339 art. 2: what is
taken is part of *his* surplus, of a parcel he holds). Surplus recorded before keeps no link
(``NULL``); from now on the service asks for it whenever the owner is named. ``land_surplus`` is
audited and its triggers list its columns, so they are made again."""

from __future__ import annotations

from sqlite_utils import Database

from desktop.store.audit import add_audit_triggers
from desktop.store.migrations import MIGRATIONS


@MIGRATIONS(name="0023_surplus_parcel")
def surplus_parcel(db: Database) -> None:
    db.executescript(
        """
        ALTER TABLE land_surplus ADD COLUMN parcel_id INTEGER REFERENCES land_parcel(id);
        CREATE INDEX land_surplus_parcel ON land_surplus(parcel_id) WHERE parcel_id IS NOT NULL;
        """
    )
    add_audit_triggers(db, "land_surplus")
