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
"""

from __future__ import annotations

from bidi.mirror import MIRRORED
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import SUBSETN, TTFont

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

    def addObjects(self, doc) -> None:  # noqa: ANN001, N802 - ReportLab's hook
        subsets = [list(s) for s in self.state[doc].subsets]
        super().addObjects(doc)
        for n, subset in enumerate(subsets):
            base = b"".join((SUBSETN(n), b"+", self.face.name, self.face.subfontNameX))
            stream = doc.idToObject["toUnicodeCMap:" + base.decode("pdfdoc")]
            stream.content = to_unicode_cmap(base.decode("pdfdoc"), subset)


def _utf16(text: str) -> str:
    return text.encode("utf-16-be").hex().upper()


def to_unicode_cmap(name: str, subset: list[int]) -> str:
    """The ToUnicode CMap of one subset (byte i draws code point ``subset[i]``)."""
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
