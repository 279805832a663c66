"""The funds' ledger at scale: 1,000,000 entries, then a fund statement and the balance check.

    uv run python bench/funds_bench.py [--entries 1000000] [--runs 5] [--dir DIR]

Builds the demo bakhsh (24 villages) through the services, opens every fund, then loads
``--entries`` balanced entries (two postings each, with their audit rows: the tables' triggers
stay on) spread over the ten Jalali years 1395–1404 and over the 30 funds, a fifth of them on the
bakhsh fund so that one fund is large. This bulk load writes the same rows ``ledger.post`` would,
in batches, the way an import of old books would; the per-act cost through the services is
timed separately at that scale. Then it times (median of ``--runs``):
- ``funds.statement`` of the bakhsh fund and of a village fund for the year 1404, before and
  after each year is closed with ``funds.close_period`` (which carries balances forward);
- ``funds.balance_check`` across all funds (every entry balanced per fund, every trial balance
  zero, no asset account negative) — a full scan by design;
- ``funds.record_payment`` + ``record_deposit`` + ``record_expense`` through the services, 200
  times, on the loaded database.
"""

from __future__ import annotations

import argparse
import datetime as dt
import random
import statistics
import tempfile
import time
from pathlib import Path

from desktop.demo import build_demo
from desktop.jalali import farvardin_first, format_jalali
from desktop.services import funds, office
from desktop.services.funds.ledger import _account_id, _funds_of_village
from desktop.store.db import now_iso, open_database

YEARS = range(1395, 1405)
KINDS = (  # (entry kind, debit code, credit code)
    ("receipt", "cash", "levy:small_owner_village"),
    ("deposit", "bank", "cash"),
    ("expense", "expense:drinking_water", "bank"),
)


def timed(fn, runs: int) -> tuple[float, object]:  # noqa: ANN001
    times, out = [], None
    for _ in range(runs):
        t = time.perf_counter()
        out = fn()
        times.append((time.perf_counter() - t) * 1000)
    return statistics.median(times), out


def load(db, entries: int) -> float:  # noqa: ANN001
    village_ids = [int(r[0]) for r in db.execute("SELECT id FROM village ORDER BY id").fetchall()]
    with db.atomic():
        for v in village_ids:
            _funds_of_village(db, v)
        all_funds = [int(r[0]) for r in db.execute("SELECT id FROM fund ORDER BY id").fetchall()]
        bakhsh = int(db.execute("SELECT id FROM fund WHERE level = 'bakhsh'").fetchone()[0])
        acc = {
            (f, code): _account_id(db, f, code)
            for f in all_funds
            for _k, d, c in KINDS
            for code in (d, c)
        }
    days = [(farvardin_first(y), 365) for y in YEARS]
    rng = random.Random(1331)
    stamp = now_iso()
    next_entry = int(db.execute("SELECT coalesce(max(id), 0) FROM ledger_entry").fetchone()[0]) + 1
    start = time.perf_counter()
    batch = 20_000
    seq = dict.fromkeys(
        all_funds, 0
    )  # each fund receives, deposits, spends in turn: never negative
    for base in range(0, entries, batch):
        e_rows, p_rows = [], []
        for i in range(base, min(base + batch, entries)):
            fund = bakhsh if i % 5 == 0 else rng.choice(all_funds)
            first, span = days[i * len(days) // entries]
            on = (first + dt.timedelta(days=(i * 365 * len(days) // entries) % span)).isoformat()
            kind, debit, credit = KINDS[seq[fund] % 3]
            seq[fund] += 1
            amount = (
                1_000 + (i % 97) * 10
            )  # receipts 1,000..1,960; deposits and expenses follow them
            if kind != "receipt":
                amount = 900
            eid = next_entry + i
            e_rows.append((eid, on, kind, f"سند آزمایشی {i}", stamp, stamp))
            p_rows.append((eid, fund, acc[(fund, debit)], on, amount, stamp, stamp))
            p_rows.append((eid, fund, acc[(fund, credit)], on, -amount, stamp, stamp))
        with db.atomic():
            db.conn.executemany(
                "INSERT INTO ledger_entry (id, posted_on, kind, memo, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)",
                e_rows,
            )
            db.conn.executemany(
                "INSERT INTO ledger_posting (entry_id, fund_id, account_id, posted_on, rials, created_at, updated_at) "
                "VALUES (?, ?, ?, ?, ?, ?, ?)",
                p_rows,
            )
    return time.perf_counter() - start


def services_round(db, n: int) -> float:  # noqa: ANN001
    """n payments, deposits and expenses through the real services on the loaded books."""
    v = int(db.execute("SELECT id FROM village ORDER BY id LIMIT 1").fetchone()[0])
    landlord = int(db.execute("SELECT id FROM person ORDER BY id LIMIT 1").fetchone()[0])
    day = format_jalali(farvardin_first(1405))
    a = funds.assess(db, village_id=v, landlord_id=landlord, income_kind="small_owner_village",
                     assessed_on=day, base_rials=10**12).id  # fmt: skip
    ob = funds.confirm_assessment(db, assessment_id=a, due_on=day).id
    fid = funds.get_obligation(db, ob)["fund_id"]
    start = time.perf_counter()
    for i in range(n):
        p = funds.record_payment(db, obligation_id=ob, received_on=day, amount_rials=10_000).id
        funds.record_deposit(
            db, fund_id=fid, deposited_on=day, slip_number=str(i), bank="بانک", payment_ids=[p]
        )
        funds.record_expense(db, fund_id=fid, spent_on=day, category="roads", amount_rials=1_000, payee="x",
                             decision_number=str(i), decision_date=day)  # fmt: skip
    return (time.perf_counter() - start) * 1000 / (3 * n)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--entries", type=int, default=1_000_000)
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--dir", type=Path, default=None)
    args = ap.parse_args()
    with tempfile.TemporaryDirectory(dir=args.dir) as tmp:
        path = Path(tmp) / "funds.sqlite"
        db = open_database(path)
        build_demo(db)
        office.save_office(
            db,
            office_name="بخشداری",
            shahrestan="کاشان",
            bakhsh="مرکزی",
            bakhshdar="نوروزی",
            regime="1334",
        )
        took = load(db, args.entries)
        postings = db.execute("SELECT count(*) FROM ledger_posting").fetchone()[0]
        print(f"loaded {args.entries:,} entries ({postings:,} postings, audit rows included) in {took:.1f} s; "
              f"file {path.stat().st_size / 2**20:.0f} MiB")  # fmt: skip
        bakhsh = int(db.execute("SELECT id FROM fund WHERE level = 'bakhsh'").fetchone()[0])
        village = int(
            db.execute(
                "SELECT id FROM fund WHERE level = 'village' ORDER BY id LIMIT 1"
            ).fetchone()[0]
        )
        y0, y1 = (
            format_jalali(farvardin_first(1404)),
            format_jalali(farvardin_first(1405) - dt.timedelta(days=1)),
        )
        n_bakhsh = db.execute(
            "SELECT count(*) FROM ledger_posting WHERE fund_id = ?", [bakhsh]
        ).fetchone()[0]
        for label in ("open books", "each year closed"):
            if label == "each year closed":
                t = time.perf_counter()
                for y in YEARS[:-1]:
                    funds.close_period(
                        db,
                        through=farvardin_first(y + 1) - dt.timedelta(days=1),
                        reason="بستن سال",
                    )
                print(f"closing nine years (all funds): {time.perf_counter() - t:.1f} s")
            ms, st = timed(lambda: funds.statement(db, fund_id=bakhsh, start=y0, end=y1), args.runs)
            print(f"[{label}] statement of the bakhsh fund ({n_bakhsh:,} postings) for 1404: {ms:.1f} ms "
                  f"(closing {st.closing_rials:,} rials)")  # type: ignore[attr-defined]  # fmt: skip
            ms, _ = timed(lambda: funds.statement(db, fund_id=village, start=y0, end=y1), args.runs)
            print(f"[{label}] statement of a village fund for 1404: {ms:.1f} ms")
        ms, bc = timed(lambda: funds.balance_check(db), max(1, args.runs // 2))
        print(f"balance check of all {len(bc.funds)} funds: {ms:.0f} ms (ok={bc.ok})")  # type: ignore[attr-defined]
        print(f"one act through the services at this scale: {services_round(db, 200):.1f} ms")
        db.close()


if __name__ == "__main__":
    main()
