"""The shipped Vazirmatn, registered with ReportLab once."""

from __future__ import annotations

from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont

from desktop.paths import FONT_BOLD, FONT_REGULAR

REGULAR = "Vazirmatn"
BOLD = "Vazirmatn-Bold"

_done = False


def register_fonts() -> None:
    global _done
    if _done:
        return
    pdfmetrics.registerFont(TTFont(REGULAR, str(FONT_REGULAR)))
    pdfmetrics.registerFont(TTFont(BOLD, str(FONT_BOLD)))
    pdfmetrics.registerFontFamily(
        REGULAR, normal=REGULAR, bold=BOLD, italic=REGULAR, boldItalic=BOLD
    )
    _done = True
