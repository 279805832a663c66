"""Backup and restore of a large office database (1,000,000 records by default).

    uv run python bench/backup_bench.py [--records 1000000] [--runs 3] [--dir DIR]

Builds a database through open_database (so with the audit triggers: each person inserted also
writes its audit_log row), then times, each run on the same file:
- backup: ``desktop.store.backup.make_backup`` — online backup API in one step, journal mode
  switched, ``quick_check`` of the copy, fsync, rename;
- check: ``desktop.store.integrity.inspect_file`` — the quick check made at every start-up;
- restore: ``desktop.store.backup.restore`` — full ``integrity_check`` of the backup, copy,
  current file moved aside — followed by ``open_database`` on the restored file (what the
  program does next).
Prints the file sizes and the median/min/max of each.
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import tempfile
import time
from pathlib import Path

from desktop.services.people import search_text
from desktop.store import backup, integrity
from desktop.store.db import now_iso, open_database

FIRST = ["علی", "حسن", "مریم", "زهرا", "رضا", "فاطمه", "محمد", "تقی"]
LAST = ["رضایی", "کریمی", "احمدی", "حسینی", "موسوی", "نوری", "صادقی", "جعفری"]


def build(path: Path, records: int) -> float:
    start = time.perf_counter()
    db = open_database(path)
    stamp = now_iso()
    batch = 50_000
    for base in range(0, records, batch):
        rows = []
        for i in range(base, min(base + batch, records)):
            values = {
                "first_name": FIRST[i % 8],
                "last_name": f"{LAST[i % 7]}{i}",
                "father_name": FIRST[(i // 8) % 8],
            }
            rows.append(
                (
                    values["first_name"],
                    values["last_name"],
                    values["father_name"],
                    search_text(values),
                    stamp,
                    stamp,
                )
            )
        with db.atomic():
            db.conn.executemany(
                "INSERT INTO person(first_name, last_name, father_name, search_norm, created_at, updated_at) "
                "VALUES (?, ?, ?, ?, ?, ?)",
                rows,
            )
    db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    db.close()
    return time.perf_counter() - start


def summary(name: str, times: list[float]) -> str:
    return (
        f"{name:8} median {statistics.median(times):6.2f} s   "
        f"min {min(times):6.2f} s   max {max(times):6.2f} s   ({len(times)} runs)"
    )


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--records", type=int, default=1_000_000)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--dir", type=Path, help="where to build (default: a temporary folder)")
    args = parser.parse_args()
    work = Path(args.dir or tempfile.mkdtemp(prefix="backup-bench-"))
    work.mkdir(parents=True, exist_ok=True)
    path = work / "office.sqlite"
    folder = work / "backups"
    try:
        print(f"building {args.records:,} people (+ as many audit rows) in {path} …", flush=True)
        built = build(path, args.records)
        people = args.records
        print(f"built in {built:.1f} s; file {path.stat().st_size / 2**20:.0f} MiB")
        backups, restores, checks = [], [], []
        for run in range(args.runs):
            start = time.perf_counter()
            assert integrity.inspect_file(path).ok  # the start-up quick check
            checks.append(time.perf_counter() - start)
            start = time.perf_counter()
            saved = backup.make_backup(path, folder, kind="bench", rotation=None)
            backups.append(time.perf_counter() - start)
            start = time.perf_counter()
            aside = backup.restore(path, saved)
            db = open_database(path)
            count = db.execute("SELECT count(*) FROM person").fetchone()[0]
            db.close()
            restores.append(time.perf_counter() - start)
            assert count == people, (count, people)
            if aside is not None:
                aside.unlink()
            print(f"run {run + 1}: backup {backups[-1]:.2f} s ({saved.stat().st_size / 2**20:.0f} MiB), "
                  f"restore + reopen {restores[-1]:.2f} s", flush=True)  # fmt: skip
            saved.unlink()
        print(summary("backup", backups))
        print(summary("restore", restores))
        print(summary("check", checks) + "  (start-up quick_check)")
    finally:
        if args.dir is None:
            shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
