"""What the funds' services share: checking arguments, the regime of an act, Persian labels."""

from __future__ import annotations

import datetime as _dt
import json
from collections.abc import Iterable

from sqlite_utils import Database

from desktop.domain.errors import ValidationError
from desktop.domain.fields import Checker, is_row_id
from desktop.rules.citations import Citation
from desktop.rules.errors import RuleError
from desktop.rules.in_kind import UNITS, grams
from desktop.rules.timeline import check_in_force, regime_on
from desktop.services.rows import _row_by_id

LEVEL_FA = {"village": "قریه", "dehestan": "دهستان", "bakhsh": "بخش", "shahrestan": "شهرستان"}
MAX_RIALS = 10**15
MAX_TEXT = 500


def _need_id(c: Checker, field: str, value: object) -> int | None:
    if not is_row_id(value):
        c.fail(field, "شناسهٔ نامعتبر.")
        return None
    assert isinstance(value, int)
    return value


def _rials(
    c: Checker, field: str, value: object, *, required: bool = True, positive: bool = True
) -> int | None:
    v = c.integer(field, value, required=required, minimum=1 if positive else 0, maximum=MAX_RIALS)
    return v


def _dated(c: Checker, field: str, value: object) -> tuple[_dt.date | None, str | None]:
    """An act's day (``field``, required) and the regime governing it by the law's timeline;
    None for what is refused, the refusal in Persian beside the field."""
    day = c.date(field, value, required=True)
    if day is None:
        return None, None
    try:
        regime = regime_on(day)
        check_in_force(regime, day)
    except RuleError as e:
        c.fail(field, e.message_fa)
        return day, None
    return day, regime


def _rule_error(field: str, e: RuleError) -> ValidationError:
    return ValidationError.single(field, e.message_fa)


def _cites_json(citations: Iterable[Citation]) -> str:
    return json.dumps([c.short() for c in citations], ensure_ascii=False)


_get_row = _row_by_id


def _decision(
    c: Checker, number: object, date: object, decision_id: object, db: Database | None = None
) -> tuple[str | None, _dt.date | None, int | None]:
    """The council decision an act cites: its number and date as typed and, when the clerk picks
    it from the councils' book, its stable id — then it must exist, have been carried, and have
    been taken on the date typed (the session's day)."""
    num = _txt(c, "decision_number", number, required=True, max_len=50)
    day = c.date("decision_date", date, required=True)
    ident = None
    if decision_id not in (None, ""):
        ident = _need_id(c, "council_decision_id", decision_id)
    if ident is not None and db is not None:
        from desktop.domain.errors import NotFound as _NotFound
        from desktop.services.councils.sessions import get_decision

        try:
            decision = get_decision(db, ident)
        except _NotFound:
            c.fail("council_decision_id", "چنین تصمیمی در دفتر جلسه‌های شوراها نیست.")
        else:
            if not decision["carried"]:
                c.fail("council_decision_id", "این تصمیم در جلسهٔ شورا تصویب نشده است.")
            elif day is not None and decision["held_on"] != day.isoformat():
                c.fail("decision_date", "تاریخ تصمیم با تاریخ جلسهٔ شورا که آن را گرفته یکی نیست.")
    return num, day, ident


def _txt(c: Checker, field: str, value: object, **kw: object) -> str | None:
    """``Checker.text``, refusing first a string SQLite cannot store (a lone surrogate)."""
    if isinstance(value, str):
        try:
            value.encode("utf-8")
        except UnicodeEncodeError:
            c.fail(field, "متن نویسهٔ نامعتبری دارد.")
            return None
    return c.text(field, value, **kw)  # type: ignore[arg-type]


def _live(db: Database, table: str, ident: int | None) -> bool:
    return ident is not None and bool(
        db.execute(f"SELECT 1 FROM {table} WHERE id = ? AND retired_at IS NULL", [ident]).fetchone()
    )


def _quantity(c: Checker, quantity: object, unit: object, field: str = "quantity") -> int | None:
    if quantity in (None, ""):
        return None
    u = c.choice("unit", unit, tuple(UNITS))
    if u is None:
        return None
    if not isinstance(quantity, str | int) or isinstance(quantity, bool):
        c.fail(field, "مقدار باید عدد باشد.")
        return None
    if isinstance(quantity, str) and len(quantity) > 30:
        c.fail(field, "مقدار بیش از حد بلند است.")
        return None
    try:
        g = grams(quantity, u)
    except RuleError as e:
        c.fail(field, e.message_fa)
        return None
    if g <= 0:
        c.fail(field, "مقدار باید بیش از صفر باشد.")
        return None
    return g
