"""The statutes at the counter: choose a statute or search all four (normalised: Arabic ي/ك find
Persian ی/ک, ZWNJ and diacritics ignored, either digit set), pick an article or a note, and read
its verbatim text, its status in the office (applied, another body's, spent, not yet applied)
and each figure the program takes from it, with its value, its regimes and its dates."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from desktop.jalali import format_jalali
from desktop.printing.statutes import printable
from desktop.rules import parameters as P
from desktop.rules.citations import LAW_LONG
from desktop.rules.law_coverage import STATUS_FA, Entry, Unit, read_coverage, units
from desktop.rules.result import num
from desktop.text import group_thousands, normalize, to_persian_digits
from desktop.ui.common.widgets import search_field

LAWS = tuple(LAW_LONG)
UNIT_FA = {
    "percent": "درصد", "rials": "ریال", "days": "روز", "months": "ماه", "years": "سال",
    "multiple": "برابر", "persons": "نفر", "count": "", "ha": "هکتار",
    "rials_per_ha": "ریال در هکتار", "km": "کیلومتر", "month_no": "(ماه سال)",
    "day_no": "(روز ماه)", "flag": "",
}  # fmt: skip


class LawPage(QWidget):
    """One statute's articles, or every article of the four that matches the search."""

    def __init__(self) -> None:
        super().__init__()
        self.entries: dict[tuple[str, str], Entry] = {(e.law, e.key): e for e in read_coverage()}
        layout = QHBoxLayout(self)
        side = QVBoxLayout()
        self.statute = QComboBox()
        self.statute.setObjectName("statute")
        for law in LAWS:
            self.statute.addItem(LAW_LONG[law], law)
        statute_label = QLabel(self.tr("Statute"))
        statute_label.setBuddy(self.statute)
        side.addWidget(statute_label)
        side.addWidget(self.statute)
        self.search = search_field(self.tr("A word of the four statutes"), clear_button=False)
        search_label = QLabel(self.tr("Search"))
        search_label.setBuddy(self.search)
        side.addWidget(search_label)
        side.addWidget(self.search)
        self.articles = QListWidget()
        self.articles.setObjectName("articles")
        side.addWidget(self.articles, 1)
        layout.addLayout(side, 1)
        self.text = QTextBrowser()
        self.text.setObjectName("article_text")
        self.text.setOpenLinks(False)
        layout.addWidget(self.text, 2)
        self.statute.currentIndexChanged.connect(self.refresh)
        self.search.textChanged.connect(self.refresh)
        self.articles.currentItemChanged.connect(self._show)
        self.refresh()

    # --- the list ------------------------------------------------------------------------------
    def refresh(self) -> None:
        query = normalize(self.search.text())
        laws = LAWS if query else (str(self.statute.currentData()),)
        self.articles.clear()
        for law in laws:
            for u in units(law):
                if query and query not in normalize(self._searchable(u)):
                    continue
                e = self.entries[(law, u.key)]
                title = u.label_fa() if not query else f"{LAW_LONG[law]}، {u.label_fa()}"
                item = QListWidgetItem(f"{title} — {STATUS_FA[e.status]}")
                item.setData(Qt.ItemDataRole.UserRole, (law, u.key))
                self.articles.addItem(item)
        if self.articles.count():
            self.articles.setCurrentRow(0)
        else:
            self.text.clear()

    def _searchable(self, u: Unit) -> str:
        figures = " ".join(p.label_fa for p in self._figures(u))
        return f"{u.label_fa()} {u.text} {figures}"

    def open_article(self, law: str, key: str) -> bool:
        """Show ``law``'s article or note ``key`` ("17", "4 تبصره ۱"); False if it has none."""
        self.search.clear()
        self.statute.setCurrentIndex(LAWS.index(law))
        for row in range(self.articles.count()):
            if self.articles.item(row).data(Qt.ItemDataRole.UserRole) == (law, key):
                self.articles.setCurrentRow(row)
                return True
        return False

    # --- one article ---------------------------------------------------------------------------
    def _figures(self, u: Unit) -> list[P.Parameter]:
        def here(p: P.Parameter) -> bool:
            c = p.citation
            if c.law != u.law or c.article != u.article:
                return False
            if u.note in ("", "صدر"):
                return "تبصره" not in c.paragraph
            return c.paragraph == u.note

        return [p for p in P.PARAMETERS if here(p)]

    def _show(self, item: QListWidgetItem | None) -> None:
        if item is None:
            self.text.clear()
            return
        law, key = item.data(Qt.ItemDataRole.UserRole)
        u = next(x for x in units(law) if x.key == key)
        e = self.entries[(law, key)]
        status_word = self.tr("Status in the office")
        figures_word = self.tr("Figures the program takes from it")
        # as a printed quote prints it (Persian ی/ک, ZWNJ), with Persian digits
        text = "<br>".join(
            escape(to_persian_digits(printable(line))) for line in u.text.splitlines()
        )
        html = [
            '<div dir="rtl">',
            f"<h3>{escape(LAW_LONG[law])}، {escape(u.label_fa())}</h3>",
            f"<p><b>{escape(status_word)}:</b> {escape(STATUS_FA[e.status])}</p>",
            f"<p>{text}</p>",
        ]
        figures = self._figures(u)
        if figures:
            html.append(f"<p><b>{escape(figures_word)}</b></p><ul>")
            for p in figures:
                if isinstance(p.value, bool):
                    value = ""
                elif isinstance(p.value, int) and p.unit in ("rials", "rials_per_ha"):
                    value = f"{group_thousands(p.value)} {UNIT_FA[p.unit]}"
                else:
                    value = f"{num(p.value)} {UNIT_FA[p.unit]}"
                since = format_jalali(p.in_force_from, persian_digits=True)
                dates = f"از {since}"
                if p.in_force_until is not None:
                    until = format_jalali(p.in_force_until, persian_digits=True)
                    dates += f"، {'منسوخ' if p.repealed else 'جایگزین'} از {until}"
                html.append(
                    f"<li>{escape(p.label_fa)}: {escape(value.strip())} ({escape(p.citation.short())}؛"
                    f" {escape(P.REGIME_LABEL_FA[p.regime])}؛ {escape(dates)})</li>"
                )
            html.append("</ul>")
        html.append("</div>")
        self.text.setHtml("".join(html))
        self.text.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
