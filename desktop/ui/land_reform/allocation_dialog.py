"""Allocate a surplus parcel: the seed of the lot (a new one is offered; any text can be typed),
the ranking it gives shown before saving, the date and the first instalment's due date."""

from __future__ import annotations

import secrets

from PySide6.QtWidgets import QPushButton

from desktop.domain.errors import NotFound, ValidationError
from desktop.rules.land_reform import CLASS_LETTER_FA
from desktop.services import land_reform as lr
from desktop.text import to_persian_digits
from desktop.ui.land_reform.form_dialog import LandFormDialog


class AllocationDialog(LandFormDialog):
    service = staticmethod(lr.allocate)

    def build(self) -> None:
        self.setWindowTitle(self.tr("Allocate by priority"))
        self.seed = self.line(
            "seed",
            self.tr("Seed of the lot"),
            str(secrets.randbelow(10**12)).zfill(12),
            number="code",
        )
        self.show_button = QPushButton(self.tr("Show the ranking"))
        self.show_button.setAutoDefault(False)
        self.show_button.clicked.connect(self.preview)
        self.form.layout_.addRow("", self.show_button)
        self.date("allocated_on", self.tr("Allocated on"))
        self.date("first_due", self.tr("First instalment due"))
        self.preview()

    def preview(self) -> None:
        names = {
            str(a["id"]): a["name"] for a in lr.applicants(self.ctx.db, self.fixed["surplus_id"])
        }
        try:
            result = lr.rank(self.ctx.db, self.fixed["surplus_id"], self.seed.text().strip())
        except (ValidationError, NotFound) as e:
            msg = "\n".join(e.errors.values()) if isinstance(e, ValidationError) else e.message_fa
            self.say(msg)
            return
        children, lot = self.tr("children"), self.tr("lot")
        lines = []
        for r in result.order:
            line = f"{to_persian_digits(str(r.rank))}. {names.get(r.id, r.id)} — {CLASS_LETTER_FA[r.priority_class]}، "
            line += f"{to_persian_digits(str(r.children))} {children}"
            if r.lot_decided:
                line += f" — {lot} {to_persian_digits(str(r.lot))}"
            lines.append(line)
        self.say("\n".join(lines))

    def consequence(self) -> tuple[str, str] | None:
        """The lot is drawn from the seed and the parcel handed over for good (1339 arts.
        18–19): named before saving; None when the ranking cannot be made (the service then
        says why)."""
        try:
            result = lr.rank(self.ctx.db, self.fixed["surplus_id"], self.seed.text().strip())
        except (ValidationError, NotFound):
            return None
        if not result.order:
            return None
        names = {
            str(a["id"]): a["name"] for a in lr.applicants(self.ctx.db, self.fixed["surplus_id"])
        }
        first = names.get(result.order[0].id, "")
        return (
            self.tr(
                "The parcel goes to %1, the first of the ranking drawn from this seed, with his "
                "yearly instalments from the first due date. The seed and the ranking are "
                "recorded and the allocation cannot be undone."
            ).replace("%1", first),
            self.tr("Allocate"),
        )
