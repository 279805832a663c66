"""A realistic demo bakhsh, and a large one for benchmarks. Both reproducible from a seed.

Here: the registers (villages, people, the office) and the letters, and ``build_demo_office``,
which adds every module's part after them: one module each (``councils``, ``funds``, ``cases``,
``land_reform``, ``timeline``, ``clerk``), listed in ``DEMO_PARTS``. Only ``--demo``, the
screenshot and template renderers, the benchmarks and the tests import this package."""

from __future__ import annotations

import datetime as _dt
import random

from sqlite_utils import Database

from desktop.domain.national_code import make_valid
from desktop.services import office, people, places
from desktop.services.people import search_text
from desktop.store.db import now_iso
from desktop.store.sort_keys import row_sort_key
from desktop.text import normalize

DEHESTANS = ["قمصر", "برزک", "نیاسر", "جوشقان", "کهنگ", "ارمک", "فین", "نشلج"]
VILLAGES = [
    "کامو", "چوگان", "آزران", "ورکان", "سادیان", "اسحاق‌آباد", "قهرود", "برزک", "مرق",
    "ویدوجا", "طاهرآباد", "کله", "نیاسر", "جوشقان", "مزرعهٔ آب‌شیرین", "خنب", "اسفیدان",
    "علی‌آباد", "حسن‌آباد", "نشلج", "وادقان", "سن‌سن", "ابوزیدآباد", "یزدل", "فخره", "لتحر",
    "تجره", "بیدگل", "مشهد اردهال", "کرکس", "زرین‌آباد", "دولت‌آباد",
]  # fmt: skip
FIRST_NAMES = [
    "علی", "حسن", "حسین", "محمد", "رضا", "مهدی", "عباس", "قاسم", "غلامرضا", "اسدالله",
    "فاطمه", "زهرا", "معصومه", "صغری", "کبری", "رقیه", "اکبر", "اصغر", "جعفر", "ابراهیم",
    "یدالله", "نصرالله", "حبیب", "کاظم", "مرتضی", "سکینه", "طاهره", "ربابه", "عزت‌الله", "ولی",
]  # fmt: skip
LAST_NAMES = [
    "رضایی", "کریمی", "احمدی", "حسینی", "محمدی", "صادقی", "جعفری", "نوروزی", "کاشانی",
    "قمصری", "برزکی", "نیاسری", "عباسی", "رحیمی", "موسوی", "طاهری", "یزدانی", "زارعی",
    "کشاورز", "باغبانی", "دهقان", "قناتی", "میرزایی", "ملکی", "اکبری", "سلطانی", "خانی",
]  # fmt: skip
KASHAN_PREFIX = "041"  # the registry office's prefix that starts a national code
PLACES_OF_ISSUE = ["کاشان", "قمصر", "نیاسر", "آران و بیدگل", "اصفهان", "نطنز"]


def _person_fields(rng: random.Random, serial: int) -> dict:
    born = _dt.date(1940, 1, 1) + _dt.timedelta(days=rng.randrange(0, 60 * 365))
    return {
        "first_name": rng.choice(FIRST_NAMES),
        "last_name": rng.choice(LAST_NAMES),
        "father_name": rng.choice(FIRST_NAMES[:20]),
        "id_number": str(rng.randrange(1, 99999)),
        "id_issue_place": rng.choice(PLACES_OF_ISSUE),
        "birth_date": born,
        "national_code": make_valid(f"{KASHAN_PREFIX}{serial:06d}"),
        "literate": rng.random() < 0.4,
        "convicted": rng.random() < 0.01,
    }


def build_demo(
    db: Database, *, seed: int = 1331, villages: int = 24, farmers_per_village: int = 8
) -> None:
    """Fill an empty database with a believable bakhsh, through the real services."""
    rng = random.Random(seed)
    office.save_office(
        db,
        office_name="بخشداری مرکزی کاشان",
        shahrestan="کاشان",
        bakhsh="مرکزی",
        bakhshdar="محمدحسین نوروزی",
    )
    dehestan_ids = [places.add_dehestan(db, name=n).id for n in DEHESTANS[:4]]
    serial = 1
    for i in range(villages):
        name = VILLAGES[i % len(VILLAGES)] + (
            "" if i < len(VILLAGES) else f" {i // len(VILLAGES) + 1}"
        )
        population = rng.randrange(120, 2400)
        village_id = places.add_village(
            db,
            name=name,
            dehestan_id=dehestan_ids[i % len(dehestan_ids)],
            kind="hamlet" if "مزرعه" in name else "village",
            population=population,
            households=population // rng.randrange(4, 7),
            water_sources=rng.sample(
                ["qanat", "river", "well_pump", "spring"], k=rng.randrange(1, 3)
            ),
            farming_type=rng.choice(["irrigated", "irrigated", "dry", "mixed"]),
            landlord_share_pct=rng.choice([None, 40, 50, 60]),
            has_municipality=False,
            tenure=rng.choice(["private", "private", "private", "waqf", "leased", "farmer_owned"]),
        ).id

        def person(role: str, share: int | None = None, village_id: int = village_id) -> int:
            nonlocal serial
            fields = _person_fields(rng, serial)
            serial += 1
            pid = people.add_person(db, **fields, residence_village_id=village_id).id
            people.add_role(
                db, person_id=pid, village_id=village_id, role=role, share_millidang=share
            )
            return pid

        shares = rng.choice([[6000], [4000, 2000], [3000, 1500, 1500], [2000, 2000, 2000]])
        for share in shares:
            person("landlord", share)
        person("kadkhoda")
        for _ in range(farmers_per_village):
            person("farmer")
        person(rng.choice(["gavband", "share_worker", "khoshneshin"]))


def bulk_fill(db: Database, *, people_count: int, villages_count: int, seed: int = 7) -> None:
    """A large bakhsh for benchmarks: rows written in bulk, in the same shape the services write."""
    rng = random.Random(seed)
    stamp = now_iso()
    with db.atomic():
        office_row = office.get_office(db)
        if office_row is None:
            office.save_office(
                db, office_name="بخشداری آزمایشی", shahrestan="کاشان", bakhsh="مرکزی",
                bakhshdar="بخشدار آزمایشی",
            )  # fmt: skip
        dehestans = [
            {
                "name": f"{DEHESTANS[i % len(DEHESTANS)]} {i + 1}",
                "created_at": stamp,
                "updated_at": stamp,
            }
            for i in range(max(1, villages_count // 50))
        ]
        for d in dehestans:
            d["name_norm"] = normalize(d["name"])
            d["sort_key"] = row_sort_key("dehestan", d)
        db.table("dehestan").insert_all(dehestans)
        dehestan_ids = [r[0] for r in db.execute("SELECT id FROM dehestan")]
        villages = []
        for i in range(villages_count):
            name = f"{VILLAGES[i % len(VILLAGES)]} {i + 1}"
            villages.append({
                "dehestan_id": dehestan_ids[i % len(dehestan_ids)], "name": name,
                "name_norm": normalize(name), "population": rng.randrange(50, 3000),
                "households": rng.randrange(10, 500), "water_sources": '["qanat"]',
                "sort_key": row_sort_key("village", {"name": name}),
                "created_at": stamp, "updated_at": stamp,
            })  # fmt: skip
        db.table("village").insert_all(villages, batch_size=1000)
        village_ids = [r[0] for r in db.execute("SELECT id FROM village")]
        rows = []
        for serial in range(1, people_count + 1):
            f = _person_fields(rng, serial)
            row = {
                **f, "birth_date": f["birth_date"].isoformat(), "literate": int(f["literate"]),
                "convicted": int(f["convicted"]), "iranian": 1,
                "residence_village_id": rng.choice(village_ids),
                "created_at": stamp, "updated_at": stamp,
            }  # fmt: skip
            row["search_norm"] = search_text(row)
            row["sort_key"] = row_sort_key("person", row)
            rows.append(row)
        db.table("person").insert_all(rows, batch_size=2000)


def add_demo_letters(db: Database, *, end: _dt.date | None = None) -> None:
    """The last two months of the register of letters, up to ``end`` (today): complaints
    received, receipts, one cancelled number (the cases' documents come with desktop.demo.cases).
    For ``--demo`` and the screenshots only."""
    from desktop.jalali import format_jalali
    from desktop.services import letters

    last = end or _dt.date.today()

    def day(days_before: int) -> str:
        return format_jalali(last - _dt.timedelta(days=days_before))

    def person(role: str, nth: int = 0) -> int:
        row = db.execute(
            "SELECT person_id FROM person_role WHERE role = ? AND retired_at IS NULL ORDER BY id LIMIT 1 OFFSET ?",
            [role, nth],
        ).fetchone()
        return int(row[0])

    discard = lambda _pdf: None  # noqa: E731 - the demo keeps the register, not the PDFs
    letters.register_incoming(
        db, sender="زارعین قریهٔ کامو", subject="شکایت از پرداخت‌نشدن سهم ده درصد زارعین",
        received_on=day(62), their_number="بی‌شماره",
    )  # fmt: skip
    letters.register_incoming(
        db, sender="فرمانداری کاشان", subject="بخشنامهٔ تشکیل شوراهای ده", received_on=day(59),
        their_number="۳۴۵۶/ف", their_date=day(63),
    )  # fmt: skip
    mistaken = letters.issue_document(db, template_key="receipt", record_id=person("farmer", 1),
                                      sink=discard, letter_date=day(40),
                                      params={"amount": 348_000}).id  # fmt: skip
    letters.cancel_letter(db, letter_id=mistaken, reason="مبلغ رسید اشتباه نوشته شده بود.")
    letters.issue_document(db, template_key="receipt", record_id=person("farmer", 1), sink=discard,
                           letter_date=day(40), params={"amount": 3_480_000,
                           "goods": "گندم، ۱۲۰۰، کیلوگرم\nجو، ۴۵۰، کیلوگرم"})  # fmt: skip


# Each module adds its demo records with one "module:function" line here; each function takes
# ``(db, today)`` and fills its part through the real services, after the registers and the
# letters. Order matters where a part builds on another (cases cite councils and funds).
DEMO_PARTS: tuple[str, ...] = (
    "desktop.demo.councils:fill",
    "desktop.demo.funds:fill",
    "desktop.demo.cases:fill",
    "desktop.demo.land_reform:fill",
    "desktop.demo.timeline:fill",
    "desktop.demo.clerk:fill",  # its letters are the last few days': after the others' (numbers follow dates)
)


def build_demo_office(db: Database, *, today: _dt.date | None = None) -> None:
    """The whole demo office: registers, letters, then every module's part, dated from today."""
    import importlib

    from desktop.jalali import today as jalali_today

    day = today or jalali_today()
    build_demo(db)
    add_demo_letters(db, end=day)
    for spec in DEMO_PARTS:
        module, _, name = spec.partition(":")
        getattr(importlib.import_module(module), name)(db, day)
