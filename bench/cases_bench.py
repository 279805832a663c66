"""How fast the register of cases answers on a busy office's archive.

    uv run python bench/cases_bench.py [--count 5000]

On a throw-away demo bakhsh with ``count`` cases filed over the last years (through the real
services, a quarter of them still open): filing one case, a search by name, the open cases of a
kind, one case's deadlines, the dashboard's whole list for a day (``attention.collect``), and the
chart's counts.
"""

from __future__ import annotations

import argparse
import datetime as _dt
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from desktop.demo import build_demo  # noqa: E402
from desktop.jalali import today  # noqa: E402
from desktop.services import attention, cases  # noqa: E402
from desktop.store.db import open_database  # noqa: E402


def ms(seconds: float) -> str:
    return f"{seconds * 1000:8.1f} ms"


def median(fn, n: int = 10) -> float:  # noqa: ANN001
    times = []
    for _ in range(n):
        t = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t)
    return statistics.median(times)


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--count", type=int, default=5000)
    args = parser.parse_args()
    rng = random.Random(14)
    day = today()
    with tempfile.TemporaryDirectory() as tmp:
        db = open_database(Path(tmp) / "bench.sqlite")
        build_demo(db, villages=24, farmers_per_village=20)
        farmers = [
            r[0] for r in db.execute("SELECT person_id FROM person_role WHERE role = 'farmer'")
        ]
        landlords = [
            r[0] for r in db.execute("SELECT person_id FROM person_role WHERE role = 'landlord'")
        ]
        kinds = ("member_complaint", "share_dispute", "dismissal")
        t = time.perf_counter()
        for i in range(args.count):
            filed = day - _dt.timedelta(days=rng.randrange(0, 3 * 365))
            cid = cases.register_case(
                db, kind=kinds[i % 3], filed_on=filed, subject=f"پروندهٔ آزمایشی {i}",
                complainants=[{"person_id": rng.choice(farmers)}],
                respondents=[{"person_id": rng.choice(landlords)}],
            ).id  # fmt: skip
            if i % 4:  # three in four are closed, with a reason
                cases.close_case(db, case_id=cid, on=filed, reason="سازش طرفین")
        filing = (time.perf_counter() - t) / args.count
        name = db.execute("SELECT last_name FROM person WHERE id = ?", [farmers[0]]).fetchone()[0]
        one = cases.list_cases(db, cases.CaseQuery(kinds=("member_complaint",), state="open"))[0][
            "id"
        ]
        print(
            f"{args.count} cases, {len(cases.list_cases(db, cases.CaseQuery(state='open'), limit=10**6))} open"
        )
        print(f"file one case (with its close, mean):      {ms(filing)}")
        print(
            f"search a name (first 1,000 matches):       {ms(median(lambda: cases.list_cases(db, cases.CaseQuery(text=name))))}"
        )
        print(
            f"open cases of one kind:                    {ms(median(lambda: cases.list_cases(db, cases.CaseQuery(kinds=('share_dispute',), state='open'))))}"
        )
        print(
            f"one case's deadlines:                      {ms(median(lambda: cases.case_deadlines(db, cases.get_case(db, one))))}"
        )
        print(
            f"the dashboard's list for today (collect):  {ms(median(lambda: attention.collect(db, day), 3))}"
        )
        print(
            f"the chart's counts:                        {ms(median(lambda: cases.open_counts(db)))}"
        )
        db.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
