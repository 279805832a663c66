"""Make a written file, and its folder's entry for it, reach the disk before we say "saved".

Windows flushes a file only through a handle that may write to it (``os.fsync`` on a read-only
descriptor is ``EBADF`` there), and a folder cannot be opened or flushed at all (NTFS journals the
rename itself). POSIX flushes through any descriptor, and a rename reaches the disk only when its
folder is flushed.
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path

# Windows opens files in text mode unless told otherwise; O_BINARY exists only there.
_BINARY = getattr(os, "O_BINARY", 0)


def sync_file(path: Path | str) -> None:
    """Flush ``path``'s data to the disk, through a descriptor that may write (Windows needs it)."""
    fd = os.open(path, os.O_RDWR | _BINARY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def sync_folder(folder: Path | str) -> None:
    """Flush ``folder``'s entries (a rename into it) to the disk; nothing to do on Windows."""
    if os.name == "nt":
        return
    fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def start_writeback(fd: int) -> None:
    """Have the system begin writing ``fd``'s data to the disk now, without waiting for it, so
    that its flush later (``os.fsync``, before a commit) has less left to wait for. Linux begins
    ``posix_fadvise(POSIX_FADV_DONTNEED)`` by writing back the file's changed pages (the way
    PostgreSQL starts its own files' writing back where ``sync_file_range`` is missing); a
    system without it (Windows) is not asked, and one that refuses is not an error: the flush
    still comes."""
    advise = getattr(os, "posix_fadvise", None)
    if advise is not None:
        with contextlib.suppress(OSError):
            advise(fd, 0, 0, os.POSIX_FADV_DONTNEED)
