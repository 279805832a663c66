"""Add or edit a person, and the roles they hold in villages."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox,
    QHBoxLayout,
    QLineEdit,
    QWidget,
)

from desktop.services import people
from desktop.text import to_persian_digits
from desktop.ui.common.context import AppContext
from desktop.ui.common.date_edit import JalaliDateEdit
from desktop.ui.common.forms import FormDialog
from desktop.ui.common.number_edit import NumberEdit
from desktop.ui.common.roles_box import RolesBox, village_combo
from desktop.ui.common.widgets import bare, ok_cancel


class PersonDialog(FormDialog):
    def __init__(
        self, ctx: AppContext, person_id: int | None = None, parent: QWidget | None = None
    ) -> None:
        super().__init__(
            ctx, self.tr("Edit person") if person_id else self.tr("Add person"), parent
        )
        self.person_id = person_id
        f = self.form
        self.first_name = f.add_row("first_name", self.tr("First name"), QLineEdit())
        self.last_name = f.add_row("last_name", self.tr("Last name"), QLineEdit())
        self.father_name = f.add_row("father_name", self.tr("Father's name"), QLineEdit())
        self.id_number = f.add_row("id_number", self.tr("Identity card number"), NumberEdit("code"))
        self.id_issue_place = f.add_row("id_issue_place", self.tr("Place of issue"), QLineEdit())
        self.birth_date = f.add_row("birth_date", self.tr("Birth date"), JalaliDateEdit())
        self.national_code = f.add_row(
            "national_code", self.tr("National code"), NumberEdit("code")
        )
        for edit in (self.first_name, self.last_name, self.father_name, self.id_number, self.id_issue_place,
                     self.national_code):  # fmt: skip
            edit.setMaxLength(10_000)  # the service decides what is too long, and says so
        self.residence = f.add_row(
            "residence_village_id",
            self.tr("Resident in"),
            village_combo(
                ctx, allow_none=True, none_text=self.tr("(not in a village of this bakhsh)")
            ),
        )
        self.residence_text = f.add_row("residence_text", self.tr("Address"), QLineEdit())
        flags, row = bare(QHBoxLayout)
        self.literate = QCheckBox(self.tr("Literate"))
        self.iranian = QCheckBox(self.tr("Iranian citizen"))
        self.iranian.setChecked(True)
        self.convicted = QCheckBox(self.tr("Has a criminal conviction"))
        for box in (self.literate, self.iranian, self.convicted):
            row.addWidget(box)
        f.add_row("literate", self.tr("Status"), flags)
        self.notes = f.add_row("notes", self.tr("Notes"), QLineEdit())
        self.column.addWidget(f)
        self.roles_box = RolesBox(ctx, side="person", owner=lambda: self.person_id)
        self.column.addWidget(self.roles_box)
        self.column.addWidget(ok_cancel(self, self.save, self.tr("Save"), self.tr("Close")))
        if person_id:
            self.load(person_id)
        self.mark_clean()

    def load(self, person_id: int) -> None:
        p = people.get_person(self.ctx.db, person_id)
        for key in ("first_name", "last_name", "father_name", "id_number", "id_issue_place",
                    "national_code", "residence_text", "notes"):  # fmt: skip
            getattr(self, key).setText(p[key] or "")
        if p["id_number"]:
            self.id_number.setText(to_persian_digits(p["id_number"]))
        if p["national_code"]:
            self.national_code.setText(to_persian_digits(p["national_code"]))
        if p["birth_date"]:
            import datetime as _dt

            self.birth_date.set_date(_dt.date.fromisoformat(p["birth_date"]))
        self.residence.setCurrentIndex(max(0, self.residence.findData(p["residence_village_id"])))
        self.literate.setChecked(bool(p["literate"]))
        self.iranian.setChecked(bool(p["iranian"]))
        self.convicted.setChecked(bool(p["convicted"]))
        self.roles_box.load()

    def values(self) -> dict:
        return {
            "first_name": self.first_name.text(),
            "last_name": self.last_name.text(),
            "father_name": self.father_name.text(),
            "id_number": self.id_number.text(),
            "id_issue_place": self.id_issue_place.text(),
            "birth_date": self.birth_date.text(),
            "national_code": self.national_code.text(),
            "residence_village_id": self.residence.currentData(),
            "residence_text": self.residence_text.text(),
            "literate": self.literate.isChecked(),
            "iranian": self.iranian.isChecked(),
            "convicted": self.convicted.isChecked(),
            "notes": self.notes.text(),
        }

    def save(self) -> None:
        outcome = self.save_record(
            people.add_person, people.edit_person, self.person_id, **self.values()
        )
        if outcome is None:
            return
        warnings = outcome.change.warnings if outcome.change else ()
        if warnings:
            # saved, but worth a look: say so beside the form and stay open
            self.form.show_notice(self.tr("Saved. Check:") + " " + " ".join(warnings))
        if self.person_id is None and outcome.change:
            # stay open so roles can be added to the person just registered
            self.person_id = outcome.change.id
            self.roles_box.stay_open(self, self.tr("Edit person"))
            return
        if not warnings:
            self.accept()
        else:
            self.mark_clean()
