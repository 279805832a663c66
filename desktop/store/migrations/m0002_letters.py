"""0002: the register of letters (دفتر اندیکاتور): outgoing and incoming, numbered per Jalali year."""

from __future__ import annotations

from sqlite_utils import Database

from desktop.store.migrations import MIGRATIONS


@MIGRATIONS(name="0002_letters")
def letters(db: Database) -> None:
    db.executescript(
        """
        -- One row per number of the book. Numbers are gap-free within (direction, year): a row
        -- is never deleted; a cancelled number stays, marked cancelled.
        CREATE TABLE letter (
            id INTEGER PRIMARY KEY,
            direction TEXT NOT NULL CHECK (direction IN ('out', 'in')),
            year INTEGER NOT NULL,                 -- Jalali year of letter_date
            number INTEGER NOT NULL CHECK (number >= 1),
            letter_date TEXT NOT NULL,             -- ISO Gregorian
            counterpart TEXT NOT NULL,             -- recipient (out) or sender (in)
            subject TEXT NOT NULL,
            subject_norm TEXT NOT NULL,            -- normalised counterpart + subject, for search
            template_key TEXT,
            record_table TEXT,
            record_id INTEGER,
            refers_to_id INTEGER REFERENCES letter(id),   -- عطف
            follows_id INTEGER REFERENCES letter(id),     -- پیرو
            attachments TEXT,
            their_number TEXT,                     -- incoming: the sender's own number
            their_date TEXT,                       -- incoming: the sender's own date (ISO)
            content TEXT,                          -- outgoing: the document as JSON, for reprints
            status TEXT NOT NULL DEFAULT 'issued' CHECK (status IN ('issued', 'cancelled')),
            cancel_reason TEXT,
            cancelled_at TEXT,
            copies_printed INTEGER NOT NULL DEFAULT 0,
            created_at TEXT NOT NULL,
            updated_at TEXT NOT NULL,
            UNIQUE (direction, year, number)
        );
        CREATE INDEX letter_date ON letter(letter_date);
        CREATE INDEX letter_record ON letter(record_table, record_id);

        -- Where a year's numbering starts, so the office can continue its paper book.
        CREATE TABLE letter_start (
            direction TEXT NOT NULL CHECK (direction IN ('out', 'in')),
            year INTEGER NOT NULL,
            first_number INTEGER NOT NULL CHECK (first_number >= 1),
            PRIMARY KEY (direction, year)
        );

        CREATE TRIGGER letter_no_delete BEFORE DELETE ON letter
        BEGIN
            SELECT RAISE(ABORT, 'a register number is never deleted');
        END;
        """
    )
