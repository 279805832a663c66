"""Start-up (desktop.app): the second instance is asked whether to open read-only, a damaged file
is replaced by the last good backup when the clerk agrees, a newer program's file is left alone."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from desktop import app
from desktop.services.people import add_person
from desktop.store import backup, integrity
from desktop.store.db import open_database
from desktop.store.lock import InstanceLock


class FakeGate:
    def __init__(self, answer: bool) -> None:
        self.answer = answer
        self.asked: list[str] = []
        self.told: list[object] = []
        self.errors: list[str] = []

    def open_read_only(self, message_fa: str) -> bool:
        self.asked.append(message_fa)
        return self.answer

    def restore_backup(self, message_fa: str, found: Path | None) -> bool:
        self.asked.append(message_fa)
        return self.answer and found is not None

    def restored(self, aside: Path | None) -> None:
        self.told.append(aside)

    def show_error(self, message_fa: str) -> None:
        self.errors.append(message_fa)


def test_second_instance_is_offered_read_only(db_path: Path):
    open_database(db_path).close()
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[2])}
    holder = subprocess.Popen(
        [sys.executable, "-c",
         "import sys; from desktop.store.lock import InstanceLock; l = InstanceLock(sys.argv[1]).acquire();"
         " print('held', flush=True); sys.stdin.readline()", str(db_path)],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, env=env,
    )  # fmt: skip
    try:
        assert holder.stdout.readline().strip() == "held"
        gate = FakeGate(answer=True)
        lock, read_only = app.take_lock(db_path, gate)
        assert lock is None and read_only
        assert "جای دیگری باز است" in gate.asked[0]
        lock, read_only = app.take_lock(db_path, FakeGate(answer=False))
        assert lock is None and not read_only  # the clerk chose to quit
    finally:
        holder.communicate("\n", timeout=10)
    lock, read_only = app.take_lock(db_path, FakeGate(answer=True))
    assert isinstance(lock, InstanceLock) and not read_only
    lock.release()


def _damage(path: Path) -> None:
    data = bytearray(path.read_bytes())
    data[4096 + 8 : 4096 + 400] = b"\x00\xff" * 196
    path.write_bytes(bytes(data))


def test_damaged_file_is_replaced_by_the_last_good_backup(db_path: Path, tmp_path):
    db = open_database(db_path)
    add_person(db, first_name="علی", last_name="رضایی")
    backup.make_backup(db, backup.folder_for(db, db_path), kind="close")
    db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    db.close()
    _damage(db_path)
    assert integrity.inspect_file(db_path).restorable
    assert app.open_checked(db_path, read_only=False, gate=FakeGate(answer=False)) is None
    gate = FakeGate(answer=True)
    db = app.open_checked(db_path, read_only=False, gate=gate)
    assert db is not None and gate.told and gate.told[0].exists()
    assert db.execute("SELECT last_name FROM person").fetchone() == ("رضایی",)
    db.close()


def test_a_newer_programs_file_is_refused_untouched(db_path: Path, monkeypatch):
    db = open_database(db_path)
    db.execute(
        "INSERT INTO _sqlite_migrations(migration_set, name, applied_at) VALUES ('bakhsh-office', '9999_x', 'x')"
    )
    db.close()
    before = db_path.read_bytes()
    gate = FakeGate(answer=True)
    assert app.open_checked(db_path, read_only=False, gate=gate) is None
    assert "تازه‌تری" in gate.errors[0]
    assert db_path.read_bytes() == before


@pytest.mark.parametrize("answer", [True])
def test_sign_in_not_required_lets_the_office_in(qapp, office_db, db_path, answer):
    from desktop.ui.common.context import AppContext

    assert app.signed_in(AppContext(office_db, db_path)) is answer


def test_start_up_check_runs_beside_qt_and_still_catches_damage(db_path: Path, tmp_path):
    """The quick check started in a thread at start-up reports the same damage as inspect_file."""
    db = open_database(db_path)
    add_person(db, first_name="علی", last_name="رضایی")
    db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    db.close()
    assert app._start_check(db_path).result() == ["ok"]
    _damage(db_path)
    rows = app._start_check(db_path).result()
    report = integrity.inspect_file(db_path, quick_check=rows)
    assert report.restorable and report.status == integrity.inspect_file(db_path).status
    assert app._start_check(tmp_path / "absent.sqlite").result() is None
