"""Finding the citations in a text the program shows: «1334 م۱۷ تبصره ۱» (``Citation.short``)
and «قانون ۱۳۳۴ ماده ۱۷» (``Citation.long``), in either digit set and with Arabic or Persian
ی/ک, each resolved to the article or note (``law_coverage.units``) it names — so a screen can
make it a link to that article.

``find(text)`` gives each citation's span and its (law, unit key); a cited paragraph that has no
entry of its own (a lettered paragraph «الف», a note numbered where the statute has one note)
resolves to its article's or note's entry.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

from desktop.rules.citations import LAW_LONG, LAW_SHORT
from desktop.rules.law_coverage import unit_keys
from desktop.text import to_persian_digits

_DIGIT = "[0-9۰-۹]"
_VARIANTS = {"ی": "[یيى]", "ي": "[یيى]", "ک": "[کك]", "ك": "[کك]", "ه": "[هة]"}


def _loose(text: str) -> str:
    """A pattern matching ``text`` with either digit set, either ی/ک, any run of spaces/ZWNJ."""
    out = []
    for ch in text:
        if ch.isspace():
            out.append(r"[\s\u200c]+")
        elif ch.isdigit():
            d = ch.translate(str.maketrans("۰۱۲۳۴۵۶۷۸۹", "0123456789"))
            out.append(f"[{d}{to_persian_digits(d)}]")
        else:
            out.append(_VARIANTS.get(ch, re.escape(ch)))
    return "".join(out)


# a paragraph after the article: «تبصره ۲», «ج تبصره ۱», a letter «الف», «ب» …
_PARA = (
    rf"(?:\s+(?P<para>(?:(?:الف|ب|پ|ت|ث|ج|چ|د)\s+)?تبصره(?:\s*{_DIGIT}+)?|الف|ب|پ|ج|د)(?![\w]))?"
)


@cache
def _pattern() -> re.Pattern[str]:
    # longest names first: the supplement's title holds the bill's, «1331 متمم» starts like «1331»
    longs = sorted(LAW_LONG.items(), key=lambda kv: -len(kv[1]))
    shorts = sorted(LAW_SHORT.items(), key=lambda kv: -len(kv[1]))
    alts = [f"(?P<L{i}>{_loose(t)})\\s*،?\\s*ماده\\s*" for i, (_, t) in enumerate(longs)]
    alts += [f"(?P<S{i}>{_loose(t)})\\s*م\\s*" for i, (_, t) in enumerate(shorts)]
    return re.compile(rf"(?:{'|'.join(alts)})(?P<art>{_DIGIT}+)(?!{_DIGIT}){_PARA}")


@cache
def _group_law() -> dict[str, str]:
    longs = sorted(LAW_LONG.items(), key=lambda kv: -len(kv[1]))
    shorts = sorted(LAW_SHORT.items(), key=lambda kv: -len(kv[1]))
    out = {f"L{i}": law for i, (law, _) in enumerate(longs)}
    out.update({f"S{i}": law for i, (law, _) in enumerate(shorts)})
    return out


@dataclass(frozen=True)
class Found:
    start: int
    end: int
    law: str
    key: str  # a unit key of law_coverage: "17", "4 تبصره ۱", "1 ج تبصره ۲"


def resolve(law: str, article: int, paragraph: str = "") -> str | None:
    """The unit key a citation of ``law``'s ``article`` (and ``paragraph``) names, or None when
    the statute has no such article."""
    keys = unit_keys(law)
    paragraph = to_persian_digits(" ".join(paragraph.split()))
    tries = []
    if "تبصره" in paragraph:
        tries += [f"{article} {paragraph}", f"{article} {paragraph.split(' ', 1)[-1]}"]
        tries.append(f"{article} تبصره")
        if paragraph.endswith("تبصره"):
            tries.append(f"{article} تبصره ۱")
    tries.append(str(article))
    if article == 1:
        tries.append("1 صدر")
    return next((k for k in tries if k in keys), None)


def find(text: str) -> list[Found]:
    """Every citation in ``text`` that names an article of the four statutes, in order."""
    out: list[Found] = []
    if not text:
        return out
    laws = _group_law()
    for m in _pattern().finditer(text):
        law = next(laws[g] for g, v in m.groupdict().items() if v and g in laws)
        article = int(m.group("art").translate(str.maketrans("۰۱۲۳۴۵۶۷۸۹", "0123456789")))
        para = m.group("para") or ""
        key = resolve(law, article, para)
        if key is not None:
            out.append(Found(m.start(), m.end(), law, key))
    return out
