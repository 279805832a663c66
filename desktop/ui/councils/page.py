"""Councils: every council of the bakhsh by level and term (past terms stay readable), its
members with their seats and bases, the seats still empty, its sessions and decisions; the
village election, forming dehestan and bakhsh councils, vacancies, officers, sessions, and
the documents printed from these records."""

from __future__ import annotations

import datetime as _dt
from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QSplitter,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from desktop.jalali import format_jalali
from desktop.jalali import today as jalali_today
from desktop.rules.parameters import REGIME_LABEL_FA as REGIMES
from desktop.services import councils
from desktop.services.change import Change
from desktop.ui.common.choices import choice_box
from desktop.ui.common.citation_links import CitationLabel
from desktop.ui.common.context import AppContext
from desktop.ui.common.keys import list_keys
from desktop.ui.common.record_table import paged_table
from desktop.ui.common.rows_table import fill_rows, rows_table
from desktop.ui.common.table_model import Column, PagedTableModel
from desktop.ui.common.widgets import bare, button, button_row, named_button, wrapped_label
from desktop.ui.councils.common import fa, jdate, select_row, selected_id
from desktop.ui.councils.election import ElectionDialog
from desktop.ui.councils.fill import FillSeatDialog
from desktop.ui.councils.form import FormCouncilDialog
from desktop.ui.councils.member import RemoveMemberDialog
from desktop.ui.councils.officers import OfficersDialog
from desktop.ui.councils.session import SessionDialog
from desktop.ui.documents.print_preview import PrintPreviewDialog, preview_document

LAW_SHORT = {"1331-original": "لایحهٔ ۱۳۳۱", "1331": "لایحهٔ ۱۳۳۱", "1334": "قانون ۱۳۳۴"}
WATCHED = (
    "council",
    "council_member",
    "council_officer",
    "council_session",
    "council_decision",
    "election",
)


class CouncilsPage(QWidget):
    def __init__(self, ctx: AppContext) -> None:
        super().__init__()
        self.ctx = ctx
        self.dialog: QWidget | None = None  # the last dialog opened (tests look at it)
        self.preview: PrintPreviewDialog | None = None
        layout = QVBoxLayout(self)
        self.level = choice_box("level", (
            (self.tr("All levels"), None), (self.tr("Village"), "village"), (self.tr("Dehestan"), "dehestan"),
            (self.tr("Bakhsh"), "bakhsh"), (self.tr("Shahrestan seats"), "shahrestan_seat"),
        ))  # fmt: skip
        self.election_button = named_button(
            self.tr("Village election…"), "election_button", self.new_election
        )
        self.form_button = named_button(
            self.tr("Form dehestan or bakhsh council…"), "form_button", self.form_council
        )
        layout.addLayout(button_row(self.level, self.election_button, self.form_button))
        self.notice = wrapped_label("notice")
        layout.addWidget(self.notice)
        split = QSplitter()
        self.list = rows_table("councils", [self.tr("Council"), self.tr("Law"), self.tr("Term from"), self.tr("Term to"),
                                            self.tr("Members"), self.tr("Status")])  # fmt: skip
        split.addWidget(self.list)
        right, col = bare(QVBoxLayout)
        self.header = wrapped_label("header")
        col.addWidget(self.header)
        self.tabs = QTabWidget()
        col.addWidget(self.tabs, 1)
        # members
        members = QWidget()
        mcol = QVBoxLayout(members)
        # the council's members over its history page in from SQLite, as its sessions do
        self.members_model = PagedTableModel([
            Column("name", self.tr("Name"), lambda m: m["name"], False),
            Column("seat_fa", self.tr("Seat"), lambda m: m["seat_fa"], False),
            Column("kind_fa", self.tr("Membership"),
                   lambda m: m["kind_fa"] + (f" {fa(m['rank'])}" if m["rank"] else ""), False),
            Column("offices_fa", self.tr("Office"), lambda m: m["offices_fa"], False),
            Column("from_on", self.tr("From"), lambda m: jdate(m["from_on"]), False),
            Column("until_on", self.tr("Until"), lambda m: jdate(m["until_on"]), False),
            Column("basis", self.tr("Basis or reason"), lambda m: fa(m["end_reason"] or m["basis"] or ""), False),
        ], self.member_page, lambda: (len(self.members_model.rows), False))  # fmt: skip
        self.members = paged_table("members", self.members_model, 6)
        mcol.addWidget(self.members, 1)
        self.empty = CitationLabel(ctx)  # each seat's article a link to the «قانون» section
        self.empty.setObjectName("empty_seats")
        self.empty.setWordWrap(True)
        mcol.addWidget(self.empty)
        self.remove_button = button(self.tr("End membership…"), self.remove_member)
        self.officers_button = button(self.tr("Officers…"), self.officers)
        self.fill_button = button(self.tr("Fill a seat…"), self.fill_seat)
        self.decree_button = named_button(
            self.tr("Print decree…"), "decree_button", self.print_decree
        )
        mcol.addLayout(
            button_row(
                self.remove_button, self.fill_button, self.officers_button, self.decree_button
            )
        )
        self.tabs.addTab(members, self.tr("Members"))
        # sessions
        sessions = QWidget()
        scol = QVBoxLayout(sessions)
        # a council's sessions over the years page in from SQLite, each page on from the last
        self.sessions_model = PagedTableModel([
            Column("held_on", self.tr("Held on"), lambda s: jdate(s["held_on"]), False),
            Column("agenda", self.tr("Agenda"), lambda s: s["agenda"] or "", False),
            Column("present", self.tr("Present"), lambda s: fa(s["present"]), False),
            Column("quorum", self.tr("Quorum"), lambda s: fa(s["quorum"]), False),
            Column("decisions", self.tr("Decisions"), lambda s: fa(s["decisions"]), False),
        ], self.session_page, lambda: (len(self.sessions_model.rows), False))  # fmt: skip
        self.sessions = paged_table("sessions", self.sessions_model, 1)
        scol.addWidget(self.sessions, 1)
        self.decisions = rows_table("decisions", [self.tr("Decision id"), self.tr("No."), self.tr("Decision"), self.tr("For"),
                                                  self.tr("Against"), self.tr("Abstaining"), self.tr("Carried")], stretch=2)  # fmt: skip
        scol.addWidget(self.decisions, 1)
        self.session_button = button(self.tr("Record a session…"), self.record_session)
        self.minutes_button = named_button(
            self.tr("Print session minutes…"), "session_minutes_button", self.print_session_minutes
        )
        scol.addLayout(button_row(self.session_button, self.minutes_button))
        self.tabs.addTab(sessions, self.tr("Sessions and decisions"))
        split.addWidget(right)
        split.setSizes([470, 600])
        layout.addWidget(split, 1)
        self.level.currentIndexChanged.connect(self.reload)
        self.list.itemSelectionChanged.connect(self.show_council)
        self.sessions.selectionModel().selectionChanged.connect(lambda *_: self.show_decisions())
        list_keys(self, print_=self.print_current)
        # Enter or a double click on a village council opens its election
        self.list.activated.connect(lambda _i: self.open_election_of_council())
        ctx.changed.connect(self.on_change)
        self.reload()

    # ------------------------------------------------------------------ showing
    def refresh_notice(self) -> None:
        """Say why no village association can be formed today (1334 art. 16 repealed)."""
        law = councils.law_on(self.ctx.db, level="village", on=format_jalali(jalali_today()))
        if law["refusal"]:
            self.notice.setText(self.tr("Village councils cannot be formed today: %1 Elections dated before then can still be recorded.")
                                .replace("%1", law["refusal"]))  # fmt: skip
        else:
            self.notice.setText("")
        self.notice.setVisible(bool(self.notice.text()))

    def reload(self) -> None:
        self.refresh_notice()
        current = selected_id(self.list)
        self.rows = councils.list_councils(self.ctx.db, level=self.level.currentData())
        today = _dt.date.today().isoformat()

        def status(c: dict) -> str:
            if c["term_end"] < today:
                return self.tr("Term ended")
            return self.tr("In office") if c["term_start"] <= today else self.tr("Not yet")

        fill_rows(self.list, [(c["title"], LAW_SHORT.get(c["regime"], c["regime"]), jdate(c["term_start"]), jdate(c["term_end"]),
                               c["members"], status(c)) for c in self.rows], [c["id"] for c in self.rows])  # fmt: skip
        if current is not None:
            self.select(int(str(current)))
        elif self.rows:
            select_row(self.list, 0)
        self.show_council()

    def select(self, council_id: int) -> None:
        for r in range(self.list.rowCount()):
            item = self.list.item(r, 0)
            if item is not None and item.data(Qt.ItemDataRole.UserRole) == council_id:
                select_row(self.list, r)
                return

    def council_id(self) -> int | None:
        ident = selected_id(self.list)
        return int(str(ident)) if ident is not None else None

    def show_council(self) -> None:
        cid = self.council_id()
        for b in (
            self.remove_button,
            self.fill_button,
            self.officers_button,
            self.decree_button,
            self.session_button,
            self.minutes_button,
        ):
            b.setEnabled(cid is not None)
        if cid is None:
            self.header.setText(self.tr("No council yet."))
            self.members_model.reload()
            self.sessions_model.reload()
            fill_rows(self.decisions, [])
            self.empty.setText("")
            return
        c = councils.get_council(self.ctx.db, cid)
        term = self.tr("%1, formed %2 under %3; term of %4 years to %5.")
        self.header.setText(
            term.replace("%1", c["title"]).replace("%2", jdate(c["formed_on"])).replace("%3", REGIMES.get(c["regime"], c["regime"]))
            .replace("%4", fa(c["term_years"])).replace("%5", jdate(c["term_end"]))
            + (" " + self.tr("It stands in for the dehestan councils.") if c["stands_in"] else "")
        )  # fmt: skip
        self.members_model.reload()
        empty = councils.empty_seats(self.ctx.db, cid)
        if empty:
            lines = [
                f"{e['label']}: {fa(e['missing'])}"
                + (f" ({e['citation']})" if e["citation"] else "")
                for e in empty
            ]
            self.empty.setText(
                self.tr("Seats still empty (a by-election or a delegate is owed): %1").replace(
                    "%1", "؛ ".join(lines)
                )
            )
        else:
            self.empty.setText(self.tr("Every seat the law gives is filled."))
        self.sessions_model.reload()
        self.show_decisions()

    def member_page(self, _order: str, _descending: bool, limit: int, offset: int) -> list[dict]:
        cid = self.council_id()
        after = self.members_model.after(offset)
        if cid is None:
            return []
        return councils.members_of(self.ctx.db, cid, all_rows=True, limit=limit, after=after)

    def session_page(self, _order: str, _descending: bool, limit: int, offset: int) -> list[dict]:
        cid = self.council_id()
        after = self.sessions_model.after(offset)
        return (
            [] if cid is None else councils.sessions_of(self.ctx.db, cid, limit=limit, after=after)
        )

    def show_decisions(self) -> None:
        sid = selected_id(self.sessions)
        if sid is None:
            fill_rows(self.decisions, [])
            return
        rows = councils.get_session(self.ctx.db, int(str(sid)))["decisions"]
        yes, no = self.tr("Yes"), self.tr("No")
        fill_rows(self.decisions, [(d["id"], d["number"], d["text"], d["votes_for"], d["votes_against"], d["votes_abstaining"],
                                    yes if d["carried"] else no) for d in rows], [d["id"] for d in rows])  # fmt: skip

    def on_change(self, change: Change) -> None:
        if change.touches(*WATCHED, "person", "village"):
            self.reload()

    def open_record(self, record_id: int) -> None:
        self.level.setCurrentIndex(0)
        self.select(record_id)

    # ------------------------------------------------------------------ actions
    def _open(self, dialog: QWidget) -> None:
        self.dialog = dialog
        dialog.open()  # type: ignore[attr-defined]

    def new_election(self) -> None:
        self._open(ElectionDialog(self.ctx, self))

    def open_election_of_council(self) -> None:
        cid = self.council_id()
        if cid is not None and (e := councils.get_council(self.ctx.db, cid)["election_id"]):
            self._open(ElectionDialog(self.ctx, self, election_id=e))

    def form_council(self) -> None:
        self._open(FormCouncilDialog(self.ctx, self))

    def selected_member(self) -> dict | None:
        ident = selected_id(self.members)
        return next((m for m in self.members_model.rows if m["id"] == ident), None)

    def remove_member(self) -> None:
        m = self.selected_member()
        if m is not None and m["until_on"] is None:
            self._open(RemoveMemberDialog(self.ctx, m, self))

    def _open_on_council(self, dialog: Callable[[AppContext, int, QWidget], QWidget]) -> None:
        """Open a dialog on the selected council, if one is."""
        cid = self.council_id()
        if cid is not None:
            self._open(dialog(self.ctx, cid, self))

    def fill_seat(self) -> None:
        self._open_on_council(FillSeatDialog)

    def officers(self) -> None:
        self._open_on_council(OfficersDialog)

    def record_session(self) -> None:
        self._open_on_council(SessionDialog)

    def print_decree(self) -> None:
        m = self.selected_member()
        if m is not None:
            key = "promotion_decree" if m["promoted_from_id"] else "membership_decree"
            self.preview = preview_document(self.ctx, self, key, int(m["id"]))

    def print_current(self) -> None:
        """Ctrl+P: the document of the tab in view — the selected member's decree, or the
        selected session's minutes."""
        if self.tabs.currentWidget() is self.minutes_button.parentWidget():
            self.print_session_minutes()
        else:
            self.print_decree()

    def print_session_minutes(self) -> None:
        sid = selected_id(self.sessions)
        if sid is not None:
            self.preview = preview_document(self.ctx, self, "session_minutes", int(str(sid)))


def create_page(ctx: AppContext) -> QWidget:
    return CouncilsPage(ctx)
