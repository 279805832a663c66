"""The Windows branches of the lock, the backup copy and the data folder, run here with the
platform faked: a stand-in ``msvcrt`` with Windows' byte-range locks, an ``os`` whose ``fsync``
refuses a read-only descriptor and whose ``open`` refuses a folder (both as Windows does), and
``sys.platform == "win32"`` with %APPDATA% / %LOCALAPPDATA%."""

from __future__ import annotations

import errno
import fcntl  # the stand-ins below read a descriptor's access mode the POSIX way
import importlib.util
import os
import sqlite3
import sys
import types
from pathlib import Path

import pytest

from desktop import paths
from desktop.services.exchange import common as exchange_common
from desktop.services.places import add_dehestan
from desktop.store import backup, durable
from desktop.store import lock as posix_lock
from desktop.store.db import open_database

# --- an os module that behaves like Windows' where the program relies on it -----------------


class WindowsOs(types.ModuleType):
    """``os`` as the program sees it on Windows: ``name == "nt"``, ``fsync`` only through a
    descriptor open for writing (Windows' _commit: EBADF otherwise), no ``open`` of a folder."""

    def __init__(self) -> None:
        super().__init__("os")
        self.name = "nt"
        self.O_BINARY = 0x8000
        self.synced: list[int] = []

    def __getattr__(self, attr: str):  # noqa: ANN204 - everything else is the real os
        return getattr(os, attr)

    def open(self, path, flags, mode=0o777):  # noqa: ANN001, ANN201
        if os.path.isdir(path):
            raise PermissionError(errno.EACCES, "Permission denied", str(path))
        return os.open(path, flags & ~0x8000, mode)

    def fsync(self, fd: int) -> None:
        if fcntl.fcntl(fd, fcntl.F_GETFL) & os.O_ACCMODE == os.O_RDONLY:
            raise OSError(errno.EBADF, "Bad file descriptor")
        self.synced.append(fd)
        os.fsync(fd)


@pytest.fixture
def windows_os(monkeypatch):
    fake = WindowsOs()
    for module in (durable, backup, exchange_common):
        monkeypatch.setattr(module, "os", fake)
    return fake


def test_a_backup_is_made_and_synced_on_windows(tmp_path, windows_os):
    db = open_database(tmp_path / "office.sqlite")
    db.execute("CREATE TABLE t (x)")
    db.execute("INSERT INTO t VALUES (1)")
    made = backup.make_backup(db, tmp_path / "backups", kind="manual")
    db.close()
    assert windows_os.synced  # the copy went through fsync, on a handle that may write
    assert sqlite3.connect(made).execute("SELECT x FROM t").fetchall() == [(1,)]


def test_a_backup_is_restored_on_windows(tmp_path, windows_os):
    db_path = tmp_path / "office.sqlite"
    db = open_database(db_path)
    add_dehestan(db, name="قمصر")  # a backup must be what the program makes: no table of its own
    made = backup.make_backup(db, tmp_path / "backups", kind="manual")
    add_dehestan(db, name="برزک")
    db.close()
    aside = backup.restore(db_path, made)
    assert aside is not None and aside.exists()
    assert sqlite3.connect(db_path).execute("SELECT name FROM dehestan").fetchall() == [("قمصر",)]


def test_an_export_file_is_written_on_windows(tmp_path, windows_os):
    target = tmp_path / "list.csv"
    exchange_common._atomic_write(target, lambda part: part.write_text("x", encoding="utf-8"))
    assert target.read_text(encoding="utf-8") == "x"
    assert windows_os.synced


def test_the_fake_refuses_what_windows_refuses(tmp_path):
    """The stand-in is strict: a read-only fsync and opening a folder fail as they do there."""
    fake = WindowsOs()
    (tmp_path / "f").write_bytes(b"x")
    fd = os.open(tmp_path / "f", os.O_RDONLY)
    try:
        with pytest.raises(OSError) as e:
            fake.fsync(fd)
        assert e.value.errno == errno.EBADF
    finally:
        os.close(fd)
    with pytest.raises(PermissionError):
        fake.open(tmp_path, os.O_RDONLY)


# --- msvcrt.locking -------------------------------------------------------------------------


class FakeMsvcrt(types.ModuleType):
    """Windows' byte-range locks: a locked byte cannot be locked through another handle, nor read
    through it; ``locking`` starts at the handle's current position; ``LK_NBLCK`` fails at once."""

    LK_UNLCK, LK_LOCK, LK_NBLCK, LK_RLCK, LK_NBRLCK = 0, 1, 2, 3, 4

    def __init__(self) -> None:
        super().__init__("msvcrt")
        self.held: dict[tuple[int, int, int], int] = {}  # (dev, inode, byte) -> fd

    def _key(self, fd: int, byte: int) -> tuple[int, int, int]:
        st = os.fstat(fd)
        return (st.st_dev, st.st_ino, byte)

    def locking(self, fd: int, mode: int, nbytes: int) -> None:
        start = os.lseek(fd, 0, os.SEEK_CUR)
        keys = [self._key(fd, b) for b in range(start, start + nbytes)]
        if mode == self.LK_UNLCK:
            if any(self.held.get(k) != fd for k in keys):
                raise PermissionError(errno.EACCES, "Permission denied")
            for k in keys:
                del self.held[k]
            return
        if any(k in self.held for k in keys):
            raise PermissionError(errno.EACCES, "Permission denied")
        for k in keys:
            self.held[k] = fd

    def blocks_read(self, fd: int, start: int, n: int) -> bool:
        st = os.fstat(fd)
        return any(
            (dev, ino) == (st.st_dev, st.st_ino) and start <= byte < start + n and owner != fd
            for (dev, ino, byte), owner in self.held.items()
        )


@pytest.fixture
def windows_lock(monkeypatch):
    """desktop/store/lock.py imported as on Windows, with the stand-in msvcrt."""
    fake = FakeMsvcrt()
    spec = importlib.util.spec_from_file_location("lock_as_on_windows", posix_lock.__file__)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    monkeypatch.setitem(sys.modules, spec.name, module)  # dataclasses look their module up
    with monkeypatch.context() as m:
        m.setitem(sys.modules, "msvcrt", fake)
        m.setattr(sys, "platform", "win32")
        spec.loader.exec_module(module)
    real_read = os.read

    class LockedReadOs(types.ModuleType):
        def __getattr__(self, attr: str):  # noqa: ANN204
            return getattr(os, attr)

        def read(self, fd: int, n: int) -> bytes:
            if fake.blocks_read(fd, os.lseek(fd, 0, os.SEEK_CUR), n):
                raise PermissionError(errno.EACCES, "Permission denied")
            return real_read(fd, n)

    module.os = LockedReadOs("os")
    module.fake_msvcrt = fake
    return module


def test_windows_lock_keeps_a_second_writer_out_and_names_the_first(tmp_path, windows_lock):
    db = tmp_path / "office.sqlite"
    first = windows_lock.InstanceLock(db).acquire()
    assert windows_lock.fake_msvcrt.held  # the Windows branch took a byte-range lock
    with pytest.raises(windows_lock.LockHeld) as e:
        windows_lock.InstanceLock(db).acquire()
    assert e.value.holder["pid"] == os.getpid()  # the holder's details stay readable
    assert "هم‌اکنون جای دیگری باز است" in e.value.message_fa
    first.release()
    assert not windows_lock.fake_msvcrt.held
    second = windows_lock.InstanceLock(db).acquire()
    second.release()


def test_windows_lock_byte_lies_past_the_holders_details(windows_lock):
    assert windows_lock._FAR > 4096  # _read takes up to 4096 bytes from the start


# --- the data folder ------------------------------------------------------------------------


@pytest.fixture
def windows_profile(tmp_path, monkeypatch):
    fake_sys = types.SimpleNamespace(platform="win32")
    monkeypatch.setattr(paths, "sys", fake_sys)
    roaming, local = tmp_path / "Roaming", tmp_path / "Local"
    roaming.mkdir()
    local.mkdir()
    monkeypatch.setenv("APPDATA", str(roaming))
    monkeypatch.setenv("LOCALAPPDATA", str(local))
    return roaming / "bakhsh-office", local / "bakhsh-office"


def _office(folder: Path) -> Path:
    folder.mkdir(parents=True)
    db = open_database(folder / "office.sqlite")
    db.execute("CREATE TABLE t (x)")
    db.execute("INSERT INTO t VALUES ('records')")
    backup.make_backup(db, folder / "backups", kind="close")
    db.close()
    return folder / "office.sqlite"


def test_the_database_lives_under_localappdata_on_windows(windows_profile):
    _old, new = windows_profile
    assert paths.default_database() == new / "office.sqlite"


def test_a_roaming_database_moves_to_the_local_folder_on_first_start(windows_profile):
    old, new = windows_profile
    _office(old)
    path, message = paths.settle_default_database()
    assert path == new / "office.sqlite"
    assert sqlite3.connect(path).execute("SELECT x FROM t").fetchall() == [("records",)]
    assert backup.list_backups(new / "backups")  # the backups came along
    assert not old.exists()  # nothing left to roam
    assert message is not None and "منتقل شد" in message and str(new) in message
    assert paths.settle_default_database() == (path, None)  # once only


def test_a_roaming_database_another_window_holds_is_used_where_it_is(windows_profile):
    old, new = windows_profile
    db = _office(old)
    holder = posix_lock.InstanceLock(db).acquire()
    try:
        path, message = paths.settle_default_database()
    finally:
        holder.release()
    assert path == db and not new.exists()
    assert message is not None and "اجرای بعدی" in message


def test_a_local_database_wins_over_a_roaming_one(windows_profile):
    old, new = windows_profile
    _office(old)
    _office(new)
    assert paths.settle_default_database() == (new / "office.sqlite", None)
    assert (old / "office.sqlite").exists()  # left alone


def test_nothing_moves_on_linux(tmp_path, monkeypatch):
    monkeypatch.setattr(paths, "sys", types.SimpleNamespace(platform="linux"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    monkeypatch.setenv("APPDATA", str(tmp_path / "Roaming"))
    _office(tmp_path / "Roaming" / "bakhsh-office")
    assert paths.settle_default_database() == (tmp_path / "bakhsh-office" / "office.sqlite", None)
