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
# A chapter's heading («فصل پنجم – …») ends the article before it: it is not the article's text.
_CHAPTER = re.compile(r"^فصل\s+\S+\s+[–\-]")


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
        if out and _CHAPTER.match(normalize(line)):
            break
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


# ---------------------------------------------------------------------------- quoting a citation

# The 1331 bill's articles, by the numbering docs/rules.md settles: the (1-based) index of each
# article's first paragraph among the seed's non-empty lines. Its paragraphs 1–2 are the title
# and the first heading, 23 the heading «سازمان عمرانی کشاورزی»; 48–49 the closing lines.
_BILL_FIRST = {
    1: 3, 2: 8, 3: 10, 4: 11, 5: 12, 6: 13, 7: 14, 8: 15, 9: 16, 10: 17, 11: 18, 12: 19, 13: 20,
    14: 21, 15: 22, 16: 24, 17: 25, 18: 26, 19: 28, 20: 29, 21: 30, 22: 31, 23: 32, 24: 33,
    25: 34, 26: 35, 27: 36, 28: 37, 29: 38, 30: 39, 31: 40, 32: 41, 33: 42, 34: 43, 35: 44,
    36: 45, 37: 46, 38: 47,
}  # fmt: skip
_BILL_END = {15: 23, 38: 48}  # a heading or the closing lines end these articles
# The bill writes none of its labels: art. 1's paragraphs are, in order, its opening, الف, ب,
# the gavband's تبصره and ج; art. 2's and art. 18's second paragraph is their تبصره.
_BILL_LABELS = {1: ("", "الف", "ب", "تبصره", "ج"), 2: ("", "تبصره"), 18: ("", "تبصره")}
_NOTE = re.compile(r"^تبصره\s*([^-–)(]*)")
_ITEM = re.compile(r"^(الف|ب|ج|د|ه|و|ز|ح|ط)\s*[-–)]")


def _bill_article(number: int) -> tuple[str, ...]:
    if number not in _BILL_FIRST:
        raise StatuteNotFound(f"1331-bill article {number}")
    lines = _lines("1331-bill")
    first = _BILL_FIRST[number]
    end = _BILL_END.get(number, _BILL_FIRST.get(number + 1, first + 1))
    return lines[first - 1 : end - 1]


def _article_lines(law: str, number: int) -> tuple[str, ...]:
    """Every line of the article ``number``. Where the law has two headings of that number (the
    supplement's «ماده اول» replacing the bill's articles, then the replaced «ماده ۱)»), the
    later one: the replaced text is what a paragraph or note of it cites."""
    if law == "1331-bill":
        return _bill_article(number)
    blocks: list[list[str]] = []
    current: list[str] | None = None
    for line in _lines(law):
        m = _HEAD.match(normalize(line))
        if m and ordinal(m.group(1)) is not None:
            current = [line] if ordinal(m.group(1)) == number else None
            if current is not None:
                blocks.append(current)
            continue
        if current is not None and _CHAPTER.match(normalize(line)):
            current = None
        if current is not None:
            current.append(line)
    if not blocks:
        raise StatuteNotFound(f"{law} article {number}")
    return tuple(blocks[-1])


def _label(law: str, number: int, index: int, line: str) -> str:
    """The paragraph's label: «الف», «تبصره ۲», «تبصره» (an only note), or "" (the text)."""
    if law == "1331-bill":
        labels = _BILL_LABELS.get(number, ("",))
        return labels[index] if index < len(labels) else ""
    text = normalize(line)
    m = _NOTE.match(text)
    if m:
        n = ordinal(m.group(1)) if m.group(1).strip() else None
        return "تبصره" if n is None else f"تبصره {n}"
    m = _ITEM.match(text)
    return m.group(1) if m and index else ""


def cited(law: str, number: int, paragraph: str = "") -> str:
    """The text a citation points at, as in the seed: the article's opening paragraph; its item
    («الف»); its note («تبصره ۲»; «تبصره» for an only note); a note of an item («ج تبصره ۱»:
    the notes after item ج). A paragraph the article does not have is ``StatuteNotFound``."""
    lines = _article_lines(law, number)
    if not paragraph:
        return lines[0]
    words = normalize(paragraph).split()
    item = words[0] if words[0] != "تبصره" else ""
    note = " ".join(words[1:] if item else words)
    want_note = ""
    if note:
        n = ordinal(note.removeprefix("تبصره").strip()) if note != "تبصره" else None
        want_note = "تبصره" if n is None else f"تبصره {n}"
    labels = [_label(law, number, i, line) for i, line in enumerate(lines)]
    start = 0
    if item:
        if item not in labels:
            raise StatuteNotFound(f"{law} article {number} {paragraph}")
        start = labels.index(item)
        if not want_note:
            return lines[start]
    for i in range(start, len(lines)):
        if item and i > start and labels[i] and not labels[i].startswith("تبصره"):
            break  # the next item: the notes of ``item`` are over
        if labels[i] == want_note or (want_note == "تبصره ۱" and labels[i] == "تبصره"):
            return lines[i]
    raise StatuteNotFound(f"{law} article {number} {paragraph}")


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


@lru_cache(maxsize=256)  # a batch quotes the same articles in every document
def printable(text: str) -> str:
    """A quoted statute as printed: rules L1 and Z1-Z4 above; the seed itself is untouched."""
    text = text.translate(_PERSIAN_LETTERS)
    text = _Z1.sub(lambda m: m[1] + ZWNJ + m[2], text)
    text = _Z2.sub(lambda m: m[1] + ZWNJ + m[2], text)
    text = _Z3.sub(lambda m: m[1] + ZWNJ + m[2], text)
    return _Z4.sub(lambda m: COMPOUNDS[m[1]], text)
