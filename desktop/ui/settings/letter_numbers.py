"""Settings group: how register numbers are written (series letter, prefix, year), once for all."""

from __future__ import annotations

from PySide6.QtWidgets import QCheckBox, QGroupBox, QLabel, QLineEdit, QPushButton, QVBoxLayout

from desktop.domain.letter_numbers import NumberFormat
from desktop.jalali import jalali_year, today
from desktop.services.letter_numbers import get_number_format, save_number_format
from desktop.ui.common.context import AppContext
from desktop.ui.common.forms import FieldForm


class NumberFormatGroup(QGroupBox):
    def __init__(self, ctx: AppContext) -> None:
        super().__init__(self.tr("Register numbers"))
        self.setObjectName("number_format")
        self.ctx = ctx
        layout = QVBoxLayout(self)
        note = QLabel(
            self.tr(
                "How every number of the register is written, on screen and on paper. Letters "
                "already issued keep the number they were printed with."
            )
        )
        note.setWordWrap(True)
        layout.addWidget(note)
        self.form = f = FieldForm(scroll=False)
        self.prefix = f.add_row("prefix", self.tr("Prefix (the office's code)"), QLineEdit())
        self.out_series = f.add_row(
            "out_series", self.tr("Series of outgoing letters"), QLineEdit()
        )
        self.in_series = f.add_row("in_series", self.tr("Series of incoming letters"), QLineEdit())
        self.with_year = f.add_row(
            "with_year", self.tr("Year"), QCheckBox(self.tr("Write the year"))
        )
        layout.addWidget(f)
        self.example = QLabel()
        self.example.setObjectName("number_example")
        layout.addWidget(self.example)
        self.save_button = QPushButton(self.tr("Save the number format"))
        self.save_button.clicked.connect(self.save)
        layout.addWidget(self.save_button)
        self.status = QLabel()
        layout.addWidget(self.status)
        fmt = get_number_format(ctx.db)
        self.prefix.setText(fmt.prefix)
        self.out_series.setText(fmt.out_series)
        self.in_series.setText(fmt.in_series)
        self.with_year.setChecked(fmt.with_year)
        for edit in (self.prefix, self.out_series, self.in_series):
            edit.textChanged.connect(lambda _t: self.show_example())
        self.with_year.toggled.connect(lambda _b: self.show_example())
        self.show_example()

    def typed(self) -> NumberFormat:
        return NumberFormat(
            self.prefix.text().strip(),
            self.out_series.text().strip(),
            self.in_series.text().strip(),
            self.with_year.isChecked(),
        )

    def show_example(self) -> None:
        fmt = self.typed()
        year = jalali_year(today())
        self.example.setText(
            self.tr("Outgoing: %1   Incoming: %2")
            .replace("%1", fmt.text("out", 7, year))
            .replace("%2", fmt.text("in", 3, year))
        )

    def save(self) -> None:
        fmt = self.typed()
        outcome = self.ctx.run(
            save_number_format, prefix=fmt.prefix, out_series=fmt.out_series,
            in_series=fmt.in_series, with_year=fmt.with_year,
        )  # fmt: skip
        if outcome.ok:
            self.form.clear_errors()
            self.status.setText(self.tr("Saved."))
        else:
            self.form.show_errors(outcome.errors or {})
            self.status.clear()
