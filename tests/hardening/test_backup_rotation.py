"""Backups rotate by kind, and what a cut-off backup or restore leaves is cleaned after a week
with the clerk told (docs/hardening.md, «Backups by kind»)."""

from __future__ import annotations

import datetime as _dt
import os
import time

import pytest

from desktop.domain.errors import ValidationError
from desktop.services import exchange
from desktop.store import backup

DAY = _dt.datetime(2025, 3, 1, 9)


def test_six_manual_backups_of_one_day_are_all_kept(filled_db, tmp_path):
    """The finding: rotation kept only the newest backup of each day whatever its kind."""
    folder = tmp_path / "b"
    manual = [
        backup.make_backup(filled_db, folder, kind="manual", now=DAY + _dt.timedelta(hours=h))
        for h in range(6)
    ]
    assert all(p.exists() for p in manual)
    assert [b.kind for b in backup.list_backups(folder)] == ["manual"] * 6


def test_the_newest_automatic_backups_are_kept_and_every_manual_one(filled_db, tmp_path):
    folder = tmp_path / "b"
    manual = backup.make_backup(filled_db, folder, kind="manual", now=DAY)
    for day in range(15):
        when = DAY + _dt.timedelta(days=day, hours=1)
        backup.make_backup(filled_db, folder, kind="auto", now=when)
        backup.make_backup(filled_db, folder, kind="close", now=when + _dt.timedelta(hours=8))
    kept = backup.list_backups(folder)
    assert manual in {b.path for b in kept}
    for kind in ("auto", "close"):
        days = sorted(b.taken.date() for b in kept if b.kind == kind)
        assert days == [(DAY + _dt.timedelta(days=d)).date() for d in range(5, 15)]


def test_how_many_automatic_backups_are_kept_is_the_offices_setting(filled_db, db_path, tmp_path):
    from desktop.services import auth

    folder = tmp_path / "usb"
    folder.mkdir()
    auth.set_backup_folder(filled_db, folder=str(folder))
    exchange.set_backups_kept(filled_db, automatic=3)
    assert backup.rotation_for(filled_db) == backup.Rotation(automatic=3)
    for _ in range(5):
        exchange.scheduled_backup(filled_db, db_path, kind="auto")
        time.sleep(1.01)  # a backup's name has the second it was taken
    assert len(backup.list_backups(folder)) == 3
    for bad in (0, -1, backup.MAX_KEEP + 1, "ده", 2.5):
        with pytest.raises(ValidationError):
            exchange.set_backups_kept(filled_db, automatic=bad)


def _aged(path, days: float) -> None:
    stamp = time.time() - days * 86400
    os.utime(path, (stamp, stamp))


def test_set_aside_and_partial_files_are_cleaned_after_a_week_and_the_clerk_told(
    filled_db, db_path, tmp_path
):
    folder = backup.folder_for(filled_db, db_path)
    folder.mkdir()
    old_part = folder / "bakhsh-office-20250101-090000-auto.sqlite.part"
    new_part = folder / "bakhsh-office-20250301-090000-auto.sqlite.part"
    aside = db_path.with_name(db_path.name + ".before-restore-20250101-090000")
    aside_wal = db_path.with_name(aside.name + "-wal")
    restoring = db_path.with_name(db_path.name + ".restoring")
    clerks = folder / "my-copy.sqlite.part"  # not the program's: never touched
    for p in (old_part, new_part, aside, aside_wal, restoring, clerks):
        p.write_bytes(b"x")
    for p in (old_part, aside, aside_wal, restoring, clerks):
        _aged(p, 8)
    _aged(new_part, 6)
    told = exchange.clean_leftovers(filled_db, db_path)
    assert told is not None and "۴" in told and "۷ روز" in told
    # named as the clerk reads it (kind, Jalali time), not by the file name
    assert "پروندهٔ کنارگذاشته پیش از بازگردانی، ۱۴۰۳/۱۰/۱۲ ساعت ۰۹:۰۰" in told
    assert aside.name not in told
    assert not any(p.exists() for p in (old_part, aside, aside_wal, restoring))
    assert new_part.exists() and clerks.exists() and db_path.exists()
    assert exchange.clean_leftovers(filled_db, db_path) is None  # nothing more: nothing said


def test_cleaning_follows_no_symlink(filled_db, db_path, tmp_path):
    precious = tmp_path / "precious.sqlite"
    precious.write_bytes(b"keep")
    link = db_path.with_name(db_path.name + ".before-restore-20250101-090000")
    link.symlink_to(precious)
    _aged(precious, 30)
    assert exchange.clean_leftovers(filled_db, db_path) is None
    assert precious.read_bytes() == b"keep" and link.is_symlink()
