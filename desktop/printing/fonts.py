"""The shipped Vazirmatn, registered with ReportLab once, with a text layer of ordinary letters.

ReportLab writes into each embedded subset's ToUnicode map the code point it was asked to draw;
our shaped text is drawn as Arabic presentation forms, so a viewer would search and copy ﺷﻤﺎره
instead of شماره. ``PersianTTFont`` writes the map from ``persian.reads_as`` instead: each
presentation form reads as its letter, and two kinds of alias code points (never typed, only
drawn by ``textlayer``) are added to the font:

* a *ghost* (``persian.ghost(letter)``): the ink-free, zero-width glyph of U+200B, reading as
  ``letter``; it carries the other letters of a multi-letter ligature (لا, ﷲ);
* a *mirror* (``persian.mirror_alias(bracket)``): the glyph of the mirrored bracket, reading as
  the bracket typed (the bidi algorithm draws «(» of a right-to-left line as «)»).

What is drawn is unchanged: the same glyphs at the same places.

Subsetting the font file is the dearest step of a short document; ``Embedding`` and the subset
cache make a batch pay it once: each document of a batch starts its subsets with the code
points the batch's documents before it used, in the same order, so that its subsets are the
same lists again and their font files (made, compressed) are taken from the cache.
"""

from __future__ import annotations

import contextlib
import contextvars
import zlib
from collections.abc import Hashable, Iterator
from functools import lru_cache
from typing import Any

from bidi.mirror import MIRRORED
from reportlab.pdfbase import pdfdoc, pdfmetrics
from reportlab.pdfbase.ttfonts import FF_NONSYMBOLIC, FF_SYMBOLIC, SUBSETN, TTFont, TTFontFace

from desktop.paths import FONT_BOLD, FONT_REGULAR
from desktop.printing.persian import ghost, ligature_letters, mirror_alias, reads_as

REGULAR = "Vazirmatn"
BOLD = "Vazirmatn-Bold"
GHOST_GLYPH_OF = "\u200b"  # ZERO WIDTH SPACE: no ink, no advance in Vazirmatn

_done = False


def _ligature_letters() -> set[str]:
    letters: set[str] = set()
    for code in [*range(0xFB50, 0xFE00), *range(0xFE70, 0xFF00)]:
        found = ligature_letters(chr(code))
        if len(found) > 1:
            letters.update(found)
    return letters


class PersianTTFont(TTFont):
    """A TrueType font whose ToUnicode maps read as ordinary letters (see the module doc)."""

    def __init__(self, name: str, filename: str) -> None:
        super().__init__(name, filename)
        face = self.face
        blank = face.charToGlyph[ord(GHOST_GLYPH_OF)]
        for letter in _ligature_letters():
            code = ord(ghost(letter))
            face.charToGlyph[code] = blank
            face.charWidths[code] = 0.0
        for typed, drawn in MIRRORED.items():
            if ord(drawn) in face.charToGlyph:
                code = ord(mirror_alias(typed))
                face.charToGlyph[code] = face.charToGlyph[ord(drawn)]
                face.charWidths[code] = face.charWidths.get(ord(drawn), face.defaultWidth)
        face.addSubsetObjects = lambda doc, name, subset: _subset_objects(face, doc, name, subset)

    def addObjects(self, doc) -> None:  # noqa: ANN001, N802 - ReportLab's hook
        """``TTFont.addObjects`` (one font, descriptor, font file and ToUnicode map for each
        subset) with the ToUnicode map of ``to_unicode_cmap``, and each object written once for
        every document that has the same one (``_Kept``)."""
        state = self.state.get(doc)
        if state is None:
            state = self.state[doc] = TTFont.State(self._asciiReadable)
        state.frozen = 1
        plan = _plan.get()
        if plan is not None:  # the next document of the batch starts where this one ended
            ended = (dict(state.assignments), [list(x) for x in state.subsets], state.nextCode)
            if plan.states.get(self.fontName) != ended:  # its kept pages have other subsets
                plan.pages.clear()
            plan.states[self.fontName] = ended
        face = self.face
        fonts = doc.idToObject["BasicFonts"].dict
        for n, subset in enumerate(state.subsets):
            internal = self.getSubsetInternalName(n, doc)[1:]
            base = b"".join((SUBSETN(n), b"+", face.name, face.subfontNameX)).decode("pdfdoc")
            codes = tuple(subset)
            font = pdfdoc.PDFTrueTypeFont()
            font.__Comment__ = f"Font {self.fontName} subset {n}"
            font.Name = internal
            font.BaseFont = base
            font.FirstChar = 0
            font.LastChar = len(subset) - 1
            font.Widths = _widths(face, codes)
            cmap = pdfdoc.PDFStream()
            cmap.content = to_unicode_cmap(base, subset)
            if doc.compression:  # compressed once for every document with this subset
                cmap.content = _compressed(cmap.content)
                cmap.dictionary["Filter"] = pdfdoc.PDFArray([pdfdoc.PDFName("FlateDecode")])
            unicode_name = "toUnicodeCMap:" + base
            font.ToUnicode = doc.Reference(
                _Kept(cmap, ("cmap", base, codes, doc.compression)), unicode_name
            )
            font.FontDescriptor = face.addSubsetObjects(doc, base, subset)
            kept = _KeptFont(
                font,
                ("font", face.filename, internal, base, codes),
                refs=(unicode_name, "fontDescriptor:" + base),
            )
            doc.Reference(kept, internal)
            fonts[internal] = kept
        del self.state[doc]


class Embedding:
    """The fonts' subsets of a batch's documents, each started as the last one ended."""

    def __init__(self) -> None:
        # each font's subsets as the last document ended them: its code points' bytes, the
        # subsets' lists, the next byte to give
        self.states: dict[str, tuple[dict[int, int], list[list[int]], int]] = {}
        # the pages of the batch's documents kept by their shape (``stencil``): each written
        # with these subsets, dropped when a document adds to them
        self.pages = KeptPages()

    @contextlib.contextmanager
    def active(self) -> Iterator[None]:
        """The documents drawn within start their subsets with the batch's code points."""
        token = _plan.set(self)
        try:
            yield
        finally:
            _plan.reset(token)


class KeptPages:
    """The kept pages of a batch, by shape; the most recently used few."""

    KEPT = 8

    def __init__(self) -> None:
        self._pages: dict[Hashable, Any] = {}

    def get(self, shape: Hashable) -> Any:  # noqa: ANN401 - a stencil.KeptPage
        page = self._pages.pop(shape, None)
        if page is not None:
            self._pages[shape] = page  # the most recent last
        return page

    def put(self, shape: Hashable, page: Any) -> None:  # noqa: ANN401
        self._pages.pop(shape, None)
        self._pages[shape] = page
        while len(self._pages) > self.KEPT:
            del self._pages[next(iter(self._pages))]

    def __delitem__(self, shape: Hashable) -> None:
        self._pages.pop(shape, None)

    def clear(self) -> None:
        self._pages.clear()

    def __len__(self) -> int:
        return len(self._pages)


def kept_pages() -> KeptPages | None:
    """The batch's kept pages (None: no batch under way)."""
    plan = _plan.get()
    return None if plan is None else plan.pages


_plan: contextvars.ContextVar[Embedding | None] = contextvars.ContextVar("embedding", default=None)


def start_subsets(doc) -> None:  # noqa: ANN001 - ReportLab's PDFDocument
    """A new document's subsets, begun as the batch's last document ended them (the same bytes
    for the same letters as in the documents before it); nothing outside a batch. (What
    ``splitString`` of those code points, in the order of their bytes, would make, copied.)"""
    plan = _plan.get()
    if plan is None:
        return
    for name, (assignments, subsets, next_code) in plan.states.items():
        font = pdfmetrics.getFont(name)
        state = font.state[doc] = TTFont.State(font._asciiReadable, font)
        state.assignments = dict(assignments)
        state.subsets = [list(x) for x in subsets]
        state.nextCode = next_code


_SUBSETS: dict[tuple[str, tuple[int, ...], int], tuple[int, bytes]] = {}
SUBSETS_KEPT = 32  # each a font file of some tens of kilobytes


def _subset_font_file(face: TTFontFace, subset: list[int], compress: bool) -> tuple[int, bytes]:
    """The subset's font file (its length, and its bytes, compressed when the PDF is)."""
    key = (face.filename, tuple(subset), int(compress))
    made = _SUBSETS.get(key)
    if made is None:
        raw = face.makeSubset(subset)
        made = (len(raw), zlib.compress(raw) if compress else raw)
        if len(_SUBSETS) >= SUBSETS_KEPT:
            del _SUBSETS[next(iter(_SUBSETS))]
        _SUBSETS[key] = made
    return made


def _subset_objects(face: TTFontFace, doc, fontname: str, subset: list[int]):  # noqa: ANN001, ANN202
    """``TTFontFace.addSubsetObjects`` with the font file from ``_subset_font_file`` (the same
    objects, byte for byte)."""
    length, content = _subset_font_file(face, subset, bool(doc.compression))
    font_file = pdfdoc.PDFStream()
    font_file.content = content
    font_file.dictionary["Length1"] = length
    if doc.compression:  # compressed already: ReportLab applies no filter to a stream saying so
        font_file.dictionary["Filter"] = pdfdoc.PDFArray([pdfdoc.PDFName("FlateDecode")])
    file_name = f"fontFile:{face.filename}({fontname})"
    key = (face.filename, tuple(subset), bool(doc.compression))
    ref = doc.Reference(_Kept(font_file, ("file", fontname, *key)), file_name)
    descriptor = pdfdoc.PDFDictionary(
        {
            "Type": "/FontDescriptor",
            "Ascent": face.ascent,
            "CapHeight": face.capHeight,
            "Descent": face.descent,
            "Flags": (face.flags & ~FF_NONSYMBOLIC) | FF_SYMBOLIC,
            "FontBBox": pdfdoc.PDFArray(face.bbox),
            "FontName": pdfdoc.PDFName(fontname),
            "ItalicAngle": face.italicAngle,
            "StemV": face.stemV,
            "FontFile2": ref,
            "MissingWidth": face.defaultWidth,
        }
    )
    kept = _Kept(descriptor, ("descriptor", face.filename, fontname), refs=(file_name,))
    return doc.Reference(kept, "fontDescriptor:" + fontname)


class _Kept(pdfdoc.PDFObject):
    """A PDF object written once for every document that has it: its bytes kept by what it
    says (``key``) and the numbers of the objects it refers to (``refs``, by name)."""

    def __init__(self, obj: pdfdoc.PDFObject, key: tuple, refs: tuple[str, ...] = ()) -> None:
        self.obj = obj
        self.key = key
        self.refs = refs

    def format(self, document) -> bytes:  # noqa: ANN001 - ReportLab's hook
        numbers = document.idToObjectNumberAndVersion
        key = (self.key, tuple(numbers[name] for name in self.refs))
        data = _OBJECTS.get(key)
        if data is None:
            data = self.obj.format(document)
            if len(_OBJECTS) >= OBJECTS_KEPT:
                del _OBJECTS[next(iter(_OBJECTS))]
            _OBJECTS[key] = data
        return data


class _KeptFont(_Kept):
    __RefOnly__ = 1  # a font is written by reference wherever it is named


_OBJECTS: dict[tuple, bytes] = {}
OBJECTS_KEPT = 64


@lru_cache(maxsize=64)
def _compressed(text: str) -> bytes:
    return zlib.compress(text.encode("utf8"))


class _Formatted(pdfdoc.PDFObject):
    """A PDF array of numbers written once for every document that has it (a subset's widths)."""

    def __init__(self, data: bytes) -> None:
        self.data = data

    def format(self, document) -> bytes:  # noqa: ANN001 - ReportLab's hook
        return self.data

    @staticmethod
    @lru_cache(maxsize=64)
    def of(numbers: tuple[float, ...]) -> _Formatted:
        return _Formatted(pdfdoc.PDFArray(list(numbers)).format(None))


@lru_cache(maxsize=64)
def _widths(face: TTFontFace, subset: tuple[int, ...]) -> _Formatted:
    """A subset's widths array, written once for every document with that subset."""
    return _Formatted.of(tuple(map(face.getCharWidth, subset)))


def _utf16(text: str) -> str:
    return text.encode("utf-16-be").hex().upper()


def to_unicode_cmap(name: str, subset: list[int]) -> str:
    """The ToUnicode CMap of one subset (byte i draws code point ``subset[i]``)."""
    return _cmap(name, tuple(subset))


@lru_cache(maxsize=64)
def _cmap(name: str, subset: tuple[int, ...]) -> str:
    chars = [f"<{i:02X}> <{_utf16(reads_as(c))}>" for i, c in enumerate(subset)]
    blocks: list[str] = []
    for start in range(0, len(chars), 100):  # at most 100 entries per block (PDF 9.10.3)
        part = chars[start : start + 100]
        blocks += [f"{len(part)} beginbfchar", *part, "endbfchar"]
    return "\n".join(
        [
            "/CIDInit /ProcSet findresource begin",
            "12 dict begin",
            "begincmap",
            f"/CIDSystemInfo << /Registry ({name}) /Ordering ({name}) /Supplement 0 >> def",
            f"/CMapName /{name} def",
            "/CMapType 2 def",
            "1 begincodespacerange",
            f"<00> <{len(subset) - 1:02X}>",
            "endcodespacerange",
            *blocks,
            "endcmap",
            "CMapName currentdict /CMap defineresource pop",
            "end",
            "end",
        ]
    )


def register_fonts() -> None:
    global _done
    if _done:
        return
    pdfmetrics.registerFont(PersianTTFont(REGULAR, str(FONT_REGULAR)))
    pdfmetrics.registerFont(PersianTTFont(BOLD, str(FONT_BOLD)))
    pdfmetrics.registerFontFamily(
        REGULAR, normal=REGULAR, bold=BOLD, italic=REGULAR, boldItalic=BOLD
    )
    _done = True
