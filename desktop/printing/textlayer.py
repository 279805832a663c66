"""Drawing a visual line so that its text layer reads as ordinary Persian in logical order.

The glyphs are written as ``canvas.drawString`` writes them (left to right, as drawn: the order
every right-to-left PDF producer uses, which viewers expect), with the zero-width glyphs of
``persian.Glyph`` (a ligature's ghosts, a restored ZWNJ) placed among them by the ``TJ``
operator's offsets. What an extractor returns then depends on the font's ToUnicode map
(``fonts.PersianTTFont``) and on its own bidi: measured in docs/printing.md.
"""

from __future__ import annotations

import contextlib
import weakref
from collections import OrderedDict
from collections.abc import Iterator
from itertools import accumulate
from operator import itemgetter

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
    widths = _widths(font, size)
    x = 0.0
    where: dict[int, tuple[float, float]] = {}
    out: list[tuple[Glyph, float, float]] = []
    inside: list[Glyph] = []
    for g in glyphs:
        if g.inside is not None:
            inside.append(g)
            continue
        w = widths[g.code]
        if g.logical not in where:
            where[g.logical] = (x, w)
        out.append((g, x, w))
        x += space if (space is not None and g.code == " ") else w
    for g in inside:
        if g.inside in where:
            host_x, host_w = where[g.inside]
            out.append((g, host_x + host_w * g.at + g.nudge * size / 1000.0, 0.0))
    out.sort(key=_AT)  # stable: a zero-width mark keeps its place
    return out


_AT = itemgetter(1)


class Runs:
    """What ``draw`` writes for a line whatever the document: each glyph's code point, left to
    right, with the ``TJ`` offset before it (None when it follows the last one's advance); and
    the operators made of them for the subset bytes a document gave those code points (the
    documents of a batch give them the same ones: ``fonts.Embedding``)."""

    __slots__ = ("codes", "points", "needed", "shifts", "bodies", "last")

    def __init__(self, codes: str, shifts: tuple[str | None, ...]) -> None:
        self.codes = codes
        self.points = tuple(map(ord, codes))
        self.needed = frozenset(self.points)
        self.shifts = shifts
        self.bodies: dict[tuple[str, tuple[int, ...]], str] = {}
        # the font's state in the document it was last drawn in, and its key and operators
        # there: a state gives each code point its byte once and never another (a kept page
        # draws the same lines with the same state, document after document)
        self.last: tuple[weakref.ref, tuple[str, tuple[int, ...]], str] | None = None


def _runs(line: str, font: str, size: float, space: float | None) -> Runs:
    """The line's ``Runs``, kept for the visual line object itself (``persian.visual`` hands out
    the same one again): two lines of the same letters may differ in their glyphs (a mirrored
    bracket, a ligature's ghosts)."""
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


RUNS_KEPT = 512  # lines: a batch's static ones stay, each document's own are dropped in turn
BODIES_KEPT = 4  # a line's operators for so many different subset assignments
_RUNS: OrderedDict[tuple[int, str, float, float | None], tuple[str, Runs]] = OrderedDict()


def _make_runs(line: str, font: str, size: float, space: float | None) -> Runs:
    glyphs = glyphs_of(line)
    if (space is None or space >= 0) and all(
        g.inside is None and len(g.code) == 1 for g in glyphs
    ):  # each glyph drawn where the last one's advance ends (a gap's after each space)
        return _plain_runs(glyphs, font, size, space)
    return _placed_runs(line, font, size, space)


def _placed_runs(line: str, font: str, size: float, space: float | None) -> Runs:
    """Any line's runs: every glyph placed (``placed``), the offsets between them."""
    codes: list[str] = []
    shifts: list[str | None] = []
    widths = _widths(font, size)
    cursor = 0.0
    for g, gx, _w in placed(line, font, size, space=space):
        for ch in g.code:
            shift = (cursor - gx) * 1000.0 / size
            codes.append(ch)
            shifts.append(fp_str(shift) if abs(shift) > 1e-7 else None)
            gx = cursor = gx + widths[ch]  # (the font's stringWidth, kept)
        cursor = gx
    return Runs("".join(codes).replace("\xa0", " "), tuple(shifts))


def _plain_runs(glyphs: tuple[Glyph, ...], font: str, size: float, space: float | None) -> Runs:
    """``_make_runs`` of a line with no zero-width glyph placed inside another (no ligature's
    ghosts, no restored ZWNJ): the glyphs stand in their own order, so the offsets are only
    the justified gaps after its spaces (none when ``space`` is None): the same runs, made
    without placing and sorting every glyph."""
    typed = "".join([g.code for g in glyphs])
    codes = typed.replace("\xa0", " ")
    if space is None:
        return Runs(codes, (None,) * len(codes))
    # each glyph drawn where the last one's advance ends (``draw`` writes no offset) but after
    # a space, which advances by the gap: the offset there takes the space's width back and
    # gives the gap instead, from where the glyph would stand (the same sums, in the same order,
    # as the glyphs placed one by one)
    widths = list(map(_widths(font, size).__getitem__, typed))
    advances = [space if ch == " " else w for ch, w in zip(typed, widths, strict=True)]
    x = list(accumulate(advances, initial=0.0))
    shifts: list[str | None] = [None] * len(typed)
    at = typed.find(" ")
    while 0 <= at < len(typed) - 1:
        shift = (x[at] + widths[at] - x[at + 1]) * 1000.0 / size
        shifts[at + 1] = fp_str(shift) if abs(shift) > 1e-7 else None
        at = typed.find(" ", at + 1)
    return Runs(codes, tuple(shifts))


class _Widths(dict):
    """A font's width of each character at a size (``persian.width``), filled as asked."""

    def __init__(self, font: str, size: float) -> None:
        super().__init__()
        self.font = font
        self.size = size

    def __missing__(self, ch: str) -> float:
        w = self[ch] = width(ch, self.font, self.size)
        return w


_WIDTHS: dict[tuple[str, float], _Widths] = {}


def _widths(font: str, size: float) -> _Widths:
    found = _WIDTHS.get((font, size))
    if found is None:
        if len(_WIDTHS) > 64:  # (a document uses a few sizes; a table's cells a few more)
            _WIDTHS.clear()
        found = _WIDTHS[font, size] = _Widths(font, size)
    return found


def _body(runs: Runs, rl_font: pdfmetrics.Font, doc, size: float, bytes_of: tuple[int, ...]) -> str:  # noqa: ANN001
    """The operators between ``Tm`` and ``ET``: a ``Tf`` for each change of subset, and the
    glyphs as ``TJ`` strings, a new string only where an offset stands between two glyphs."""
    if bytes_of and max(bytes_of) < 256:  # all in the first subset (a line of Persian): one Tf
        items: list[str] = []
        start = 0
        for at, shift in enumerate(runs.shifts):
            if shift is not None:
                if at > start:
                    items.append(f"({escapePDF(bytes(bytes_of[start:at]))})")
                    start = at
                items.append(shift)
        items.append(f"({escapePDF(bytes(bytes_of[start:]))})")
        name = rl_font.getSubsetInternalName(0, doc)
        return f"{name} {fp_str(size)} Tf [{' '.join(items)}] TJ"
    return _body_by_glyph(runs, rl_font, doc, size, bytes_of)


def _body_by_glyph(
    runs: Runs,
    rl_font: pdfmetrics.Font,
    doc,
    size: float,
    bytes_of: tuple[int, ...],  # noqa: ANN001
) -> str:
    """``_body`` of any line, glyph by glyph (a line with glyphs in a second subset)."""
    code: list[str] = []
    items: list[str] = []
    chunk = bytearray()
    subset_now = None
    for n, shift in zip(bytes_of, runs.shifts, strict=True):
        subset = n >> 8
        if subset != subset_now or shift is not None:
            if chunk:
                items.append(f"({escapePDF(bytes(chunk))})")
                chunk.clear()
            if subset != subset_now:
                if items:
                    code.append(f"[{' '.join(items)}] TJ")
                    items = []
                code.append(f"{rl_font.getSubsetInternalName(subset, doc)} {fp_str(size)} Tf")
                subset_now = subset
            if shift is not None:
                items.append(shift)
        chunk.append(n & 0xFF)
    if chunk:
        items.append(f"({escapePDF(bytes(chunk))})")
    if items:
        code.append(f"[{' '.join(items)}] TJ")
    return " ".join(code)


def draw(
    c: Canvas, x: float, y: float, line: str, font: str, size: float, *, space: float | None = None
) -> None:
    """Draw ``line`` (visual order) with its left end at ``x``: what ``c.drawString`` draws."""
    if not line:
        return
    rl_font = pdfmetrics.getFont(font)
    doc = c._doc
    runs = _runs(line, font, size, space)
    state = rl_font.state.get(doc)
    last = runs.last
    if last is not None and state is not None and last[0]() is state:
        key, body = last[1], last[2]
    else:
        key, body = _operators(runs, rl_font, doc, size)
    c._code.append(f"BT 1 0 0 1 {fp_str(x)} {fp_str(y)} Tm {body} ET")
    if _recording:
        _recording[-1].append((rl_font, runs, key))


def _operators(
    runs: Runs,
    rl_font: pdfmetrics.Font,
    doc,
    size: float,  # noqa: ANN001 - ReportLab's document
) -> tuple[tuple[str, tuple[int, ...]], str]:
    """The key (the font's name in ``doc``, its code points' bytes) and operators of ``runs``
    in ``doc``, giving each new code point its subset byte; kept as the line's last."""
    state = rl_font.state.get(doc)
    if state is not None and runs.needed <= state.assignments.keys():
        bytes_of = tuple(map(state.assignments.__getitem__, runs.points))
    else:
        rl_font.splitString(runs.codes, doc)  # gives each new code point its subset byte
        state = rl_font.state[doc]
        assigned = state.assignments
        bytes_of = tuple(assigned.get(p, 0) for p in runs.points)  # 0: a glyph the font lacks
    if state.internalName is None:
        rl_font.getSubsetInternalName(0, doc)  # the font named in this document
    key = (state.internalName, bytes_of)
    body = runs.bodies.get(key)
    if body is None:
        if len(runs.bodies) >= BODIES_KEPT:
            runs.bodies.clear()
        body = runs.bodies[key] = _body(runs, rl_font, doc, size, bytes_of)
    if runs.needed <= state.assignments.keys():  # (not a glyph the font lacks: 0 for now)
        runs.last = (weakref.ref(state), key, body)
    return key, body


# ---------------------------------------------------------------------------- kept drawings

Drawn = tuple[tuple[pdfmetrics.Font, Runs, tuple[str, tuple[int, ...]]], ...]
_recording: list[list] = []


@contextlib.contextmanager
def recording() -> Iterator[list]:
    """Collects what each ``draw`` inside wrote a line with (its font, its code points, the
    subset bytes they had): ``still_drawn`` tells whether the same operators are right again
    in another document."""
    found: list = []
    _recording.append(found)
    try:
        yield found
    finally:
        _recording.pop()
        if _recording:  # a drawing kept inside another: the outer one needs the same bytes
            _recording[-1].extend(found)


def still_drawn(c: Canvas, drawn: Drawn) -> bool:
    """Whether every line of ``drawn`` has the same subset bytes and font name in ``c``'s
    document as when it was drawn (so its operators can be written again as they were). A line
    whose code points this document has not given bytes yet is not: it is drawn anew."""
    doc = c._doc
    for rl_font, runs, (name, bytes_of) in drawn:
        state = rl_font.state.get(doc)
        if state is None or state.internalName != name:
            return False
        if not runs.needed <= state.assignments.keys():
            return False
        if tuple(map(state.assignments.__getitem__, runs.points)) != bytes_of:
            return False
    if _recording:
        _recording[-1].extend(drawn)
    return True


def draw_right(c: Canvas, right: float, y: float, line: str, font: str, size: float) -> None:
    draw(c, right - width(line, font, size), y, line, font, size)


def draw_centred(c: Canvas, centre: float, y: float, line: str, font: str, size: float) -> None:
    draw(c, centre - width(line, font, size) / 2, y, line, font, size)
