"""The text layer: each visual line knows its glyphs' logical places, and drawing through it
puts the same ink on the page as ``canvas.drawString``."""

from __future__ import annotations

import io
import re
import shutil
import subprocess

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from reportlab.pdfgen.canvas import Canvas

from desktop.printing import persian, textlayer
from desktop.printing.fonts import BOLD, REGULAR, register_fonts, to_unicode_cmap

LINES = [
    "شماره: ۱۲۳۴ تاریخ ۱۴۰۳/۰۲/۱۵",
    "مبلغ ۱٬۲۵۰٬۰۰۰ ریال (پانصد هزار ریال) پرداخت شود.",
    "آقای غلامرضا اسدالله‌زاده فرزند عزت‌الله، ساکن قریهٔ اسحاق‌آباد",
    "«مادهٔ ۲۷» قانون ۱۳۳۴ لازم‌الاجرا است؛ مثلاً [بند الف] و {ب}.",
    "لا الله آلاله إلا",
]


def test_ligatures_carry_their_letters_on_ghosts():
    register_fonts()
    line = persian.one_line("الله")
    placed = textlayer.placed(line, REGULAR, 12)
    assert line == "\ufdf2"
    # left to right: the last letter's ghost just left of it, the ligature (its last letter but
    # one), then the first letters' ghosts at its right edge; read right to left: الله
    assert [persian.reads_as(ord(g.code)) for g, _x, _w in placed] == ["ه", "ل", "ل", "ا"]
    xs = [x for _g, x, _w in placed]
    assert xs == sorted(xs) and xs[-1] - xs[0] < 12 * 0.01 + persian.width(line, REGULAR, 12)
    assert persian.reads_as(0xFEFB) == "ا"  # ﻻ, with a ghost ل at its right edge


def test_a_mirrored_bracket_reads_as_typed_and_zwnj_comes_back():
    line = persian.one_line("(می‌شود)")
    assert line == "(دﻮﺷﯽﻣ)"  # drawn: the typed «(» on the right, mirrored, and so on
    brackets = [g for g in line.glyphs if g.logical in (0, len("(می‌شود)") - 1)]
    assert [g.code for g in brackets] == [persian.mirror_alias(")"), persian.mirror_alias("(")]
    assert [persian.reads_as(ord(g.code)) for g in brackets] == [")", "("]
    zwnj = next(g for g in line.glyphs if g.code == "\u200c")
    assert zwnj.inside == zwnj.logical + 1 and zwnj.at == 1.0


def test_to_unicode_maps_presentation_forms_to_letters_in_blocks_of_100():
    cmap = to_unicode_cmap(
        "X", [0x20, 0xFEB7, 0xFEFB, ord(persian.ghost("ا")), *range(0x600, 0x6FF)]
    )
    assert "<01> <0634>" in cmap  # ﺷ -> ش
    assert "<02> <0627>" in cmap  # ﻻ -> ا (its ghost carries the ل)
    assert "<03> <0627>" in cmap  # the ghost of ا
    assert all(int(n) <= 100 for n in re.findall(r"(\d+) beginbfchar", cmap))


def _raster(pdf: bytes, tmp_path) -> bytes:
    path = tmp_path / "r.pdf"
    path.write_bytes(pdf)
    out = subprocess.run(
        ["pdftoppm", "-r", "150", "-gray", str(path)], check=True, capture_output=True
    )
    return out.stdout


@pytest.mark.skipif(shutil.which("pdftoppm") is None, reason="poppler-utils (pdftoppm)")
@pytest.mark.parametrize("justify", [False, True])
def test_drawing_through_the_text_layer_puts_the_same_ink(tmp_path, justify):
    register_fonts()

    def page(through_layer: bool) -> bytes:
        buf = io.BytesIO()
        c = Canvas(buf, initialFontName=REGULAR)
        y = 780.0
        for font in (REGULAR, BOLD):
            for text in LINES:
                shown = persian.one_line(text)
                c.setFont(font, 12)
                if justify:  # the engine's justified line: each word placed, gaps widened
                    chunks = shown.split(" ")
                    gap = persian.width(" ", font, 12) * 2.5
                    if through_layer:
                        textlayer.draw(c, 40, y, shown, font, 12, space=gap)
                    else:
                        x = 40.0
                        for chunk in chunks:
                            c.drawString(x, y, chunk)
                            x += persian.width(chunk, font, 12) + gap
                elif through_layer:
                    textlayer.draw_right(c, 550, y, shown, font, 12)
                else:
                    c.drawRightString(550, y, shown)
                y -= 30
        c.showPage()
        c.save()
        return buf.getvalue()

    assert _raster(page(True), tmp_path) == _raster(page(False), tmp_path)


def _statute_lines(paragraphs: int) -> list:
    """The visual lines of this many of the statutes' paragraphs (and ``LINES``), laid out."""
    from desktop.paths import SEEDS_DIR

    register_fonts()
    texts = [p for f in sorted(SEEDS_DIR.glob("*.txt")) for p in f.read_text("utf-8").split("\n")]
    return [
        line.text
        for text in [*LINES, *texts[:paragraphs]]
        for line in persian.lay_out(text, REGULAR, 11.0, 480.0)
    ]


def test_a_line_without_ghosts_gets_the_runs_every_glyph_placed_gives():
    # the shortcut for lines with no glyph placed inside another (most of a document) against
    # the general way, over the statutes laid out as paragraphs, right-aligned and justified
    checked = 0
    for line in _statute_lines(150):
        glyphs = textlayer.glyphs_of(line)
        if not all(g.inside is None and len(g.code) == 1 for g in glyphs):
            continue  # a ligature's ghosts: the general way only
        for space in (None, 2.75, 6.5):
            fast = textlayer._plain_runs(glyphs, REGULAR, 11.0, space)
            placed = textlayer._placed_runs(line, REGULAR, 11.0, space)
            assert (fast.codes, fast.shifts) == (placed.codes, placed.shifts), line
            checked += 1
    assert checked > 300


@settings(max_examples=400, deadline=None)
@given(
    st.lists(
        st.tuples(
            st.one_of(st.integers(0, 255), st.integers(0, 700)),
            st.one_of(st.none(), st.sampled_from(["-12.5", "3", "250.1"])),
        ),
        max_size=40,
    ),
    st.sampled_from([9.0, 11.0, 9.5]),
)
def test_a_lines_operators_are_those_written_glyph_by_glyph(glyphs, size):
    # a line all in the first subset is written run by run; any line reads as written glyph by
    # glyph (subsets changing, offsets anywhere, a first glyph with an offset, no glyph at all)
    bytes_of = tuple(n for n, _ in glyphs)
    shifts = tuple(s for _, s in glyphs)

    class Font:
        def getSubsetInternalName(self, subset, doc):  # noqa: ANN001, ANN201, N802
            return f"/F1+{subset}"

    runs = textlayer.Runs("x" * len(glyphs), shifts)
    want = textlayer._body_by_glyph(runs, Font(), None, size, bytes_of)
    assert textlayer._body(runs, Font(), None, size, bytes_of) == want


def _runs_glyph_by_glyph(line, font, size, space):  # noqa: ANN001
    """``textlayer._placed_runs`` (and ``placed``) as first written."""
    from reportlab.lib.rl_accel import fp_str

    glyphs = textlayer.glyphs_of(line)
    x, where, out = 0.0, {}, []
    for g in glyphs:
        if g.inside is not None:
            continue
        w = persian.width(g.code, font, size)
        where.setdefault(g.logical, (x, w))
        out.append((g, x, w))
        x += space if (space is not None and g.code == " ") else w
    for g in glyphs:
        if g.inside is not None and g.inside in where:
            host_x, host_w = where[g.inside]
            out.append((g, host_x + host_w * g.at + g.nudge * size / 1000.0, 0.0))
    out.sort(key=lambda item: item[1])
    codes, shifts, cursor = [], [], 0.0
    for g, gx, _w in out:
        for ch in g.code:
            shift = (cursor - gx) * 1000.0 / size
            codes.append(" " if ch == "\xa0" else ch)
            shifts.append(fp_str(shift) if abs(shift) > 1e-7 else None)
            gx = cursor = gx + persian.width(ch, font, size)
        cursor = gx
    return "".join(codes), tuple(shifts)


def test_any_line_gets_the_runs_placed_glyph_by_glyph():
    # lines with ligatures' ghosts, restored ZWNJs and mirrored brackets, right-aligned and
    # justified, in both fonts
    ghosts = 0
    for line in _statute_lines(120):
        glyphs = textlayer.glyphs_of(line)
        ghosts += any(g.inside is not None for g in glyphs)
        for font, space in ((REGULAR, None), (REGULAR, 2.75), (BOLD, 6.5)):
            runs = textlayer._placed_runs(line, font, 11.0, space)
            want = _runs_glyph_by_glyph(line, font, 11.0, space)
            assert (runs.codes, runs.shifts) == want, line
    assert ghosts > 100
