"""The bakhsh's agricultural dispute board (art. 34-35): members, cases, final decisions."""

from __future__ import annotations

from desktop.services import land_reform as lr
from desktop.services.land_reform.board import DISPUTE_FA, SEAT_FA, SEATS
from desktop.ui.common.context import AppContext
from desktop.ui.land_reform.decision_dialog import DecisionDialog
from desktop.ui.land_reform.dispute_dialog import DisputeDialog
from desktop.ui.land_reform.member_dialog import MemberDialog
from desktop.ui.land_reform.records import RecordList, jal, money
from desktop.ui.land_reform.tab import Tab


class BoardTab(Tab):
    def __init__(self, ctx: AppContext) -> None:
        super().__init__(ctx)
        self.button("member", self.tr("Board member…"), self.seat_member)
        self.button("file_case", self.tr("File a case…"), self.file_case, "Ctrl+N")
        self.button("decide", self.tr("Decide…"), self.decide, "Ctrl+D")
        self.button("print_decision", self.tr("Decision…"), self.print_decision, "Ctrl+P")
        self.bar.addStretch(1)
        self.members = self.explanation()
        self.layout_.addWidget(self.members)
        pending = self.tr("Pending")
        self.list = RecordList("disputes", [
            (self.tr("Filed"), lambda r: jal(r["filed_on"])),
            (self.tr("Kind"), lambda r: DISPUTE_FA[r["kind"]]),
            (self.tr("Claimant"), lambda r: r["claimant"]),
            (self.tr("Respondent"), lambda r: r["respondent"]),
            (self.tr("Subject"), lambda r: r["subject"]),
            (self.tr("Decided"), lambda r: jal(r["held_on"]) if r["decision_id"] else pending),
            (self.tr("Fine (rials)"), lambda r: money(r["fine_rials"])),
        ], fetch=lambda limit, after: lr.disputes(self.ctx.db, limit=limit, after=after))  # fmt: skip
        self.layout_.addWidget(self.list.view, 1)
        self.refresh()

    def refresh(self) -> None:
        seated = lr.board_members(self.ctx.db)
        empty = self.tr("(empty)")
        self.members.setText(
            "؛ ".join(f"{SEAT_FA[s]}: {seated[s]['name'] if s in seated else empty}" for s in SEATS)
        )
        self.list.reload()

    def seat_member(self) -> None:
        self.open_dialog(MemberDialog(self.ctx, self))

    def file_case(self) -> None:
        self.open_dialog(DisputeDialog(self.ctx, self), adds_to=self.list)

    def decide(self) -> None:
        missing = self.tr("Choose a case still pending.")
        self.open_on(self.list, missing, DecisionDialog, "dispute_id", unless="decision_id")

    def print_decision(self) -> None:
        row = self.list.current()
        self.print_document(
            "land_board_decision",
            row["decision_id"] if row else None,
            self.tr("This case has no decision yet."),
        )
