"""Print preview: the PDF as it will print (QtPdf), then issue it to a printer or a file.

A draft takes no number; «Print…» and «Save PDF…» ask where first, then issue the letter (the
register number is taken in the same transaction that prints or writes it: a failed write
takes no number). An issued letter opens as a copy («رونوشت»).

Other screens call ``preview_document(ctx, parent, template_key, record_id)`` or
``preview_letter(ctx, parent, letter_id)``.
"""

from __future__ import annotations

import datetime as _dt
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QPainter
from PySide6.QtPdf import QPdfDocument
from PySide6.QtPdfWidgets import QPdfView
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import (
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from desktop.jalali import jalali_year
from desktop.printing import registry
from desktop.services import letters
from desktop.text import to_persian_digits
from desktop.ui.context import AppContext
from desktop.ui.dialogs import show_error

PRINT_DPI = 300


def print_pdf(pdf: bytes, printer: QPrinter) -> None:
    """Paint every page of ``pdf`` on ``printer``; raise OSError if the printer cannot start."""
    doc = QPdfDocument()
    data = QByteArray(pdf)
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.ReadOnly)
    doc.load(buffer)
    if doc.status() != QPdfDocument.Status.Ready or doc.pageCount() == 0:
        raise OSError("the PDF could not be read for printing")
    painter = QPainter()
    if not painter.begin(printer):
        raise OSError("the printer could not be started")
    try:
        for page in range(doc.pageCount()):
            if page:
                printer.newPage()
            target = QRectF(painter.viewport())
            size_pt = doc.pagePointSize(page)
            scale = PRINT_DPI / 72.0
            image = doc.render(
                page, QSize(int(size_pt.width() * scale), int(size_pt.height() * scale))
            )
            fitted = image.size().scaled(target.size().toSize(), Qt.AspectRatioMode.KeepAspectRatio)
            painter.drawImage(QRectF(QPointF(0, 0), fitted.toSizeF()), image)
    finally:
        painter.end()


class PdfPane(QWidget):
    """A QPdfView over bytes held in memory."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.document = QPdfDocument(self)
        self.view = QPdfView(self)
        self.view.setObjectName("pdf_view")
        self.view.setPageMode(QPdfView.PageMode.MultiPage)
        self.view.setZoomMode(QPdfView.ZoomMode.FitToWidth)
        self.view.setDocument(self.document)
        self.view.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
        layout.addWidget(self.view)
        self._buffer: QBuffer | None = None
        self._data: QByteArray | None = None

    def show_pdf(self, pdf: bytes) -> None:
        self.document.close()
        self._data = QByteArray(pdf)
        self._buffer = QBuffer(self._data, self)
        self._buffer.open(QIODevice.OpenModeFlag.ReadOnly)
        self.document.load(self._buffer)

    def page_count(self) -> int:
        return self.document.pageCount()


class PrintPreviewDialog(QDialog):
    """Preview of a draft (``template_key`` + ``record_id``), an issued letter, or plain bytes."""

    def __init__(
        self,
        ctx: AppContext,
        parent: QWidget | None = None,
        *,
        template_key: str | None = None,
        record_id: int | None = None,
        params: dict[str, Any] | None = None,
        letter_id: int | None = None,
        pdf: bytes | None = None,
        title: str = "",
    ) -> None:
        super().__init__(parent)
        self.setObjectName("PrintPreviewDialog")
        self.ctx = ctx
        self.template_key = template_key
        self.record_id = record_id
        self.params = dict(params or {})
        self.letter_id = letter_id
        self.pdf: bytes = b""
        self.resize(900, 1000)
        layout = QVBoxLayout(self)
        self.status = QLabel()
        self.status.setObjectName("status")
        self.status.setWordWrap(True)
        layout.addWidget(self.status)
        self.links = QWidget()
        links = QHBoxLayout(self.links)
        links.setContentsMargins(0, 0, 0, 0)
        self.refers_to = QLineEdit()
        self.refers_to.setObjectName("refers_to")
        self.refers_to.setPlaceholderText(self.tr("incoming no."))
        self.follows = QLineEdit()
        self.follows.setObjectName("follows")
        self.follows.setPlaceholderText(self.tr("outgoing no."))
        self.attachments = QLineEdit()
        self.attachments.setObjectName("attachments")
        for label, edit in (
            (self.tr("In reply to (عطف)"), self.refers_to),
            (self.tr("Following (پیرو)"), self.follows),
            (self.tr("Attachments"), self.attachments),
        ):
            links.addWidget(QLabel(label))
            links.addWidget(edit, 1)
        layout.addWidget(self.links)
        self.links.hide()
        self.pane = PdfPane(self)
        layout.addWidget(self.pane, 1)
        buttons = QHBoxLayout()
        self.print_button = QPushButton(self.tr("Print…"))
        self.print_button.setObjectName("print_button")
        self.save_button = QPushButton(self.tr("Save PDF…"))
        self.save_button.setObjectName("save_button")
        close = QPushButton(self.tr("Close"))
        for b in (self.print_button, self.save_button):
            buttons.addWidget(b)
        buttons.addStretch(1)
        buttons.addWidget(close)
        layout.addLayout(buttons)
        self.print_button.clicked.connect(self.ask_printer)
        self.save_button.clicked.connect(self.ask_file)
        close.clicked.connect(self.reject)
        if pdf is not None:
            self.mode = "bytes"
            self.pdf = pdf
            self.setWindowTitle(title or self.tr("Print preview"))
            self.status.setText(title)
        else:
            self.refresh()
        self.pane.show_pdf(self.pdf)

    # ------------------------------------------------------------------ what is shown

    def refresh(self) -> None:
        if self.letter_id is not None:
            self.mode = "letter"
            self.links.hide()
            row = letters.get_letter(self.ctx.db, self.letter_id)
            self.pdf = letters.render_letter(self.ctx.db, self.letter_id, copy=True)
            self.setWindowTitle(
                self.tr("Letter %1").replace(
                    "%1", to_persian_digits(f"{row['number']}/{row['year']}")
                )
            )
            self.status.setText(
                self.tr("Issued letter; printing it again makes a copy marked «رونوشت».")
            )
            self.print_button.setText(self.tr("Print copy…"))
            self.save_button.setText(self.tr("Save copy…"))
        else:
            assert self.template_key is not None
            template = registry.get(self.template_key)
            self.mode = "draft" if template.numbered else "unnumbered"
            self.pdf = letters.render_draft(
                self.ctx.db,
                template_key=self.template_key,
                record_id=self.record_id,
                params=self.params,
            )
            self.setWindowTitle(template.title)
            if template.numbered:
                self.status.setText(
                    self.tr(
                        "Draft: printing or saving takes the next number of the register of letters."
                    )
                )
                self.links.show()
                self.print_button.setText(self.tr("Issue and print…"))
                self.save_button.setText(self.tr("Issue and save PDF…"))

    # ------------------------------------------------------------------ delivering

    def ask_printer(self) -> None:
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        dialog = QPrintDialog(printer, self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.deliver(lambda pdf: print_pdf(pdf, printer))

    def ask_file(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Save PDF"), "", self.tr("PDF files (*.pdf)")
        )
        if path:
            if not path.lower().endswith(".pdf"):
                path += ".pdf"
            self.deliver(letters.file_sink(path))

    def deliver(self, sink: Callable[[bytes], None]) -> bool:
        """Issue (draft), count a copy (letter) or just hand over the bytes; True on success."""
        try:
            if self.mode == "draft" or self.mode == "unnumbered":
                links = self.link_ids()
                if links is None:
                    return False
                outcome = self.ctx.run(
                    letters.issue_document, template_key=self.template_key, record_id=self.record_id,
                    params=self.params, sink=sink, refers_to_id=links[0], follows_id=links[1],
                    attachments=self.attachments.text().strip() or None,
                )  # fmt: skip

            elif self.mode == "letter":
                outcome = self.ctx.run(letters.reprint_letter, letter_id=self.letter_id, sink=sink)
            else:
                sink(self.pdf)
                return True
        except OSError as e:
            show_error(
                self,
                self.tr(
                    "The document could not be written or printed; no register number was taken."
                )
                + f"\n{e}",
            )
            return False
        if not outcome.ok:
            show_error(self, "\n".join((outcome.errors or {}).values()))
            return False
        if self.mode == "draft" and outcome.change is not None and outcome.change.ids:
            self.letter_id = outcome.change.id
            self.refresh()
            row = letters.get_letter(self.ctx.db, self.letter_id)
            self.status.setText(
                self.tr("Issued as number %1 of %2.")
                .replace("%1", to_persian_digits(str(row["number"])))
                .replace("%2", to_persian_digits(str(row["year"])))
            )
            self.pane.show_pdf(self.pdf)
        return True

    def link_ids(self) -> tuple[int | None, int | None] | None:
        """The عطف (an incoming letter) and پیرو (an outgoing one) typed as «۱۲» or «۱۲/۱۴۰۳»."""
        year = jalali_year(_dt.date.today())
        found: list[int | None] = []
        for edit, direction in ((self.refers_to, "in"), (self.follows, "out")):
            text = edit.text().strip()
            if not text:
                found.append(None)
                continue
            ident = letters.find_letter(self.ctx.db, text, direction=direction, year=year)
            if ident is None:
                show_error(self, self.tr("No letter %1 in the book.").replace("%1", text))
                return None
            found.append(ident)
        return found[0], found[1]


def preview_document(
    ctx: AppContext,
    parent: QWidget | None,
    template_key: str,
    record_id: int | None,
    params: dict[str, Any] | None = None,
) -> PrintPreviewDialog | None:
    """Open the preview of a document for a record; None (after a Persian message) if it cannot be built."""
    from desktop.domain.errors import NotFound, ValidationError

    try:
        dialog = PrintPreviewDialog(
            ctx, parent, template_key=template_key, record_id=record_id, params=params
        )
    except ValidationError as e:
        show_error(parent, "\n".join(e.errors.values()))
        return None
    except NotFound as e:
        show_error(parent, e.message_fa)
        return None
    dialog.open()
    return dialog


def preview_letter(
    ctx: AppContext, parent: QWidget | None, letter_id: int
) -> PrintPreviewDialog | None:
    from desktop.domain.errors import ValidationError

    try:
        dialog = PrintPreviewDialog(ctx, parent, letter_id=letter_id)
    except ValidationError as e:
        show_error(parent, "\n".join(e.errors.values()))
        return None
    dialog.open()
    return dialog
