"""Files, locks and restore, as an adversarial run broke them (issue 9): each test failed before
its fix."""

from __future__ import annotations

import datetime as _dt
import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from desktop.services.people import add_person
from desktop.store import backup, integrity
from desktop.store.db import StoreError, open_database
from desktop.store.lock import InstanceLock, LockHeld

ROOT = Path(__file__).resolve().parents[2]
ENV = {**os.environ, "PYTHONPATH": str(ROOT)}
CHILD = Path(__file__).with_name("writer_child.py")
PERSIAN = "\u0600-\u06ff"


def _persian(text: str) -> bool:
    return any("\u0600" <= ch <= "\u06ff" for ch in text)


# --- zero-byte files ------------------------------------------------------------------------


def test_a_zero_byte_backup_fails_the_check_and_is_not_restored(filled_db, db_path, tmp_path):
    empty = tmp_path / "bakhsh-office-20250101-000000-manual.sqlite"
    empty.write_bytes(b"")
    report = backup.check_backup(empty)
    assert not report.ok
    assert _persian(report.message_fa)
    filled_db.close()
    with pytest.raises(backup.BackupError):
        backup.restore(db_path, empty)
    assert open_database(db_path).execute("SELECT count(*) FROM person").fetchone()[0] == 1


def test_latest_good_backup_skips_a_zero_byte_one(filled_db, tmp_path):
    folder = tmp_path / "b"
    good = backup.make_backup(filled_db, folder, now=_dt.datetime(2025, 1, 1, 9), rotation=None)
    (folder / "bakhsh-office-20250102-090000-auto.sqlite").write_bytes(b"")
    (folder / "bakhsh-office-20250103-090000-auto.sqlite").write_bytes(b"junk" * 100)
    assert backup.latest_good_backup(folder) == good


@pytest.mark.parametrize("kind", ["zero-byte", "folder", "missing-folder"])
def test_open_database_refuses_what_is_not_an_office_file_in_persian(tmp_path, kind):
    if kind == "zero-byte":
        path = tmp_path / "office.sqlite"
        path.write_bytes(b"")
    elif kind == "folder":
        path = tmp_path / "a-folder"
        path.mkdir()
    else:
        path = tmp_path / "no" / "such" / "office.sqlite"
    with pytest.raises(StoreError) as e:
        open_database(path)
    assert _persian(e.value.message_fa)
    assert "آسیب" not in e.value.message_fa  # not called a damaged database
    if kind == "zero-byte":
        assert path.stat().st_size == 0  # never silently made into a new office
    if kind == "missing-folder":
        assert not (tmp_path / "no").exists()


def test_integrity_tells_a_folder_and_an_empty_file_apart(tmp_path):
    (tmp_path / "empty.sqlite").write_bytes(b"")
    assert integrity.inspect_file(tmp_path / "empty.sqlite").status == integrity.EMPTY
    assert integrity.inspect_file(tmp_path).status == integrity.NOT_A_FILE
    assert not integrity.inspect_file(tmp_path).restorable


# --- locks ------------------------------------------------------------------------------------


@pytest.mark.skipif(sys.platform == "win32", reason="symlinks need privileges on Windows")
def test_the_same_file_through_a_symlink_gets_the_same_lock(db_path, tmp_path):
    open_database(db_path).close()
    other = tmp_path / "elsewhere"
    other.mkdir()
    link = other / "office-link.sqlite"
    link.symlink_to(db_path)
    with InstanceLock(db_path):
        with pytest.raises(LockHeld):
            InstanceLock(link).acquire()


@pytest.mark.skipif(sys.platform == "win32", reason="hard links on POSIX")
def test_a_hard_linked_database_is_not_opened_for_writing(db_path, tmp_path):
    open_database(db_path).close()
    os.link(db_path, tmp_path / "second-name.sqlite")
    with pytest.raises(LockHeld) as e:
        InstanceLock(db_path).acquire()
    assert _persian(e.value.message_fa)


# --- two writers ------------------------------------------------------------------------------


def _writers(
    db_path: Path, count: int, tags=("a", "b"), stop: Path | None = None
) -> list[subprocess.Popen]:
    """Writer processes (``writer_child.py``); with ``stop`` each goes on past ``count`` until
    that file exists."""
    extra = [str(stop)] if stop is not None else []
    procs = [
        subprocess.Popen(
            [sys.executable, str(CHILD), str(db_path), tag, str(count), *extra],
            stdout=subprocess.PIPE,
            text=True,
            env=ENV,
        )  # fmt: skip
        for tag in tags
    ]
    for p in procs:
        assert p.stdout is not None
        assert "ready" in p.stdout.readline()
    return procs


def _finish(proc: subprocess.Popen) -> tuple[list[dict], dict]:
    assert proc.stdout is not None
    out = proc.stdout.read()  # stderr goes to the test's own output
    proc.wait(timeout=120)
    lines = [json.loads(line) for line in out.splitlines() if line.strip()]
    assert proc.returncode == 0
    assert lines, "the writer printed nothing more"
    return [x for x in lines if "n" in x], lines[-1]


def test_two_writer_processes_wait_for_each_other_instead_of_failing(office_db, db_path):
    procs = _writers(db_path, 60)
    results = [_finish(p) for p in procs]
    for _commits, final in results:
        assert final["errors"] == []
        assert final["done"] == 120
    numbers = [
        r[0] for r in office_db.execute("SELECT number FROM letter WHERE direction='in' ORDER BY 1")
    ]
    assert numbers == list(range(1, 121))  # gap-free, no number given twice


# --- restore ----------------------------------------------------------------------------------


def test_restore_while_another_process_writes_keeps_its_later_commits(office_db, db_path, tmp_path):
    add_person(office_db, first_name="پیش", last_name="ازپشتیبان")
    saved = backup.make_backup(office_db, tmp_path / "b", rotation=None)
    office_db.close()
    procs = _writers(
        db_path, 2000, tags=("w",)
    )  # long enough to outlast a restore on a fast machine
    assert procs[0].stdout is not None
    early = [json.loads(procs[0].stdout.readline()) for _ in range(40)]  # it is writing
    backup.restore(db_path, saved)
    restored_at = time.monotonic()
    commits, final = _finish(procs[0])
    commits = early + commits
    assert final["errors"] == []
    after = [c["n"] for c in commits if c["t"] > restored_at + 0.05]
    assert after, "the writer finished before the restore; make it write longer"
    live = open_database(db_path)
    names = {
        r[0] for r in live.execute("SELECT last_name FROM person WHERE first_name = 'نویسندهw'")
    }
    missing = [n for n in after if f"شماره{n}" not in names]
    assert missing == []  # commits after the restore went to the live file, not the set-aside one
    live.close()


def test_two_restores_in_the_same_second_keep_both_set_aside_copies(filled_db, db_path, tmp_path):
    saved = backup.make_backup(filled_db, tmp_path / "b", rotation=None)
    filled_db.close()
    now = _dt.datetime(2025, 5, 5, 10, 0, 0)
    first = backup.restore(db_path, saved, now=now)
    second = backup.restore(db_path, saved, now=now)
    assert first and second and first != second
    assert first.exists() and second.exists()


def test_restore_is_refused_while_a_window_elsewhere_holds_the_file(filled_db, db_path, tmp_path):
    saved = backup.make_backup(filled_db, tmp_path / "b", rotation=None)
    filled_db.close()
    holder = subprocess.Popen(
        [sys.executable, "-c",
         "import sys\nfrom desktop.store.lock import InstanceLock\n"
         "InstanceLock(sys.argv[1]).acquire()\nprint('held', flush=True)\nsys.stdin.readline()",
         str(db_path)],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, env=ENV,
    )  # fmt: skip
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "held"
        with pytest.raises(backup.BackupError) as e:
            backup.restore(db_path, saved)
        assert _persian(e.value.message_fa)
    finally:
        holder.communicate("\n", timeout=10)


# --- rotation and permissions -----------------------------------------------------------------


def test_rotation_removes_only_backups_the_program_made(filled_db, tmp_path):
    folder = tmp_path / "b"
    folder.mkdir()
    own = folder / "bakhsh-office-20250303-120000-manual.sqlite"  # the clerk's own copy
    own.write_bytes(b"precious")
    for day in range(1, 12):
        backup.make_backup(filled_db, folder, now=_dt.datetime(2025, 3, day, 9), kind="auto")
    assert own.exists()
    # the program's newest 10 automatic ones, and the clerk's file
    assert len(backup.list_backups(folder)) == backup.KEEP.automatic + 1


@pytest.mark.skipif(os.name == "nt", reason="POSIX modes")
def test_the_backup_folder_is_private(filled_db, tmp_path):
    folder = tmp_path / "new-folder"
    backup.make_backup(filled_db, folder, rotation=None)
    assert folder.stat().st_mode & 0o777 == 0o700
