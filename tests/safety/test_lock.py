"""One writer at a time: a second instance is told in Persian, before touching the file."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from desktop.store.db import open_database
from desktop.store.lock import InstanceLock, LockHeld, holder_of, lock_path

HOLDER = """
import sys, time
from desktop.store.lock import InstanceLock
lock = InstanceLock(sys.argv[1]).acquire()
print("held", flush=True)
sys.stdin.readline()
"""


def _holder(db_path: Path) -> subprocess.Popen:
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[2])}
    proc = subprocess.Popen(
        [sys.executable, "-c", HOLDER, str(db_path)],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, env=env,
    )  # fmt: skip
    assert proc.stdout is not None and proc.stdout.readline().strip() == "held"
    return proc


def test_second_instance_is_told_in_persian_who_has_the_file(db_path: Path):
    open_database(db_path).close()
    first = _holder(db_path)
    try:
        with pytest.raises(LockHeld) as e:
            InstanceLock(db_path).acquire()
        assert e.value.holder["pid"] == first.pid
        assert "جای دیگری باز است" in e.value.message_fa
        assert str(first.pid) in e.value.message_fa
        assert "فقط‌خواندنی" in e.value.message_fa
        ro = open_database(db_path, read_only=True)  # reading is still possible
        assert ro.execute("SELECT count(*) FROM person").fetchone()[0] == 0
        ro.close()
    finally:
        first.communicate("\n", timeout=10)
    with InstanceLock(db_path) as lock:  # the holder has gone: the lock is free again
        assert lock.held
        assert holder_of(db_path)["pid"] == os.getpid()


def test_a_killed_holder_leaves_no_stale_lock(db_path: Path):
    first = _holder(db_path)
    first.kill()
    first.wait(timeout=10)
    lock = InstanceLock(db_path).acquire()
    lock.release()


def test_the_lock_file_sits_beside_the_database_owner_only(db_path: Path):
    with InstanceLock(db_path):
        mode = lock_path(db_path).stat().st_mode & 0o777
        assert lock_path(db_path).name == "office.sqlite.lock"
    assert mode == 0o600


def test_the_database_file_is_readable_by_its_owner_only(db_path: Path):
    open_database(db_path).close()
    assert db_path.stat().st_mode & 0o777 == 0o600
