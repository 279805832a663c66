"""All Persian text preparation for PDF: shaping, logical line breaking, per-line bidi.

The recipe (see shared/PERSIAN.md, measured on this stack):

1. translate ASCII digits to Persian digits (optional) and reshape the *logical* text with
   arabic-reshaper (harakat kept, unshaped letters instead of missing isolated forms);
2. break it into lines in logical order, measuring each candidate line with
   ``pdfmetrics.stringWidth`` and breaking only at U+0020 (never at ZWNJ);
3. reorder each line on its own with the pure-Python bidi algorithm, base direction RTL
   (it mirrors brackets and guillemets);
4. the caller draws the visual line right-aligned, or justified by spreading the gaps.

Each visual line also carries its *text layer* (``Visual.glyphs``): the same glyphs, each tied to
its place in the logical line, so that ``textlayer.draw`` can write them into the PDF in the
order extractors read back as ordinary letters in logical order (see docs/printing.md):
multi-letter ligatures (lam-alef, ﷲ) get zero-width "ghost" glyphs carrying their other letters,
a bracket the bidi algorithm mirrored is drawn through an alias that reads as the bracket typed,
and a ZWNJ dropped by the bidi algorithm comes back as its own zero-width glyph.

Nothing else in the program reshapes or reorders text.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from functools import lru_cache
from typing import NamedTuple

import arabic_reshaper
from bidi import algorithm as _bidi
from bidi.mirror import MIRRORED
from reportlab.pdfbase.pdfmetrics import stringWidth

from desktop.text import to_persian_digits

RESHAPER_CONFIG = {
    "delete_harakat": False,
    "shift_harakat_position": False,
    "use_unshaped_instead_of_isolated": True,
    "support_ligatures": True,
    "delete_tatweel": False,
}
_RESHAPER = arabic_reshaper.ArabicReshaper(configuration=RESHAPER_CONFIG)


class _Settled:
    """The reshaper's settings, each read once: ``ArabicReshaper.reshape`` reads five of them
    through configparser at every call (a word's reshaping spent most of its time there)."""

    def __init__(self, section) -> None:  # noqa: ANN001 - configparser's SectionProxy
        self._section = section
        self._read: dict[str, bool] = {}

    def getboolean(self, key: str) -> bool:
        found = self._read.get(key)
        if found is None:
            found = self._read[key] = bool(self._section.getboolean(key))
        return found

    def get(self, key: str, *args, **kwargs):  # noqa: ANN002, ANN003, ANN201
        return self._section.get(key, *args, **kwargs)


_RESHAPER.configuration = _Settled(_RESHAPER.configuration)

SPACE = " "
ZWNJ = "\u200c"


@lru_cache(maxsize=2048)  # (a paragraph's text and its shaped text: a kilobyte each)
def shape(text: str, *, persian_digits: bool = True) -> str:
    """Logical text -> reshaped logical text (presentation forms), digits Persian if asked.

    Word by word: a letter joins only the letters of its own word, and none of the reshaper's
    ligatures (لا, الله) spans a space, so the words reshaped one by one give the same text;
    a sentence that differs from another by a name (a batch's documents) reshapes only that.
    """
    text = text.replace("\r\n", "\n").replace("\r", "\n").replace("\t", " ")
    if persian_digits:
        text = to_persian_digits(text)
    return SPACE.join(map(_shape_word, text.split(SPACE)))


@lru_cache(maxsize=32768)
def _shape_word(word: str) -> str:
    if _RESHAPED.search(word) is None:  # digits, a number's separators, Latin: as they are
        return word
    return _RESHAPER.reshape(word)


# what the reshaper may change: the Arabic script's letters, marks, tatweel and ligatures, and
# the joiner; not its digits (Persian or Arabic-Indic) nor the thousands and decimal separators
_RESHAPED = re.compile(
    "[\u0600-\u065f\u066d-\u06ef\u06fa-\u06ff\u0750-\u077f\u0870-\u08ff\ufb50-\ufdff"
    "\ufe70-\ufeff\u200d]"
)


GHOST_BASE = 0xF0000  # + ord(letter): a zero-width, ink-free glyph that reads as ``letter``
MIRROR_BASE = 0x100000  # + ord(bracket): the mirrored bracket's glyph, reading as ``bracket``


def ghost(letter: str) -> str:
    return chr(GHOST_BASE + ord(letter))


def mirror_alias(typed: str) -> str:
    return chr(MIRROR_BASE + ord(typed))


def reads_as(code: int) -> str:
    """What a drawn code reads as in the text layer (the font's ToUnicode map).

    A presentation form reads as its letter (NFKC); a multi-letter ligature reads as its last
    letter but one, the others being carried by the ghosts drawn with it (see ``visual``).
    """
    if code >= MIRROR_BASE:
        return chr(code - MIRROR_BASE)
    if code >= GHOST_BASE:
        return chr(code - GHOST_BASE)
    ch = chr(code)
    if 0xFB50 <= code <= 0xFDFF or 0xFE70 <= code <= 0xFEFF:
        letters = unicodedata.normalize("NFKC", ch)
        if not letters.strip():
            return ch
        return letters[read_by_ligature(letters)]
    return ch


def read_by_ligature(letters: str) -> int:
    """Which of a ligature's letters its own glyph reads as; ghosts carry the others.

    The last one, so that a mark after it (the tanwin of «مثلاً») reads after it, and the ghosts
    of the letters before it sit at its right edge. But poppler drops a ghost that repeats the
    letter just before it at the same place (as it drops a doubled glyph): where two letters
    repeat (ﷲ: ا ل ل ه) the glyph reads as the last but one, and the last letter's ghost sits
    just left of it, so that the two ل are a whole glyph apart.
    """
    repeats = any(a == b for a, b in zip(letters, letters[1:], strict=False))
    return len(letters) - 2 if repeats and len(letters) > 2 else len(letters) - 1


@lru_cache(maxsize=1024)
def ligature_letters(ch: str) -> str:
    """The letters a presentation-form glyph stands for ('' when it is not one)."""
    code = ord(ch)
    if 0xFB50 <= code <= 0xFDFF or 0xFE70 <= code <= 0xFEFF:
        letters = unicodedata.normalize("NFKC", ch)
        return letters if letters.strip() else ""
    return ""


# the presentation forms that stand for more than one letter (lam-alef, ﷲ …): a line without
# any is drawn glyph for letter
_LIGATURES = frozenset(
    ch
    for code in (*range(0xFB50, 0xFE00), *range(0xFE70, 0xFF00))
    if len(ligature_letters(ch := chr(code))) > 1
)


class Glyph(NamedTuple):
    """One glyph of a visual line, for the text layer (a named tuple: a line has a hundred, and
    a frozen dataclass's fields cost a call each to set).

    ``code``: what is drawn (a character of the shaped line, or an alias); ``logical``: its place in
    the logical line. A glyph with ``inside`` set has no width and is placed against the drawn
    glyph of logical place ``inside``: at ``at`` of its width from its left edge, moved by
    ``nudge`` thousandths of an em (a ligature's ghosts, a restored ZWNJ). Extractors order
    glyphs by where they stand, so these few thousandths decide the order they are read in.
    """

    code: str
    logical: int
    inside: int | None = None
    at: float = 0.0
    nudge: float = 0.0


class Visual(str):
    """A line in visual order (what ``drawString`` would draw) that knows its text layer."""

    glyphs: tuple[Glyph, ...]


# the bidi classes of a right-to-left line's own characters: letters, marks, spaces, ZWNJ,
# punctuation; not L, EN (the Persian digits too), AN, nor the explicit embeddings and isolates
_RIGHT_TO_LEFT_ONLY = frozenset({"AL", "R", "NSM", "WS", "BN", "ON", "CS", "ES", "ET", "S"})


@lru_cache(maxsize=4096)
def _bidi_class(ch: str) -> str:
    return unicodedata.bidirectional(ch)


def _reorder(line: str) -> list[tuple[str, int]]:
    """The bidi algorithm of ``get_display(line, base_dir="R")``, keeping each character's
    logical index. BN characters (ZWNJ) are dropped, as ``get_display`` drops them.

    A line that is one number (a register number) the algorithm leaves as typed: each single
    separator between digits is a digit (W4), and digits at a right-to-left level are raised one
    (I2), read left to right. A line with no character of a left-to-right class or a number (a
    line of words, the most a paper has) the algorithm reverses whole: with a right-to-left base
    and nothing embedded every strong character is R or AL, a mark takes the class before it
    (W1), a separator or terminator with no number by it is neutral (W6), a neutral between
    right-to-left text or the line's ends is R (N1, N2): every character is at level 1 (I1, L1),
    so the line reads backwards (L2) with its brackets mirrored (L4). That is written here as such; any other
    line goes through python-bidi (``tests/printing/test_persian.py`` compares the two)."""
    if _one_number(line):  # all at level 2 (W4, I2): read in the order typed (L2), unmirrored
        return [(ch, i) for i, ch in enumerate(line)]
    chars = set(line)
    classes = {_bidi_class(ch) for ch in chars}
    if classes <= _RIGHT_TO_LEFT_ONLY:
        dropped = {ch for ch in chars if _bidi_class(ch) == "BN"}
        mirrored = chars & MIRRORED.keys()
        return [
            (MIRRORED[ch] if ch in mirrored else ch, i)
            for i in range(len(line) - 1, -1, -1)
            if (ch := line[i]) not in dropped
        ]
    if classes <= _WITH_NUMBERS:
        return _reorder_with_numbers(line)
    return _reorder_by_library(line)


# a right-to-left line's own classes and numbers' (a sum, a date, «کامو ۲» in a sentence)
_WITH_NUMBERS = _RIGHT_TO_LEFT_ONLY | {"EN", "AN"}


def _reorder_with_numbers(line: str) -> list[tuple[str, int]]:
    """``_reorder_by_library`` of a line of right-to-left text and numbers, with no character of
    a left-to-right class and nothing embedded: its steps as python-bidi takes them, on a list.

    With no L and the paragraph right-to-left, every strong character is R after W3, a number
    stays a number (W7 needs an L), and every neutral lies between R, a number (which counts as
    R: N1) or the line's ends (R): it is R. So a number's characters (EN, AN, and the
    separators and terminators W4 and W5 join to them) are at level 2 and the rest at 1 (I2),
    and the line reads backwards with each number in the order typed (L2), the characters at
    level 1 mirrored (L4)."""
    # X9: the boundary neutrals (ZWNJ) are dropped
    kept = [(ch, i, kind) for i, ch in enumerate(line) if (kind := _bidi_class(ch)) != "BN"]
    types: list[str] = []
    prev_strong = prev_type = "R"  # sor
    for _ch, _i, kind in kept:  # W1, W2 (python-bidi's order: a mark after a number follows it)
        if kind == "NSM":
            kind = prev_type
        resolved = "AN" if kind == "EN" and prev_strong == "AL" else kind
        if kind in ("R", "L", "AL"):
            prev_strong = kind
        types.append(resolved)
        prev_type = resolved
    types = ["R" if t == "AL" else t for t in types]  # W3
    for k in range(1, len(types) - 1):  # W4, left to right as python-bidi goes
        kind, before, after = types[k], types[k - 1], types[k + 1]
        if kind == "ES" and before == after == "EN":
            types[k] = "EN"
        if kind == "CS" and before == after and before in ("AN", "EN"):
            types[k] = before
    for k in range(len(types)):  # W5
        if types[k] == "EN":
            for j in range(k - 1, -1, -1):
                if types[j] != "ET":
                    break
                types[j] = "EN"
            for j in range(k + 1, len(types)):
                if types[j] != "ET":
                    break
                types[j] = "EN"
    # W6 to I2: a number's characters at level 2, every other at level 1
    number = [t in ("EN", "AN") for t in types]
    out: list[tuple[str, int]] = []
    k = len(kept) - 1
    while k >= 0:  # L2: the line backwards, each number's run forwards
        if number[k]:
            start = k
            while start > 0 and number[start - 1]:
                start -= 1
            out += [(ch, i) for ch, i, _kind in kept[start : k + 1]]
            k = start - 1
        else:
            ch, i, _kind = kept[k]
            out.append((MIRRORED.get(ch, ch) if unicodedata.mirrored(ch) else ch, i))  # L4
            k -= 1
    return out


def _one_number(line: str) -> bool:
    """Whether ``line`` is one number: European digits (the Persian ones too), each separator
    (``/``, ``:``, ``.``, ``,``, ``-``, ``+``) single and between two digits, as a register
    number «۳۲/۱۴۰۵» is."""
    if not line:
        return False
    before = ""
    for ch in line:
        kind = _bidi_class(ch)
        if kind in ("CS", "ES"):
            if before != "EN":
                return False
        elif kind != "EN":
            return False
        before = kind
    return before == "EN"


def _reorder_by_library(line: str) -> list[tuple[str, int]]:
    """``_reorder`` through python-bidi's algorithm, step by step."""
    storage = _bidi.get_empty_storage()
    storage["base_level"] = 1
    storage["base_dir"] = "R"
    _bidi.get_embedding_levels(line, storage)
    for i, ch in enumerate(storage["chars"]):
        ch["index"] = i
    _bidi.explicit_embed_and_overrides(storage, False)
    _bidi.resolve_weak_types(storage, False)
    _bidi.resolve_neutral_types(storage, False)
    _bidi.resolve_implicit_levels(storage, False)
    _bidi.reorder_resolved_levels(storage, False)
    _bidi.apply_mirroring(storage, False)
    return [(ch["ch"], ch["index"]) for ch in storage["chars"]]


# a batch's lines: its static ones stay, each document's own are dropped in turn (a thousand:
# a line keeps a glyph object for each letter, and a batch of distinct names makes thousands
# of new lines, which the collector then walks again and again)
@lru_cache(maxsize=1024)
def visual(line: str) -> Visual:
    """One reshaped logical line -> its visual order (RTL base, brackets mirrored)."""
    order = _reorder(line) if line else []
    text = "".join([ch for ch, _ in order])
    out = Visual(text)
    made = tuple.__new__  # a glyph made as the tuple it is (its class's __new__ is a lambda)
    if _LIGATURES.isdisjoint(text) and text == "".join([line[i] for _, i in order]):
        # no ligature, nothing mirrored (most lines): each glyph is its letter, no ghosts
        glyphs = [made(Glyph, (ch, i, None, 0.0, 0.0)) for ch, i in order]
    else:
        glyphs = _glyphs(line, order)
    zwnj = [z for z, ch in enumerate(line) if ch == ZWNJ] if ZWNJ in line else []
    drawn = {i for _, i in order} if zwnj else set()
    for z in zwnj:
        if z not in drawn and z + 1 in drawn:
            # at the right edge of the letter after it (= the left edge of the one before),
            # between the ghosts of either if they are ligatures (-1 and -3 …)
            glyphs.append(Glyph(ZWNJ, z, inside=z + 1, at=1.0, nudge=-2))
    out.glyphs = tuple(glyphs)
    return out


def _glyphs(line: str, order: list[tuple[str, int]]) -> list[Glyph]:
    """``visual``'s glyphs of a line with a ligature or a mirrored bracket, but the ZWNJs."""
    glyphs: list[Glyph] = []
    made = tuple.__new__
    for ch, i in order:
        if ch != line[i]:  # mirrored by the bidi algorithm: draw the mirror, read the typed one
            glyphs.append(Glyph(mirror_alias(line[i]), i))
            continue
        glyphs.append(made(Glyph, (ch, i, None, 0.0, 0.0)))
        if ch < "\ufb50":  # no presentation form: no ligature
            continue
        letters = ligature_letters(ch)
        n = len(letters)
        if n > 1:  # the ligature reads as one of its letters; ghosts carry the others: those
            # after it just left of it (-1), those before it packed at its right edge, left of
            # a ZWNJ there (-3, -4 …): poppler spaces out ghosts spread across a wide ﷲ
            read = read_by_ligature(letters)
            for k in range(read + 1, n):
                glyphs.append(Glyph(ghost(letters[k]), i, inside=i, nudge=-1 - (k - read - 1)))
            for k in range(read):
                nudge = -3 - k
                glyphs.append(Glyph(ghost(letters[k]), i, inside=i, at=1.0, nudge=nudge))
    return glyphs


def width(text: str, font: str, size: float) -> float:
    # kept by the plain text: a visual line (``Visual``) kept as the key would keep its glyphs
    # alive with it, thousands of lines a batch of distinct names
    return _width(text if type(text) is str else str.__str__(text), font, size)


@lru_cache(maxsize=32768)
def _width(text: str, font: str, size: float) -> float:
    return stringWidth(text, font, size)


def _split_long_word(word: str, font: str, size: float, limit: float) -> list[str]:
    """A word wider than the line is cut into pieces that fit (a 2,000-character cell)."""
    pieces, current = [], ""
    for ch in word:
        if current and width(current + ch, font, size) > limit:
            pieces.append(current)
            current = ch
        else:
            current += ch
    if current:
        pieces.append(current)
    return pieces


def break_lines(shaped: str, font: str, size: float, limit: float) -> list[str]:
    """Greedy line breaking of reshaped *logical* text; each returned line is still logical.

    Breaks at spaces and newlines only; ZWNJ never starts a line.
    """
    lines: list[str] = []
    space = _width(SPACE, font, size)
    for paragraph in shaped.split("\n"):
        words = [w for w in paragraph.split(SPACE) if w]
        if not words:
            lines.append("")
            continue
        current: list[str] = []
        current_w = 0.0
        for word in words:
            w = _width(word, font, size)
            if w > limit:
                if current:
                    lines.append(SPACE.join(current))
                    current, current_w = [], 0.0
                pieces = _split_long_word(word, font, size, limit)
                lines.extend(pieces[:-1])
                word = pieces[-1]
                w = _width(word, font, size)
            extra = w if not current else current_w + space + w
            if current and extra > limit:
                lines.append(SPACE.join(current))
                current, current_w = [word], w
            else:
                current.append(word)
                current_w = extra
        if current:
            lines.append(SPACE.join(current))
    return lines


@dataclass(frozen=True)
class Line:
    """A laid-out line: the visual text and whether it ends its paragraph (not justified)."""

    text: Visual
    last: bool


def lay_out(
    text: str, font: str, size: float, limit: float, *, persian_digits: bool = True
) -> list[Line]:
    """Logical text -> visual lines ready to draw right-aligned or justified."""
    return list(_lay_out(text, font, size, limit, persian_digits))


# a batch's documents lay out the same paragraphs and cells again (a few hundred at most: each
# document's own paragraph is dropped in turn, with its lines)
@lru_cache(maxsize=256)
def _lay_out(
    text: str, font: str, size: float, limit: float, persian_digits: bool
) -> tuple[Line, ...]:
    shaped = shape(text, persian_digits=persian_digits)
    out: list[Line] = []
    for paragraph in shaped.split("\n"):
        logical = break_lines(paragraph, font, size, limit)
        for i, line in enumerate(logical):
            out.append(Line(visual(line), i == len(logical) - 1))
    return tuple(out)


def one_line(text: str, *, persian_digits: bool = True) -> Visual:
    """A short text drawn on one line (a label, a header cell): shaped and reordered."""
    return visual(shape(text, persian_digits=persian_digits))
