"""The law's timeline: which regime governs an act is a function of the act's date.

The farmers' share and development councils were governed in turn by
``1331-original`` (the bill of 22 Mordad 1331), ``1331`` (the bill as amended by its supplement
of 3 Dey 1331) and ``1334`` (the law of 5 Mordad 1334, whose art. 36 repeals every earlier law on
the division of crops and the farmers' share from that date). Land reform (``land-1339``, from
26 Ordibehesht 1339) runs beside them as a separate family.

Each span is [start, end): ``end`` is the first day the regime no longer governs, with the
article that ended it. Nothing here guesses: a date before the first law is refused.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass

from desktop.jalali import format_jalali
from desktop.rules.citations import Citation
from desktop.rules.errors import RuleError
from desktop.rules.parameters import (
    BILL_ENACTED,
    LAND_REFORM_ENACTED,
    LAW_1334_ENACTED,
    REGIME_LABEL_FA,
    SUPPLEMENT_ENACTED,
)
from desktop.text import to_persian_digits

FARMERS = "farmers"  # the farmers' share and the development councils (1331, 1334)
LAND = "land"  # land reform (1339)
FAMILIES = (FARMERS, LAND)


@dataclass(frozen=True)
class Span:
    regime: str
    family: str
    start: dt.date
    start_citation: Citation
    end: dt.date | None  # first day no longer in force
    end_citation: Citation | None  # the article that ended it

    def covers(self, day: dt.date) -> bool:
        return self.start <= day and (self.end is None or day < self.end)

    def to_json(self) -> dict[str, object]:
        return {
            "regime": self.regime,
            "family": self.family,
            "label_fa": REGIME_LABEL_FA[self.regime],
            "from": format_jalali(self.start),
            "from_citation": self.start_citation.to_json(),
            "until": format_jalali(self.end) if self.end else None,
            "until_citation": self.end_citation.to_json() if self.end_citation else None,
        }


SPANS: tuple[Span, ...] = (
    Span(
        "1331-original",
        FARMERS,
        BILL_ENACTED,
        Citation("1331-bill", 1),
        SUPPLEMENT_ENACTED,
        Citation("1331-supplement", 1),
    ),
    Span(
        "1331",
        FARMERS,
        SUPPLEMENT_ENACTED,
        Citation("1331-supplement", 1),
        LAW_1334_ENACTED,
        Citation("1334", 36),
    ),
    Span("1334", FARMERS, LAW_1334_ENACTED, Citation("1334", 1), None, None),
    Span("land-1339", LAND, LAND_REFORM_ENACTED, Citation("1339", 1), None, None),
)


def span(regime: str) -> Span:
    for s in SPANS:
        if s.regime == regime:
            return s
    raise RuleError(
        "unknown_regime",
        f"unknown regime {regime!r}",
        f"قانون «{to_persian_digits(str(regime))}» شناخته نیست.",
    )


def family_of(regime: str) -> str:
    return span(regime).family


def regime_on(day: dt.date, family: str = FARMERS) -> str:
    """The regime that governs an act of ``family`` dated ``day``; refused before the first law."""
    if family not in FAMILIES:
        raise RuleError("unknown_family", f"unknown family {family!r}", "گروه قانون شناخته نیست.")
    for s in SPANS:
        if s.family == family and s.covers(day):
            return s.regime
    first = min(s.start for s in SPANS if s.family == family)
    raise RuleError(
        "not_yet_enacted",
        f"no law of this kind was in force on {format_jalali(day)}",
        f"در تاریخ {to_persian_digits(format_jalali(day))} هنوز قانونی در این باره تصویب نشده بود؛"
        f" نخستین قانون از {to_persian_digits(format_jalali(first))} است.",
    )


def check_in_force(regime: str, day: dt.date) -> None:
    """Refuse a computation under ``regime`` for an act dated outside its span, with the citation."""
    s = span(regime)
    if day < s.start:
        raise RuleError(
            "not_yet_enacted",
            f"{regime} was not yet in force on {format_jalali(day)}",
            f"«{REGIME_LABEL_FA[regime]}» در تاریخ {to_persian_digits(format_jalali(day))}"
            f" هنوز تصویب نشده بود (از {to_persian_digits(format_jalali(s.start))}).",
        )
    if s.end is not None and day >= s.end:
        assert s.end_citation is not None
        raise RuleError(
            "superseded",
            f"{regime} no longer governed acts dated {format_jalali(day)}:"
            f" ended {format_jalali(s.end)} by {s.end_citation.short()}",
            f"«{REGIME_LABEL_FA[regime]}» از {to_persian_digits(format_jalali(s.end))} به حکم"
            f" {s.end_citation.long()} لغو شده است و بر کاری به تاریخ"
            f" {to_persian_digits(format_jalali(day))} حاکم نیست.",
        )
