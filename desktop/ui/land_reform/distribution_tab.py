"""Surplus land, its applicants by art. 19 class, and the allocation decided by a recorded lot."""

from __future__ import annotations

import datetime as _dt
import json
from collections.abc import Callable
from decimal import Decimal

from PySide6.QtWidgets import QDialog

from desktop.rules.deadlines import add_years
from desktop.rules.land_holdings import KIND_FA, compute_owner_payments, ha
from desktop.rules.land_reform import CLASS_LETTER_FA, compute_non_transfer_duty
from desktop.services import land_reform as lr
from desktop.services.land_reform.common import ha_fa
from desktop.text import to_persian_digits
from desktop.ui.common.context import AppContext
from desktop.ui.land_reform.allocation_dialog import AllocationDialog
from desktop.ui.land_reform.applicant_dialog import ApplicantDialog
from desktop.ui.land_reform.records import RecordList, money
from desktop.ui.land_reform.surplus_dialog import SurplusDialog
from desktop.ui.land_reform.tab import Tab


class DistributionTab(Tab):
    def __init__(self, ctx: AppContext) -> None:
        super().__init__(ctx)
        self.button("add_surplus", self.tr("Add surplus parcel…"), self.add_surplus, "Ctrl+N")
        self.button("add_applicant", self.tr("Add applicant…"), self.add_applicant, "Ctrl+A")
        self.button("allocate", self.tr("Allocate…"), self.allocate, "Ctrl+L")
        self.button("print_list", self.tr("Allocation list…"), self.print_list, "Ctrl+P")
        self.button("print_transfer", self.tr("Transfer notice…"), self.print_transfer)
        self.bar.addStretch(1)
        self.surplus = RecordList("surplus", [
            (self.tr("Parcel"), lambda r: r["label"]),
            (self.tr("Village"), lambda r: r["village_name"]),
            (self.tr("Kind"), lambda r: KIND_FA[r["kind"]]),
            (self.tr("Hectares"), lambda r: ha_fa(r["area_m2"])),
            (self.tr("Price (rials)"), lambda r: money(r["price_rials"])),
            (self.tr("Regional minimum ha"), lambda r: ha_fa(r["regional_min_m2"])),
            (self.tr("Applicants"), lambda r: to_persian_digits(str(r["applicants"]))),
            (self.tr("Recipient"), lambda r: r["recipient"] or ""),
        ], fetch=lambda limit, after: lr.surpluses(self.ctx.db, limit=limit, after=after))  # fmt: skip
        yes, no = self.tr("Eligible"), self.tr("Not eligible")
        self.applicants = RecordList("applicants", [
            (self.tr("Rank"), lambda r: to_persian_digits(str(r.get("rank", ""))) if r.get("rank") else ""),
            (self.tr("Applicant"), lambda r: r["name"]),
            (self.tr("Class"), lambda r: CLASS_LETTER_FA[r["priority_class"]]),
            (self.tr("Children"), lambda r: to_persian_digits(str(r["children"]))),
            (self.tr("Eligibility"), lambda r: yes if r["eligible"] else f"{no}: {r['reasons']}"),
            (self.tr("Lot"), lambda r: r.get("lot", "")),
        ], stretch=1)  # fmt: skip
        empty = self.tr("Record the surplus parcels taken for division, then their applicants.")
        self.master_detail(self.surplus, self.show_one, self.applicants, empty=empty)

    def show_one(self, row: dict) -> None:
        rows = lr.applicants(self.ctx.db, row["id"])
        lines = []
        if row["allocation_id"]:
            alloc = self.ctx.db.table("land_allocation").get(row["allocation_id"])
            ranked = {r["id"]: r for r in json.loads(alloc["ranking"])}
            for a in rows:
                r = ranked.get(str(a["id"]))
                if r:
                    a.update(rank=r["rank"], lot=r["lot"] if r["lot_decided"] else "")
            rows.sort(key=lambda a: a.get("rank") or 10**6)
            lines.append(
                self.tr("Seed of the lot: %1").replace("%1", to_persian_digits(alloc["seed"]))
            )
            lines.append(alloc["explanation"])
        taken = _dt.date.fromisoformat(row["taken_on"])
        lines.append(compute_owner_payments(regime="land-1339", price_rials=row["price_rials"],
                                            first_due=add_years(taken, 1)).explanation)  # fmt: skip
        area = ha(row["area_m2"])
        by_kind = {"irrigated_ha": Decimal(0), "dry_ha": Decimal(0), "fallow_ha": Decimal(0)}
        by_kind[{"dry": "dry_ha", "fallow": "fallow_ha"}.get(row["kind"], "irrigated_ha")] = area
        lines.append(compute_non_transfer_duty(regime="land-1339", **by_kind).explanation)  # type: ignore[arg-type]
        if row["owner_id"] is not None:  # art. 17 charges the owner on all his land taken
            total = lr.owner_yearly_duty(self.ctx.db, row["owner_id"])
            if total is not None:
                lines.append(
                    self.tr("The owner's total over all his surplus parcels: %1").replace(
                        "%1", total.explanation
                    )
                )
        self.applicants.set_rows(rows)
        self.text.setText(to_persian_digits("\n".join(lines)))

    def add_surplus(self) -> None:
        self.open_dialog(SurplusDialog(self.ctx, self), adds_to=self.surplus)

    def add_applicant(self) -> None:
        self._on_surplus(ApplicantDialog)

    def allocate(self) -> None:
        self._on_surplus(AllocationDialog)

    def _on_surplus(self, dialog: Callable[..., QDialog]) -> None:
        missing = self.tr("Choose a surplus parcel first.")
        self.open_on(self.surplus, missing, dialog, "surplus_id")

    def _allocation_id(self) -> int | None:
        row = self.surplus.current()
        return None if row is None else row["allocation_id"]

    def print_list(self) -> None:
        self.print_document(
            "land_allocation_list",
            self._allocation_id(),
            self.tr("This parcel is not allocated yet."),
        )

    def print_transfer(self) -> None:
        self.print_document(
            "land_transfer_notice",
            self._allocation_id(),
            self.tr("This parcel is not allocated yet."),
        )
