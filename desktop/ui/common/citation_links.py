"""Citations on screen as links to their article in the «قانون» section.

``linkify(text)`` is ``text`` as HTML with every citation it holds («1334 م۱۷», «قانون ۱۳۳۴
ماده ۱۷», either digit set) an ``article:`` link; ``follow(ctx, href)`` asks the main window to
open that article (``AppContext.article_requested``). ``CitationLabel`` is a label doing both,
for a legal basis, a deadline's article or any line that cites the law.
"""

from __future__ import annotations

from html import escape
from urllib.parse import quote, unquote

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QLabel, QMenu, QWidget

from desktop.rules import citation_text
from desktop.text import to_persian_digits
from desktop.ui.common.context import AppContext

SCHEME = "article:"


def href(law: str, key: str) -> str:
    return f"{SCHEME}{quote(law)}/{quote(key)}"


def parse_href(link: str) -> tuple[str, str] | None:
    """(law, unit key) of an ``article:`` link; None for any other link."""
    if not link.startswith(SCHEME):
        return None
    law, _, key = link[len(SCHEME) :].partition("/")
    return unquote(law), unquote(key)


def linkify(text: str) -> str:
    """``text`` escaped as HTML (line breaks kept), each citation a link to its article."""
    out: list[str] = []
    at = 0
    for f in citation_text.find(text):
        out.append(escape(text[at : f.start]))
        out.append(f'<a href="{href(f.law, f.key)}">{escape(text[f.start : f.end])}</a>')
        at = f.end
    out.append(escape(text[at:]))
    return "".join(out).replace("\n", "<br>")


def follow(ctx: AppContext | None, link: str) -> bool:
    """Open the article ``link`` names in the «قانون» section; False if it names none."""
    target = parse_href(link)
    if target is None or ctx is None:
        return False
    ctx.article_requested.emit(*target)
    return True


class CitationLabel(QLabel):
    """A word-wrapped label whose citations open their article on a click. Its text stays
    selectable and it takes no keyboard focus (the Tab chain of the screen it sits in is
    unchanged); ``plain`` is the text as given."""

    def __init__(self, ctx: AppContext | None, text: str = "", parent: QWidget | None = None):
        super().__init__(parent)
        self.ctx = ctx
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)
        self.setOpenExternalLinks(False)
        self.linkActivated.connect(lambda link: follow(self.ctx, link))
        self.setText(text)

    def setText(self, text: str) -> None:  # noqa: N802 - Qt naming
        """Show plain ``text`` with its citations as links (``text()`` gives it back as given)."""
        self.plain = text or ""
        super().setText(f'<div dir="rtl">{linkify(self.plain)}</div>' if self.plain else "")

    def text(self) -> str:
        return self.plain

    def html(self) -> str:
        """What the label shows: the text with its citations as ``article:`` links."""
        return super().text()

    set_plain = setText


def articles_menu(parent: QWidget, ctx: AppContext | None, text: str) -> QMenu | None:
    """A menu with one «ماده …» action per article ``text`` cites, each opening it; None when it
    cites none. For a line that is not a label (a table's cell): the caller pops it up."""
    found = citation_text.find(text)
    if not found or ctx is None:
        return None
    menu = QMenu(parent)
    menu.setObjectName("articles_menu")
    seen: set[tuple[str, str]] = set()
    for f in found:
        if (f.law, f.key) in seen:
            continue
        seen.add((f.law, f.key))
        words = to_persian_digits(text[f.start : f.end])
        label = QCoreApplication.translate("CitationLinks", "Open %1 in the law").replace(
            "%1", words
        )
        action = menu.addAction(label)
        action.triggered.connect(lambda _c=False, f=f: ctx.article_requested.emit(f.law, f.key))
    return menu
