"""The land-reform lists on a large bakhsh: the owners with their holdings computed, and the
recipients with their standing (both are computed per row by the rules core).

    uv run python bench/land_bench.py [--owners 2000] [--parcels 5] [--allocations 500]

Rows are written in bulk in the services' shape; prints the time of each list (median of 3).
"""

from __future__ import annotations

import argparse
import datetime as dt
import statistics
import tempfile
import time
from pathlib import Path

from desktop.rules import RULE_VERSION
from desktop.services import land_reform as lr
from desktop.store.db import now_iso, open_database


def build(path: Path, owners: int, parcels: int, allocations: int) -> None:
    db = open_database(path)
    stamp = now_iso()
    s = {"created_at": stamp, "updated_at": stamp}
    with db.atomic():
        db.table("dehestan").insert({"name": "د", "name_norm": "د", "sort_key": "د", **s})
        db.table("village").insert(
            {"dehestan_id": 1, "name": "آ", "name_norm": "آ", "sort_key": "آ", **s}
        )
        db.table("person").insert_all(
            {"first_name": "مالک", "last_name": str(i), "search_norm": f"مالک {i}", "sort_key": f"{i:08d}", **s}
            for i in range(owners + allocations)
        )  # fmt: skip
        db.table("land_parcel").insert_all(
            {"owner_id": 1 + i // parcels, "village_id": 1, "kind": ("irrigated", "dry", "fallow")[i % 3],
             "area_m2": 1_000_000 + i, "ownership": "sole", "share_millidang": 6000, **s}
            for i in range(owners * parcels)
        )  # fmt: skip
        for k in range(allocations):
            person = owners + 1 + k
            sid = db.table("land_surplus").insert({
                "village_id": 1, "kind": "dry", "area_m2": 80_000, "price_rials": 400_000,
                "regional_min_m2": 50_000, "taken_on": "1990-01-01", "label": f"ق {k}", **s}).last_pk  # fmt: skip
            aid = db.table("land_applicant").insert({
                "surplus_id": sid, "person_id": person, "priority_class": "a", "children": 1,
                "eligible": 1, "applied_on": "1990-01-01", **s}).last_pk  # fmt: skip
            lid = db.table("land_allocation").insert({
                "surplus_id": sid, "applicant_id": aid, "person_id": person, "seed": "s", "ranking": "[]",
                "allocated_on": "1990-01-01", "price_rials": 400_000, "first_due": "1991-01-01",
                "explanation": "", "regime": "land-1339", "rule_version": RULE_VERSION, **s}).last_pk  # fmt: skip
            db.table("land_instalment").insert_all(
                {"allocation_id": lid, "number": n + 1, "due_on": f"{1991 + n}-01-01", "rials": 40_000, **s}
                for n in range(10)
            )  # fmt: skip
            db.table("land_payment").insert(
                {"allocation_id": lid, "paid_on": "1991-01-01", "rials": 40_000, **s}
            )
    db.close()


def timed(fn) -> float:  # noqa: ANN001
    runs = []
    for _ in range(3):
        start = time.perf_counter()
        fn()
        runs.append(time.perf_counter() - start)
    return statistics.median(runs)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--owners", type=int, default=2000)
    ap.add_argument("--parcels", type=int, default=5)
    ap.add_argument("--allocations", type=int, default=500)
    a = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "land.sqlite"
        build(path, a.owners, a.parcels, a.allocations)
        db = open_database(path)
        today = dt.date(2026, 11, 30)
        print(
            f"owners list, {a.owners} owners × {a.parcels} parcels: {timed(lambda: lr.owners(db)):.3f} s"
        )
        print(f"one holding: {timed(lambda: lr.holding_of(db, 1)) * 1000:.2f} ms")
        print(f"recipients list, {a.allocations} recipients × 10 instalments: "
              f"{timed(lambda: lr.allocations(db, today)):.3f} s")  # fmt: skip
        db.close()


if __name__ == "__main__":
    main()
