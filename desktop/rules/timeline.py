"""The law's timeline: which regime governs an act is a function of the act's date.

The farmers' share and development councils were governed in turn by
``1331-original`` (the bill of 22 Mordad 1331), ``1331`` (the bill as amended by its supplement
of 3 Dey 1331) and ``1334`` (the law of 5 Mordad 1334, whose art. 36 repeals every earlier law on
the division of crops and the farmers' share from that date). Land reform (``land-1339``, from
26 Ordibehesht 1339) runs beside them as a separate family.

Each span is [start, end): ``end`` is the first day the regime no longer governs, with the
article that ended it. Each boundary quotes the words of the seed text it rests on
(``start_quote``/``end_quote``; a test finds every quote in the seeds). Nothing here guesses: a
date before the first law is refused.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass

from desktop.jalali import format_jalali
from desktop.rules import law_data
from desktop.rules.citations import Citation
from desktop.rules.errors import RuleError
from desktop.rules.law_data import BOOK

REGIME_LABEL_FA = {r.key: r.label_fa for r in BOOK.regimes}
FARMERS = "farmers"  # the farmers' share and the development councils (1331, 1334)
LAND = "land"  # land reform (1339)
FAMILIES = (FARMERS, LAND)
assert FAMILIES == law_data.FAMILIES
AUTO = "auto"  # ask the timeline: the regime in force on the act's date


@dataclass(frozen=True)
class Span:
    regime: str
    family: str
    start: dt.date
    start_citation: Citation
    start_quote: str  # the seed's words that date the start
    end: dt.date | None  # first day no longer in force
    end_citation: Citation | None  # the article that ended it
    end_quote: str = ""

    def covers(self, day: dt.date) -> bool:
        return self.start <= day and (self.end is None or day < self.end)

    @property
    def label_fa(self) -> str:
        return REGIME_LABEL_FA[self.regime]

    @property
    def last_day(self) -> dt.date | None:
        return None if self.end is None else self.end - dt.timedelta(days=1)

    def text_fa(self) -> str:
        """``از ۱۳۳۱/۱۰/۰۳ تا ۱۳۳۴/۰۵/۰۴، پایان به حکم قانون ۱۳۳۴ ماده ۳۶``."""
        s = f"از {format_jalali(self.start, persian_digits=True)}"
        if self.end is None or self.last_day is None:
            return s + " تاکنون"
        assert self.end_citation is not None
        return (
            f"{s} تا {format_jalali(self.last_day, persian_digits=True)}،"
            f" پایان به حکم {self.end_citation.long()}"
        )

    def to_json(self) -> dict[str, object]:
        return {
            "regime": self.regime,
            "family": self.family,
            "label_fa": REGIME_LABEL_FA[self.regime],
            "from": format_jalali(self.start),
            "from_citation": self.start_citation.to_json(),
            "until": format_jalali(self.end) if self.end else None,
            "last_day": format_jalali(self.last_day) if self.last_day else None,
            "until_citation": self.end_citation.to_json() if self.end_citation else None,
            "span_fa": self.text_fa(),
        }


# Each statute's data file (resources/law/) opens its regime: the first day, the article and the
# seed's words that date it, and the day, article and words that ended it. The supplement's own
# art. 1 (its opening words, before the replaced articles) repeals the bill's arts. 1, 10, 22,
# 24, 32 "from the date this bill is approved"; it is signed "بتاریخ سوم دیماه ۱۳۳۱" (its closing
# formula also calls it "مصوب ۱۴ر۷ر۱۳۳۱": the file's `reading` and docs/rules.md say why the
# signed date is the one taken).
SPANS: tuple[Span, ...] = tuple(
    Span(
        r.key,
        r.family,
        r.start,
        Citation(*r.start_cite),
        r.start_quote,
        r.end,
        Citation(*r.end_cite) if r.end_cite else None,
        r.end_quote,
    )
    for r in BOOK.regimes
)


def span(regime: str) -> Span:
    for s in SPANS:
        if s.regime == regime:
            return s
    raise RuleError(
        "unknown_regime",
        f"unknown regime {regime!r}",
        "قانون خواسته‌شده شناخته نیست.",
    )


def family_of(regime: str) -> str:
    return span(regime).family


def spans(family: str | None = None) -> tuple[Span, ...]:
    return tuple(s for s in SPANS if family is None or s.family == family)


def regime_on(day: dt.date, family: str = FARMERS) -> str:
    """The regime that governs an act of ``family`` dated ``day``; refused before the first law."""
    if family not in FAMILIES:
        raise RuleError("unknown_family", f"unknown family {family!r}", "گروه قانون شناخته نیست.")
    for s in SPANS:
        if s.family == family and s.covers(day):
            return s.regime
    first = min((s for s in SPANS if s.family == family), key=lambda s: s.start)
    raise RuleError(
        "not_yet_enacted",
        f"no law of this kind was in force on {format_jalali(day)}",
        f"در تاریخ {format_jalali(day, persian_digits=True)} هنوز قانونی در این باره تصویب"
        f" نشده بود؛ نخستین قانون از {format_jalali(first.start, persian_digits=True)} است.",
        first.start_citation,
    )


def check_in_force(regime: str, day: dt.date) -> None:
    """Refuse a computation under ``regime`` for an act dated outside its span, with the citation."""
    s = span(regime)
    if day < s.start:
        raise RuleError(
            "not_yet_enacted",
            f"{regime} was not yet in force on {format_jalali(day)}",
            f"«{REGIME_LABEL_FA[regime]}» در تاریخ {format_jalali(day, persian_digits=True)}"
            f" هنوز تصویب نشده بود (از {format_jalali(s.start, persian_digits=True)}).",
            s.start_citation,
        )
    if s.end is not None and day >= s.end:
        assert s.end_citation is not None
        now = regime_on(day, s.family)
        raise RuleError(
            "superseded",
            f"{regime} no longer governed acts dated {format_jalali(day)}:"
            f" ended {format_jalali(s.end)} by {s.end_citation.short()}; {now} governs",
            f"«{REGIME_LABEL_FA[regime]}» از {format_jalali(s.end, persian_digits=True)} به حکم"
            f" {s.end_citation.long()} دیگر حاکم نیست و بر کاری به تاریخ"
            f" {format_jalali(day, persian_digits=True)} «{REGIME_LABEL_FA[now]}» حاکم است.",
            s.end_citation,
        )


def governing_label_fa(day: dt.date, family: str = FARMERS) -> str:
    """``قانون ۱۳۳۴ — از ۱۳۳۴/۰۵/۰۵ تاکنون``: the law governing an act dated ``day``, with its span."""
    s = span(regime_on(day, family))
    return f"{REGIME_LABEL_FA[s.regime]} — {s.text_fa()}"


def governing_text_fa(day: dt.date, family: str = FARMERS) -> str:
    """``قانون حاکم: قانون ۱۳۳۴ — از ۱۳۳۴/۰۵/۰۵ تاکنون`` for a printed document."""
    return f"قانون حاکم: {governing_label_fa(day, family)}"
