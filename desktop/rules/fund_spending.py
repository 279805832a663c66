"""What a fund may spend on, and the limits an expense is checked against, with the articles.

Each level's works are listed by the law (1331: bill م۸ village, م۹ dehestan, supplement م۱۰
bakhsh, م۱۲ shahrestan; 1334: م۷ village, م۸ dehestan, م۹ bakhsh, م۱۱ shahrestan). An expense is
filed under one of its level's categories (``CATEGORIES``), or under ``administration``, whose
total for the fund's year is capped (1331 م۳۰: 10%; 1334 م۲۵: 2% of the year's income), or is
help to a lower fund (1331 م۱۳، 1334 م۱۲). A fund is never spent below zero. ``check_expense``
returns the verdict with the figures and articles; the services refuse on it.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass

from desktop.rules import parameters as P
from desktop.rules.citations import Citation
from desktop.rules.errors import RuleError
from desktop.rules.funds import compute_admin_ceiling
from desktop.rules.result import Result, rials

LEVEL_FA = {"village": "قریه", "dehestan": "دهستان", "bakhsh": "بخش", "shahrestan": "شهرستان"}
LEVELS = tuple(LEVEL_FA)

# level -> category -> Persian label. The same works under both laws, with 1334's additions.
_VILLAGE = {
    "drinking_water": "تهیهٔ آب مشروب سالم (آب‌انبار، حوض تصفیه، لوله‌کشی، پاکنه)",
    "mosque_bath": "ساختمان و مرمت مسجد، حمام، غسالخانه، رختشویخانه",
    "store": "انبار جنسی برای درآمدهای جنسی",
    "pest_control": "کمک به دفع دسته‌جمعی آفات حیوانی و نباتی",
    "housing": "کمک به ساختن خانه‌های ارزان",
    "health": "وسایل تأمین بهداشت",
    "orphans": "نگاهداری و تربیت یتیمان بی‌سرپرست",
    "infirm": "کمک به عجزه، پیران علیل و بیماران بی‌سرپرست",
    "farmer_loans": "وام بی‌سود یا کم‌سود به کشاورزان بی‌بضاعت (گاو، بذر)",
    "roads": "احداث جاده بین قراء",
}
_VILLAGE_1334 = {
    **_VILLAGE,
    "qanat": "حفر قنات",
    "bridge": "پل",
    "school": "ساختمان و تأسیس دبستان",
    "electricity": "ایجاد مراکز برق",
    "local_crafts": "ترویج صنایع محلی",
}
_DEHESTAN = {
    "rural_school": "ساختمان دبستان‌های روستایی (کشاورزی)",
    "clinic": "درمانگاه و داروخانه",
    "local_roads": "احداث جاده‌های محلی",
    "village_aid": "کمک مالی بی‌سود یا کم‌سود به قراء کم‌درآمد (پل، جاده، زه‌کشی)",
    "midwife": "استخدام ماما و پزشکیار سیار",
}
_BAKHSH = {
    "hospital": "ساختمان بیمارستان",
    "schools": "دبیرستان و دبستان کشاورزی و حرفه‌ای",
    "central_pharmacy": "تأسیس داروخانهٔ مرکزی",
    "bridges": "ساختمان پل‌های نسبتاً مهم",
    "cooperatives": "تأسیس شرکت‌های تعاونی کشاورزی، تولید، مصرف و اعتبار",
    "rural_funds": "تأسیس صندوق‌های روستایی",
    "doctor": "استخدام پزشک سیار",
    "disease": "کمک برای جلوگیری از بیماری‌های بومی و مسری",
    "dehestan_aid": "کمک مالی بی‌سود یا کم‌سود به دهستان‌های کم‌درآمد",
}
_SHAHRESTAN = {"lower_aid": "کمک بلاعوض یا وام به صندوق‌های بخش، دهستان یا قراء"}
ADMINISTRATION = "administration"
ADMINISTRATION_FA = "هزینهٔ اداری"
HELP = "help_lower"
HELP_FA = "کمک به صندوق پایین‌تر"

_B, _S, _L = "1331-bill", "1331-supplement", "1334"
# regime family -> level -> (categories, citation)
_TABLE: dict[str, dict[str, tuple[dict[str, str], Citation]]] = {
    "1331": {
        "village": (_VILLAGE, Citation(_B, 8)),
        "dehestan": (_DEHESTAN, Citation(_B, 9)),
        "bakhsh": (_BAKHSH, Citation(_S, 10)),
        "shahrestan": (_SHAHRESTAN, Citation(_B, 12)),
    },
    "1331-original": {
        "village": (_VILLAGE, Citation(_B, 8)),
        "dehestan": (_DEHESTAN, Citation(_B, 9)),
        "bakhsh": (_BAKHSH, Citation(_B, 10)),
        "shahrestan": (_SHAHRESTAN, Citation(_B, 12)),
    },
    "1334": {
        "village": (_VILLAGE_1334, Citation(_L, 7)),
        "dehestan": (_DEHESTAN, Citation(_L, 8)),
        "bakhsh": (_BAKHSH, Citation(_L, 9)),
        "shahrestan": (_SHAHRESTAN, Citation(_L, 11)),
    },
}
_HELP_CITATION = {
    "1331": Citation(_B, 13),
    "1331-original": Citation(_B, 13),
    "1334": Citation(_L, 12),
}


def categories(regime: str, level: str) -> dict[str, str]:
    """The categories an expense of ``level`` may be filed under, with administration and help."""
    cats, _cite = _entry(regime, level)
    out = dict(cats)
    out[ADMINISTRATION] = ADMINISTRATION_FA
    if level != "village":
        out[HELP] = HELP_FA
    return out


def category_refusal(regime: str, level: str, category: str) -> str:
    """Why ``category`` may not be spent by a fund of ``level``, naming the articles: the list of
    works of that level, and the level whose list holds it where there is one («بیمارستان» is a
    bakhsh work of supp. art. 10, not a village one of bill art. 8)."""
    cats, cite = _entry(regime, level)
    text = f"این هزینه در فهرست امور صندوق {LEVEL_FA[level]} نیست ({cite.short()})"
    for other in LEVELS:
        other_cats, other_cite = _entry(regime, other)
        if other != level and category in other_cats:
            text += (
                f"؛ «{other_cats[category]}» از امور صندوق {LEVEL_FA[other]} است "
                f"({other_cite.short()})"
            )
            break
    return text + "."


def category_citation(regime: str, level: str, category: str) -> Citation:
    if category == ADMINISTRATION:
        return P.lookup("funds.admin_max_percent", regime).citation
    if category == HELP:
        return _HELP_CITATION[regime]
    return _entry(regime, level)[1]


def _entry(regime: str, level: str) -> tuple[dict[str, str], Citation]:
    if regime not in _TABLE:
        raise RuleError(
            "no_such_rule", f"regime {regime} has no funds", "در این نظام حقوقی صندوق عمران نیست."
        )
    if level not in LEVELS:
        raise RuleError("bad_value", f"unknown level {level!r}", "سطح صندوق شناخته نیست.")
    return _TABLE[regime][level]


@dataclass(frozen=True)
class ExpenseCheck(Result):
    level: str
    category: str
    amount_rials: int
    balance_rials: int
    allowed: bool
    problem: str | None = None  # category | balance | admin_ceiling
    admin_ceiling_rials: int | None = None
    admin_spent_rials: int | None = None


def check_expense(
    *,
    regime: str,
    level: str,
    category: str,
    amount_rials: int,
    balance_rials: int,
    year_income_rials: int,
    admin_spent_rials: int,
    on: dt.date | None = None,
) -> ExpenseCheck:
    """May ``amount_rials`` be spent? Category of the level, never below zero, the admin ceiling."""
    if amount_rials <= 0:
        raise RuleError("negative_amount", "amount must be positive", "مبلغ هزینه باید مثبت باشد.")
    cats = categories(regime, level)
    common = {
        "level": level, "category": category, "amount_rials": amount_rials,
        "balance_rials": balance_rials, "regime": regime,
    }  # fmt: skip
    if category not in cats:
        cite = _entry(regime, level)[1]
        return ExpenseCheck(
            **common, allowed=False, problem="category", citations=(cite,),  # type: ignore[arg-type]
            explanation=category_refusal(regime, level, category),
        )  # fmt: skip
    cite = category_citation(regime, level, category)
    if amount_rials > balance_rials:
        return ExpenseCheck(
            **common, allowed=False, problem="balance", citations=(cite,),  # type: ignore[arg-type]
            explanation=(
                f"موجودی صندوق {rials(max(balance_rials, 0))} است و هزینهٔ {rials(amount_rials)} "
                f"آن را منفی می‌کند؛ صندوق کمتر از صفر خرج نمی‌شود ({cite.short()})."
            ),
        )  # fmt: skip
    if category == ADMINISTRATION:
        ceiling = compute_admin_ceiling(
            regime=regime, income_rials=year_income_rials,
            spent_rials=admin_spent_rials + amount_rials, on=on,
        )  # fmt: skip
        if not ceiling.within_ceiling:
            return ExpenseCheck(
                **common, allowed=False, problem="admin_ceiling", citations=ceiling.citations,  # type: ignore[arg-type]
                admin_ceiling_rials=ceiling.ceiling_rials, admin_spent_rials=admin_spent_rials,
                explanation=(
                    f"سقف هزینهٔ اداری امسال {rials(ceiling.ceiling_rials)} است (از درآمد "
                    f"{rials(year_income_rials)})؛ تاکنون {rials(admin_spent_rials)} خرج شده و با "
                    f"{rials(amount_rials)} از سقف می‌گذرد ({ceiling.citations[0].short()})."
                ),
            )  # fmt: skip
        return ExpenseCheck(
            **common, allowed=True, citations=ceiling.citations,  # type: ignore[arg-type]
            admin_ceiling_rials=ceiling.ceiling_rials, admin_spent_rials=admin_spent_rials,
            explanation=(
                f"هزینهٔ اداری {rials(amount_rials)} در سقف {rials(ceiling.ceiling_rials)} امسال است "
                f"({ceiling.citations[0].short()})."
            ),
        )  # fmt: skip
    return ExpenseCheck(
        **common, allowed=True, citations=(cite,),  # type: ignore[arg-type]
        explanation=f"«{cats[category]}» از امور صندوق {LEVEL_FA[level]} است ({cite.short()}).",
    )  # fmt: skip
