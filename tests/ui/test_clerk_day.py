"""A clerk's day, driven through real widgets: the letter editor, the plain letter, numbers shown,
nothing lost to Enter or Escape, the keyboard paths, the calendar, the wheel, Persian audit."""

from __future__ import annotations

import datetime as _dt

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QKeyEvent, QWheelEvent
from PySide6.QtWidgets import QApplication, QComboBox, QPlainTextEdit

from desktop.demo import build_demo
from desktop.jalali import parse_jalali
from desktop.jalali import today as _today
from desktop.printing.templates.fields import EXAMPLE_PARAMS
from desktop.services import letters, papers
from desktop.ui.common import forms
from desktop.ui.common.context import AppContext
from desktop.ui.common.date_edit import JalaliDateEdit
from desktop.ui.documents.print_preview import PrintPreviewDialog
from desktop.ui.letters.page import LettersPage, NewDocumentDialog
from desktop.ui.people.person_form import PersonDialog
from desktop.ui.settings.letter_numbers import NumberFormatGroup
from desktop.ui.shell.main_window import MainWindow
from tests.ui.helpers import replace_text, type_text


@pytest.fixture
def ctx(qapp, db, db_path):
    build_demo(db, villages=3, farmers_per_village=4)
    from desktop.demo.cases import fill as fill_cases  # summons and notices belong to cases

    fill_cases(db, _today())
    return AppContext(db, db_path)


def key(widget, k, modifiers=Qt.KeyboardModifier.NoModifier) -> None:
    for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
        QApplication.sendEvent(widget, QKeyEvent(kind, k, modifiers))


# ---------------------------------------------------------------------------- the letter editor


def test_a_letter_typed_previewed_issued_and_reprinted_identically(qtbot, ctx, tmp_path):
    dialog = PrintPreviewDialog(ctx, None, template_key="letter", record_id=None)
    qtbot.addWidget(dialog)
    dialog.show()
    fields = dialog.fields
    assert fields is not None and set(fields.widgets) == {"recipient", "subject", "body", "cc"}
    first = dialog.pdf
    type_text(fields.widgets["recipient"], "ریاست محترم ادارهٔ آب")
    type_text(fields.widgets["subject"], "لای‌روبی قنات")
    fields.widgets["body"].setPlainText("بند نخست نامه.\n\nبند دوم.")
    # the preview redraws after the clerk pauses, not on every key
    assert dialog.timer.isActive()
    qtbot.waitUntil(lambda: dialog.params.get("subject") == "لای‌روبی قنات", timeout=3000)
    assert dialog.pdf != first and dialog.params["body"] == "بند نخست نامه.\n\nبند دوم."
    path = tmp_path / "letter.pdf"
    assert dialog.deliver(letters.file_sink(path))
    row = letters.get_letter(ctx.db, dialog.letter_id)
    # the number shown plainly, with its series and year
    assert row["number_text"] in dialog.number_label.text() and not dialog.number_label.isHidden()
    assert dialog.mode == "letter" and not dialog.is_dirty()
    original = letters.build_document(
        ctx.db, template_key="letter", record_id=None,
        params={"recipient": "ریاست محترم ادارهٔ آب", "subject": "لای‌روبی قنات",
                "body": "بند نخست نامه.\n\nبند دوم."},
        letter_date=_dt.date.fromisoformat(row["letter_date"]),
    )  # fmt: skip
    assert row["content"] == original.to_json()  # what was typed is what is kept for reprints
    # copy it into a new letter: the same parts, a new draft
    dialog.copy_button.click()
    copy = dialog.copy_dialog
    qtbot.addWidget(copy)
    assert copy.mode == "draft" and copy.fields.raw_values()["subject"] == "لای‌روبی قنات"


@pytest.mark.parametrize(
    ("field", "text", "word"),
    [("amount", "-5", "منفی"), ("amount", "دوازده", "عدد")],
)
def test_a_bad_field_is_refused_beside_it_and_takes_no_number(
    qtbot, ctx, tmp_path, field, text, word
):
    # the receipt is the document whose sum the clerk types (a notice's sum is the case's)
    record = papers.sample(ctx.db, "receipt")
    dialog = PrintPreviewDialog(
        ctx, None, template_key="receipt", record_id=record, params=EXAMPLE_PARAMS["receipt"]
    )
    qtbot.addWidget(dialog)
    issued = letters.count_letters(ctx.db, letters.LetterQuery())
    replace_text(dialog.fields.widgets[field], text)
    dialog.redraw()
    assert word in dialog.fields.error_text(field)
    assert not dialog.deliver(letters.file_sink(tmp_path / "x.pdf"))
    assert letters.count_letters(ctx.db, letters.LetterQuery()) == issued


def test_a_date_out_of_range_is_refused_beside_it(qtbot, ctx):
    record = papers.sample(ctx.db, "summons")
    dialog = PrintPreviewDialog(ctx, None, template_key="summons", record_id=record)
    qtbot.addWidget(dialog)
    assert dialog.fields.widgets["session_date"].text()  # pre-filled: a week from today
    dialog.fields.widgets["session_date"].setText("۱۴۹۹/۰۱/۰۱")
    dialog.redraw()
    assert "سال" in dialog.fields.error_text("session_date")


def test_a_plain_letter_from_the_new_document_dialog(qtbot, ctx):
    page = LettersPage(ctx)
    qtbot.addWidget(page)
    page.new_document()
    chooser = page.dialog
    assert isinstance(chooser, NewDocumentDialog)
    assert chooser.template.currentData() == "letter"  # the plain letter comes first
    assert not chooser.person.isEnabled() and not chooser.village.isEnabled()
    chooser.accept_if_ready()
    editor = page.dialog
    assert isinstance(editor, PrintPreviewDialog) and editor.template_key == "letter"
    editor.close()


def test_the_incoming_number_is_shown_and_searched_by_their_number(qtbot, ctx):
    page = LettersPage(ctx)
    qtbot.addWidget(page)
    page.register_incoming()
    dialog = page.dialog
    type_text(dialog.sender_edit, "فرمانداری")
    type_text(dialog.subject, "بخشنامه")
    type_text(dialog.their_number, "۵۶۱۲/ع")
    type_text(dialog.referred_to, "مسئول شوراها")
    dialog.reply_due.setText("۱۳۹۹/۰۱/۰۱")  # before it was received: refused beside the field
    dialog.save()
    assert dialog.form.error_text("reply_due") and dialog.change is None
    dialog.reply_due.set_date(_dt.date.today() + _dt.timedelta(days=5))
    dialog.save()
    row = letters.get_letter(ctx.db, dialog.change.id)
    assert row["number_text"] in dialog.number_label.text() and "/و/" in row["number_text"]
    dialog.close()
    type_text(page.search, "5612/ع")
    assert [r["id"] for r in page.model.rows] == [row["id"]]
    assert "مسئول شوراها" in page.model.data(page.model.index(0, 5))


# ---------------------------------------------------------------------------- nothing lost


def test_escape_asks_before_discarding_edits(qtbot, ctx, monkeypatch):
    answers = []
    monkeypatch.setattr(forms, "ask_discard", lambda parent: answers.pop(0))
    dialog = PersonDialog(ctx)
    qtbot.addWidget(dialog)
    dialog.show()
    key(dialog, Qt.Key.Key_Escape)  # nothing typed: closes without asking
    assert not dialog.isVisible()
    dialog = PersonDialog(ctx)
    qtbot.addWidget(dialog)
    dialog.show()
    type_text(dialog.first_name, "علی")
    answers.append(False)  # "keep editing"
    key(dialog, Qt.Key.Key_Escape)
    assert dialog.isVisible() and dialog.first_name.text() == "علی"
    answers.append(True)  # "discard"
    dialog.reject()
    assert not dialog.isVisible() and answers == []


def test_enter_in_a_role_date_does_not_save_or_close_the_person_form(qtbot, ctx, monkeypatch):
    monkeypatch.setattr(forms, "ask_discard", lambda parent: False)
    dialog = PersonDialog(ctx, 1)
    qtbot.addWidget(dialog)
    dialog.show()
    before = ctx.db.execute("SELECT count(*) FROM person_role").fetchone()[0]
    since = dialog.roles_box.since
    type_text(since.line, "1403/2/15")
    key(since.line, Qt.Key.Key_Return)
    assert dialog.isVisible() and since.text() == "۱۴۰۳/۰۲/۱۵"  # tidied, nothing saved
    key(dialog.roles_box.role, Qt.Key.Key_Return)  # anywhere in the sub-box
    assert dialog.isVisible()
    assert ctx.db.execute("SELECT count(*) FROM person_role").fetchone()[0] == before
    # Enter in the person's own fields still saves (Enter saves)
    dialog.roles_box.since.setText("")
    dialog.mark_clean()
    key(dialog.first_name, Qt.Key.Key_Return)
    assert not dialog.isVisible()


def test_ctrl_s_saves_a_guarded_dialog(qtbot, ctx):
    dialog = PersonDialog(ctx)
    qtbot.addWidget(dialog)
    dialog.show()
    type_text(dialog.first_name, "مریم")
    type_text(dialog.last_name, "کاشانی")
    dialog.press_default()
    assert dialog.person_id is not None  # saved (stays open for roles)


def test_a_role_starts_in_the_persons_own_village(qtbot, ctx):
    person = ctx.db.execute(
        "SELECT id, residence_village_id FROM person WHERE residence_village_id IS NOT NULL "
        "ORDER BY id DESC LIMIT 1"
    ).fetchone()
    dialog = PersonDialog(ctx, person[0])
    qtbot.addWidget(dialog)
    assert dialog.roles_box.village.currentData() == person[1]


# ---------------------------------------------------------------------------- keyboard


def test_lists_by_keyboard(qtbot, ctx):
    letters.issue_document(
        ctx.db, template_key="letter", record_id=None, params=EXAMPLE_PARAMS["letter"],
        sink=lambda _p: None,
    )  # fmt: skip
    page = LettersPage(ctx)
    qtbot.addWidget(page)
    page.show()
    table = page.table
    assert not table.tabKeyNavigation()  # Tab leaves the table
    table.setFocus()
    table.setCurrentIndex(page.model.index(0, 0))  # the arrow keys' cursor, on the row
    key(table, Qt.Key.Key_Return)  # Enter opens the selected letter
    assert isinstance(page.dialog, PrintPreviewDialog) and page.dialog.mode == "letter"
    page.dialog.close()
    texts = [b.text() for b in page.buttons.values()]
    assert all("&" in t for t in texts), texts  # every button has an access key
    # an empty search says so, with a hint
    type_text(page.search, "هیچ‌چیزی‌که‌نیست")
    assert table.is_empty() and "املای" in table.empty_hint


def test_every_section_has_a_shortcut(qtbot, ctx):
    from desktop.ui.shell.sections import SECTIONS

    window = MainWindow(ctx)
    qtbot.addWidget(window)
    keys = window.section_shortcuts
    assert set(keys) == {k for k, _, _ in SECTIONS}
    assert len({k.toString() for k in keys.values()}) == len(SECTIONS)
    window.go_to(len(SECTIONS) - 1)  # the last (settings) too
    assert window.nav.currentRow() == len(SECTIONS) - 1


def test_date_field_keys_and_calendar(qtbot):
    edit = JalaliDateEdit()
    qtbot.addWidget(edit)
    assert edit.button.focusPolicy() == Qt.FocusPolicy.NoFocus  # not an extra Tab stop
    cal = edit.calendar
    assert cal.verticalHeaderFormat() == cal.VerticalHeaderFormat.NoVerticalHeader
    type_text(edit.line, "1403/02/15")
    edit._open_on_typed_date()  # what opening the popup runs
    assert cal.selectedDate().toPython() == parse_jalali("1403/02/15")
    assert (cal.yearShown(), cal.monthShown()) == (1403, 2)
    edit.setText("")
    edit._open_on_typed_date()
    assert cal.selectedDate().toPython() == _dt.date.today()


def test_tab_leaves_a_multiline_field(qtbot, ctx):
    dialog = PrintPreviewDialog(ctx, None, template_key="letter", record_id=None)
    qtbot.addWidget(dialog)
    body = dialog.fields.widgets["body"]
    assert isinstance(body, QPlainTextEdit) and body.tabChangesFocus()


def test_the_wheel_does_not_change_an_unfocused_combo(qtbot, ctx):
    page = MainWindow(ctx).show_section("settings")
    qtbot.addWidget(page.window())
    combo = page.findChild(QComboBox, "reading_1334_m3")  # a reading of the law
    assert combo is not None and combo.focusPolicy() == Qt.FocusPolicy.StrongFocus
    before = combo.currentIndex()

    def wheel() -> None:
        event = QWheelEvent(
            QPointF(5, 5), QPointF(5, 5), QPoint(0, 0), QPoint(0, -120),
            Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier,
            Qt.ScrollPhase.NoScrollPhase, False,
        )  # fmt: skip
        QApplication.sendEvent(combo, event)

    wheel()
    assert combo.currentIndex() == before  # the pointer merely passed over it
    page.setCurrentIndex(next(i for i in range(page.count()) if page.widget(i).isAncestorOf(combo)))
    page.window().show()
    combo.setFocus()
    qtbot.waitUntil(combo.hasFocus)
    wheel()
    assert combo.currentIndex() != before  # the clerk is in it: the wheel works


# ---------------------------------------------------------------------------- settings, audit


def test_settings_in_sections_and_the_number_format(qtbot, ctx):
    window = MainWindow(ctx)
    qtbot.addWidget(window)
    page = window.show_section("settings")
    assert page.count() >= 4  # office, numbers, readings, safety
    numbers = window.findChild(NumberFormatGroup, "number_format")
    replace_text(numbers.prefix, "بم")
    replace_text(numbers.out_series, "ص")
    replace_text(numbers.in_series, "ص")  # the same letter as outgoing: refused beside it
    numbers.save()
    assert numbers.form.error_text("in_series")
    replace_text(numbers.in_series, "و")
    numbers.save()
    change = letters.register_incoming(ctx.db, sender="الف", subject="ب")
    assert letters.get_letter(ctx.db, change.id)["number_text"].startswith("بم/۱/و/")


def test_the_audit_log_speaks_persian_and_follows_changes(qtbot, ctx):
    window = MainWindow(ctx)
    qtbot.addWidget(window)
    window.show()
    page = window.show_section("audit")
    before = page.model.total
    change = letters.issue_document(
        ctx.db, template_key="summons", record_id=papers.sample(ctx.db, "summons"),
        sink=lambda _p: None,
    )  # fmt: skip
    ctx.changed.emit(change)
    assert page.model.total > before  # no refresh button needed
    number = letters.get_letter(ctx.db, change.id)["number_text"]
    texts = [page.model.data(page.model.index(r, c)) for r in range(3) for c in range(4)]
    assert any(f"نامه {number}" == t for t in texts), texts
    assert not any("summons" in t or "-" in t.split(" ")[0] for t in texts), texts


def test_a_scan_kept_with_an_incoming_letter_and_a_referral_changed(qtbot, ctx, tmp_path):
    scan = tmp_path / "نامهٔ فرمانداری.pdf"
    scan.write_bytes(b"%PDF-1.4 a scanned page")
    page = LettersPage(ctx)
    qtbot.addWidget(page)
    page.register_incoming()
    dialog = page.dialog
    type_text(dialog.sender_edit, "فرمانداری")
    type_text(dialog.subject, "بخشنامه")
    dialog.set_scan(str(scan))
    dialog.save()
    letter_id = dialog.change.id
    [kept] = letters.scans_of(ctx.db, letter_id)
    assert letters.scan_bytes(ctx.db, kept["id"]) == (scan.name, scan.read_bytes())
    dialog.close()
    row = next(r for r in range(page.model.rowCount()) if page.model.row_id(r) == letter_id)
    page.table.setCurrentIndex(page.model.index(row, 0))
    page.table.selectionModel().select(
        page.model.index(row, 0),
        page.table.selectionModel().SelectionFlag.ClearAndSelect
        | page.table.selectionModel().SelectionFlag.Rows,
    )
    assert page.selected()["id"] == letter_id
    page.refer_letter()
    referral = page.dialog
    qtbot.addWidget(referral)
    type_text(referral.referred_to, "کاردان")
    referral.reply_due.set_date(_dt.date.today() + _dt.timedelta(days=2))
    referral.save()
    row = letters.get_letter(ctx.db, letter_id)
    assert row["referred_to"] == "کاردان" and row["reply_due"]
    shown = next(r for r in range(page.model.rowCount()) if page.model.row_id(r) == letter_id)
    assert "کاردان" in page.model.data(page.model.index(shown, 5))


def test_a_letter_just_issued_is_shown_as_the_original_it_went_out_as(qtbot, ctx, tmp_path):
    # the screen stamped the new original «رونوشت» while the saved PDF was not: the clerk could
    # not tell the original from a copy as the paper does
    dialog = PrintPreviewDialog(ctx, None, template_key="letter", record_id=None)
    qtbot.addWidget(dialog)
    fields = dialog.fields
    type_text(fields.widgets["recipient"], "ریاست محترم ادارهٔ آب")
    type_text(fields.widgets["subject"], "لای‌روبی قنات")
    fields.widgets["body"].setPlainText("بند نخست نامه.")
    dialog.redraw()
    path = tmp_path / "original.pdf"
    assert dialog.deliver(letters.file_sink(path))
    original = letters.render_letter(ctx.db, dialog.letter_id, copy=False)
    copy = letters.render_letter(ctx.db, dialog.letter_id, copy=True)
    assert original != copy
    assert dialog.pdf == original == path.read_bytes() and "رونوشت" in dialog.status.text()
    again = PrintPreviewDialog(ctx, None, letter_id=dialog.letter_id)  # reopened: what prints
    qtbot.addWidget(again)
    assert again.pdf == copy


def test_a_records_history_names_codes_lists_and_the_records_its_ids_point_to(qtbot, ctx):
    # the history showed «village», «irrigated», «["qanat"]» and bare ids as they are stored
    from desktop.services import people, places
    from desktop.ui.audit.page import RecordHistoryDialog

    db = ctx.db
    village = db.execute("SELECT id, name FROM village ORDER BY id LIMIT 1").fetchone()
    other = db.execute("SELECT id, name FROM village ORDER BY id DESC LIMIT 1").fetchone()
    row = places.get_village(db, village[0])
    kept = {k: row[k] for k in places.VILLAGE_FIELDS}
    farming = "mixed" if row["farming_type"] != "mixed" else "dry"
    places.edit_village(db, village[0], **{**kept, "kind": "hamlet", "farming_type": farming,
                        "tenure": "waqf", "water_sources": ["qanat", "spring"]})  # fmt: skip
    person = db.execute(
        "SELECT id FROM person WHERE residence_village_id = ? LIMIT 1", [village[0]]
    ).fetchone()[0]
    found = people.get_person(db, person)
    kept = {k: found[k] for k in ("first_name", "last_name", "father_name")}
    people.edit_person(db, person, **kept, residence_village_id=other[0])
    seen = []
    for table, ident in (("village", village[0]), ("person", person)):
        dialog = RecordHistoryDialog(ctx, table, ident)
        qtbot.addWidget(dialog)
        t = dialog.changes
        seen += [t.item(r, c).text() for r in range(t.rowCount()) for c in range(3)]
    words = {"mixed": "آبی و دیم", "dry": "دیم"}[farming]
    assert {"مزرعه", words, "موقوفه (متولی به جای مالک)", "قنات، چشمه"} <= set(seen), seen
    assert village[1] in seen and other[1] in seen  # the residence by the villages' names
    assert not [s for s in seen if any(ch.isascii() and ch.isalnum() for ch in s)], seen


def test_a_documents_pre_filled_dates_read_in_persian_digits(qtbot, ctx):
    # the fund statement opened with «1405/01/01» in its dates: its prefill is Jalali text in
    # Latin digits, and the date field showed it as given
    dialog = PrintPreviewDialog(
        ctx, None, template_key="fund_statement", record_id=papers.sample(ctx.db, "fund_statement")
    )
    qtbot.addWidget(dialog)
    shown = [dialog.fields.widgets[k].text() for k in ("date_from", "date_to")]
    assert all(shown) and not any(ch.isascii() and ch.isdigit() for s in shown for ch in s), shown
    assert shown[0].endswith("/۰۱/۰۱")
    # who signs is chosen, not typed (it printed «رئیس یا حسابدار شورا» as typed): the chair by
    # default, or the accountant; the name comes from the councils' records
    signer = dialog.fields.widgets["signer"]
    assert [signer.itemText(i) for i in range(signer.count())] == ["رئیس", "محاسب"]
    assert signer.currentData() == "chair" and "chair" not in dialog.fields.widgets
