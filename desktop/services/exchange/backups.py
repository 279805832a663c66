"""Backups as user actions: a backup now, and a backup restored in place of the database."""

from __future__ import annotations

from pathlib import Path

from sqlite_utils import Database

from desktop.domain.errors import ValidationError
from desktop.services import audit as audit_service
from desktop.services.auth import require
from desktop.services.exchange.common import _file
from desktop.store import audit


def backup_now(db: Database, db_path: Path | str, *, kind: str = "manual") -> Path:
    """Back up into the office's backup folder; anyone may (it only reads). Logged when the
    database is writable."""
    from desktop.store import backup

    require(db, "read")  # a backup is a copy of everything: a signed-in user's act
    db_path = _file(db_path, "db_path")
    if kind not in backup.KINDS:
        raise ValidationError.single("kind", "گونهٔ پشتیبان نامعتبر است.")
    saved = backup.make_backup(db, backup.folder_for(db, db_path), kind=kind)
    try:
        with db.atomic():
            audit_service.log_event(db, "backup", "database", None, note=saved.name)
    except Exception:  # a read-only database keeps no log entry; the backup stands
        pass
    return saved


def restore_backup(db: Database, db_path: Path | str, backup_file: Path | str) -> Path | None:
    """Check ``backup_file``, close ``db`` and put the backup in its place; returns where the
    current file was kept. The program must open the database again afterwards."""
    from desktop.store import backup

    require(db, "restore")
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
            note = f"{Path(backup_file).name}; " + (f"پروندهٔ پیشین: {aside.name}" if aside else "")
            audit_service.log_event(restored, "restore", "database", None, note=note)
    finally:
        restored.close()
    return aside
