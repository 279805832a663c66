"""The register of letters page: list, search (Persian typed as key events), incoming, cancel."""

from __future__ import annotations

import datetime as _dt

import pytest
from PySide6.QtCore import QItemSelectionModel, Qt

from desktop.demo import build_demo
from desktop.jalali import farvardin_first, jalali_year, parse_jalali
from desktop.printing.templates.fields import EXAMPLE_PARAMS
from desktop.services import letters, papers
from desktop.ui.common.context import AppContext
from desktop.ui.letters.page import IncomingDialog, LettersPage
from desktop.ui.shell.main_window import MainWindow
from tests.ui.helpers import type_text

DATE = parse_jalali("1403/02/15")


@pytest.fixture
def ctx(qapp, db, db_path):
    build_demo(db, villages=2, farmers_per_village=3)
    for key in ("receipt", "letter"):  # a person's receipt and a plain letter
        letters.issue_document(
            db,
            template_key=key,
            record_id=papers.sample(db, key),
            letter_date=DATE,
            sink=lambda pdf: None,
            params=EXAMPLE_PARAMS.get(key),
        )
    letters.register_incoming(
        db, sender="فرمانداری کاشان", subject="بخشنامهٔ انتخابات", received_on=DATE
    )
    return AppContext(db, db_path)


def test_the_section_opens_the_page(qtbot, ctx):
    window = MainWindow(ctx)
    qtbot.addWidget(window)
    page = window.show_section("letters")
    assert isinstance(page, LettersPage)


def test_list_and_search(qtbot, ctx):
    page = LettersPage(ctx)
    qtbot.addWidget(page)
    assert page.model.rowCount() == 3
    type_text(page.search, "فرمانداري")  # Arabic ي finds ی
    assert page.model.rowCount() == 1 and page.model.rows[0]["direction"] == "in"
    page.search.clear()
    page.direction.setCurrentIndex(page.direction.findData("out"))
    assert page.model.rowCount() == 2


def test_register_incoming_through_the_dialog(qtbot, ctx):
    page = LettersPage(ctx)
    qtbot.addWidget(page)
    dialog = IncomingDialog(ctx, page)
    qtbot.addWidget(dialog)
    dialog.save()  # empty: refused, nothing written
    assert dialog.form.error_text("sender")
    type_text(dialog.sender_edit, "زارعین قریهٔ کامو")
    type_text(dialog.subject, "شکایت از مالک")
    dialog.received_on.set_date(DATE)
    dialog.save()
    assert dialog.change is not None
    assert page.model.rowCount() == 4  # the page heard the change
    # the number is shown plainly, in the incoming series, to be written on the paper
    assert "۲/و/۱۴۰۳" in dialog.number_label.text()
    assert not dialog.number_label.isHidden() and not dialog.form.isEnabled()


def test_cancel_keeps_the_number(qtbot, ctx, monkeypatch):
    page = LettersPage(ctx)
    qtbot.addWidget(page)
    page.direction.setCurrentIndex(page.direction.findData("out"))
    page.table.selectionModel().select(
        page.model.index(0, 0),
        QItemSelectionModel.SelectionFlag.ClearAndSelect | QItemSelectionModel.SelectionFlag.Rows,
    )
    target = page.selected()
    page.cancel_letter()
    dialog = page.dialog
    qtbot.addWidget(dialog)
    dialog.save()  # an empty reason: refused beside the field, the dialog stays open
    assert dialog.form.error_text("reason") and dialog.isVisible()
    assert letters.get_letter(ctx.db, target["id"])["status"] == "issued"
    type_text(dialog.reason, "نشانی نادرست")
    dialog.save()
    row = letters.get_letter(ctx.db, target["id"])
    assert row["status"] == "cancelled"
    assert page.model.rowCount() == 2
    # struck through, as in a paper book, with the whole reason on hover
    cancelled = next(i for i, r in enumerate(page.model.rows) if r["id"] == target["id"])
    index = page.model.index(cancelled, 5)
    assert page.model.data(index, Qt.ItemDataRole.FontRole).strikeOut()
    assert "نشانی نادرست" in page.model.data(index, Qt.ItemDataRole.ToolTipRole)
    page.show_cancelled.setChecked(False)
    assert page.model.rowCount() == 1


def test_the_book_asks_its_range_defaulting_to_this_jalali_year(qtbot, ctx):
    page = LettersPage(ctx)
    qtbot.addWidget(page)
    page.print_book()
    fields = page.dialog.fields
    today = _dt.date.today()
    assert fields.widgets["date_from"].date_or_none() == farvardin_first(jalali_year(today))
    assert fields.widgets["date_to"].date_or_none() == today
    page.dialog.close()


def test_print_the_book(qtbot, ctx):
    page = LettersPage(ctx)
    qtbot.addWidget(page)
    page.date_from.set_date(DATE)
    page.date_to.set_date(DATE)
    page.print_book()
    assert page.dialog is not None and page.dialog.pane.page_count() >= 1
    page.dialog.close()
