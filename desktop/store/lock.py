"""One writer at a time: an OS lock on ``<db>.lock`` held for the life of the process.

The lock is the operating system's (``fcntl.flock`` / ``msvcrt.locking``), so it disappears
with the process however it ends (even SIGKILL or a power cut): no stale lock to clear by hand.
The file keeps the holder's pid, host and start time, to tell the next one who has it.

The lock belongs to the real file, not to the spelling of its path: symlinks are resolved, and
a database with a second hard link (another name for the same file, which would get a lock of
its own and whose journal SQLite would not find) is not opened for writing.
"""

from __future__ import annotations

import datetime as _dt
import json
import os
import sys
from dataclasses import dataclass
from pathlib import Path


class LockHeld(RuntimeError):
    """Another process has the database open for writing; ``message_fa`` says so in Persian."""

    def __init__(self, path: Path, holder: dict) -> None:
        super().__init__(f"{path} is open elsewhere: {holder}")
        self.holder = holder
        who = []
        if holder.get("host"):
            who.append(f"رایانهٔ «{holder['host']}»")
        if holder.get("pid"):
            who.append(f"برنامهٔ شمارهٔ {holder['pid']}")
        since = f" از {holder['since']}" if holder.get("since") else ""
        where = ("، در " + " و ".join(who)) if who else ""
        self.message_fa = (
            f"این پایگاه داده هم‌اکنون جای دیگری باز است{where}{since}. "
            "تا آن برنامه بسته نشود، فقط می‌توان پرونده را به‌صورت فقط‌خواندنی باز کرد."
        )


class LinkedFile(LockHeld):
    """The database has more than one name (hard links): refused for writing."""

    def __init__(self, path: Path) -> None:
        super().__init__(path, {})
        self.message_fa = (
            "این پروندهٔ پایگاه داده با بیش از یک نام (پیوند سخت) در دیسک هست؛ نوشتن در آن "
            "ممکن است پرونده را خراب کند. فقط می‌توان آن را فقط‌خواندنی باز کرد؛ برای نوشتن، "
            "یک رونوشت جداگانه از آن بسازید."
        )


def real_path(db_path: Path | str) -> Path:
    """The file itself: symlinks (of the file and of its folders) resolved."""
    return Path(os.path.realpath(db_path))


def lock_path(db_path: Path | str) -> Path:
    p = real_path(db_path)
    return p.with_name(p.name + ".lock")


# Locks this process holds, by the real path of the database: a restore in the process that
# holds the lock must not try to take it a second time.
_HELD: dict[Path, InstanceLock] = {}


def held_here(db_path: Path | str) -> bool:
    return real_path(db_path) in _HELD


@dataclass
class InstanceLock:
    """``acquire()`` or raise LockHeld; ``release()`` (or process exit) lets the next one in."""

    db_path: Path
    fd: int | None = None

    def acquire(self) -> InstanceLock:
        path = lock_path(self.db_path)
        try:
            if os.stat(real_path(self.db_path)).st_nlink > 1:
                raise LinkedFile(Path(self.db_path))
        except FileNotFoundError:
            pass  # a new database: nothing to link to yet
        fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o600)
        try:
            _lock(fd)
        except OSError:
            holder = _read(fd)
            os.close(fd)
            raise LockHeld(Path(self.db_path), holder) from None
        info = {
            "pid": os.getpid(),
            "host": _host_name(),
            "since": _dt.datetime.now().isoformat(timespec="seconds"),
        }
        data = json.dumps(info).encode()
        os.ftruncate(fd, 0)
        _write_at_start(fd, data)
        os.fsync(fd)
        self.fd = fd
        _HELD[real_path(self.db_path)] = self
        return self

    def release(self) -> None:
        if self.fd is None:
            return
        _HELD.pop(real_path(self.db_path), None)
        try:
            os.ftruncate(self.fd, 0)
            _unlock(self.fd)
        finally:
            os.close(self.fd)
            self.fd = None

    @property
    def held(self) -> bool:
        return self.fd is not None

    def __enter__(self) -> InstanceLock:
        return self.acquire()

    def __exit__(self, *exc: object) -> None:
        self.release()


def holder_of(db_path: Path | str) -> dict:
    """What the lock file says (may be stale if nobody holds the lock)."""
    try:
        return json.loads(lock_path(db_path).read_text(encoding="utf-8") or "{}")
    except (OSError, ValueError):
        return {}


def _read(fd: int) -> dict:
    try:
        os.lseek(fd, 0, os.SEEK_SET)
        return json.loads(os.read(fd, 4096).decode("utf-8") or "{}")
    except (OSError, ValueError):
        return {}


def _write_at_start(fd: int, data: bytes) -> None:
    os.lseek(fd, 0, os.SEEK_SET)
    os.write(fd, data)


if sys.platform == "win32":  # pragma: no cover - exercised on Windows only
    import msvcrt

    # Lock a byte far past the data, so reading the holder's details is never blocked.
    _FAR = 2**30

    def _lock(fd: int) -> None:
        os.lseek(fd, _FAR, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)

    def _unlock(fd: int) -> None:
        os.lseek(fd, _FAR, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)

else:
    import fcntl

    def _lock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)

    def _unlock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_UN)


def _host_name() -> str:
    """The computer's name (``os.uname`` where there is one: importing ``socket`` for it cost
    every start-up a few milliseconds)."""
    if hasattr(os, "uname"):
        return os.uname().nodename
    import socket

    return socket.gethostname()
