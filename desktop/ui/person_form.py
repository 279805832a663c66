"""Add or edit a person, and the roles they hold in villages."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QCompleter,
    QDialog,
    QDoubleSpinBox,
    QGroupBox,
    QHBoxLayout,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from desktop.domain.people import ROLES
from desktop.domain.places import dang_fa, dang_to_milli, percent_to_milli
from desktop.services import people, queries
from desktop.text import to_persian_digits
from desktop.ui.context import AppContext
from desktop.ui.date_edit import JalaliDateEdit
from desktop.ui.forms import FieldForm
from desktop.ui.widgets import ok_cancel


def village_combo(ctx: AppContext, *, allow_none: bool, none_text: str) -> QComboBox:
    combo = QComboBox()
    combo.setEditable(True)
    combo.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
    if allow_none:
        combo.addItem(none_text, None)
    for v in queries.villages(ctx.db, queries.ListQuery(order_by="name"), limit=-1):
        combo.addItem(f"{v['name']} ({v['dehestan_name']})", v["id"])
    completer = combo.completer()
    assert completer is not None  # an editable combo has one
    completer.setFilterMode(Qt.MatchFlag.MatchContains)
    completer.setCompletionMode(QCompleter.CompletionMode.PopupCompletion)
    return combo


class PersonDialog(QDialog):
    def __init__(
        self, ctx: AppContext, person_id: int | None = None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.person_id = person_id
        self.setWindowTitle(self.tr("Edit person") if person_id else self.tr("Add person"))
        layout = QVBoxLayout(self)
        self.form = f = FieldForm()
        self.first_name = f.add_row("first_name", self.tr("First name"), QLineEdit())
        self.last_name = f.add_row("last_name", self.tr("Last name"), QLineEdit())
        self.father_name = f.add_row("father_name", self.tr("Father's name"), QLineEdit())
        self.id_number = f.add_row("id_number", self.tr("Identity card number"), QLineEdit())
        self.id_issue_place = f.add_row("id_issue_place", self.tr("Place of issue"), QLineEdit())
        self.birth_date = f.add_row("birth_date", self.tr("Birth date"), JalaliDateEdit())
        self.national_code = f.add_row("national_code", self.tr("National code"), QLineEdit())
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
        flags = QWidget()
        row = QHBoxLayout(flags)
        row.setContentsMargins(0, 0, 0, 0)
        self.literate = QCheckBox(self.tr("Literate"))
        self.iranian = QCheckBox(self.tr("Iranian citizen"))
        self.iranian.setChecked(True)
        self.convicted = QCheckBox(self.tr("Has a criminal conviction"))
        for box in (self.literate, self.iranian, self.convicted):
            row.addWidget(box)
        f.add_row("literate", self.tr("Status"), flags)
        self.notes = f.add_row("notes", self.tr("Notes"), QLineEdit())
        layout.addWidget(f)
        self.roles_box = RolesBox(ctx, self)
        self.roles_box.setEnabled(person_id is not None)
        layout.addWidget(self.roles_box)
        layout.addWidget(ok_cancel(self, self.save, self.tr("Save"), self.tr("Close")))
        if person_id:
            self.load(person_id)

    def load(self, person_id: int) -> None:
        p = people.get_person(self.ctx.db, person_id)
        for key in ("first_name", "last_name", "father_name", "id_number", "id_issue_place",
                    "national_code", "residence_text", "notes"):  # fmt: skip
            getattr(self, key).setText(p[key] or "")
        if p["national_code"]:
            self.national_code.setText(to_persian_digits(p["national_code"]))
        if p["birth_date"]:
            import datetime as _dt

            self.birth_date.set_date(_dt.date.fromisoformat(p["birth_date"]))
        self.residence.setCurrentIndex(max(0, self.residence.findData(p["residence_village_id"])))
        self.literate.setChecked(bool(p["literate"]))
        self.iranian.setChecked(bool(p["iranian"]))
        self.convicted.setChecked(bool(p["convicted"]))
        self.roles_box.load(person_id)

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
        if self.person_id:
            outcome = self.ctx.run(people.edit_person, self.person_id, **self.values())
        else:
            outcome = self.ctx.run(people.add_person, **self.values())
        if not outcome.ok:
            self.form.show_errors(outcome.errors or {})
            return
        self.form.clear_errors()
        warnings = outcome.change.warnings if outcome.change else ()
        if warnings:
            # saved, but worth a look: say so beside the form and stay open
            self.form.general_error.setText(self.tr("Saved. Check:") + " " + " ".join(warnings))
            self.form.general_error.show()
        if self.person_id is None and outcome.change:
            # stay open so roles can be added to the person just registered
            self.person_id = outcome.change.id
            self.setWindowTitle(self.tr("Edit person"))
            self.roles_box.setEnabled(True)
            self.roles_box.load(self.person_id)
            return
        if not warnings:
            self.accept()


class RolesBox(QGroupBox):
    """The person's roles in villages; a landlord's role carries the ownership share in dang."""

    def __init__(self, ctx: AppContext, dialog: PersonDialog) -> None:
        super().__init__(self.tr("Roles in villages"))
        self.ctx = ctx
        self.dialog = dialog
        layout = QVBoxLayout(self)
        self.list = QListWidget()
        self.list.setMaximumHeight(90)
        layout.addWidget(self.list)
        self.form = FieldForm()
        self.village = self.form.add_row(
            "village_id", self.tr("Village"), village_combo(ctx, allow_none=False, none_text="")
        )
        self.role = self.form.add_row("role", self.tr("Role"), QComboBox())
        for key, label in ROLES.items():
            self.role.addItem(label, key)
        share_box = QWidget()
        share_row = QHBoxLayout(share_box)
        share_row.setContentsMargins(0, 0, 0, 0)
        self.share = QDoubleSpinBox()
        self.share.setDecimals(3)
        self.share.setRange(0, 6)
        self.share.setSingleStep(0.5)
        self.share_unit = QComboBox()
        self.share_unit.addItem(self.tr("dang (of 6)"), "dang")
        self.share_unit.addItem(self.tr("percent"), "percent")
        share_row.addWidget(self.share, 1)
        share_row.addWidget(self.share_unit)
        self.form.add_row("share_millidang", self.tr("Ownership share"), share_box)
        self.share_unit.currentIndexChanged.connect(self._unit_changed)
        self.since = self.form.add_row("since", self.tr("Since"), JalaliDateEdit())
        layout.addWidget(self.form)
        buttons = QHBoxLayout()
        self.add_button = QPushButton(self.tr("Add role"))
        self.end_button = QPushButton(self.tr("End selected role"))
        buttons.addWidget(self.add_button)
        buttons.addWidget(self.end_button)
        buttons.addStretch(1)
        layout.addLayout(buttons)
        self.add_button.clicked.connect(self.add_role)
        self.end_button.clicked.connect(self.end_role)
        self.role.currentIndexChanged.connect(self._share_enabled)
        self._share_enabled()

    def _share_enabled(self) -> None:
        landlord = self.role.currentData() == "landlord"
        self.share.setEnabled(landlord)
        self.share_unit.setEnabled(landlord)

    def _unit_changed(self) -> None:
        # the same share, re-expressed in the new unit
        if self.share_unit.currentData() == "percent":
            value = self.share.value() * 100 / 6
            self.share.setRange(0, 100)
            self.share.setSingleStep(5)
        else:
            value = self.share.value() * 6 / 100
            self.share.setRange(0, 6)
            self.share.setSingleStep(0.5)
        self.share.setValue(value)

    def share_millidang(self) -> int:
        if self.share_unit.currentData() == "percent":
            return percent_to_milli(self.share.value())
        return dang_to_milli(self.share.value())

    def load(self, person_id: int) -> None:
        self.list.clear()
        for r in people.roles_of(self.ctx.db, person_id):
            text = f"{ROLES[r['role']]} — {r['village_name']}"
            if r["share_millidang"]:
                text += f" ({dang_fa(r['share_millidang'])} " + self.tr("dang") + ")"
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, r["id"])
            self.list.addItem(item)

    def add_role(self) -> None:
        role = self.role.currentData()
        since = self.since.text()
        outcome = self.ctx.run(
            people.add_role,
            person_id=self.dialog.person_id,
            village_id=self.village.currentData(),
            role=role,
            share_millidang=self.share_millidang() if role == "landlord" else None,
            since=since or None,
        )
        if outcome.ok and self.dialog.person_id is not None:
            self.form.clear_errors()
            self.load(self.dialog.person_id)
        else:
            self.form.show_errors(outcome.errors or {})

    def end_role(self) -> None:
        item = self.list.currentItem()
        if item is None:
            return
        outcome = self.ctx.run(people.end_role, item.data(Qt.ItemDataRole.UserRole))
        if outcome.ok and self.dialog.person_id is not None:
            self.load(self.dialog.person_id)
        else:
            self.form.show_errors(outcome.errors or {})
