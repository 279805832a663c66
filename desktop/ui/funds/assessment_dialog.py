"""Assess a landlord's income: the rules compute the farmers' portion, each farmer's part and the
fund's portion with the articles; the clerk then confirms it as an obligation with a due date."""

from __future__ import annotations

import datetime as _dt

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QLineEdit,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from desktop.domain.people import ROLES
from desktop.rules.in_kind import quantity_text
from desktop.services import funds
from desktop.services.people import roles_in_village
from desktop.text import to_persian_digits
from desktop.ui.common.context import AppContext
from desktop.ui.common.number_edit import NumberDelegate, NumberEdit
from desktop.ui.common.widgets import named_button, wrapped_label
from desktop.ui.funds.base import FundDialog, money
from desktop.ui.funds.rows import commodity_row, unit_row


class AssessmentDialog(FundDialog):
    def __init__(self, ctx: AppContext, village_id: int, parent: QWidget | None = None) -> None:
        super().__init__(ctx, self.tr("Assess a landlord's income"), parent)
        self.resize(640, 640)
        self.village_id = village_id
        self.assessment_id: int | None = None
        f = self.form
        self.assessed_on = self.date_row("assessed_on", self.tr("Assessed on"))
        self.landlord = f.add_row("landlord_id", self.tr("Landlord"), QComboBox())
        self.acting = f.add_row("acting_as", self.tr("Acting"), QComboBox())
        self.acting.addItem(self.tr("The landlord himself"), "landlord")
        self.acting.addItem(self.tr("The tenant for him"), "tenant")
        self.acting.addItem(self.tr("The mutavalli (waqf)"), "mutavalli")
        self.acting_person = f.add_row(
            "acting_person_id", self.tr("Tenant or mutavalli"), QComboBox()
        )
        self.acting_person.addItem("—", None)
        farmers = []
        for r in roles_in_village(ctx.db, village_id):
            name = f"{r['first_name']} {r['last_name']}"
            if r["role"] in ("landlord", "tenant", "mutavalli"):
                (self.landlord if r["role"] == "landlord" else self.acting_person).addItem(
                    f"{name} ({ROLES[r['role']]})", r["person_id"]
                )
            if r["role"] in ("farmer", "share_worker", "gavband"):
                farmers.append((r["person_id"], name))
        self.kind = f.add_row("income_kind", self.tr("Kind of income"), QComboBox())
        self.fill_kinds()
        self.assessed_on.edited.connect(self.fill_kinds)
        self.base = f.add_row(
            "base_rials", self.tr("Landlord's share or income (rials)"), NumberEdit("amount")
        )
        self.quantity = f.add_row(
            "quantity", self.tr("…or the share in kind: quantity"), NumberEdit("decimal")
        )
        self.unit = unit_row(self, self.tr("Unit"))
        self.commodity = commodity_row(self, self.tr("Crop"))
        self.farming = f.add_row(
            "farming", self.tr("Farming (where no custom sets the share)"), QComboBox()
        )
        self.farming.addItem("—", None)
        self.farming.addItem(self.tr("Irrigated"), "irrigated")
        self.farming.addItem(self.tr("Dry"), "dry")
        self.special = f.add_row(
            "special_contract",
            self.tr("Special contract"),
            QCheckBox(self.tr("A special landlord–farmer contract prevails (1334 arts. 26–27)")),
        )
        self.contract_ref = f.add_row(
            "contract_ref", self.tr("The contract's date or reference"), QLineEdit()
        )
        self.contract_ref.setEnabled(False)
        self.special.toggled.connect(self.contract_ref.setEnabled)
        self.farmers = f.add_row(
            "farmers", self.tr("Farmers who grew it (weight)"), QTableWidget(len(farmers), 2)
        )
        self.farmers.setHorizontalHeaderLabels([self.tr("Farmer"), self.tr("Weight")])
        self.farmers.verticalHeader().hide()
        self.farmers.setMinimumHeight(120)
        self.farmers.horizontalHeader().setStretchLastSection(True)
        self.farmers.setColumnWidth(0, 260)
        self.farmers.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.farmers.setItemDelegateForColumn(1, NumberDelegate("int", self.farmers))
        for i, (pid, name) in enumerate(farmers):
            item = QTableWidgetItem(name)
            item.setData(Qt.ItemDataRole.UserRole, pid)
            item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Unchecked)
            self.farmers.setItem(i, 0, item)
            self.farmers.setItem(i, 1, QTableWidgetItem(to_persian_digits("1")))
        self.outcome_label = wrapped_label("assessment_result")
        self.layout_.addWidget(self.outcome_label)
        self.finish(self.tr("Compute"))
        self.confirm_button = named_button(
            self.tr("Confirm as an obligation"), "confirm_assessment"
        )
        self.confirm_button.setEnabled(False)
        self.confirm_button.clicked.connect(self.confirm_obligation)
        self.due = self.date_row(
            "due_on", self.tr("Due on"), _dt.date.today() + _dt.timedelta(days=30)
        )
        self.buttons.addButton(self.confirm_button, self.buttons.ButtonRole.ActionRole)
        self.mark_clean()

    def fill_kinds(self) -> None:
        day = self.assessed_on.date_or_none() or _dt.date.today()
        self.kind.clear()
        try:
            kinds = funds.reports.income_kinds(self.ctx.db, on=day)
        except Exception:  # noqa: BLE001 - before the first law: the service says so on save
            kinds = {}
        for key, label in kinds.items():
            self.kind.addItem(label, key)

    def chosen_farmers(self) -> list[dict]:
        out = []
        for i in range(self.farmers.rowCount()):
            item, weight_item = self.farmers.item(i, 0), self.farmers.item(i, 1)
            if item is not None and item.checkState() == Qt.CheckState.Checked:
                weight = weight_item.text() if weight_item is not None else ""
                out.append(
                    {
                        "name": item.text(),
                        "person_id": item.data(Qt.ItemDataRole.UserRole),
                        "weight": weight,
                    }
                )
        return out

    def save(self) -> None:
        kwargs: dict[str, object] = {
            "village_id": self.village_id, "landlord_id": self.landlord.currentData(),
            "income_kind": self.kind.currentData(), "assessed_on": self.assessed_on.text(),
            "acting_as": self.acting.currentData(), "acting_person_id": self.acting_person.currentData(),
            "farming": self.farming.currentData(), "farmers": self.chosen_farmers(),
        }  # fmt: skip
        if self.special.isChecked():
            kwargs.update(special_contract=True, contract_ref=self.contract_ref.text())
        if self.quantity.text().strip():
            kwargs.update(quantity=self.quantity.text(), unit=self.unit.currentData(),
                          commodity=self.commodity.currentData())  # fmt: skip
        else:
            kwargs["base_rials"] = self.base.text()
        if not self.run(funds.assess, **kwargs):
            return
        assert self.change is not None
        self.assessment_id = self.change.id
        a = funds.get_assessment(self.ctx.db, self.assessment_id)
        parts = "، ".join(
            f"{x['name']}: {quantity_text(x['share_grams']) if a['base_grams'] else money(x['share_rials'])}"
            for x in a["farmers"]
        )
        self.outcome_label.setText(a["explanation"] + (f"\n{parts}" if parts else ""))
        self.confirm_button.setEnabled(True)

    def confirm_obligation(self) -> None:
        if self.assessment_id is None:
            return
        if self.run(
            funds.confirm_assessment, assessment_id=self.assessment_id, due_on=self.due.text()
        ):
            self.accept()
