"""The preview dialog: a draft takes no number; issuing to a file or a printer takes one; a
failed write takes none; an issued letter reopens as a copy. Batch printing with cancel."""

from __future__ import annotations

import pytest
from PySide6.QtPrintSupport import QPrinter

from desktop.demo import build_demo
from desktop.services import letters, papers
from desktop.ui.common.context import AppContext
from desktop.ui.documents import print_preview
from desktop.ui.documents.print_preview import PrintPreviewDialog, preview_document
from desktop.ui.letters.batch_print import BatchPrintDialog
from tests.ui.helpers import type_text


@pytest.fixture
def ctx(qapp, db, db_path):
    build_demo(db, villages=3, farmers_per_village=4)
    return AppContext(db, db_path)


def _count(ctx) -> int:
    return letters.count_letters(ctx.db, letters.LetterQuery())


def test_draft_preview_takes_no_number_and_saving_issues_one(qtbot, ctx, tmp_path):
    record = papers.sample(ctx.db, "receipt")
    dialog = preview_document(ctx, None, "receipt", record)
    qtbot.addWidget(dialog)
    assert dialog.mode == "draft" and dialog.pane.page_count() >= 1
    assert _count(ctx) == 0
    seen = []
    ctx.changed.connect(seen.append)
    # the sum is the clerk's to type: refused beside its field, no number taken
    assert not dialog.deliver(letters.file_sink(tmp_path / "n.pdf"))
    assert dialog.fields.error_text("amount") and _count(ctx) == 0
    type_text(dialog.fields.widgets["amount"], "۱۲۵۰۰۰۰")
    assert dialog.deliver(letters.file_sink(tmp_path / "n.pdf"))
    assert _count(ctx) == 1 and (tmp_path / "n.pdf").read_bytes().startswith(b"%PDF")
    assert dialog.mode == "letter" and seen and seen[0].touches("letter")


def test_a_failed_write_takes_no_number(qtbot, ctx, tmp_path, monkeypatch):
    shown = []
    monkeypatch.setattr(print_preview, "show_error", lambda parent, message: shown.append(message))
    dialog = PrintPreviewDialog(
        ctx,
        None,
        template_key="receipt",
        record_id=papers.sample(ctx.db, "receipt"),
        params={"amount": 1_000_000},
    )
    qtbot.addWidget(dialog)
    blocker = tmp_path / "file"
    blocker.write_text("x")
    assert not dialog.deliver(letters.file_sink(blocker / "x.pdf"))
    assert shown and _count(ctx) == 0
    assert dialog.mode == "draft"


def test_printing_to_a_pdf_printer(qtbot, ctx, tmp_path):
    dialog = PrintPreviewDialog(
        ctx, None, template_key="receipt", record_id=papers.sample(ctx.db, "receipt"),
        params={"amount": 348_000},
    )  # fmt: skip
    qtbot.addWidget(dialog)
    printer = QPrinter(QPrinter.PrinterMode.ScreenResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(tmp_path / "printed.pdf"))
    assert dialog.deliver(lambda pdf: print_preview.print_pdf(pdf, printer))
    assert (tmp_path / "printed.pdf").stat().st_size > 1000
    assert _count(ctx) == 1
    # reprint from the issued letter: same number, one more copy
    assert dialog.deliver(lambda pdf: print_preview.print_pdf(pdf, printer))
    assert _count(ctx) == 1
    assert letters.get_letter(ctx.db, dialog.letter_id)["copies_printed"] == 2


def test_batch_with_progress_and_cancel(qtbot, ctx, tmp_path):
    dialog = BatchPrintDialog(ctx, None, template_key="register_report")
    qtbot.addWidget(dialog)
    dialog.folder.setText(str(tmp_path))
    total = len(dialog.record_ids())
    assert total >= 3
    dialog.start()
    qtbot.waitUntil(lambda: dialog.progress.value() >= 1)
    dialog.cancel()
    issued = len(dialog.issued)
    qtbot.wait(200)  # after a cancel nothing more is issued
    assert len(dialog.issued) == issued
    assert issued >= 1 and issued < total  # it stopped part-way
    assert _count(ctx) == issued == len(list(tmp_path.glob("*.pdf")))
    assert not dialog.cancel_button.isEnabled()
    # run to the end
    dialog.start()
    qtbot.waitUntil(lambda: dialog.steps is None, timeout=20000)
    assert _count(ctx) == issued + total


def test_reply_links_and_attachments(qtbot, ctx, tmp_path, monkeypatch):
    import datetime as _dt

    complaint = letters.register_incoming(
        ctx.db, sender="زارعین", subject="شکایت", received_on=_dt.date.today()
    ).id
    dialog = PrintPreviewDialog(
        ctx,
        None,
        template_key="receipt",
        record_id=papers.sample(ctx.db, "receipt"),
        params={"amount": 1_000_000},
    )
    qtbot.addWidget(dialog)
    assert not dialog.links.isHidden()
    dialog.refers_to.setText("۹۹")  # no such incoming letter: refused beside it, no number
    assert not dialog.deliver(letters.file_sink(tmp_path / "a.pdf"))
    assert "۹۹" in dialog.links_error.text() and not dialog.links_error.isHidden()
    assert letters.count_letters(ctx.db, letters.LetterQuery(direction="out")) == 0
    dialog.refers_to.setText("۱/و")  # the printed number, its year left out
    dialog.attachments.setText("رونوشت شکایت")
    assert dialog.deliver(letters.file_sink(tmp_path / "a.pdf"))
    row = letters.get_letter(ctx.db, dialog.letter_id)
    assert row["refers_to_id"] == complaint and row["attachments"] == "رونوشت شکایت"


def test_a_batch_asks_the_documents_parts_once(qtbot, ctx, tmp_path):
    dialog = BatchPrintDialog(ctx, None, template_key="register_report")
    qtbot.addWidget(dialog)
    dialog.folder.setText(str(tmp_path))
    dialog.fields.widgets["as_of"].setText("۱۴۹۹/۰۱/۰۱")
    dialog.start()  # a date out of range: refused beside the field, nothing issued
    assert dialog.fields.error_text("as_of") and dialog.steps is None and _count(ctx) == 0
    dialog.fields.widgets["as_of"].setText("۱۴۰۵/۰۱/۰۱")
    dialog.start()
    qtbot.waitUntil(lambda: dialog.steps is None, timeout=20000)
    assert _count(ctx) == len(dialog.record_ids()) and not dialog.failed


def test_a_cancel_counts_every_letter_of_the_transaction_under_way(
    qtbot, ctx, tmp_path, monkeypatch
):
    monkeypatch.setattr(letters, "per_commit_for", lambda total: 2)  # two to a transaction
    dialog = BatchPrintDialog(ctx, None, template_key="register_report")
    qtbot.addWidget(dialog)
    dialog.folder.setText(str(tmp_path))
    assert len(dialog.record_ids()) >= 3
    dialog.start()
    qtbot.waitUntil(lambda: dialog.progress.value() >= 1)
    dialog.cancel()  # after the first of the two: the second is issued too, and told
    qtbot.wait(200)
    assert len(dialog.issued) == 2 == _count(ctx) == len(list(tmp_path.glob("*.pdf")))
