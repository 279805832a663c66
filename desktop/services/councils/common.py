"""What the councils' services share: names by regime, dates, lookups, eligibility from records."""

from __future__ import annotations

import datetime as _dt

from sqlite_utils import Database

from desktop.domain.errors import ValidationError
from desktop.domain.fields import Checker, is_row_id
from desktop.jalali import InvalidDate, parse_jalali
from desktop.rules.councils import (
    BILL_COUNCILS_END,
    CompositionResult,
    analogy_prefix,
    compute_council_composition,
    compute_eligibility,
)
from desktop.rules.deadlines import compute_deadline
from desktop.rules.errors import RuleError
from desktop.rules.result import cites, num
from desktop.rules.timeline import regime_on
from desktop.services.door import read
from desktop.services.rows import _row_by_id

LEVEL_FA = {"village": "ده", "dehestan": "دهستان", "bakhsh": "بخش", "shahrestan_seat": "شهرستان"}
KIND_FA = {"principal": "عضو اصلی", "alternate": "عضو علی‌البدل", "ex_officio": "عضو به اعتبار سمت"}
OFFICE_FA = {
    "chair": "رئیس",
    "vice_chair": "نایب رئیس",
    "accountant": "محاسب",
    "treasurer": "صندوقدار",
}
SEAT_FA = {
    "landlord_representative": "نمایندهٔ مالک یا مالکین",
    "kadkhoda": "کدخدا",
    "elected_trustee": "معتمد محلی به انتخاب زارعین",
    "farmer_representative": "نمایندهٔ زارعین",
    "trustee": "معتمد مورد اعتماد مالک و زارع",
    "alternate": "عضو علی‌البدل",
    "village_delegate": "نمایندهٔ شورای ده",
    "elected_village_delegate": "نمایندهٔ منتخب انجمن‌های ده",
    "dehestan_delegate": "نمایندهٔ شورای دهستان",
    "bakhshdar": "بخشدار",
    "bakhshdar_presumed": "بخشدار",
    "agriculture": "رئیس یا نمایندهٔ کشاورزی",
    "health": "رئیس یا نمایندهٔ بهداری",
    "justice": "رئیس یا نمایندهٔ دادگستری",
    "agricultural_bank": "نمایندهٔ بانک کشاورزی",
    "bakhsh_delegate": "نمایندهٔ بخش در شورای شهرستان",
}
EX_OFFICIO_SEATS = frozenset(
    {"bakhshdar", "bakhshdar_presumed", "agriculture", "health", "justice", "agricultural_bank"}
)
DELEGATE_SEATS = frozenset(
    {"village_delegate", "elected_village_delegate", "dehestan_delegate", "bakhsh_delegate"}
)
FARMING_ROLES = ("farmer", "gavband", "share_worker")
# the 1334 law sets no voter or candidate conditions of its own; its art. 36 repeals only what
# contradicts it, so the office reads 1331 arts. 19-20 as still describing who may vote/stand
ELIGIBILITY_REGIME = "1331"
PERSONAL = frozenset({"citizenship", "age", "no_corruption_reputation", "no_criminal_conviction"})


def body_word(regime: str) -> str:
    """«شورا» under the 1331 bill, «انجمن» under the 1334 law."""
    return "انجمن" if regime == "1334" else "شورا"


def council_title(row: dict) -> str:
    """«شورای ده کامو», «انجمن دهستان قمصر», «شورای بخش»."""
    word = body_word(row["regime"])
    word = word + "ی" if word == "شورا" else word
    if row["level"] == "shahrestan_seat":
        return f"نمایندگان بخش در {word} شهرستان"
    title = f"{word} {LEVEL_FA[row['level']]}"
    place = row.get("village_name") or row.get("dehestan_name")
    return f"{title} {place}" if place else title


def text(c: Checker, field: str, value: object, **kw: object) -> str | None:
    """The checker's text, also refusing lone surrogates (they cannot be stored as UTF-8)."""
    if isinstance(value, str) and any("\ud800" <= ch <= "\udfff" for ch in value):
        c.fail(field, "متن نویسهٔ نامعتبر دارد.")
        return None
    return c.text(field, value, **kw)  # type: ignore[arg-type]


def as_date(c: Checker, field: str, value: object, *, required: bool = True) -> _dt.date | None:
    """A Jalali text or a date, with the checker's Persian message."""
    return c.date(field, value, required=required)


def parse_day(field: str, value: object) -> _dt.date:
    if isinstance(value, _dt.date):
        return value if not isinstance(value, _dt.datetime) else value.date()
    if isinstance(value, str) and value.strip():
        try:
            return parse_jalali(value)
        except (InvalidDate, ValueError):
            pass
    raise ValidationError.single(field, "تاریخ نامعتبر است.")


def regime_for(c: Checker, field: str, day: _dt.date | None) -> str | None:
    """The regime governing an act of ``day`` (the law's timeline), or a refusal on ``field``."""
    if day is None:
        return None
    try:
        return regime_on(day)
    except RuleError as e:
        c.fail(field, e.message_fa)
        return None


def composition(
    c: Checker, field: str, *, regime: str, level: str, on: _dt.date,
    villages: int | None = None, dehestans: int | None = None, bakhshes: int | None = None,
) -> CompositionResult | None:  # fmt: skip
    try:
        return compute_council_composition(
            regime=regime, level="shahrestan" if level == "shahrestan_seat" else level, on=on,
            villages=villages, dehestans=dehestans, bakhshes=bakhshes,
        )  # fmt: skip
    except RuleError as e:
        c.fail(field, e.message_fa)
        return None


def term_end(regime: str, start: _dt.date) -> tuple[_dt.date, int]:
    """The last day in office and the term in years (1331 م۳۴: 3; 1334 م۲۹: 2); a term of the
    1331 bill that would outlast it ends on 1334/05/04 (1334 م۳۶ and its note)."""
    term = compute_deadline(regime=regime, kind="council_term", start=start)
    end = term.due - _dt.timedelta(days=1)
    if regime in ("1331", "1331-original"):
        end = min(end, BILL_COUNCILS_END)
    return end, int(term.period)


_row = _row_by_id


COUNCIL_SQL = (
    "SELECT c.*, v.name AS village_name, d.name AS dehestan_name FROM council c "
    "LEFT JOIN village v ON v.id = c.village_id "
    "LEFT JOIN dehestan d ON d.id = coalesce(c.dehestan_id, v.dehestan_id) "
)


@read()
def get_council(db: Database, council_id: int) -> dict:
    found = _row(db, "council", council_id, COUNCIL_SQL + "WHERE c.id = ?")
    found["title"] = council_title(found)
    return found


def _live_person(db: Database, c: Checker, field: str, person_id: object) -> dict | None:
    if not is_row_id(person_id):
        c.fail(field, "شخص را از فهرست برگزینید.")
        return None
    rows = list(db.query("SELECT * FROM person WHERE id = ? AND retired_at IS NULL", [person_id]))
    if not rows:
        c.fail(field, "شخص را از فهرست برگزینید.")
        return None
    return rows[0]


def full_name(p: dict) -> str:
    return f"{p['first_name']} {p['last_name']}"


def _farming_in(db: Database, person_id: int, village_id: int, on: _dt.date) -> bool:
    return bool(
        db.execute(
            "SELECT 1 FROM person_role WHERE person_id = ? AND village_id = ? AND role IN "
            "('farmer', 'gavband', 'share_worker') AND (since IS NULL OR since <= ?) "
            "AND retired_at IS NULL",
            [person_id, village_id, on.isoformat()],
        ).fetchone()
    )


def _eligibility(
    db: Database,
    person: dict,
    *,
    village_id: int | None,
    on: _dt.date,
    role: str,
    reputation: bool = False,
) -> tuple[bool, tuple[str, ...], str]:
    """Whether ``person`` may ``role`` ("voter", "candidate", "kadkhoda") on ``on`` in the
    village, from the records: (eligible, failed condition keys, the Persian reasons)."""
    # the 1334 law sets no voters' or candidates' conditions: the bill's apply by analogy
    governing = regime_on(on)
    analogy = governing == "1334"
    if not person.get("birth_date"):
        return (
            False,
            ("age",),
            (
                f"تاریخ تولد ثبت نشده است؛ سن را نمی‌توان احراز کرد ({analogy_prefix(analogy)}۱۳۳۱ م۱۹)."
            ),
        )
    born = _dt.date.fromisoformat(person["birth_date"])
    if born > on:
        return False, ("age",), "در تاریخ انتخابات هنوز متولد نشده بود."
    resident = village_id is not None and person.get("residence_village_id") == village_id
    farming = village_id is not None and _farming_in(db, person["id"], village_id, on)
    result = compute_eligibility(
        regime=ELIGIBILITY_REGIME if analogy else governing, role=role, on=on,
        iranian=bool(person["iranian"]),
        by_analogy=analogy,
        birth_date=born, resident=resident, farming=farming, convicted=bool(person["convicted"]),
        corruption_reputation=reputation,
    )  # fmt: skip
    reason = result.explanation.split(". ")[-1] if result.failed else ""
    if result.failed:
        cite = analogy_prefix(analogy) + cites(result.citations)
        reason = reason.rstrip(".") + f" ({cite})."
        if "age" in result.failed:
            reason = reason.rstrip(".") + f"؛ سن {num(result.age_years)} سال تمام."
    return result.eligible, result.failed, reason


def to_iso(d: _dt.date | None) -> str | None:
    return d.isoformat() if d else None
