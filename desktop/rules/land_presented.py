"""The 1339 rules that run from the day the bill was presented to the Majlis («تاریخ تقدیم این
لایحه به مجلس»): art. 2 notes 1–2 (waqf), art. 3 items 3 (heirs' transfers in the year before)
and 6 (mechanised land), art. 10 note 2 (disputed land), art. 12 (leases), art. 15 (mortgages).
Art. 4's last paragraph reads the same day (``desktop.services.land_reform.holdings``).

The statute does not give the day. The office enters its reading in Settings
(``Choices.land_bill_presented_on``); every rule here takes it from there through
``presented_day``, is refused naming its article while it is unset, and says in its explanation
which day it used (``presented_line``), so a paper carrying the explanation states it.

Where the statute says «تا تاریخ تقدیم» (up to the day) the day itself is before; where it says
«قبل از» (before) it is not; «پس از» / «بعد از» (after) is the rest. docs/rules.md gives the
readings. Areas are irrigated-equivalent hectares (``Decimal``), as ``land_holdings`` counts them.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from decimal import Decimal

from desktop.rules import parameters as P
from desktop.rules.choices import DEFAULT_CHOICES, Choices
from desktop.rules.citations import Citation
from desktop.rules.deadlines import add_months, add_years
from desktop.rules.errors import RuleError
from desktop.rules.result import Result, date_fa, num

PRESENTED_FA = "روز تقدیم لایحه به مجلس، به خواندن این دفتر"


def presented_day(choices: Choices, cite: Citation) -> dt.date:
    """The office's reading of the presentation day; refused, naming ``cite``, while unset."""
    day = choices.land_bill_presented_on
    if day is None:
        raise RuleError(
            "presentation_day_unset",
            f"{cite.short()} runs from the day the bill was presented to the Majlis, which the "
            "statute does not give; the office enters it in Settings",
            f"حکم {cite.long()} از روز تقدیم لایحه به مجلس حساب می‌شود. این تاریخ در قانون "
            "نیامده و دفتر باید آن را در «تنظیمات» (برداشت‌های دفتر) وارد کند.",
        )
    return day


def presented_line(day: dt.date) -> str:
    """The sentence every paper using the day carries."""
    return f"{PRESENTED_FA}: {date_fa(day)} (تاریخ تقدیم در قانون نیامده است)."


def check_land_law(regime: str, on: dt.date | None) -> None:
    """The regime is the Land Reform Law's and ``on`` (if given) is not before its passage."""
    P.check_regime(regime)
    if regime != "land-1339":
        raise RuleError("no_such_rule", "land reform rules are land-1339's", "این حکم از قانون اصلاحات ارضی است.")  # fmt: skip
    if on is not None and on < P.LAND_REFORM_ENACTED:
        raise RuleError(
            "not_yet_enacted",
            "the Land Reform Law was not yet in force",
            f"قانون اصلاحات ارضی در این تاریخ هنوز تصویب نشده بود (از {date_fa(P.LAND_REFORM_ENACTED)}).",
        )


def _ha(name: str, v: object) -> Decimal:
    if isinstance(v, bool) or not isinstance(v, int | float | Decimal):
        raise RuleError("bad_value", f"{name} must be hectares", "مساحت نامعتبر است.")
    d = Decimal(str(v))
    if not d.is_finite() or d < 0:
        raise RuleError("bad_value", f"{name} must be non-negative hectares", "مساحت نامعتبر است.")
    return d


def _ceiling(regime: str, on: dt.date | None) -> P.Parameter:
    return P.lookup("land.ceiling_irrigated_ha", regime, on)


# --------------------------------------------------------------------------- art. 2 notes 1–2


@dataclass(frozen=True)
class WaqfResult(Result):
    presented_on: dt.date
    before: bool  # made up to the presentation day (the first part of note 1)
    stays_waqf_ha: Decimal
    surplus_ha: Decimal
    deducted_from_owner_ha: Decimal  # the second part: taken off what the owner keeps


def compute_waqf(
    *,
    regime: str,
    waqf_on: dt.date,
    waqf_ha: object,
    beneficiaries: int,
    mixed: bool = False,
    on: dt.date | None = None,
    choices: Choices = DEFAULT_CHOICES,
) -> WaqfResult:
    """Art. 2 note 1: land made private waqf up to the presentation day stays waqf up to the
    ceiling for each beneficiary, the surplus sold and its price spent on other property under
    the Awqaf office (civil code art. 90); land made private waqf after it: all the beneficiaries'
    shares together at most one person's ceiling, and that land is deducted from what the owner
    keeps. Note 2: of a waqf both private and public, the private share (``waqf_ha``) follows the
    first or second part of note 1 the same way."""
    check_land_law(regime, on)
    n1, n2 = Citation("1339", 2, "تبصره ۱"), Citation("1339", 2, "تبصره ۲")
    day = presented_day(choices, n2 if mixed else n1)
    area = _ha("waqf_ha", waqf_ha)
    if isinstance(beneficiaries, bool) or not isinstance(beneficiaries, int) or beneficiaries < 1:
        raise RuleError("bad_value", "beneficiaries must be at least 1", "شمار موقوف‌علیهم باید دست‌کم یک باشد.")  # fmt: skip
    cap = _ceiling(regime, on)
    before = waqf_on <= day
    what = "سهم وقف خاص از زمین وقف خاص و عام" if mixed else "زمین وقف خاص"
    lead = f"{presented_line(day)} {what} ({num(area)} هکتار معادل آبی) در {date_fa(waqf_on)}"
    if before:
        stays = min(area, Decimal(cap.value) * beneficiaries)
        deducted = Decimal(0)
        expl = (
            f"{lead}، تا تاریخ تقدیم لایحه وقف شده است: برای هر یک از {num(beneficiaries)} "
            f"موقوف‌علیه تا {num(cap.value)} هکتار ({cap.citation.short()}) یعنی {num(stays)} هکتار "
            f"به صورت وقف خاص می‌ماند ({n1.short()}، قسمت اول)."
        )
        if area > stays:
            expl += (
                f" {num(area - stays)} هکتار مازاد فروخته و بهای آن با نظارت ادارهٔ اوقاف به خرید "
                "مال دیگری داده می‌شود تا طبق مادهٔ ۹۰ قانون مدنی عمل شود."
            )
    else:
        stays = min(area, Decimal(cap.value))
        deducted = stays
        expl = (
            f"{lead}، پس از تاریخ تقدیم لایحه وقف شده است: مجموع سهام موقوف‌علیهم از "
            f"{num(cap.value)} هکتار، حد مجاز یک شخص ({cap.citation.short()})، نمی‌گذرد؛ "
            f"{num(stays)} هکتار وقف خاص می‌ماند و همین مقدار از زمینی که در ملکیت مالک باقی "
            f"می‌ماند کسر می‌شود ({n1.short()}، قسمت دوم)."
        )
        if area > stays:
            expl += f" {num(area - stays)} هکتار مازاد است."
    if mixed:
        expl += f" سهم وقف خاص از وقف خاص و عام تابع همین حکم است ({n2.short()})."
    cs = (cap.citation, n1, n2) if mixed else (cap.citation, n1)
    return WaqfResult(
        presented_on=day, before=before, stays_waqf_ha=stays, surplus_ha=area - stays,
        deducted_from_owner_ha=deducted, regime=regime, citations=cs, explanation=expl,
    )  # fmt: skip


# --------------------------------------------------------------------------- art. 3 item 3


def heirs_earlier_counted(
    *, regime: str, earlier_on: dt.date, choices: Choices, on: dt.date | None = None
) -> tuple[bool, dt.date, str]:
    """Art. 3 item 3, second paragraph: land the owner put in his heirs' ownership «ظرف یک سال
    قبل از تقدیم این لایحه به مجلس» is taken off the 1.5 times. Whether a transfer of
    ``earlier_on`` falls in that year (from one year before the day, to the day before it), and
    the sentence saying so with the day used."""
    item = Citation("1339", 3, "بند ۳")
    day = presented_day(choices, item)
    span = P.lookup("land.heirs_earlier_years", regime, on)
    start = add_years(day, -int(span.value))
    counted = start <= earlier_on < day
    said = (
        f"{presented_line(day)} انتقال پیشین به وراث در {date_fa(earlier_on)} "
        + ("در" if counted else "بیرون از")
        + f" سال پیش از تقدیم لایحه ({date_fa(start)} تا پیش از {date_fa(day)}) است"
        + (" و از سقف کسر می‌شود" if counted else " و از سقف کسر نمی‌شود")
        + f" ({item.short()})."
    )
    return counted, day, said


# --------------------------------------------------------------------------- art. 3 item 6


@dataclass(frozen=True)
class MechanisedResult(Result):
    presented_on: dt.date
    window_from: dt.date
    excepted: bool


def compute_mechanised_exception(
    *,
    regime: str,
    season_on: dt.date,
    still_mechanised: bool,
    on: dt.date | None = None,
    choices: Choices = DEFAULT_CHOICES,
) -> MechanisedResult:
    """Art. 3 item 6: land farmed at least one crop season, mechanised, without the farmer's
    share and by farm help, in the two years before the presentation is excepted from art. 2 for
    as long as it is farmed so. ``season_on``: a day of such a season."""
    check_land_law(regime, on)
    item = Citation("1339", 3, "بند ۶")
    day = presented_day(choices, item)
    span = P.lookup("land.mechanised_years_before", regime, on)
    start = add_years(day, -int(span.value))
    in_window = start <= season_on < day
    excepted = in_window and bool(still_mechanised)
    expl = (
        f"{presented_line(day)} دورهٔ زراعت مکانیزه بدون شرکت زارع و به وسیلهٔ کمک کشاورز در "
        f"{date_fa(season_on)} "
        + ("در" if in_window else "بیرون از")
        + f" دو سال پیش از تقدیم لایحه ({date_fa(start)} تا پیش از {date_fa(day)}) است"
        + f" ({item.short()}). "
    )
    if excepted:
        expl += "زمین مادام که به این ترتیب بهره‌برداری می‌شود از مقررات مادهٔ ۲ مستثنی است."
    elif in_window:
        expl += (
            "بهره‌برداری از صورت زراعت مکانیزه به وسیلهٔ کمک کشاورز خارج شده و زمین مشمول مادهٔ ۲ است."
        )
    else:
        expl += "این بند زمین را مستثنی نمی‌کند و زمین مشمول مادهٔ ۲ است."
    return MechanisedResult(
        presented_on=day, window_from=start, excepted=excepted, regime=regime,
        citations=(item, span.citation), explanation=expl,
    )  # fmt: skip


# --------------------------------------------------------------------------- art. 10 note 2


@dataclass(frozen=True)
class DisputedResult(Result):
    presented_on: dt.date
    before: bool
    counted_ha: tuple[Decimal, ...]  # per party, in the order given
    counted_total_ha: Decimal
    rest_ha: Decimal  # dealt with under the law (surplus)


def compute_disputed_land(
    *,
    regime: str,
    dispute_on: dt.date,
    disputed_ha: object,
    shares_ha: list,
    resolved: bool = False,
    on: dt.date | None = None,
    choices: Choices = DEFAULT_CHOICES,
) -> DisputedResult:
    """Art. 10 note 2: every party to land disputed up to the presentation day declares for the
    share he claims; unresolved at the start of the division, each party is counted his claim up
    to the ceiling, together at most the disputed land, the rest under the law. Land disputed
    after the presentation: each possessor is counted his share (``shares_ha``: what he holds)
    up to the ceiling, the rest under the law. The declarations prove no ownership."""
    check_land_law(regime, on)
    note = Citation("1339", 10, "تبصره ۲")
    day = presented_day(choices, note)
    area = _ha("disputed_ha", disputed_ha)
    if not isinstance(shares_ha, list) or not shares_ha:
        raise RuleError("bad_value", "shares_ha must list each party's hectares", "سهم هر یک از اصحاب دعوی لازم است.")  # fmt: skip
    shares = [_ha("shares_ha", s) for s in shares_ha]
    cap = _ceiling(regime, on)
    before = dispute_on <= day
    lead = (
        f"{presented_line(day)} دعوی بر {num(area)} هکتار معادل آبی از {date_fa(dispute_on)}، "
        + ("تا" if before else "پس از")
        + " تاریخ تقدیم لایحه؛ هر یک از اصحاب دعوی برای سهم خود جداگانه اظهارنامه می‌دهد و "
        "اظهارنامه دلیل مالکیت نیست"
    )
    if before and resolved:
        return DisputedResult(
            presented_on=day, before=True, counted_ha=(), counted_total_ha=Decimal(0),
            rest_ha=Decimal(0), regime=regime, citations=(note,),
            explanation=f"{lead} ({note.short()}). تنازع تا شروع تقسیم رفع شده و زمین به نام مالکی که معلوم شده حساب می‌شود.",
        )  # fmt: skip
    counted = [min(s, Decimal(cap.value)) for s in shares]
    total = min(sum(counted, Decimal(0)), area)
    if before:
        expl = (
            f"{lead}. تنازع تا شروع تقسیم رفع نشده: سهم ادعایی هر یک تا {num(cap.value)} هکتار "
            f"({cap.citation.short()}) و روی هم تا مجموع زمین موضوع دعوی، {num(total)} هکتار، "
            f"منظور می‌شود و {num(area - total)} هکتار بقیه طبق این قانون ({note.short()}، قسمت اول)."
        )
    else:
        expl = (
            f"{lead}. به میزان سهم هر یک از متصرفین تا {num(cap.value)} هکتار "
            f"({cap.citation.short()})، روی هم {num(total)} هکتار، منظور می‌شود و "
            f"{num(area - total)} هکتار بقیه طبق این قانون ({note.short()}، قسمت آخر)."
        )
    return DisputedResult(
        presented_on=day, before=before, counted_ha=tuple(counted), counted_total_ha=total,
        rest_ha=area - total, regime=regime, citations=(cap.citation, note), explanation=expl,
    )  # fmt: skip


# --------------------------------------------------------------------------- art. 12


@dataclass(frozen=True)
class LeaseResult(Result):
    presented_on: dt.date
    in_force_on_presentation: bool
    stands_until: dt.date | None  # the lease runs to its end; None: divided without waiting


def compute_lease(
    *,
    regime: str,
    lease_from: dt.date,
    lease_until: dt.date,
    on: dt.date | None = None,
    choices: Choices = DEFAULT_CHOICES,
) -> LeaseResult:
    """Art. 12: land under an official lease on the presentation day with at most 5 years of it
    left stays leased to its end; with more left, the lease is void for the rest of its term and
    the land divided. A lease not in force that day is not this article's."""
    check_land_law(regime, on)
    art = Citation("1339", 12)
    day = presented_day(choices, art)
    if lease_until < lease_from:
        raise RuleError("bad_value", "the lease ends before it starts", "پایان اجاره پیش از آغاز آن است.")  # fmt: skip
    years = P.lookup("land.lease_years_left", regime, on)
    lead = f"{presented_line(day)} اجارهٔ رسمی از {date_fa(lease_from)} تا {date_fa(lease_until)}"
    in_force = lease_from <= day <= lease_until
    until: dt.date | None = None
    if not in_force:
        expl = f"{lead} در روز تقدیم لایحه برقرار نبود؛ مادهٔ ۱۲ به آن نمی‌رسد و زمین طبق این قانون تقسیم می‌شود ({art.short()})."  # fmt: skip
    elif lease_until <= add_years(day, int(years.value)):
        until = lease_until
        expl = f"{lead} در روز تقدیم لایحه برقرار بود و حداکثر {num(years.value)} سال به پایان آن مانده بود: تا آخر مدت، {date_fa(lease_until)}، در اجاره می‌ماند ({art.short()})."  # fmt: skip
    else:
        expl = f"{lead} در روز تقدیم لایحه بیش از {num(years.value)} سال به پایان داشت: نسبت به بقیهٔ مدت ملغی است و عمل تقسیم انجام می‌شود ({art.short()})."  # fmt: skip
    return LeaseResult(
        presented_on=day, in_force_on_presentation=in_force, stands_until=until, regime=regime,
        citations=(years.citation,), explanation=expl,
    )  # fmt: skip


# --------------------------------------------------------------------------- art. 15


@dataclass(frozen=True)
class MortgageResult(Result):
    presented_on: dt.date
    branch: str  # "الف" or "ب"
    release_by: dt.date | None  # ب: the owner frees the land by then, or the state pays the debt


def compute_mortgage(
    *,
    regime: str,
    made_on: dt.date,
    renewed_on: dt.date | None = None,
    division_start: dt.date | None = None,
    on: dt.date | None = None,
    choices: Choices = DEFAULT_CHOICES,
) -> MortgageResult:
    """Art. 15 الف: land mortgaged (or sold with the right of redemption) by official deed before
    the presentation is dealt with under the law once the transaction's term ends and its owner
    is fixed. ب: land put in such a transaction after the presentation — or one of الف renewed or
    extended after it (the last paragraph) — the owner frees within 6 months of the start of the
    division in the region, or the state pays his debt to the creditor up to the land's valued
    price (arts. 13–14) and the land is free."""
    check_land_law(regime, on)
    a, b = Citation("1339", 15, "الف"), Citation("1339", 15, "ب")
    day = presented_day(choices, Citation("1339", 15))
    if renewed_on is not None and renewed_on < made_on:
        raise RuleError("bad_value", "renewed before it was made", "تمدید پیش از خود معامله است.")
    months = P.lookup("land.mortgage_release_months", regime, on)
    lead = f"{presented_line(day)} معاملهٔ رهنی یا با حق استرداد در {date_fa(made_on)}"
    if renewed_on is not None:
        lead += f"، تمدید یا تجدید در {date_fa(renewed_on)}"
    renewed_after = renewed_on is not None and renewed_on >= day
    release_by: dt.date | None = None
    if made_on < day and not renewed_after:
        branch = "الف"
        expl = f"{lead}، پیش از تقدیم لایحه: پس از انقضای مدت معامله و تعیین مالک قطعی طبق این قانون عمل می‌شود ({a.short()})."  # fmt: skip
        cs: tuple[Citation, ...] = (a,)
    else:
        branch = "ب"
        why = "معاملهٔ بند الف پس از تقدیم لایحه تمدید یا تجدید شده" if made_on < day else "پس از تقدیم لایحه"  # fmt: skip
        expl = f"{lead}، {why}: مالک باید ظرف {num(months.value)} ماه از شروع عملیات تقسیم در منطقه زمین را از رهن خارج کند"  # fmt: skip
        if division_start is not None:
            release_by = add_months(division_start, int(months.value))
            expl += f" (تقسیم از {date_fa(division_start)}، مهلت تا {date_fa(release_by)})"
        expl += (
            "؛ وگرنه دولت بدهی مالک را حداکثر تا بهای ارزیابی‌شدهٔ زمین (مادهٔ ۱۳) طبق مادهٔ ۱۴ "
            f"به داین می‌پردازد و زمین آزادشده محسوب می‌شود ({b.short()})."
        )
        cs = (b, Citation("1339", 13), Citation("1339", 14))
    return MortgageResult(
        presented_on=day, branch=branch, release_by=release_by, regime=regime, citations=cs,
        explanation=expl,
    )  # fmt: skip
