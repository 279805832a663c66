"""The layout engine: a ``Document`` and a letterhead stamp -> PDF bytes. No Qt, no database.

Right-to-left flowables on ReportLab's platypus: paragraphs justified with the last line flush
right, split across pages line by line; tables with their columns reversed, cells that wrap
and split inside a row, and a header row repeated on every page; a letterhead on the first page
(office, bakhsh, shahrestan, شماره / تاریخ / پیوست), a running head after it, and a footer with
«صفحهٔ x از y».
"""

from __future__ import annotations

import copy
import datetime as _dt
import io
import re
import zlib
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from reportlab import rl_config
from reportlab.lib import colors
from reportlab.lib.pagesizes import A4, landscape
from reportlab.lib.units import mm
from reportlab.pdfbase import pdfdoc, pdfmetrics
from reportlab.pdfgen import canvas as _canvas
from reportlab.platypus import (
    BaseDocTemplate,
    Flowable,
    Frame,
    KeepTogether,
    NextPageTemplate,
    PageTemplate,
    Spacer,
    TableStyle,
)
from reportlab.platypus import Table as RLTable

from desktop.jalali import InvalidDate, parse_jalali
from desktop.printing import archive, persian, statutes, stencil, textlayer
from desktop.printing.archive import Metadata
from desktop.printing.document import Document, Fields, Heading, Para, Signatory, Table
from desktop.printing.fonts import BOLD, REGULAR, kept_pages, register_fonts, start_subsets
from desktop.printing.numbers import pdigits

# page content streams compressed only, not also written as ASCII85 text (a quarter larger,
# and the dearest step of writing a short document out)
rl_config.useA85 = 0


class _Flate(pdfdoc.PDFStreamFilterZCompress):
    """ReportLab's Flate filter at zlib's fastest level: a page's stream (9 KB of operators)
    compressed in 0.11 ms instead of 0.25, its 2.8 KB against 2.2 (a document 1% larger);
    a batch writes one a document."""

    def encode(self, text: str | bytes) -> bytes:
        return zlib.compress(text.encode("utf8") if isinstance(text, str) else text, 1)


pdfdoc.PDFZCompress = _Flate()  # the filter ReportLab gives every page's stream

BODY_SIZE = 11.0
LEADING = 1.75  # line height as a multiple of the font size
CELL_SIZE = 9.0
MARGIN = 16 * mm
HEAD_FIRST = 40 * mm
HEAD_LATER = 14 * mm
FOOT = 12 * mm
RULE = colors.HexColor("#444444")
GRID = colors.HexColor("#777777")
SHADE = colors.HexColor("#e8e8e8")


@dataclass(frozen=True)
class Office:
    office_name: str
    bakhsh: str
    shahrestan: str


@dataclass(frozen=True)
class Stamp:
    """What the register gives a document: its number, date, attachments, and its state."""

    number: str = ""  # empty on a draft
    date: str = ""  # Jalali, Persian digits
    attachments: str = ""
    copy: bool = False  # a reprint: «رونوشت»
    draft: bool = False  # a preview before a number is taken
    cancelled: bool = False


# ---------------------------------------------------------------------------- kept drawings

# The drawings of flowables that say the same in every document of a batch (the citations, the
# quoted articles, the goods table, the signatures), kept by what they say: a document whose
# fonts give their letters the same subset bytes (``fonts.Embedding``) writes the kept operators
# again instead of drawing them anew (``textlayer.still_drawn`` checks the bytes).
KEPT = 128
_KEPT: OrderedDict[tuple, tuple[str | None, textlayer.Drawn]] = OrderedDict()
# how often each happened (a test counts them): a drawing made, a drawing kept, a document
# written from a kept page (``stencil``)
_counts = {"drawn": 0, "kept": 0, "page": 0}


def _draw_kept(
    c: _canvas.Canvas, key: tuple | None, draw: Callable[[], None], owner: object = None
) -> None:
    """``draw()`` on ``c``, or the operators it wrote the last time for ``key`` (a flowable's
    content and size; None: drawn, not kept). ``owner``: what is drawn (a flowable, a part of
    the page's head), for the page being kept (``stencil``)."""
    spans = getattr(c, "_spans", None)
    if spans is not None:  # a page being kept: where each of its parts is written
        begin = len(c._code)
        c._spans = None  # (not the parts of a part: a table's cells)
        try:
            _draw_kept(c, key, draw)
        finally:
            c._spans = spans
        spans.append((owner, key, begin, len(c._code)))
        return
    if key is not None:
        found = _KEPT.get(key)
        if found is not None and textlayer.still_drawn(c, found[1]):
            _KEPT.move_to_end(key)
            if found[0] is not None:
                c._code.append(found[0])
            _counts["kept"] += 1
            return
    start = len(c._code)
    with textlayer.recording() as drawn:
        draw()
    _counts["drawn"] += 1
    if key is not None:
        code = c._code[start:]  # (an empty cell writes nothing: not even a line)
        _KEPT[key] = ("\n".join(code) if code else None, tuple(drawn))
        if len(_KEPT) > KEPT:
            _KEPT.popitem(last=False)


def _hashable(key: tuple) -> tuple | None:
    try:
        hash(key)
    except TypeError:  # a block read back from JSON with lists in it: drawn, not kept
        return None
    return key


# ---------------------------------------------------------------------------- flowables


class RtlParagraph(Flowable):
    """Persian paragraph: logical line breaking, per-line bidi, justified, splittable."""

    def __init__(
        self,
        text: str,
        *,
        font: str = REGULAR,
        size: float = BODY_SIZE,
        align: str = "justify",
        indent: float = 0.0,
        space_after: float = 4.0,
        lines: list[persian.Line] | None = None,
    ) -> None:
        super().__init__()
        self.text = text
        self.font = font
        self.size = size
        self.align = align
        self.indent = indent
        self.leading = size * LEADING
        self.spaceAfter = space_after
        self._lines = lines
        self._avail = -1.0

    def _lay(self, avail: float) -> list[persian.Line]:
        if self._lines is None or (avail != self._avail and self.text is not None):
            if self.text is not None:
                self._lines = persian.lay_out(
                    self.text, self.font, self.size, max(avail - self.indent, 10)
                )
            self._avail = avail
        return self._lines or []

    def wrap(self, availWidth: float, availHeight: float) -> tuple[float, float]:  # noqa: N803
        self.width = availWidth
        self.height = len(self._lay(availWidth)) * self.leading
        return availWidth, self.height

    def split(self, availWidth: float, availHeight: float) -> list[Flowable]:  # noqa: N803
        lines = self._lay(availWidth)
        fit = int(availHeight // self.leading)
        if fit <= 0:
            return []
        if fit >= len(lines):
            return [self]
        parts = []
        for chunk, after in ((lines[:fit], 0.0), (lines[fit:], self.spaceAfter)):
            p = RtlParagraph(
                None,  # type: ignore[arg-type]
                font=self.font, size=self.size, align=self.align, indent=self.indent,
                space_after=after, lines=chunk,
            )  # fmt: skip
            p._avail = availWidth
            parts.append(p)
        return parts

    def kept_key(self) -> tuple | None:
        if self.text is None:  # a split part: drawn each time
            return None
        return (
            "p", self.text, self.font, self.size, self.align, self.indent, self.width, self.height,
        )  # fmt: skip

    def draw(self) -> None:
        _draw_kept(self.canv, self.kept_key(), self._draw, self)

    def _draw(self) -> None:
        c = self.canv
        c.setFont(self.font, self.size)
        right = self.width - self.indent
        descent = self.size * 0.55
        y = self.height - self.leading + descent
        space = persian.width(" ", self.font, self.size)
        for line in self._lines or []:
            text = line.text
            w = persian.width(text, self.font, self.size)
            if self.align == "center":
                textlayer.draw(c, (right - w) / 2, y, text, self.font, self.size)
            elif self.align == "justify" and not line.last and " " in text:
                gap = _gap(str(text), self.font, self.size, right)  # (not its glyphs, kept)
                if gap > space * 4:  # a very short non-final line: do not stretch it
                    textlayer.draw_right(c, right, y, text, self.font, self.size)
                else:  # each space advances by the gap: the words land where they did
                    textlayer.draw(c, 0.0, y, text, self.font, self.size, space=gap)
            else:
                textlayer.draw_right(c, right, y, text, self.font, self.size)
            y -= self.leading


@lru_cache(maxsize=1024)
def _gap(text: str, font: str, size: float, right: float) -> float:
    """The advance of each space of a justified line ``right`` wide (a batch's lines again)."""
    chunks = text.split(" ")
    widths = [persian.width(ch, font, size) for ch in chunks]
    return (right - sum(widths)) / (len(chunks) - 1)


class HeadingFlowable(RtlParagraph):
    def __init__(self, text: str) -> None:
        super().__init__(text, font=BOLD, size=BODY_SIZE + 1, align="right", space_after=2)
        self.spaceBefore = 6
        self.keepWithNext = True


class SignatureBlock(Flowable):
    """The signatory, on the left (the end of a right-to-left line)."""

    def __init__(self, name: str, role: str) -> None:
        super().__init__()
        self.name = name
        self.role = role

    def wrap(self, availWidth: float, availHeight: float) -> tuple[float, float]:  # noqa: N803
        self.width = availWidth
        self.height = 26 * mm
        return availWidth, self.height

    def kept_key(self) -> tuple | None:
        return ("sig", self.name, self.role, self.width)

    def draw(self) -> None:
        _draw_kept(self.canv, self.kept_key(), self._draw, self)

    def _draw(self) -> None:
        c = self.canv
        cx = 40 * mm
        name, role = persian.one_line(self.name), persian.one_line(self.role)
        textlayer.draw_centred(c, cx, self.height - 10 * mm, name, BOLD, BODY_SIZE)
        textlayer.draw_centred(c, cx, self.height - 16 * mm, role, REGULAR, BODY_SIZE)


class SignersBlock(Flowable):
    """One signature line for each other signatory (the members present, the payer, the
    recipient), three to a row from the right: a line to sign on, the name and the role under."""

    PER_ROW = 3
    ROW = 24 * mm

    def __init__(self, signers: tuple[Signatory, ...]) -> None:
        super().__init__()
        self.signers = signers

    def rows(self) -> int:
        return -(-len(self.signers) // self.PER_ROW)

    def wrap(self, availWidth: float, availHeight: float) -> tuple[float, float]:  # noqa: N803
        self.width = availWidth
        self.height = self.rows() * self.ROW
        return availWidth, self.height

    def kept_key(self) -> tuple | None:
        return _hashable(("signers", self.signers, self.width))

    def draw(self) -> None:
        _draw_kept(self.canv, self.kept_key(), self._draw, self)

    def _draw(self) -> None:
        c = self.canv
        cell = self.width / self.PER_ROW
        c.saveState()
        c.setStrokeColor(RULE)
        c.setLineWidth(0.5)
        for i, s in enumerate(self.signers):
            row, col = divmod(i, self.PER_ROW)
            cx = self.width - (col + 0.5) * cell  # the first on the right
            top = self.height - row * self.ROW
            c.line(cx - cell * 0.35, top - 9 * mm, cx + cell * 0.35, top - 9 * mm)
            name = persian.one_line(s.name or "نام و نام خانوادگی")
            textlayer.draw_centred(c, cx, top - 14 * mm, name, BOLD, CELL_SIZE)
            textlayer.draw_centred(
                c, cx, top - 19 * mm, persian.one_line(s.role), REGULAR, CELL_SIZE
            )
        c.restoreState()


def signature_flowables(doc: Document) -> list[Flowable]:
    """Every signature line the document calls for: the signatory's, then each other's."""
    out: list[Flowable] = [SignatureBlock(doc.signatory.name, doc.signatory.role)]
    if doc.signers:
        out.append(SignersBlock(doc.signers))
    return out


def _cell(text: str, *, bold: bool = False, align: str = "right") -> RtlParagraph:
    return RtlParagraph(
        text or "", font=BOLD if bold else REGULAR, size=CELL_SIZE, align=align, space_after=0
    )


MAX_CELL_LINES = 30  # a taller row is cut into continuation rows, so it can cross pages
CELL_PAD = 6.0


def _rows(
    cells: list[str],
    widths: list[float],
    *,
    bold: bool | list[bool] = False,
    align: str = "right",
) -> list[list[Flowable]]:
    """One table row (left to right), or several when a cell is taller than MAX_CELL_LINES."""
    bolds = bold if isinstance(bold, list) else [bold] * len(cells)
    fonts = [BOLD if b else REGULAR for b in bolds]
    laid = [
        persian.lay_out(str(text or ""), font, CELL_SIZE, max(w - CELL_PAD, 10))
        for text, w, font in zip(cells, widths, fonts, strict=True)
    ]
    tallest = max((len(lines) for lines in laid), default=0)
    if tallest <= MAX_CELL_LINES:
        return [
            [_cell(str(t or ""), bold=b, align=align) for t, b in zip(cells, bolds, strict=True)]
        ]
    out = []
    for start in range(0, tallest, MAX_CELL_LINES):
        row: list[Flowable] = []
        for lines, w, font in zip(laid, widths, fonts, strict=True):
            p = RtlParagraph(
                None,  # type: ignore[arg-type]
                font=font, size=CELL_SIZE, align=align, space_after=0,
                lines=lines[start : start + MAX_CELL_LINES],
            )  # fmt: skip
            p._avail = w - CELL_PAD
            row.append(p)
        out.append(row)
    return out


class KeptTable(Flowable):
    """A table laid out and drawn once for what it says and how wide it is (the same table in
    every document of a batch); the platypus table itself is made only when it is not kept,
    and to split it across pages."""

    def __init__(self, key: tuple | None, make: Callable[[], RLTable]) -> None:
        super().__init__()
        self.key = _hashable(key) if key is not None else None
        self._make = make
        self._table: RLTable | None = None
        self.spaceAfter = 6
        self.hAlign = "RIGHT"
        self._avail = 0.0

    def table(self) -> RLTable:
        if self._table is None:
            self._table = self._make()
        return self._table

    def wrap(self, availWidth: float, availHeight: float) -> tuple[float, float]:  # noqa: N803
        key = None if self.key is None else (self.key, availWidth)
        size = _SIZES.get(key) if key is not None else None
        if size is None:
            w, h = self.table().wrap(availWidth, availHeight)
            size = (float(w), float(h))
            if key is not None:
                _SIZES[key] = size
                if len(_SIZES) > KEPT:
                    _SIZES.popitem(last=False)
        self._avail = availWidth
        width, height = size
        self.width: float = width
        self.height: float = height
        return width, height

    def split(self, availWidth: float, availHeight: float) -> list[Flowable]:  # noqa: N803
        table = self.table()
        table.wrap(availWidth, availHeight)
        return table.split(availWidth, availHeight)

    def kept_key(self) -> tuple | None:
        return None if self.key is None else ("t", self.key, self._avail)

    def draw(self) -> None:
        _draw_kept(self.canv, self.kept_key(), self._draw, self)

    def _draw(self) -> None:
        table = self.table()
        table.wrap(self._avail, self.height)
        table.canv = self.canv
        table.draw()
        del table.canv


_SIZES: OrderedDict[tuple, tuple[float, float]] = OrderedDict()


def rtl_table(block: Table, avail: float) -> KeptTable:
    """``_rtl_table``, kept."""
    return KeptTable(("rtl", block, avail), lambda: _rtl_table(block, avail))


def fields_table(block: Fields, avail: float) -> KeptTable:
    """``_fields_table``, kept."""
    return KeptTable(("fields", block, avail), lambda: _fields_table(block, avail))


def _rtl_table(block: Table, avail: float) -> RLTable:
    """An LTR platypus table with every row and the column widths reversed."""
    n = len(block.header)
    rel = list(block.widths) if block.widths else [1.0] * n
    total = sum(rel)
    widths = [avail * w / total for w in rel]
    ltr_widths = list(reversed(widths))
    data = _rows(list(reversed(block.header)), ltr_widths, bold=True, align="center")[:1]
    for row in block.rows:
        cells = list(row) + [""] * (n - len(row))
        data.extend(_rows(list(reversed(cells)), ltr_widths))
    if block.footer:
        cells = list(block.footer) + [""] * (n - len(block.footer))
        data.extend(_rows(list(reversed(cells)), ltr_widths, bold=True))
    table = RLTable(data, colWidths=ltr_widths, repeatRows=1, splitByRow=1, hAlign="RIGHT")
    style = [
        ("FONTNAME", (0, 0), (-1, -1), REGULAR),  # the default names Helvetica (never embedded)
        ("GRID", (0, 0), (-1, -1), 0.5, GRID),
        ("BACKGROUND", (0, 0), (-1, 0), SHADE),
        ("VALIGN", (0, 0), (-1, -1), "TOP"),
        ("LEFTPADDING", (0, 0), (-1, -1), 3),
        ("RIGHTPADDING", (0, 0), (-1, -1), 3),
        ("TOPPADDING", (0, 0), (-1, -1), 1),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 1),
    ]
    if block.footer:
        style.append(("BACKGROUND", (0, -1), (-1, -1), SHADE))
    table.setStyle(TableStyle(style))
    table.spaceAfter = 6
    return table


def _fields_table(block: Fields, avail: float) -> RLTable:
    label_w = min(45 * mm, avail * 0.35)
    widths = [avail - label_w, label_w]
    data: list[list[Flowable]] = []
    for label, value in block.pairs:
        data.extend(_rows([value, label], widths, bold=[False, True]))
    table = RLTable(data, colWidths=widths, splitByRow=1, hAlign="RIGHT")
    table.setStyle(
        TableStyle(
            [
                ("FONTNAME", (0, 0), (-1, -1), REGULAR),
                ("VALIGN", (0, 0), (-1, -1), "TOP"),
                ("LEFTPADDING", (0, 0), (-1, -1), 2),
                ("RIGHTPADDING", (0, 0), (-1, -1), 2),
                ("TOPPADDING", (0, 0), (-1, -1), 0),
                ("BOTTOMPADDING", (0, 0), (-1, -1), 0),
            ]
        )
    )
    table.spaceAfter = 6
    return table


# ---------------------------------------------------------------------------- pages


def metadata(doc: Document, office: Office, stamp: Stamp) -> Metadata:
    """Title, subject, the office as author, the register number and date as keywords."""
    keywords = []
    if stamp.number:
        keywords.append(f"شماره {stamp.number}")
    elif stamp.draft:
        keywords.append("پیش‌نویس")
    if stamp.date:
        keywords.append(f"تاریخ {stamp.date}")
    if stamp.copy:
        keywords.append("رونوشت")
    return Metadata(
        title=doc.title,
        subject=doc.subject or doc.title,
        author=office.office_name,
        keywords="، ".join(keywords),
        issued=_jalali_or_none(stamp.date),
    )


def _jalali_or_none(text: str) -> _dt.date | None:
    try:
        return parse_jalali(text) if text else None
    except InvalidDate:
        return None


class _NumberedCanvas(_canvas.Canvas):
    """Holds every page until the end so the footer can say «صفحهٔ x از y»; then adds the
    PDF/A metadata and output intent (``archive.finish``)."""

    def __init__(self, *args, meta: Metadata | None = None, keep: bool = False, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self._pages: list[dict] = []
        self._meta = meta
        start_subsets(self._doc)  # a batch's document: its subsets begun as the last one's
        # a batch's page, kept (``stencil``): where its parts are written, and what the file
        # says before its information is added
        self._spans: list | None = [] if keep else None
        self.kept: stencil.KeptPage | None = None
        self.kept_owners: list = []  # what each of the kept page's parts drew
        if keep:
            self._keep_signature = self._doc.signature.copy()
            self._keep_stamp = self._doc._timeStamp

    def showPage(self) -> None:  # noqa: N802
        self._pages.append(dict(self.__dict__))
        self._startPage()
        self._spans = None  # only a one-page document is kept

    def save(self) -> None:
        total = len(self._pages)
        keep = total == 1 and self._pages[0]["_spans"] is not None
        for state in self._pages:
            self.__dict__.update(state)
            spans, self._spans = self._spans, None
            self._page_footer(total)
            code = self._code
            head = "\n".join([*self._psCommandsBeforePage, self._preamble])
            keep = keep and not self._psCommandsAfterPage
            super().showPage()
        if self._meta is not None:
            archive.finish(self, self._meta)
        if not keep:
            super().save()
            return
        fonts = {}  # the fonts' subsets as this page ended them (written, they are dropped)
        for name in (REGULAR, BOLD):
            state = pdfmetrics.getFont(name).state.get(self._doc)
            if state is not None:
                fonts[name] = copy.copy(state)
        buf = io.BytesIO()
        out: Any = getattr(self, "_filename")  # noqa: B009 - ReportLab's, untyped
        self._filename = buf
        super().save()
        pdf = buf.getvalue()
        out.write(pdf)
        assert spans is not None
        if self._doc.Pages.pages[0].Contents.content == "\n".join((head, *code)) + "\n":
            try:
                self.kept = stencil.KeptPage(
                    self, pdf, code, head, [(key, begin, end) for _o, key, begin, end in spans],
                    fonts, signature=self._keep_signature, stamp=self._keep_stamp,
                )  # fmt: skip
            except stencil.Unkeepable:  # the document stands; its page is not kept
                return
            self.kept_owners = [owner for owner, *_ in spans]

    def _page_footer(self, total: int) -> None:
        width = self._pagesize[0]
        text = persian.one_line(f"صفحهٔ {self._pageNumber} از {total}")
        self.setFont(REGULAR, 8.5)
        self.setStrokeColor(RULE)
        self.setLineWidth(0.4)
        self.line(MARGIN, FOOT, width - MARGIN, FOOT)
        textlayer.draw_centred(self, width / 2, FOOT - 4.5 * mm, text, REGULAR, 8.5)
        foot_label = getattr(self, "_foot_label", "")
        if foot_label:
            textlayer.draw_right(self, width - MARGIN, FOOT - 4.5 * mm, foot_label, REGULAR, 8.5)


def _labelled(c: _canvas.Canvas, right: float, y: float, label: str, value: str) -> None:
    """«شماره: ۱۲» in the letterhead box; a long value shrinks, then is cut with an ellipsis."""
    c.setFont(BOLD, 9.5)
    lab = persian.one_line(label)
    textlayer.draw_right(c, right, y, lab, BOLD, 9.5)
    room = right - persian.width(lab, BOLD, 9.5) - 4 - MARGIN
    text = value or "—"
    size = 9.5
    shown = persian.one_line(text)
    while persian.width(shown, REGULAR, size) > room and size > 7:
        size -= 0.5
    while persian.width(shown, REGULAR, size) > room and len(text) > 1:
        text = text[:-1]
        shown = persian.one_line(text.rstrip() + "…")
    c.setFont(REGULAR, size)
    textlayer.draw_right(c, right - persian.width(lab, BOLD, 9.5) - 4, y, shown, REGULAR, size)


def _title(c: _canvas.Canvas, title: str, x: float, y: float, room: float) -> None:
    """The document's title, centred; smaller, then on two lines, when it is long."""
    for size in (14.0, 13.0, 12.0, 11.0):
        shown = persian.one_line(title)
        if persian.width(shown, BOLD, size) <= room:
            c.setFont(BOLD, size)
            textlayer.draw_centred(c, x, y, shown, BOLD, size)
            return
    lines = persian.lay_out(title, BOLD, 11.0, room)
    c.setFont(BOLD, 11.0)
    for i, line in enumerate(lines[:2]):
        textlayer.draw_centred(c, x, y + 3 * mm - i * 5.5 * mm, line.text, BOLD, 11.0)


def _mark(c: _canvas.Canvas, text: str, x: float, y: float) -> None:
    shown = persian.one_line(text)
    c.setFont(BOLD, 12)
    w = persian.width(shown, BOLD, 12)
    c.setStrokeColor(colors.HexColor("#9b1c1c"))
    c.setFillColor(colors.HexColor("#9b1c1c"))
    c.setLineWidth(1)
    c.rect(x - w / 2 - 4, y - 4, w + 8, 18, stroke=1, fill=0)
    textlayer.draw_centred(c, x, y, shown, BOLD, 12)
    c.setFillColor(colors.black)


HeadPart = Callable[[_canvas.Canvas], None]


def head_parts(
    doc: Document, office: Office, stamp: Stamp, width: float, height: float
) -> list[tuple[str, tuple | None, HeadPart]]:
    """The first page's head, in the order it is drawn: each part's name, what it says (its
    key: None, drawn anew each time) and how it is drawn. All but the number is the same on
    every document of a batch: kept, in two parts so that the page says its parts in the order
    it always did (as text is extracted)."""
    top = height - MARGIN
    parts: list[tuple[str, tuple | None, HeadPart]] = [
        (
            "office",
            _hashable(("office", office, doc.title, width, height)),
            lambda c: _office_and_title(c, doc, office, width, height),
        )
    ]
    if stamp.number or stamp.draft:
        parts.append(
            (
                "number",
                None,
                lambda c: _labelled(c, MARGIN + 52 * mm, top - 4 * mm, "شماره:", stamp.number),
            )
        )
    parts.append(
        (
            "date",
            _hashable(("date", stamp.date, stamp.attachments, *_marks(stamp), width, height)),
            lambda c: _date_and_marks(c, stamp, width, height),
        )
    )
    return parts


def _first_page(doc: Document, office: Office, stamp: Stamp):  # noqa: ANN202
    def draw(c: _canvas.Canvas, template: BaseDocTemplate) -> None:
        width, height = template.pagesize
        c.saveState()
        for name, key, part in head_parts(doc, office, stamp, width, height):
            _draw_kept(c, key, lambda: part(c), name)  # noqa: B023 - drawn at once
        c._foot_label = ""
        c.restoreState()

    return draw


def _marks(stamp: Stamp) -> tuple[bool, bool, bool]:
    return stamp.copy, stamp.draft, stamp.cancelled


def _office_and_title(
    c: _canvas.Canvas, doc: Document, office: Office, width: float, height: float
) -> None:
    """The first page's head, right and centre: the office, بسمه تعالی, the title."""
    top = height - MARGIN
    right = width - MARGIN
    c.setFont(BOLD, 12)
    head = persian.one_line(office.office_name)
    textlayer.draw_right(c, right, top - 4 * mm, head, BOLD, 12)
    c.setFont(REGULAR, 10)
    bakhsh = persian.one_line(f"بخش {office.bakhsh}")
    textlayer.draw_right(c, right, top - 10 * mm, bakhsh, REGULAR, 10)
    shahrestan = persian.one_line(f"شهرستان {office.shahrestan}")
    textlayer.draw_right(c, right, top - 15.5 * mm, shahrestan, REGULAR, 10)
    c.setFont(REGULAR, 9)
    textlayer.draw_centred(c, width / 2, top - 3 * mm, persian.one_line("بسمه تعالی"), REGULAR, 9)
    _title(c, doc.title, width / 2, top - 14 * mm, width - 2 * MARGIN - 2 * 58 * mm)


def _date_and_marks(c: _canvas.Canvas, stamp: Stamp, width: float, height: float) -> None:
    """The head's box under the number (date, attachments), the marks, the rule under it."""
    top = height - MARGIN
    box_right = MARGIN + 52 * mm
    _labelled(c, box_right, top - 10 * mm, "تاریخ:", stamp.date)
    _labelled(c, box_right, top - 15.5 * mm, "پیوست:", stamp.attachments or "ندارد")
    if stamp.copy:
        _mark(c, "رونوشت", width / 2, top - 25 * mm)
    if stamp.draft:
        _mark(c, "پیش‌نویس — بی‌شماره", width / 2, top - 25 * mm)
    if stamp.cancelled:
        _mark(c, "باطل شده", width / 2 + 40 * mm, top - 25 * mm)
    c.setStrokeColor(RULE)
    c.setLineWidth(0.8)
    c.line(
        MARGIN, height - MARGIN - HEAD_FIRST + 6 * mm, width - MARGIN,
        height - MARGIN - HEAD_FIRST + 6 * mm,
    )  # fmt: skip


def _later_page(doc: Document, office: Office, stamp: Stamp):  # noqa: ANN202
    def draw(c: _canvas.Canvas, template: BaseDocTemplate) -> None:
        width, height = template.pagesize
        top = height - MARGIN
        c.saveState()
        c.setFont(REGULAR, 9)
        running = persian.one_line(f"{office.office_name} — {doc.title}")
        textlayer.draw_right(c, width - MARGIN, top - 4 * mm, running, REGULAR, 9)
        if stamp.draft:  # the mark on every page: a loose page 2 is no original either
            mark = "پیش‌نویس — بی‌شماره"
            w = persian.width(persian.one_line(mark), BOLD, 12)
            _mark(c, mark, MARGIN + w / 2 + 4, top - 4 * mm)
        else:  # a paper with no number (the register book, a list) is no draft: its date
            ref = f"شماره {stamp.number} — " if stamp.number else ""
            ref += f"تاریخ {stamp.date}" if stamp.date else ""
            if stamp.copy:
                ref += " — رونوشت" if ref else "رونوشت"
            if ref:
                textlayer.draw(c, MARGIN, top - 4 * mm, persian.one_line(ref), REGULAR, 9)
        c.setStrokeColor(RULE)
        c.setLineWidth(0.4)
        c.line(MARGIN, top - 7 * mm, width - MARGIN, top - 7 * mm)
        c.restoreState()

    return draw


def flowables(doc: Document, avail: float) -> list[Flowable]:
    story: list[Flowable] = [NextPageTemplate("later")]
    if doc.recipient:
        story.append(RtlParagraph(f"به: {doc.recipient}", font=BOLD, align="right", space_after=1))
    if doc.subject:
        story.append(RtlParagraph(f"موضوع: {doc.subject}", font=BOLD, align="right", space_after=8))
    for line in doc.extra.get("links", ()):
        story.append(RtlParagraph(str(line), size=10, align="right", space_after=1))
    for block in doc.blocks:
        if isinstance(block, Para):
            story.append(
                RtlParagraph(
                    block.text,
                    font=BOLD if block.bold else REGULAR,
                    size=block.size or BODY_SIZE,
                    align=block.align,
                )  # fmt: skip
            )
        elif isinstance(block, Heading):
            story.append(HeadingFlowable(block.text))
        elif isinstance(block, Fields):
            story.append(fields_table(block, avail))
        elif isinstance(block, Table):
            story.append(rtl_table(block, avail))
    if doc.legal:
        story.append(HeadingFlowable("مستند قانونی"))
        for legal in doc.legal:
            cite = RtlParagraph(legal.citation, font=BOLD, size=10, align="right", space_after=1)
            cite.keepWithNext = bool(legal.quote)
            story.append(cite)
            if legal.quote:
                story.append(
                    RtlParagraph(
                        f"«{statutes.printable(legal.quote)}»",
                        size=9.5,
                        indent=6 * mm,
                        space_after=5,
                    )  # fmt: skip
                )
    # the signatures keep the text they sign: the last piece of it goes with them to a new page
    # rather than a page holding nothing but a signature (the election minutes, the priority
    # list ended so)
    # (a paragraph; a table that ends the text is not moved whole: it would leave its page empty)
    tail = [story.pop()] if len(story) > 1 and isinstance(story[-1], RtlParagraph) else []
    story.append(KeepTogether([*tail, Spacer(1, 4 * mm), *signature_flowables(doc)]))
    if doc.cc:
        story.append(HeadingFlowable("رونوشت:"))
        for line in doc.cc:
            story.append(RtlParagraph(line, size=9.5, align="right", space_after=1))
    return story


class _NotKept(Exception):
    """A story with a flowable whose place the kept page cannot vouch for."""


def _shape(items: list[Flowable], width: float, height: float, leaves: list[Flowable]) -> tuple:
    """What platypus places ``items`` by: each one's kind, size, spaces and grouping (the
    flowables drawn, in the order they are drawn, appended to ``leaves``). Two stories of the
    same shape are placed alike on a page."""
    out: list[tuple] = []
    for f in items:
        if isinstance(f, KeepTogether):
            inner = _shape(f._content, width, height, leaves)
            out.append(("keep", f._maxHeight, inner))
        elif isinstance(f, NextPageTemplate):
            out.append(("next", f.action))
        elif type(f) is Spacer:
            out.append(("space", f.width, f.height))
        elif type(f) in _KEPT_KINDS:
            w, h = f.wrap(width, height)
            out.append(
                (
                    type(f).__name__,
                    w,
                    h,
                    f.getSpaceBefore(),
                    f.getSpaceAfter(),
                    bool(getattr(f, "keepWithNext", False)),
                    f.hAlign,
                )  # fmt: skip
            )
            leaves.append(f)
        else:
            raise _NotKept(type(f).__name__)
    return tuple(out)


_KEPT_KINDS = (RtlParagraph, HeadingFlowable, KeptTable, SignatureBlock, SignersBlock)


def _drawn_on(f: Flowable) -> Callable[[_canvas.Canvas], None]:
    def draw(c: _canvas.Canvas) -> None:
        f.canv = c
        try:
            f.draw()
        finally:
            del f.canv

    return draw


def _part(key: tuple | None, part: HeadPart, name: str) -> stencil.Part:
    return key, lambda c: _draw_kept(c, key, lambda: part(c), name)


def render(doc: Document, office: Office, stamp: Stamp) -> bytes:
    """Lay ``doc`` out on A4 and return the PDF bytes (in a batch, from its kept page when the
    document has its shape: ``stencil``)."""
    register_fonts()
    size = landscape(A4) if doc.landscape else A4
    width, height = size
    story = flowables(doc, width - 2 * MARGIN)
    meta = metadata(doc, office, stamp)
    pages = kept_pages()
    shape = None
    if pages is not None:
        heads = head_parts(doc, office, stamp, width, height)
        leaves: list[Flowable] = []
        try:
            placed = _shape(story, *_first_room(size), leaves)
            shape = (size, bool(stamp.number or stamp.draft), placed)
        except _NotKept:
            pass
        kept = pages.get(shape) if shape is not None else None
        if kept is not None:
            parts = [_part(key, part, name) for name, key, part in heads]
            parts += [(f.kept_key(), _drawn_on(f)) for f in leaves]
            pdf = kept.fill(parts, meta)
            if pdf is not None:
                _counts["page"] += 1
                return pdf
            del pages[shape]  # a letter new to the batch's fonts: drawn the ordinary way
    pdf, canvas = _build(doc, office, stamp, story, meta, size, keep=shape is not None)
    if shape is not None and canvas.kept is not None and pages is not None:
        if canvas.kept_owners == [*(name for name, _k, _p in heads), *leaves]:
            pages.put(shape, canvas.kept)
    return pdf


@lru_cache(maxsize=4)
def _first_room(size: tuple[float, float]) -> tuple[float, float]:
    """The width and height the first page's frame wraps its flowables to (as it gives them)."""
    first = _frames(size)[0]
    return first._getAvailableWidth(), first._aH


def _frames(size: tuple[float, float]) -> tuple[Frame, Frame]:
    """The first page's frame (under the letterhead) and the later pages'."""
    width, height = size
    frame_w = width - 2 * MARGIN
    first = Frame(
        MARGIN, FOOT + 3 * mm, frame_w, height - MARGIN - HEAD_FIRST - FOOT - 3 * mm,
        id="first", leftPadding=0, rightPadding=0, topPadding=0, bottomPadding=0,
    )  # fmt: skip
    later = Frame(
        MARGIN, FOOT + 3 * mm, frame_w, height - MARGIN - HEAD_LATER - FOOT - 3 * mm,
        id="later", leftPadding=0, rightPadding=0, topPadding=0, bottomPadding=0,
    )  # fmt: skip
    return first, later


def _build(
    doc: Document, office: Office, stamp: Stamp, story: list[Flowable], meta: Metadata,
    size: tuple[float, float], *, keep: bool,
) -> tuple[bytes, _NumberedCanvas]:  # fmt: skip
    buf = io.BytesIO()
    first, later = _frames(size)
    template = BaseDocTemplate(
        buf,
        pagesize=size,
        title=meta.title,
        author=meta.author,
        subject=meta.subject,
        keywords=meta.keywords,
        creator=meta.creator,
        lang=meta.lang,
        initialFontName=REGULAR,  # else the canvas names Helvetica, which is never embedded
        leftMargin=MARGIN,
        rightMargin=MARGIN,
        topMargin=MARGIN,
        bottomMargin=MARGIN,
        invariant=1,
    )
    template.addPageTemplates(
        [
            PageTemplate(id="first", frames=[first], onPage=_first_page(doc, office, stamp)),
            PageTemplate(id="later", frames=[later], onPage=_later_page(doc, office, stamp)),
        ]
    )

    made: list[_NumberedCanvas] = []

    def canvasmaker(*args, **kwargs) -> _NumberedCanvas:  # noqa: ANN002, ANN003
        made.append(_NumberedCanvas(*args, meta=meta, keep=keep, **kwargs))
        return made[-1]

    template.build(story, canvasmaker=canvasmaker)
    return buf.getvalue(), made[-1]


def page_count(pdf: bytes) -> int:
    return len(re.findall(rb"/Type /Page\b(?!s)", pdf))


__all__ = ["Office", "Stamp", "render", "pdigits"]
