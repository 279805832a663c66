"""Lists and look-ups: councils by level and term, the bakhsh council on a date, the dashboard."""

from __future__ import annotations

import datetime as _dt

from sqlite_utils import Database

from desktop.domain.errors import ValidationError
from desktop.domain.fields import is_row_id
from desktop.rules.parameters import lookup
from desktop.rules.result import date_fa, num
from desktop.rules.timeline import regime_on
from desktop.services.attention import OVERDUE, SOON, AttentionItem, checked_today
from desktop.services.councils.common import COUNCIL_SQL, council_title, parse_day
from desktop.services.door import read

WARN_DAYS = 60
# 1334 art. 16 (the village association) is repealed from this day (resources/law/1334.toml)
_ART_16 = lookup("council.village.principal_members", "1334")
assert _ART_16.in_force_until is not None and _ART_16.repealed
VILLAGE_1334_REPEALED = _ART_16.in_force_until


@read()
def list_councils(db: Database, *, level: str | None = None) -> list[dict]:
    """Every council, newest term first (past terms stay listed: nothing is deleted)."""
    sql = COUNCIL_SQL + "WHERE c.retired_at IS NULL"
    args: list[object] = []
    if level is not None:
        if level not in ("village", "dehestan", "bakhsh", "shahrestan_seat"):
            return []
        sql += " AND c.level = ?"
        args.append(level)
    rows = list(db.query(sql + " ORDER BY c.term_start DESC, c.id DESC", args))
    for r in rows:
        r["title"] = council_title(r)
        r["members"] = db.execute(
            "SELECT count(*) FROM council_member WHERE council_id = ? AND until_on IS NULL "
            "AND kind != 'alternate' AND retired_at IS NULL", [r["id"]]).fetchone()[0]  # fmt: skip
    return rows


def in_office(council: dict, on: _dt.date) -> bool:
    return council["term_start"] <= on.isoformat() <= council["term_end"]


@read()
def bakhsh_council_on(db: Database, *, on: object) -> dict | None:
    """The bakhsh council in office on ``on`` (a date or Jalali text), or None."""
    day = parse_day("on", on).isoformat()
    found = list(db.query(
        COUNCIL_SQL + "WHERE c.level = 'bakhsh' AND c.retired_at IS NULL AND c.term_start <= ? "
        "AND c.term_end >= ? ORDER BY c.term_start DESC, c.id DESC LIMIT 1", [day, day]))  # fmt: skip
    if not found:
        return None
    found[0]["title"] = council_title(found[0])
    return found[0]


# the fund's level -> the council that keeps that fund (the shahrestan council is not the
# office's to record: only the bakhsh's seats on it are)
_FUND_COUNCIL = {"village": "village", "dehestan": "dehestan", "bakhsh": "bakhsh"}


@read()
def officers_on(
    db: Database, *, level: str, on: object, village_id: int | None = None,
    dehestan_id: int | None = None,
) -> dict[str, str]:  # fmt: skip
    """The officers (office -> full name) of the council of a place in office on ``on``: the
    village's (``village_id``), the dehestan's (``dehestan_id``) or the bakhsh's — the council
    whose term holds the day (the latest begun, should two), and those of its officers elected
    by that day whose office had not ended (a successor elected, the seat ended). Empty when no
    such council or officer is recorded."""
    day = parse_day("on", on).isoformat()
    if not isinstance(level, str):  # a fund's level is a word (the shahrestan's has no officers)
        raise ValidationError.single("level", "سطح صندوق نامعتبر است.")
    if level not in _FUND_COUNCIL:
        return {}
    place = {"village": village_id, "dehestan": dehestan_id}.get(level)
    if level != "bakhsh" and not is_row_id(place):
        return {}
    column = {"village": "c.village_id", "dehestan": "c.dehestan_id"}.get(level)
    where = f" AND {column} = ?" if column else ""
    council = db.execute(
        "SELECT c.id FROM council c WHERE c.level = ? AND c.retired_at IS NULL "
        f"AND c.term_start <= ? AND c.term_end >= ?{where} ORDER BY c.term_start DESC, c.id DESC "
        "LIMIT 1",
        [level, day, day, *([place] if column else [])],
    ).fetchone()
    if council is None:
        return {}
    rows = db.execute(
        "SELECT o.office, p.first_name || ' ' || p.last_name FROM council_officer o "
        "JOIN council_member m ON m.id = o.member_id JOIN person p ON p.id = m.person_id "
        "WHERE o.council_id = ? AND o.retired_at IS NULL AND m.retired_at IS NULL "
        "AND o.elected_on <= ? AND (o.until_on IS NULL OR o.until_on > ?) "
        "ORDER BY o.elected_on, o.id",
        [council[0], day, day],
    )
    return {office: name for office, name in rows}


def _has_successor(db: Database, c: dict) -> bool:
    return bool(db.execute(
        "SELECT 1 FROM council WHERE level = ? AND coalesce(village_id, 0) = coalesce(?, 0) "
        "AND coalesce(dehestan_id, 0) = coalesce(?, 0) AND term_start > ? AND retired_at IS NULL",
        [c["level"], c["village_id"], c["dehestan_id"], c["term_start"]]).fetchone())  # fmt: skip


@read()
def attention(db: Database, today: _dt.date) -> list[AttentionItem]:
    """Councils whose term ends within 60 days, and those expired with no successor formed.
    A council of a superseded regime is history (1334 م۳۶ تبصره), not a renewal owed; a village
    association cannot be re-formed after 1400/11/10 (1334 م۱۶ repealed), so it is not listed."""
    today = checked_today(today)
    try:
        current = regime_on(today)
    except Exception:  # before the first law: nothing is owed
        return []
    items: list[AttentionItem] = []
    horizon = (today + _dt.timedelta(days=WARN_DAYS)).isoformat()
    for c in list_councils(db):
        if c["regime"] != current or c["term_end"] > horizon or _has_successor(db, c):
            continue
        if c["level"] == "village" and current == "1334" and today >= VILLAGE_1334_REPEALED:
            continue  # 1334 م۱۶ repealed from 1400/11/10
        end = _dt.date.fromisoformat(c["term_end"])
        days = (end - today).days
        cite = "۱۳۳۴ م۲۹" if c["regime"] == "1334" else "۱۳۳۱ م۳۴"
        if days < 0:
            sev, title = OVERDUE, f"دورهٔ {c['title']} پایان یافته است"
            detail = f"دوره در {date_fa(end)} پایان یافت ({num(-days)} روز پیش) و {c['title'].split(' ')[0]} تازه تشکیل نشده است ({cite})."
        else:
            sev, title = SOON, f"پایان دورهٔ {c['title']}"
            detail = f"دورهٔ {num(c['term_years'])} ساله در {date_fa(end)} پایان می‌یابد ({num(days)} روز دیگر)؛ انتخابات دورهٔ بعد ({cite})."
        items.append(
            AttentionItem("council_term", sev, title, detail, "councils", int(c["id"]), end, days)
        )
    return items


@read()
def law_on(db: Database, *, level: str, on: object, dehestan_id: int | None = None) -> dict:
    """What the law in force on ``on`` gives a council of ``level`` — for a screen to show
    before anything is entered: {"regime", "body", "explanation", "seats", "refusal"}; a date
    on which such a council cannot be formed (1334 م۱۶ repealed from 1400/11/10, before the
    first law) gives the cited refusal in ``refusal`` instead."""
    from desktop.domain.fields import Checker
    from desktop.services.councils.common import body_word, composition, regime_for
    from desktop.services.councils.seats import _composition_for

    c = Checker()
    day = c.date("on", on, required=True)
    if level not in ("village", "dehestan", "bakhsh", "shahrestan_seat"):
        c.fail("level", "سطح شورا نامعتبر است.")
    if c.errors:
        return {
            "regime": None,
            "body": "",
            "explanation": "",
            "seats": [],
            "refusal": next(iter(c.errors.values())),
        }
    assert day is not None
    regime = regime_for(c, "on", day)
    comp = None
    if regime is not None:
        if level == "village":
            comp = composition(c, "on", regime=regime, level="village", on=day)
        else:
            comp, _stands_in, errors = _composition_for(
                db, level=level, on=day, dehestan_id=dehestan_id
            )
            for k, v in errors.items():
                c.fail(k, v)
    refusal = "؛ ".join(c.errors.values())
    return {
        "regime": regime, "body": body_word(regime) if regime else "",
        "explanation": comp.explanation if comp is not None else "",
        "seats": [{"seat": s.role, "label": s.label_fa, "count": s.count, "citation": s.citation.short()}
                  for s in (comp.members if comp is not None else ())],
        "alternates": comp.alternates if comp is not None else 0,
        "refusal": refusal,
    }  # fmt: skip
