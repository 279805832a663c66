"""How fast the councils' work is on a large village and a crowded election.

    uv run python bench/councils_bench.py [--people 2000] [--candidates 300]

On a throw-away database: drawing the voter roll (each person checked by the rules core) for a
village of N people; the count of an election of M candidates with many ties (the lot); and the
councils page's queries (list, members, empty seats) on the demo's councils.
"""

from __future__ import annotations

import argparse
import datetime as dt
import random
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from desktop.demo import build_demo  # noqa: E402
from desktop.demo.councils import fill  # noqa: E402
from desktop.jalali import parse_jalali  # noqa: E402
from desktop.rules.elections import compute_election_count  # noqa: E402
from desktop.services import councils, people, places  # noqa: E402
from desktop.store.db import open_database  # noqa: E402


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.1f} ms"


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--people", type=int, default=2000)
    ap.add_argument("--candidates", type=int, default=300)
    args = ap.parse_args()
    rng = random.Random(7)
    with tempfile.TemporaryDirectory() as tmp:
        db = open_database(Path(tmp) / "bench.sqlite")
        build_demo(db, villages=8, farmers_per_village=4)
        fill(db, dt.date.today())
        d = places.add_dehestan(db, name="آزمایشی").id
        v = places.add_village(db, name="ده بزرگ", dehestan_id=d).id
        with db.atomic():
            for i in range(args.people):
                pid = people.add_person(db, first_name="زارع", last_name=f"شماره {i}",
                                        birth_date=dt.date(1900 + rng.randrange(40), 1, 1),
                                        residence_village_id=v, convicted=rng.random() < 0.02).id  # fmt: skip
                if rng.random() < 0.8:
                    people.add_role(db, person_id=pid, village_id=v, role="farmer")
        t = time.perf_counter()
        e = councils.open_election(db, village_id=v, held_on="1332/06/01", seed="bench").id
        roll = time.perf_counter() - t
        on = sum(r["on_roll"] for r in councils.roll_of(db, e))
        print(f"voter roll of {args.people} people ({on} on it): {ms(roll)}")
        cands = [{"id": str(i), "votes": rng.randrange(0, 20)} for i in range(args.candidates)]
        t = time.perf_counter()
        r = compute_election_count(regime="1331", on=parse_jalali("1332/06/01"), candidates=cands,
                                   seed="bench", roll_size=1000, ballots_cast=900)  # fmt: skip
        print(
            f"count of {args.candidates} candidates (lot used: {r.lot_used}): {ms(time.perf_counter() - t)}"
        )
        t = time.perf_counter()
        for c in councils.list_councils(db):
            councils.members_of(db, c["id"], all_rows=True)
            councils.empty_seats(db, c["id"])
            councils.sessions_of(db, c["id"])
        print(
            f"councils page queries for {len(councils.list_councils(db))} councils: {ms(time.perf_counter() - t)}"
        )
        db.close()


if __name__ == "__main__":
    main()
