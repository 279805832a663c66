"""The statutes at the counter: choose a statute or search all four (normalised: Arabic ي/ك find
Persian ی/ک, ZWNJ and diacritics ignored, either digit set), pick an article or a note, and read
its verbatim text, its status in the office (applied, another body's, spent, not yet applied)
and each figure the program takes from it, with its value, its regimes and its dates."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from desktop.jalali import format_jalali
from desktop.printing import registry
from desktop.printing.statutes import printable
from desktop.rules import parameters as P
from desktop.rules.citations import LAW_LONG
from desktop.rules.cli import COMPUTATIONS
from desktop.rules.law_coverage import STATUS_FA, Entry, Unit, read_coverage, units
from desktop.rules.result import num
from desktop.text import group_thousands, normalize, to_persian_digits
from desktop.ui.common.choices import choice_box
from desktop.ui.common.citation_links import follow, linkify, parse_href
from desktop.ui.common.context import AppContext
from desktop.ui.common.widgets import search_field
from desktop.ui.law.calculator import TITLES, Calculator
from desktop.ui.shell.sections import SECTIONS

LAWS = tuple(LAW_LONG)
UNIT_FA = {
    "percent": "درصد", "rials": "ریال", "days": "روز", "months": "ماه", "years": "سال",
    "multiple": "برابر", "persons": "نفر", "count": "", "ha": "هکتار",
    "rials_per_ha": "ریال در هکتار", "km": "کیلومتر", "month_no": "(ماه سال)",
    "day_no": "(روز ماه)", "flag": "",
}  # fmt: skip
# a computation of the coverage file (dotted name) -> its name in the calculator
CALCULATOR = {f"{f.__module__}.{f.__name__}": name for name, (f, _) in COMPUTATIONS.items()}
# a workflow step (a service's dotted name) -> the section where the clerk takes it
STEP_SECTION = (
    ("desktop.services.funds", "funds"), ("desktop.services.councils", "councils"),
    ("desktop.services.elections", "councils"), ("desktop.services.cases", "complaints"),
    ("desktop.services.dismissal", "dismissals"), ("desktop.services.land_reform", "land_reform"),
    ("desktop.services.letters", "letters"), ("desktop.services.people", "people"),
    ("desktop.services.places", "villages"), ("desktop.services", "reports"),
)  # fmt: skip


def step_section(step: str) -> str:
    return next(section for prefix, section in STEP_SECTION if step.startswith(prefix))


class LawPage(QWidget):
    """One statute's articles, or every article of the four that matches the search."""

    def __init__(self, ctx: AppContext | None = None) -> None:
        super().__init__()
        self.ctx = ctx
        self.entries: dict[tuple[str, str], Entry] = {(e.law, e.key): e for e in read_coverage()}
        outer = QVBoxLayout(self)
        self.tabs = QTabWidget()
        self.tabs.setObjectName("law_tabs")
        outer.addWidget(self.tabs)
        reading = QWidget()
        layout = QHBoxLayout(reading)
        side = QVBoxLayout()
        self.statute = choice_box("statute", ((LAW_LONG[law], law) for law in LAWS))
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
        self.tabs.addTab(reading, self.tr("The statutes"))
        self.calculator = Calculator(ctx)
        self.calculator.setObjectName("calculator")
        self.tabs.addTab(self.calculator, self.tr("Calculator"))
        self.text.anchorClicked.connect(lambda url: self.follow(url.toString()))
        self.calculator.answer.anchorClicked.connect(lambda url: self.follow(url.toString()))
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

    def follow(self, link: str) -> None:
        """A link of an article: another article, a computation, a section of the office."""
        kind, _, rest = link.partition(":")
        if kind == "article" and (target := parse_href(link)) is not None:
            if self.ctx is None or not follow(self.ctx, link):
                self.open_article(*target)
        elif kind == "compute":
            name, _, where = rest.partition("/")
            law, _, key = where.partition("/")
            self.open_calculator(name, law, key)
        elif kind == "section" and self.ctx is not None:
            window = self.window()
            if hasattr(window, "show_section"):
                window.show_section(rest)

    def open_calculator(self, name: str, law: str = "", key: str = "") -> Calculator:
        """The calculator on ``name``, pre-filled for ``law``'s article ``key``."""
        if law:
            self.calculator.prefill_for(name, law, key)
        else:
            self.calculator.computation.setCurrentIndex(self.calculator.computation.findData(name))
        self.tabs.setCurrentWidget(self.calculator)
        return self.calculator

    def current(self) -> tuple[str, str] | None:
        """(law, key) of the article shown."""
        item = self.articles.currentItem()
        return None if item is None else tuple(item.data(Qt.ItemDataRole.UserRole))

    def open_article(self, law: str, key: str) -> bool:
        """Show ``law``'s article or note ``key`` ("17", "4 تبصره ۱"); False if it has none."""
        self.tabs.setCurrentIndex(0)
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
                    f"<li>{escape(p.label_fa)}: {escape(value.strip())} ({linkify(to_persian_digits(p.citation.short()))}؛"
                    f" {escape(P.REGIME_LABEL_FA[p.regime])}؛ {escape(dates)})</li>"
                )
            html.append("</ul>")
        html += self._applied(law, key, e)
        html.append("</div>")
        self.text.setHtml("".join(html))
        self.text.setLayoutDirection(Qt.LayoutDirection.RightToLeft)

    def _applied(self, law: str, key: str, e: Entry) -> list[str]:
        """What applies the article: links to the calculator, the sections of its workflow steps,
        the documents that cite it; and why (in Persian only when the entry's sentence is)."""
        out: list[str] = []
        compute_word = self.tr("Compute it")
        steps_word = self.tr("Where the office applies it")
        documents_word = self.tr("Documents that cite it")
        where = f"{law}/{key}"
        links = []
        for dotted in e.computations:
            name = CALCULATOR.get(dotted)
            if name is not None:
                title = escape(QCoreApplication.translate("Calculator", TITLES[name]))
                links.append(f'<li><a href="compute:{name}/{escape(where)}">{title}</a></li>')
        if links:
            out.append(f"<p><b>{escape(compute_word)}</b></p><ul>{''.join(links)}</ul>")
        titles = dict((k, t) for k, t, _ in SECTIONS)
        sections = list(dict.fromkeys(step_section(s) for s in e.steps))
        if sections:
            items = "".join(
                f'<li><a href="section:{s}">'
                f"{escape(QCoreApplication.translate('Sections', titles[s]))}</a></li>"
                for s in sections
            )
            out.append(f"<p><b>{escape(steps_word)}</b></p><ul>{items}</ul>")
        docs = [
            t.title
            for t in registry.all_templates()
            if any(t.build.__module__ == d or t.key == d.rsplit(".", 1)[-1] for d in e.documents)
        ]
        if docs:
            items = "".join(f"<li>{escape(d)}</li>" for d in docs)
            out.append(f"<p><b>{escape(documents_word)}</b></p><ul>{items}</ul>")
        return out


def create_page(ctx: AppContext) -> QWidget:
    return LawPage(ctx)
