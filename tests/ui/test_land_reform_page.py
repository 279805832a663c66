"""The land-reform screens driven offscreen: a holding, a declaration, an allocation and a board
decision recorded through the dialogs, and the printed documents read back with pdftotext."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialogButtonBox, QPushButton

from desktop.demo import build_demo
from desktop.jalali import parse_jalali
from desktop.services import land_reform as lr
from desktop.ui.common import forms
from desktop.ui.common.context import AppContext
from desktop.ui.land_reform.page import LandReformPage
from tests.printing.conftest import needs_poppler, pdf_text, poppler, words  # noqa: F401 - fixture
from tests.ui.helpers import type_text


@pytest.fixture
def page(qtbot, db, db_path):
    build_demo(db, villages=3, farmers_per_village=4)
    p = LandReformPage(AppContext(db, db_path))
    qtbot.addWidget(p)
    p.resize(1366, 768)
    p.show()
    return p


def _person(db, nth: int = 0) -> dict:
    return db.execute(
        "SELECT id, first_name, last_name, national_code FROM person ORDER BY id LIMIT 1 OFFSET ?",
        [nth],
    ).fetchone()


def _pick(dialog, key: str, db, nth: int) -> None:
    picker = dialog.form.fields[key]
    type_text(picker.search, _person(db, nth)[3])  # the national code finds one person
    assert picker.person_id() == _person(db, nth)[0]


def _type(dialog, key: str, text: str) -> None:
    widget = dialog.form.fields[key]
    type_text(getattr(widget, "line", widget), text)


def _choose(dialog, key: str, value: object) -> None:
    combo = dialog.form.fields[key]
    combo.setCurrentIndex(combo.findData(value))


def _save_with_enter(dialog) -> None:
    QTest.keyClick(dialog, Qt.Key.Key_Return)


def _save(dialog) -> None:
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()


def _printed(tab, tmp_path) -> str:
    assert tab.preview is not None, "no preview opened"
    return words(pdf_text(tab.preview.pdf, tmp_path))


@needs_poppler
def test_holding_and_ceiling_notice_through_the_screen(page, tmp_path):
    db = page.ctx.db
    tab = page.holdings
    QTest.mouseClick(tab.findChild(QPushButton, "add_parcel"), Qt.MouseButton.LeftButton)
    dialog = tab.dialog
    assert dialog is not None and dialog.isVisible() and dialog.height() <= 700
    _pick(dialog, "owner_id", db, 0)
    _choose(dialog, "kind", "irrigated")
    _type(dialog, "area_ha", "۴۵۰٫۲۵")
    _save_with_enter(dialog)
    assert not dialog.isVisible()
    assert tab.owners.rows and str(tab.owners.rows[0]["surplus_ha"]) == "50.25"
    # a second parcel for the selected owner: a shared dry parcel, 3 of 6 dang
    tab.add_parcel()
    dialog = tab.dialog
    _choose(dialog, "kind", "dry")
    _choose(dialog, "ownership", "shared")
    _type(dialog, "share_dang", "3")
    _type(dialog, "area_ha", "100")
    _save(dialog)
    assert str(lr.holding_of(db, _person(db, 0)[0]).surplus_irrigated_equivalent_ha) == "75.25"
    assert "۷۵٫۲۵" in tab.text.text()
    tab.print_notice()
    text = _printed(tab, tmp_path)
    assert words("۷۵٫۲۵ هکتار") in text and words("۴۷۵٫۲۵ هکتار معادل آبی") in text


def test_a_refused_value_shows_beside_its_field_and_escape_asks(page, monkeypatch):
    tab = page.holdings
    tab.add_parcel()
    dialog = tab.dialog
    _type(dialog, "area_ha", "-3")
    _save(dialog)
    assert dialog.isVisible() and dialog.form.error_text("area_ha")
    asked = []
    monkeypatch.setattr(forms, "ask_discard", lambda parent: asked.append(parent) or False)
    QTest.keyClick(dialog, Qt.Key.Key_Escape)
    assert asked and dialog.isVisible()


@needs_poppler
def test_notice_and_declaration_through_the_screen(page, tmp_path):
    db = page.ctx.db
    owner = _person(db, 1)[0]
    lr.add_parcel(db, owner_id=owner, village_id=1, kind="irrigated", area_ha="500")
    tab = page.declarations
    tab.record_notice()
    dialog = tab.dialog
    _pick(dialog, "owner_id", db, 1)
    _type(dialog, "notice_on", "1341/01/10")
    _save(dialog)
    assert tab.list.rows[0]["due_on"] == parse_jalali("1341/04/10").isoformat()  # three months
    tab.print_reminder()
    assert words("۱۰٬۰۰۰ ریال تا ۱۰۰٬۰۰۰ ریال") in _printed(tab, tmp_path)
    tab.record_declaration()
    dialog = tab.dialog
    _type(dialog, "filed_on", "1341/03/01")
    _type(dialog, "declared_ha", "500")
    _save(dialog)
    assert tab.list.rows[0]["filed_on"] == parse_jalali("1341/03/01").isoformat()
    assert tab.list.model.data(tab.list.model.index(0, 5)) == tab.tr("Received")


@needs_poppler
def test_allocation_through_the_screen(page, tmp_path, monkeypatch):
    from desktop.ui.common import dialogs

    db = page.ctx.db
    owner = _person(db, 0)[0]  # 420 ha irrigated: 20 over the ceiling (1339 art. 2)
    village = db.execute("SELECT id FROM village ORDER BY id").fetchone()[0]
    lr.add_parcel(db, owner_id=owner, village_id=village, kind="irrigated", area_ha="420")
    tab = page.distribution
    tab.add_surplus()
    dialog = tab.dialog
    # the surplus is taken from a parcel of the owner's holding, picked among his (it was
    # entered with no link to any holding)
    assert dialog.owner_box.currentData() == owner and dialog.parcel.count() == 1
    assert "۴۲۰ هکتار" in dialog.parcel.itemText(0) and "۲۰ هکتار" in dialog.owner_box.itemText(0)
    _type(dialog, "label", "قطعهٔ ۱")
    _type(dialog, "area_ha", "10")
    _type(dialog, "price_rials", "1000005")
    _type(dialog, "regional_min_ha", "5")
    _type(dialog, "taken_on", "1341/02/01")
    _save(dialog)
    assert len(tab.surplus.rows) == 1
    assert db.execute("SELECT parcel_id, owner_id FROM land_surplus").fetchone() == (
        db.execute("SELECT id FROM land_parcel").fetchone()[0], owner,
    )  # fmt: skip
    for nth, cls, kids in ((2, "a", 4), (3, "a", 4), (4, "c", 1)):
        tab.add_applicant()
        dialog = tab.dialog
        _pick(dialog, "person_id", db, nth)
        _choose(dialog, "priority_class", cls)
        _type(dialog, "children", str(kids))
        _type(dialog, "applied_on", "1341/02/10")
        _save(dialog)
    assert len(tab.applicants.rows) == 3
    tab.allocate()
    dialog = tab.dialog
    dialog.seed.clear()
    type_text(dialog.seed, "بذر-آزمون")
    dialog.show_button.click()
    assert "قرعه" in dialog.intro.text()
    _type(dialog, "allocated_on", "1341/03/01")
    _type(dialog, "first_due", "1341/07/01")
    asked: list[str] = []  # the allocation cannot be undone: asked first, naming the recipient
    monkeypatch.setattr(dialogs, "confirm_act", lambda _p, what, _act: asked.append(what) or True)
    _save(dialog)
    assert len(asked) == 1
    assert tab.surplus.rows[0]["recipient"]
    assert tab.surplus.rows[0]["recipient"] in asked[0]
    alloc = tab.surplus.rows[0]["allocation_id"]
    stored = [r["id"] for r in json.loads(db.table("land_allocation").get(alloc)["ranking"])]
    assert [r.id for r in lr.rerun_lot(db, alloc).order] == stored
    tab.print_list()
    text = _printed(tab, tmp_path)
    assert words("بذر-آزمون") in text
    tab.print_transfer()
    assert words("۱۰۰٬۰۰۱ ریال") in _printed(
        tab, tmp_path
    )  # 1,000,005 in ten: five get a rial more
    # a payment through the instalments tab, and its receipt
    inst = page.instalments
    inst.record_payment()
    dialog = inst.dialog
    _type(dialog, "paid_on", "1341/07/01")
    _type(dialog, "rials", "100001")
    _save(dialog)
    assert inst.list.rows[0]["paid"] == 100_001
    inst.print_receipt()
    assert words("۱۰۰٬۰۰۱ ریال") in _printed(inst, tmp_path)
    assert "۱۵٬۰۰۰ ریال در سال" in tab.text.text()  # art. 17 on 10 ha irrigated
    # a dashboard line names the recipient: the page opens his instalments
    page.tabs_widget.setCurrentWidget(page.holdings)
    recipient = db.table("land_allocation").get(alloc)["person_id"]
    page.open_record(recipient)
    assert (
        page.tabs_widget.currentWidget() is inst and inst.list.current()["person_id"] == recipient
    )


@needs_poppler
def test_board_decision_through_the_screen(page, tmp_path):
    tab = page.board
    for seat, name in (
        ("bakhshdar", "نوروزی"),
        ("judge", "قاضی‌زاده"),
        ("agriculture", "کشاورزیان"),
    ):
        tab.seat_member()
        dialog = tab.dialog
        _choose(dialog, "seat", seat)
        _type(dialog, "name", name)
        _type(dialog, "from_on", "1341/01/01")
        _save(dialog)
    assert "قاضی‌زاده" in tab.members.text()
    tab.file_case()
    dialog = tab.dialog
    _type(dialog, "filed_on", "1341/05/01")
    _choose(dialog, "kind", "refusal")
    _type(dialog, "claimant", "زارعین کامو")
    _type(dialog, "respondent", "مالک کامو")
    type_text(dialog.form.fields["subject"], "امتناع از پرداخت سهم زارع")
    _save(dialog)
    tab.decide()
    dialog = tab.dialog
    _type(dialog, "held_on", "1341/05/20")
    type_text(dialog.form.fields["text"], "مالک به پرداخت سهم و غرامت محکوم است.")
    _type(dialog, "fine_rials", "150000")  # past art. 35's 100,000
    _save(dialog)
    assert dialog.isVisible() and "۱۰۰٬۰۰۰" in dialog.form.error_text("fine_rials")
    dialog.form.fields["fine_rials"].clear()
    _type(dialog, "fine_rials", "5000")
    _type(dialog, "share_rials", "80000")
    _save(dialog)
    assert not dialog.isVisible()
    tab.print_decision()
    text = _printed(tab, tmp_path)
    assert (
        words("۵٬۰۰۰ ریال") in text and words("۸۰٬۰۰۰ ریال") in text and words("کشاورزیان") in text
    )


def test_the_ranking_shows_its_lots_in_persian_digits(qtbot, db, db_path):
    """The allocation dialog printed each lot drawn as «قرعه 2192562013»."""
    import re

    from desktop.ui.common.context import AppContext
    from desktop.ui.land_reform.allocation_dialog import AllocationDialog
    from tests.printing.conftest import fill_demo_office

    fill_demo_office(db)
    surplus = db.execute("SELECT id FROM land_surplus ORDER BY id LIMIT 1").fetchone()[0]
    dialog = AllocationDialog(AppContext(db, db_path), surplus_id=surplus)
    qtbot.addWidget(dialog)
    assert "قرعه" in dialog.intro.text()
    assert not re.search("[0-9]", dialog.intro.text())


def test_a_long_list_is_read_a_page_at_a_time(page, monkeypatch):
    # the tab's list holds the pages read so far, each read on from the last row shown
    from desktop.demo.land_reform import fill
    from tests.services.test_land_paging import MANY, TODAY, copy

    db = page.ctx.db
    fill(db, TODAY)
    copy(db, "land_transfer", "transfer_on")
    read = []
    real = lr.transfers
    monkeypatch.setattr(lr, "transfers", lambda *a, **k: read.append(k["after"]) or real(*a, **k))
    tab = page.transfers
    tab.refresh()
    assert len(tab.list.rows) == 200 and read == [None]
    tab.list.model.fetchMore()
    assert len(tab.list.rows) > MANY and read == [None, tab.list.rows[199]]
    assert [r["id"] for r in tab.list.rows] == [r["id"] for r in real(db)]
