"""Every figure of the law, once: a registry of cited, dated parameters.

The figures are not written here: they are read from the statutes' data files in
``resources/law/`` (``rules/law_data.py``), one per statute, where a lawyer can review each one
with its article, dates and label (docs/rules.md, «Reviewing the law as data»).

A parameter is looked up by name, regime and (optionally) the day it is applied on. Asking for a
figure a regime does not have, or on a day it is not in force (not yet enacted, replaced by the
1331 supplement, or repealed like 1334 art. 16 from 1400/11/10), raises ``RuleError``; nothing
is guessed. No other module holds a statutory number.

Regimes: ``1331`` (the bill of 22 Mordad 1331 as amended by its supplement of 3 Dey 1331),
``1331-original`` (the bill alone, before 3 Dey 1331), ``1334`` (the law of 5 Mordad 1334) and
``land-1339`` (the Land Reform Law, Senate 26/2/1339).
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from decimal import Decimal

from desktop.jalali import format_jalali
from desktop.rules import law_data
from desktop.rules.citations import Citation
from desktop.rules.errors import RuleError
from desktop.rules.law_data import BOOK, LawBook
from desktop.rules.timeline import check_in_force

REGIMES = tuple(r.key for r in BOOK.regimes)
REGIME_LABEL_FA = {r.key: r.label_fa for r in BOOK.regimes}

# The day each statute took effect (its file's `in_force_from`).
BILL_ENACTED = BOOK.statute("1331-bill").in_force_from
SUPPLEMENT_ENACTED = BOOK.statute("1331-supplement").in_force_from
LAW_1334_ENACTED = BOOK.statute("1334").in_force_from
LAND_REFORM_ENACTED = BOOK.statute("1339").in_force_from

Value = law_data.Value


@dataclass(frozen=True)
class Parameter:
    name: str
    value: Value
    unit: str  # percent, rials, days, months, years, multiple, persons, ha, rials_per_ha, month_no, day_no
    regime: str
    citation: Citation
    in_force_from: dt.date
    in_force_until: dt.date | None  # first day it no longer applies
    label_fa: str
    repealed: bool = False  # True: in_force_until is a repeal, not a replacement
    reading: str = ""  # the office's reading, where the statute is ambiguous

    def in_force_text(self) -> str:
        start = format_jalali(self.in_force_from)
        if self.in_force_until is None:
            return f"{start}–"
        end = format_jalali(self.in_force_until)
        word = "repealed from" if self.repealed else "replaced from"
        return f"{start}– ({word} {end})"

    def to_json(self) -> dict[str, object]:
        return {
            "name": self.name,
            "value": _json_value(self.value),
            "unit": self.unit,
            "regime": self.regime,
            "citation": self.citation.to_json(),
            "in_force_from": format_jalali(self.in_force_from),
            "in_force_until": format_jalali(self.in_force_until) if self.in_force_until else None,
            "repealed": self.repealed,
            "label_fa": self.label_fa,
        } | ({"reading": self.reading} if self.reading else {})


def _json_value(v: Value) -> object:
    if isinstance(v, Decimal):
        return int(v) if v == v.to_integral_value() else float(v)
    return v


def build(book: LawBook) -> tuple[Parameter, ...]:
    """One ``Parameter`` per figure and regime of ``book``, in the files' order."""
    return tuple(
        Parameter(
            name=d.name,
            value=d.value,
            unit=d.unit,
            regime=regime,
            citation=Citation(*d.cite),
            in_force_from=d.since,
            in_force_until=d.until,
            label_fa=d.label_fa,
            repealed=d.repealed,
            reading=d.reading,
        )
        for d in book.parameters
        for regime in d.regimes
    )


PARAMETERS: tuple[Parameter, ...] = build(BOOK)
_INDEX: dict[tuple[str, str], Parameter] = {(p.name, p.regime): p for p in PARAMETERS}
assert len(_INDEX) == len(PARAMETERS), "a parameter is registered twice"


def check_regime(regime: str) -> None:
    if regime not in REGIMES:
        raise RuleError(
            "unknown_regime",
            f"unknown regime {regime!r}; known: {', '.join(REGIMES)}",
            "قانون خواسته‌شده شناخته نیست.",
        )


def no_such_rule(regime: str, what: str, text_fa: str) -> RuleError:
    """The refusal of a rule ``regime`` does not lay down: ``what`` it has not (English, after
    "regime R has"), and the Persian sentence that follows «the regime's name»."""
    return RuleError(
        "no_such_rule", f"regime {regime} has {what}", f"در «{REGIME_LABEL_FA[regime]}» {text_fa}"
    )


def has(name: str, regime: str) -> bool:
    return (name, regime) in _INDEX


def lookup(name: str, regime: str, on: dt.date | None = None) -> Parameter:
    """The parameter ``name`` of ``regime`` in force on ``on`` (any day when ``on`` is None)."""
    check_regime(regime)
    p = _INDEX.get((name, regime))
    if p is None:
        raise no_such_rule(regime, f"no rule {name!r}", "چنین حکمی نیست.")
    if on is None:
        return p
    if on < p.in_force_from:
        raise RuleError(
            "not_in_force",
            f"{p.citation.short()} ({name}) is in force only from {format_jalali(p.in_force_from)}",
            f"{p.citation.short()} از {format_jalali(p.in_force_from, persian_digits=True)} لازم‌الاجراست.",
        )
    if p.in_force_until is not None and on >= p.in_force_until:
        until = format_jalali(p.in_force_until)
        until_fa = format_jalali(p.in_force_until, persian_digits=True)
        if p.repealed:
            raise RuleError(
                "repealed",
                f"{p.citation.short()} ({name}) is repealed from {until}",
                f"{p.citation.short()} از {until_fa} منسوخ است.",
            )
        raise RuleError(
            "replaced",
            f"{p.citation.short()} ({name}) was replaced by the 1331 supplement from {until}",
            f"{p.citation.short()} از {until_fa} با متمم لایحه جایگزین شده است.",
        )
    # The article is in force, but is its regime the one governing an act of that day?
    check_in_force(regime, on)
    return p


def value(name: str, regime: str, on: dt.date | None = None) -> Value:
    return lookup(name, regime, on).value
