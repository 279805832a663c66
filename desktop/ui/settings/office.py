"""The office's own details: asked once at first run, editable later in settings."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QGroupBox,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from desktop.rules.timeline import FARMERS, spans
from desktop.services.office import get_office, save_office
from desktop.ui.common.context import AppContext, Outcome
from desktop.ui.common.forms import FieldForm, GuardedDialog
from desktop.ui.common.widgets import ok_cancel


class OfficeForm(FieldForm):
    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.office_name = self.add_row("office_name", self.tr("Office name"), QLineEdit())
        self.shahrestan = self.add_row("shahrestan", self.tr("Shahrestan"), QLineEdit())
        self.bakhsh = self.add_row("bakhsh", self.tr("Bakhsh"), QLineEdit())
        self.bakhshdar = self.add_row("bakhshdar", self.tr("Bakhshdar"), QLineEdit())
        # The law is not chosen here: each record follows the law in force on its own date.
        self.law_note = QLabel(
            self.tr("Not chosen here: each record is governed by the law in force on its own date.")
            + "\n"
            + "\n".join(f"{s.label_fa}: {s.text_fa()}" for s in spans(FARMERS))
        )
        self.law_note.setWordWrap(True)
        self.add_row("law", self.tr("The law"), self.law_note)
        self.load()

    def load(self) -> None:
        office = get_office(self.ctx.db)
        if office:
            self.office_name.setText(office.office_name)
            self.shahrestan.setText(office.shahrestan)
            self.bakhsh.setText(office.bakhsh)
            self.bakhshdar.setText(office.bakhshdar)

    def save(self) -> Outcome:
        outcome = self.ctx.run(
            save_office,
            office_name=self.office_name.text(),
            shahrestan=self.shahrestan.text(),
            bakhsh=self.bakhsh.text(),
            bakhshdar=self.bakhshdar.text(),
        )
        if outcome.ok:
            self.clear_errors()
        else:
            self.show_errors(outcome.errors or {})
        return outcome


class SetupDialog(GuardedDialog):
    """First run: the office sets itself up once before anything else."""

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Set up the office"))
        layout = QVBoxLayout(self)
        intro = QLabel(
            self.tr(
                "Welcome. Enter the office's details once; they appear on every document and "
                "can be changed later in Settings."
            )
        )
        intro.setWordWrap(True)
        layout.addWidget(intro)
        self.form = OfficeForm(ctx)
        layout.addWidget(self.form)
        layout.addWidget(ok_cancel(self, self.accept_if_valid, self.tr("Save"), self.tr("Cancel")))
        self.mark_clean()

    def accept_if_valid(self) -> None:
        if self.form.save().ok:
            self.accept()


class SettingsPage(QTabWidget):
    """Settings in sections, one tab each: the office's details, then one per concern (register
    numbers, the law's readings, safety…). Each tab scrolls on its own."""

    def __init__(self, ctx: AppContext, groups: list[QWidget] | None = None) -> None:
        super().__init__()
        self.setObjectName("settings_tabs")
        office = QGroupBox(self.tr("Office details"))
        office_layout = QVBoxLayout(office)
        self.form = OfficeForm(ctx)
        office_layout.addWidget(self.form)
        self.save_button = QPushButton(self.tr("Save settings"))
        self.save_button.clicked.connect(self.save)
        self.status = QLabel()
        office_layout.addWidget(self.save_button)
        office_layout.addWidget(self.status)
        self.add_section(office, self.tr("Office"))
        for group in groups or []:
            title = group.title() if isinstance(group, QGroupBox) else group.windowTitle()
            self.add_section(group, title)

    def add_section(self, widget: QWidget, title: str) -> None:
        area = QScrollArea()
        area.setWidgetResizable(True)
        inner = QWidget()
        layout = QVBoxLayout(inner)
        layout.addWidget(widget)
        layout.addStretch(1)
        area.setWidget(inner)
        self.addTab(area, title)

    def save(self) -> None:
        ok = self.form.save().ok
        self.status.setText(self.tr("Saved.") if ok else "")
