"""What every land-reform tab shares: a button bar with keyboard shortcuts, dialogs opened
window-modal, previews of documents pre-filled from the record."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from desktop.services import documents
from desktop.ui.common.context import AppContext
from desktop.ui.common.dialogs import show_error
from desktop.ui.common.widgets import wrapped_label
from desktop.ui.documents.print_preview import PrintPreviewDialog, preview_document
from desktop.ui.land_reform.records import RecordList


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
        return wrapped_label("explanation")

    def master_detail(
        self,
        master: RecordList,
        show: Callable[[dict], None],
        detail: RecordList | None = None,
        *,
        empty: str = "",
    ) -> None:
        """The tab's body: a list, above the rows of its selected record if there are any, and
        ``self.text``, the explanation, below; ``show(row)`` shows the selected record, and with
        none selected the rows are emptied and ``empty`` said. The list is read at once."""
        if detail is None:
            self.layout_.addWidget(master.view, 1)
        else:
            split = QSplitter(Qt.Orientation.Vertical)
            split.addWidget(master.view)
            split.addWidget(detail.view)
            self.layout_.addWidget(split, 1)
        self.text = self.explanation()
        self.layout_.addWidget(self.text)
        self.master, self.detail, self.show_row, self.empty = master, detail, show, empty
        master.on_select(self.show_current)
        self.refresh()

    def show_current(self) -> None:
        row = self.master.current()
        if row is not None:
            self.show_row(row)
            return
        if self.detail is not None:
            self.detail.set_rows([])
        self.text.setText(self.empty)

    def chosen(self, records: RecordList, missing: str) -> int | None:
        """The selected record's id, or None once the clerk is told what to choose."""
        ident = records.current_id()
        if ident is None:
            show_error(self, missing)
        return ident

    def open_on(
        self,
        records: RecordList,
        missing: str,
        dialog: Callable[..., QDialog],
        key: str,
        *,
        unless: str = "",
    ) -> None:
        """``dialog`` for the record chosen in ``records``, given to it as ``key``; ``missing``
        said when none is chosen, or when the one chosen has its ``unless`` field set already
        (a case decided, a declaration received)."""
        row = records.current()
        if row is None or (unless and row[unless]):
            show_error(self, missing)
            return
        self.open_dialog(dialog(self.ctx, self, **{key: int(row["id"])}))

    def open_dialog(self, dialog: QDialog, *, adds_to: RecordList | None = None) -> QDialog:
        """Window-modal, not blocking: the change notice refreshes the lists when it saves. A
        dialog that adds a record to ``adds_to`` leaves the new record selected there (the list
        kept the row selected before, and the clerk looked for the new one)."""
        self.dialog = dialog
        if adds_to is not None:
            dialog.accepted.connect(lambda: self._select_added(dialog, adds_to))
        dialog.open()
        return dialog

    @staticmethod
    def _select_added(dialog: QDialog, records: RecordList) -> None:
        change = getattr(dialog, "change", None)
        if change is not None and change.ids:
            records.select(change.ids[0])

    def print_document(self, key: str, record_id: int | None, nothing: str) -> None:
        if record_id is None:
            show_error(self, nothing)
            return
        params = documents.prefill(self.ctx.db, key, record_id)
        self.preview = preview_document(self.ctx, self, key, record_id, params)

    def refresh(self) -> None:
        """The list read again, its selection kept, and the selected record shown again; a tab
        with no ``master_detail`` body redraws its own way."""
        self.master.reload()
        self.show_current()
