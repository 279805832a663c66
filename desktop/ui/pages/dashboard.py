"""The dashboard: the office and the size of its registers at a glance."""

from __future__ import annotations

from PySide6.QtCore import QLocale
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QFormLayout, QGroupBox, QLabel, QVBoxLayout, QWidget

from desktop.jalali import format_jalali, jalali_year, today
from desktop.rules.timeline import governing_label_fa
from desktop.services import queries
from desktop.services.change import Change
from desktop.services.office import get_office
from desktop.store import backup
from desktop.text import to_persian_digits
from desktop.ui.context import AppContext
from desktop.ui.forms import ERROR_STYLE

STALE_BACKUP_DAYS = 7  # a last backup older than this is shown in red


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
            ("regime", self.tr("Law governing today's acts")),
        ):
            self.labels[key] = QLabel()
            self.office_form.addRow(text, self.labels[key])
        for key, text in (
            ("dehestans", self.tr("Dehestans")),
            ("villages", self.tr("Villages")),
            ("people", self.tr("People")),
            ("population", self.tr("Population of the villages")),
            ("letters_out", self.tr("Letters sent this year")),
            ("letters_in", self.tr("Letters received this year")),
            ("last_backup", self.tr("Last backup")),
        ):
            self.labels[key] = QLabel()
            self.counts_form.addRow(text, self.labels[key])
        ctx.changed.connect(self.on_change)
        self.refresh()

    def on_change(self, change: Change) -> None:
        if change.touches("settings", "dehestan", "village", "person", "letter"):
            self.refresh()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt naming
        self.show_last_backup()  # one may have been taken since (on a timer, or from Settings)
        super().showEvent(event)

    def refresh(self) -> None:
        office = get_office(self.ctx.db)
        self.title.setText(office.office_name if office else self.tr("Office not set up yet"))
        if office:
            self.labels["shahrestan"].setText(office.shahrestan)
            self.labels["bakhsh"].setText(office.bakhsh)
            self.labels["bakhshdar"].setText(office.bakhshdar)
        self.labels["regime"].setText(governing_label_fa(today()))
        locale = QLocale()
        for key, value in queries.counts(self.ctx.db).items():
            self.labels[key].setText(locale.toString(value))
        letters = queries.letters_in_year(self.ctx.db, jalali_year(today()))
        self.labels["letters_out"].setText(locale.toString(letters["out"]))
        self.labels["letters_in"].setText(locale.toString(letters["in"]))
        self.show_last_backup()

    def show_last_backup(self) -> None:
        label = self.labels["last_backup"]
        found = backup.list_backups(backup.folder_for(self.ctx.db, self.ctx.db_path))
        if not found:
            label.setText(self.tr("none yet"))
            label.setStyleSheet(ERROR_STYLE)
            return
        taken = found[0].taken
        label.setText(
            format_jalali(taken.date(), persian_digits=True)
            + " "
            + to_persian_digits(taken.strftime("%H:%M"))
        )
        stale = (today() - taken.date()).days > STALE_BACKUP_DAYS
        label.setStyleSheet(ERROR_STYLE if stale else "")


def create_page(ctx: AppContext) -> QWidget:
    return DashboardPage(ctx)
