"""The office's own details: asked once at first run, editable later in settings."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer
from PySide6.QtGui import QPaintEvent
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

from desktop.ui.common.forms import FieldForm, GuardedDialog, size_to_content
from desktop.ui.common.widgets import ok_cancel

if TYPE_CHECKING:
    from desktop.ui.common.context import AppContext, Outcome


def law_note_fa() -> str:
    """The periods of the farmers' law, one a line (from the law's timeline)."""
    from desktop.rules.timeline import FARMERS, spans

    return "\n".join(f"{s.label_fa}: {s.text_fa()}" for s in spans(FARMERS))


class OfficeForm(FieldForm):
    """The office's details. Built with ``ctx=None`` (a new file's set-up, shown before the file
    is created) it reads nothing until ``attach`` gives it the opened office."""

    def __init__(self, ctx: AppContext | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.office_name = self.add_row("office_name", self.tr("Office name"), QLineEdit())
        self.shahrestan = self.add_row("shahrestan", self.tr("Shahrestan"), QLineEdit())
        self.bakhsh = self.add_row("bakhsh", self.tr("Bakhsh"), QLineEdit())
        self.bakhshdar = self.add_row("bakhshdar", self.tr("Bakhshdar"), QLineEdit())
        # The law is not chosen here: each record follows the law in force on its own date.
        self.law_note = QLabel(
            self.tr("Not chosen here: each record is governed by the law in force on its own date.")
        )
        self.law_note.setWordWrap(True)
        self.add_row("law", self.tr("The law"), self.law_note)
        if ctx is not None:
            self.attach(ctx)

    def attach(self, ctx: AppContext) -> None:
        """Read the office's file and the law's periods (the rules core and the store, which a
        new file's set-up dialog is shown without)."""
        self.ctx = ctx
        self.law_note.setText(self.law_note.text() + "\n" + law_note_fa())
        self.load()

    def load(self) -> None:
        if self.ctx is None:
            return
        from desktop.services.office import get_office

        office = get_office(self.ctx.db)
        if office:
            self.office_name.setText(office.office_name)
            self.shahrestan.setText(office.shahrestan)
            self.bakhsh.setText(office.bakhsh)
            self.bakhshdar.setText(office.bakhshdar)

    def save(self) -> Outcome:
        from desktop.services.office import save_office

        assert self.ctx is not None, "attach the office before saving it"
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
    """First run: the office sets itself up once before anything else.

    With ``ctx=None`` and ``open_office`` (a file not yet created) the dialog is shown first, and
    the file is created and migrated by ``open_office`` once it has been painted, while the clerk
    reads it (the keys typed meanwhile wait in Qt's queue); if that fails (``open_office``
    returns None, having said why, or raises: ``open_error``) the dialog closes, rejected, with
    ``ctx`` still None."""

    def __init__(
        self,
        ctx: AppContext | None,
        parent: QWidget | None = None,
        *,
        open_office: Callable[[], AppContext | None] | None = None,
    ) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self._open_office = open_office if ctx is None else None
        self.open_failed = False
        self.open_error: BaseException | None = None  # raised by ``open_office``
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
        # as tall as its rows: it grows when the law's periods, read once a new file's dialog
        # has been painted, are written under «قانون»
        size_to_content(self, 460)
        self.mark_clean()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt naming
        super().paintEvent(event)
        if self._open_office is not None:
            QTimer.singleShot(0, self.open_office)

    def open_office(self) -> AppContext | None:
        """The office, opened (created and migrated) by ``open_office`` if not yet."""
        if self.ctx is None and self._open_office is not None:
            opener, self._open_office = self._open_office, None
            try:
                ctx = opener()
            except BaseException as e:  # noqa: BLE001 - run from Qt's loop: kept for the caller
                self.open_error = e
                ctx = None
            if ctx is None:
                self.open_failed = True
                self.done(self.DialogCode.Rejected)
                return None
            self.ctx = ctx
            self.form.attach(ctx)
        return self.ctx

    def accept_if_valid(self) -> None:
        if self.open_office() is not None and self.form.save().ok:
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
