"""Drawing a visual line so that its text layer reads as ordinary Persian in logical order.

The glyphs are written as ``canvas.drawString`` writes them (left to right, as drawn: the order
every right-to-left PDF producer uses, which viewers expect), with the zero-width glyphs of
``persian.Glyph`` (a ligature's ghosts, a restored ZWNJ) placed among them by the ``TJ``
operator's offsets. What an extractor returns then depends on the font's ToUnicode map
(``fonts.PersianTTFont``) and on its own bidi: measured in docs/printing.md.
"""

from __future__ import annotations

from collections import OrderedDict

from reportlab.lib.rl_accel import escapePDF, fp_str
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfgen.canvas import Canvas

from desktop.printing.persian import Glyph, Visual, width


def glyphs_of(line: str) -> tuple[Glyph, ...]:
    if isinstance(line, Visual):
        return line.glyphs
    # a plain string: already in drawing order; read it as written (left to right)
    return tuple(Glyph(ch, -i) for i, ch in enumerate(line))


def placed(
    line: str, font: str, size: float, *, space: float | None = None
) -> list[tuple[Glyph, float, float]]:
    """Each glyph with its x (from the line's left end) and advance, left to right.

    ``space``: the advance of each U+0020 (a justified line's gap) instead of the font's.
    """
    glyphs = glyphs_of(line)
    x = 0.0
    where: dict[int, tuple[float, float]] = {}
    out: list[tuple[Glyph, float, float]] = []
    for g in glyphs:
        if g.inside is not None:
            continue
        w = width(g.code, font, size)
        where.setdefault(g.index, (x, w))
        out.append((g, x, w))
        x += space if (space is not None and g.code == " ") else w
    for g in glyphs:
        if g.inside is not None and g.inside in where:
            host_x, host_w = where[g.inside]
            out.append((g, host_x + host_w * g.at + g.nudge * size / 1000.0, 0.0))
    out.sort(key=lambda item: item[1])  # stable: a zero-width mark keeps its place
    return out


Runs = tuple[str, tuple[str | None, ...]]  # the code points, and the offset before each


def _runs(line: str, font: str, size: float, space: float | None) -> Runs:
    """What ``draw`` writes for ``line`` whatever the document: each glyph's code point, left to
    right, with the ``TJ`` offset before it (None when it follows the last one's advance). Only
    which subset byte each code point is drawn with belongs to one document. Kept for the
    visual line object itself (``persian.visual`` hands out the same one again): two lines of
    the same letters may differ in their glyphs (a mirrored bracket, a ligature's ghosts)."""
    key = (id(line), font, size, space)
    found = _RUNS.get(key)
    if found is not None and found[0] is line:
        _RUNS.move_to_end(key)
        return found[1]
    runs = _make_runs(line, font, size, space)
    _RUNS[key] = (line, runs)  # the line kept alive with it: its id is not given to another
    if len(_RUNS) > RUNS_KEPT:
        _RUNS.popitem(last=False)
    return runs


RUNS_KEPT = 1024  # lines: a batch's static ones stay, each document's own are dropped in turn
_RUNS: OrderedDict[tuple[int, str, float, float | None], tuple[str, Runs]] = OrderedDict()


def _make_runs(line: str, font: str, size: float, space: float | None) -> Runs:
    rl_font = pdfmetrics.getFont(font)
    codes: list[str] = []
    shifts: list[str | None] = []
    cursor = 0.0
    for g, gx, _w in placed(line, font, size, space=space):
        for ch in g.code:
            shift = (cursor - gx) * 1000.0 / size
            codes.append(" " if ch == "\xa0" else ch)
            shifts.append(fp_str(shift) if abs(shift) > 1e-7 else None)
            gx = cursor = gx + rl_font.stringWidth(ch, size)
        cursor = gx
    return "".join(codes), tuple(shifts)


_ESCAPED: list[str] = []


def _string_of(byte: int) -> str:
    """A one-byte PDF string: ``(a)``."""
    if not _ESCAPED:
        _ESCAPED.extend(f"({escapePDF(bytes([b]))})" for b in range(256))
    return _ESCAPED[byte]


def draw(
    c: Canvas, x: float, y: float, line: str, font: str, size: float, *, space: float | None = None
) -> None:
    """Draw ``line`` (visual order) with its left end at ``x``: what ``c.drawString`` draws."""
    if not line:
        return
    rl_font = pdfmetrics.getFont(font)
    doc = c._doc
    codes, shifts = _runs(line, font, size, space)
    rl_font.splitString(codes, doc)  # gives each new code point its subset byte in ``doc``
    assigned = rl_font.state[doc].assignments
    code = [f"BT 1 0 0 1 {fp_str(x)} {fp_str(y)} Tm"]
    items: list[str] = []
    subset_now = None
    for point, shift in zip(map(ord, codes), shifts, strict=True):
        n = assigned.get(point, 0)
        subset = n >> 8
        if subset != subset_now:
            if items:
                code.append(f"[{' '.join(items)}] TJ")
                items = []
            code.append(f"{rl_font.getSubsetInternalName(subset, doc)} {fp_str(size)} Tf")
            subset_now = subset
        if shift is not None:
            items.append(shift)
        items.append(_string_of(n & 0xFF))
    if items:
        code.append(f"[{' '.join(items)}] TJ")
    code.append("ET")
    c._code.append(" ".join(code))


def draw_right(c: Canvas, right: float, y: float, line: str, font: str, size: float) -> None:
    draw(c, right - width(line, font, size), y, line, font, size)


def draw_centred(c: Canvas, centre: float, y: float, line: str, font: str, size: float) -> None:
    draw(c, centre - width(line, font, size) / 2, y, line, font, size)
