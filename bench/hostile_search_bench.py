"""Hostile searches on a filled register: how long each takes (issue 9 measured 70 s for a
250,000-word people search before searches were capped).

    uv run python bench/hostile_search_bench.py [--villages 100 --farmers 100]
"""

from __future__ import annotations

import argparse
import tempfile
import time
from pathlib import Path

from desktop.demo import build_demo
from desktop.services import audit, letters, queries
from desktop.store.db import open_database

SEARCHES = {
    "1 MB of one letter": "x" * 1_000_000,
    "250,000 words": "ab " * 250_000,
    "100,000 digits": "9" * 100_000,
    "lone surrogate": "علی\ud800",
    "NUL": "علی\x00رضا",
    "ordinary": "علی",
}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--villages", type=int, default=100)
    parser.add_argument("--farmers", type=int, default=100)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        db = open_database(Path(tmp) / "office.sqlite")
        started = time.perf_counter()
        build_demo(db, villages=args.villages, farmers_per_village=args.farmers)
        people = db.execute("SELECT count(*) FROM person").fetchone()[0]
        print(f"{people} people built in {time.perf_counter() - started:.1f} s")
        for label, text in SEARCHES.items():
            t0 = time.perf_counter()
            queries.people(db, queries.ListQuery(search=text))
            queries.people_count(db, queries.ListQuery(search=text), cap=1000)
            t1 = time.perf_counter()
            letters.list_letters(db, letters.LetterQuery(search=text))
            audit.log_page(db, audit.LogQuery(search=text))
            t2 = time.perf_counter()
            print(
                f"{label:>20}: people {1000 * (t1 - t0):7.1f} ms, letters+audit {1000 * (t2 - t1):7.1f} ms"
            )
        db.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
