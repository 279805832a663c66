"""The calculator of the «قانون» section: any computation of the rules core, answered on screen.

The computations, their inputs and their checks are the command line's (``desktop.rules.cli``:
``COMPUTATIONS`` and ``run_computation``, as ``bakhsh-office rules compute`` runs them), so the
screen and the command line can never disagree. The regime is chosen from the act's date, as
everywhere; the answer names the law governing that day, explains each figure with its article,
and quotes every article it rests on (each a link to the article). «Print the memo…» opens the
letter editor on a numbered memo (``law_memo``) holding the answer.
"""

from __future__ import annotations

import datetime as _dt
import inspect
import json
from html import escape

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from desktop.jalali import format_jalali, today
from desktop.printing.statutes import printable
from desktop.rules import councils, deadlines, funds, levy, procedures, timeline
from desktop.rules import parameters as P
from desktop.rules.citation_text import resolve
from desktop.rules.citations import Citation
from desktop.rules.cli import ACT_DATE_KEYS, COMPUTATIONS, LAND_FAMILY, run_computation
from desktop.rules.errors import RuleError
from desktop.rules.fields import label_fa
from desktop.rules.fund_spending import LEVEL_FA
from desktop.rules.law_coverage import units
from desktop.rules.law_data import BOOK
from desktop.services.rule_choices import get_rule_choices
from desktop.text import group_thousands, to_ascii_digits, to_persian_digits
from desktop.ui.common.choices import choice_box
from desktop.ui.common.citation_links import href, linkify
from desktop.ui.common.context import AppContext
from desktop.ui.common.date_edit import JalaliDateEdit
from desktop.ui.common.number_edit import NumberEdit
from desktop.ui.common.widgets import button_row, named_button, scrolled

TITLES: dict[str, str] = {  # QT_TRANSLATE_NOOP returns its text
    "levy": str(QT_TRANSLATE_NOOP("Calculator", "The levy on the landlord's share")),
    "farmers_split": str(QT_TRANSLATE_NOOP("Calculator", "The farmers' part, farmer by farmer")),
    "distribution": str(QT_TRANSLATE_NOOP("Calculator", "A fund's income between the councils")),
    "bakhsh_transfer": str(QT_TRANSLATE_NOOP("Calculator", "The bakhsh fund's transfer upward")),
    "admin_ceiling": str(QT_TRANSLATE_NOOP("Calculator", "The ceiling of administrative costs")),
    "loan_ceiling": str(QT_TRANSLATE_NOOP("Calculator", "The ceiling of a fund's loan")),
    "late_penalty": str(QT_TRANSLATE_NOOP("Calculator", "The penalty for late payment")),
    "deadline": str(QT_TRANSLATE_NOOP("Calculator", "A deadline of the law")),
    "council_composition": str(QT_TRANSLATE_NOOP("Calculator", "A council's members")),
    "eligibility": str(QT_TRANSLATE_NOOP("Calculator", "Who may vote, stand or be kadkhoda")),
    "dismissal_compensation": str(QT_TRANSLATE_NOOP("Calculator", "A dismissed farmer's compensation")),
    "water_exemption": str(QT_TRANSLATE_NOOP("Calculator", "The exemption of new water")),
    "land_ceiling": str(QT_TRANSLATE_NOOP("Calculator", "The ceiling of a landowner's land")),
    "transfer_duty": str(QT_TRANSLATE_NOOP("Calculator", "The duty on a transfer of land")),
    "non_transfer_duty": str(QT_TRANSLATE_NOOP("Calculator", "The duty on land not transferred")),
    "declaration_fine": str(QT_TRANSLATE_NOOP("Calculator", "The fine for a false declaration")),
    "refusal_fine": str(QT_TRANSLATE_NOOP("Calculator", "The fine for refusing the law")),
    "instalments": str(QT_TRANSLATE_NOOP("Calculator", "The instalments of a land price")),
    "applicant_priority": str(QT_TRANSLATE_NOOP("Calculator", "The order of land applicants")),
    "instalment_default": str(QT_TRANSLATE_NOOP("Calculator", "A default on instalments")),
    "house_payment": str(QT_TRANSLATE_NOOP("Calculator", "The payment for a farmer's house")),
    "days_late": str(QT_TRANSLATE_NOOP("Calculator", "Days late in depositing money")),
    "report_due_dates": str(QT_TRANSLATE_NOOP("Calculator", "A council's report due dates")),
    "refusal_procedure": str(QT_TRANSLATE_NOOP("Calculator", "The procedure when a share is refused")),
    "tenant_deduction": str(QT_TRANSLATE_NOOP("Calculator", "A tenant's deduction from the rent")),
    "long_qanat_split": str(QT_TRANSLATE_NOOP("Calculator", "The division under a long qanat")),
    "election_count": str(QT_TRANSLATE_NOOP("Calculator", "The count of an election")),
    "waqf": str(QT_TRANSLATE_NOOP("Calculator", "Waqf land before and after the bill's presentation")),
    "heirs_transfer": str(QT_TRANSLATE_NOOP("Calculator", "What an owner may still pass to his heirs")),
    "mechanised_exception": str(QT_TRANSLATE_NOOP("Calculator", "The exception of mechanised land")),
    "disputed_land": str(QT_TRANSLATE_NOOP("Calculator", "Disputed land in the division")),
    "lease": str(QT_TRANSLATE_NOOP("Calculator", "An official lease of land to be divided")),
    "mortgage": str(QT_TRANSLATE_NOOP("Calculator", "Mortgaged land in the division")),
}  # fmt: skip

YES, NO = "بله", "خیر"


def _param_label(name: str) -> tuple[str, Citation | None]:
    for p in P.PARAMETERS:
        if p.name in (name, name.replace("{farming}", "irrigated")):
            return p.label_fa, p.citation
    return name, None


def _income_kinds() -> list[tuple[str, str, Citation | None]]:
    out = []
    for k in levy.INCOME_KINDS:
        label, cite = _param_label(k.params[0][1]) if k.params else ("", None)
        shown = f"{label} ({to_persian_digits(cite.short())})" if cite else label
        out.append((k.key, shown, cite))
    return out


# The values a text input takes, with their Persian names, from the rules core's own lists.
def _options(name: str, key: str) -> list[tuple[str, str]]:
    if key == "income_kind":
        return [(k, label) for k, label, _ in _income_kinds()]
    if key == "farming":
        return [(f, {"irrigated": "آبی", "dry": "دیم"}[f]) for f in levy.FARMING]
    if key == "kind" and name == "deadline":
        return [(k, v[2]) for k, v in deadlines.KINDS.items()]
    if key == "kind" and name == "days_late":
        return [(k, deadlines.KINDS[k][2]) for k in deadlines.DEPOSIT_KINDS]
    if key == "level":
        return [(lv, LEVEL_FA[lv]) for lv in councils.LEVELS]
    if key == "basis":
        names = {"area": "به نسبت مساحت", "shares": "به نسبت سهم", "equal": "به تساوی"}
        return [(b, names[b]) for b in funds.BASES]
    if key == "role":
        names = {"voter": "رأی‌دهنده", "candidate": "نامزد عضویت شورا", "kadkhoda": "کدخدا",
                 "land_recipient": "گیرندهٔ زمین"}  # fmt: skip
        return [(r, names[r]) for r in councils.ROLES]
    if key == "refused_share":
        names = {"farmers": "سهم زارعین", "fund": "سهم صندوق"}
        return [(s, names[s]) for s in procedures.SHARES]
    return []


def act_date_key(name: str) -> str | None:
    spec = COMPUTATIONS[name][1]
    return next((k for k in ACT_DATE_KEYS.get(name, ("on",)) if k in spec), None)


def quote_of(c: Citation) -> str:
    """The words of the article or note ``c`` cites (its lettered paragraph when it names one)."""
    key = resolve(c.law, c.article, c.paragraph)
    if key is None:
        return ""
    text = next(u.text for u in units(c.law) if u.key == key)
    if c.paragraph and "تبصره" not in c.paragraph:
        letter = c.paragraph.split()[0]
        for line in text.splitlines():
            if line.strip().startswith(letter):
                return printable(line.strip())
    return printable(text)


class Calculator(QWidget):
    """One computation's inputs, its answer on screen, and its memo."""

    def __init__(self, ctx: AppContext | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.inputs: dict[str, QWidget] = {}
        self.answer_json: dict[str, object] | None = None
        self.memo: dict[str, object] | None = None
        self.dialog: QWidget | None = None  # the letter editor last opened (tests look)
        layout = QVBoxLayout(self)
        top = QFormLayout()
        self.computation = choice_box(
            "computation",
            ((QCoreApplication.translate("Calculator", TITLES[n]), n) for n in COMPUTATIONS),
        )
        computation_label = QLabel(self.tr("Computation"))
        computation_label.setBuddy(self.computation)
        top.addRow(computation_label, self.computation)
        layout.addLayout(top)
        self.form_host = QWidget()
        self.form = QFormLayout(self.form_host)
        layout.addWidget(scrolled(self.form_host), 2)
        self.compute_button = named_button(self.tr("&Compute"), "compute_button")
        self.memo_button = named_button(self.tr("Print the &memo…"), "memo_button")
        self.memo_button.setEnabled(False)
        layout.addLayout(button_row(self.compute_button, self.memo_button))
        self.answer = QTextBrowser()
        self.answer.setObjectName("answer")
        self.answer.setOpenLinks(False)
        layout.addWidget(self.answer, 3)
        self.computation.currentIndexChanged.connect(lambda _i: self.build_form())
        self.compute_button.clicked.connect(self.compute)
        self.memo_button.clicked.connect(self.print_memo)
        self.build_form()

    # --- the inputs ----------------------------------------------------------------------------
    def name(self) -> str:
        return str(self.computation.currentData())

    def build_form(self) -> None:
        while self.form.rowCount():
            self.form.removeRow(0)
        self.inputs = {}
        self.answer.clear()
        self.answer_json = self.memo = None
        self.memo_button.setEnabled(False)
        name = self.name()
        for key, (kind, required, _kw) in COMPUTATIONS[name][1].items():
            widget = self._widget(name, key, kind)
            widget.setObjectName(key)
            self.inputs[key] = widget
            label = QLabel(label_fa(key) + (" *" if required else ""))
            label.setBuddy(widget)
            self.form.addRow(label, widget)
        date_key = act_date_key(name)
        if date_key is not None:
            self.set_value(date_key, today())

    def _widget(self, name: str, key: str, kind: str) -> QWidget:
        if kind == "rials":
            return NumberEdit("amount")
        if kind == "count":
            return NumberEdit("int")
        if kind in ("number", "hectares", "nonneg"):
            return NumberEdit("decimal")
        if kind == "date":
            return JalaliDateEdit()
        if kind == "bool":
            box = QComboBox()
            for shown, flag in (("", None), (YES, True), (NO, False)):
                box.addItem(shown, flag)
            return box
        options = _options(name, key)
        if options:
            box = QComboBox()
            box.addItem("", None)
            for value, text in options:
                box.addItem(text, value)
            return box
        line = QLineEdit()
        if kind == "list":
            line.setPlaceholderText(self.tr("a list, as the command line takes it (JSON)"))
            line.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
        return line

    def set_value(self, key: str, value: object) -> None:
        w = self.inputs[key]
        if isinstance(w, JalaliDateEdit):
            w.set_date(value if isinstance(value, _dt.date) else None)
        elif isinstance(w, QComboBox):
            w.setCurrentIndex(max(w.findData(value), 0))
        elif isinstance(w, NumberEdit):
            w.setText("" if value is None else str(value))
        elif isinstance(w, QLineEdit):
            w.setText(value if isinstance(value, str) else json.dumps(value, ensure_ascii=False))

    def values(self) -> dict[str, object]:
        """The input as ``rules compute --input`` takes it (an empty field is left out)."""
        data: dict[str, object] = {}
        spec = COMPUTATIONS[self.name()][1]
        for key, w in self.inputs.items():
            kind = spec[key][0]
            if isinstance(w, JalaliDateEdit):
                if w.text():
                    data[key] = to_ascii_digits(w.text())
            elif isinstance(w, QComboBox):
                if w.currentData() is not None:
                    data[key] = w.currentData()
            elif isinstance(w, NumberEdit):
                text = to_ascii_digits(w.text()).replace("\u066c", "").replace(",", "")
                text = text.replace("\u066b", ".").strip()
                if not text:
                    continue
                try:
                    data[key] = float(text) if "." in text else int(text)
                except ValueError:
                    data[key] = text  # refused by the rules core, naming the field
            elif isinstance(w, QLineEdit) and w.text().strip():
                text = w.text().strip()
                if kind == "list":
                    try:
                        data[key] = json.loads(text)
                    except ValueError:
                        data[key] = text
                else:
                    data[key] = text
        return data

    # --- pre-filled for an article -------------------------------------------------------------
    def prefill_for(self, name: str, law: str, key: str) -> None:
        """The computation ``name`` with what ``law``'s article ``key`` decides: the act dated in
        that statute's time (today if it still governs), the kind of income it divides."""
        index = self.computation.findData(name)
        if index == self.computation.currentIndex():
            self.build_form()  # a fresh form: nothing left of an earlier article's figures
        self.computation.setCurrentIndex(index)
        date_key = act_date_key(name)
        statute_from = next(s.in_force_from for s in BOOK.statutes if s.key == law)
        family = timeline.LAND if name in LAND_FAMILY else timeline.FARMERS
        day = today()
        try:
            if timeline.regime_on(statute_from, family) != timeline.regime_on(day, family):
                day = statute_from
        except RuleError:
            day = statute_from
        if date_key is not None:
            self.set_value(date_key, day)
            if "on" in self.inputs and date_key != "on":
                self.set_value("on", day)
        if name == "levy":
            article, _, note = key.partition(" ")
            for kind, _label, cite in _income_kinds():
                if cite and cite.law == law and cite.article == int(article):
                    if not note or note in cite.paragraph:
                        self.set_value("income_kind", kind)
                        break

    # --- the answer ----------------------------------------------------------------------------
    def compute(self) -> bool:
        name = self.name()
        data = self.values()
        if (
            self.ctx is not None
            and "choices" in inspect.signature(COMPUTATIONS[name][0]).parameters
        ):
            # the office's readings (the presentation day of the 1339 bill among them), as
            # Settings stores them: the calculator answers as the office's papers do
            run = {**data, "choices": get_rule_choices(self.ctx.db).to_json()}
        else:
            run = data
        try:
            out = run_computation(name, None, run)
        except RuleError as e:
            self.answer_json = self.memo = None
            self.memo_button.setEnabled(False)
            self.answer.setHtml(
                f'<div dir="rtl" style="color:#b00020">{escape(e.message_fa)}</div>'
            )
            return False
        self.answer_json = out
        cited = out["citations"]
        assert isinstance(cited, list)
        citations = [Citation(c["law"], c["article"], c["paragraph"]) for c in cited]
        chosen = out.get("timeline")
        timeline_fa = str(chosen.get("message_fa", "")) if isinstance(chosen, dict) else ""
        inputs = [(label_fa(k), self._shown(k)) for k in data if self._shown(k)]
        explanation = to_persian_digits(str(out["explanation"]))
        quotes = [(to_persian_digits(c.long()), to_persian_digits(quote_of(c))) for c in citations]
        self.memo = {
            "computation": self.computation.currentText(),
            "timeline": timeline_fa,
            "inputs": [list(p) for p in inputs],
            "explanation": explanation,
            "citations": [list(q) for q in quotes],
        }
        rests_word = self.tr("The articles it rests on")
        html = ['<div dir="rtl">', f"<p><b>{escape(timeline_fa)}</b></p>"]
        html.append(f"<p>{linkify(explanation)}</p>")
        if quotes:
            html.append(f"<p><b>{escape(rests_word)}</b></p>")
        for c, (title, text) in zip(citations, quotes, strict=True):
            key = resolve(c.law, c.article, c.paragraph)
            head = escape(title)
            if key is not None:
                head = f'<a href="{href(c.law, key)}">{head}</a>'
            html.append(f"<p>{head}: «{escape(text)}»</p>")
        html.append("</div>")
        self.answer.setHtml("".join(html))
        self.answer.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
        self.memo_button.setEnabled(True)
        return True

    def _shown(self, key: str) -> str:
        w = self.inputs[key]
        if isinstance(w, QComboBox):
            return w.currentText()
        if isinstance(w, JalaliDateEdit):
            d = w.date_or_none()
            return format_jalali(d, persian_digits=True) if d else ""
        if isinstance(w, NumberEdit) and w.kind == "amount":
            raw = to_ascii_digits(w.text()).replace("\u066c", "").replace(",", "").strip()
            return f"{group_thousands(int(raw))} ریال" if raw.isdigit() else w.text()
        return to_persian_digits(w.text()) if isinstance(w, QLineEdit) else ""

    def print_memo(self) -> None:
        """The answer as a numbered memo in the letter editor, to be checked and issued."""
        if self.memo is None or self.ctx is None:
            return
        from desktop.ui.documents.print_preview import preview_document

        params = {"memo": self.memo, "subject": f"پاسخ محاسبهٔ {self.memo['computation']}"}
        self.dialog = preview_document(self.ctx, self, "law_memo", None, params)
