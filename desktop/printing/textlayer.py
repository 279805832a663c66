"""Drawing a visual line so that its text layer reads as ordinary Persian in logical order.

``canvas.drawString`` writes a line's glyphs left to right, as they are drawn. What a PDF
extractor returns depends on that order and on each glyph's ToUnicode value, and extractors
disagree (measured in docs/printing.md): poppler (``pdftotext``, Evince, Okular) orders glyphs by
their position and reverses right-to-left lines itself; pypdf reverses each right-to-left run in
the order the glyphs are written; pdfminer.six applies no bidi at all.

So the same glyphs are drawn at exactly the same places, but written in *reverse logical order*
(which, inside a right-to-left run, is the drawing order; a number inside it is written from its
last digit to its first), each one moved to its place by the ``TJ`` operator's offsets. A
right-to-left reader of the stream and a reader of positions then both give the logical line.
The zero-width glyphs of ``persian.Glyph`` (a ligature's ghosts, a restored ZWNJ) are written
right after the glyph they belong to, placed inside it.
"""

from __future__ import annotations

from reportlab.lib.rl_accel import fp_str
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
    """Each glyph with its x (from the line's left end) and advance, in writing order.

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
            out.append((g, host_x + host_w * g.at, 0.0))
    out.sort(key=lambda item: (-item[0].index, item[0].part))
    return out


def draw(
    c: Canvas, x: float, y: float, line: str, font: str, size: float, *, space: float | None = None
) -> None:
    """Draw ``line`` (visual order) with its left end at ``x``: what ``c.drawString`` draws."""
    if not line:
        return
    rl_font = pdfmetrics.getFont(font)
    doc = c._doc
    code = [f"BT 1 0 0 1 {fp_str(x)} {fp_str(y)} Tm"]
    items: list[str] = []
    subset_now = None
    cursor = 0.0
    for g, gx, _w in placed(line, font, size, space=space):
        for subset, chunk in rl_font.splitString(g.code, doc):
            if subset != subset_now:
                if items:
                    code.append(f"[{' '.join(items)}] TJ")
                    items = []
                code.append(f"{rl_font.getSubsetInternalName(subset, doc)} {fp_str(size)} Tf")
                subset_now = subset
            shift = (cursor - gx) * 1000.0 / size
            if abs(shift) > 1e-7:
                items.append(fp_str(shift))
            items.append(f"({c._escape(chunk)})")
            cursor = gx + rl_font.stringWidth(g.code, size)
    if items:
        code.append(f"[{' '.join(items)}] TJ")
    code.append("ET")
    c._code.append(" ".join(code))


def draw_right(c: Canvas, right: float, y: float, line: str, font: str, size: float) -> None:
    draw(c, right - width(line, font, size), y, line, font, size)


def draw_centred(c: Canvas, centre: float, y: float, line: str, font: str, size: float) -> None:
    draw(c, centre - width(line, font, size) / 2, y, line, font, size)
