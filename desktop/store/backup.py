"""Backups with SQLite's online backup API, kept with rotation, and restore after checking.

A backup is one self-contained file ``bakhsh-office-YYYYMMDD-HHMMSS-<kind>.sqlite`` in the
folder the office chose (a USB stick, say; by default ``backups/`` beside the database). It is
copied in one step of the backup API, i.e. from one read snapshot, so it is consistent even while
another connection writes; it is written as ``.part``, checked (``quick_check``), synced and only
then renamed into place, so a half-written backup never looks like a backup.

Rotation goes by kind: a manual backup (the clerk's own, to carry away) stays until the clerk
removes it; of the program's automatic ones (daily, on closing) the newest N of each kind stay
(``Rotation.automatic``, the setting ``backup_keep_automatic``, 10 unless the office sets it).
It removes only backups this program wrote, listed in the folder's manifest
(``bakhsh-office-backups.json``): a clerk's own copy under a similar name is never touched.
What a backup or a restore leaves when it is cut off (a ``.part`` backup, the copy set aside
before a restore, a ``.restoring`` file) is removed after a grace period (``LEFTOVER_GRACE``,
7 days) by ``clean_leftovers``, which says what it removed so the clerk can be told.
A folder the program creates for backups is private to its user (0700 on POSIX).

Restore checks the backup (``check_backup``: read with SQLite's precautions for files from
outside, ``integrity_check``, this program's file, not from a newer version, its schema exactly
what its migrations make, its books, numbers and audit trail sound) and takes the one-writer lock (refused while another window has the file). It copies the current
file aside as ``<db>.before-restore-<time>`` (never overwriting an earlier one), then writes the
backup *into* the live file with SQLite's backup API, which waits for a transaction in progress
and locks the file while it copies: a process still connected keeps writing to the live database
(its later commits are not lost into the copy set aside). Only a live file SQLite cannot open
(damaged, empty) is moved aside and replaced instead.
"""

from __future__ import annotations

import datetime as _dt
import json
import os
import re
import sqlite3
from dataclasses import dataclass
from pathlib import Path

from sqlite_utils import Database

from desktop.jalali import format_jalali
from desktop.store import integrity, soundness, untrusted
from desktop.store.db import BUSY_TIMEOUT_MS
from desktop.store.durable import sync_file, sync_folder
from desktop.store.lock import InstanceLock, LockHeld, held_here
from desktop.text import to_persian_digits

PREFIX = "bakhsh-office-"
MANIFEST = "bakhsh-office-backups.json"
_NAME = re.compile(r"^bakhsh-office-(\d{8}-\d{6})-([a-z]+)(?:-\d+)?\.sqlite$")
KINDS = ("auto", "close", "manual", "bench")
FOLDER_SETTING = "backup_folder"
DAY = _dt.timedelta(days=1)


AUTOMATIC = ("auto", "close", "bench")  # the program's own; "manual" is the clerk's
KEEP_SETTING = "backup_keep_automatic"
MAX_KEEP = 1000
LEFTOVER_GRACE = _dt.timedelta(days=7)


@dataclass(frozen=True)
class Rotation:
    automatic: int = 10  # the newest this many of each automatic kind are kept


KEEP = Rotation()


def rotation_for(db: Database | None) -> Rotation:
    """The office's setting (``backup_keep_automatic``), else the default."""
    if db is None:
        return KEEP
    try:
        row = db.execute("SELECT value FROM settings WHERE key = ?", [KEEP_SETTING]).fetchone()
        value = json.loads(row[0]) if row else None
    except (sqlite3.Error, ValueError, TypeError):
        return KEEP
    if isinstance(value, int) and not isinstance(value, bool) and 1 <= value <= MAX_KEEP:
        return Rotation(automatic=value)
    return KEEP


@dataclass(frozen=True)
class BackupInfo:
    path: Path
    taken: _dt.datetime
    kind: str


# --- names the clerk reads ------------------------------------------------------------------

KIND_LABELS = {
    "manual": "پشتیبان دستی",
    "auto": "پشتیبان روزانه",
    "close": "پشتیبان هنگام بستن",
    "bench": "پشتیبان آزمون کارایی",
}
ASIDE_LABEL = "پروندهٔ کنارگذاشته پیش از بازگردانی"
PART_LABEL = "پشتیبان نیمه‌کاره"
RESTORING_LABEL = "پروندهٔ نیمه‌کارهٔ بازگردانی"
_STAMP = r"(\d{8}-\d{6})"
_NAMED = re.compile(
    rf"(?P<backup>{re.escape(PREFIX)}{_STAMP}-(?P<kind>[a-z]+)(?:-\d+)?\.sqlite(?P<part>\.part)?)"
    rf"|(?P<aside>[^\s;،:]+\.before-restore-{_STAMP}(?:-\d+)?(?:-wal|-shm|-journal)?)"
    r"|(?P<restoring>[^\s;،:]+\.restoring\b)"
)


def _when(stamp: str) -> str | None:
    try:
        taken = _dt.datetime.strptime(stamp, "%Y%m%d-%H%M%S")
    except ValueError:
        return None
    hour = to_persian_digits(f"{taken:%H:%M}")
    return f"{format_jalali(taken.date(), persian_digits=True)} ساعت {hour}"


def _label(m: re.Match[str]) -> str:
    if m.group("restoring"):
        return RESTORING_LABEL
    if m.group("backup"):
        kind = KIND_LABELS.get(m.group("kind"), "پشتیبان")
        what, when = (PART_LABEL if m.group("part") else kind), _when(m.group(2))
    else:
        what, when = ASIDE_LABEL, _when(m.group(6))
    return f"{what}، {when}" if when else m.group(0)


def describe(path: Path | str) -> str:
    """The name a clerk reads for a file of this program's backups: its kind and its Jalali
    date and time in Persian digits («پشتیبان دستی، ۱۴۰۵/۰۹/۱۰ ساعت ۱۴:۳۲»); the copy set aside
    before a restore likewise; any other file (the clerk's own) by its name."""
    name = Path(path).name
    m = _NAMED.fullmatch(name)
    return _label(m) if m else name


def describe_names(text: str) -> str:
    """``text`` (a message, an audit note) with every backup or set-aside file named as
    ``describe`` names it."""
    return _NAMED.sub(_label, text)


class BackupError(RuntimeError):
    def __init__(self, message: str, message_fa: str) -> None:
        super().__init__(message)
        self.message_fa = message_fa


# --- where ----------------------------------------------------------------------------------


def default_folder(db_path: Path | str) -> Path:
    return Path(db_path).resolve().parent / "backups"


def _sidecar(db_path: Path | str) -> Path:
    p = Path(db_path)
    return p.with_name(p.name + ".backup-folder")


def folder_for(db: Database | None, db_path: Path | str) -> Path:
    """The chosen folder (from settings), else the one remembered beside the file, else the default.

    The choice is remembered beside the database too, so that when the database itself is
    damaged the program still knows where its backups are."""
    chosen = None
    if db is not None:
        try:
            row = db.execute(
                "SELECT value FROM settings WHERE key = ?", [FOLDER_SETTING]
            ).fetchone()
        except sqlite3.Error:
            row = None
        if row:
            chosen = json.loads(row[0])
    if chosen:
        remember_folder(db_path, Path(chosen))
        return Path(chosen)
    return remembered_folder(db_path) or default_folder(db_path)


def remember_folder(db_path: Path | str, folder: Path) -> None:
    try:
        side = _sidecar(db_path)
        if not side.exists() or side.read_text(encoding="utf-8") != str(folder):
            side.write_text(str(folder), encoding="utf-8")
    except OSError:
        pass


def remembered_folder(db_path: Path | str) -> Path | None:
    try:
        text = _sidecar(db_path).read_text(encoding="utf-8").strip()
    except OSError:
        return None
    return Path(text) if text else None


# --- making backups ---------------------------------------------------------------------------


def _source(source: Database | sqlite3.Connection | Path | str) -> tuple[sqlite3.Connection, bool]:
    if isinstance(source, Database):
        return source.conn, False
    if isinstance(source, sqlite3.Connection):
        return source, False
    return untrusted.open_untrusted(source), True


def copy_database(source: Database | sqlite3.Connection | Path | str, dest: Path) -> None:
    """Copy ``source`` to the new file ``dest`` with the online backup API, in one step
    (one consistent snapshot), as a rollback-journal file, checked and synced."""
    src, close_src = _source(source)
    dest.unlink(missing_ok=True)
    fd = os.open(dest, os.O_CREAT | os.O_WRONLY, 0o600)
    os.close(fd)
    try:
        dst = sqlite3.connect(dest, isolation_level=None)
        try:
            src.backup(dst)  # pages=-1: the whole file from one read transaction
            dst.execute("PRAGMA journal_mode = DELETE")
            problems = integrity.quick_check(dst)
        finally:
            dst.close()
    except sqlite3.Error as e:
        dest.unlink(missing_ok=True)
        raise BackupError(f"backup failed: {e}", "پشتیبان‌گیری ناکام ماند: " + str(e)) from e
    finally:
        if close_src:
            src.close()
    if problems:
        dest.unlink(missing_ok=True)
        raise BackupError(
            f"backup copy failed its check: {problems}",
            "نسخهٔ پشتیبان در بررسی پس از نوشتن سالم نبود؛ پرونده را بررسی کنید.",
        )
    sync_file(dest)


def make_backup(
    source: Database | sqlite3.Connection | Path | str,
    folder: Path | str,
    *,
    kind: str = "manual",
    now: _dt.datetime | None = None,
    rotation: Rotation | None = KEEP,
) -> Path:
    """Write one backup into ``folder``; returns its path. Rotates afterwards unless told not to."""
    if kind not in KINDS:
        raise ValueError(kind)
    now = now or _dt.datetime.now()
    folder = Path(folder)
    try:
        if not folder.is_dir():
            folder.mkdir(mode=0o700, parents=True)
            os.chmod(folder, 0o700)  # personal data: the folder is its user's only
    except OSError as e:
        raise BackupError(str(e), "پوشهٔ پشتیبان در دسترس نیست (حافظهٔ جانبی وصل است؟).") from e
    base = f"{PREFIX}{now:%Y%m%d-%H%M%S}-{kind}"
    final = folder / f"{base}.sqlite"
    n = 1
    while final.exists():
        n += 1
        final = folder / f"{base}-{n}.sqlite"
    part = final.with_name(final.name + ".part")
    try:
        copy_database(source, part)
        os.replace(part, final)
        sync_folder(folder)
        _remember_made(folder, final.name)
    except OSError as e:
        part.unlink(missing_ok=True)
        raise BackupError(str(e), "نوشتن پشتیبان ممکن نشد (جای خالی یا دسترسی پوشه).") from e
    if rotation is not None:
        rotate(folder, rotation)
    return final


def list_backups(folder: Path | str) -> list[BackupInfo]:
    """Backups in ``folder``, newest first."""
    found = []
    try:
        entries = list(Path(folder).iterdir())
    except OSError:
        return []
    for p in entries:
        m = _NAME.match(p.name)
        if m and p.is_file():
            found.append(
                BackupInfo(p, _dt.datetime.strptime(m.group(1), "%Y%m%d-%H%M%S"), m.group(2))
            )
    return sorted(found, key=lambda b: (b.taken, b.path.name), reverse=True)


def to_keep(backups: list[BackupInfo], rotation: Rotation = KEEP) -> set[Path]:
    """Every manual backup; the newest ``rotation.automatic`` of each automatic kind."""
    keep = {b.path for b in backups if b.kind not in AUTOMATIC}
    for kind in AUTOMATIC:
        mine = sorted(
            (b for b in backups if b.kind == kind),
            key=lambda b: (b.taken, b.path.name),
            reverse=True,
        )
        keep.update(b.path for b in mine[: rotation.automatic])
    return keep


def _manifest(folder: Path) -> list[str]:
    try:
        data = json.loads((folder / MANIFEST).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return []
    made = data.get("made") if isinstance(data, dict) else None
    return [n for n in made if isinstance(n, str)] if isinstance(made, list) else []


def _write_manifest(folder: Path, names: list[str]) -> None:
    part = folder / (MANIFEST + ".part")
    fd = os.open(part, os.O_CREAT | os.O_WRONLY | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w", encoding="utf-8") as f:
        json.dump({"made": names}, f, ensure_ascii=False, indent=0)
    os.replace(part, folder / MANIFEST)


def _remember_made(folder: Path, name: str) -> None:
    names = [n for n in _manifest(folder) if (folder / n).exists()]
    _write_manifest(folder, [*names, name])


def rotate(folder: Path | str, rotation: Rotation = KEEP) -> list[Path]:
    """Remove the backups rotation does not keep, among those this program made (manifest)."""
    folder = Path(folder)
    made = set(_manifest(folder))
    backups = list_backups(folder)
    keep = to_keep([b for b in backups if b.path.name in made], rotation)
    removed = []
    for b in backups:
        if b.path.name in made and b.path not in keep:
            try:
                b.path.unlink()
                removed.append(b.path)
            except OSError:
                pass
    if removed:
        try:
            _write_manifest(folder, [n for n in _manifest(folder) if (folder / n).exists()])
        except OSError:
            pass
    return removed


def backup_due(folder: Path | str, *, now: _dt.datetime | None = None) -> bool:
    """True when the newest backup is a day old or there is none (the daily automatic one)."""
    now = now or _dt.datetime.now()
    backups = list_backups(folder)
    return not backups or now - backups[0].taken >= DAY


def latest_good_backup(folder: Path | str) -> Path | None:
    for b in list_backups(folder):
        if integrity.inspect_file(b.path).ok:
            return b.path
    return None


# --- restoring --------------------------------------------------------------------------------


def check_backup(backup: Path | str) -> integrity.FileReport:
    """Full check of a backup before restoring it, read as a file from outside
    (``untrusted``): this program's file, not from a newer version, every page sound
    (``integrity_check``), then its schema exactly what its migrations make (tables, indexes,
    triggers, views), and its books, numbers and audit trail as the program keeps them
    (``soundness``); a file that fails the last two is ``TAMPERED``."""
    report = integrity.inspect_file(backup, full=True)
    if not report.ok:
        return report
    try:
        conn = untrusted.open_untrusted(backup)
        try:
            found = soundness.problems(conn)
        finally:
            conn.close()
    except (sqlite3.Error, OSError, ValueError) as e:
        return integrity.FileReport(integrity.CORRUPT, [str(e)], report.migrations)
    if found:
        return integrity.FileReport(integrity.TAMPERED, found, report.migrations)
    return report


def _aside_path(db_path: Path, now: _dt.datetime) -> Path:
    base = f"{db_path.name}.before-restore-{now:%Y%m%d-%H%M%S}"
    aside = db_path.with_name(base)
    n = 1
    while aside.exists() or Path(str(aside) + "-wal").exists():
        n += 1
        aside = db_path.with_name(f"{base}-{n}")
    return aside


def _take_lock(db_path: Path) -> InstanceLock | None:
    if held_here(db_path):  # the window restoring holds it already
        return None
    try:
        return InstanceLock(db_path).acquire()
    except LockHeld as e:
        raise BackupError(
            f"restore refused: {e}",
            "تا وقتی پایگاه داده جای دیگری باز است نمی‌توان پشتیبان را بازگرداند. " + e.message_fa,
        ) from e
    except OSError as e:
        raise BackupError(str(e), "پوشهٔ پایگاه داده در دسترس نیست.") from e


def restore(
    db_path: Path | str, backup: Path | str, *, now: _dt.datetime | None = None
) -> Path | None:
    """Put ``backup`` in place of the database at ``db_path`` (this process's connections to it
    closed; other processes may stay connected and go on writing to the restored file).

    Refuses (BackupError) a backup that is damaged, empty, foreign or from a newer program, and a
    database another window holds. The current file is kept aside; returns where (None if there
    was none)."""
    db_path = Path(db_path)
    backup = Path(backup)
    report = check_backup(backup)
    if not report.ok:
        raise BackupError(f"backup refused: {report.status} {report.problems}", report.message_fa)
    now = now or _dt.datetime.now()
    lock = _take_lock(db_path)
    try:
        live = integrity.inspect_file(db_path)
        if live.status == integrity.MISSING:
            copy_database(backup, db_path)
            os.chmod(db_path, 0o600)
            sync_folder(db_path.parent)
            return None
        aside = _aside_path(db_path, now)
        if live.status in (integrity.OK, integrity.NEWER):
            _restore_into_live(db_path, backup, aside)
        else:
            _swap_files(db_path, backup, aside)
        return aside
    finally:
        if lock is not None:
            lock.release()


def _restore_into_live(db_path: Path, backup: Path, aside: Path) -> None:
    """Copy the live file aside, then the backup into it, each with the backup API (it waits
    for a writer's transaction and holds the file's lock while it copies)."""
    try:
        conn = sqlite3.connect(db_path, isolation_level=None, timeout=BUSY_TIMEOUT_MS / 1000)
    except sqlite3.Error as e:
        raise BackupError(str(e), "پایگاه داده برای بازگردانی باز نشد.") from e
    try:
        conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
        copy_database(conn, aside)
        src = untrusted.open_untrusted(backup)
        try:
            src.backup(conn)
        finally:
            src.close()
        problems = integrity.quick_check(conn)
    except sqlite3.Error as e:
        raise BackupError(f"restore failed: {e}", "بازگردانی ناکام ماند: " + str(e)) from e
    finally:
        conn.close()
    if problems:
        raise BackupError(
            f"restored file failed its check: {problems}",
            "پروندهٔ بازگردانده در بررسی سالم نبود؛ نسخهٔ پیشین کنار گذاشته شده است.",
        )
    sync_folder(db_path.parent)


def _swap_files(db_path: Path, backup: Path, aside: Path) -> None:
    """A live file SQLite cannot use (damaged, empty): move it, with its journals, aside and put
    a copy of the backup in its place."""
    incoming = db_path.with_name(db_path.name + ".restoring")
    copy_database(backup, incoming)
    os.replace(db_path, aside)
    for suffix in ("-wal", "-shm", "-journal"):
        extra = Path(str(db_path) + suffix)
        if extra.exists():
            os.replace(extra, Path(str(aside) + suffix))
    os.replace(incoming, db_path)
    os.chmod(db_path, 0o600)
    sync_folder(db_path.parent)


# --- what a cut-off backup or restore leaves ----------------------------------------------------


def leftovers(db_path: Path | str, folder: Path | str | None) -> list[Path]:
    """The partial and set-aside files a backup or a restore leaves: ``*.sqlite.part`` (and the
    manifest's ``.part``) in the backup folder; ``<db>.before-restore-*`` (with its journals)
    and ``<db>.restoring`` beside the database."""
    db_path = Path(db_path)
    found: list[Path] = []
    places = [(db_path.parent, lambda n: n.startswith(db_path.name + ".before-restore-")
               or n == db_path.name + ".restoring")]  # fmt: skip
    if folder is not None:
        places.append(
            (Path(folder), lambda n: (n.startswith(PREFIX) and n.endswith(".sqlite.part"))
             or n == MANIFEST + ".part")
        )  # fmt: skip
    for where, wanted in places:
        try:
            entries = list(where.iterdir())
        except OSError:
            continue
        found.extend(p for p in entries if wanted(p.name) and p.is_file() and not p.is_symlink())
    return sorted(set(found))


def clean_leftovers(
    db_path: Path | str,
    folder: Path | str | None,
    *,
    now: _dt.datetime | None = None,
    grace: _dt.timedelta = LEFTOVER_GRACE,
) -> list[Path]:
    """Remove the leftovers (see ``leftovers``) untouched for ``grace``; what was removed."""
    now = now or _dt.datetime.now()
    removed = []
    for p in leftovers(db_path, folder):
        try:
            if now - _dt.datetime.fromtimestamp(p.stat().st_mtime) < grace:
                continue
            p.unlink()
        except OSError:
            continue
        removed.append(p)
    return removed
