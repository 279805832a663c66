"""Allocate a surplus parcel: the seed of the lot (a new one is offered; any text can be typed),
the ranking it gives shown before saving, the date and the first instalment's due date."""

from __future__ import annotations

import secrets

from PySide6.QtWidgets import QPushButton

from desktop.domain.errors import NotFound, ValidationError
from desktop.rules.land_reform import CLASS_LETTER_FA
from desktop.services import land_reform as lr
from desktop.text import to_persian_digits
from desktop.ui.common import dialogs
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

    def confirm(self) -> bool:
        """The lot is drawn for good and the instalments set: asked first, naming who gets the
        parcel (a form still missing its dates is refused beside them, nothing asked)."""
        values = self.values()
        if values.get("allocated_on") is None or values.get("first_due") is None:
            return True
        surplus = self.fixed["surplus_id"]
        try:
            first = lr.rank(self.ctx.db, surplus, self.seed.text().strip()).order[0]
        except (ValidationError, NotFound, IndexError):
            return True  # the service refuses it, with its reason
        names = {str(a["id"]): a["name"] for a in lr.applicants(self.ctx.db, surplus)}
        parcel = next((s["label"] for s in lr.surpluses(self.ctx.db) if s["id"] == surplus), "")
        consequence = (
            self.tr(
                "Parcel «%1» is allocated to %2, first by the ranking shown, and its instalments "
                "are set: the lot is drawn for good and an allocation cannot be undone."
            )
            .replace("%1", parcel or "")
            .replace("%2", names.get(str(first.id), ""))
        )
        return dialogs.confirm_act(self, consequence, self.tr("&Allocate"))

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
