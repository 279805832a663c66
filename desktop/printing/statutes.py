"""Quoting the statutes shipped in ``resources/statutes``: an article by number, or a paragraph.

The 1334 law, the 1331 supplement and the 1339 law number their articles (in words or digits);
the 1331 bill does not, so its paragraphs are found by their opening words.
"""

from __future__ import annotations

import re
from functools import lru_cache

from desktop.paths import SEEDS_DIR
from desktop.text import normalize, ordinal

FILES = {
    "1331-bill": "law-1331-bill.txt",
    "1331-supplement": "law-1331-supplement.txt",
    "1334": "law-1334.txt",
    "1339": "land-reform-1339.txt",
}

_HEAD = re.compile(r"^ماده\s+([^–\-)(:]+)")


class StatuteNotFound(LookupError):
    pass


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


# ---------------------------------------------------------------------------- printing a quote

# What a quote prints, from the verbatim seed: Persian letters and the ZWNJ Persian writes, by
# these rules only (conservative: a word none of them names prints as the seed has it, typos
# such as «داد-گستری» included). ``printable`` applies them in this order:
#
#   L1  Arabic ي (U+064A) and ى (U+0649) -> Persian ی (U+06CC); Arabic ك (U+0643) -> ک (U+06A9);
#       Arabic-Indic digits ٠-٩ -> Persian ۰-۹.
#   Z1  the verbal prefix می / نمی, written joined or apart, before one of VERB_ENDINGS:
#       میشود, می شود -> می‌شود; نمیتوانند -> نمی‌توانند. Other words in می stay (میزان, میوه).
#   Z2  the plural ها / های / هایی after a word ending in ه: دادگاههای -> دادگاه‌های.
#   Z3  the indefinite ای written apart after a word ending in ه: حرفه ای -> حرفه‌ای.
#   Z4  the compounds in COMPOUNDS: آییننامه -> آیین‌نامه, پیشبینی -> پیش‌بینی ...
#
# Only ZWNJ is inserted (or replaces the one space of Z1/Z3); no letter is added or removed.

ZWNJ = "\u200c"
_PERSIAN_LETTERS = str.maketrans(
    {"\u064a": "\u06cc", "\u0649": "\u06cc", "\u0643": "\u06a9"}
    | {chr(0x0660 + d): chr(0x06F0 + d) for d in range(10)}
)
VERB_ENDINGS = (
    "شود", "شوند", "باشد", "باشند", "تواند", "توانند", "گردد", "گردند", "گیرد", "گیرند",
    "دهد", "دهند", "رسد", "رسند", "ماند", "آید", "آیند", "نماید", "نمایند", "کند", "کنند",
    "دارد", "دارند", "پردازد", "پردازند", "برد", "برند",
)  # fmt: skip
COMPOUNDS = {
    "آییننامه": "آیین" + ZWNJ + "نامه",
    "آئیننامه": "آئین" + ZWNJ + "نامه",
    "پیشبینی": "پیش" + ZWNJ + "بینی",
    "نخستوزیر": "نخست" + ZWNJ + "وزیر",
    "قائممقام": "قائم" + ZWNJ + "مقام",
    "تصویبنامه": "تصویب" + ZWNJ + "نامه",
}
_L = "\u0621-\u063a\u0641-\u064a\u066e-\u06d3\u06fa-\u06ff"  # Arabic-script letters
_START = f"(?<![{_L}])"
_END = f"(?![{_L}])"
_Z1 = re.compile(f"{_START}(ن?می) ?({'|'.join(VERB_ENDINGS)}){_END}")
_Z2 = re.compile(f"{_START}([{_L}]+ه)(هایی|های|ها){_END}")
_Z3 = re.compile(f"{_START}([{_L}]+ه) (ای){_END}")
_Z4 = re.compile(f"{_START}({'|'.join(COMPOUNDS)})")


def printable(text: str) -> str:
    """A quoted statute as printed: rules L1 and Z1-Z4 above; the seed itself is untouched."""
    text = text.translate(_PERSIAN_LETTERS)
    text = _Z1.sub(lambda m: m[1] + ZWNJ + m[2], text)
    text = _Z2.sub(lambda m: m[1] + ZWNJ + m[2], text)
    text = _Z3.sub(lambda m: m[1] + ZWNJ + m[2], text)
    return _Z4.sub(lambda m: COMPOUNDS[m[1]], text)
