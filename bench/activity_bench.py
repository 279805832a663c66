"""The report of the bakhsh's work at scale: ``activity`` over a year and over three years.

    uv run python bench/activity_bench.py [--copies 2000] [--runs 5] [--dir DIR]

Builds the demo office (every module, through the services), then multiplies its receipts,
deposits, expenses, letters and cases ``--copies`` times (the copies spread over ten Jalali
years, 1396-1405, each with its own receipt, letter and case number; audit triggers stay on), and
times (median of ``--runs``) ``activity.activity`` for the year and for the three years up to
today, and the whole printed report (``letters.render_draft``) for the year.
"""

from __future__ import annotations

import argparse
import datetime as dt
import statistics
import tempfile
import time
from pathlib import Path

from desktop.demo import build_demo_office
from desktop.jalali import format_jalali, today
from desktop.services import letters
from desktop.services.activity import activity
from desktop.store.db import open_database

DAYS_BACK = 3650  # the copies spread over ten years before the demo's day


def multiply(db, copies: int) -> dict[str, int]:  # noqa: ANN001
    """Copies of the flows, each shifted back by a different number of days."""
    with db.atomic():
        for i in range(1, copies + 1):
            back = f"-{(i * 7919) % DAYS_BACK} days"
            db.execute(
                "INSERT INTO fund_payment (fund_id, obligation_id, kind, receipt_year, receipt_no, "
                "received_on, amount_rials, commodity, grams, store_id, payer, regime, "
                "village_rials, dehestan_rials, bakhsh_rials, shahrestan_rials, "
                "bakhsh_to_shahrestan_rials, created_at, updated_at) "
                "SELECT fund_id, obligation_id, kind, receipt_year + ?, receipt_no, "
                "date(received_on, ?), amount_rials, commodity, grams, store_id, payer, regime, "
                "village_rials, dehestan_rials, bakhsh_rials, shahrestan_rials, "
                "bakhsh_to_shahrestan_rials, created_at, updated_at FROM fund_payment "
                "WHERE id <= 12",
                [i * 100, back],
            )
            for table, day in (("fund_deposit", "deposited_on"), ("fund_expense", "spent_on")):
                cols = [c.name for c in db[table].columns if c.name != "id"]
                picked = [f"date({day}, ?)" if c == day else c for c in cols]
                db.execute(
                    f"INSERT INTO {table} ({', '.join(cols)}) SELECT {', '.join(picked)} "
                    f"FROM {table} WHERE id <= 6",
                    [back],
                )
            db.execute(
                "INSERT INTO letter (direction, year, number, letter_date, counterpart, subject, "
                "subject_norm, status, created_at, updated_at, number_text, reply_due) "
                "SELECT direction, year + ?, number, date(letter_date, ?), counterpart, subject, "
                "subject_norm, status, created_at, updated_at, NULL, reply_due FROM letter "
                "WHERE id <= 29",
                [i * 100, back],
            )
            db.execute(
                "INSERT INTO case_file (kind, year, number, filed_on, regime, deciding_body, "
                "legal_basis, subject, state, decided_on, closed_on, search_norm, created_at, "
                "updated_at) SELECT kind, year + ?, number, date(filed_on, ?), regime, "
                "deciding_body, legal_basis, subject, state, date(decided_on, ?), "
                "date(closed_on, ?), search_norm, created_at, updated_at FROM case_file "
                "WHERE id <= 15",
                [i * 100, back, back, back],
            )
    return {t: db[t].count for t in ("fund_payment", "fund_deposit", "fund_expense", "letter",
                                      "case_file")}  # fmt: skip


def median_ms(fn, runs: int) -> float:  # noqa: ANN001
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        fn()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--copies", type=int, default=2000)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--dir", type=Path)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(dir=args.dir) as tmp:
        db = open_database(Path(tmp) / "bench.sqlite")
        build_demo_office(db)
        start = time.perf_counter()
        counts = multiply(db, args.copies)
        print(f"multiplied in {time.perf_counter() - start:.1f} s: {counts}")
        end = today()  # the copies reach back ten years from the demo's day
        year_ago, years_ago = end - dt.timedelta(days=365), end - dt.timedelta(days=3 * 365)
        year = median_ms(lambda: activity(db, date_from=year_ago, date_to=end), args.runs)
        three = median_ms(lambda: activity(db, date_from=years_ago, date_to=end), args.runs)
        params = {"recipient": "فرمانداری", "date_from": format_jalali(year_ago),
                  "date_to": format_jalali(end)}  # fmt: skip
        printed = median_ms(
            lambda: letters.render_draft(
                db, template_key="activity_report", record_id=None, params=params
            ),
            args.runs,
        )
        print(f"activity, a year: {year:.0f} ms; three years: {three:.0f} ms; printed, a year: "
              f"{printed:.0f} ms (median of {args.runs})")  # fmt: skip
        db.close()


if __name__ == "__main__":
    main()
