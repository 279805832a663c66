"""The dashboard: the office and the size of its registers at a glance."""

from __future__ import annotations

from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QFormLayout, QGroupBox, QLabel, QVBoxLayout, QWidget

from desktop.services import queries
from desktop.services.change import Change
from desktop.services.office import REGIMES, get_office
from desktop.ui.context import AppContext


class DashboardPage(QWidget):
    def __init__(self, ctx: AppContext) -> None:
        super().__init__()
        self.ctx = ctx
        layout = QVBoxLayout(self)
        self.title = QLabel()
        self.title.setObjectName("dashboardTitle")
        font = self.title.font()
        font.setPointSize(font.pointSize() + 6)
        font.setBold(True)
        self.title.setFont(font)
        layout.addWidget(self.title)
        office_box = QGroupBox(self.tr("Office"))
        self.office_form = QFormLayout(office_box)
        self.office_form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        layout.addWidget(office_box)
        counts_box = QGroupBox(self.tr("Registers"))
        self.counts_form = QFormLayout(counts_box)
        self.counts_form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        layout.addWidget(counts_box)
        layout.addStretch(1)
        self.labels: dict[str, QLabel] = {}
        for key, text in (
            ("shahrestan", self.tr("Shahrestan")),
            ("bakhsh", self.tr("Bakhsh")),
            ("bakhshdar", self.tr("Bakhshdar")),
            ("regime", self.tr("Regime in force")),
        ):
            self.labels[key] = QLabel()
            self.office_form.addRow(text, self.labels[key])
        for key, text in (
            ("dehestans", self.tr("Dehestans")),
            ("villages", self.tr("Villages")),
            ("people", self.tr("People")),
            ("population", self.tr("Population of the villages")),
        ):
            self.labels[key] = QLabel()
            self.counts_form.addRow(text, self.labels[key])
        ctx.changed.connect(self.on_change)
        self.refresh()

    def on_change(self, change: Change) -> None:
        if change.touches("settings", "dehestan", "village", "person"):
            self.refresh()

    def refresh(self) -> None:
        office = get_office(self.ctx.db)
        self.title.setText(office.office_name if office else self.tr("Office not set up yet"))
        if office:
            self.labels["shahrestan"].setText(office.shahrestan)
            self.labels["bakhsh"].setText(office.bakhsh)
            self.labels["bakhshdar"].setText(office.bakhshdar)
            self.labels["regime"].setText(REGIMES[office.regime])
        locale = QLocale()
        for key, value in queries.counts(self.ctx.db).items():
            self.labels[key].setText(locale.toString(value))


def create_page(ctx: AppContext) -> QWidget:
    return DashboardPage(ctx)
