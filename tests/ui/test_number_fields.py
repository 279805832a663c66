"""Every number field shows Persian digits as they are typed and sits flush right (issue 10):
typed in real dialogs offscreen, saved through the services and read back from the database;
and a guard over every dialog and section that fails on a numeric field left a plain line edit."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QLocale, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractSpinBox, QApplication, QLineEdit, QWidget

from desktop.services import land_reform as lr
from desktop.ui.common.context import AppContext
from desktop.ui.common.number_edit import NumberEdit
from tests.printing.conftest import fill_demo_office
from tests.ui.helpers import replace_text, type_text

RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignAbsolute
# What a number field is called (its FieldForm key): amounts, areas, counts, shares, numbers of
# letters, slips, receipts and decisions, identity numbers, a year.
NUMERIC_NAME = re.compile(
    r".*(_rials|_ha|_no|_number|_pct|_percent|_dang|quantity|national_code|id_number|year|years"
    r"|children|population|households|ballots|votes|seed_digits)$|share.*"
)


def _active(qtbot, dialog: QWidget) -> None:
    """Shown and active, so that focus moves as it does on the clerk's screen."""
    dialog.show()
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)


def _finish(edit: QLineEdit) -> None:
    """Editing finishes as the clerk leaves the field (Tab), not by saving the dialog."""
    assert edit.hasFocus()
    QTest.keyClick(edit, Qt.Key.Key_Tab)
    assert not edit.hasFocus()


def _right(widget: QWidget) -> bool:
    return (widget.alignment() & RIGHT) == RIGHT  # type: ignore[attr-defined]


@pytest.fixture
def ctx(qapp, db, db_path):
    fill_demo_office(db)
    return AppContext(db, db_path)


# ------------------------------------------------------------------ the widget, as typed


def test_an_amount_shows_persian_digits_and_is_grouped_when_editing_finishes(qtbot, ctx):
    from desktop.ui.funds.help_dialog import HelpDialog

    fund = ctx.db.execute("SELECT id FROM fund ORDER BY id LIMIT 1").fetchone()[0]
    dialog = HelpDialog(ctx, fund)
    qtbot.addWidget(dialog)
    _active(qtbot, dialog)
    dialog.amount.setFocus()
    qtbot.keyClicks(dialog.amount, "1234567")
    assert dialog.amount.text() == "۱۲۳۴۵۶۷"
    assert dialog.amount.cursorPosition() == 7
    _finish(dialog.amount)
    assert dialog.amount.text() == "۱٬۲۳۴٬۵۶۷"
    assert _right(dialog.amount)
    dialog.hide()  # closed without asking to drop what was typed


def test_a_digit_typed_in_the_middle_keeps_the_cursor_where_it_was(qtbot):
    edit = NumberEdit("code")
    qtbot.addWidget(edit)
    qtbot.keyClicks(edit, "1405")
    edit.setCursorPosition(2)
    qtbot.keyClicks(edit, "/7/")
    assert edit.text() == "۱۴/۷/۰۵" and edit.cursorPosition() == 5


def test_a_decimal_takes_a_point_as_the_persian_decimal_separator(qtbot):
    edit = NumberEdit("decimal")
    qtbot.addWidget(edit)
    qtbot.keyClicks(edit, "12.5")
    assert edit.text() == "۱۲٫۵"
    type_text(edit, "٣")  # Arabic-Indic digits, as some keyboards give them
    assert edit.text() == "۱۲٫۵۳"


def test_pasted_latin_digits_become_persian(qtbot):
    edit = NumberEdit("code")
    qtbot.addWidget(edit)
    QApplication.clipboard().setText("0012345679")
    edit.paste()
    assert edit.text() == "۰۰۱۲۳۴۵۶۷۹"


def test_ctrl_v_pastes_persian_digits_and_ctrl_z_undoes_what_was_typed(qtbot):
    edit = NumberEdit("amount")
    qtbot.addWidget(edit)
    qtbot.keyClicks(edit, "12")
    QApplication.clipboard().setText("345")
    QTest.keySequence(edit, QKeySequence.StandardKey.Paste)
    assert edit.text() == "۱۲۳۴۵"
    QTest.keySequence(edit, QKeySequence.StandardKey.Undo)  # a validator's rewrite would lose it
    assert edit.text() == "۱۲"


def test_a_code_is_never_grouped_and_an_amount_set_by_the_program_is(qtbot):
    code, amount = NumberEdit("code"), NumberEdit("amount")
    for w in (code, amount):
        qtbot.addWidget(w)
        w.setText("2400000")
        w.editingFinished.emit()
    assert code.text() == "۲۴۰۰۰۰۰" and amount.text() == "۲٬۴۰۰٬۰۰۰"


def test_spin_boxes_show_persian_digits_and_sit_right(qtbot, ctx):
    from desktop.ui.funds.page import FundsPage
    from desktop.ui.settings.rule_choices import RuleChoicesGroup

    assert QLocale().language() == QLocale.Language.Persian
    page = FundsPage(ctx)
    qtbot.addWidget(page)
    page.year.setValue(1405)
    assert page.year.text() == "۱۴۰۵" and _right(page.year)
    group = RuleChoicesGroup(ctx)
    qtbot.addWidget(group)
    assert re.fullmatch("[۰-۹]+", group.wage_days.text()) and _right(group.wage_days)


def test_a_weight_typed_in_the_farmers_table_is_persian(qtbot, ctx):
    from desktop.ui.funds.assessment_dialog import AssessmentDialog

    village = ctx.db.execute(
        "SELECT village_id FROM person_role WHERE role = 'farmer' LIMIT 1"
    ).fetchone()[0]
    dialog = AssessmentDialog(ctx, village)
    qtbot.addWidget(dialog)
    _active(qtbot, dialog)
    table = dialog.farmers
    assert table.rowCount() >= 1
    table.item(0, 0).setCheckState(Qt.CheckState.Checked)
    table.setCurrentCell(0, 1)
    table.editItem(table.item(0, 1))
    editor = table.findChild(NumberEdit)
    assert editor is not None and _right(editor)
    editor.selectAll()
    qtbot.keyClicks(editor, "12")
    assert editor.text() == "۱۲", (editor.text(), editor.isVisible(), editor.hasFocus())
    QTest.keyClick(editor, Qt.Key.Key_Return)  # the table takes the value; the dialog stays
    qtbot.waitUntil(lambda: table.item(0, 1).text() == "۱۲")  # committed (queued)
    assert dialog.chosen_farmers()[0]["weight"] == "۱۲"
    dialog.hide()


# ------------------------------------------------------------------ typed, saved, read back


def test_an_int_typed_in_latin_digits_is_saved_and_shown_again_in_persian(qtbot, ctx):
    from desktop.ui.places.village_form import VillageDialog

    dialog = VillageDialog(ctx)
    qtbot.addWidget(dialog)
    type_text(dialog.name, "نیاسر")
    qtbot.keyClicks(dialog.population, "1234")
    qtbot.keyClicks(dialog.landlord_share, "50")
    assert dialog.population.text() == "۱۲۳۴"
    dialog.save()
    row = ctx.db.execute(
        "SELECT id, population, landlord_share_pct FROM village WHERE name = 'نیاسر'"
    ).fetchone()
    assert row[1:] == (1234, 50)
    again = VillageDialog(ctx, row[0])
    qtbot.addWidget(again)
    assert again.population.text() == "۱۲۳۴" and not again.is_dirty()


def test_an_amount_and_record_numbers_typed_in_a_new_case_are_saved(qtbot, ctx):
    from desktop.services.cases.kinds import KINDS
    from desktop.ui.cases.dialogs import NewCaseDialog

    dialog = NewCaseDialog(ctx, tuple(KINDS))
    qtbot.addWidget(dialog)
    dialog.kind.setCurrentIndex(dialog.kind.findData("refusal_farmers"))
    replace_text(dialog.filed_on.line, "1333/12/20")  # a case of its own under the 1331 law
    dialog.sync()
    type_text(dialog.subject, "امتناع از پرداخت سهم")
    type_text(dialog.complainant_outside, "شورای کامو")
    type_text(dialog.respondent_outside, "حسن ملکی")
    _active(qtbot, dialog)
    dialog.claimed.setFocus()
    qtbot.keyClicks(dialog.claimed, "2400000")
    assert isinstance(dialog.claimed, NumberEdit)
    _finish(dialog.claimed)
    assert dialog.claimed.text() == "۲٬۴۰۰٬۰۰۰"
    dialog.save()
    assert dialog.change is not None, [
        dialog.form.error_text(k) for k in ("general", *dialog.form.fields)
    ]
    assert not dialog.isVisible()
    saved = ctx.db.execute(
        "SELECT claimed_rials FROM case_file WHERE id = ?", [dialog.change.id]
    ).fetchone()
    assert saved[0] == 2_400_000


def test_record_numbers_typed_in_a_new_case_are_read_as_numbers(qtbot, ctx):
    from desktop.services.cases.kinds import KINDS
    from desktop.ui.cases.dialogs import NewCaseDialog

    dialog = NewCaseDialog(ctx, tuple(KINDS))
    qtbot.addWidget(dialog)
    # (the council member is chosen from a list, not typed: tests/ui/test_cases_gui.py)
    dialog.kind.setCurrentIndex(dialog.kind.findData("refusal_fund"))
    type_text(dialog.obligation, "٣٤")  # Arabic-Indic, as some keyboards type them
    assert dialog.obligation.text() == "۳۴"
    assert dialog.values()["obligation_id"] == 34
    dialog.hide()


def test_hectares_and_dang_typed_with_a_point_are_saved(qtbot, ctx):
    from desktop.ui.land_reform.parcel_dialog import ParcelDialog

    owner = ctx.db.execute("SELECT id FROM person ORDER BY id LIMIT 1").fetchone()[0]
    dialog = ParcelDialog(ctx, owner_id=owner)
    qtbot.addWidget(dialog)
    dialog.form.fields["ownership"].setCurrentIndex(
        dialog.form.fields["ownership"].findData("shared")
    )
    qtbot.keyClicks(dialog.area, "12.5")
    qtbot.keyClicks(dialog.share, "1.5")
    assert (dialog.area.text(), dialog.share.text()) == ("۱۲٫۵", "۱٫۵")
    dialog.save()
    assert dialog.change is not None, dialog.form.general_error.text()
    row = ctx.db.execute(
        "SELECT area_m2, share_millidang FROM land_parcel WHERE id = ?", [dialog.change.id]
    ).fetchone()
    assert tuple(row) == (125_000, 1_500)


def test_a_whole_parcel_shown_as_six_dang_in_persian_is_accepted(ctx):
    """The dang field shows «۶»; the service took only a Latin 6 for a parcel not shared."""
    owner = ctx.db.execute("SELECT id FROM person ORDER BY id LIMIT 1").fetchone()[0]
    change = lr.add_parcel(
        ctx.db, owner_id=owner, village_id=1, kind="dry", area_ha="۳", share_dang="۶"
    )
    assert change.id


def test_a_quantity_typed_with_a_point_is_saved_in_grams(qtbot, ctx):
    from desktop.ui.funds.sale_dialog import SaleDialog

    fund, store, commodity = ctx.db.execute(
        "SELECT fund_id, store_id, commodity FROM fund_payment WHERE kind = 'sale' LIMIT 1"
    ).fetchone()
    dialog = SaleDialog(ctx, fund)
    qtbot.addWidget(dialog)
    dialog.store.setCurrentIndex(dialog.store.findData(store))
    dialog.commodity.setCurrentIndex(dialog.commodity.findData(commodity))
    qtbot.keyClicks(dialog.quantity, "1.5")
    qtbot.keyClicks(dialog.price, "300000")
    type_text(dialog.buyer, "حسن ملکی")
    qtbot.keyClicks(dialog.decision_number, "12")
    assert (dialog.quantity.text(), dialog.decision_number.text()) == ("۱٫۵", "۱۲")
    dialog.save()
    assert dialog.change is not None, [
        dialog.form.error_text(k) for k in ("general", *dialog.form.fields)
    ]
    assert ctx.db.execute(
        "SELECT grams, amount_rials, decision_number FROM fund_payment WHERE kind = 'sale' "
        "ORDER BY id DESC"
    ).fetchone() == (1500, 300_000, "۱۲")


def test_a_national_code_and_identity_number_typed_in_latin_digits(qtbot, ctx):
    from desktop.domain.national_code import make_valid
    from desktop.ui.people.person_form import PersonDialog

    code = make_valid("005123456")
    dialog = PersonDialog(ctx)
    qtbot.addWidget(dialog)
    type_text(dialog.first_name, "زهرا")
    type_text(dialog.last_name, "کاشانی")
    qtbot.keyClicks(dialog.national_code, code)
    qtbot.keyClicks(dialog.id_number, "123")
    assert dialog.national_code.text() == "۰۰۵۱۲۳۴۵۶" + "۰۱۲۳۴۵۶۷۸۹"[int(code[-1])]
    dialog.save()
    row = ctx.db.execute(
        "SELECT id, national_code, id_number FROM person WHERE last_name = 'کاشانی'"
    ).fetchone()
    assert row[1:] == (code, "۱۲۳")  # the code as the registry writes it; the rest as shown
    again = PersonDialog(ctx, row[0])
    qtbot.addWidget(again)
    assert again.national_code.text() == dialog.national_code.text()


def test_their_number_of_an_incoming_letter_is_found_again(qtbot, ctx):
    from desktop.services import letters
    from desktop.ui.letters.page import IncomingDialog

    dialog = IncomingDialog(ctx)
    qtbot.addWidget(dialog)
    type_text(dialog.sender_edit, "فرمانداری")
    type_text(dialog.subject, "بخشنامهٔ آب")
    qtbot.keyClicks(dialog.their_number, "4512/30")
    assert dialog.their_number.text() == "۴۵۱۲/۳۰"
    dialog.save()
    row = ctx.db.execute(
        "SELECT id, their_number FROM letter WHERE subject = 'بخشنامهٔ آب'"
    ).fetchone()
    assert row[1] == "۴۵۱۲/۳۰"
    assert row[0] in [
        r["id"] for r in letters.list_letters(ctx.db, letters.LetterQuery(search="4512"))
    ]


def test_a_seed_typed_in_persian_digits_draws_the_same_lot_as_latin(ctx):
    surplus = ctx.db.execute("SELECT id FROM land_surplus ORDER BY id LIMIT 1").fetchone()
    assert surplus is not None, "the demo office has a surplus parcel"
    assert [a for a in lr.applicants(ctx.db, surplus[0]) if a["eligible"]], "and applicants"
    latin = lr.rank(ctx.db, surplus[0], "123456789012")
    persian = lr.rank(ctx.db, surplus[0], "۱۲۳۴۵۶۷۸۹۰۱۲")
    assert persian.order == latin.order and persian.explanation == latin.explanation


# ------------------------------------------------------------------ the guard


def _wrong_number_fields(root: QWidget) -> list[str]:
    wrong = []
    for w in root.findChildren(QWidget):
        name = w.objectName()
        if name.startswith("qt_"):  # Qt's own parts (the calendar popup's year)
            continue
        if isinstance(w, NumberEdit | QAbstractSpinBox):
            if not _right(w):
                wrong.append(f"{name or type(w).__name__}: not right-aligned")
        elif isinstance(w, QLineEdit) and NUMERIC_NAME.fullmatch(name):
            if not isinstance(w.parentWidget(), QAbstractSpinBox):
                wrong.append(f"{name}: a plain line edit")
    return wrong


def test_every_number_field_of_every_dialog_and_section_is_a_number_field(qtbot, ctx):
    from desktop.ui.shell.main_window import MainWindow
    from desktop.ui.shell.sections import SECTIONS
    from tests.ui.screens import all_dialogs

    dialogs = all_dialogs(ctx)  # every module's, numbered fields or not
    wrong = []
    for dialog in dialogs:
        qtbot.addWidget(dialog)
        wrong += [f"{type(dialog).__name__} {w}" for w in _wrong_number_fields(dialog)]
    window = MainWindow(ctx)
    qtbot.addWidget(window)
    for key, _, _ in SECTIONS:
        page = window.show_section(key)
        if page is not None:
            wrong += [f"{key} {w}" for w in _wrong_number_fields(page)]
    assert wrong == [], "\n".join(wrong)


def test_the_starting_number_is_asked_in_a_right_aligned_persian_spin_box(qtbot, ctx, monkeypatch):
    from PySide6.QtWidgets import QInputDialog, QSpinBox

    from desktop.ui.letters.page import LettersPage

    seen = []

    def look(dialog):
        box = dialog.findChild(QSpinBox)
        seen.append((box.text(), _right(box)))
        return 0  # the clerk cancels

    monkeypatch.setattr(QInputDialog, "exec", look)
    page = LettersPage(ctx)
    qtbot.addWidget(page)
    page.starting_number()
    assert seen == [("۱", True)]
