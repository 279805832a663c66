"""Roles of people in villages, edited from either side: on a person's form (choose the village)
or on a village's form (find the person). A landlord's role carries the ownership share."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QCompleter,
    QDoubleSpinBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from desktop.domain.people import ROLES
from desktop.domain.places import SHESHDANG, dang_fa, dang_to_milli, percent_to_milli
from desktop.services import people, queries
from desktop.ui.common.context import AppContext
from desktop.ui.common.date_edit import JalaliDateEdit
from desktop.ui.common.forms import FieldForm, GuardedDialog
from desktop.ui.common.number_edit import right_aligned
from desktop.ui.common.widgets import bare, button_row

PICK_LIMIT = 30  # people offered at once by the finder; typing narrows them


def village_combo(ctx: AppContext, *, allow_none: bool, none_text: str) -> QComboBox:
    combo = QComboBox()
    combo.setEditable(True)
    combo.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
    if allow_none:
        combo.addItem(none_text, None)
    for v in queries.village_choices(ctx.db):
        combo.addItem(f"{v['name']} ({v['dehestan_name']})", v["id"])
    completer = combo.completer()
    assert completer is not None  # an editable combo has one
    completer.setFilterMode(Qt.MatchFlag.MatchContains)
    completer.setCompletionMode(QCompleter.CompletionMode.PopupCompletion)
    return combo


class PersonPicker(QWidget):
    """Find a person among many: type part of a name or code, choose from the matches."""

    def __init__(self, ctx: AppContext) -> None:
        super().__init__()
        self.ctx = ctx
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        self.search = QLineEdit()
        self.search.setPlaceholderText(self.tr("Name or national code…"))
        self.search.setProperty("not_an_edit", True)
        self.matches = QComboBox()
        column.addWidget(self.search)
        column.addWidget(self.matches)
        self.search.textChanged.connect(lambda _t: self.refill())
        self.refill()

    def refill(self) -> None:
        self.matches.clear()
        # nobody is chosen until the clerk chooses: a first match pre-selected was saved unseen
        self.matches.addItem(self.tr("— choose a person —"), None)
        q = queries.ListQuery(search=self.search.text())
        found = queries.people(self.ctx.db, q, limit=PICK_LIMIT)
        roles = people.role_summaries(self.ctx.db, [p["id"] for p in found])
        for p in found:
            self.matches.addItem(people.picker_label(p, roles.get(p["id"], "")), p["id"])
        if self.search.text().strip() and self.matches.count() == 2:
            self.matches.setCurrentIndex(1)  # the one person the clerk's typing found

    def person_id(self) -> int | None:
        return self.matches.currentData()


class RolesBox(QGroupBox):
    """``side="person"``: the roles of one person, choosing villages; ``side="village"``: the
    people of one village, finding persons. ``owner()`` is the person's or village's id."""

    def __init__(self, ctx: AppContext, *, side: str, owner: Callable[[], int | None]) -> None:
        super().__init__(
            self.tr("Roles in villages") if side == "person" else self.tr("People of the village")
        )
        self.ctx = ctx
        self.side = side
        self.owner = owner
        self.setProperty("keeps_enter", True)  # Enter here never saves and closes the parent form
        layout = QVBoxLayout(self)
        self.summary = QLabel()  # the village's recorded dang; a person's side has none
        self.summary.setVisible(side == "village")
        layout.addWidget(self.summary)
        self.list = QListWidget()
        self.list.setMaximumHeight(110)
        layout.addWidget(self.list)
        self.form = FieldForm(scroll=False)  # a few rows inside a form that scrolls already
        if side == "person":
            self.village = self.form.add_row(
                "village_id", self.tr("Village"), village_combo(ctx, allow_none=False, none_text="")
            )
        else:
            self.person = self.form.add_row("person_id", self.tr("Person"), PersonPicker(ctx))
        self.role = self.form.add_row("role", self.tr("Role"), QComboBox())
        for key, label in ROLES.items():
            self.role.addItem(label, key)
        share_box, share_row = bare(QHBoxLayout)
        self.share = right_aligned(QDoubleSpinBox())
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
        self.add_button = QPushButton(self.tr("Add role"))
        self.end_button = QPushButton(self.tr("End selected role"))
        layout.addLayout(button_row(self.add_button, self.end_button))
        self.add_button.clicked.connect(self.add_role)
        self.end_button.clicked.connect(self.end_role)
        self.role.currentIndexChanged.connect(self._share_enabled)
        self._share_enabled()
        self.setEnabled(owner() is not None)  # a record not saved yet has no roles to record

    def stay_open(self, dialog: GuardedDialog, title: str) -> None:
        """The record was just added: ``dialog`` stays open, now as its edit (``title``), so its
        roles can be recorded at once."""
        dialog.setWindowTitle(title)
        self.setEnabled(True)
        self.load()
        dialog.mark_clean()

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

    def load(self) -> None:
        owner = self.owner()
        self.list.clear()
        self.summary.clear()
        if owner is None:
            return
        if self.side == "person":
            # a new role's village starts as the person's own village
            home = people.get_person(self.ctx.db, owner)["residence_village_id"]
            if home is not None and self.village.findData(home) >= 0:
                self.village.setCurrentIndex(self.village.findData(home))
            rows = people.roles_of(self.ctx.db, owner)
            names = [f"{ROLES[r['role']]} — {r['village_name']}" for r in rows]
        else:
            rows = people.roles_in_village(self.ctx.db, owner)
            names = [f"{ROLES[r['role']]} — {r['first_name']} {r['last_name']}" for r in rows]
            total = sum(r["share_millidang"] or 0 for r in rows if r["role"] == "landlord")
            self.summary.setText(
                self.tr("Landlords own %1 of 6 dang.").replace("%1", dang_fa(total))
                + ("" if total == SHESHDANG else " " + self.tr("The rest is not recorded yet."))
            )
        for r, text in zip(rows, names, strict=True):
            if r["share_millidang"]:
                text += f" ({dang_fa(r['share_millidang'])} " + self.tr("dang") + ")"
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, r["id"])
            self.list.addItem(item)

    def add_role(self) -> None:
        owner = self.owner()
        role = self.role.currentData()
        person_id, village_id = (
            (owner, self.village.currentData())
            if self.side == "person"
            else (self.person.person_id(), owner)
        )
        outcome = self.ctx.run(
            people.add_role,
            person_id=person_id,
            village_id=village_id,
            role=role,
            share_millidang=self.share_millidang() if role == "landlord" else None,
            since=self.since.text() or None,
        )
        if outcome.ok:
            self.form.clear_errors()
            self.load()
        else:
            self.form.show_errors(outcome.errors or {})

    def end_role(self) -> None:
        item = self.list.currentItem()
        if item is None:
            return
        outcome = self.ctx.run(people.end_role, item.data(Qt.ItemDataRole.UserRole))
        if outcome.ok:
            self.load()
        else:
            self.form.show_errors(outcome.errors or {})
