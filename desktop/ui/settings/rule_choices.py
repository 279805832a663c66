"""Settings group: how the office reads the statutes where they are ambiguous."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGroupBox,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
)

from desktop.jalali import format_jalali
from desktop.services.rule_choices import get_rule_choices, save_rule_choices
from desktop.ui.common.context import AppContext
from desktop.ui.common.date_edit import JalaliDateEdit
from desktop.ui.common.forms import FieldForm
from desktop.ui.common.number_edit import right_aligned


class RuleChoicesGroup(QGroupBox):
    def __init__(self, ctx: AppContext) -> None:
        super().__init__(self.tr("Readings of the law where it is ambiguous"))
        self.ctx = ctx
        layout = QVBoxLayout(self)
        note = QLabel(
            self.tr(
                "Each computed figure prints the reading it used; changing a reading does not "
                "change records already computed."
            )
        )
        note.setWordWrap(True)
        layout.addWidget(note)
        self.form = f = FieldForm()
        self.reading_1334_m3 = f.add_row(
            "reading_1334_m3", self.tr("1334 art. 3, the landlord's “5 /0” percent"), QComboBox()
        )
        self.reading_1334_m3.addItem(self.tr("2.5 percent (half of the added 5)"), "2.5")
        self.reading_1334_m3.addItem(self.tr("0.5 percent (as printed)"), "0.5")
        self.wage_days = f.add_row(
            "wage_days_per_month",
            self.tr("Days in a month of wages (dismissal)"),
            right_aligned(QSpinBox()),
        )
        self.wage_days.setRange(28, 31)
        self.moves = f.add_row(
            "deadline_moves_to_working_day",
            self.tr("Deadlines"),
            QCheckBox(
                self.tr("A deadline falling on a Friday or holiday moves to the next working day")
            ),
        )
        self.holidays = f.add_row(
            "holidays", self.tr("Holidays (one Jalali date a line)"), QPlainTextEdit()
        )
        self.holidays.setMaximumHeight(80)
        self.pump = f.add_row(
            "pump_water_without_sharecropper",
            self.tr("Pump water, no sharecropper (supp. art. 1 note 3)"),
            QComboBox(),
        )
        self.pump.addItem(self.tr("The 10 percent goes to the fund"), "fund")
        self.pump.addItem(self.tr("Nothing is taken"), "not_taken")
        # 1339 arts. 2 notes 1-2, 3 items 3 and 6, 4 (last paragraph), 10 note 2, 12 and 15 run
        # from this day; the statute does not give it, so the office enters its reading here.
        self.presented = f.add_row(
            "land_bill_presented_on",
            self.tr("Day the land-reform bill was presented to the Majlis (not in the statute)"),
            JalaliDateEdit(),
        )
        layout.addWidget(f)
        self.save_button = QPushButton(self.tr("Save readings"))
        self.save_button.clicked.connect(self.save)
        self.status = QLabel()
        layout.addWidget(self.save_button)
        layout.addWidget(self.status)
        self.load()

    def load(self) -> None:
        c = get_rule_choices(self.ctx.db)
        self.reading_1334_m3.setCurrentIndex(self.reading_1334_m3.findData(c.reading_1334_m3))
        self.wage_days.setValue(c.wage_days_per_month)
        self.moves.setChecked(c.deadline_moves_to_working_day)
        self.holidays.setPlainText(
            "\n".join(format_jalali(h, persian_digits=True) for h in c.holidays)
        )
        self.pump.setCurrentIndex(self.pump.findData(c.pump_water_without_sharecropper))
        self.presented.set_date(c.land_bill_presented_on)

    def save(self) -> None:
        outcome = self.ctx.run(
            save_rule_choices,
            reading_1334_m3=self.reading_1334_m3.currentData(),
            wage_days_per_month=self.wage_days.value(),
            deadline_moves_to_working_day=self.moves.isChecked(),
            holidays=self.holidays.toPlainText().splitlines(),
            pump_water_without_sharecropper=self.pump.currentData(),
            land_bill_presented_on=self.presented.text(),  # "" clears the reading
        )
        if outcome.ok:
            self.form.clear_errors()
            self.status.setText(self.tr("Saved."))
        else:
            self.status.clear()
            self.form.show_errors(outcome.errors or {})
