"""0007: the office no longer chooses the law in force.

Which law governs a record follows the record's own date (``desktop.rules.timeline``), so the
office's ``regime`` setting is removed from its details. Nothing is lost: the value the office
had chosen is kept under ``office_regime_retired`` with the day of the change, and the office's
readings of ambiguous articles (``rule_choices``) stay as they were.
"""

from __future__ import annotations

import datetime as dt
import json

from sqlite_utils import Database

from desktop.store import audit
from desktop.store.migrations import MIGRATIONS

RETIRED_KEY = "office_regime_retired"


@MIGRATIONS(name="0007_regime_follows_dates")
def regime_follows_dates(db: Database) -> None:
    row = db.execute("SELECT value FROM settings WHERE key = 'office'").fetchone()
    if row is None:
        return
    try:
        office = json.loads(row[0])
    except ValueError:
        return  # not ours to repair; the office form will ask again
    if not isinstance(office, dict) or "regime" not in office:
        return
    retired = {
        "regime": office.pop("regime"),
        "retired_on": dt.date.today().isoformat(),
        "why": "the regime follows each record's date (the law's timeline)",
    }
    audited = "settings" in audit.audited_tables(db)
    if audited:  # moving a value between two keys is not a change anyone made
        audit.drop_audit_triggers(db, "settings")
    db.execute(
        "INSERT OR REPLACE INTO settings(key, value) VALUES (?, ?)",
        [RETIRED_KEY, json.dumps(retired, ensure_ascii=False)],
    )
    db.execute(
        "UPDATE settings SET value = ? WHERE key = 'office'",
        [json.dumps(office, ensure_ascii=False)],
    )
    if audited:
        audit.add_audit_triggers(db, "settings")
