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

AFTER = 15  # commits each writer makes after the restore before it is told to stop


def _read_commit(proc) -> dict:
    line = proc.stdout.readline()
    assert line.strip(), "a writer stopped before it was told to"
    commit = json.loads(line)
    assert "n" in commit, f"a writer stopped before it was told to: {commit}"
    return commit


def test_two_writers_and_a_restore(office_db, db_path, tmp_path):
    add_person(office_db, first_name="پیش", last_name="ازپشتیبان")
    saved = backup.make_backup(office_db, tmp_path / "b", rotation=None)
    office_db.close()
    stop = tmp_path / "stop-writing"
    # the writers go on until told to stop: however loaded the machine, they are still writing
    # when the restore runs and they commit after it (no guess at how long 150 commits take)
    procs = _writers(db_path, 40, stop=stop)
    seen: list[list[dict]] = [[_read_commit(p) for _ in range(20)] for p in procs]  # writing
    aside = backup.restore(db_path, saved)
    restored_at = time.monotonic()
    for p, lines in zip(procs, seen, strict=True):
        while sum(c["t"] > restored_at + 0.05 for c in lines) < AFTER:
            lines.append(_read_commit(p))
    stop.touch()
    results = [_finish(p) for p in procs]
    commits = sum(final["done"] for _, final in results)
    errors = [e for _, final in results for e in final["errors"]]
    sys.stdout.write(f"\nconcurrency: commits={commits} errors={len(errors)}\n")
    assert errors == []
    for lines, (rest, final) in zip(seen, results, strict=True):
        lines.extend(rest)
        assert final["done"] == 2 * len(lines)  # every commit reported, none lost
        assert [c["n"] for c in lines] == list(range(len(lines)))

    live = open_database(db_path)
    try:
        names = {(r[0], r[1]) for r in live.execute("SELECT first_name, last_name FROM person")}
        later = [
            (f"نویسنده{tag}", f"شماره{c['n']}")
            for lines, tag in zip(seen, ("a", "b"), strict=True)
            for c in lines
            if c["t"] > restored_at + 0.05
        ]
        assert len(later) >= 2 * AFTER
        assert [n for n in later if n not in names] == []  # kept in the live file
        assert ("پیش", "ازپشتیبان") in names  # the backup's content is there
        numbers = [r[0] for r in live.execute("SELECT number FROM letter WHERE direction = 'in'")]
        assert len(numbers) == len(set(numbers))  # no number given twice
    finally:
        live.close()
    assert aside is not None and aside.exists()
