"""Quoting the statutes shipped in ``resources/statutes``: an article by number, or a paragraph.

The 1334 law, the 1331 supplement and the 1339 law number their articles (in words or digits);
the 1331 bill does not, so its paragraphs are found by their opening words.
"""

from __future__ import annotations

import re
from functools import lru_cache

from desktop.paths import SEEDS_DIR
from desktop.text import normalize, to_ascii_digits

FILES = {
    "1331-bill": "law-1331-bill.txt",
    "1331-supplement": "law-1331-supplement.txt",
    "1334": "law-1334.txt",
    "1339": "land-reform-1339.txt",
}

_UNITS = {
    "اول": 1, "یکم": 1, "یک": 1, "دوم": 2, "سوم": 3, "چهارم": 4, "چهار": 4, "پنجم": 5,
    "ششم": 6, "هفتم": 7, "هشتم": 8, "نهم": 9, "دهم": 10, "یازدهم": 11, "دوازدهم": 12,
    "سیزدهم": 13, "چهاردهم": 14, "پانزدهم": 15, "شانزدهم": 16, "هفدهم": 17, "هیجدهم": 18,
    "هجدهم": 18, "نوزدهم": 19, "بیستم": 20, "سیام": 30, "سی ام": 30, "چهلم": 40,
}  # fmt: skip
_TENS = {"بیست": 20, "سی": 30, "چهل": 40}
_HEAD = re.compile(r"^ماده\s+([^–\-)(:]+)")


class StatuteNotFound(LookupError):
    pass


def ordinal(words: str) -> int | None:
    """«بیست و یکم» -> 21; «۳۲» -> 32; None when it is not an article number."""
    w = normalize(words).strip()
    digits = to_ascii_digits(w)
    if digits.isdigit():
        return int(digits)
    if w in _UNITS:
        return _UNITS[w]
    parts = [p.strip() for p in w.split(" و ")]
    if len(parts) == 2 and parts[0] in _TENS and parts[1] in _UNITS:
        return _TENS[parts[0]] + _UNITS[parts[1]]
    return None


@lru_cache(maxsize=8)
def _lines(law: str) -> tuple[str, ...]:
    if law not in FILES:
        raise StatuteNotFound(law)
    text = (SEEDS_DIR / FILES[law]).read_text(encoding="utf-8")
    return tuple(line.strip() for line in text.splitlines() if line.strip())


@lru_cache(maxsize=256)
def article(law: str, number: int, *, first_paragraph_only: bool = False) -> str:
    """The text of an article, its notes (تبصره) included, as printed in the seed."""
    lines = _lines(law)
    out: list[str] = []
    for line in lines:
        m = _HEAD.match(normalize(line))
        if m and ordinal(m.group(1)) is not None:
            if out:
                break
            if ordinal(m.group(1)) == number:
                out.append(line)
            continue
        if out:
            out.append(line)
    if not out:
        raise StatuteNotFound(f"{law} article {number}")
    return out[0] if first_paragraph_only else "\n".join(out)


@lru_cache(maxsize=256)
def paragraph(law: str, starts_with: str) -> str:
    """The first paragraph of a law that begins with (or contains) ``starts_with``."""
    key = normalize(starts_with)
    lines = _lines(law)
    for line in lines:
        if normalize(line).startswith(key):
            return line
    for line in lines:
        if key in normalize(line):
            return line
    raise StatuteNotFound(f"{law}: {starts_with}")
