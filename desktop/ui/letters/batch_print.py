"""Batch printing: the same document to every person of a role in a village, or to every village
(a village's document), one number each.

The batch runs one letter per event-loop turn, so the progress bar moves and Cancel works;
every letter issued before Cancel is complete and registered, none is half-issued.
"""

from __future__ import annotations

from collections.abc import Generator
from pathlib import Path

from PySide6.QtCore import QLocale, QTimer
from PySide6.QtWidgets import (
    QFormLayout,
    QHBoxLayout,
    QLineEdit,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from desktop.domain.errors import ValidationError
from desktop.domain.people import ROLES
from desktop.printing import registry
from desktop.services import documents, letters, queries
from desktop.services.change import Change
from desktop.text import to_persian_digits
from desktop.ui.common import dialogs
from desktop.ui.common.choices import choice_box
from desktop.ui.common.context import AppContext
from desktop.ui.common.files import folder_path
from desktop.ui.common.forms import GuardedDialog
from desktop.ui.common.widgets import button_row, named_button, wrapped_label
from desktop.ui.documents.document_fields import DocumentFields


class BatchPrintDialog(GuardedDialog):
    def __init__(
        self,
        ctx: AppContext,
        parent: QWidget | None = None,
        *,
        template_key: str | None = None,
        village_id: int | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("BatchPrintDialog")
        self.setWindowTitle(self.tr("Batch printing"))
        self.ctx = ctx
        self.steps: Generator[letters.BatchStep, None, None] | None = None
        self.at_commit = True
        self.issued: list[int] = []
        self.failed: list[str] = []
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.template = choice_box(
            "template",
            (
                (t.title, t.key)
                for t in registry.all_templates()
                if t.batch_table in ("person", "village")
            ),
            chosen=template_key,
        )
        form.addRow(self.tr("Document"), self.template)
        self.village = choice_box(
            "village",
            ((v["name"], v["id"]) for v in queries.village_choices(ctx.db)),
            chosen=village_id,
        )
        form.addRow(self.tr("Village"), self.village)
        self.role = choice_box("role", ((t, k) for k, t in ROLES.items()), chosen="farmer")
        form.addRow(self.tr("Everyone who is"), self.role)
        folder_row = QHBoxLayout()
        self.folder = QLineEdit()
        self.folder.setObjectName("folder")
        browse = QPushButton(self.tr("Choose…"))
        browse.clicked.connect(self.choose_folder)
        folder_row.addWidget(self.folder, 1)
        folder_row.addWidget(browse)
        form.addRow(self.tr("Folder for the PDF documents"), folder_row)
        layout.addLayout(form)
        # the document's parts, typed once for everyone (a notice's sum, a session's date…)
        self.fields_slot = QVBoxLayout()
        layout.addLayout(self.fields_slot, 1)
        self.fields: DocumentFields | None = None
        self.template.currentIndexChanged.connect(lambda _i: self.show_fields())
        self.show_fields()
        self.progress = QProgressBar()
        self.progress.setObjectName("progress")
        layout.addWidget(self.progress)
        self.summary = wrapped_label("summary")
        layout.addWidget(self.summary)
        self.start_button = named_button(self.tr("Start"), "start_button")
        self.cancel_button = named_button(self.tr("Cancel"), "cancel_button")
        self.cancel_button.setEnabled(False)
        close = QPushButton(self.tr("Close"))
        buttons = button_row(self.start_button, self.cancel_button)
        buttons.addWidget(close)
        layout.addLayout(buttons)
        self.start_button.clicked.connect(self.start)
        self.cancel_button.clicked.connect(self.cancel)
        close.clicked.connect(self.close_batch)
        self.mark_clean()

    def choose_folder(self) -> None:
        path = folder_path(self, self.tr("Folder for the PDF documents"))
        if path:
            self.folder.setText(path)

    def batch_table(self) -> str:
        key = self.template.currentData()
        return registry.get(key).batch_table if key is not None else ""

    def record_ids(self) -> list[int]:
        if self.batch_table() == "village":  # a village's document: one for every village
            return [self.village.itemData(i) for i in range(self.village.count())]
        village_id = self.village.currentData()
        return (
            []
            if village_id is None
            else letters.farmers_of(self.ctx.db, village_id, self.role.currentData())
        )

    def show_fields(self) -> None:
        if self.fields is not None:
            self.fields.setParent(None)
            self.fields.deleteLater()
            self.fields = None
        key = self.template.currentData()
        per_person = self.batch_table() == "person"
        self.village.setEnabled(per_person)
        self.role.setEnabled(per_person)
        if key is None:
            return
        ids = self.record_ids()
        start = documents.prefill(self.ctx.db, key, ids[0]) if ids else {}
        self.fields = DocumentFields(registry.get(key), start)
        self.fields.setObjectName("document_fields")
        self.fields_slot.addWidget(self.fields)

    def start(self) -> None:
        ids = self.record_ids()
        folder = self.folder.text().strip()
        params: dict[str, object] = {}
        if self.fields is not None:
            params, errors = self.fields.check()
            self.fields.show_field_errors(errors, focus=True)
            if errors:
                return
        if not ids:
            self.summary.setText(self.tr("Nobody in this village holds that role."))
            return
        if not folder:
            self.summary.setText(self.tr("Choose a folder for the PDFs."))
            return
        if self.ctx.read_only:
            self.summary.setText(self.tr("The database is open read-only."))
            return
        # each paper takes the register's next number for good (a number is never taken back,
        # only cancelled): the clerk is asked first, told how many and which paper
        consequence = (
            self.tr(
                "%1 documents «%2» are issued, each with the next number of the register and "
                "its PDF in the folder. A number once taken is never taken back; it can only be "
                "cancelled."
            )
            .replace("%1", to_persian_digits(str(len(ids))))
            .replace("%2", self.template.currentText())
        )
        if not dialogs.confirm_act(self, consequence, self.tr("&Issue them")):
            return
        try:
            Path(folder).mkdir(parents=True, exist_ok=True)
            self.steps = letters.issue_batch(
                self.ctx.db,
                template_key=self.template.currentData(),
                record_ids=ids,
                out_dir=folder,
                params=params,
                per_commit=letters.per_commit_for(len(ids)),  # a cancel ends its transaction
            )
        except ValidationError as e:
            self.summary.setText("\n".join(e.errors.values()))
            return
        except OSError as e:
            self.summary.setText(str(e))
            return
        self.issued, self.failed = [], []
        self.at_commit = True
        self.progress.setRange(0, len(ids))
        self.progress.setValue(0)
        self.start_button.setEnabled(False)
        self.cancel_button.setEnabled(True)
        QTimer.singleShot(0, self.step)

    def step(self) -> None:
        if self.steps is None:
            return
        try:
            step = next(self.steps)
        except StopIteration:
            self.finish(cancelled=False)
            return
        except ValidationError as e:
            self.failed.append("\n".join(e.errors.values()))
            self.finish(cancelled=True)
            return
        self.take(step)
        QTimer.singleShot(0, self.step)

    def take(self, step: letters.BatchStep) -> None:
        self.at_commit = step.committed
        if step.letter_id is not None:
            self.issued.append(step.letter_id)
        else:
            self.failed.append(step.error or "")
        self.progress.setValue(step.done)
        self.summary.setText(
            self.tr("%1 of %2 issued")
            .replace("%1", str(len(self.issued)))
            .replace("%2", str(step.total))
        )

    def cancel(self) -> None:
        if self.steps is None:
            return
        while not self.at_commit:  # the rest of a transaction is issued: told, not lost
            try:
                self.take(next(self.steps))
            except StopIteration:
                break
        self.finish(cancelled=True)

    def finish(self, *, cancelled: bool) -> None:
        if self.steps is not None:
            self.steps.close()
        self.steps = None
        self.start_button.setEnabled(True)
        self.cancel_button.setEnabled(False)
        text = (
            self.tr("Cancelled: %1 letters issued.")
            if cancelled
            else self.tr("Done: %1 letters issued.")
        )
        text = text.replace("%1", QLocale().toString(len(self.issued)))
        if self.failed:
            text += (
                "\n"
                + self.tr("Not issued: %1").replace("%1", QLocale().toString(len(self.failed)))
                + "\n"
                + self.failed[0]
            )
        self.summary.setText(text)
        if self.issued:
            self.ctx.changed.emit(Change.of("letter", ids=self.issued))

    def close_batch(self) -> None:
        self.cancel()
        self.accept()
