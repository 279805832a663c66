"""What every land-reform tab shares: a button bar with keyboard shortcuts, dialogs opened
window-modal, previews of documents pre-filled from the record."""

from __future__ import annotations

from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QDialog, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from desktop.services import documents
from desktop.ui.common.context import AppContext
from desktop.ui.common.dialogs import show_error
from desktop.ui.documents.print_preview import PrintPreviewDialog, preview_document


class Tab(QWidget):
    def __init__(self, ctx: AppContext) -> None:
        super().__init__()
        self.ctx = ctx
        self.layout_ = QVBoxLayout(self)
        self.bar = QHBoxLayout()
        self.layout_.addLayout(self.bar)
        self.dialog: QDialog | None = None
        self.preview: PrintPreviewDialog | None = None

    def button(self, name: str, text: str, slot: object, shortcut: str = "") -> QPushButton:
        b = QPushButton(text)
        b.setObjectName(name)
        b.clicked.connect(slot)
        if shortcut:  # beside the button's access key (its own shortcut), not instead of it
            QShortcut(QKeySequence(shortcut), b).activated.connect(b.animateClick)
            b.setToolTip(QKeySequence(shortcut).toString(QKeySequence.SequenceFormat.NativeText))
        self.bar.addWidget(b)
        return b

    def explanation(self) -> QLabel:
        label = QLabel()
        label.setWordWrap(True)
        label.setObjectName("explanation")
        return label

    def open_dialog(self, dialog: QDialog) -> QDialog:
        """Window-modal, not blocking: the change notice refreshes the lists when it saves."""
        self.dialog = dialog
        dialog.open()
        return dialog

    def print_document(self, key: str, record_id: int | None, nothing: str) -> None:
        if record_id is None:
            show_error(self, nothing)
            return
        params = documents.prefill(self.ctx.db, key, record_id)
        self.preview = preview_document(self.ctx, self, key, record_id, params)

    def refresh(self) -> None:
        raise NotImplementedError
