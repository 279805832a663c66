"""A file made by the first schema gains the audit trail and users, keeps its records, and
edits to its old records are audited from then on."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from desktop.services import audit as audit_service
from desktop.services.places import edit_dehestan
from desktop.store import audit
from desktop.store.db import open_database

FIXTURE = Path(__file__).parents[1] / "store" / "data" / "schema-0001.sqlite"


def test_first_schema_file_gains_audit_and_users(tmp_path):
    path = tmp_path / "old.sqlite"
    shutil.copy(FIXTURE, path)
    db = open_database(path)
    names = [r[0] for r in db.execute("SELECT name FROM _sqlite_migrations ORDER BY rowid")]
    assert names[0] == "0001_foundation" and "0003_audit_users" in names
    assert audit.coverage_problems(db) == []
    assert db.execute("SELECT count(*) FROM app_user").fetchone()[0] == 0
    (dehestan_id, name) = db.execute("SELECT id, name FROM dehestan").fetchone()
    assert audit_service.history(db, "dehestan", dehestan_id) == []  # the past is not invented
    edit_dehestan(db, dehestan_id, name=name + " نو")
    (entry,) = audit_service.history(db, "dehestan", dehestan_id)
    assert json.loads(entry["old"])["name"] == name
    db.close()
