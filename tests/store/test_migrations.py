"""The schema is changed only by migrations; an old file is upgraded; a newer one is refused."""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

import pytest
from sqlite_utils import Database

from desktop.store.db import StoreError, applied_migrations, open_database
from desktop.store.migrations import KNOWN_NAMES, MIGRATIONS

FIXTURE = Path(__file__).parent / "data" / "schema-0001.sqlite"


def test_fixture_is_a_first_schema_file():
    conn = sqlite3.connect(FIXTURE)
    names = [r[0] for r in conn.execute("SELECT name FROM _sqlite_migrations ORDER BY rowid")]
    conn.close()
    assert names == ["0001_foundation"]


def test_first_schema_file_is_upgraded_and_keeps_its_records(tmp_path):
    path = tmp_path / "old.sqlite"
    shutil.copy(FIXTURE, path)
    db = open_database(path)
    assert applied_migrations(db) == list(KNOWN_NAMES)
    person = db.execute("SELECT first_name, last_name FROM person").fetchone()
    assert person == ("علي", "كريمي")  # stored as typed
    village = db.execute("SELECT name FROM village").fetchone()
    assert village == ("کامو",)
    # keys added by a later migration are filled for the old rows, without audit noise
    assert db.execute("SELECT count(*) FROM person WHERE sort_key IS NULL").fetchone()[0] == 0
    assert db.execute("SELECT count(*) FROM audit_log WHERE action = 'update'").fetchone()[0] == 0
    assert db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    db.close()
    # opening again applies nothing more
    again = open_database(path)
    assert applied_migrations(again) == list(KNOWN_NAMES)


def test_new_file_gets_every_migration_and_the_pragmas(db_path):
    db = open_database(db_path)
    assert applied_migrations(db) == list(KNOWN_NAMES)
    assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert db.execute("PRAGMA foreign_keys").fetchone()[0] == 1
    assert db.execute("PRAGMA synchronous").fetchone()[0] == 2  # FULL
    assert db.execute("PRAGMA busy_timeout").fetchone()[0] > 0


def test_file_from_a_newer_program_is_refused_untouched(db_path):
    db = open_database(db_path)
    db["_sqlite_migrations"].insert(
        {
            "migration_set": MIGRATIONS.name,
            "name": "9999_from_the_future",
            "applied_at": "2030-01-01",
        }
    )
    db.close()
    before = db_path.read_bytes()
    with pytest.raises(StoreError) as e:
        open_database(db_path)
    assert "نسخهٔ تازه‌تر" in e.value.message_fa
    assert db_path.read_bytes() == before


def test_foreign_sqlite_file_is_refused(tmp_path):
    path = tmp_path / "other.sqlite"
    other = Database(path)
    other["things"].insert({"a": 1})
    other.close()
    with pytest.raises(StoreError) as e:
        open_database(path)
    assert e.value.message_fa


def test_text_file_is_refused(tmp_path):
    path = tmp_path / "notes.sqlite"
    path.write_text("this is not a database" * 100)
    with pytest.raises(StoreError):
        open_database(path)
