"""Crash safety: SIGKILL in the middle of bulk writes, many times; every committed action is
there, no action is there in part, and the file passes integrity_check."""

from __future__ import annotations

import os
import random
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from desktop.store.db import open_database
from tests.safety.kill_child import BATCH

CHILD = Path(__file__).with_name("kill_child.py")
ROUNDS = 12


def _run_and_kill(db_path: Path, first: int, rng: random.Random) -> list[int]:
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[2])}
    child = subprocess.Popen(
        [sys.executable, str(CHILD), str(db_path), str(first)],
        stdout=subprocess.PIPE, text=True, env=env,
    )  # fmt: skip
    assert child.stdout is not None
    assert child.stdout.readline().strip() == "ready"
    time.sleep(rng.uniform(0.05, 0.6))
    child.send_signal(signal.SIGKILL)
    out, _ = child.communicate(timeout=30)
    assert child.returncode == -signal.SIGKILL
    return [int(line) for line in out.split()]


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL is POSIX")
def test_killed_writers_lose_nothing_committed_and_leave_nothing_partial(db_path: Path):
    open_database(db_path).close()
    rng = random.Random(5)
    reported: set[int] = set()
    unreported: set[int] = set()  # committed just before a kill, before it could say so
    attempted_upto = 0
    for _ in range(ROUNDS):
        done = _run_and_kill(db_path, attempted_upto, rng)
        reported.update(done)
        conn = sqlite3.connect(db_path)
        try:
            assert conn.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
            per_action = dict(
                conn.execute("SELECT last_name, count(*) FROM person GROUP BY last_name").fetchall()
            )
            present = {int(name.removeprefix("کنش")) for name in per_action}
            assert all(n == BATCH for n in per_action.values()), per_action
            assert reported <= present
            new_unreported = present - reported - unreported
            assert len(new_unreported) <= 1  # only the action in flight at the kill
            unreported |= new_unreported
            attempted_upto = max(present | reported | {attempted_upto}) + 1
            people = conn.execute("SELECT count(*) FROM person").fetchone()[0]
            logged = conn.execute(
                "SELECT count(*) FROM audit_log WHERE table_name = 'person' AND action = 'insert'"
            ).fetchone()[0]
            assert logged == people
        finally:
            conn.close()
    assert reported, "the writer never committed anything: the test proved nothing"
    db = open_database(db_path)  # and the program still opens it
    assert db.execute("PRAGMA quick_check").fetchone()[0] == "ok"
    db.close()
