"""Is this file a sound office database this program may open? Used at start-up and on a backup
before restoring it.

``inspect_file`` never writes: it opens the file read-only (``immutable`` when asked, for files on
read-only media), so a file from a newer program or a foreign file is left exactly as it was.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass, field
from pathlib import Path

from desktop.store import untrusted  # sqlite3 and pathlib only

OK = "ok"
MISSING = "missing"
CORRUPT = "corrupt"
FOREIGN = "foreign"
NEWER = "newer"
EMPTY = "empty"  # zero bytes: SQLite would take it for a new, empty database
NOT_A_FILE = "not_a_file"  # a folder, a device
TAMPERED = "tampered"  # sound pages, but not what the program makes (backup.check_backup)

MESSAGES_FA = {
    OK: "پرونده سالم است.",
    MISSING: "پرونده یافت نشد.",
    CORRUPT: "پروندهٔ پایگاه داده آسیب دیده است.",
    FOREIGN: "این پرونده پایگاه دادهٔ این برنامه نیست.",
    NEWER: "این پرونده با نسخهٔ تازه‌تری از برنامه ساخته شده است؛ برنامه را به‌روز کنید. "
    "پرونده دست‌نخورده ماند.",
    EMPTY: "پرونده خالی است (صفر بایت)؛ پایگاه داده یا پشتیبان سالمی نیست.",
    NOT_A_FILE: "این مسیر یک پوشه است، نه پروندهٔ پایگاه داده.",
    TAMPERED: "این پرونده آن نیست که برنامه می‌سازد (ساختار، دفترهای مالی، شماره‌ها یا ردّ "
    "تغییرات آن بیرون از برنامه دست‌کاری شده است)؛ بازگردانده نشد و پروندهٔ کنونی دست‌نخورده ماند.",
}


@dataclass(frozen=True)
class FileReport:
    status: str
    problems: list[str] = field(default_factory=list)
    migrations: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return self.status == OK

    @property
    def restorable(self) -> bool:
        """Offering the last good backup makes sense (not for a newer program's file)."""
        return self.status in (CORRUPT, FOREIGN, EMPTY)

    @property
    def message_fa(self) -> str:
        if self.status == TAMPERED and self.problems:
            return MESSAGES_FA[TAMPERED] + " (" + "؛ ".join(self.problems) + ")"
        return MESSAGES_FA[self.status]


DAMAGED_FA = (
    "%1 بررسی پرونده پس از باز شدن برنامه آسیب در آن یافت. کار تازه‌ای ثبت نکنید؛ برنامه را "
    "ببندید و دوباره باز کنید تا آخرین پشتیبان سالم برای بازگرداندن پیشنهاد شود."
)


def damage_marker(path: Path) -> Path:
    """Left beside a file whose check, run after the window showed, found damage: the next
    start-up waits for its check, and so offers the last good backup before opening it."""
    return path.with_name(path.name + ".damaged")


def _open_ro(path: Path) -> sqlite3.Connection:
    return untrusted.open_untrusted(path)  # a backup to restore is a file from outside


def inspect_file(
    path: Path | str, *, full: bool = False, quick_check: list[str] | None = None
) -> FileReport:
    """Classify ``path``: ok / missing / corrupt / foreign / newer. ``full`` runs
    ``integrity_check`` (every page and index), otherwise the faster ``quick_check`` — or takes
    ``quick_check``, the rows of one already run on the same file (start-up runs it in a thread)."""
    # here, not at the top: start-up asks ``damage_marker`` before its window is painted, and
    # the store's opening and migrations (sqlite-utils) wait until after that paint
    from desktop.store.db import APPLICATION_ID
    from desktop.store.migrations import KNOWN_NAMES

    p = Path(path)
    try:
        if not p.exists():
            return FileReport(MISSING)
        if not p.is_file():
            return FileReport(NOT_A_FILE)
        if p.stat().st_size == 0:
            return FileReport(EMPTY)
        with p.open("rb") as f:
            head = f.read(16)
        if head != b"SQLite format 3\x00":
            return FileReport(FOREIGN, ["not an SQLite file"])
        conn = _open_ro(p)
    except (OSError, ValueError, sqlite3.Error) as e:
        return FileReport(CORRUPT, [str(e)])
    try:
        app_id = conn.execute("PRAGMA application_id").fetchone()[0]
        names = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        if app_id not in (0, APPLICATION_ID) or (names and "_sqlite_migrations" not in names):
            return FileReport(FOREIGN, [f"application_id={app_id}"])
        applied = []
        if "_sqlite_migrations" in names:
            applied = [
                r[0]
                for r in conn.execute(
                    "SELECT name FROM _sqlite_migrations WHERE migration_set = 'bakhsh-office' "
                    "ORDER BY rowid"
                )
            ]
        if quick_check is not None and not full:
            problems = list(quick_check)
        else:
            pragma = "integrity_check" if full else "quick_check"
            problems = [r[0] for r in conn.execute(f"PRAGMA {pragma}").fetchall()]
        if problems != ["ok"]:
            return FileReport(CORRUPT, problems[:20], applied)
        unknown = set(applied) - set(KNOWN_NAMES)
        if unknown:
            return FileReport(NEWER, sorted(unknown), applied)
        return FileReport(OK, [], applied)
    except (sqlite3.Error, UnicodeDecodeError) as e:  # a scribbled page can hold a broken name
        return FileReport(CORRUPT, [str(e)])
    finally:
        conn.close()


def quick_check(conn: sqlite3.Connection) -> list[str]:
    """Problems found by ``PRAGMA quick_check`` on an open connection ([] when sound)."""
    rows = [r[0] for r in conn.execute("PRAGMA quick_check").fetchall()]
    return [] if rows == ["ok"] else rows
