"""The register of letters page: list, search (Persian typed as key events), incoming, cancel."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QItemSelectionModel
from PySide6.QtWidgets import QInputDialog

from desktop.demo import build_demo
from desktop.jalali import parse_jalali
from desktop.printing import registry
from desktop.services import letters
from desktop.ui.context import AppContext
from desktop.ui.main_window import MainWindow
from desktop.ui.pages.letters import IncomingDialog, LettersPage
from tests.ui.helpers import type_text

DATE = parse_jalali("1403/02/15")


@pytest.fixture
def ctx(qapp, db, db_path):
    build_demo(db, villages=2, farmers_per_village=3)
    for key in ("receipt", "membership_decree"):
        letters.issue_document(
            db,
            template_key=key,
            record_id=registry.get(key).sample(db),
            letter_date=DATE,
            sink=lambda pdf: None,
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


def test_cancel_keeps_the_number(qtbot, ctx, monkeypatch):
    page = LettersPage(ctx)
    qtbot.addWidget(page)
    page.direction.setCurrentIndex(page.direction.findData("out"))
    page.table.selectionModel().select(
        page.model.index(0, 0),
        QItemSelectionModel.SelectionFlag.ClearAndSelect | QItemSelectionModel.SelectionFlag.Rows,
    )
    target = page.selected()
    monkeypatch.setattr(
        QInputDialog, "getText", staticmethod(lambda *a, **k: ("نشانی نادرست", True))
    )
    page.cancel_letter()
    row = letters.get_letter(ctx.db, target["id"])
    assert row["status"] == "cancelled"
    assert page.model.rowCount() == 2
    page.show_cancelled.setChecked(False)
    assert page.model.rowCount() == 1


def test_print_the_book(qtbot, ctx):
    page = LettersPage(ctx)
    qtbot.addWidget(page)
    page.date_from.set_date(DATE)
    page.date_to.set_date(DATE)
    page.print_book()
    assert page.dialog is not None and page.dialog.pane.page_count() >= 1
    page.dialog.close()
