"""A village council election through its steps: the roll (each person left out with the
reason), candidates, votes, the count with its lot, the council formed, the minutes printed."""

from __future__ import annotations

import secrets

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from desktop.services import councils
from desktop.services.councils.common import SEAT_FA
from desktop.text import to_persian_digits
from desktop.ui.common import dialogs
from desktop.ui.common.choices import choice_box
from desktop.ui.common.context import AppContext
from desktop.ui.common.date_edit import JalaliDateEdit
from desktop.ui.common.forms import FieldForm, GuardedDialog
from desktop.ui.common.number_edit import right_aligned
from desktop.ui.common.roles_box import village_combo
from desktop.ui.common.rows_table import fill_rows, rows_table
from desktop.ui.common.widgets import button_row, named_button, wrapped_label
from desktop.ui.councils.common import fa, jdate, selected_id
from desktop.ui.documents.print_preview import PrintPreviewDialog, preview_document


class ElectionDialog(GuardedDialog):
    def __init__(
        self, ctx: AppContext, parent: QWidget | None = None, election_id: int | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("ElectionDialog")
        self.setWindowTitle(self.tr("Village council election"))
        self.ctx = ctx
        self.election_id = election_id
        self.council_id: int | None = None
        self.preview: PrintPreviewDialog | None = None
        self.resize(940, 640)
        layout = QVBoxLayout(self)
        self.tabs = QTabWidget()
        layout.addWidget(self.tabs)
        self._setup_tab()
        self._roll_tab()
        self._candidates_tab()
        self._result_tab()
        close = QPushButton(self.tr("Close"))
        close.setAutoDefault(False)
        close.clicked.connect(self.close_clean)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(close)
        layout.addLayout(row)
        self.tabs.currentChanged.connect(self._default_for_tab)
        if election_id is not None:
            self.load()
        else:
            self.refresh_law()
            self._enable()
            self.mark_clean()

    # ------------------------------------------------------------------ 1. the election
    def _setup_tab(self) -> None:
        page = QWidget()
        col = QVBoxLayout(page)
        self.form = FieldForm()
        self.village = self.form.add_row(
            "village_id",
            self.tr("Village"),
            village_combo(self.ctx, allow_none=False, none_text=""),
        )
        self.held_on = self.form.add_row("held_on", self.tr("Election day"), JalaliDateEdit())
        self.seed = self.form.add_row(
            "seed",
            self.tr("Seed of the lot"),
            QLineEdit(to_persian_digits(str(secrets.randbelow(10**8)).zfill(8))),
        )
        self.place = self.form.add_row("place", self.tr("Place"), QLineEdit())
        col.addWidget(self.form)
        self.law = wrapped_label("law")
        col.addWidget(self.law)
        self.open_button = named_button(self.tr("Draw the voter roll"), "open_button")
        self.open_button.setDefault(True)
        self.open_button.clicked.connect(self.open_election)
        col.addWidget(self.open_button)
        col.addStretch(1)
        self.held_on.follow(self.refresh_law)
        self.tabs.addTab(page, self.tr("1. Election"))

    def refresh_law(self) -> None:
        """Say, before anything is entered, what the law of that day gives, or why nothing can
        be formed then (1334 art. 16 is repealed from 1400/11/10)."""
        if not self.held_on.text():
            self.law.setText(
                self.tr("Type the election day: the law in force on it decides the council.")
            )
            self.open_button.setEnabled(self.election_id is None)
            return
        law = councils.law_on(self.ctx.db, level="village", on=self.held_on.text())
        if law["refusal"]:
            self.law.setText(
                self.tr("No village council can be formed on this day: %1").replace(
                    "%1", law["refusal"]
                )
            )
            self.open_button.setEnabled(False)
        else:
            self.law.setText(law["explanation"])
            self.open_button.setEnabled(self.election_id is None)

    def open_election(self) -> None:
        outcome = self.ctx.run(
            councils.open_election, village_id=self.village.currentData(), held_on=self.held_on.text(),
            seed=self.seed.text(), place=self.place.text(),
        )  # fmt: skip
        if not outcome.ok:
            self.form.show_errors(outcome.errors or {})
            return
        assert outcome.change is not None
        self.election_id = outcome.change.id
        self.load()
        self.tabs.setCurrentIndex(1)
        self.roll.setFocus(Qt.FocusReason.OtherFocusReason)  # the roll to read, not a button

    # ------------------------------------------------------------------ 2. the roll
    def _roll_tab(self) -> None:
        page = QWidget()
        col = QVBoxLayout(page)
        self.roll_summary = QLabel()
        col.addWidget(self.roll_summary)
        self.roll = rows_table(
            "roll",
            [self.tr("Name"), self.tr("Father"), self.tr("On the roll"), self.tr("Why left out")],
        )
        col.addWidget(self.roll, 1)
        row = QHBoxLayout()
        self.reason = QLineEdit()
        self.reason.setObjectName("reason")
        self.reason.setPlaceholderText(self.tr("Reason the records cannot show (e.g. reputation)…"))
        self.exclude_button = QPushButton(self.tr("Leave out"))
        self.include_button = QPushButton(self.tr("Take back"))
        self.exclude_button.clicked.connect(lambda: self.set_exclusion(self.reason.text()))
        self.include_button.clicked.connect(lambda: self.set_exclusion(""))
        row.addWidget(self.reason, 1)
        row.addWidget(self.exclude_button)
        row.addWidget(self.include_button)
        col.addLayout(row)
        self.roll_error = QLabel()
        self.roll_error.setStyleSheet("color: #b00020;")
        col.addWidget(self.roll_error)
        self.tabs.addTab(page, self.tr("2. Voter roll"))

    def set_exclusion(self, reason: str) -> None:
        roll_id = selected_id(self.roll)
        if roll_id is None:
            self.roll_error.setText(self.tr("Choose a person in the roll first."))
            return
        outcome = self.ctx.run(councils.set_exclusion, roll_id=roll_id, reason=reason)
        self.roll_error.setText("\n".join((outcome.errors or {}).values()))
        if outcome.ok:
            self.reason.clear()
            self.load()

    # ------------------------------------------------------------------ 3. candidates and votes
    def _candidates_tab(self) -> None:
        page = QWidget()
        col = QVBoxLayout(page)
        row = QHBoxLayout()
        self.voters = choice_box("voters")
        self.voters.setProperty("not_an_edit", True)  # whom «Add candidate» adds; saves at once
        self.add_button = QPushButton(self.tr("Add candidate"))
        self.add_button.clicked.connect(self.add_candidate)
        self.withdraw_button = QPushButton(self.tr("Withdraw"))
        self.withdraw_button.clicked.connect(self.withdraw)
        row.addWidget(QLabel(self.tr("Person on the roll")))
        row.addWidget(self.voters, 1)
        row.addWidget(self.add_button)
        row.addWidget(self.withdraw_button)
        col.addLayout(row)
        self.cands = rows_table(
            "candidates", [self.tr("Candidate"), self.tr("Literate"), self.tr("Votes")]
        )
        col.addWidget(self.cands, 1)
        row2 = QHBoxLayout()
        self.ballots = right_aligned(QSpinBox())
        self.ballots.setObjectName("ballots")
        self.ballots.setRange(0, 10**6)
        self.count_button = named_button(self.tr("Count the votes"), "count_button")
        self.count_button.clicked.connect(self.count)
        row2.addWidget(QLabel(self.tr("Ballots cast")))
        row2.addWidget(self.ballots)
        row2.addStretch(1)
        row2.addWidget(self.count_button)
        col.addLayout(row2)
        self.cand_error = wrapped_label("cand_error")
        self.cand_error.setStyleSheet("color: #b00020;")
        col.addWidget(self.cand_error)
        self.tabs.addTab(page, self.tr("3. Candidates and votes"))

    def add_candidate(self) -> None:
        outcome = self.ctx.run(
            councils.add_candidate,
            election_id=self.election_id,
            person_id=self.voters.currentData(),
        )
        self.cand_error.setText("\n".join((outcome.errors or {}).values()))
        if outcome.ok:
            self.load()

    def withdraw(self) -> None:
        ident = selected_id(self.cands)
        if ident is not None:
            outcome = self.ctx.run(councils.withdraw_candidate, candidate_id=ident)
            self.cand_error.setText("\n".join((outcome.errors or {}).values()))
            self.load()

    def vote_boxes(self) -> dict[int, QSpinBox]:
        out: dict[int, QSpinBox] = {}
        for r in range(self.cands.rowCount()):
            box = self.cands.cellWidget(r, 2)
            item = self.cands.item(r, 0)
            if isinstance(box, QSpinBox) and item is not None:
                out[int(item.data(Qt.ItemDataRole.UserRole))] = box
        return out

    def count(self) -> None:
        votes = {ident: box.value() for ident, box in self.vote_boxes().items()}
        consequence = self.tr(
            "The votes typed (%1 ballots cast) are recorded and the election is counted: the "
            "result and its lot are final, and the votes cannot be changed afterwards."
        ).replace("%1", to_persian_digits(str(self.ballots.value())))
        if not dialogs.confirm_act(self, consequence, self.tr("&Count the votes")):
            return
        outcome = self.ctx.run(
            councils.record_votes,
            election_id=self.election_id,
            ballots_cast=self.ballots.value(),
            votes=votes,
        )
        if outcome.ok:
            outcome = self.ctx.run(councils.count_election, election_id=self.election_id)
        self.cand_error.setText("\n".join((outcome.errors or {}).values()))
        if outcome.ok:
            self.load()
            self.tabs.setCurrentIndex(3)
            self.form_button.setFocus(Qt.FocusReason.OtherFocusReason)  # the next step, by Enter

    # ------------------------------------------------------------------ 4. the result
    def _result_tab(self) -> None:
        page = QWidget()
        col = QVBoxLayout(page)
        self.result_table = rows_table(
            "result",
            [
                self.tr("Rank"),
                self.tr("Candidate"),
                self.tr("Votes"),
                self.tr("Seat"),
                self.tr("Lot"),
            ],
            stretch=1,
        )
        col.addWidget(self.result_table, 1)
        self.explanation = wrapped_label("explanation")
        col.addWidget(self.explanation)
        self.form_button = named_button(self.tr("Form the council"), "form_button")
        self.form_button.clicked.connect(self.form_council)
        self.minutes_button = named_button(self.tr("Print the minutes…"), "minutes_button")
        self.minutes_button.clicked.connect(self.print_minutes)
        col.addLayout(button_row(self.form_button, self.minutes_button))
        self.formed = wrapped_label("formed")
        col.addWidget(self.formed)
        self.result_error = QLabel()
        self.result_error.setWordWrap(True)
        self.result_error.setStyleSheet("color: #b00020;")
        col.addWidget(self.result_error)
        self.tabs.addTab(page, self.tr("4. Result"))

    def form_council(self) -> None:
        consequence = self.tr(
            "The village council is formed with the members elected: their term begins and "
            "each gets a decree. Forming it cannot be undone."
        )
        if not dialogs.confirm_act(self, consequence, self.tr("&Form the council")):
            return
        outcome = self.ctx.run(councils.form_village_council, election_id=self.election_id)
        self.result_error.setText("\n".join((outcome.errors or {}).values()))
        if outcome.ok and outcome.change is not None:
            self.council_id = outcome.change.id
            self.load()
            if outcome.change.warnings:
                self.result_error.setText("\n".join(outcome.change.warnings))
            self.minutes_button.setDefault(True)  # what is left to do here: print the minutes
            self.minutes_button.setFocus(Qt.FocusReason.OtherFocusReason)

    def print_minutes(self) -> None:
        self.preview = preview_document(self.ctx, self, "election_minutes", self.election_id)

    def _default_for_tab(self, index: int) -> None:
        """Enter does the step's main action: draw the roll, count, form. The roll has none:
        leaving a voter out is a choice with its reason, never what Enter does."""
        buttons = (self.open_button, self.exclude_button, self.count_button, self.form_button)
        for i, button in enumerate(buttons):
            main = i == index and button is not self.exclude_button
            button.setAutoDefault(main)
            button.setDefault(main)

    # ------------------------------------------------------------------ state
    def _enable(self) -> None:
        e = councils.get_election(self.ctx.db, self.election_id) if self.election_id else None
        status = e["status"] if e else ""
        for i in (1, 2):
            self.tabs.setTabEnabled(i, e is not None)
        self.tabs.setTabEnabled(3, status in ("counted", "formed"))
        for field in (self.village, self.held_on, self.seed, self.place):
            field.setEnabled(e is None)
        self.open_button.setEnabled(e is None and self.open_button.isEnabled())
        for w in (
            self.exclude_button,
            self.include_button,
            self.add_button,
            self.withdraw_button,
            self.count_button,
            self.ballots,
        ):
            w.setEnabled(status == "open")
        self.form_button.setEnabled(status == "counted")
        self.minutes_button.setEnabled(status in ("counted", "formed"))

    def load(self) -> None:
        assert self.election_id is not None
        db = self.ctx.db
        e = councils.get_election(db, self.election_id)
        self.council_id = e["council_id"]
        self.village.setCurrentIndex(self.village.findData(e["village_id"]))
        self.held_on.setText(jdate(e["held_on"]))
        self.seed.setText(to_persian_digits(e["seed"]))
        self.place.setText(e["place"] or "")
        self.law.setText(
            councils.law_on(db, level="village", on=jdate(e["held_on"]))["explanation"]
        )
        roll = councils.roll_of(db, self.election_id)
        on = [r for r in roll if r["on_roll"]]
        self.roll_summary.setText(
            self.tr("%1 people of the village; %2 on the roll, %3 left out.")
            .replace("%1", fa(len(roll))).replace("%2", fa(len(on))).replace("%3", fa(len(roll) - len(on)))
        )  # fmt: skip
        yes, no = self.tr("Yes"), self.tr("No")
        fill_rows(self.roll, [(r["name"], r["father_name"] or "", yes if r["on_roll"] else no, r["why"]) for r in roll],
                  [r["id"] for r in roll])  # fmt: skip
        cands = councils.candidates_of(db, self.election_id)
        taken = {c["person_id"] for c in cands}
        self.voters.clear()
        for r in on:
            if r["person_id"] not in taken:
                self.voters.addItem(r["name"], r["person_id"])
        for box in self.vote_boxes().values():
            box.setParent(None)  # gone now, not at the next event loop: the guard's state of
            box.deleteLater()  # inputs would count it until then, and ask about it at closing
        voting = e["status"] == "open"
        fill_rows(
            self.cands,
            [(c["name"], yes if c["literate"] else no, "" if voting else (c["votes"] or 0))
             for c in cands],
            [c["id"] for c in cands],
        )  # fmt: skip
        if voting:  # once counted, the votes are the result's: shown, no longer an input
            previous: QWidget = self.cands
            for i, c in enumerate(cands):
                box = right_aligned(QSpinBox())
                box.setRange(0, 10**6)
                box.setValue(c["votes"] or 0)
                box.setProperty("keeps_enter", True)  # Enter goes to the next box, not the count
                box.setAccessibleName(c["name"])
                self.cands.setCellWidget(i, 2, box)
                QWidget.setTabOrder(previous, box)  # Tab walks the boxes down the table
                previous = box
            QWidget.setTabOrder(previous, self.ballots)
        self.ballots.setMaximum(max(len(on), 0))
        self.ballots.setValue(e["ballots_cast"] if e["ballots_cast"] is not None else len(on))
        result = councils.result_of(db, self.election_id)
        if result:
            lot = self.tr("by lot")
            fill_rows(self.result_table, [(p["rank"], p["name"], p["votes"], SEAT_FA.get(p["seat"], "—") if p["seat"] else "—",
                                     lot if p["by_lot"] else "") for p in result["order"]])  # fmt: skip
            self.explanation.setText(result["explanation"])
        self.formed.setText(
            self.tr("The village council of %1 is formed and its term has begun; each member's decree prints from the councils section.")
            .replace("%1", self.village.currentText()) if e["status"] == "formed" else ""
        )  # fmt: skip
        self._enable()
        self.mark_clean()  # what is recorded now is no edit (the step's own button saved it)

    def close_clean(self) -> None:
        self.reject()
