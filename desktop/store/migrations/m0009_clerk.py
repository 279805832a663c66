"""0009: what a clerk's day needs of the register of letters.

- ``letter.params``: the fields the clerk typed for an outgoing letter (JSON), so it can be
  copied into a new letter; the printed text itself stays in ``content``.
- ``letter.number_text``: the number as printed (``۷/ص/۱۴۰۵``, the office's format at the time),
  so a reprint says exactly what the original said; existing rows are filled with the default
  format.
- incoming letters: ``referred_to`` (ارجاع: to whom, ``referred_on`` when), ``reply_due`` (the
  reply's deadline; a reply is an outgoing letter whose عطف is this letter).
- ``letter_scan``: the scan or PDF of a letter, kept inside the database so that every backup
  and export carries it with the register (a folder beside the file would be lost whenever the
  file is copied alone). The bytes are not copied into the audit trail; their SHA-256 is.
"""

from __future__ import annotations

from sqlite_utils import Database

from desktop.domain.letter_numbers import NumberFormat
from desktop.store import audit
from desktop.store.migrations import MIGRATIONS


@MIGRATIONS(name="0009_clerk")
def clerk(db: Database) -> None:
    audit.drop_audit_triggers(db, "letter")  # the backfill below is not a user's change
    db.executescript(
        """
        ALTER TABLE letter ADD COLUMN params TEXT;
        ALTER TABLE letter ADD COLUMN number_text TEXT;
        ALTER TABLE letter ADD COLUMN referred_to TEXT;
        ALTER TABLE letter ADD COLUMN referred_on TEXT;
        ALTER TABLE letter ADD COLUMN reply_due TEXT;
        CREATE INDEX letter_reply_due ON letter(reply_due) WHERE reply_due IS NOT NULL;
        CREATE INDEX letter_refers_to ON letter(refers_to_id) WHERE refers_to_id IS NOT NULL;

        CREATE TABLE letter_scan (
            id INTEGER PRIMARY KEY,
            letter_id INTEGER NOT NULL REFERENCES letter(id),
            file_name TEXT NOT NULL,
            media_type TEXT NOT NULL,
            byte_size INTEGER NOT NULL,
            sha256 TEXT NOT NULL,
            scan_bytes BLOB NOT NULL,
            retired_at TEXT,
            created_at TEXT NOT NULL,
            updated_at TEXT NOT NULL
        );
        CREATE INDEX letter_scan_letter ON letter_scan(letter_id);
        """
    )
    fmt = NumberFormat()
    rows = db.execute("SELECT id, direction, number, year FROM letter").fetchall()
    db.conn.executemany(
        "UPDATE letter SET number_text = ? WHERE id = ?",
        [(fmt.text(d, n, y), i) for i, d, n, y in rows],
    )
    audit.add_audit_triggers(db, "letter")
    audit.add_audit_triggers(db, "letter_scan")
