"""Spending: expenses filed under the level's legal categories and checked against the
administrative ceiling and the fund's balance; help to a lower fund; bank loans under the ceiling.
"""

from __future__ import annotations

import datetime as _dt
from decimal import Decimal, InvalidOperation

from sqlite_utils import Database

from desktop.domain.errors import ValidationError
from desktop.domain.fields import MAX_NAME, Checker
from desktop.jalali import farvardin_first, jalali_year
from desktop.rules.councils import council_word
from desktop.rules.errors import RuleError
from desktop.rules.fund_spending import (
    ADMINISTRATION,
    HELP,
    categories,
    category_refusal,
    check_expense,
)
from desktop.rules.funds import compute_loan_ceiling
from desktop.services.change import Change
from desktop.services.door import action, read
from desktop.services.funds.common import (
    _cites_json,
    _dated,
    _decision,
    _need_id,
    _rials,
    _rule_error,
    _txt,
)
from desktop.services.funds.ledger import (
    Line,
    _balances,
    _money_balance,
    _record_posted,
    get_fund,
)
from desktop.text import group_thousands, to_ascii_digits

RANK = {"village": 0, "dehestan": 1, "bakhsh": 2, "shahrestan": 3}
INCOME_CODES = ("levy", "split_income", "sale_income", "split_out")


def _year_span(day: _dt.date) -> tuple[_dt.date, _dt.date]:
    y = jalali_year(day)
    return farvardin_first(y), farvardin_first(y + 1) - _dt.timedelta(days=1)


def _year_income(db: Database, fund_id: int, day: _dt.date) -> int:
    """The fund's own income in the Jalali year of ``day``: levies, its share of lower funds'
    receipts and sales, less what it passed upward (credits are negative, hence the sign)."""
    start, end = _year_span(day)
    row = db.execute(
        "SELECT coalesce(sum(p.rials), 0) FROM ledger_posting p JOIN fund_account a ON a.id = p.account_id "
        "WHERE p.fund_id = ? AND p.posted_on BETWEEN ? AND ? AND "
        "(a.code LIKE 'levy:%' OR a.code IN ('split_income', 'sale_income', 'split_out'))",
        [fund_id, start.isoformat(), end.isoformat()],
    ).fetchone()
    return max(0, -int(row[0]))


def _year_spent(db: Database, fund_id: int, day: _dt.date, code: str) -> int:
    start, end = _year_span(day)
    row = db.execute(
        "SELECT coalesce(sum(p.rials), 0) FROM ledger_posting p JOIN fund_account a ON a.id = p.account_id "
        "WHERE p.fund_id = ? AND p.posted_on BETWEEN ? AND ? AND a.code = ?",
        [fund_id, start.isoformat(), end.isoformat(), code],
    ).fetchone()
    return int(row[0])


@read()
def spendable(db: Database, fund_id: int) -> int:
    """What the fund can pay out now: money in its bank account, and never more than it owns."""
    get_fund(db, fund_id)  # NotFound for anything that is not a fund's id
    return max(0, min(_balances(db, fund_id).get("bank", 0), _money_balance(db, fund_id)))


def _fund(db: Database, c: Checker, field: str, fund_id: object) -> dict | None:
    fid = _need_id(c, field, fund_id)
    if fid is None:
        return None
    row = db.execute("SELECT 1 FROM fund WHERE id = ? AND retired_at IS NULL", [fid]).fetchone()
    if not row:
        c.fail(field, "صندوق را از فهرست برگزینید.")
        return None
    return get_fund(db, fid)


@action(right="post")
def record_expense(
    db: Database,
    *,
    fund_id: int,
    spent_on: _dt.date | str,
    category: str,
    amount_rials: int | str,
    payee: str,
    decision_number: str,
    decision_date: _dt.date | str,
    description: str = "",
    council_decision_id: int | None = None,
) -> Change:
    """An expense of a fund, filed under one of its level's legal categories and citing the
    council's decision. Refused, with the figures and the article, outside the categories, over
    the administrative ceiling or beyond the money in the fund."""
    c = Checker()
    fund = _fund(db, c, "fund_id", fund_id)
    day, regime = _dated(c, "spent_on", spent_on)
    amount = _rials(c, "amount_rials", amount_rials)
    who = _txt(c, "payee", payee, required=True, max_len=MAX_NAME)
    what = _txt(c, "description", description, max_len=1000)
    num, dday, did = _decision(c, decision_number, decision_date, council_decision_id, db)
    if fund and regime:
        c.choice(
            "category", category, tuple(categories(regime, fund["level"])),
            refusal=category_refusal(regime, fund["level"], str(category)),
        )  # fmt: skip
    if dday and day and dday > day:
        c.fail("decision_date", f"تصمیم {council_word(regime or '1334')} پس از تاریخ هزینه است.")
    if category == "help_lower":
        c.fail("category", "کمک به صندوق پایین‌تر را از «کمک به صندوق پایین‌تر» ثبت کنید.")
    c.raise_if_any()
    assert fund and day and regime and amount and dday
    check = check_expense(
        regime=regime, level=fund["level"], category=category, amount_rials=amount,
        balance_rials=spendable(db, fund["id"]), year_income_rials=_year_income(db, fund["id"], day),
        admin_spent_rials=_year_spent(db, fund["id"], day, f"expense:{ADMINISTRATION}"), on=day,
    )  # fmt: skip
    if not check.allowed:
        raise ValidationError.single(
            "amount_rials" if check.problem != "category" else "category", check.explanation
        )
    F = fund["id"]
    return _record_posted(
        db, "fund_expense",
        {"fund_id": F, "spent_on": day.isoformat(), "category": category, "amount_rials": amount,
         "payee": who, "description": what, "decision_number": num, "decision_date": dday.isoformat(),
         "council_decision_id": did, "regime": regime, "citations": _cites_json(check.citations)},
        on=day, kind="expense", memo=f"هزینه: {categories(regime, fund['level'])[category]} — {who}",
        lines=[Line(F, f"expense:{category}", amount), Line(F, "bank", -amount)],
        regime=regime, citations=_cites_json(check.citations),
    )  # fmt: skip


@action(right="post")
def record_help(
    db: Database,
    *,
    from_fund_id: int,
    to_fund_id: int,
    transferred_on: _dt.date | str,
    amount_rials: int | str,
    basis: str,
) -> Change:
    """Help from a fund to a lower one for unforeseen costs (1331 م۱۳، 1334 م۱۲), with its basis."""
    c = Checker()
    src = _fund(db, c, "from_fund_id", from_fund_id)
    dst = _fund(db, c, "to_fund_id", to_fund_id)
    day, regime = _dated(c, "transferred_on", transferred_on)
    amount = _rials(c, "amount_rials", amount_rials)
    why = _txt(c, "basis", basis, required=True, max_len=1000)
    if src and dst and RANK[src["level"]] <= RANK[dst["level"]]:
        c.fail("to_fund_id", "کمک از صندوق بالاتر به صندوق پایین‌تر داده می‌شود.")
    c.raise_if_any()
    assert src and dst and day and regime and amount
    check = check_expense(
        regime=regime, level=src["level"], category=HELP, amount_rials=amount,
        balance_rials=spendable(db, src["id"]), year_income_rials=0, admin_spent_rials=0, on=day,
    )  # fmt: skip
    if not check.allowed:
        raise ValidationError.single("amount_rials", check.explanation)
    return _record_posted(
        db, "fund_transfer",
        {"from_fund_id": src["id"], "to_fund_id": dst["id"], "transferred_on": day.isoformat(),
         "amount_rials": amount, "basis": why, "regime": regime},
        on=day, kind="help", memo=f"کمک {src['name']} به {dst['name']}: {why}",
        lines=[Line(src["id"], "help_out", amount), Line(src["id"], "bank", -amount),
               Line(dst["id"], "bank", amount), Line(dst["id"], "help_income", -amount)],
        regime=regime, citations=_cites_json(check.citations),
    )  # fmt: skip


@action(right="post")
def record_loan(
    db: Database,
    *,
    fund_id: int,
    taken_on: _dt.date | str,
    amount_rials: int | str,
    interest_percent: str | int,
    years: int | str,
    lender: str = "بانک کشاورزی",
) -> Change:
    """A bank loan to a fund, refused over the ceiling (1331 م۱۴: 5×; 1334 م۱۳: 10× its ordinary
    income for the year; at most 6%, 10 years)."""
    c = Checker()
    fund = _fund(db, c, "fund_id", fund_id)
    day, regime = _dated(c, "taken_on", taken_on)
    amount = _rials(c, "amount_rials", amount_rials)
    n_years = c.integer("years", years, required=True, minimum=1, maximum=100)
    who = _txt(c, "lender", lender, required=True, max_len=MAX_NAME)
    rate: Decimal | None = None
    if isinstance(interest_percent, int) and not isinstance(interest_percent, bool):
        rate = Decimal(interest_percent)
    elif isinstance(interest_percent, str) and len(interest_percent) < 12:
        try:
            rate = Decimal(to_ascii_digits(interest_percent.strip()).replace("٫", "."))
        except InvalidOperation:
            rate = None
    if rate is None or not rate.is_finite() or rate < 0 or rate > 100:
        c.fail("interest_percent", "نرخ سود را به درصد وارد کنید.")
    c.raise_if_any()
    assert fund and day and regime and amount and n_years and rate is not None
    owed = -_balances(db, fund["id"]).get("loan", 0)
    try:
        ceiling = compute_loan_ceiling(
            regime=regime, ordinary_income_rials=_year_income(db, fund["id"], day),
            requested_rials=owed + amount, interest_percent=float(rate), years=n_years, on=day,
        )  # fmt: skip
    except RuleError as e:
        raise _rule_error("amount_rials", e) from None
    if not ceiling.within_limits:
        raise ValidationError.single(
            "amount_rials",
            f"وام با بدهی پیشین ({group_thousands(owed)} ریال) از حد قانون بیشتر است. {ceiling.explanation}",
        )
    return _record_posted(
        db, "fund_loan",
        {"fund_id": fund["id"], "taken_on": day.isoformat(), "amount_rials": amount,
         "interest_percent": str(rate), "years": n_years, "lender": who, "regime": regime,
         "citations": _cites_json(ceiling.citations)},
        on=day, kind="loan", memo=f"وام {who} به {fund['name']}",
        lines=[Line(fund["id"], "bank", amount), Line(fund["id"], "loan", -amount)],
        regime=regime, citations=_cites_json(ceiling.citations),
    )  # fmt: skip
