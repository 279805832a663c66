"""What the land-reform services share: areas typed in hectares, dates under the 1339 law,
records looked up alive."""

from __future__ import annotations

import datetime as _dt
from decimal import Decimal, InvalidOperation

from sqlite_utils import Database

from desktop.domain.errors import NotFound
from desktop.domain.fields import Checker, is_row_id
from desktop.jalali import format_jalali
from desktop.printing.numbers import ha_fa  # noqa: F401 - the screens' hectares, as printed
from desktop.rules.errors import RuleError
from desktop.rules.land_holdings import M2_PER_HA
from desktop.rules.timeline import LAND, regime_on
from desktop.text import to_ascii_digits

MAX_HA = Decimal(10_000_000)
CHOICE_KINDS = ("irrigated", "dry", "fallow")  # the kinds the ceiling counts (1339 arts. 2, 3)
DECIMAL_SEPARATORS = ("٫", "/", ",")


def area_m2(
    c: Checker, field: str, value: object, *, required: bool = True, zero: bool = False
) -> int | None:
    """Hectares typed as «۱۲٫۵» or 12.5 (at most four decimals, i.e. whole square metres)."""
    if value is None or value == "":
        if required:
            c.fail(field, "مساحت را به هکتار وارد کنید.")
        return None
    if isinstance(value, bool) or not isinstance(value, str | int | Decimal):
        c.fail(field, "مساحت را به هکتار وارد کنید (مانند ۱۲٫۵).")
        return None
    text = to_ascii_digits(str(value).strip())
    for sep in DECIMAL_SEPARATORS:
        text = text.replace(sep, ".")
    if len(text) > 30:
        c.fail(field, "مساحت بیش از حد بزرگ است.")
        return None
    try:
        hectares = Decimal(text)
    except InvalidOperation:
        c.fail(field, "مساحت را به هکتار وارد کنید (مانند ۱۲٫۵).")
        return None
    if not hectares.is_finite() or hectares < 0 or (hectares == 0 and not zero):
        c.fail(field, "مساحت باید بیشتر از صفر باشد.")
        return None
    if hectares > MAX_HA:
        c.fail(field, "مساحت بیش از حد بزرگ است.")
        return None
    m2 = hectares * M2_PER_HA
    if m2 != m2.to_integral_value():
        c.fail(field, "مساحت تا چهار رقم اعشار (متر مربع) پذیرفته است.")
        return None
    return int(m2)


def _surplus_taken_m2(db: Database, owner_id: int) -> dict[str, int]:
    """The surplus parcels already taken from the owner, square metres by kind."""
    taken = dict.fromkeys(CHOICE_KINDS, 0)
    for k, m2 in db.execute(
        "SELECT kind, sum(area_m2) FROM land_surplus WHERE owner_id = ? AND retired_at IS NULL "
        "GROUP BY kind", [owner_id],
    ):  # fmt: skip
        if k in taken:
            taken[k] = int(m2)
    return taken


def answered_on(
    c: Checker, row: dict | None, day: _dt.date | None, fields: tuple[str, str], notice_on: str,
    again: str, early: str,
) -> _dt.date:  # fmt: skip
    """The day of an answer to a notice (the deed signed on a call to transfer, the declaration
    on its notice), ``fields`` the notice's id and the answer's day (the column it is kept in),
    after the last checks: refused with ``again`` when one is recorded already, with ``early``
    when dated before the notice's day (the column ``notice_on``), with all ``c`` found."""
    if row is not None and row[fields[1]]:
        c.fail(fields[0], again)
    if row is not None and day is not None and day < _dt.date.fromisoformat(row[notice_on]):
        c.fail(fields[1], early)
    c.raise_if_any()
    assert day is not None
    return day


def land_date(c: Checker, field: str, value: object, *, required: bool = True) -> _dt.date | None:
    """A date under the Land Reform Law: refused before 26/2/1339, with the reason."""
    d = c.date(field, value, required=required)
    if d is None:
        return None
    try:
        regime_on(d, LAND)
    except RuleError as e:
        c.fail(field, e.message_fa)
        return None
    return d


def _live(
    db: Database, table: str, ident: object, c: Checker | None = None, field: str = ""
) -> dict | None:
    """The live row, or (with a Checker) a field error, or NotFound."""
    row = None
    if is_row_id(ident):
        rows = list(db.query(f"SELECT * FROM {table} WHERE id = ? AND retired_at IS NULL", [ident]))  # noqa: S608
        row = rows[0] if rows else None
    if row is None:
        if c is not None:
            c.fail(field, "رکورد را از فهرست برگزینید.")
            return None
        raise NotFound(table, ident)
    return row


def date_fa(iso: str | None) -> str:
    if not iso:
        return ""
    return format_jalali(_dt.date.fromisoformat(iso), persian_digits=True)


def iso(d: _dt.date | None) -> str | None:
    return d.isoformat() if d else None


def day_arg(value: object, field: str = "today") -> _dt.date:
    """A date a read function was given by the caller (not typed by a clerk)."""
    if isinstance(value, _dt.datetime) or not isinstance(value, _dt.date):
        from desktop.domain.errors import ValidationError

        raise ValidationError.single(field, "تاریخ نامعتبر است.")
    return value


def checked_text(c: Checker, field: str, value: object, **kwargs: object) -> str | None:
    """``Checker.text``, refusing also lone surrogates (SQLite cannot store them as UTF-8)."""
    if isinstance(value, str) and any("\ud800" <= ch <= "\udfff" for ch in value):
        c.fail(field, "متن نویسهٔ نامعتبر دارد.")
        return None
    return c.text(field, value, **kwargs)  # type: ignore[arg-type]
