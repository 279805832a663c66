"""A dialog of a few fields opens as tall as its rows (within the office screen), not at a preset
height: the hearing and the decision opened 520 pixels tall for three fields, most of it empty.
Rows that grow once it is open (a worked-out compensation) still get the room they ask."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QLabel, QLineEdit, QVBoxLayout

from desktop.services import cases, people, places
from desktop.ui.cases.dialogs import StepDialog
from desktop.ui.common.context import AppContext
from desktop.ui.common.forms import DIALOG_MAX, FieldForm, size_to_content


def _case(db, kind: str) -> int:
    d = places.add_dehestan(db, name="قمصر").id
    v = places.add_village(db, name="کامو", dehestan_id=d).id
    f = people.add_person(db, first_name="علی", last_name="رضایی", residence_village_id=v).id
    lord = people.add_person(db, first_name="حسن", last_name="ملکی").id
    return cases.register_case(
        db, kind=kind, filed_on="1404/06/01", subject="موضوع",
        complainants=[{"person_id": f}], respondents=[{"person_id": lord}], village_id=v,
    ).id  # fmt: skip


def _empty_below(dialog: QDialog) -> int:
    """The height the dialog has beyond what its rows and buttons ask."""
    return dialog.height() - dialog.sizeHint().height()


def test_the_hearing_and_the_decision_open_as_tall_as_their_rows(qtbot, qapp, office_db, db_path):
    db = office_db
    ctx = AppContext(db, db_path)
    cid = _case(db, "share_dispute")
    hearing = StepDialog(ctx, cid, "hear")
    qtbot.addWidget(hearing)
    hearing.show()
    qapp.processEvents()
    assert _empty_below(hearing) <= 10, (hearing.height(), hearing.sizeHint().height())
    assert hearing.height() < 300 and hearing.width() >= 440
    bar = hearing.form.scroll_area.verticalScrollBar()
    assert bar.maximum() == 0  # every row in sight
    hearing.hide()
    cases.record_hearing(db, case_id=cid, on="1404/06/02", attendance="طرفین")
    decision = StepDialog(ctx, cid, "decide")
    qtbot.addWidget(decision)
    decision.show()
    qapp.processEvents()
    assert _empty_below(decision) <= 10 and decision.height() < 320
    assert decision.height() <= DIALOG_MAX.height()


def test_a_dialog_sized_to_its_rows_grows_when_a_row_grows(qtbot, qapp):
    dialog = QDialog()
    qtbot.addWidget(dialog)
    layout = QVBoxLayout(dialog)
    form = FieldForm()
    layout.addWidget(form, 1)
    for i in range(3):
        form.add_row(f"f{i}", f"خانهٔ {i}", QLineEdit())
    worked_out = QLabel()
    worked_out.setWordWrap(True)
    form.layout_.addRow("خسارت", worked_out)
    form.layout().addStretch(1)
    size_to_content(dialog, 620)
    dialog.show()
    qtbot.waitExposed(dialog)
    before = dialog.height()
    worked_out.setText("مالکی که کشاورز برکنارشده را به کار نمی‌گمارد خسارت می‌دهد. " * 8)
    area = form.scroll_area
    assert area is not None
    inner = area.widget()
    qtbot.waitUntil(lambda: area.viewport().height() >= inner.sizeHint().height(), timeout=2000)
    assert dialog.height() > before and area.verticalScrollBar().maximum() == 0
    assert dialog.width() >= 620
