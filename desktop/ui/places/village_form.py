"""Add or edit a village: every attribute of DOMAIN.md "Places", landlords shown with their shares."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QLineEdit,
    QPlainTextEdit,
    QWidget,
)

from desktop.domain.places import (
    FARMING_TYPES,
    TENURES,
    VILLAGE_KINDS,
    WATER_SOURCES,
)
from desktop.services import places, queries
from desktop.ui.common.context import AppContext
from desktop.ui.common.forms import FormDialog
from desktop.ui.common.number_edit import NumberEdit
from desktop.ui.common.roles_box import RolesBox
from desktop.ui.common.widgets import bare, ok_cancel


class VillageDialog(FormDialog):
    def __init__(
        self, ctx: AppContext, village_id: int | None = None, parent: QWidget | None = None
    ) -> None:
        super().__init__(
            ctx, self.tr("Edit village") if village_id else self.tr("Add village"), parent
        )
        self.village_id = village_id
        f = self.form
        self.name = f.add_row("name", self.tr("Name"), QLineEdit())
        self.name.setMaxLength(10_000)  # the service, not the widget, decides what is too long
        self.dehestan = f.add_row("dehestan_id", self.tr("Dehestan"), QComboBox())
        for d in queries.dehestans(ctx.db):
            self.dehestan.addItem(d["name"], d["id"])
        self.kind = f.add_row("kind", self.tr("Kind"), QComboBox())
        for key, label in VILLAGE_KINDS.items():
            self.kind.addItem(label, key)
        self.population = f.add_row("population", self.tr("Population"), NumberEdit("int"))
        self.households = f.add_row("households", self.tr("Households"), NumberEdit("int"))
        water_box, water_row = bare(QHBoxLayout)
        self.water: dict[str, QCheckBox] = {}
        for key, label in WATER_SOURCES.items():
            self.water[key] = QCheckBox(label)
            water_row.addWidget(self.water[key])
        f.add_row("water_sources", self.tr("Water sources"), water_box)
        self.farming_type = f.add_row("farming_type", self.tr("Farming"), QComboBox())
        for key, label in FARMING_TYPES.items():
            self.farming_type.addItem(label, key)
        self.landlord_share = f.add_row(
            "landlord_share_pct", self.tr("Customary landlord share (%)"), NumberEdit("int")
        )
        self.tenure = f.add_row("tenure", self.tr("Tenure"), QComboBox())
        for key, label in TENURES.items():
            self.tenure.addItem(label, key)
        self.municipality = f.add_row(
            "has_municipality", self.tr("Has a municipality"), QCheckBox()
        )
        self.notes = f.add_row("notes", self.tr("Notes"), QPlainTextEdit())
        self.notes.setMaximumHeight(70)
        columns = QHBoxLayout()
        columns.addWidget(f, 3)
        self.roles_box = RolesBox(ctx, side="village", owner=lambda: self.village_id)
        columns.addWidget(self.roles_box, 2)
        self.column.addLayout(columns)
        self.column.addWidget(ok_cancel(self, self.save, self.tr("Save"), self.tr("Close")))
        if village_id:
            self.load(village_id)
        self.mark_clean()

    def load(self, village_id: int) -> None:
        v = places.get_village(self.ctx.db, village_id)
        self.name.setText(v["name"])
        self.dehestan.setCurrentIndex(self.dehestan.findData(v["dehestan_id"]))
        self.kind.setCurrentIndex(self.kind.findData(v["kind"]))
        for key, edit in (("population", self.population), ("households", self.households),
                          ("landlord_share_pct", self.landlord_share)):  # fmt: skip
            edit.setText("" if v[key] is None else str(v[key]))
        for key, box in self.water.items():
            box.setChecked(key in v["water_sources"])
        self.farming_type.setCurrentIndex(self.farming_type.findData(v["farming_type"]))
        self.tenure.setCurrentIndex(self.tenure.findData(v["tenure"]))
        self.municipality.setChecked(bool(v["has_municipality"]))
        self.notes.setPlainText(v["notes"] or "")
        self.roles_box.load()

    def values(self) -> dict:
        return {
            "name": self.name.text(),
            "dehestan_id": self.dehestan.currentData(),
            "kind": self.kind.currentData(),
            "population": self.population.text(),
            "households": self.households.text(),
            "water_sources": [k for k, box in self.water.items() if box.isChecked()],
            "farming_type": self.farming_type.currentData(),
            "landlord_share_pct": self.landlord_share.text(),
            "tenure": self.tenure.currentData(),
            "has_municipality": self.municipality.isChecked(),
            "notes": self.notes.toPlainText(),
        }

    def save(self) -> None:
        outcome = self.save_record(
            places.add_village, places.edit_village, self.village_id, **self.values()
        )
        if outcome is None:
            return
        if self.village_id is None and outcome.change:
            # stay open so its landlords and kadkhoda can be recorded at once
            self.village_id = outcome.change.id
            self.roles_box.stay_open(self, self.tr("Edit village"))
            return
        self.accept()


class DehestanDialog(FormDialog):
    def __init__(
        self, ctx: AppContext, dehestan_id: int | None = None, parent: QWidget | None = None
    ) -> None:
        super().__init__(
            ctx, self.tr("Edit dehestan") if dehestan_id else self.tr("Add dehestan"), parent
        )
        self.dehestan_id = dehestan_id
        self.name = self.form.add_row("name", self.tr("Name"), QLineEdit())
        self.name.setMaxLength(10_000)
        self.notes = self.form.add_row("notes", self.tr("Notes"), QLineEdit())
        self.column.addWidget(self.form)
        if dehestan_id:
            d = places.get_dehestan(ctx.db, dehestan_id)
            self.name.setText(d["name"])
            self.notes.setText(d["notes"] or "")
        self.column.addWidget(ok_cancel(self, self.save, self.tr("Save"), self.tr("Cancel")))
        self.mark_clean()

    def save(self) -> None:
        if self.save_record(
            places.add_dehestan, places.edit_dehestan, self.dehestan_id,
            name=self.name.text(), notes=self.notes.text(),
        ):  # fmt: skip
            self.accept()
