"""Deadlines: the day a period ends, counted in calendar days (or Jalali months/years).

A period of N days "from" a date ends on that date + N (filing on 1403/02/15, 15 days: due
1403/02/30). The due day itself is still in time; the deadline has passed on any later day.
Months and years keep the Jalali day of the month, clamped to the month's length.
Whether a due day on a Friday or holiday moves to the next working day is an office choice
(default: it does not move).
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass

from desktop.jalali import InvalidDate, jalali_date, month_length, to_jalali
from desktop.rules import parameters as P
from desktop.rules.choices import DEFAULT_CHOICES, Choices
from desktop.rules.citations import Citation
from desktop.rules.errors import RuleError
from desktop.rules.result import Result, date_fa, num

FRIDAY = 4  # datetime.date.weekday()


def add_months(d: dt.date, months: int) -> dt.date:
    y, m, day = to_jalali(d)
    total = (y * 12 + (m - 1)) + months
    ny, nm = divmod(total, 12)
    nm += 1
    try:
        return jalali_date(ny, nm, min(day, month_length(ny, nm)))
    except InvalidDate as e:
        raise RuleError(
            "date_out_of_range",
            f"the date falls outside the supported calendar range: {e}",
            e.message_fa,
        ) from None


def add_years(d: dt.date, years: int) -> dt.date:
    return add_months(d, 12 * years)


def next_working_day(d: dt.date, holidays: tuple[dt.date, ...]) -> dt.date:
    while d.weekday() == FRIDAY or d in holidays:
        d += dt.timedelta(days=1)
    return d


# kind -> (parameter, unit, Persian description of the period and its start)
KINDS: dict[str, tuple[str, str, str]] = {
    "complaint_decision": (
        "deadline.complaint_decision.days",
        "days",
        "رسیدگی به شکایت از عضو شورای ده یا دهستان، از تاریخ دادخواست",
    ),
    "review_request": (
        "deadline.review_request.days",
        "days",
        "تقاضای تجدید نظر از نظر بخشدار دربارهٔ بهرهٔ مالکانه، از تاریخ ابلاغ",
    ),
    "cash_deposit": (
        "deadline.cash_deposit.days",
        "days",
        "واریز وجوه نقد به حساب شورای ده، از تاریخ وصول",
    ),
    "duty_deposit": (
        "deadline.duty_deposit.months",
        "months",
        "واریز عوارض عمران به حساب صندوق قریه توسط وزارت دارایی، از دریافت",
    ),
    "council_term": (
        "council.term_years",
        "years",
        "پایان دورهٔ نمایندگی اعضای شورا/انجمن، از تاریخ انتخاب",
    ),
    "land_declaration": (
        "land.declaration_months",
        "months",
        "تسلیم اظهارنامهٔ مالکین بیش از حد نصاب، از نشر آخرین آگهی در روزنامهٔ رسمی",
    ),
    "land_objection": (
        "land.objection_months",
        "months",
        "اعتراض مالک به اراضی مورد تقسیم یا بها، از تاریخ آگهی",
    ),
    "land_transfer_signing": (
        "land.transfer_signing_months",
        "months",
        "حضور مالک برای انتقال سند به نام دولت، از تاریخ آگهی",
    ),
}
UNIT_FA = {"days": "روز", "months": "ماه", "years": "سال"}


@dataclass(frozen=True)
class Step:
    step: str
    due: dt.date
    passed: bool | None
    citation: Citation

    def to_json(self) -> dict[str, object]:
        from desktop.rules.result import jsonable

        out: dict[str, object] = {"step": self.step, "due": jsonable(self.due)}
        if self.passed is not None:
            out["passed"] = self.passed
        out["citation"] = self.citation.to_json()
        return out


@dataclass(frozen=True)
class DeadlineResult(Result):
    kind: str
    start: dt.date
    period: int
    unit: str
    due: dt.date
    moved_from: dt.date | None = None
    on: dt.date | None = None
    passed: bool | None = None
    steps: tuple[Step, ...] | None = None

    def to_json(self) -> dict[str, object]:
        out = super().to_json()
        out["from"] = out.pop("start")
        # keep "from" next to "kind" for readability
        order = ["kind", "from"] + [k for k in out if k not in ("kind", "from")]
        return {k: out[k] for k in order}


def compute_deadline(
    *,
    regime: str,
    kind: str,
    start: dt.date,
    on: dt.date | None = None,
    choices: Choices = DEFAULT_CHOICES,
) -> DeadlineResult:
    P.check_regime(regime)
    if kind == "annual_programme":
        return _annual_programme(regime, start, on)
    if kind not in KINDS:
        known = ", ".join([*KINDS, "annual_programme"])
        raise RuleError(
            "unknown_kind",
            f"unknown deadline kind {kind!r}; known: {known}",
            f"نوع مهلت «{kind}» شناخته نیست.",
        )
    name, unit, what = KINDS[kind]
    p = P.lookup(name, regime, start)
    n = int(p.value)
    if unit == "days":
        due = start + dt.timedelta(days=n)
    elif unit == "months":
        due = add_months(start, n)
    else:
        due = add_years(start, n)
    moved_from = None
    if choices.deadline_moves_to_working_day and kind != "council_term":
        moved = next_working_day(due, choices.holidays)
        if moved != due:
            moved_from, due = due, moved
    passed = None if on is None else on > due
    expl = f"مهلت {what}: {num(n)} {UNIT_FA[unit]} از {date_fa(start)}، یعنی تا پایان {date_fa(due)} ({p.citation.short()})."
    if moved_from is not None:
        expl += f" چون {date_fa(moved_from)} جمعه یا تعطیل است، به انتخاب دفتر به نخستین روز کاری بعد منتقل شد."
    elif kind != "council_term":
        expl += (
            " به انتخاب دفتر، روز جمعه یا تعطیل مهلت را تمدید نمی‌کند."
            if not choices.deadline_moves_to_working_day
            else ""
        )
    if on is not None:
        expl += f" در {date_fa(on)} مهلت {'گذشته است' if passed else 'نگذشته است'}."
    return DeadlineResult(
        kind=kind, start=start, period=n, unit=unit, due=due, moved_from=moved_from, on=on,
        passed=passed, regime=regime, citations=(p.citation,), explanation=expl,
    )  # fmt: skip


def _last_day_before_month(year: int, month: int) -> dt.date:
    if month == 1:
        return jalali_date(year - 1, 12, month_length(year - 1, 12))
    return jalali_date(year, month - 1, month_length(year, month - 1))


def _annual_programme(regime: str, start: dt.date, on: dt.date | None) -> DeadlineResult:
    """The programme for the year after ``start``'s Jalali year: 1334 art. 19 تبصره ۲ (before
    Dey, approved in Dey, notified in the first half of Bahman); 1331 supp. art. 24 تبصره ۲ (a
    commission in Bahman and Esfand)."""
    year = to_jalali(start)[0]
    steps: list[Step] = []

    def passed(d: dt.date) -> bool | None:
        return None if on is None else on > d

    if P.has("programme.submit_before_month", regime):
        sub = P.lookup("programme.submit_before_month", regime, start)
        app = P.lookup("programme.approve_in_month", regime, start)
        nm = P.lookup("programme.notify_month", regime, start)
        nd = P.lookup("programme.notify_by_day", regime, start)
        d1 = _last_day_before_month(year, int(sub.value))
        d2 = jalali_date(year, int(app.value), month_length(year, int(app.value)))
        d3 = jalali_date(year, int(nm.value), int(nd.value))
        steps = [
            Step("submit", d1, passed(d1), sub.citation),
            Step("approve", d2, passed(d2), app.citation),
            Step("notify", d3, passed(d3), nd.citation),
        ]
        expl = (
            f"برنامهٔ عمرانی سال {num(year + 1)}: انجمن‌های دهستان و بخش تا {date_fa(d1)} (پیش از دی) به فرماندار تسلیم می‌کنند؛ "
            f"فرماندار تا {date_fa(d2)} (در دی) در انجمن به تصویب می‌رساند و تا {date_fa(d3)} (نیمهٔ اول بهمن) ابلاغ می‌کند ({sub.citation.short()})."
        )
    elif P.has("programme.commission_first_month", regime):
        first = P.lookup("programme.commission_first_month", regime, start)
        last = P.lookup("programme.commission_last_month", regime, start)
        d0 = jalali_date(year, int(first.value), 1)
        d1 = jalali_date(year, int(last.value), month_length(year, int(last.value)))
        steps = [
            Step("commission_opens", d0, passed(d0), first.citation),
            Step("commission_closes", d1, passed(d1), last.citation),
        ]
        expl = f"برنامهٔ امور عمرانی و تعاونی قراء برای سال {num(year + 1)} را کمیسیون مرکز شهرستان زیر نظر فرماندار در بهمن و اسفند ({date_fa(d0)} تا {date_fa(d1)}) تهیه می‌کند ({first.citation.short()})."
    else:
        raise RuleError(
            "no_such_rule",
            f"regime {regime} has no annual programme dates",
            "در این نظام حقوقی تاریخ برنامهٔ سالانه نیست.",
        )
    due = steps[-1].due
    if on is not None:
        expl += f" در {date_fa(on)} موعد پایانی {'گذشته است' if on > due else 'نگذشته است'}."
    return DeadlineResult(
        kind="annual_programme", start=start, period=year + 1, unit="programme_year", due=due, on=on,
        passed=passed(due), steps=tuple(steps), regime=regime,
        citations=tuple(dict.fromkeys(s.citation for s in steps)), explanation=expl,
    )  # fmt: skip
