"""A farmer dismissed by the landlord: 3 months' living costs at the local labourer's wage, plus
the assessed value of his a'yani and crop (1331 supp. art. 2; 1334 art. 33)."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass

from desktop.rules import parameters as P
from desktop.rules.choices import DEFAULT_CHOICES, Choices
from desktop.rules.errors import RuleError
from desktop.rules.result import Result, num, rials


@dataclass(frozen=True)
class DismissalResult(Result):
    wage_part_rials: int
    ayani_rials: int
    crop_rials: int
    total_rials: int
    months: int
    days: int | None = None
    daily_wage_rials: int | None = None
    monthly_wage_rials: int | None = None


def compute_dismissal_compensation(
    *,
    regime: str,
    daily_wage_rials: int | None = None,
    monthly_wage_rials: int | None = None,
    ayani_rials: int = 0,
    crop_rials: int = 0,
    on: dt.date | None = None,
    choices: Choices = DEFAULT_CHOICES,
) -> DismissalResult:
    if (daily_wage_rials is None) == (monthly_wage_rials is None):
        raise RuleError(
            "missing_key" if daily_wage_rials is None else "conflicting_keys",
            "give exactly one of daily_wage_rials or monthly_wage_rials",
            "یکی از مزد روزانه یا ماهانه لازم است، نه هر دو.",
        )
    for k, v in (
        ("daily_wage_rials", daily_wage_rials),
        ("monthly_wage_rials", monthly_wage_rials),
        ("ayani_rials", ayani_rials),
        ("crop_rials", crop_rials),
    ):
        if v is not None and v < 0:
            raise RuleError("negative_amount", f"{k} must not be negative", f"مبلغ {k} منفی است.")
    p = P.lookup("dismissal.wage_months", regime, on)
    months = int(p.value)
    days = None
    if daily_wage_rials is not None:
        days = months * choices.wage_days_per_month
        wage = daily_wage_rials * days
        how = f"{num(months)} ماه به مزد روزانهٔ {rials(daily_wage_rials)}؛ به انتخاب دفتر هر ماه {num(choices.wage_days_per_month)} روز، یعنی {num(days)} روز: {rials(wage)}"
    else:
        assert monthly_wage_rials is not None
        wage = monthly_wage_rials * months
        how = f"{num(months)} ماه به مزد ماهانهٔ {rials(monthly_wage_rials)}: {rials(wage)}"
    council = "انجمن عمران بخش" if regime == "1334" else "شورای عمران و تعاون بخش"
    expl = f"مالکی که کشاورز برکنارشده را به کار نمی‌گمارد، به تشخیص {council} مخارج {how} می‌پردازد"
    if ayani_rials or crop_rials:
        expl += f"، به علاوهٔ قیمت اعیانی ({rials(ayani_rials)}) و محصول ({rials(crop_rials)}) به تشخیص اهل خبره"
    total = wage + ayani_rials + crop_rials
    expl += f"؛ جمعاً {rials(total)} ({p.citation.short()})."
    return DismissalResult(
        wage_part_rials=wage, ayani_rials=ayani_rials, crop_rials=crop_rials, total_rials=total,
        months=months, days=days, daily_wage_rials=daily_wage_rials, monthly_wage_rials=monthly_wage_rials,
        regime=regime, citations=(p.citation,), explanation=expl,
    )  # fmt: skip
