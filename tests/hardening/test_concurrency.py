"""Two writer processes through the services layer and a restore in the middle of their writing
(issue 9): no raw SQLite error and no error at all, every commit made after the restore is in the
live file, and the register's numbers stay unique."""

from __future__ import annotations

import json
import sys
import time

from desktop.services.people import add_person
from desktop.store import backup
from desktop.store.db import open_database
from tests.hardening.test_files import _finish, _writers


def test_two_writers_and_a_restore(office_db, db_path, tmp_path):
    add_person(office_db, first_name="پیش", last_name="ازپشتیبان")
    saved = backup.make_backup(office_db, tmp_path / "b", rotation=None)
    office_db.close()
    procs = _writers(db_path, 150)
    for p in procs:  # both are writing
        assert p.stdout is not None
    early = [[json.loads(p.stdout.readline()) for _ in range(20)] for p in procs]  # type: ignore[union-attr]
    aside = backup.restore(db_path, saved)
    restored_at = time.monotonic()
    results = [_finish(p) for p in procs]
    commits = sum(final["done"] for _, final in results)
    errors = [e for _, final in results for e in final["errors"]]
    sys.stdout.write(f"\nconcurrency: commits={commits} errors={len(errors)}\n")
    assert errors == []
    assert commits == 2 * 150 * 2

    live = open_database(db_path)
    try:
        names = {(r[0], r[1]) for r in live.execute("SELECT first_name, last_name FROM person")}
        later = [
            (f"نویسنده{tag}", f"شماره{c['n']}")
            for (lines, _), tag in zip(results, ("a", "b"), strict=True)
            for c in lines
            if c["t"] > restored_at + 0.05
        ]
        assert later, "the writers finished before the restore"
        assert [n for n in later if n not in names] == []  # kept in the live file
        assert ("پیش", "ازپشتیبان") in names  # the backup's content is there
        numbers = [r[0] for r in live.execute("SELECT number FROM letter WHERE direction = 'in'")]
        assert len(numbers) == len(set(numbers))  # no number given twice
    finally:
        live.close()
    assert aside is not None and aside.exists()
    del early
