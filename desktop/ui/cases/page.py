"""A register of cases (the Complaints and Dismissals sections share it): search and filters,
the list, and the open case: its deadlines with their articles, parties and notifications,
history, the documents issued, and the next steps the law allows.
"""

from __future__ import annotations

from PySide6.QtCore import QItemSelectionModel, Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMenu,
    QPushButton,
    QSplitter,
    QTableWidget,
    QVBoxLayout,
    QWidget,
)

from desktop.jalali import today
from desktop.services import cases, letters
from desktop.services.cases.documents import documents_for
from desktop.services.cases.kinds import (
    BODIES,
    DOCUMENT_TITLES,
    KIND_SHORT,
    KINDS,
    STATE_SHORT,
    STATES,
    STEPS,
    body_fa,
)
from desktop.services.cases.records import jdate_fa
from desktop.services.change import Change
from desktop.text import group_thousands, to_persian_digits
from desktop.ui.cases.dialogs import NewCaseDialog, StepDialog
from desktop.ui.common.choices import choice_box
from desktop.ui.common.citation_links import CitationLabel
from desktop.ui.common.context import AppContext
from desktop.ui.common.forms import ERROR_STYLE
from desktop.ui.common.keys import list_keys
from desktop.ui.common.record_table import empty_hint, record_table
from desktop.ui.common.rows_table import fill_rows
from desktop.ui.common.table_model import Column, PagedTableModel
from desktop.ui.common.widgets import (
    bare,
    button_row,
    popup_menu,
    scrolled,
    search_field,
    wrapped_label,
)
from desktop.ui.documents.print_preview import PrintPreviewDialog, preview_document

SIDES = {"complainant": "شاکی", "respondent": "طرف شکایت"}


def _table(name: str, headers: list[str]) -> QTableWidget:
    t = QTableWidget(0, len(headers))
    t.setObjectName(name)
    t.setHorizontalHeaderLabels(headers)
    t.verticalHeader().hide()
    t.horizontalHeader().setStretchLastSection(True)
    t.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
    t.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
    return t


def _fill(t: QTableWidget, rows: list[tuple[str, ...]]) -> None:
    fill_rows(t, rows)
    t.resizeColumnsToContents()
    t.resizeRowsToContents()
    rows_height = sum(t.rowHeight(i) for i in range(min(len(rows), 6))) or 24
    t.setFixedHeight(t.horizontalHeader().sizeHint().height() + rows_height + 6)


class CasePanel(QWidget):
    """The open case, read-only; its steps are taken through the page's buttons."""

    def __init__(self) -> None:
        super().__init__()
        layout = QVBoxLayout(self)
        self.title = QLabel()
        self.title.setObjectName("case_title")
        font = self.title.font()
        font.setBold(True)
        font.setPointSize(font.pointSize() + 2)
        self.title.setFont(font)
        self.title.setWordWrap(True)
        layout.addWidget(self.title)
        self.facts = QFormLayout()
        layout.addLayout(self.facts)
        self.labels: dict[str, QLabel] = {}
        for key, text in (
            ("filed_on", self.tr("Filed on")),
            ("basis", self.tr("Decided by")),
            ("village", self.tr("Village")),
            ("subject", self.tr("Subject")),
            ("amount", self.tr("Amounts")),
            ("attachments", self.tr("Attachments")),
        ):
            label = CitationLabel(None) if key == "basis" else QLabel()  # its article a link
            label.setObjectName(f"fact_{key}")
            label.setWordWrap(True)
            if key != "basis":
                label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            self.labels[key] = label
            self.facts.addRow(text, label)
        decision_box = QGroupBox(self.tr("Decision"))
        decision_column = QVBoxLayout(decision_box)
        decision = wrapped_label("fact_decision")
        decision.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        decision_column.addWidget(decision)
        self.labels["decision"] = decision
        layout.addWidget(decision_box)
        box = QGroupBox(self.tr("Deadlines"))
        self.deadlines = QVBoxLayout(box)
        layout.addWidget(box)
        self.deadline_labels: list[CitationLabel] = []
        self.parties = _table(
            "parties", [self.tr("Party"), self.tr("Side"), self.tr("Notified on"),
                        self.tr("Review asked on")],
        )  # fmt: skip
        layout.addWidget(QLabel(self.tr("Parties")))
        layout.addWidget(self.parties)
        self.history = _table("history", [self.tr("Date"), self.tr("Step"), self.tr("Details")])
        layout.addWidget(QLabel(self.tr("History")))
        layout.addWidget(self.history)
        self.letters = _table(
            "case_letters", [self.tr("Number"), self.tr("Date"), self.tr("Document")]
        )
        layout.addWidget(QLabel(self.tr("Documents issued")))
        layout.addWidget(self.letters)
        layout.addStretch(1)
        # what to do while a list is empty: choose a case; issue its first paper
        choose = self.tr("Choose a case in the list: its %1 are shown here.")
        empty_hint(self.parties, choose.replace("%1", self.tr("parties")))
        empty_hint(self.history, choose.replace("%1", self.tr("steps")))
        empty_hint(self.letters, self.tr(
            "No paper of this case in the register yet: issue one with «Document» (Ctrl+P)."
        ))  # fmt: skip

    def show_case(self, ctx: AppContext, case_id: int | None) -> None:
        if case_id is None:
            self.title.setText(self.tr("Choose a case from the list, or file a new one (Ctrl+N)."))
            for label in self.labels.values():
                label.clear()
            for t in (self.parties, self.history, self.letters):
                _fill(t, [])
            self._deadlines([])
            return
        db = ctx.db
        self.ctx = ctx  # a citation's link opens its article through the main window
        case = cases.get_case(db, case_id)
        word = self.tr("Case")
        self.title.setText(
            f"{word} {cases.case_number(case)} — {KINDS[case['kind']]} — {STATES[case['state']]}"
        )
        self.labels["filed_on"].setText(jdate_fa(case["filed_on"]))
        basis = self.labels["basis"]
        assert isinstance(basis, CitationLabel)
        basis.ctx = ctx
        basis.set_plain(
            f"{body_fa(case['deciding_body'], case['regime'])} ({to_persian_digits(case['legal_basis'])})"
            if case["deciding_body"] in BODIES
            else to_persian_digits(case["legal_basis"])
        )
        self.labels["village"].setText(case["village_name"] or "")
        self.labels["subject"].setText(case["subject"])
        amounts = []
        unit = self.tr("rials")
        for key, text in (
            ("claimed_rials", self.tr("claimed")),
            ("compensation_rials", self.tr("decided")),
            ("paid_rials", self.tr("paid")),
        ):
            if case[key] is not None:
                amounts.append(f"{text}: {group_thousands(int(case[key]))} {unit}")
        self.labels["amount"].setText("؛ ".join(amounts))
        self.labels["attachments"].setText("؛ ".join((case["attachments"] or "").splitlines()))
        decision = case["decision_text"] or ""
        if case["compensation_basis"]:
            decision += "\n" + case["compensation_basis"]
        if case["close_reason"]:
            decision += "\n" + self.tr("Closed: %1").replace("%1", case["close_reason"])
        self.labels["decision"].setText(to_persian_digits(decision.strip()))
        lines = []
        on = today()
        for dl in cases.case_deadlines(db, case):
            if dl.met_on is not None:
                state = self.tr("done on %1").replace("%1", jdate_fa(dl.met_on))
                late = False
            else:
                left = dl.days_left(on)
                late = left < 0
                state = (
                    self.tr("%1 days late").replace("%1", to_persian_digits(str(-left)))
                    if late
                    else self.tr("%1 days left").replace("%1", to_persian_digits(str(left)))
                )
            lines.append(
                (
                    f"{dl.what_fa}: {jdate_fa(dl.due)} ({to_persian_digits(dl.citation)}) — {state}",
                    dl.explanation,
                    late,
                )
            )
        self._deadlines(lines)
        _fill(
            self.parties,
            [(p["name"], SIDES[p["side"]], jdate_fa(p["notified_on"]),
              jdate_fa(p["review_requested_on"])) for p in cases.parties(db, case_id)],
        )  # fmt: skip
        _fill(
            self.history,
            [(jdate_fa(e["on_date"]), e["step_fa"], to_persian_digits(e["note"] or ""))
             for e in cases.events(db, case_id)],
        )  # fmt: skip
        _fill(
            self.letters,
            [(to_persian_digits(f"{r['number']}/{r['year']}"), jdate_fa(r["letter_date"]),
              f"{DOCUMENT_TITLES.get(r['template_key'], r['template_key'])} — {r['counterpart']}")
             for r in cases.letters_of(db, case_id)],
        )  # fmt: skip

    def _deadlines(self, lines: list[tuple[str, str, bool]]) -> None:
        for label in self.deadline_labels:
            self.deadlines.removeWidget(label)
            label.hide()
            label.deleteLater()
        self.deadline_labels = []
        if not lines:
            lines = [(self.tr("No deadline set by the law for this step."), "", False)]
        for text, tip, late in lines:
            label = CitationLabel(getattr(self, "ctx", None), text)  # its article a link
            label.setToolTip(tip)
            if late:
                label.setStyleSheet(ERROR_STYLE)
            self.deadlines.addWidget(label)
            self.deadline_labels.append(label)

    def deadline_texts(self) -> list[str]:
        return [label.plain for label in self.deadline_labels]


class CasesPage(QWidget):
    """The cases of some kinds: ``kinds`` picks the section's share of the one register."""

    section = ""

    def __init__(self, ctx: AppContext, kinds: tuple[str, ...], section: str) -> None:
        super().__init__()
        self.ctx = ctx
        self.kinds = kinds
        self.section = section
        layout = QVBoxLayout(self)
        bar = QHBoxLayout()
        self.search = search_field(self.tr("Search by name, number, village, subject…"))
        bar.addWidget(self.search, 2)
        self.kind_filter = choice_box(
            "kind_filter", [(self.tr("All kinds"), None), *((KINDS[k], k) for k in kinds)]
        )
        if len(kinds) <= 1:  # (showing it before it has a parent would open it as a window)
            self.kind_filter.hide()
        bar.addWidget(self.kind_filter, 1)
        self.state_filter = choice_box(
            "state_filter",
            [
                (self.tr("Any state"), ""),
                (self.tr("Open"), "open"),
                *((t, k) for k, t in STATES.items()),
            ],
        )
        bar.addWidget(self.state_filter, 1)
        self.new_button = QPushButton(self.tr("New case…"))
        bar.addWidget(self.new_button)
        layout.addLayout(bar)
        split = QSplitter(Qt.Orientation.Horizontal)
        self.table = record_table("table", sortable=False, stretch=False)
        self.model = PagedTableModel(
            [
                Column("number", self.tr("Number"), cases.case_number, sortable=False),
                Column("filed_on", self.tr("Filed on"), lambda r: jdate_fa(r["filed_on"]), False),
                Column("kind", self.tr("Kind"), lambda r: KIND_SHORT[r["kind"]], False),
                Column(
                    "state", self.tr("State"),
                    lambda r: STATE_SHORT.get(r["state"], STATES[r["state"]]), False,
                ),
                Column("party_names", self.tr("Parties"), lambda r: r["party_names"] or "", False),
                Column("village", self.tr("Village"), lambda r: r["village_name"] or "", False),
            ],
            self.fetch_page,
            lambda: (cases.count_cases(ctx.db, self.query()), True),
        )  # fmt: skip
        self.table.setModel(self.model)
        self.table.empty_hint = self.tr(
            "No case here: file one with «New case…» (Ctrl+N). If you searched, check the spelling "
            "or type less of the name or number; the filters above the list may be hiding cases."
        )
        # the columns fit the list, no scrollbar under it: each as wide as its words (the short
        # kind and state; the case itself is in full beside it), the parties take the rest
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(4, QHeaderView.ResizeMode.Stretch)
        split.addWidget(self.table)
        right, column = bare(QVBoxLayout)
        self.panel = CasePanel()
        column.addWidget(scrolled(self.panel), 1)
        self.step_button = QPushButton(self.tr("Next step"))
        self.step_menu = QMenu(self.step_button)
        self.step_button.setMenu(self.step_menu)
        self.document_button = QPushButton(self.tr("Document"))
        self.document_menu = QMenu(self.document_button)
        self.document_button.setMenu(self.document_menu)
        column.addLayout(button_row(self.step_button, self.document_button))
        split.addWidget(right)
        split.setStretchFactor(0, 3)  # the list the larger part, the case's details beside it
        split.setStretchFactor(1, 2)
        split.setSizes([660, 440])
        layout.addWidget(split, 1)
        self.count_label = QLabel()
        layout.addWidget(self.count_label)
        self.new_button.clicked.connect(self.add)
        list_keys(
            self, search=self.search, new=self.add, print_=lambda: popup_menu(self.document_button)
        )
        QShortcut(QKeySequence("Ctrl+Return"), self).activated.connect(
            lambda: popup_menu(self.step_button)
        )
        self.search.searched.connect(lambda _t: self.reload())
        self.kind_filter.currentIndexChanged.connect(lambda _i: self.reload())
        self.state_filter.currentIndexChanged.connect(lambda _i: self.reload())
        self.table.selectionModel().currentRowChanged.connect(lambda _c, _p: self.show_selected())
        ctx.changed.connect(self.on_change)
        self.current: int | None = None
        self.reload()

    # ------------------------------------------------------------------ list

    def query(self) -> cases.CaseQuery:
        kind = self.kind_filter.currentData()
        return cases.CaseQuery(
            text=self.search.text(), kinds=(kind,) if kind else self.kinds,
            state=self.state_filter.currentData() or "",
        )  # fmt: skip

    def fetch_page(self, _order: str, _descending: bool, limit: int, offset: int) -> list[dict]:
        """A page of the list, read on from the last row already shown (not from row 0)."""
        after = self.model.rows[offset - 1] if offset else None
        return cases.list_cases(self.ctx.db, self.query(), limit=limit, after=after)

    def reload(self) -> None:
        keep = self.current
        self.model.reload()
        self.count_label.setText(
            self.tr("%1 cases").replace("%1", to_persian_digits(str(self.model.total)))
        )
        ids = [r["id"] for r in self.model.rows]
        if keep in ids:
            self.select(keep)  # type: ignore[arg-type]
        else:
            self.show_case(None)

    def select(self, case_id: int) -> None:
        ids = [r["id"] for r in self.model.rows]
        if case_id not in ids:
            self.search.clear()
            self.kind_filter.setCurrentIndex(0)
            self.state_filter.setCurrentIndex(0)
            ids = [r["id"] for r in self.model.rows]
        if case_id in ids:
            self.table.selectionModel().setCurrentIndex(
                self.model.index(ids.index(case_id), 0),
                QItemSelectionModel.SelectionFlag.ClearAndSelect
                | QItemSelectionModel.SelectionFlag.Rows,
            )
        self.show_case(case_id)

    def open_record(self, record_id: int) -> None:
        """A dashboard line or another screen asks for this case."""
        self.select(record_id)
        self.table.setFocus()

    def show_selected(self) -> None:
        index = self.table.selectionModel().currentIndex()
        self.show_case(self.model.row_id(index.row()) if index.isValid() else None)

    def show_case(self, case_id: int | None) -> None:
        self.current = case_id
        self.panel.show_case(self.ctx, case_id)
        self.step_menu.clear()
        self.document_menu.clear()
        if case_id is None:
            self.step_button.setEnabled(False)
            self.document_button.setEnabled(False)
            return
        case = cases.get_case(self.ctx.db, case_id)
        for step in cases.available_steps(case):
            action = self.step_menu.addAction(STEPS[step] + ("…" if step else ""))
            action.setData(step)
            action.triggered.connect(lambda _c=False, s=step: self.take_step(s))
        self.step_button.setEnabled(bool(self.step_menu.actions()))
        for doc in documents_for(case):
            title = DOCUMENT_TITLES[doc.key]
            if doc.per_party:
                sub = self.document_menu.addMenu(title)
                sub.menuAction().setData(doc.key)
                for p in cases.parties(self.ctx.db, case_id):
                    act = sub.addAction(p["name"])
                    act.triggered.connect(
                        lambda _c=False, k=doc.key, r=p["id"]: self.open_document(k, r)
                    )
            else:
                act = self.document_menu.addAction(title)
                act.setData(doc.key)
                act.triggered.connect(
                    lambda _c=False, k=doc.key, r=case_id: self.open_document(k, r)
                )
        self.document_button.setEnabled(bool(self.document_menu.actions()))

    def on_change(self, change: Change) -> None:
        if change.touches("case_file", "case_party", "case_event", "letter", "person", "village"):
            self.reload()

    # ------------------------------------------------------------------ actions

    def add(self) -> NewCaseDialog:
        dialog = NewCaseDialog(self.ctx, self.kinds, parent=self)
        dialog.accepted.connect(lambda: self.select(dialog.change.id) if dialog.change else None)
        dialog.open()
        return dialog

    def take_step(self, step: str) -> StepDialog | None:
        if self.current is None:
            return None
        dialog = StepDialog(self.ctx, self.current, step, parent=self)
        dialog.open()
        return dialog

    def open_document(self, key: str, record_id: int) -> PrintPreviewDialog | None:
        preview = preview_document(self.ctx, self, key, record_id)
        case = cases.get_case(self.ctx.db, self.current) if self.current else None
        refers = getattr(preview, "refers_to", None)
        if case and case["incoming_letter_id"] and isinstance(refers, QLineEdit):
            row = letters.get_letter(self.ctx.db, case["incoming_letter_id"])
            refers.setText(
                to_persian_digits(f"{row['number']}/{row['year']}")
            )  # «عطف» the complaint
        return preview

    def step_names(self) -> list[str]:
        return [a.data() for a in self.step_menu.actions()]

    def document_keys(self) -> list[str]:
        return [a.data() for a in self.document_menu.actions()]
