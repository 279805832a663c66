"""Transfers by owners and the art. 4 duty on them (600-ha note, art. 5 sale, understating)."""

from __future__ import annotations

from desktop.services import land_reform as lr
from desktop.services.land_reform.common import ha_fa
from desktop.text import to_persian_digits
from desktop.ui.common.context import AppContext
from desktop.ui.land_reform.records import RecordList, jal, money
from desktop.ui.land_reform.tab import Tab
from desktop.ui.land_reform.transfer_dialog import TransferDialog


class TransfersTab(Tab):
    def __init__(self, ctx: AppContext) -> None:
        super().__init__(ctx)
        self.button("new_transfer", self.tr("Record transfer…"), self.record_transfer, "Ctrl+N")
        self.button("print_duty", self.tr("Duty notice…"), self.print_duty, "Ctrl+P")
        self.bar.addStretch(1)
        self.list = RecordList("transfers", [
            (self.tr("Owner"), lambda r: r["owner_name"]),
            (self.tr("Transferred to"), lambda r: r["transferee"]),
            (self.tr("Date"), lambda r: jal(r["transfer_on"])),
            (self.tr("Hectares"), lambda r: ha_fa(r["area_m2"])),
            (self.tr("Beyond ceiling"), lambda r: ha_fa(r["beyond_m2"])),
            (self.tr("Price (rials)"), lambda r: money(r["price_rials"])),
            (self.tr("Duty (rials)"), lambda r: money(r["total_rials"])),
        ], fetch=lambda limit, after: lr.transfers(self.ctx.db, limit=limit, after=after))  # fmt: skip
        self.master_detail(self.list, self.show_one)

    def show_one(self, row: dict) -> None:
        self.text.setText(to_persian_digits(row["explanation"]))

    def record_transfer(self) -> None:
        self.open_dialog(TransferDialog(self.ctx, self), adds_to=self.list)

    def print_duty(self) -> None:
        self.print_document(
            "land_transfer_duty", self.list.current_id(), self.tr("Choose a transfer first.")
        )
