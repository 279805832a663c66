"""Import people or villages from CSV/XLSX: choose the file, map its columns, preview every bad
row with its reason, and only then import (all good rows in one transaction). Escape asks before
dropping a mapping the clerk changed; Enter and Ctrl+S import once the preview allows it."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QProgressDialog,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from desktop.domain.errors import PermissionDenied
from desktop.services import exchange
from desktop.text import to_persian_digits
from desktop.ui.common.choices import choice_box, refill
from desktop.ui.common.context import AppContext
from desktop.ui.common.files import open_path
from desktop.ui.common.forms import ERROR_STYLE, GuardedDialog
from desktop.ui.common.widgets import wrapped_label

ENCODINGS = (None, "utf-8", "cp1256")


class ImportDialog(GuardedDialog):
    def __init__(self, ctx: AppContext, kind: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.kind = kind
        self.table: exchange.RawTable | None = None
        self.path: Path | None = None
        self.preview: exchange.Preview | None = None
        self.setWindowTitle(
            self.tr("Import people") if kind == "people" else self.tr("Import villages")
        )
        self.resize(900, 640)
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        self.choose_button = QPushButton(self.tr("Choose file…"))
        self.file_label = QLabel(self.tr("No file chosen (CSV or Excel)."))
        self.encoding = choice_box(
            "encoding",
            zip(
                (self.tr("Detect encoding"), "UTF-8", self.tr("Windows-1256 (Arabic)")),
                ENCODINGS,
                strict=True,
            ),
        )
        top.addWidget(self.choose_button)
        top.addWidget(self.file_label, 1)
        top.addWidget(self.encoding)
        layout.addLayout(top)
        self.mapping_form = QFormLayout()
        self.mapping: dict[str, QComboBox] = {}
        for key, title in exchange.TARGETS[kind].items():
            combo = choice_box(f"map_{key}")
            self.mapping[key] = combo
            self.mapping_form.addRow(title, combo)
        layout.addLayout(self.mapping_form)
        self.preview_button = QPushButton(self.tr("Preview"))
        self.summary = wrapped_label("summary")
        row = QHBoxLayout()
        row.addWidget(self.preview_button)
        row.addWidget(self.summary, 1)
        layout.addLayout(row)
        self.bad = QTableWidget(0, 2)
        self.bad.setObjectName("bad_rows")
        self.bad.setHorizontalHeaderLabels([self.tr("Line"), self.tr("Why it is refused")])
        self.bad.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.bad.verticalHeader().hide()
        self.bad.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        layout.addWidget(self.bad, 1)
        self.error = QLabel()
        self.error.setStyleSheet(ERROR_STYLE)
        self.error.setWordWrap(True)
        layout.addWidget(self.error)
        buttons = QHBoxLayout()
        self.import_button = QPushButton(self.tr("Import the good rows"))
        self.import_button.setEnabled(False)
        self.import_button.setDefault(True)
        self.cancel_button = QPushButton(self.tr("Cancel"))
        buttons.addStretch(1)
        buttons.addWidget(self.import_button)
        buttons.addWidget(self.cancel_button)
        layout.addLayout(buttons)
        self.choose_button.clicked.connect(self.choose)
        self.encoding.currentIndexChanged.connect(
            lambda _i: self.path and self.load_file(self.path)
        )
        self.preview_button.clicked.connect(self.run_preview)
        self.import_button.clicked.connect(self.run_import)
        self.cancel_button.clicked.connect(self.reject)
        for combo in self.mapping.values():
            combo.currentIndexChanged.connect(lambda _i: self._stale())
        self.mark_clean()

    def choose(self) -> None:
        chosen = open_path(self, self.tr("Choose file"), self.tr("Lists (*.csv *.xlsx *.txt)"))
        if chosen:
            self.load_file(Path(chosen))

    def load_file(self, path: Path) -> bool:
        self.path = Path(path)
        self._stale()
        try:
            self.table = exchange.read_table(self.path, encoding=self.encoding.currentData())
        except exchange.ExchangeError as e:
            self.table = None
            self.error.setText(e.message_fa)
            return False
        self.error.clear()
        count = to_persian_digits(str(len(self.table.rows)))
        self.file_label.setText(
            self.tr("%1: %2 rows").replace("%1", self.path.name).replace("%2", count)
        )
        guessed = exchange.guess_mapping(self.kind, self.table.headers)
        columns = [(header or f"#{i + 1}", i) for i, header in enumerate(self.table.headers)]
        for key, combo in self.mapping.items():
            refill(combo, [(self.tr("(not imported)"), None), *columns], guessed.get(key))
        self.mark_clean()  # the guessed mapping is the program's, not the clerk's, work
        return True

    def _stale(self) -> None:
        self.preview = None
        self.import_button.setEnabled(False)
        self.import_button.setDefault(True)

    def current_mapping(self) -> dict[str, int | None]:
        return {key: combo.currentData() for key, combo in self.mapping.items()}

    def run_preview(self) -> exchange.Preview | None:
        if self.table is None:
            self.error.setText(self.tr("Choose a file first."))
            return None
        if self.ctx.read_only:
            self.error.setText(self.tr("The database is open read-only."))
            return None
        try:
            preview = exchange.preview_import(
                self.ctx.db, self.kind, self.table, self.current_mapping(),
                source=self.path.name if self.path else "",
                progress=self._progress(self.tr("Checking the rows…")),
            )  # fmt: skip
        except PermissionDenied as e:
            self.error.setText(e.message_fa)
            return None
        except exchange.ImportCancelled:
            self.error.setText(self.tr("Cancelled; nothing was imported."))
            return None
        finally:
            self._close_progress()
        self.error.clear()
        self.preview = preview
        self.summary.setText(
            self.tr("%1 rows can be imported; %2 rows are refused and will not be imported.")
            .replace("%1", to_persian_digits(str(len(preview.good))))
            .replace("%2", to_persian_digits(str(len(preview.bad))))
        )
        self.bad.setRowCount(len(preview.bad))
        for i, bad in enumerate(preview.bad):
            self.bad.setItem(i, 0, QTableWidgetItem(to_persian_digits(str(bad.line))))
            self.bad.setItem(i, 1, QTableWidgetItem(bad.reason))
        self.import_button.setEnabled(bool(preview.good))
        return preview

    def _progress(self, label: str) -> exchange.Progress:
        """A progress dialog with Cancel, shown once work takes more than a moment."""
        dialog = QProgressDialog(label, self.tr("Cancel"), 0, 100, self)
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.setMinimumDuration(500)
        self.progress_dialog: QProgressDialog | None = dialog

        def report(done: int, total: int) -> bool:
            dialog.setMaximum(max(total, 1))
            dialog.setValue(done)
            QApplication.processEvents()
            return not dialog.wasCanceled()

        return report

    def _close_progress(self) -> None:
        dialog = getattr(self, "progress_dialog", None)
        if dialog is not None:
            dialog.reset()
            dialog.deleteLater()
            self.progress_dialog = None

    def run_import(self) -> bool:
        if self.preview is None:
            return False
        try:
            outcome = self.ctx.run(
                exchange.apply_import, self.preview, progress=self._progress(self.tr("Importing…"))
            )
        except exchange.ImportCancelled:
            self.error.setText(self.tr("Cancelled; nothing was imported."))
            return False
        finally:
            self._close_progress()
        if not outcome.ok:
            self.error.setText("\n".join((outcome.errors or {}).values()))
            self._stale()
            return False
        self.accept()
        return True
