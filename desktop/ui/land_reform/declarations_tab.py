"""Art. 10: the notices to owners, their three months, the declarations received."""

from __future__ import annotations

from desktop.jalali import today
from desktop.services import land_reform as lr
from desktop.services.land_reform.common import ha_fa
from desktop.ui.common.context import AppContext
from desktop.ui.land_reform.declaration_dialog import DeclarationDialog
from desktop.ui.land_reform.notice_dialog import NoticeDialog
from desktop.ui.land_reform.records import RecordList, jal
from desktop.ui.land_reform.tab import Tab


class DeclarationsTab(Tab):
    def __init__(self, ctx: AppContext) -> None:
        super().__init__(ctx)
        self.button("new_notice", self.tr("Record notice…"), self.record_notice, "Ctrl+N")
        self.button(
            "record_declaration", self.tr("Record declaration…"), self.record_declaration, "Ctrl+D"
        )
        self.button("print_reminder", self.tr("Reminder…"), self.print_reminder, "Ctrl+P")
        self.bar.addStretch(1)
        received, late, waiting = self.tr("Received"), self.tr("Overdue"), self.tr("Waiting")
        day = today().isoformat()

        def state(r: dict) -> str:
            return received if r["filed_on"] else late if r["due_on"] < day else waiting

        self.list = RecordList("declarations", [
            (self.tr("Owner"), lambda r: r["owner_name"]),
            (self.tr("Notice"), lambda r: jal(r["notice_on"])),
            (self.tr("Due (art. 10)"), lambda r: jal(r["due_on"])),
            (self.tr("Received"), lambda r: jal(r["filed_on"])),
            (self.tr("Declared ha"), lambda r: ha_fa(r["declared_m2"])),
            (self.tr("State"), state),
        ], fetch=lambda limit, after: lr.declarations(self.ctx.db, limit=limit, after=after))  # fmt: skip
        self.layout_.addWidget(self.list.view, 1)
        self.refresh()

    def refresh(self) -> None:
        self.list.reload()

    def record_notice(self) -> None:
        self.open_dialog(NoticeDialog(self.ctx, self))

    def record_declaration(self) -> None:
        missing = self.tr("Choose a notice still waiting for its declaration.")
        self.open_on(self.list, missing, DeclarationDialog, "declaration_id", unless="filed_on")

    def print_reminder(self) -> None:
        self.print_document(
            "land_declaration_reminder", self.list.current_id(), self.tr("Choose a notice first.")
        )
