"""Print preview and letter editor: the document's fields beside the PDF as it will print
(QtPdf), then issue it to a printer or a file.

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

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QPointF, QRectF, QSize, Qt, QTimer
from PySide6.QtGui import QKeySequence, QPainter, QShortcut
from PySide6.QtPdf import QPdfDocument
from PySide6.QtPdfWidgets import QPdfView
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import (
    QDialog,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from desktop.domain.errors import ValidationError
from desktop.jalali import format_jalali, jalali_year
from desktop.printing import registry
from desktop.services import documents, letters
from desktop.services.letter_numbers import letter_number, number_text
from desktop.ui.common import dialogs
from desktop.ui.common.citation_links import CitationLabel
from desktop.ui.common.context import AppContext
from desktop.ui.common.dialogs import show_error
from desktop.ui.common.files import ltr, pdf_filter, safe_file_name, save_path
from desktop.ui.common.forms import ERROR_STYLE, GuardedDialog
from desktop.ui.common.number_edit import NumberEdit
from desktop.ui.common.widgets import bare, button_row, named_button, wrapped_label
from desktop.ui.documents.document_fields import DocumentFields

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


class PrintPreviewDialog(GuardedDialog):
    """The letter editor: the document's fields beside its preview, which redraws as they change.

    A draft (``template_key`` + ``record_id``, ``params`` to start from) takes no number; an
    issued letter (``letter_id``) opens as a copy; plain ``pdf`` bytes are only shown and saved.
    Enter never issues (issuing takes a number): Ctrl+P prints, Ctrl+S saves a PDF.
    """

    REDRAW_MS = 350  # typing pauses this long before the preview redraws

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
        self.saved_path = ""
        self.resize(1240, 680)
        layout = QVBoxLayout(self)
        self.status = wrapped_label("status")
        layout.addWidget(self.status)
        self.number_label = QLabel()
        self.number_label.setObjectName("number_label")
        self.number_label.setStyleSheet("font-size: 15pt; font-weight: bold; color: #0b5394;")
        self.number_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.number_label.hide()
        layout.addWidget(self.number_label)
        body = QSplitter(Qt.Orientation.Horizontal)
        body.setChildrenCollapsible(False)
        self.side, side = bare(QVBoxLayout)
        self.fields: DocumentFields | None = None
        if template_key is not None and letter_id is None and pdf is None:
            template = registry.get(template_key)
            start = documents.prefill(ctx.db, template_key, record_id)
            start.update({k: v for k, v in self.params.items() if v is not None})
            self.fields = DocumentFields(template, start)
            self.fields.setObjectName("document_fields")
            side.addWidget(self.fields, 1)
        # parts the clerk does not type (a computation's answer for its memo) travel as given
        declared = {f.key for f in self.fields.template.fields} if self.fields else set()
        self.given = {k: v for k, v in self.params.items() if k not in declared and v is not None}
        # the document's legal basis, each citation a link to its article in the «قانون» section
        self.legal = CitationLabel(ctx)
        self.legal.setObjectName("legal_basis")
        side.addWidget(self.legal)
        self.links, links = bare(QFormLayout)
        self.refers_to = NumberEdit("code")
        self.refers_to.setObjectName("refers_to")
        self.refers_to.setPlaceholderText(
            self.tr("incoming no., e.g. %1").replace("%1", number_text(ctx.db, "in", 3, 1405))
        )
        self.follows = NumberEdit("code")
        self.follows.setObjectName("follows")
        self.follows.setPlaceholderText(
            self.tr("outgoing no., e.g. %1").replace("%1", number_text(ctx.db, "out", 7, 1405))
        )
        self.attachments = QLineEdit()
        self.attachments.setObjectName("attachments")
        for label, edit in (
            (self.tr("In reply to (عطف)"), self.refers_to),
            (self.tr("Following (پیرو)"), self.follows),
            (self.tr("Attachments"), self.attachments),
        ):
            links.addRow(label, edit)
        self.links_error = QLabel()
        self.links_error.setObjectName("error_links")
        self.links_error.setStyleSheet(ERROR_STYLE)
        self.links_error.setWordWrap(True)
        self.links_error.hide()
        links.addRow(self.links_error)
        side.addWidget(self.links)
        self.links.hide()
        self.side.setMinimumWidth(360)
        body.addWidget(self.side)
        self.pane = PdfPane(self)
        body.addWidget(self.pane)
        body.setStretchFactor(1, 1)
        layout.addWidget(body, 1)
        self.side.setVisible(self.fields is not None)
        self.print_button = named_button(self.tr("&Print…"), "print_button")
        self.save_button = named_button(self.tr("&Save PDF…"), "save_button")
        self.copy_button = named_button(self.tr("Copy into a &new letter…"), "copy_button")
        self.copy_button.hide()
        close = QPushButton(self.tr("Close"))
        buttons = button_row(self.print_button, self.save_button, self.copy_button)
        buttons.addWidget(close)
        for b in (self.print_button, self.save_button, self.copy_button, close):
            b.setAutoDefault(False)  # Enter never issues a number
            b.setDefault(False)
        layout.addLayout(buttons)
        self.print_button.clicked.connect(self.ask_printer)
        self.save_button.clicked.connect(self.ask_file)
        self.copy_button.clicked.connect(self.copy_letter)
        close.clicked.connect(self.reject)
        QShortcut(QKeySequence.StandardKey.Print, self).activated.connect(self.print_button.click)
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setInterval(self.REDRAW_MS)
        self.timer.timeout.connect(self.redraw)
        if self.fields is not None:
            self.fields.changed.connect(self.timer.start)
        if pdf is not None:
            self.mode = "bytes"
            self.pdf = pdf
            self.setWindowTitle(title or self.tr("Print preview"))
            self.status.setText(title)
        else:
            self.refresh()
        self.pane.show_pdf(self.pdf)
        self.mark_clean()

    def press_default(self) -> None:  # Ctrl+S: save a PDF (issuing a draft)
        self.save_button.click()

    # ------------------------------------------------------------------ what is shown

    def refresh(self, *, original: bool = False) -> None:
        """``original``: the letter just issued is shown as it went out, unmarked, as the paper
        or file delivered is; otherwise an issued letter shows what printing it again gives."""
        if self.letter_id is not None:
            self.mode = "letter"
            self.links.hide()
            self.side.setVisible(False)
            row = letters.get_letter(self.ctx.db, self.letter_id)
            self.pdf = letters.render_letter(self.ctx.db, self.letter_id, copy=not original)
            self.setWindowTitle(self.tr("Letter %1").replace("%1", letter_number(row)))
            self.status.setText(
                self.tr("Issued letter; printing it again makes a copy marked «رونوشت».")
            )
            self.print_button.setText(self.tr("&Print copy…"))
            self.save_button.setText(self.tr("&Save copy…"))
            self.copy_button.setVisible(bool(row["template_key"]))
        else:
            assert self.template_key is not None
            template = registry.get(self.template_key)
            self.mode = "draft" if template.numbered else "unnumbered"
            self.setWindowTitle(template.title)
            self.redraw()
            if template.numbered:
                self.status.setText(
                    self.tr(
                        "Draft: type the document's parts beside it; printing or saving takes "
                        "the next number of the register of letters."
                    )
                )
                self.links.show()
                self.print_button.setText(self.tr("Issue and &print…"))
                self.save_button.setText(self.tr("Issue and &save PDF…"))

    def redraw(self) -> None:
        """Check the fields (errors beside them) and draw the draft with those that pass."""
        if self.mode not in ("draft", "unnumbered"):
            return
        clean: dict[str, Any] = {}
        if self.fields is not None:
            clean, errors = self.fields.check()
            self.fields.show_field_errors(errors)
        clean = {**self.given, **clean}
        try:
            self.pdf = letters.render_draft(
                self.ctx.db,
                template_key=self.template_key or "",
                record_id=self.record_id,
                params=clean,
            )
            doc = letters.build_document(
                self.ctx.db,
                template_key=self.template_key or "",
                record_id=self.record_id,
                params=clean,
            )
        except ValidationError as e:  # a part the template itself refuses
            if self.fields is not None:
                self.fields.show_field_errors(e.errors)
            return
        cited = [legal.citation for legal in doc.legal if legal.quote or legal.citation]
        self.legal.set_plain(
            self.tr("Legal basis: %1").replace("%1", "؛ ".join(cited)) if cited else ""
        )
        self.params = clean
        self.pane.show_pdf(self.pdf)

    # ------------------------------------------------------------------ delivering

    def ask_printer(self) -> None:
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        dialog = QPrintDialog(printer, self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.deliver(lambda pdf: print_pdf(pdf, printer))

    def suggested_name(self) -> str:
        """«اخطاریه به طرف-۷-ص-۱۴۰۵.pdf»: the kind of document and the number it takes."""
        if self.mode == "letter" and self.letter_id is not None:
            row = letters.get_letter(self.ctx.db, self.letter_id)
            kind = registry.get(row["template_key"]).title if row["template_key"] else ""
            return safe_file_name(f"{kind}-{letter_number(row)}") + ".pdf"
        if self.mode == "draft" and self.template_key:
            year, number = letters.next_number(self.ctx.db, letter_date=_dt.date.today())
            shown = number_text(self.ctx.db, "out", number, year)
            return safe_file_name(f"{registry.get(self.template_key).title}-{shown}") + ".pdf"
        return safe_file_name(self.windowTitle() or "document") + ".pdf"

    def ask_file(self) -> None:
        path = save_path(
            self,
            self.tr("Save as a PDF document"),
            self.suggested_name(),
            pdf_filter(),
            suffix="pdf",
        )
        if path:
            if not path.lower().endswith(".pdf"):
                path += ".pdf"
            try:
                sink = letters.file_sink(path)
            except ValidationError as e:  # a folder, a symlink, a device there: nothing taken
                show_error(self, "\n".join(e.errors.values()))
                return
            if self.deliver(sink):
                self.saved_path = path
                self.status.setText(self.tr("Saved in %1").replace("%1", ltr(path)))

    def deliver(self, sink: Callable[[bytes], None]) -> bool:
        """Issue (draft), count a copy (letter) or just hand over the bytes; True on success."""
        try:
            if self.mode == "draft" or self.mode == "unnumbered":
                typed: dict[str, Any] = {}
                if self.fields is not None:
                    typed, errors = self.fields.check()
                    if errors:
                        self.fields.show_field_errors(errors, focus=True)
                        return False
                typed = {**self.given, **typed}
                links = self.link_ids()
                if links is None:
                    return False
                if self.mode == "draft" and not self.confirm_number():
                    return False
                outcome = self.ctx.run(
                    letters.issue_document, template_key=self.template_key, record_id=self.record_id,
                    params=typed, sink=sink, refers_to_id=links[0], follows_id=links[1],
                    attachments=self.attachments.text().strip() or None,
                )  # fmt: skip
            elif self.mode == "letter":
                outcome = self.ctx.run(letters.reprint_letter, letter_id=self.letter_id, sink=sink)
            else:
                sink(self.pdf)
                return True
        except OSError as e:  # the store's own refusals say in Persian what was (not) taken
            told = getattr(e, "message_fa", None)
            show_error(
                self,
                told
                or self.tr(
                    "The document could not be written or printed; no register number was taken."
                )
                + f"\n{e}",
            )
            return False
        if not outcome.ok:
            errors = outcome.errors or {}
            if self.fields is not None and set(errors) & set(self.fields.fields):
                self.fields.show_field_errors(errors, focus=True)
            else:
                show_error(self, "\n".join(errors.values()))
            return False
        if self.mode == "draft" and outcome.change is not None and outcome.change.ids:
            self.letter_id = outcome.change.id
            self.refresh(original=True)
            row = letters.get_letter(self.ctx.db, self.letter_id)
            shown = letter_number(row)
            self.number_label.setText(
                self.tr("Outgoing number %1, dated %2").replace("%1", shown).replace(
                    "%2", format_jalali(_dt.date.fromisoformat(row["letter_date"]), persian_digits=True)
                )
            )  # fmt: skip
            self.number_label.show()
            self.status.setText(
                self.tr(
                    "Issued as outgoing number %1: shown as the original went out. Printing it "
                    "again makes a copy marked «رونوشت»."
                ).replace("%1", shown)
            )
            self.pane.show_pdf(self.pdf)
            self.mark_clean()
        return True

    def confirm_number(self) -> bool:
        """Issuing takes the register's next number for good (a number is cancelled, never
        given back): asked first, the number named."""
        year, number = letters.next_number(self.ctx.db, letter_date=_dt.date.today())
        shown = number_text(self.ctx.db, "out", number, year)
        consequence = self.tr(
            "Issuing takes number %1 of the register of letters for this document. A number "
            "taken is never given back; it can only be cancelled, with a reason."
        ).replace("%1", shown)
        return dialogs.confirm_act(self, consequence, self.tr("&Issue as %1").replace("%1", shown))

    def link_ids(self) -> tuple[int | None, int | None] | None:
        """The عطف (an incoming letter) and پیرو (an outgoing one) typed as «۱۲», «۱۲/۱۴۰۳» or
        the printed number «۱۲/و/۱۴۰۳»; a number not in the book is refused beside the links."""
        year = jalali_year(_dt.date.today())
        found: list[int | None] = []
        self.links_error.hide()
        for edit, direction in ((self.refers_to, "in"), (self.follows, "out")):
            text = edit.text().strip()
            if not text:
                found.append(None)
                continue
            ident = letters.find_letter(self.ctx.db, text, direction=direction, year=year)
            if ident is None:
                self.links_error.setText(self.tr("No letter %1 in the book.").replace("%1", text))
                self.links_error.show()
                edit.setFocus()
                return None
            found.append(ident)
        return found[0], found[1]

    def copy_letter(self) -> None:
        """A new draft with the same template, record and typed parts as this letter."""
        if self.letter_id is None:
            return
        try:
            key, record, values = documents.params_of_letter(self.ctx.db, self.letter_id)
        except ValidationError as e:
            show_error(self, "\n".join(e.errors.values()))
            return
        self.copy_dialog = preview_document(self.ctx, self.parentWidget(), key, record, values)


def preview_document(
    ctx: AppContext,
    parent: QWidget | None,
    template_key: str,
    record_id: int | None,
    params: dict[str, Any] | None = None,
) -> PrintPreviewDialog | None:
    """Open the letter editor on a document for a record (``params``: parts already typed, e.g.
    a copied letter's); None (after a Persian message) if it cannot be built."""
    from desktop.domain.errors import NotFound

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
    try:
        dialog = PrintPreviewDialog(ctx, parent, letter_id=letter_id)
    except ValidationError as e:
        show_error(parent, "\n".join(e.errors.values()))
        return None
    dialog.open()
    return dialog
