"""Is a database file on a network drive? Then it is not opened for writing.

SQLite's locking is not reliable over SMB/CIFS or NFS (its documentation warns of corruption:
"How To Corrupt An SQLite Database File", §2.1), and two clerks writing one shared file is how
an office would lose its register. So a file on a network file system opens read-only only; the
way to share is one PC that keeps the file, and exports (or backups) the others open read-only.

Linux: the file system type of the mount the file lies on, from ``/proc/self/mountinfo`` (the
longest mount point that holds the resolved path). Windows: a UNC path (``\\\\server\\share``,
``\\\\?\\UNC\\...``) or a drive letter whose type is ``DRIVE_REMOTE`` (a mapped drive), asked of
``GetDriveTypeW``. Elsewhere (macOS): ``statfs`` is not in Python's library; nothing is refused.
Both probes can be handed a fake (a mountinfo text, a drive-type function) for tests.
"""

from __future__ import annotations

import ntpath
import os
import sys
from collections.abc import Callable
from pathlib import Path

# file system types of mounts that reach another machine
NETWORK_TYPES = frozenset(
    {
        "nfs", "nfs4", "cifs", "smb", "smb2", "smb3", "smbfs", "ncpfs", "afs", "9p", "coda",
        "ceph", "glusterfs", "lustre", "gfs2", "ocfs2", "davfs", "fuse.sshfs", "fuse.rclone",
        "fuse.davfs2", "fuse.glusterfs", "fuse.cephfs", "fuse.s3fs", "fuse.gcsfuse",
    }
)  # fmt: skip
DRIVE_REMOTE = 4  # GetDriveTypeW's answer for a network (mapped) drive
MOUNTINFO: Path | None = None  # the mount table to read; None: the system's own (Linux)

REFUSAL_FA = (
    "این پروندهٔ پایگاه داده روی یک درایو شبکه ({where}) است. قفل‌گذاری SQLite روی پوشهٔ "
    "اشتراکی شبکه مطمئن نیست و نوشتن هم‌زمان از دو رایانه پرونده را خراب می‌کند؛ از این رو "
    "برنامه آن را فقط‌خواندنی باز می‌کند. راه درست: پرونده روی دیسک یک رایانه بماند و همهٔ "
    "ثبت‌ها در همان رایانه انجام شود؛ رایانه‌های دیگر برون‌بُرد دفتر (یا نسخهٔ پشتیبان آن) را "
    "فقط‌خواندنی باز کنند. برای کار روی این پرونده، آن را به دیسک همین رایانه رونوشت کنید."
)


def _unescape(field: str) -> str:
    """mountinfo writes space, tab, newline and backslash as octal escapes (``\\040``)."""
    out, i = [], 0
    while i < len(field):
        if field[i] == "\\" and i + 3 < len(field) and field[i + 1 : i + 4].isdigit():
            out.append(chr(int(field[i + 1 : i + 4], 8)))
            i += 4
        else:
            out.append(field[i])
            i += 1
    return "".join(out)


def mounts(mountinfo: str) -> list[tuple[str, str, str]]:
    """(mount point, file system type, source) of each line of a mountinfo text."""
    found = []
    for line in mountinfo.splitlines():
        left, sep, right = line.partition(" - ")
        fields, after = left.split(), right.split()
        if not sep or len(fields) < 5 or not after:
            continue
        found.append(
            (_unescape(fields[4]), after[0], _unescape(after[1]) if len(after) > 1 else "")
        )
    return found


def _inside(path: str, mount_point: str) -> bool:
    return (
        mount_point == "/" or path == mount_point or path.startswith(mount_point.rstrip("/") + "/")
    )


def _existing(path: Path) -> Path:
    """The path with symlinks followed as far as it exists (a file not made yet: its folder's
    real place, and the rest of its name as given)."""
    p = Path(os.path.abspath(path))
    tail: list[str] = []
    while not p.exists() and p.parent != p:
        tail.append(p.name)
        p = p.parent
    return Path(os.path.realpath(p)).joinpath(*reversed(tail))


def linux_network_mount(path: Path | str, mountinfo: str) -> str | None:
    """The network file system type ``path`` lies on, per ``mountinfo``; None when local."""
    where = str(_existing(Path(path)))
    best: tuple[int, str, str] | None = None
    for point, fstype, source in mounts(mountinfo):
        if _inside(where, point) and (best is None or len(point) >= best[0]):
            best = (len(point), fstype, source)
    if best is None:
        return None
    fstype = best[1]
    return fstype if fstype in NETWORK_TYPES or fstype.split(".")[0] in NETWORK_TYPES else None


def _windows_drive_type(root: str) -> int:  # pragma: no cover - Windows only
    import ctypes

    return int(ctypes.windll.kernel32.GetDriveTypeW(ctypes.c_wchar_p(root)))  # type: ignore[attr-defined]


def windows_network_drive(path: str, drive_type: Callable[[str], int] | None = None) -> str | None:
    r"""``\\server\share`` for a UNC path, ``X:`` for a mapped drive; None when local."""
    text = str(path).replace("/", "\\")
    upper = text.upper()
    if upper.startswith("\\\\?\\UNC\\"):
        text, upper = "\\\\" + text[8:], "\\\\" + upper[8:]
    elif upper.startswith(("\\\\?\\", "\\\\.\\")):
        text = text[4:]  # a long-path or device prefix before a drive letter
        upper = text.upper()
    if text.startswith("\\\\"):
        drive, _ = ntpath.splitdrive(text)
        return drive or text
    drive, _ = ntpath.splitdrive(text)
    if len(drive) == 2 and drive[1] == ":":
        probe = drive_type or _windows_drive_type
        try:
            if probe(drive + "\\") == DRIVE_REMOTE:
                return drive
        except (OSError, AttributeError, ValueError):
            return None
    return None


def network_location(
    path: Path | str,
    *,
    platform: str | None = None,
    mountinfo: str | None = None,
    drive_type: Callable[[str], int] | None = None,
) -> str | None:
    """What network place ``path`` is on (a file system type, a share, a drive), or None."""
    platform = platform or sys.platform
    if str(path) == ":memory:":
        return None
    if platform == "win32":
        where = str(path) if drive_type is not None else os.path.abspath(path)
        return windows_network_drive(where, drive_type)
    if platform.startswith("linux"):
        if mountinfo is None:
            mountinfo = _mount_table()
            if mountinfo is None:
                return None
        return linux_network_mount(path, mountinfo)
    return None


def _mount_table() -> str | None:
    """The mount table's text (``/proc/self/mountinfo`` on Linux, or the one a test names)."""
    if MOUNTINFO is not None:
        table = MOUNTINFO
    elif sys.platform.startswith("linux"):
        table = Path("/proc/self/mountinfo")
    else:
        return None
    try:
        return table.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return None


def refusal_fa(where: str) -> str:
    return REFUSAL_FA.format(where=where)


def refuse_writing_on_network(path: Path | str) -> None:
    """Raise StoreError (in Persian: why, and how to share instead) when ``path`` is on a network
    drive; opening it read-only stays allowed. Where the program opens its database for writing
    (the window, ``print``) it asks this first."""
    where = network_location(path)
    if where is not None:
        from desktop.store.db import StoreError

        raise StoreError(f"{path} is on a network file system ({where})", refusal_fa(where))
