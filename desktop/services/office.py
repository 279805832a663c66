"""The office's own settings: who it is. (Which law governs a record follows the record's date:
``desktop.rules.timeline``; the office no longer chooses it.)"""

from __future__ import annotations

import json
import sqlite3
from typing import Any

from sqlite_utils import Database

from desktop.domain.errors import ValidationError
from desktop.domain.fields import Checker
from desktop.domain.office import Office, complete
from desktop.services.change import Change
from desktop.services.door import action, open_door, read
from desktop.text import bad_characters

# Set in a file made by importing another bakhsh's export (desktop.services.exchange): such a
# file is that bakhsh's records, opened read-only.
EXCHANGE_SETTING = "exchange_source"


@read()
def get_setting(db: Database, key: str, default: Any = None) -> Any:
    return _setting(db, key, default)


def _setting(db: Database, key: str, default: Any = None) -> Any:
    if not isinstance(key, str):
        raise ValidationError.single("key", "نام تنظیم نامعتبر است.")
    row = db.execute("SELECT value FROM settings WHERE key = ?", [key]).fetchone()
    return default if row is None else json.loads(row[0])


def _put(db: Database, key: str, value: Any) -> None:
    db.execute(
        "INSERT INTO settings(key, value) VALUES (?, ?) "
        "ON CONFLICT(key) DO UPDATE SET value = excluded.value",
        [key, json.dumps(value, ensure_ascii=False)],
    )


@action(right="settings")
def set_setting(db: Database, key: str, value: Any) -> Change:
    c = Checker()
    c.text("key", key, required=True, max_len=100)
    try:
        text = json.dumps(value, ensure_ascii=False, allow_nan=False)
    except (TypeError, ValueError):
        text = ""
        c.fail("value", "مقدار تنظیم نامعتبر است.")
    if bad_characters(text) or len(text) > 1_000_000:
        c.fail("value", "مقدار تنظیم نامعتبر است.")
    c.raise_if_any()
    with db.atomic():
        _put(db, key, value)
    return Change.of("settings")


@open_door
def exchange_source(db: Database) -> dict | None:
    """Whose export this file holds, for a file made by importing one; None for the office's own."""
    try:
        return _setting(db, EXCHANGE_SETTING)
    except sqlite3.Error:
        return None


@open_door
def get_office(db: Database) -> Office | None:
    raw = _setting(db, "office")
    if not raw:
        return None
    return Office(**{k: raw.get(k, "") for k in Office.__dataclass_fields__})


@read()
def office_or_refuse(db: Database) -> Office:
    """The office settings a letterhead needs; a clear Persian refusal when one is missing."""
    return complete(get_office(db))


@open_door
def is_set_up(db: Database) -> bool:
    return get_office(db) is not None


@action(right="settings")
def save_office(
    db: Database, *, office_name: str, shahrestan: str, bakhsh: str, bakhshdar: str
) -> Change:
    """First-run set-up and later edits in settings."""
    c = Checker()
    values = {
        "office_name": c.text("office_name", office_name, required=True),
        "shahrestan": c.text("shahrestan", shahrestan, required=True),
        "bakhsh": c.text("bakhsh", bakhsh, required=True),
        "bakhshdar": c.text("bakhshdar", bakhshdar, required=True),
    }
    c.raise_if_any()
    with db.atomic():
        _put(db, "office", values)
    return Change.of("settings")
