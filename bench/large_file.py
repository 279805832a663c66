"""The large all-modules file: a shahrestan's worth of records, for the benchmark suite.

    uv run python bench/large_file.py [--scale 1.0] [--seed 1339] [--out PATH]

The demo office is built first through the real services (so every module's tables hold
believable, rule-checked rows), then the big tables are filled with bulk SQL consistent with the
schema the migrations made: villages and dehestans, people and their roles, letters, cases (each
copied from one of the demo's cases, so its regime, deciding body, article and steps are the
services' own, with its dates moved), village funds with their accounts, ledger entries and
balanced postings, and receipts. The audit triggers fire as they would, so the audit trail grows
with the rest. At scale 1.0: 1,000,000 people, 2,000 villages, 58,000 letters, 30,000 cases,
about 1,000,000 ledger postings, 12,000 receipts.

The file is cached (``cached_file``) outside the repository, under the user's cache folder
(``$XDG_CACHE_HOME`` or ``~/.cache``, ``bakhsh-office-bench``; ``BAKHSH_BENCH_DIR`` chooses
another), keyed by scale, seed and the generator's version. A cached file built before a newer
migration is reused: it is migrated as an office's own file would be, by opening it, and renamed
to the schema it now has (building it again takes the better part of an hour).
"""

from __future__ import annotations

import argparse
import datetime as _dt
import json
import os
import random
import shutil
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from desktop.demo import FIRST_NAMES, LAST_NAMES, PLACES_OF_ISSUE, VILLAGES  # noqa: E402
from desktop.jalali import jalali_year  # noqa: E402
from desktop.jalali import today as jalali_today  # noqa: E402
from desktop.text import normalize, sort_key  # noqa: E402

VERSION = 1  # bump when the generated content changes, so cached files are rebuilt

FULL = {
    "dehestans": 60,
    "villages": 2000,
    "people": 1_000_000,
    "letters": 58_000,
    "cases": 30_000,
    "entries": 500_000,  # two postings each
    "payments": 12_000,
}
# names beyond the demo's: prefixes, and the Arabic letters a clerk's old keyboard typed
EXTRA_LAST = [
    "یزدی", "موحد", "دهقانی", "مولوی", "یزدان‌پناه", "موسی‌زاده", "ده‌نمکی", "كريمي", "علي‌پور",
    "رضوانی", "فراهانی", "نراقی", "آرانی", "بیدگلی", "اردهالی", "جوشقانی", "کهنگی", "فینی",
]  # fmt: skip
PREFIXES = ["", "", "", "میر", "حاج ", "ملا ", "سید "]
STAMP = "2026-01-01T00:00:00"


def sizes(scale: float) -> dict[str, int]:
    return {k: max(1, int(v * scale)) for k, v in FULL.items()}


LEGACY_DIR = Path(tempfile.gettempdir()) / "bakhsh-bench"  # where earlier runs kept it


def cache_dir() -> Path:
    chosen = os.environ.get("BAKHSH_BENCH_DIR")
    if chosen:
        root = Path(chosen)
    else:
        base = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache")
        root = base / "bakhsh-office-bench"
    root.mkdir(parents=True, exist_ok=True)
    return root


def _last_migration() -> str:
    from desktop.store.migrations import ORDER

    return ORDER[-1]


def cached_file(scale: float, seed: int = 1339, *, log=print) -> Path:  # noqa: ANN001
    """The large file for ``scale``, built once and kept under the bench data folder."""
    stem = f"large-s{scale:g}-seed{seed}-v{VERSION}"
    path = cache_dir() / f"{stem}-{_last_migration()}.sqlite"
    if not path.exists():
        _reuse_older(stem, path, log)
    if not path.exists():
        part = path.with_suffix(".part")
        for p in (part, Path(str(part) + "-wal"), Path(str(part) + "-shm")):
            p.unlink(missing_ok=True)
        started = time.perf_counter()
        build(part, scale=scale, seed=seed, log=log)
        part.rename(path)
        log(f"built {path.name} in {time.perf_counter() - started:.0f} s")
    return path


def _reuse_older(stem: str, path: Path, log) -> None:  # noqa: ANN001
    """A file of the same scale, seed and version built under an older schema (here or where
    earlier runs kept it): migrated by opening it, and moved to ``path``."""
    from desktop.store.db import open_database

    for folder in (path.parent, LEGACY_DIR):
        older = sorted(folder.glob(f"{stem}-m*.sqlite")) if folder.is_dir() else []
        if not older:
            continue
        found = older[-1]
        started = time.perf_counter()
        part = path.with_suffix(".part")
        if folder == path.parent:
            found.rename(part)  # ours: moved, no copy of gigabytes
        else:  # another checkout's may still use it: copied, left as it was
            shutil.copyfile(found, part)
        db = open_database(part)  # the program's own migrations, as an office's file
        db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        db.close()
        for suffix in ("-wal", "-shm"):
            Path(str(part) + suffix).unlink(missing_ok=True)
        part.rename(path)
        log(f"reused {found} (migrated in {time.perf_counter() - started:.0f} s) as {path.name}")
        return


def _days(rng: random.Random, end: _dt.date, years: float) -> _dt.date:
    return end - _dt.timedelta(days=rng.randrange(0, int(365 * years) + 1))


def build(path: Path, *, scale: float = 1.0, seed: int = 1339, log=print) -> dict[str, int]:  # noqa: ANN001, C901, PLR0915
    from desktop.demo import build_demo_office
    from desktop.domain.national_code import make_valid
    from desktop.store.db import open_database

    n = sizes(scale)
    rng = random.Random(seed)
    day = jalali_today()
    db = open_database(path)
    t = time.perf_counter()
    build_demo_office(db, today=day)
    log(f"  demo office through the services: {time.perf_counter() - t:.1f} s")
    conn = db.conn
    # a throw-away file built in one go: no journal (a WAL would hold every page a second
    # time), no syncs; the program's own WAL mode is set back at the end
    conn.execute("PRAGMA journal_mode = OFF")
    conn.execute("PRAGMA synchronous = OFF")
    conn.execute("PRAGMA cache_size = -262144")  # 256 MiB: the indexes grow in random order
    one = lambda sql, *a: conn.execute(sql, a).fetchone()[0]  # noqa: E731
    conn.execute("BEGIN")

    # --- places ---------------------------------------------------------------------------
    t = time.perf_counter()
    first_dehestan = one("SELECT coalesce(max(id), 0) FROM dehestan") + 1
    dehestans = []
    for i in range(n["dehestans"]):
        name = f"{VILLAGES[i % len(VILLAGES)]} {i + 1}"
        dehestans.append((first_dehestan + i, "دهستان " + name))
    conn.executemany(
        "INSERT INTO dehestan (id, name, name_norm, sort_key, created_at, updated_at) "
        "VALUES (?, ?, ?, ?, ?, ?)",
        [(i, nm, normalize(nm), sort_key(nm), STAMP, STAMP) for i, nm in dehestans],
    )
    first_village = one("SELECT coalesce(max(id), 0) FROM village") + 1
    village_rows = []
    for i in range(n["villages"]):
        name = f"{VILLAGES[i % len(VILLAGES)]} {i // len(VILLAGES) + 2}"
        population = rng.randrange(120, 2400)
        village_rows.append(
            (
                first_village + i, dehestans[i % len(dehestans)][0], name, normalize(name),
                population, population // rng.randrange(4, 7),
                json.dumps(rng.sample(["qanat", "river", "well_pump", "spring"], k=2)),
                rng.choice(["irrigated", "dry", "mixed"]), rng.choice([None, 40, 50, 60]),
                sort_key(name), STAMP, STAMP,
            )
        )  # fmt: skip
    conn.executemany(
        "INSERT INTO village (id, dehestan_id, name, name_norm, population, households, "
        "water_sources, farming_type, landlord_share_pct, sort_key, created_at, updated_at) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        village_rows,
    )
    villages = [r[0] for r in village_rows]
    log(f"  {len(dehestans)} dehestans, {len(villages)} villages: {time.perf_counter() - t:.1f} s")

    # --- people and roles -----------------------------------------------------------------
    t = time.perf_counter()
    lasts = [p + last for p in PREFIXES for last in LAST_NAMES + EXTRA_LAST]
    first_person = one("SELECT coalesce(max(id), 0) FROM person") + 1
    key_cache: dict[tuple[str, str, str], tuple[str, str]] = {}
    batch: list[tuple] = []
    roles: list[tuple] = []
    roles_pick = ("farmer",) * 6 + ("landlord", "gavband", "khoshneshin", "share_worker")

    def flush() -> None:
        conn.executemany(
            "INSERT INTO person (id, first_name, last_name, father_name, id_number, "
            "id_issue_place, birth_date, national_code, literate, residence_village_id, "
            "search_norm, sort_key, created_at, updated_at) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            batch,
        )
        batch.clear()

    for i in range(n["people"]):
        ident = first_person + i
        first, last, father = rng.choice(FIRST_NAMES), rng.choice(lasts), rng.choice(FIRST_NAMES)
        names = key_cache.get((first, last, father))
        if names is None:
            names = (normalize(f"{first} {last} {father}"), sort_key(last, first, father))
            key_cache[(first, last, father)] = names
        code = make_valid(f"{42_000_000 + i:09d}")
        id_number = str(rng.randrange(1, 99999))
        village = villages[i % len(villages)]
        born = _dt.date(1935, 1, 1) + _dt.timedelta(days=rng.randrange(0, 70 * 365))
        batch.append(
            (
                ident, first, last, father, id_number, rng.choice(PLACES_OF_ISSUE),
                born.isoformat(), code, int(rng.random() < 0.5), village,
                f"{names[0]} {code} {id_number}", names[1], STAMP, STAMP,
            )
        )  # fmt: skip
        if rng.random() < 0.4:
            role = rng.choice(roles_pick)
            share = rng.randrange(100, 6000) if role == "landlord" else None
            roles.append((ident, village, role, share, STAMP, STAMP))
        if len(batch) >= 20_000:
            flush()
    flush()
    conn.executemany(
        "INSERT INTO person_role (person_id, village_id, role, share_millidang, created_at, "
        "updated_at) VALUES (?, ?, ?, ?, ?, ?)",
        roles,
    )
    people = list(range(first_person, first_person + n["people"]))
    log(f"  {n['people']} people, {len(roles)} roles: {time.perf_counter() - t:.1f} s")

    # --- letters --------------------------------------------------------------------------
    t = time.perf_counter()
    numbers: dict[tuple[str, int], int] = {}
    for direction, year, number in conn.execute(
        "SELECT direction, year, max(number) FROM letter GROUP BY direction, year"
    ):
        numbers[(direction, year)] = number
    subjects = [
        "گزارش وضع قنات", "درخواست سهم عمران", "بخشنامهٔ انتخابات شورا", "شکایت زارعین",
        "صورت‌جلسهٔ شورای ده", "تقاضای وام کشاورزی", "ابلاغ رأی", "استعلام مالکیت",
    ]  # fmt: skip
    counterparts = ["فرمانداری", "ادارهٔ کشاورزی", "شورای ده", "بنگاه عمران", "دادگستری"]
    letter_rows = []
    for _ in range(n["letters"]):
        on = _days(rng, day, 12)
        direction = rng.choice(("out", "in"))
        year = jalali_year(on)
        number = numbers.get((direction, year), 0) + 1
        numbers[(direction, year)] = number
        who = f"{rng.choice(counterparts)} {rng.choice(VILLAGES)}"
        subject = rng.choice(subjects)
        reply_due = None
        if direction == "in" and rng.random() < 0.1:
            reply_due = (on + _dt.timedelta(days=10)).isoformat()
        letter_rows.append(
            (
                direction, year, number, on.isoformat(), who, subject,
                normalize(f"{who} {subject}"), f"{number}/{year}", reply_due, STAMP, STAMP,
            )
        )  # fmt: skip
    letter_rows.sort(key=lambda r: (r[3], r[0], r[2]))
    conn.executemany(
        "INSERT INTO letter (direction, year, number, letter_date, counterpart, subject, "
        "subject_norm, number_text, reply_due, created_at, updated_at) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        letter_rows,
    )
    log(f"  {len(letter_rows)} letters: {time.perf_counter() - t:.1f} s")

    # --- cases: each a copy of one of the demo's cases, its dates moved -------------------
    t = time.perf_counter()
    conn.row_factory = None
    cols = [r[1] for r in conn.execute("PRAGMA table_info(case_file)")]
    templates = [
        dict(zip(cols, r, strict=True))
        for r in conn.execute("SELECT * FROM case_file WHERE regime = '1334'")
    ]
    dismissal_kinds = {"dismissal", "trouble_maker"}
    complaints = [c for c in templates if c["kind"] not in dismissal_kinds]
    dismissals = [c for c in templates if c["kind"] in dismissal_kinds]
    events_of = {
        c["id"]: conn.execute(
            "SELECT step, on_date, state_after, amount_rials, note FROM case_event "
            "WHERE case_id = ? ORDER BY id",
            [c["id"]],
        ).fetchall()
        for c in templates
    }
    parties_of = {
        c["id"]: conn.execute(
            "SELECT side, notified_on, review_requested_on FROM case_party WHERE case_id = ? "
            "ORDER BY id",
            [c["id"]],
        ).fetchall()
        for c in templates
    }
    case_numbers: dict[int, int] = dict(
        conn.execute("SELECT year, max(number) FROM case_file GROUP BY year").fetchall()
    )
    next_case = one("SELECT coalesce(max(id), 0) FROM case_file") + 1
    next_party = one("SELECT coalesce(max(id), 0) FROM case_party") + 1
    date_cols = [c for c in cols if c.endswith("_on")]
    case_rows, party_rows, event_rows = [], [], []
    for i in range(n["cases"]):
        tpl = rng.choice(dismissals if i % 5 == 4 else complaints)
        filed = _days(rng, day, 6)
        shift = filed - _dt.date.fromisoformat(tpl["filed_on"])

        def moved(value: str | None, shift: _dt.timedelta = shift) -> str | None:
            return (_dt.date.fromisoformat(value) + shift).isoformat() if value else None

        row = dict(tpl)
        for c in date_cols:
            row[c] = moved(tpl[c])
        year = jalali_year(filed)
        number = case_numbers.get(year, 0) + 1
        case_numbers[year] = number
        row.update(
            id=next_case, year=year, number=number, village_id=rng.choice(villages),
            created_at=STAMP, updated_at=STAMP,
        )  # fmt: skip
        names = []
        for side, notified, review in parties_of[tpl["id"]]:
            person = rng.choice(people)
            names.append(str(person))
            party_rows.append(
                (next_party, next_case, side, person, moved(notified), moved(review), STAMP, STAMP)
            )
            next_party += 1
        row["search_norm"] = normalize(f"{number}/{year} {tpl['subject']} " + " ".join(names))
        case_rows.append(tuple(row[c] for c in cols))
        for step, on_date, state_after, amount, note in events_of[tpl["id"]]:
            event_rows.append(
                (next_case, step, moved(on_date), state_after, amount, note, STAMP, STAMP)
            )
        next_case += 1
    conn.executemany(
        f"INSERT INTO case_file ({', '.join(cols)}) VALUES ({', '.join('?' for _ in cols)})",
        case_rows,
    )
    conn.executemany(
        "INSERT INTO case_party (id, case_id, side, person_id, notified_on, review_requested_on, "
        "created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        party_rows,
    )
    conn.executemany(
        "INSERT INTO case_event (case_id, step, on_date, state_after, amount_rials, note, "
        "created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        event_rows,
    )
    log(f"  {len(case_rows)} cases, {len(party_rows)} parties: {time.perf_counter() - t:.1f} s")

    # --- funds: one per village, cash and levy accounts, balanced entries, receipts -------
    t = time.perf_counter()
    next_fund = one("SELECT coalesce(max(id), 0) FROM fund") + 1
    next_account = one("SELECT coalesce(max(id), 0) FROM fund_account") + 1
    funds = []  # (fund, cash account, income account, village)
    for village in villages:
        funds.append((next_fund, next_account, next_account + 1, village))
        next_fund += 1
        next_account += 2
    conn.executemany(
        "INSERT INTO fund (id, level, village_id, created_at, updated_at) "
        "VALUES (?, 'village', ?, ?, ?)",
        [(f, v, STAMP, STAMP) for f, _c, _i, v in funds],
    )
    conn.executemany(
        "INSERT INTO fund_account (id, fund_id, code, kind, created_at, updated_at) "
        "VALUES (?, ?, ?, ?, ?, ?)",
        [
            row
            for f, c, i, _v in funds
            for row in (
                (c, f, "cash", "asset", STAMP, STAMP),
                (i, f, "levy:development_duty", "income", STAMP, STAMP),
            )
        ],
    )
    next_entry = one("SELECT coalesce(max(id), 0) FROM ledger_entry") + 1
    receipts: dict[int, int] = dict(
        conn.execute("SELECT receipt_year, max(receipt_no) FROM fund_payment GROUP BY 1").fetchall()
    )
    entries, postings, payments = [], [], []
    for k in range(n["entries"]):
        fund, cash, income, village = rng.choice(funds)
        on = _days(rng, day - _dt.timedelta(days=1), 10)
        rials = rng.randrange(10, 5000) * 1000
        memo = "دریافت نقدی"
        source = (None, None)
        if k < n["payments"]:
            year = jalali_year(on)
            receipt = receipts.get(year, 0) + 1
            receipts[year] = receipt
            payer = f"{rng.choice(FIRST_NAMES)} {rng.choice(LAST_NAMES)}"
            memo = f"دریافت نقدی از {payer} (رسید {receipt}/{year})"
            payments.append(
                (
                    fund, year, receipt, on.isoformat(), rials, payer, rials, next_entry,
                    STAMP, STAMP,
                )
            )  # fmt: skip
        entries.append(
            (
                next_entry,
                on.isoformat(),
                "receipt",
                memo,
                "1334",
                source[0],
                source[1],
                STAMP,
                STAMP,
            )
        )
        postings.append((next_entry, fund, cash, on.isoformat(), rials, STAMP, STAMP))
        postings.append((next_entry, fund, income, on.isoformat(), -rials, STAMP, STAMP))
        next_entry += 1
    conn.executemany(
        "INSERT INTO ledger_entry (id, posted_on, kind, memo, regime, source_table, source_id, "
        "created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
        entries,
    )
    conn.executemany(
        "INSERT INTO ledger_posting (entry_id, fund_id, account_id, posted_on, rials, "
        "created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
        postings,
    )
    conn.executemany(
        "INSERT INTO fund_payment (fund_id, kind, receipt_year, receipt_no, received_on, "
        "amount_rials, payer, regime, village_rials, entry_id, created_at, updated_at) "
        "VALUES (?, 'cash', ?, ?, ?, ?, ?, '1334', ?, ?, ?, ?)",
        payments,
    )
    log(
        f"  {len(funds)} funds, {len(entries)} entries, {len(postings)} postings, "
        f"{len(payments)} receipts: {time.perf_counter() - t:.1f} s"
    )
    conn.execute("COMMIT")
    t = time.perf_counter()
    conn.execute("ANALYZE")
    conn.execute("PRAGMA journal_mode = WAL")
    counts = {
        table: one(f"SELECT count(*) FROM {table}")  # noqa: S608 - fixed names
        for table in (
            "person", "person_role", "village", "letter", "case_file", "fund", "ledger_posting",
            "fund_payment", "audit_log",
        )
    }  # fmt: skip
    db.close()
    log(f"  checkpoint and ANALYZE: {time.perf_counter() - t:.1f} s; {counts}")
    return counts


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--scale", type=float, default=1.0)
    parser.add_argument("--seed", type=int, default=1339)
    parser.add_argument("--out", type=Path, help="build here (default: the bench data cache)")
    args = parser.parse_args()
    if args.out:
        build(args.out, scale=args.scale, seed=args.seed)
        print(args.out)
    else:
        print(cached_file(args.scale, args.seed))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
