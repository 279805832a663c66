"""Villages register: dehestans and their villages."""

from __future__ import annotations

from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QWidget

from desktop.domain.places import FARMING_TYPES, dang_fa
from desktop.services import places, queries
from desktop.services.change import Change
from desktop.ui.common.context import AppContext
from desktop.ui.common.dialogs import show_error
from desktop.ui.common.register_page import RegisterPage
from desktop.ui.common.table_model import Column, PagedTableModel
from desktop.ui.places.dehestans_dialog import DehestansDialog
from desktop.ui.places.village_form import VillageDialog


def _number(row: dict, key: str) -> str:
    return "" if row.get(key) is None else QLocale().toString(row[key])


class VillagesPage(RegisterPage):
    retire_service = staticmethod(places.retire_village)
    restore_service = staticmethod(places.restore_village)
    record_table = "village"
    import_kind = "villages"

    def __init__(self, ctx: AppContext) -> None:
        super().__init__(ctx)
        self.search.setPlaceholderText(self.tr("Search villages or dehestans…"))
        columns = [
            Column("name", self.tr("Village")),
            Column("dehestan", self.tr("Dehestan"), lambda r: r["dehestan_name"]),
            Column("population", self.tr("Population"), lambda r: _number(r, "population")),
            Column("households", self.tr("Households"), lambda r: _number(r, "households")),
            Column(
                "farming_type",
                self.tr("Farming"),
                lambda r: FARMING_TYPES[r["farming_type"]],
                sortable=False,
            ),
            Column(
                "kadkhoda", self.tr("Kadkhoda"), lambda r: r["kadkhoda_name"] or "", sortable=False
            ),
            Column(
                "landlords",
                self.tr("Landlord shares (dang)"),
                lambda r: dang_fa(r["landlord_millidang"]),
                sortable=False,
            ),
        ]
        self.attach(
            PagedTableModel(
                columns,
                lambda order, desc, limit, offset: queries.villages(
                    ctx.db, self.list_query(order, desc), limit=limit, offset=offset
                ),
                lambda: (queries.villages_count(ctx.db, self.list_query("id", False)), True),
            )
        )
        ctx.changed.connect(self.on_change)

    def extra_buttons(self, bar: QHBoxLayout) -> None:
        self.dehestans_button = QPushButton(self.tr("Dehestans…"))
        self.dehestans_button.clicked.connect(self.manage_dehestans)
        bar.addWidget(self.dehestans_button)

    def on_change(self, change: Change) -> None:
        if change.touches("dehestan"):
            self.fill_dehestans()
        if change.touches("dehestan", "village", "person_role"):
            self.reload()

    def manage_dehestans(self) -> None:
        DehestansDialog(self.ctx, parent=self).exec()

    def add(self) -> None:
        if not queries.dehestans(self.ctx.db):
            show_error(self, self.tr("Add a dehestan first (the Dehestans… button)."))
            return
        dialog = VillageDialog(self.ctx, parent=self)
        current = self.dehestan_filter.currentData()
        if current is not None:
            dialog.dehestan.setCurrentIndex(dialog.dehestan.findData(current))
        dialog.exec()

    def edit(self) -> None:
        village_id = self.selected_id()
        if village_id is not None:
            VillageDialog(self.ctx, village_id, parent=self).exec()

    def document_target(self) -> tuple[int | None, int | None]:
        return self.selected_id(), None

    def retire_question(self) -> str:
        return self.tr("Retire this village? It stays in the records but leaves the lists.")


def create_page(ctx: AppContext) -> QWidget:
    return VillagesPage(ctx)
