"""Recipients and their ten yearly instalments: payments, excuses, arrears, and art. 27's flag."""

from __future__ import annotations

from decimal import Decimal

from desktop.jalali import today
from desktop.rules.land_holdings import STATE_FA, compute_purchase_limit, ha
from desktop.services import land_reform as lr
from desktop.text import to_persian_digits
from desktop.ui.common.context import AppContext
from desktop.ui.common.dialogs import show_error
from desktop.ui.land_reform.excuse_dialog import ExcuseDialog
from desktop.ui.land_reform.payment_dialog import PaymentDialog
from desktop.ui.land_reform.records import RecordList, jal, money
from desktop.ui.land_reform.tab import Tab


class InstalmentsTab(Tab):
    def __init__(self, ctx: AppContext) -> None:
        super().__init__(ctx)
        self.button("record_payment", self.tr("Record payment…"), self.record_payment, "Ctrl+N")
        self.button("accept_excuse", self.tr("Accepted excuse…"), self.accept_excuse)
        self.button("enforcement", self.tr("Unpaid after enforcement"), self.enforcement)
        self.button("print_receipt", self.tr("Receipt…"), self.print_receipt, "Ctrl+P")
        self.bar.addStretch(1)
        flagged = self.tr("Return of the land (art. 27)")
        self.list = RecordList("recipients", [
            (self.tr("Recipient"), lambda r: r["name"]),
            (self.tr("Parcel"), lambda r: f"{r['label']} — {r['village_name']}"),
            (self.tr("Price (rials)"), lambda r: money(r["price_rials"])),
            (self.tr("Paid (rials)"), lambda r: money(r["paid"])),
            (self.tr("Arrears (rials)"), lambda r: money(r["arrears"])),
            (self.tr("Unpaid instalments"), lambda r: to_persian_digits(str(r["unpaid"]))),
            (self.tr("Flag"), lambda r: flagged if r["flagged"] else ""),
        ], fetch=lambda limit, after: lr.allocations(self.ctx.db, today(), limit=limit, after=after))  # fmt: skip
        self.plan = RecordList("instalments", [
            (self.tr("Instalment"), lambda r: to_persian_digits(str(r["number"]))),
            (self.tr("Due"), lambda r: jal(r["due_on"])),
            (self.tr("Amount (rials)"), lambda r: money(r["rials"])),
            (self.tr("Paid (rials)"), lambda r: money(r["paid"])),
            (self.tr("State"), lambda r: STATE_FA[r["state"]]),
            (self.tr("Excuse"), lambda r: r["excuse"] or ""),
        ])  # fmt: skip
        empty = self.tr("Recipients appear here once a parcel is allocated.")
        self.master_detail(self.list, self.show_one, self.plan, empty=empty)

    def show_one(self, row: dict) -> None:
        s = lr.standing(self.ctx.db, row["id"], today())
        lines = {line.number: line for line in s.lines}
        rows = lr.instalments_of(self.ctx.db, row["id"])
        for r in rows:
            r.update(paid=lines[r["number"]].paid_rials, state=lines[r["number"]].state)
        self.plan.set_rows(rows)
        area = self.ctx.db.execute(
            "SELECT area_m2, regional_min_m2 FROM land_surplus WHERE id = ?", [row["surplus_id"]]
        ).fetchone()
        limit = compute_purchase_limit(regime=row["regime"], share_ha=ha(area[0]), held_ha=ha(area[0]),
                                       requested_ha=Decimal(0), regional_min_ha=Decimal(0))  # fmt: skip
        self.text.setText(
            to_persian_digits(s.explanation + "\n" + limit.explanation.split(" دارایی")[0])
        )

    def open_recipient(self, person_id: int) -> bool:
        for r in self.list.rows:
            if r["person_id"] == person_id:
                return self.list.select(r["id"])
        return False

    def _allocation(self) -> int | None:
        return self.chosen(self.list, self.tr("Choose a recipient first."))

    def record_payment(self) -> None:
        missing = self.tr("Choose a recipient first.")
        self.open_on(self.list, missing, PaymentDialog, "allocation_id")

    def accept_excuse(self) -> None:
        missing = self.tr("Choose an instalment first.")
        self.open_on(self.plan, missing, ExcuseDialog, "instalment_id")

    def enforcement(self) -> None:
        ident = self._allocation()
        if ident is not None:
            outcome = self.ctx.run(lr.set_enforcement_refused, allocation_id=ident, refused=True)
            if not outcome.ok:
                show_error(self, "\n".join((outcome.errors or {}).values()))

    def print_receipt(self) -> None:
        ident = self.list.current_id()
        payments = lr.payments_of(self.ctx.db, ident) if ident is not None else []
        last = payments[-1]["id"] if payments else None
        self.print_document(
            "land_instalment_receipt", last, self.tr("This recipient has no payment yet.")
        )
