"""Deadlines: the day a period ends, counted in calendar days (or Jalali months/years).

A period of N days "from" a date ends on that date + N (filing on 1403/02/15, 15 days: due
1403/02/30). The due day itself is still in time; the deadline has passed on any later day.
Months and years keep the Jalali day of the month, clamped to the month's length.
Whether a due day on a Friday or holiday moves to the next working day is an office choice
(default: it does not move).
"""

from __future__ import annotations

import datetime as dt
import functools
from dataclasses import dataclass

from desktop.jalali import (
    FIRST_YEAR,
    LAST_YEAR,
    InvalidDate,
    jalali_date,
    jalali_year,
    month_length,
    to_jalali,
)
from desktop.rules import parameters as P
from desktop.rules.choices import DEFAULT_CHOICES, Choices
from desktop.rules.citations import Citation
from desktop.rules.errors import RuleError
from desktop.rules.result import Result, date_fa, num
from desktop.text import to_persian_digits

FRIDAY = 4  # datetime.date.weekday()


def _out_of_range() -> RuleError:
    return RuleError(
        "date_out_of_range",
        f"the date falls outside the supported calendar range {FIRST_YEAR}..{LAST_YEAR}",
        f"تاریخ حاصل بیرون از بازهٔ تقویم برنامه است (سال {to_persian_digits(str(FIRST_YEAR))}"
        f" تا {to_persian_digits(str(LAST_YEAR))}).",
    )


def check_in_range(d: dt.date) -> dt.date:
    """Refuse a computed date outside the calendar the whole app accepts (the date widget's
    ``FIRST_YEAR``..``LAST_YEAR``), whether it was reached by days, months or years."""
    try:
        year = jalali_year(d)
    except ValueError:
        raise _out_of_range() from None
    if not FIRST_YEAR <= year <= LAST_YEAR:
        raise _out_of_range()
    return d


def add_days(d: dt.date, days: int) -> dt.date:
    try:
        return check_in_range(d + dt.timedelta(days=days))
    except OverflowError:
        raise _out_of_range() from None


def add_months(d: dt.date, months: int, *, roll_forward: bool = False) -> dt.date:
    """``d`` plus whole Jalali months, keeping the day of the month. Where that day does not
    exist in the target month (31 → a 30-day month, Esfand 30 → a common year), the result is
    the month's last day, or with ``roll_forward`` the first day of the next month."""
    y, m, day = to_jalali(d)
    total = (y * 12 + (m - 1)) + months
    ny, nm = divmod(total, 12)
    nm += 1
    if not FIRST_YEAR <= ny <= LAST_YEAR:
        raise _out_of_range()
    length = month_length(ny, nm)
    try:
        if day > length and roll_forward:
            return check_in_range(jalali_date(ny, nm, length) + dt.timedelta(days=1))
        return jalali_date(ny, nm, min(day, length))
    except InvalidDate:
        raise _out_of_range() from None


def add_years(d: dt.date, years: int, *, clamp: bool = False) -> dt.date:
    """The day ``years`` Jalali years after ``d``: where a period "N years from" ends.

    From Esfand 30 of a leap year the anniversary in a common year would be "Esfand 30", which
    does not exist: the period ends the day after Esfand 29, 1 Farvardin, so it is not cut a day
    short (1403/12/30 + 10 years = 1414/01/01; 1403/12/29 + 10 years = 1413/12/29). ``clamp``
    keeps a yearly date inside its year instead (annual instalments fall on Esfand 29)."""
    return add_months(d, 12 * years, roll_forward=not clamp)


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


@functools.lru_cache(maxsize=16384)
def compute_deadline(
    *,
    regime: str,
    kind: str,
    start: dt.date,
    on: dt.date | None = None,
    choices: Choices = DEFAULT_CHOICES,
) -> DeadlineResult:
    """The deadline of ``kind`` from ``start`` under ``regime``. Remembered: a pure function of
    immutable arguments (Choices and the result are frozen), asked again and again for the same
    dates when the dashboard goes through thousands of cases and receipts."""
    P.check_regime(regime)
    if kind == "annual_programme":
        return _annual_programme(regime, start, on)
    if kind not in KINDS:
        known = ", ".join([*KINDS, "annual_programme"])
        raise RuleError(
            "unknown_kind",
            f"unknown deadline kind {kind!r}; known: {known}",
            "نوع مهلت خواسته‌شده شناخته نیست.",
        )
    name, unit, what = KINDS[kind]
    p = P.lookup(name, regime, start)
    n = int(p.value)
    if unit == "days":
        due = add_days(start, n)
    elif unit == "months":
        due = add_months(start, n)
    else:
        due = add_years(start, n)
    moved_from = None
    if choices.deadline_moves_to_working_day and kind != "council_term":
        moved = check_in_range(next_working_day(due, choices.holidays))
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


DEPOSIT_KINDS = ("cash_deposit", "duty_deposit")


@dataclass(frozen=True)
class DaysLateResult(Result):
    kind: str
    received_on: dt.date
    period: int
    unit: str
    due: dt.date
    deposited_on: dt.date | None
    on: dt.date | None
    days_late: int
    late: bool
    penalty_citation: Citation | None = None


def compute_days_late(
    *,
    regime: str,
    received_on: dt.date,
    deposited_on: dt.date | None = None,
    on: dt.date | None = None,
    kind: str | None = None,
    choices: Choices = DEFAULT_CHOICES,
) -> DaysLateResult:
    """How many days a deposit came (or, undeposited, stands) past its period: cash within 3 days
    of receipt (1331 bill art. 5), the development duty within a month (1334 art. 5). Counted
    from the due day (the due day itself is in time): received 1332/03/10, due 1332/03/13,
    deposited 1332/03/15 → 2 days late. ``on`` is the day asked about when not yet deposited."""
    P.check_regime(regime)
    if kind is None:
        kind = "cash_deposit" if P.has("deadline.cash_deposit.days", regime) else "duty_deposit"
    if kind not in DEPOSIT_KINDS:
        raise RuleError(
            "bad_value",
            f"kind must be one of {', '.join(DEPOSIT_KINDS)}",
            "نوع واریز باید وجه نقد یا عوارض عمران باشد.",
        )
    if deposited_on is None and on is None:
        raise RuleError(
            "missing_key",
            "days_late needs deposited_on (or on, the day asked about while not deposited)",
            "«تاریخ واریز» یا «تاریخ» روز پرسش لازم است.",
        )
    ref = deposited_on if deposited_on is not None else on
    assert ref is not None
    if ref < received_on:
        raise RuleError(
            "bad_value",
            "the deposit (or the day asked about) is before the receipt",
            "«تاریخ واریز» یا «تاریخ» پیش از «تاریخ وصول» است.",
        )
    d = compute_deadline(regime=regime, kind=kind, start=received_on, choices=choices)
    days = max(0, (ref - d.due).days)
    penalty = (
        P.lookup("penalty.late.multiple", regime, ref).citation
        if days and P.has("penalty.late.multiple", regime)
        else None
    )
    what = "واریز شد" if deposited_on is not None else "تا این روز واریز نشده است"
    expl = (
        f"وجه وصول‌شده در {date_fa(received_on)} باید ظرف {num(d.period)} {UNIT_FA[d.unit]} یعنی تا"
        f" پایان {date_fa(d.due)} واریز شود ({d.citations[0].short()}). در {date_fa(ref)} {what}؛ "
    )
    expl += f"{num(days)} روز تأخیر دارد." if days else "در مهلت است."
    if penalty is not None:
        expl += f" تأخیر در تحویل وجوه صندوق مشمول جریمه است ({penalty.short()})."
    cs = (d.citations[0], penalty) if penalty is not None else (d.citations[0],)
    return DaysLateResult(
        kind=kind, received_on=received_on, period=d.period, unit=d.unit, due=d.due,
        deposited_on=deposited_on, on=on, days_late=days, late=days > 0,
        penalty_citation=penalty, regime=regime, citations=cs, explanation=expl,
    )  # fmt: skip


@dataclass(frozen=True)
class ReportDueResult(Result):
    formed_on: dt.date
    every_months: int
    term_years: int
    due_dates: tuple[Step, ...]
    next_due: dt.date | None = None
    on: dt.date | None = None
    level: str = "shahrestan"  # the council whose report it is


_REPORT_LEVEL_FA = {"village": "ده", "dehestan": "دهستان", "bakhsh": "بخش", "shahrestan": "شهرستان"}
# to whom each level's periodic report goes, by the article that sets it
_REPORT_TO_FA = {
    ("1331", "shahrestan"): "به وزارتخانه‌ها و استانداری",
    ("1334", "shahrestan"): "با اظهار نظر به وزارتخانه‌ها و مؤسسات مربوط و استانداری",
    ("1334", "bakhsh"): "به انجمن شهرستان",
}


def compute_report_due_dates(
    *,
    regime: str,
    formed_on: dt.date,
    level: str = "shahrestan",
    on: dt.date | None = None,
) -> ReportDueResult:
    """The periodic report a council of ``level`` owes, due dates from its formation over its term.

    1331 bill art. 27: the *shahrestan* council reports every six months (art. 34: 3-year term):
    formed 1332/02/10, due 1332/08/10, 1333/02/10, 1333/08/10, 1334/02/10; the later dates fall
    after 1334/05/05, when the 1334 law governs, and the explanation says so. The bill sets no
    periodic report for the other levels (art. 28: the bakhsh councils' representatives meet once
    a year when the governor calls them — no date runs from a council's formation; art. 25: the
    councils report "regularly", with no period): refused, citing them.
    1334 arts. 22–23: the *bakhsh* association reports once a year to the shahrestan association
    (art. 22) and the *shahrestan* association once a year to the ministries and the province
    (art. 23); read as due on each anniversary of the formation over the 2-year term (art. 29):
    formed 1403/01/01, due 1404/01/01 and 1405/01/01. Village and dehestan associations report
    "regularly" (art. 20 ج), with no period: refused, citing it."""
    P.check_regime(regime)
    if level not in _REPORT_LEVEL_FA:
        raise RuleError(
            "bad_value",
            f"level must be one of {', '.join(_REPORT_LEVEL_FA)}",
            "سطح شورا نامعتبر است.",
        )
    body = (
        f"انجمن {_REPORT_LEVEL_FA[level]}"
        if regime == "1334"
        else f"شورای {_REPORT_LEVEL_FA[level]}"
    )
    name = f"council.{level}.report_months"
    if not P.has(name, regime):
        if regime == "1334":
            why = "۱۳۳۴ م۲۰ ج: «دادن گزارش مرتب» بی‌آنکه دوره‌ای معین کند"
        elif level == "bakhsh":
            why = (
                "۱۳۳۱ م۲۸: نمایندگان شوراهای بخش سالی یک بار به دعوت استاندار گرد می‌آیند؛ "
                "موعدی از تاریخ تشکیل شورا شمرده نمی‌شود"
            )
        else:
            why = "۱۳۳۱ م۲۵: شوراها «گزارش مرتب» می‌دهند بی‌آنکه دوره‌ای معین شده باشد"
        raise RuleError(
            "no_such_rule",
            f"regime {regime} sets no periodic report for a {level} council",
            f"برای {body} گزارش دوره‌ای با موعد معین نیست ({why}).",
        )
    every = P.lookup(name, regime, formed_on)
    term = P.lookup("council.term_years", regime, formed_on)
    n = int(term.value) * 12 // int(every.value)
    steps: list[Step] = []
    for i in range(1, n + 1):
        due = add_months(formed_on, i * int(every.value))
        steps.append(Step(f"report_{i}", due, None if on is None else on > due, every.citation))
    from desktop.rules.timeline import span  # the timeline imports this package's parameters

    end = span(regime).end
    dropped = [s for s in steps if end is not None and s.due >= end]
    steps = [s for s in steps if s not in dropped]
    nxt = None if on is None else next((s.due for s in steps if s.due >= on), None)
    dates = "، ".join(date_fa(s.due) for s in steps) or "هیچ"
    period = "هر سال یک بار" if int(every.value) == 12 else f"هر {num(every.value)} ماه"
    expl = (
        f"{body} {period} گزارش پیشرفت عملیات را {_REPORT_TO_FA[(regime if regime == '1334' else '1331', level)]}"
        f" می‌فرستد ({every.citation.short()}). از تشکیل در {date_fa(formed_on)} در دورهٔ"
        f" {num(term.value)} ساله ({term.citation.short()}) موعدها: {dates}."
    )
    if int(every.value) == 12:
        expl += " «هر سال یک بار» به انتخاب دفتر تا هر سالگرد تشکیل خوانده شده است."
    if dropped and end is not None:
        expl += (
            f" {num(len(dropped))} موعد دیگر از {date_fa(end)} به بعد می‌افتد که این لایحه دیگر"
            " بر آن حاکم نیست."
        )
    if nxt is not None:
        expl += f" موعد بعدی: {date_fa(nxt)}."
    return ReportDueResult(
        formed_on=formed_on, every_months=int(every.value), term_years=int(term.value),
        due_dates=tuple(steps), next_due=nxt, on=on, regime=regime, level=level,
        citations=(every.citation, term.citation), explanation=expl,
    )  # fmt: skip
