"""All Persian text preparation for PDF: shaping, logical line breaking, per-line bidi.

The recipe (see shared/PERSIAN.md, measured on this stack):

1. translate ASCII digits to Persian digits (optional) and reshape the *logical* text with
   arabic-reshaper (harakat kept, unshaped letters instead of missing isolated forms);
2. break it into lines in logical order, measuring each candidate line with
   ``pdfmetrics.stringWidth`` and breaking only at U+0020 (never at ZWNJ);
3. reorder each line on its own with the pure-Python bidi algorithm, base direction RTL
   (it mirrors brackets and guillemets);
4. the caller draws the visual line right-aligned, or justified by spreading the gaps.

Nothing else in the program reshapes or reorders text.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import arabic_reshaper
from bidi.algorithm import get_display
from reportlab.pdfbase.pdfmetrics import stringWidth

from desktop.text import to_persian_digits

_RESHAPER = arabic_reshaper.ArabicReshaper(
    configuration={
        "delete_harakat": False,
        "shift_harakat_position": False,
        "use_unshaped_instead_of_isolated": True,
        "support_ligatures": True,
        "delete_tatweel": False,
    }
)

SPACE = " "
ZWNJ = "\u200c"


@lru_cache(maxsize=8192)
def shape(text: str, *, persian_digits: bool = True) -> str:
    """Logical text -> reshaped logical text (presentation forms), digits Persian if asked."""
    text = text.replace("\r\n", "\n").replace("\r", "\n").replace("\t", " ")
    if persian_digits:
        text = to_persian_digits(text)
    return _RESHAPER.reshape(text)


@lru_cache(maxsize=16384)
def visual(line: str) -> str:
    """One reshaped logical line -> its visual order (RTL base, brackets mirrored)."""
    if not line:
        return line
    return get_display(line, base_dir="R")


@lru_cache(maxsize=32768)
def width(text: str, font: str, size: float) -> float:
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
    space = width(SPACE, font, size)
    for paragraph in shaped.split("\n"):
        words = [w for w in paragraph.split(SPACE) if w]
        if not words:
            lines.append("")
            continue
        current: list[str] = []
        current_w = 0.0
        for word in words:
            w = width(word, font, size)
            if w > limit:
                if current:
                    lines.append(SPACE.join(current))
                    current, current_w = [], 0.0
                pieces = _split_long_word(word, font, size, limit)
                lines.extend(pieces[:-1])
                word = pieces[-1]
                w = width(word, font, size)
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

    text: str
    last: bool


def lay_out(
    text: str, font: str, size: float, limit: float, *, persian_digits: bool = True
) -> list[Line]:
    """Logical text -> visual lines ready to draw right-aligned or justified."""
    shaped = shape(text, persian_digits=persian_digits)
    out: list[Line] = []
    for paragraph in shaped.split("\n"):
        logical = break_lines(paragraph, font, size, limit)
        for i, line in enumerate(logical):
            out.append(Line(visual(line), i == len(logical) - 1))
    return out


def one_line(text: str, *, persian_digits: bool = True) -> str:
    """A short text drawn on one line (a label, a header cell): shaped and reordered."""
    return visual(shape(text, persian_digits=persian_digits))
