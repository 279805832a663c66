"""Filling a seat left empty during the term (a by-election's winner, a new delegate), checked
by the services exactly as at forming."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QLineEdit, QVBoxLayout, QWidget

from desktop.jalali import format_jalali
from desktop.jalali import today as jalali_today
from desktop.services import councils
from desktop.text import to_persian_digits
from desktop.ui.common.context import AppContext
from desktop.ui.common.date_edit import JalaliDateEdit
from desktop.ui.common.forms import FieldForm
from desktop.ui.common.roles_box import PersonPicker
from desktop.ui.councils.common import DELEGATES, CouncilDialog, add_delegates


class FillSeatDialog(CouncilDialog):
    def __init__(self, ctx: AppContext, council_id: int, parent: QWidget | None = None) -> None:
        super().__init__(ctx, self.tr("Fill an empty seat"), parent)
        self.council = councils.get_council(ctx.db, council_id)
        layout = QVBoxLayout(self)
        self.form = FieldForm()
        self.seat = self.form.add_row("seat", self.tr("Seat"), QComboBox())
        for e in councils.empty_seats(ctx.db, council_id):
            self.seat.addItem(f"{e['label']} ({to_persian_digits(str(e['missing']))})", e["seat"])
        self.on = self.form.add_row("on", self.tr("From"), JalaliDateEdit())
        self.delegate = self.form.add_row("delegate_of_id", self.tr("Delegate"), QComboBox())
        self.person = self.form.add_row("person_id", self.tr("Person"), PersonPicker(ctx))
        self.basis = self.form.add_row("basis", self.tr("Basis (document, decision)"), QLineEdit())
        layout.addWidget(self.form)
        layout.addWidget(self.save_cancel())
        self.seat.currentIndexChanged.connect(self.refresh)
        self.on.follow(self.refresh)
        self.refresh()
        self.mark_clean()

    def refresh(self) -> None:
        """A delegate seat is filled from the councils below in office that day; another from
        the register of people."""
        is_delegate = self.seat.currentData() in DELEGATES
        self.delegate.setEnabled(is_delegate)
        self.person.setEnabled(not is_delegate)
        self.delegate.clear()
        if is_delegate:
            on = self.on.text() or format_jalali(jalali_today())
            add_delegates(self.delegate, councils.delegate_choices(
                self.ctx.db, level=self.council["level"], on=on,
                dehestan_id=self.council["dehestan_id"],
            ))  # fmt: skip

    def save(self) -> None:
        seat = self.seat.currentData()
        if seat in DELEGATES:
            data = self.delegate.currentData() or (None, None)
            person, below = data
        else:
            person, below = self.person.person_id(), None
        outcome = self.ctx.run(
            councils.add_member, council_id=self.council["id"], person_id=person, seat=seat,
            on=self.on.text(), delegate_of_id=below, basis=self.basis.text(),
        )  # fmt: skip
        self.saved(outcome)
