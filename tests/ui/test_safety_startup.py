"""Start-up (desktop.app): the second instance is asked whether to open read-only, a damaged file
is replaced by the last good backup when the clerk agrees, a newer program's file is left alone."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
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


@contextmanager
def held_elsewhere(db_path: Path) -> Iterator[None]:
    """Another program holding ``db_path``'s one-writer lock, until the block ends."""
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[2])}
    holder = subprocess.Popen(
        [sys.executable, "-c",
         "import sys; from desktop.store.lock import InstanceLock; l = InstanceLock(sys.argv[1]).acquire();"
         " print('held', flush=True); sys.stdin.readline()", str(db_path)],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, env=env,
    )  # fmt: skip
    try:
        assert holder.stdout.readline().strip() == "held"
        yield
    finally:
        holder.communicate("\n", timeout=10)


def test_second_instance_is_offered_read_only(db_path: Path):
    open_database(db_path).close()
    with held_elsewhere(db_path):
        gate = FakeGate(answer=True)
        lock, read_only = app.take_lock(db_path, gate)
        assert lock is None and read_only
        assert "جای دیگری باز است" in gate.asked[0]
        lock, read_only = app.take_lock(db_path, FakeGate(answer=False))
        assert lock is None and not read_only  # the clerk chose to quit
    lock, read_only = app.take_lock(db_path, FakeGate(answer=True))
    assert isinstance(lock, InstanceLock) and not read_only
    lock.release()


def test_the_file_is_claimed_behind_the_frame_as_it_was_before_it(db_path: Path):
    """``claim_file`` (run once the frame is painted): the lock taken and kept for the program's
    life; while another program holds it, read-only (True) or quit (0) as the clerk answers;
    asked for read-only, nothing taken and nothing asked."""
    open_database(db_path).close()
    held: list = []
    assert app.claim_file(db_path, FakeGate(answer=False), read_only=False, held=held) is False
    assert len(held) == 1 and held[0].held
    other = FakeGate(answer=True)
    assert app.claim_file(db_path, other, read_only=True, held=held) is True
    assert other.asked == [] and len(held) == 1
    held[0].release()
    with held_elsewhere(db_path):
        mine: list = []
        yes, no = FakeGate(answer=True), FakeGate(answer=False)
        assert app.claim_file(db_path, yes, read_only=False, held=mine) is True
        assert app.claim_file(db_path, no, read_only=False, held=mine) == 0
        assert mine == [] and "جای دیگری باز است" in yes.asked[0] and no.asked


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


def test_a_large_file_opens_before_its_check_ends_and_damage_found_later_is_told(
    qapp, qtbot, db_path: Path, monkeypatch
):
    """The whole-file quick check of a large file goes on after the window shows (it read 2 GB
    before the clerk could work); damage it finds is told at once, and the next start-up waits
    for the check, and so offers the last good backup, until a check passes."""
    from PySide6.QtWidgets import QWidget

    from desktop.ui.shell.application import verify_after_show

    db = open_database(db_path)
    add_person(db, first_name="علی", last_name="رضایی")
    db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    db.close()
    assert app.must_wait_for_check(db_path)  # a small file: checked first, as before
    assert app.must_wait_for_check(db_path.with_name("absent.sqlite"))
    monkeypatch.setattr(app, "WAIT_FOR_CHECK_BYTES", 0)
    assert not app.must_wait_for_check(db_path)
    _damage(db_path)
    told: list[str] = []
    monkeypatch.setattr(
        "desktop.ui.common.dialogs.show_error", lambda _parent, message: told.append(message)
    )
    window = QWidget()
    qtbot.addWidget(window)
    verify_after_show(window, app._start_check(db_path), db_path)
    qtbot.waitUntil(lambda: bool(told), timeout=10_000)
    assert "آسیب" in told[0] and "پشتیبان" in told[0]
    assert integrity.damage_marker(db_path).exists()
    assert app.must_wait_for_check(db_path)  # the next start-up waits, whatever the size
    # a sound file: nothing told, and a waited check that passes clears the marker
    clean = db_path.with_name("clean.sqlite")
    open_database(clean).close()
    integrity.damage_marker(clean).write_text("old", encoding="utf-8")
    told.clear()
    verify_after_show(window, app._start_check(clean), clean)
    qtbot.wait(600)
    assert told == []
    db = app.open_checked(clean, read_only=False, gate=FakeGate(answer=False), quick_check=["ok"])
    assert db is not None
    db.close()
    assert not integrity.damage_marker(clean).exists()


SHARE_PROBE = """
import sys
from pathlib import Path
from desktop.store import network
network.MOUNTINFO = Path(sys.argv[3])
from desktop.__main__ import main
sys.exit(main(["--db", sys.argv[1], "--screenshot", sys.argv[2]]))
"""


def test_a_file_on_a_network_share_opens_read_only_in_the_window(office_db, db_path, tmp_path):
    """The window's path (issue 21): on a share the program says why and opens the file read-only
    (--screenshot answers «read-only» for the clerk): nothing written, no lock taken."""
    office_db.close()
    before = db_path.read_bytes()
    info = tmp_path / "mountinfo"
    info.write_text(
        "22 1 8:1 / / rw - ext4 /dev/sda1 rw\n"
        f"40 22 0:40 / {db_path.parent.resolve()} rw - cifs //server/bakhsh rw\n",
        encoding="utf-8",
    )
    png = tmp_path / "shown.png"
    listed = set(db_path.parent.iterdir())
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "PYTHONPATH": str(Path(__file__).resolve().parents[2]),
    }
    run = subprocess.run(
        [sys.executable, "-c", SHARE_PROBE, str(db_path), str(png), str(info)],
        capture_output=True, text=True, env=env, timeout=300,
    )  # fmt: skip
    assert run.returncode == 0, run.stderr[-2000:]
    assert "درایو شبکه" in run.stderr and "فقط‌خواندنی" in run.stderr
    assert png.read_bytes().startswith(b"\x89PNG")  # the window was shown
    assert db_path.read_bytes() == before  # nothing written
    new = set(db_path.parent.iterdir()) - listed - {png, info}
    # no instance lock was taken (SQLite's own reader files of a WAL database may appear)
    assert not [p.name for p in new if "lock" in p.name], new
