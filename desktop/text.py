"""Persian text: digits, search normalisation and the checks every stored text passes.

Text is stored as typed; ``normalize`` gives the form used for searching, so that Arabic ي/ك
match Persian ی/ک, ZWNJ/tatweel/diacritics are ignored and either digit set matches ASCII.
"""

from __future__ import annotations

import functools
import re
import unicodedata

PERSIAN_DIGITS = "۰۱۲۳۴۵۶۷۸۹"
ARABIC_DIGITS = "٠١٢٣٤٥٦٧٨٩"
FULLWIDTH_DIGITS = "０１２３４５６７８９"  # typed by some input methods; the same digits
_TO_ASCII = str.maketrans(PERSIAN_DIGITS + ARABIC_DIGITS + FULLWIDTH_DIGITS, "0123456789" * 3)
_TO_PERSIAN = str.maketrans("0123456789", PERSIAN_DIGITS)

_LETTER_FORMS = {
    "\u064a": "\u06cc",  # ي -> ی
    "\u0649": "\u06cc",  # ى -> ی
    "\u0643": "\u06a9",  # ك -> ک
    "\u0629": "\u0647",  # ة -> ه
    "\u06c0": "\u0647",  # ۀ -> ه
    "\u0623": "\u0627",  # أ -> ا
    "\u0625": "\u0627",  # إ -> ا
    "\u0671": "\u0627",  # ٱ -> ا
    "\u0624": "\u0648",  # ؤ -> و
    "\u0626": "\u06cc",  # ئ -> ی
}
_LETTERS = str.maketrans(_LETTER_FORMS)
# ``str.translate`` looks every character of a Persian text up in its table (about half a
# microsecond each): a text is translated only when it holds a character to change, found by
# one regular expression; the joiners are dropped by another, digits run by run
_HAS_LETTER_FORM = re.compile("[" + "".join(_LETTER_FORMS) + "]")
_JOINERS = re.compile("[\u200c\u200d\u0640]")  # ZWNJ, ZWJ, tatweel
_DIACRITICS = re.compile("[\u064b-\u065f\u0670\u06d6-\u06ed]")
_SPACES = re.compile(r"\s+")

# Characters refused in any stored text: bidi controls (they can disguise what a record says),
# NUL and other C0 controls except tab/newline.
BIDI_CONTROLS = set("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f\u061c")
_CONTROL = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")
_BIDI = re.compile("[" + "".join(sorted(BIDI_CONTROLS)) + "]")  # one search, not a loop in Python
# Lone UTF-16 surrogates: Python strings can hold them (from a bad file, a bad clipboard), but
# no file or database encoding can; they are refused in stored text and dropped from searches.
_SURROGATE = re.compile("[\ud800-\udfff]")
_UNSEARCHABLE = re.compile("[\ud800-\udfff\x00-\x1f\x7f]")

# A search is a few words: longer input is cut, so a pasted page (or a 1 MB string) cannot make
# a query SQLite refuses ("LIKE pattern too complex") or one that runs for a minute.
MAX_SEARCH_CHARS = 200
MAX_SEARCH_WORDS = 8


def to_ascii_digits(s: str) -> str:
    # each run of digits translated, not the whole text: ``str.translate`` with a table goes
    # letter by letter through a Persian text (0.17 ms for a paragraph against 0.01)
    return _NON_ASCII_DIGITS.sub(_ascii_run, s)


def to_persian_digits(s: str) -> str:
    return _ASCII_DIGITS.sub(_persian_run, s)


_NON_ASCII_DIGITS = re.compile(f"[{PERSIAN_DIGITS}{ARABIC_DIGITS}{FULLWIDTH_DIGITS}]+")
_ASCII_DIGITS = re.compile("[0-9]+")


def _ascii_run(m: re.Match) -> str:
    return m.group().translate(_TO_ASCII)


def _persian_run(m: re.Match) -> str:
    return m.group().translate(_TO_PERSIAN)


def normalize(s: str | None) -> str:
    """The search form of a text. Idempotent."""
    if not s or not isinstance(s, str):
        return ""
    s = _UNSEARCHABLE.sub(" ", s)
    s = unicodedata.normalize("NFKC", s)
    if _HAS_LETTER_FORM.search(s):
        s = s.translate(_LETTERS)
    s = _JOINERS.sub("", s)
    s = to_ascii_digits(s)
    s = _DIACRITICS.sub("", s)
    return _SPACES.sub(" ", s).strip().casefold()


# Characters ``normalize`` always keeps, whatever surrounds them: ASCII letters and digits, the
# Arabic and Persian letters and the Persian digits (none a diacritic, a joiner or tatweel, none
# changed by NFKC into one, none a whitespace).
_KEPT = re.compile(
    "[0-9A-Za-z\u0621-\u063a\u0641-\u064a\u067e\u0686\u0698\u06a9\u06af\u06cc\u06f0-\u06f9]"
)


def has_text(s: str | None) -> bool:
    """``bool(normalize(s))``: whether ``s`` holds anything a reader can see (not only ZWNJ,
    tatweel, diacritics and spaces), found without normalising a text that holds a letter or a
    digit (normalising a short Persian text costs about 12 µs; every checked field asks)."""
    if isinstance(s, str) and _KEPT.search(s):
        return True
    return bool(normalize(s))


def group_thousands(n: int, *, persian: bool = True) -> str:
    """12345678 -> ۱۲٬۳۴۵٬۶۷۸ (U+066C, the Persian thousands separator)."""
    s = f"{n:,}"
    if persian:
        return to_persian_digits(s.replace(",", "\u066c"))
    return s


def clean_search(text: object) -> str:
    """The raw text of a search, cut to ``MAX_SEARCH_CHARS``, without characters that cannot be
    searched (surrogates, NUL and other controls); "" for anything not a text."""
    if not isinstance(text, str):
        return ""
    return _UNSEARCHABLE.sub(" ", text[: MAX_SEARCH_CHARS * 4]).strip()[:MAX_SEARCH_CHARS]


def search_words(text: object) -> list[str]:
    """The normalised words of a search, at most ``MAX_SEARCH_WORDS`` of them."""
    return normalize(clean_search(text)).split()[:MAX_SEARCH_WORDS]


def bad_characters(s: str) -> str | None:
    """A Persian description of the first forbidden character in ``s``, or None."""
    if _SURROGATE.search(s):
        return "متن نویسهٔ نامعتبری دارد (نیمهٔ یک جفت یونی‌کد)؛ آن را دوباره تایپ کنید."
    if _BIDI.search(s):
        return "نویسه‌های کنترل جهت متن (bidi) پذیرفته نیست."
    if _CONTROL.search(s):
        return "نویسهٔ کنترلی (مانند NUL) پذیرفته نیست."
    return None


# A word of the full-text indexes (migration 0019): what FTS5's unicode61 tokenizer keeps
# together in normalised text, letters and digits; an underscore or any punctuation separates.
INDEX_WORD = re.compile(r"[^\W_]+")
_WORD = re.compile(r"\S+")


def match_tokens(text: object) -> list[str]:
    """The normalised words of a search as the index splits them (at most ``MAX_SEARCH_WORDS``)."""
    tokens: list[str] = []
    for word in search_words(text):
        tokens += INDEX_WORD.findall(word)
    return tokens[:MAX_SEARCH_WORDS]


def match_expression(text: object) -> str | None:
    """The FTS5 query for ``text``: every word as a prefix, all of them required; None when
    nothing searchable was typed."""
    tokens = match_tokens(text)
    if not tokens:
        return None
    # a token holds only letters and digits, so quoting it cannot be escaped from
    return " AND ".join(f'"{t}"*' for t in tokens)


# The longest prefix the word indexes keep an index of (migration 0019's ``prefix='1 2 3'``): a
# longer word typed as a prefix is found by merging, in memory, the list of every word of the
# index it begins (کریمی: کریمی، کریمیان، ...: all their matches, tens of thousands on a million
# people, 1-5 ms a query), where the word itself is one list, read only as far as is needed.
PREFIX_INDEXED = 3
EXACT_WORDS = 2


def exact_expression(tokens: list[str]) -> str | None:
    """The FTS5 query finding the records with each word of more than ``PREFIX_INDEXED``
    letters whole (the shorter ones still as prefixes): a part of what ``match_expression``
    finds, read without merging; None when every word has its prefix index, and when more than
    ``EXACT_WORDS`` words are typed: a full name's records are few (on a million people 30-50
    have «جعفر حسینی ص»), the whole words find fewer than a page too and reading them only adds
    to the merge (2.5 ms on 7 ms), where one or two words find thousands whole (0.3 ms on 4)."""
    if len(tokens) > EXACT_WORDS or all(len(t) <= PREFIX_INDEXED for t in tokens):
        return None
    # a token holds only letters and digits, so quoting it cannot be escaped from
    return " AND ".join(f'"{t}"' if len(t) > PREFIX_INDEXED else f'"{t}"*' for t in tokens)


@functools.lru_cache(maxsize=16384)
def index_words(text: str) -> tuple[str, ...]:
    """The words of the full-text indexes in ``text`` (normalised). Remembered: the global search
    asks it of every name and detail it shows, on each keystroke, and names repeat (normalising
    them again was half of a keystroke's time on 1,000,000 people)."""
    return tuple(INDEX_WORD.findall(normalize(text)))


def match_spans(shown: str, tokens: list[str]) -> tuple[tuple[int, int], ...]:
    """Where in ``shown`` (the text as typed, not normalised) the words that matched are: each
    whitespace-separated word one of whose index words begins with a searched word."""
    out: list[tuple[int, int]] = []
    for m in _WORD.finditer(shown):
        parts = index_words(m.group())
        if any(p.startswith(t) for p in parts for t in tokens):
            out.append((m.start(), m.end()))
    return tuple(out)


# Persian alphabetical order (آ before ا; پ چ ژ گ in their places, not after ی as code points
# would put them). Letters are first normalised (ي→ی, ك→ک, ة/ۀ→ه, ZWNJ and diacritics dropped).
PERSIAN_ALPHABET = "آاءبپتثجچحخدذرزژسشصضطظعغفقکگلمنوهی"
_SORT = str.maketrans({ch: chr(0xE000 + rank) for rank, ch in enumerate(PERSIAN_ALPHABET)})


def sort_key(*parts: str | None) -> str:
    """A key that sorts texts in Persian alphabetical order (stored and indexed, so lists sort
    without a collation callback); several parts sort one after another, like last then first name."""
    return "\x01".join(normalize(p).translate(_SORT) for p in parts)


# Article numbers as the statutes write them, in words or digits.
_UNITS = {
    "اول": 1, "یکم": 1, "یک": 1, "دوم": 2, "سوم": 3, "چهارم": 4, "چهار": 4, "پنجم": 5,
    "ششم": 6, "هفتم": 7, "هشتم": 8, "نهم": 9, "دهم": 10, "یازدهم": 11, "دوازدهم": 12,
    "سیزدهم": 13, "چهاردهم": 14, "پانزدهم": 15, "شانزدهم": 16, "هفدهم": 17, "هیجدهم": 18,
    "هجدهم": 18, "نوزدهم": 19, "بیستم": 20, "سیام": 30, "سی ام": 30, "چهلم": 40,
}  # fmt: skip
_TENS = {"بیست": 20, "سی": 30, "چهل": 40}


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
