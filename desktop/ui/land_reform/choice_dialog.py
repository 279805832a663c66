"""The owner's choice of the land he keeps (1339 art. 2): hectares kept of each kind, the surplus
they leave shown as they are typed (the rules core's figures and refusals, with the article),
and saved through ``land_reform.record_owner_choice``."""

from __future__ import annotations

from decimal import Decimal, InvalidOperation

from PySide6.QtWidgets import QLabel, QLineEdit

from desktop.jalali import today
from desktop.rules.errors import RuleError
from desktop.rules.land_holdings import compute_surplus_by_choice
from desktop.rules.result import num
from desktop.services import land_reform as lr
from desktop.text import to_ascii_digits, to_persian_digits
from desktop.ui.land_reform.form_dialog import LandFormDialog, owner_name

KINDS = ("irrigated", "dry", "fallow")


def _hectares(text: str) -> Decimal | None:
    raw = to_ascii_digits(text.strip()).replace("٫", ".").replace(",", "")
    try:
        d = Decimal(raw or "0")
    except InvalidOperation:
        return None
    return d if d.is_finite() and d >= 0 else None


class OwnerChoiceDialog(LandFormDialog):
    """``owner_id`` is fixed: the owner chosen in the holdings list."""

    service = staticmethod(lr.record_owner_choice)

    def build(self) -> None:
        self.setWindowTitle(self.tr("The owner's choice of the land he keeps"))
        owner = self.fixed["owner_id"]
        h = lr.holding_of(self.ctx.db, owner)
        self.held = {"irrigated": h.irrigated_ha, "dry": h.dry_ha, "fallow": h.fallow_ha}
        self.say(
            owner_name(self.ctx.db, owner) + "\n"
            + self.tr(
                "The owner may choose, as he wishes, which of his land he keeps up to the ceiling "
                "(1339 art. 2); what he does not keep is his surplus, kind by kind. Counted "
                "holding: %1 ha irrigated, %2 ha dry, %3 ha uncultivated (bayer)."
            )
            .replace("%1", num(h.irrigated_ha))
            .replace("%2", num(h.dry_ha))
            .replace("%3", num(h.fallow_ha))
        )  # fmt: skip
        self.chosen = self.date("chosen_on", self.tr("Chosen on"))
        self.chosen.set_date(today())
        labels = {
            "irrigated": self.tr("Irrigated kept (hectares)"),
            "dry": self.tr("Dry kept (hectares)"),
            "fallow": self.tr("Uncultivated (bayer) kept (hectares)"),
        }
        self.keep: dict[str, QLineEdit] = {}
        for kind in KINDS:
            edit = self.line(f"keep_{kind}_ha", labels[kind], number="decimal")
            edit.textChanged.connect(self.show_surplus)
            self.keep[kind] = edit
        self.memo("notes", self.tr("Notes"))
        self.surplus = QLabel()
        self.surplus.setObjectName("surplus_preview")
        self.surplus.setWordWrap(True)
        self.surplus.setContentsMargins(6, 4, 6, 4)
        holder = self.intro.parentWidget()  # below the rows, inside what fits the screen
        column = holder.layout() if holder is not None else None
        assert column is not None
        column.addWidget(self.surplus)
        current = lr.owner_choice(self.ctx.db, owner)
        if current is not None:
            for kind in KINDS:
                self.keep[kind].setText(
                    to_persian_digits(f"{current[f'kept_{kind}_m2'] / 10_000:g}")
                )
        self.show_surplus()

    def show_surplus(self) -> None:
        """What the typed choice leaves, as the rules core computes it (or why it is refused)."""
        keep = {k: _hectares(self.keep[k].text()) for k in KINDS}
        if any(v is None for v in keep.values()):
            self.surplus.setText(self.tr("Type the hectares kept as numbers."))
            return
        try:
            r = compute_surplus_by_choice(
                regime="land-1339",
                held_ha=self.held,
                keep_ha=keep,  # type: ignore[arg-type]
            )
        except RuleError as e:
            self.surplus.setText(e.message_fa)
            return
        self.surplus.setText(to_persian_digits(r.explanation))
