"""Owners and their parcels across villages; the art. 2 ceiling with the art. 3 exceptions."""

from __future__ import annotations

from PySide6.QtWidgets import QLineEdit

from desktop.jalali import today
from desktop.rules.land_holdings import EXCEPTIONS, KIND_FA, OWNERSHIP_FA, compute_heirs_transfer
from desktop.services import land_reform as lr
from desktop.services.land_reform.common import ha_fa
from desktop.text import to_persian_digits
from desktop.ui.common.context import AppContext
from desktop.ui.common.dialogs import confirm, show_error
from desktop.ui.common.keys import list_keys
from desktop.ui.land_reform.call_dialog import CallDialog
from desktop.ui.land_reform.choice_dialog import OwnerChoiceDialog
from desktop.ui.land_reform.notice_dialog import NoticeDialog
from desktop.ui.land_reform.parcel_dialog import ParcelDialog
from desktop.ui.land_reform.records import RecordList, hectares
from desktop.ui.land_reform.tab import Tab


class HoldingsTab(Tab):
    def __init__(self, ctx: AppContext) -> None:
        super().__init__(ctx)
        self.search = QLineEdit()
        self.search.setObjectName("owner_search")
        self.search.setPlaceholderText(self.tr("Search owners…"))
        self.search.textChanged.connect(lambda _t: self.refresh())
        self.bar.addWidget(self.search, 1)
        list_keys(self, search=self.search)
        self.button("add_parcel", self.tr("Add parcel…"), self.add_parcel, "Ctrl+N")
        self.button("retire_parcel", self.tr("Retire parcel"), self.retire_parcel)
        self.button("record_notice", self.tr("Record notice…"), self.record_notice)
        self.button("print_ceiling", self.tr("Ceiling notice…"), self.print_notice, "Ctrl+P")
        self.button("owner_choice", self.tr("Owner's choice…"), self.owner_choice, "Ctrl+H")
        self.button("call_transfer", self.tr("Call to transfer…"), self.call_transfer)
        self.button("print_call", self.tr("Call notice…"), self.print_call)
        yes, no = self.tr("Over"), self.tr("Within")
        self.owners = RecordList("owners", [
            (self.tr("Owner"), lambda r: r["name"]),
            (self.tr("Parcels"), lambda r: to_persian_digits(str(r["parcels"]))),
            (self.tr("Irrigated-equivalent ha"), lambda r: hectares(r["equivalent_ha"])),
            (self.tr("Excepted ha"), lambda r: hectares(r["excepted_ha"])),
            (self.tr("Surplus ha"), lambda r: hectares(r["surplus_ha"])),
            (self.tr("Ceiling"), lambda r: yes if r["over"] else no),
        ], fetch=lambda limit, after: lr.owners(
            self.ctx.db, self.search.text()[:200], limit=limit, after=after))  # fmt: skip
        self.parcels = RecordList("parcels", [
            (self.tr("Village"), lambda r: r["village_name"]),
            (self.tr("Kind"), lambda r: KIND_FA[r["kind"]]),
            (self.tr("Hectares"), lambda r: ha_fa(r["area_m2"])),
            (self.tr("Ownership"), lambda r: OWNERSHIP_FA[r["ownership"]]),
            (self.tr("Dang"), lambda r: to_persian_digits(f"{r['share_millidang'] / 1000:g}")),
            (self.tr("Art. 3 exception"), lambda r: EXCEPTIONS[r["exception"]][0] if r["exception"] else ""),
        ])  # fmt: skip
        empty = self.tr("Add the parcels of an owner, in every village.")
        self.master_detail(self.owners, self.show_owner, self.parcels, empty=empty)

    def show_owner(self, row: dict) -> None:
        owner = int(row["id"])
        self.parcels.set_rows(lr.parcels_of(self.ctx.db, owner))
        h = lr.holding_of(self.ctx.db, owner)
        lines = [h.explanation, *h.notes]
        if h.over_ceiling:  # what he may still pass to his heirs (art. 3 bend 3)
            keeps = h.irrigated_equivalent_ha - h.surplus_irrigated_equivalent_ha
            heirs = compute_heirs_transfer(
                regime=h.regime, owner_keeps_ha=keeps,
                requested_ha=h.surplus_irrigated_equivalent_ha, on=today(),
            )  # fmt: skip
            lines.append(heirs.explanation)
        choice = lr.owner_choice(self.ctx.db, owner)
        if choice is not None:  # art. 2: what he keeps, and the surplus it leaves
            lines.append(choice["explanation"])
        for call in lr.transfer_calls(self.ctx.db, owner)[:1]:  # art. 17: the latest call
            lines.append(lr.call_standing(self.ctx.db, call["id"], today()).explanation)
        self.text.setText(to_persian_digits("\n".join(lines)))

    def open_owner(self, person_id: int) -> bool:
        self.search.clear()
        return self.owners.select(person_id)

    def add_parcel(self) -> None:
        owner = self.owners.current_id()
        dialog = (
            ParcelDialog(self.ctx, self)
            if owner is None
            else ParcelDialog(self.ctx, self, owner_id=owner)
        )
        self.open_dialog(dialog)

    def retire_parcel(self) -> None:
        parcel = self.chosen(self.parcels, self.tr("Choose a parcel first."))
        if parcel is None:
            return
        if confirm(self, self.tr("Retire this parcel? It stays in the records.")):
            outcome = self.ctx.run(lr.retire_parcel, parcel_id=parcel)
            if not outcome.ok:
                show_error(self, "\n".join((outcome.errors or {}).values()))

    def record_notice(self) -> None:
        owner = self.owners.current_id()
        kwargs = {} if owner is None else {"owner_id": owner}
        self.open_dialog(NoticeDialog(self.ctx, self, **kwargs))

    def print_notice(self) -> None:
        self.print_document(
            "land_ceiling_notice", self.owners.current_id(), self.tr("Choose an owner first.")
        )

    def owner_choice(self) -> None:
        missing = self.tr("Choose an owner first.")
        self.open_on(self.owners, missing, OwnerChoiceDialog, "owner_id")

    def call_transfer(self) -> None:
        owner = self.owners.current_id()
        kwargs = {} if owner is None else {"owner_id": owner}
        self.open_dialog(CallDialog(self.ctx, self, **kwargs))

    def print_call(self) -> None:
        owner = self.owners.current_id()
        calls = [] if owner is None else lr.transfer_calls(self.ctx.db, owner)
        self.print_document(
            "land_transfer_call",
            calls[0]["id"] if calls else None,
            self.tr("This owner has not been called to transfer the deed."),
        )
