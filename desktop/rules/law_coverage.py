"""Every article of the four statutes accounted for: what the text has, and what the office does
with each part of it.

``units(law)`` reads a statute's verbatim text (``resources/statutes/``) into its articles and
notes (تبصره), in order: the 1334 law, the 1331 supplement and the 1339 law number their
articles; the 1331 bill does not, and its paragraphs are numbered as docs/rules.md settles
(the ``numbering`` of ``resources/law/1331-bill.toml``: art. 1 with its gavband تبصره, art. 2
with the waqf تبصره, art. 18 with the literacy تبصره — 38 articles and 3 تبصره, as the bill's
closing line says). The bill's other lines are its title, the heading «سازمان عمراني كشاورزي»
and its closing formula (``_BILL_SKIP``). Inside the
supplement's art. 1 the two notes after ج are ``ج تبصره ۱`` and ``ج تبصره ۲``, as the rules cite
them. A statute's lettered or numbered paragraphs (الف, ب, ۱ …) are part of their article's
entry.

``read_coverage()`` reads ``resources/law/coverage.toml``: one entry per unit, with one status —
``applied`` (naming the computations, parameters, workflow steps and documents that apply it,
and the tests that pin it), ``not_office`` (it binds another body), ``spent`` (repealed or spent,
with the article that ended it) or ``not_yet`` (what is missing).
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass
from functools import cache

from desktop.paths import SEEDS_DIR
from desktop.rules.law_data import BOOK, COVERAGE_FILE, LAW_DIR
from desktop.text import normalize, ordinal, to_persian_digits

STATUS_FA = {
    "applied": "اجرا شده",
    "not_office": "تکلیف مرجع دیگر",
    "spent": "منسوخ یا اجراشده",
    "not_yet": "هنوز اجرا نشده",
}
STATUS_EN = {
    "applied": "applied",
    "not_office": "not the office's",
    "spent": "repealed or spent",
    "not_yet": "not yet applied",
}
STATUSES = tuple(STATUS_FA)  # applied, not_office, spent, not_yet

_BILL_SKIP = ("لايحه ازدياد سهم", "در ازدياد سهم كشاورزان و امور", "سازمان عمراني كشاورزي",
              "بر طبق قانون اعطاي اختيارات", "نخست وزير")  # fmt: skip

_ARTICLE = re.compile(r"^ماده\s+([^–\-)(:]+)")
_NOTE = re.compile(r"^تبصره\s*([^–\-):]*)")
_LETTER = re.compile(r"^(الف|ب|پ|ت|ث|ج|چ|د)\s*[–\-]")
_ITEM = re.compile(r"^\d+\s*[–\-]")  # a numbered item (1339 arts. 1 and 3, 1334 arts. 18–19)
_NOTE_WORDS = {"یک": 1, "اول": 1, "دوم": 2, "دو": 2, "سوم": 3, "سه": 3}


@dataclass(frozen=True)
class Unit:
    law: str
    article: int
    note: str  # "" for the article itself; "تبصره", "تبصره ۱", "ج تبصره ۲"; "صدر" for an opening
    text: str  # its paragraphs, verbatim (an article's lettered and numbered ones included)

    @property
    def key(self) -> str:
        return f"{self.article} {self.note}".strip()

    def label_fa(self) -> str:
        s = f"ماده {to_persian_digits(str(self.article))}"
        return f"{s} {self.note}" if self.note else s


def _lines(law: str) -> list[str]:
    seed = BOOK.statute(law).seed
    return [ln.strip() for ln in (SEEDS_DIR / seed).read_text(encoding="utf-8").splitlines()]


def _note_label(raw: str) -> str:
    """«تبصرة ۱)», «تبصره یک», «تبصره 2 -», «تبصره –» -> «تبصره ۱» … or «تبصره»."""
    m = _NOTE.match(raw)
    assert m
    word = m.group(1).strip().rstrip(")").strip()
    if not word:
        return "تبصره"
    n = _NOTE_WORDS.get(word) or ordinal(word)
    return f"تبصره {to_persian_digits(str(n))}" if n else "تبصره"


@cache
def units(law: str) -> tuple[Unit, ...]:
    """The articles and notes of ``law`` in the order of its text."""
    lines = [ln for ln in _lines(law) if ln]
    numbering = BOOK.statute(law).numbering
    if numbering:
        paras = [ln for ln in lines if not ln.startswith(_BILL_SKIP)]
        if len(paras) != len(numbering):
            raise ValueError(f"{law} has {len(paras)} paragraphs, its numbering {len(numbering)}")
        numbered: list[list] = []
        for number, text in zip(numbering, paras, strict=True):
            art, _, note = number.partition(" ")
            if note in ("", "تبصره"):
                numbered.append([int(art), note, [text]])
            else:  # a lettered paragraph belongs to its article's entry
                next(u for u in reversed(numbered) if u[0] == int(art) and not u[1])[2].append(text)
        return tuple(Unit(law, a, n, "\n".join(t)) for a, n, t in numbered)
    out: list[list] = []  # [article, note, lines]
    article: int | None = None
    letter = ""
    current: list | None = None
    for raw in lines:
        line = normalize(raw).replace("ة", "ه")
        m = _ARTICLE.match(line.replace("مادة", "ماده"))
        if m and (n := ordinal(m.group(1).strip())) is not None:
            if law == "1331-supplement" and n == 1 and article is None:
                article = 0  # «ماده اول»: the supplement's own opening
                current = [1, "صدر", [raw]]
            else:
                article, letter = n, ""
                current = [n, "", [raw]]
            out.append(current)
            continue
        if current is None:
            continue  # a heading before the first article (فصل اول)
        if line.startswith("تبصره") and article:
            label = _note_label(line)
            if any(u[0] == article and u[1] == label for u in out):
                label = f"{letter} {label}".strip()  # the notes after ج in supp. art. 1
            current = [article, label, [raw]]
            out.append(current)
            continue
        if line.startswith("فصل "):
            continue  # the 1339 law's chapter headings
        if article and (_LETTER.match(line) or _ITEM.match(line)):
            if _LETTER.match(line):
                letter = line.split()[0].strip("–-")
            current = next(u for u in reversed(out) if u[0] == article and not u[1])
        current[2].append(raw)
    return tuple(Unit(law, a, n, "\n".join(t)) for a, n, t in out)


def unit_keys(law: str) -> list[str]:
    return [u.key for u in units(law)]


@dataclass(frozen=True)
class Entry:
    law: str
    key: str  # "17", "4 تبصره ۱"
    status: str
    why: str  # the sentence: what applies it, whose duty it is, what ended it, what is missing
    computations: tuple[str, ...] = ()  # dotted names: desktop.rules.levy.compute_levy
    parameters: tuple[str, ...] = ()
    steps: tuple[str, ...] = ()  # workflow steps: dotted names of services
    documents: tuple[str, ...] = ()  # printed templates: dotted names
    tests: tuple[str, ...] = ()  # tests/x/test_y.py::test_name
    ended_by: str = ""  # "1334 36": the law and article that ended it
    gap: str = ""  # for an applied entry: what of it is still missing


def read_coverage(text: str | None = None) -> tuple[Entry, ...]:
    """The entries of ``resources/law/coverage.toml`` (or of ``text``), statute by statute."""
    if text is None:
        text = (LAW_DIR / COVERAGE_FILE).read_text(encoding="utf-8")
    data = tomllib.loads(text)
    out: list[Entry] = []
    for law, entries in data.items():
        for key, e in entries.items():
            out.append(
                Entry(
                    law=law,
                    key=key,
                    status=e["status"],
                    why=e["why"],
                    computations=tuple(e.get("computations", ())),
                    parameters=tuple(e.get("parameters", ())),
                    steps=tuple(e.get("steps", ())),
                    documents=tuple(e.get("documents", ())),
                    tests=tuple(e.get("tests", ())),
                    ended_by=e.get("ended_by", ""),
                    gap=e.get("gap", ""),
                )
            )
    return tuple(out)
