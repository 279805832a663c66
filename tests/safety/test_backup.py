"""Backups: online, consistent during writes, rotated; restore only after checking, the current
file kept aside; refusal of corrupt, foreign and newer files."""

from __future__ import annotations

import datetime as _dt
import json
import sqlite3
import threading
from pathlib import Path

import pytest

from desktop.services.people import add_person
from desktop.services.places import add_dehestan
from desktop.store import backup, integrity
from desktop.store.db import StoreError, open_database


def _people(path: Path) -> int:
    conn = sqlite3.connect(path)
    try:
        return conn.execute("SELECT count(*) FROM person").fetchone()[0]
    finally:
        conn.close()


def test_backup_and_restore_round_trip(filled_db, db_path: Path, tmp_path: Path):
    folder = tmp_path / "usb"
    saved = backup.make_backup(filled_db, folder, kind="manual")
    assert saved.parent == folder and saved.stat().st_mode & 0o777 == 0o600
    assert integrity.inspect_file(saved, full=True).ok
    add_person(filled_db, first_name="بعدی", last_name="پس از پشتیبان")
    assert _people(db_path) == 2
    filled_db.close()
    aside = backup.restore(db_path, saved)
    assert aside is not None and aside.exists() and _people(aside) == 2
    db = open_database(db_path)
    assert db.execute("SELECT count(*) FROM person").fetchone()[0] == 1
    assert db.execute("SELECT journal_mode FROM pragma_journal_mode").fetchone()[0] == "wal"
    add_dehestan(db, name="پس از بازگردانی")  # the restored file is writable and audited
    db.close()
    assert db_path.stat().st_mode & 0o777 == 0o600


def test_restore_refuses_a_damaged_backup_and_keeps_the_current_file(filled_db, db_path, tmp_path):
    saved = backup.make_backup(filled_db, tmp_path / "usb")
    filled_db.close()
    data = bytearray(saved.read_bytes())
    for offset in range(4096 + 100, len(data), 4096):  # scribble over every page but the first
        data[offset : offset + 64] = b"\xff" * 64
    saved.write_bytes(bytes(data))
    assert not integrity.inspect_file(saved, full=True).ok
    before = db_path.read_bytes()
    with pytest.raises(backup.BackupError) as e:
        backup.restore(db_path, saved)
    assert e.value.message_fa
    assert db_path.read_bytes() == before


def test_restore_refuses_a_foreign_file(db, db_path, tmp_path):
    foreign = tmp_path / "other.sqlite"
    conn = sqlite3.connect(foreign)
    conn.execute("CREATE TABLE t (x)")
    conn.commit()
    conn.close()
    db.close()
    with pytest.raises(backup.BackupError):
        backup.restore(db_path, foreign)
    assert integrity.inspect_file(foreign).status == integrity.FOREIGN
    text = tmp_path / "notes.sqlite"
    text.write_text("hello", encoding="utf-8")
    assert integrity.inspect_file(text).status == integrity.FOREIGN


def test_a_file_from_a_newer_program_is_refused_and_not_touched(db, db_path, tmp_path):
    db.execute(
        "INSERT INTO _sqlite_migrations(migration_set, name, applied_at) "
        "VALUES ('bakhsh-office', '9999_future', 'x')"
    )
    db.close()
    before = db_path.read_bytes()
    report = integrity.inspect_file(db_path)
    assert report.status == integrity.NEWER and not report.restorable
    with pytest.raises(StoreError) as e:
        open_database(db_path)
    assert "تازه‌تری" in e.value.message_fa
    assert db_path.read_bytes() == before
    with pytest.raises(backup.BackupError):
        backup.restore(tmp_path / "x.sqlite", db_path)


def test_corrupt_file_is_classified_so_start_up_can_offer_a_restore(filled_db, db_path):
    filled_db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    filled_db.close()
    data = bytearray(db_path.read_bytes())
    data[4096 + 8 : 4096 + 200] = b"\x00\xff" * 96
    db_path.write_bytes(bytes(data))
    report = integrity.inspect_file(db_path)
    assert report.status == integrity.CORRUPT and report.restorable
    assert "آسیب" in report.message_fa


def test_backup_taken_during_writes_is_consistent(db_path, tmp_path):
    open_database(db_path).close()
    stop = threading.Event()
    errors: list[BaseException] = []

    def writer() -> None:
        db = open_database(db_path)
        try:
            n = 0
            while not stop.is_set():
                with db.atomic():
                    for k in range(10):
                        add_person(db, first_name=f"ن{k}", last_name=f"دسته{n}")
                n += 1
        except BaseException as e:  # pragma: no cover - reported below
            errors.append(e)
        finally:
            db.close()

    thread = threading.Thread(target=writer)
    thread.start()
    try:
        copies = []
        for i in range(5):
            stamp = _dt.datetime(2025, 1, 1) + _dt.timedelta(days=i)
            copies.append(backup.make_backup(db_path, tmp_path / "usb", now=stamp, rotation=None))
    finally:
        stop.set()
        thread.join(timeout=30)
    assert not errors
    for copy in copies:
        conn = sqlite3.connect(copy)
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        counts = [c for (c,) in conn.execute("SELECT count(*) FROM person GROUP BY last_name")]
        assert all(c == 10 for c in counts)
        logged = conn.execute(
            "SELECT count(*) FROM audit_log WHERE table_name = 'person'"
        ).fetchone()[0]
        assert logged == sum(counts)
        conn.close()


def test_rotation_keeps_the_newest_automatic_backups_of_each_kind(tmp_path):
    folder = tmp_path / "usb"
    folder.mkdir()
    start = _dt.datetime(2024, 1, 1, 17, 0)
    made = []
    for day in range(400):
        for hour, kind in ((9, "auto"), (17, "close")):
            t = start + _dt.timedelta(days=day, hours=hour - 17)
            made.append(f"bakhsh-office-{t:%Y%m%d-%H%M%S}-{kind}.sqlite")
            (folder / made[-1]).write_bytes(b"")
    # as the program records what it made (only those are ever rotated away)
    (folder / backup.MANIFEST).write_text(json.dumps({"made": made}), encoding="utf-8")
    (folder / "unrelated.txt").write_text("keep me")
    backup.rotate(folder)
    kept = backup.list_backups(folder)
    assert (folder / "unrelated.txt").exists()
    newest = start + _dt.timedelta(days=399)
    for kind in ("auto", "close"):
        mine = [b for b in kept if b.kind == kind]
        assert len(mine) == backup.KEEP.automatic
        assert {b.taken.date() for b in mine} == {
            newest.date() - _dt.timedelta(days=d) for d in range(backup.KEEP.automatic)
        }


def test_daily_backup_is_due_once_a_day(db, tmp_path):
    folder = tmp_path / "usb"
    now = _dt.datetime(2025, 3, 1, 9)
    assert backup.backup_due(folder, now=now)
    backup.make_backup(db, folder, kind="auto", now=now)
    assert not backup.backup_due(folder, now=now + _dt.timedelta(hours=5))
    assert backup.backup_due(folder, now=now + _dt.timedelta(days=1))
    assert backup.latest_good_backup(folder) is not None


def test_the_backup_folder_is_remembered_beside_the_database(db, db_path, tmp_path):
    from desktop.services import auth

    assert backup.folder_for(db, db_path) == db_path.parent / "backups"
    usb = tmp_path / "usb"
    usb.mkdir()
    auth.set_backup_folder(db, folder=str(usb))
    assert backup.folder_for(db, db_path) == usb
    assert backup.folder_for(None, db_path) == usb  # known even when the database is unreadable
