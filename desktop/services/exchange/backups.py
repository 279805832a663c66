"""Backups as user actions: a backup now, and a backup restored in place of the database."""

from __future__ import annotations

from pathlib import Path

from sqlite_utils import Database

from desktop.domain.errors import ValidationError
from desktop.domain.fields import Checker
from desktop.services import audit as audit_service
from desktop.services.change import Change
from desktop.services.door import action
from desktop.services.exchange.common import _file
from desktop.services.office import set_setting
from desktop.store import audit
from desktop.text import to_persian_digits


@action(right="backup", transaction=False)
def backup_now(db: Database, db_path: Path | str, *, kind: str = "manual") -> Path:
    """A backup the clerk asks for, to carry away: a copy of everything, the users' password
    hashes included, so only a role that may see all of it (``backup``: the administrator)
    may make one. Logged when the database is writable."""
    return _back_up(db, db_path, kind)


@action(right="read", transaction=False)
def scheduled_backup(db: Database, db_path: Path | str, *, kind: str = "auto") -> Path:
    """The program's own backup (daily, and on closing) into the folder the administrator set:
    made for whoever is signed in, since it leaves the file where it already is."""
    if kind not in ("auto", "close"):
        raise ValidationError.single("kind", "گونهٔ پشتیبان نامعتبر است.")
    return _back_up(db, db_path, kind)


@action(right="settings")
def set_backups_kept(db: Database, *, automatic: int) -> Change:
    """How many of each kind of automatic backup (daily, on closing) rotation keeps; a manual
    backup is kept until the clerk removes it."""
    from desktop.store import backup

    c = Checker()
    n = c.integer("automatic", automatic, required=True, minimum=1, maximum=backup.MAX_KEEP)
    c.raise_if_any()
    set_setting(db, backup.KEEP_SETTING, n)
    return Change.of("settings")


@action(right="read", transaction=False)
def clean_leftovers(db: Database, db_path: Path | str) -> str | None:
    """Remove what cut-off backups and restores left a week or more ago (a ``.part`` backup, the
    copy set aside before a restore); what to tell the clerk (None: nothing was removed). The
    program's own housekeeping at start-up, for whoever is signed in, like its daily backup."""
    from desktop.store import backup

    db_path = _file(db_path, "db_path")
    removed = backup.clean_leftovers(db_path, backup.folder_for(db, db_path))
    if not removed:
        return None
    days = to_persian_digits(str(backup.LEFTOVER_GRACE.days))
    named = list(dict.fromkeys(backup.describe(p) for p in removed))  # a file and its journal
    names = "؛ ".join(named[:5]) + ("؛ …" if len(named) > 5 else "")
    return (
        f"{to_persian_digits(str(len(removed)))} پروندهٔ نیمه‌کاره یا کنارگذاشته از پشتیبان‌گیری "
        f"و بازگردانی که بیش از {days} روز مانده بود پاک شد: {names}"
    )


def _back_up(db: Database, db_path: Path | str, kind: str) -> Path:
    from desktop.store import backup

    db_path = _file(db_path, "db_path")
    if kind not in backup.KINDS:
        raise ValidationError.single("kind", "گونهٔ پشتیبان نامعتبر است.")
    saved = backup.make_backup(
        db, backup.folder_for(db, db_path), kind=kind, rotation=backup.rotation_for(db)
    )
    try:
        with db.atomic():
            audit_service.log_event(db, "backup", "database", None, note=saved.name)
    except Exception:  # a read-only database keeps no log entry; the backup stands
        pass
    return saved


@action(right="restore", transaction=False)
def restore_backup(db: Database, db_path: Path | str, backup_file: Path | str) -> Path | None:
    """Check ``backup_file``, close ``db`` and put the backup in its place; returns where the
    current file was kept. The program must open the database again afterwards."""
    from desktop.store import backup

    db_path, backup_file = _file(db_path, "db_path"), _file(backup_file, "backup_file")
    report = backup.check_backup(backup_file)
    if not report.ok:
        raise backup.BackupError(f"backup refused: {report.status}", report.message_fa)
    from desktop.store.db import open_database

    actor = audit.state_of(db.conn).actor
    db.close()
    aside = backup.restore(db_path, backup_file)
    restored = open_database(db_path)  # migrates a backup from an older version
    try:
        audit.set_actor(restored.conn, actor)
        with restored.atomic():
            note = f"{Path(backup_file).name}؛ " + (f"پروندهٔ پیشین: {aside.name}" if aside else "")
            audit_service.log_event(restored, "restore", "database", None, note=note)
    finally:
        restored.close()
    return aside
