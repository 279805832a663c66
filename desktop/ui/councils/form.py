"""Forming a dehestan or bakhsh council: the seats the law of the formation day gives, each
filled with a delegate of a council below or an office-holder, or left empty; the services
refuse, naming the article, a composition the law does not allow."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QVBoxLayout,
    QWidget,
)

from desktop.services import councils, queries
from desktop.ui.common import dialogs
from desktop.ui.common.context import AppContext
from desktop.ui.common.date_edit import JalaliDateEdit
from desktop.ui.common.forms import FieldForm
from desktop.ui.common.roles_box import PersonPicker
from desktop.ui.common.widgets import scrolled, wrapped_label
from desktop.ui.councils.common import DELEGATES, CouncilDialog, add_delegates, fa


class FormCouncilDialog(CouncilDialog):
    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(ctx, self.tr("Form a dehestan or bakhsh council"), parent)
        self.resize(820, 640)
        layout = QVBoxLayout(self)
        self.form = FieldForm()
        self.level = self.form.add_row("level", self.tr("Level"), QComboBox())
        self.level.addItem(self.tr("Dehestan council"), "dehestan")
        self.level.addItem(self.tr("Bakhsh council"), "bakhsh")
        self.level.addItem(
            self.tr("The bakhsh's seats on the shahrestan council"), "shahrestan_seat"
        )
        self.dehestan = self.form.add_row("dehestan_id", self.tr("Dehestan"), QComboBox())
        for d in queries.dehestans(ctx.db):
            self.dehestan.addItem(d["name"], d["id"])
        self.formed_on = self.form.add_row("formed_on", self.tr("Formed on"), JalaliDateEdit())
        layout.addWidget(self.form)
        self.law = wrapped_label("law")
        layout.addWidget(self.law)
        self.seats_box = QWidget()
        self.seats_form = QFormLayout(self.seats_box)
        layout.addWidget(scrolled(self.seats_box), 1)
        self.errors = wrapped_label("errors")
        self.errors.setStyleSheet("color: #b00020;")
        layout.addWidget(self.errors)
        row = QHBoxLayout()
        row.addStretch(1)
        self.add_save_cancel(row, self.tr("Form the council"), self.tr("Cancel"))
        layout.addLayout(row)
        self.rows: list[tuple[str, str, QWidget]] = []  # (seat, label, widget)
        self.level.currentIndexChanged.connect(self.refresh)
        self.dehestan.currentIndexChanged.connect(self.refresh)
        self.formed_on.follow(self.refresh)
        self.refresh()
        self.mark_clean()

    def refresh(self) -> None:
        """The seats of the law in force on the formation day, with who may fill each."""
        while self.seats_form.rowCount():
            self.seats_form.removeRow(0)
        self.rows = []
        level = self.level.currentData()
        self.dehestan.setEnabled(level == "dehestan")
        if not self.formed_on.text():
            self.law.setText(
                self.tr("Type the formation day: the law in force on it gives the seats.")
            )
            self.save_button.setEnabled(False)
            return
        dehestan = self.dehestan.currentData() if level == "dehestan" else None
        law = councils.law_on(
            self.ctx.db, level=level, on=self.formed_on.text(), dehestan_id=dehestan
        )
        if law["refusal"]:
            self.law.setText(
                self.tr("This council cannot be formed on this day: %1").replace(
                    "%1", law["refusal"]
                )
            )
            self.save_button.setEnabled(False)
            return
        self.law.setText(law["explanation"])
        self.save_button.setEnabled(True)
        choices = councils.delegate_choices(
            self.ctx.db, level=level, on=self.formed_on.text(), dehestan_id=dehestan
        )
        for seat in law["seats"]:
            for i in range(seat["count"]):
                label = f"{seat['label']} ({seat['citation']})" + (
                    f" {fa(i + 1)}" if seat["count"] > 1 else ""
                )
                widget: QWidget
                if seat["seat"] in DELEGATES:
                    combo = QComboBox()
                    combo.addItem(self.tr("— empty —"), None)
                    add_delegates(combo, choices)
                    widget = combo
                else:
                    widget = PersonPicker(self.ctx)
                    widget.matches.insertItem(0, self.tr("— empty —"), None)
                    widget.matches.setCurrentIndex(0)
                self.seats_form.addRow(label, widget)
                self.rows.append((seat["seat"], label, widget))

    def members(self) -> tuple[list[dict], list[str]]:
        out, labels = [], []
        for seat, label, widget in self.rows:
            if isinstance(widget, QComboBox):
                data = widget.currentData()
                if data:
                    out.append({"person_id": data[0], "seat": seat, "delegate_of_id": data[1]})
                    labels.append(label)
            elif isinstance(widget, PersonPicker) and widget.person_id() is not None:
                out.append({"person_id": widget.person_id(), "seat": seat})
                labels.append(label)
        return out, labels

    def save(self) -> None:
        members, labels = self.members()
        level = self.level.currentData()
        consequence = (
            self.tr(
                "The council is formed on %1 with the %2 members chosen: their term begins and "
                "forming it cannot be undone."
            )
            .replace("%1", self.formed_on.text())
            .replace("%2", fa(len(members)))
        )
        if not dialogs.confirm_act(self, consequence, self.tr("&Form the council")):
            return
        outcome = self.ctx.run(
            councils.form_council, level=level, formed_on=self.formed_on.text(), members=members,
            dehestan_id=self.dehestan.currentData() if level == "dehestan" else None,
        )  # fmt: skip
        if not outcome.ok:
            lines = []
            for key, message in (outcome.errors or {}).items():
                if key.startswith("members."):
                    lines.append(f"{labels[int(key.split('.')[1])]}: {message}")
                else:
                    lines.append(message)
            self.errors.setText("\n".join(lines))
            return
        self.saved(outcome)
