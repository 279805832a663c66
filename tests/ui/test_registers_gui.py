"""Drive the real widgets offscreen: set up the office, add a dehestan, a village and a person
through the forms, find them by typing Arabic ي/ك, and see bad input refused with nothing written."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox

from desktop.services import queries
from desktop.services.office import get_office
from desktop.ui.common.context import AppContext
from desktop.ui.people.person_form import PersonDialog
from desktop.ui.places.village_form import DehestanDialog, VillageDialog
from desktop.ui.settings.office import SetupDialog
from desktop.ui.shell.main_window import MainWindow
from tests.services.test_registers import snapshot
from tests.ui.helpers import replace_text, type_text


@pytest.fixture
def ctx(qapp, db, db_path):
    return AppContext(db, db_path)


def click_save(dialog) -> None:
    box = dialog.findChild(QDialogButtonBox)
    button = box.button(QDialogButtonBox.StandardButton.Save) or box.button(
        QDialogButtonBox.StandardButton.Ok
    )
    button.click()


def test_first_run_setup(qtbot, ctx):
    dialog = SetupDialog(ctx)
    qtbot.addWidget(dialog)
    click_save(dialog)  # everything empty
    assert dialog.form.error_text("office_name")
    assert get_office(ctx.db) is None
    type_text(dialog.form.office_name, "بخشداری مرکزی")
    type_text(dialog.form.shahrestan, "کاشان")
    type_text(dialog.form.bakhsh, "مرکزی")
    type_text(dialog.form.bakhshdar, "محمد نوروزی")
    # the law is not offered: the form says each record follows the law of its own date
    assert not hasattr(dialog.form, "regime")
    assert "قانون ۱۳۳۴" in dialog.form.law_note.text()
    click_save(dialog)
    assert dialog.result() == SetupDialog.DialogCode.Accepted
    office = get_office(ctx.db)
    assert office.bakhshdar == "محمد نوروزی"
    assert not hasattr(office, "regime")


def test_a_new_files_set_up_dialog_grows_to_show_the_law_read_after_it_shows(qtbot, ctx):
    """A new file's set-up dialog is shown before the file is made; the law's periods are read,
    and written under «قانون», once it has been painted: the dialog grows to show them, and its
    form never scrolls four fields and a note in a strip."""
    from desktop.ui.common.forms import settle_shown

    dialog = SetupDialog(None, None, open_office=lambda: ctx)
    qtbot.addWidget(dialog)
    dialog.show()
    settle_shown(dialog)
    qtbot.waitUntil(lambda: dialog.ctx is not None)  # opened behind the painted dialog
    assert "قانون ۱۳۳۴" in dialog.form.law_note.text()
    bar = dialog.form.scroll_area.verticalScrollBar()
    qtbot.waitUntil(lambda: not bar.isVisible() and bar.maximum() == 0)


def add_dehestan(qtbot, ctx, name: str) -> None:
    dialog = DehestanDialog(ctx)
    qtbot.addWidget(dialog)
    type_text(dialog.name, name)
    click_save(dialog)
    assert dialog.result() == DehestanDialog.DialogCode.Accepted


def test_add_dehestan_village_person_and_find_them(qtbot, ctx):
    window = MainWindow(ctx)
    qtbot.addWidget(window)
    add_dehestan(qtbot, ctx, "قمصر")

    village = VillageDialog(ctx)
    qtbot.addWidget(village)
    type_text(village.name, "کامو")
    type_text(village.population, "۱۲۰۰")  # Persian digits
    type_text(village.households, "250")
    village.water["qanat"].setChecked(True)
    click_save(village)
    assert village.village_id is not None  # saved; stays open for its people
    (v,) = queries.villages(ctx.db, queries.ListQuery())
    assert (v["name"], v["population"], v["households"], v["water_sources"]) == (
        "کامو",
        1200,
        250,
        '["qanat"]',
    )

    person = PersonDialog(ctx)
    qtbot.addWidget(person)
    type_text(person.first_name, "علی")
    type_text(person.last_name, "کریمی")
    type_text(person.father_name, "حسن")
    type_text(person.birth_date.line, "۱۳۵۰/۰۱/۰۱")
    type_text(person.national_code, "0499370899")
    person.residence.setCurrentIndex(person.residence.findData(v["id"]))
    click_save(person)
    assert person.person_id is not None  # stays open for roles
    person.roles_box.village.setCurrentIndex(person.roles_box.village.findData(v["id"]))
    person.roles_box.role.setCurrentIndex(person.roles_box.role.findData("landlord"))
    person.roles_box.share_unit.setCurrentIndex(person.roles_box.share_unit.findData("percent"))
    person.roles_box.share.setValue(100)  # the whole village, entered in percent
    person.roles_box.add_button.click()
    assert person.roles_box.list.count() == 1

    page = window.show_section("people")
    assert page.model.total == 1
    # Arabic yeh and kaf find the Persian-typed name
    type_text(page.search, "كريمي")
    assert page.model.total == 1
    assert page.model.data(page.model.index(0, 0)) == "علی کریمی"
    replace_text(page.search, "علي")
    assert page.model.total == 1
    replace_text(page.search, "۰۴۹۹")  # Persian digits find the ASCII-stored national code
    assert page.model.total == 1
    replace_text(page.search, "رضا")
    assert page.model.total == 0

    villages_page = window.show_section("villages")
    type_text(villages_page.search, "كامو")
    assert villages_page.model.total == 1
    assert villages_page.model.data(villages_page.model.index(0, 6)) == "۶"  # six dang owned


BAD_VILLAGE = [
    ("name", "", "name"),
    ("name", "ک" * 10_000, "name"),
    ("name", "کامو\u202e", "name"),
    ("name", "x'; DROP TABLE village;--", "name"),
    ("population", "-12", "population"),
]


@pytest.mark.parametrize("attr, text, field", BAD_VILLAGE)
def test_village_form_refuses_bad_input(qtbot, ctx, attr, text, field):
    add_dehestan(qtbot, ctx, "قمصر")
    before = snapshot(ctx.db)
    dialog = VillageDialog(ctx)
    qtbot.addWidget(dialog)
    type_text(dialog.name, "کامو")
    getattr(dialog, attr).setText(text)
    click_save(dialog)
    assert dialog.result() != VillageDialog.DialogCode.Accepted
    assert dialog.form.error_text(field)
    assert snapshot(ctx.db) == before


BAD_PERSON = [
    ("first_name", "", "first_name"),
    ("first_name", "ع" * 10_000, "first_name"),
    ("last_name", "\u2067رضایی", "last_name"),
    ("national_code", "0499370898", "national_code"),
    ("birth_date", "1403/13/01", "birth_date"),
    ("birth_date", "۱۴۰۲/۱۲/۳۰", "birth_date"),
]


@pytest.mark.parametrize("attr, text, field", BAD_PERSON)
def test_person_form_refuses_bad_input(qtbot, ctx, attr, text, field):
    before = snapshot(ctx.db)
    dialog = PersonDialog(ctx)
    qtbot.addWidget(dialog)
    dialog.first_name.setText("علی")
    dialog.last_name.setText("رضایی")
    getattr(dialog, attr).setText(text)
    click_save(dialog)
    assert dialog.person_id is None
    assert dialog.form.error_text(field)
    assert snapshot(ctx.db) == before


def test_landlord_share_over_six_dang_refused_in_form(qtbot, ctx):
    add_dehestan(qtbot, ctx, "قمصر")
    from desktop.services import people, places

    v = places.add_village(ctx.db, name="کامو", dehestan_id=1).id
    a = people.add_person(ctx.db, first_name="علی", last_name="ملکی").id
    people.add_role(ctx.db, person_id=a, village_id=v, role="landlord", share_millidang=4000)
    b = people.add_person(ctx.db, first_name="حسن", last_name="ملکی").id
    dialog = PersonDialog(ctx, b)
    qtbot.addWidget(dialog)
    box = dialog.roles_box
    box.village.setCurrentIndex(box.village.findData(v))
    box.role.setCurrentIndex(box.role.findData("landlord"))
    box.share.setValue(3)
    before = snapshot(ctx.db)
    box.add_button.click()
    assert "شش دانگ" in box.form.error_text("share_millidang")
    assert snapshot(ctx.db) == before


def test_sections_and_status_bar(qtbot, ctx):
    from desktop.demo import build_demo

    build_demo(ctx.db)
    window = MainWindow(ctx)
    qtbot.addWidget(window)
    assert window.layoutDirection() == Qt.LayoutDirection.RightToLeft
    # dated today, the office's acts are governed by the 1334 law (the timeline, not a setting)
    assert "قانون ۱۳۳۴" in window.regime_label.text()
    assert "۱۳۳۴/۰۵/۰۵" in window.regime_label.text()
    assert str(ctx.db_path) in window.db_label.text()
    page = window.show_section("villages")
    assert page.model.total == 24
    page.dehestan_filter.setCurrentIndex(1)
    assert 0 < page.model.total < 24
    page.table.sortByColumn(2, Qt.SortOrder.DescendingOrder)  # population
    populations = [page.model.rows[i]["population"] for i in range(page.model.rowCount())]
    assert populations == sorted(populations, reverse=True)


def test_unknown_national_code_prefix_saves_with_a_warning_beside_the_form(qtbot, ctx):
    from desktop.domain.national_code import make_valid

    dialog = PersonDialog(ctx)
    qtbot.addWidget(dialog)
    dialog.first_name.setText("علی")
    dialog.last_name.setText("رضایی")
    dialog.national_code.setText(make_valid("999123456"))
    click_save(dialog)
    assert dialog.person_id is not None  # saved
    assert (
        "پیش‌شماره" in dialog.form.general_error.text() and not dialog.form.general_error.isHidden()
    )


def test_settings_page_saves_office_and_readings(qtbot, ctx):
    from desktop.services.rule_choices import get_rule_choices

    window = MainWindow(ctx)
    qtbot.addWidget(window)
    page = window.show_section("settings")
    page.form.office_name.setText("بخشداری نطنز")
    page.form.shahrestan.setText("نطنز")
    page.form.bakhsh.setText("مرکزی")
    page.form.bakhshdar.setText("")  # required
    page.save_button.click()
    assert page.form.error_text("bakhshdar") and get_office(ctx.db) is None
    page.form.bakhshdar.setText("رضا نطنزی")
    page.save_button.click()
    assert get_office(ctx.db).bakhshdar == "رضا نطنزی"
    assert "نطنز" in window.windowTitle()
    from desktop.ui.settings.rule_choices import RuleChoicesGroup

    group = page.findChild(RuleChoicesGroup)
    group.holidays.setPlainText("۱۴۰۲/۱۲/۳۰")
    group.save_button.click()
    assert group.form.error_text("holidays")
    group.holidays.setPlainText("۱۴۰۳/۰۱/۱۳")
    group.wage_days.setValue(31)
    group.save_button.click()
    assert get_rule_choices(ctx.db).wage_days_per_month == 31


def test_retire_and_restore_from_the_list(qtbot, ctx, monkeypatch):
    from desktop.services import people
    from desktop.ui.common import register_page

    monkeypatch.setattr(register_page, "confirm", lambda *_: True)  # the clerk answers yes
    pid = people.add_person(ctx.db, first_name="علی", last_name="رضایی").id
    window = MainWindow(ctx)
    qtbot.addWidget(window)
    page = window.show_section("people")
    # (QTableView.selectRow picks its column from the viewport's edge in RTL; unsized offscreen,
    # that finds no column, so select the way a click does: through the current index)
    page.table.setCurrentIndex(page.model.index(0, 0))
    assert page.retire_button.text().replace("&", "") == "بایگانی"
    page.retire_button.click()
    assert page.model.total == 0 and people.get_person(ctx.db, pid)["retired_at"]
    page.show_retired.setChecked(True)
    page.table.setCurrentIndex(page.model.index(0, 0))
    assert page.retire_button.text().replace("&", "") == "بازگردانی"
    page.retire_button.click()
    assert people.get_person(ctx.db, pid)["retired_at"] is None


def test_history_of_an_edited_person_from_the_list(qtbot, ctx, monkeypatch):
    from desktop.services import people
    from desktop.ui.audit import page as audit

    pid = people.add_person(ctx.db, first_name="علی", last_name="رضایی").id
    people.edit_person(ctx.db, pid, first_name="علی", last_name="رضائی")
    shown = []
    monkeypatch.setattr(audit.RecordHistoryDialog, "exec", lambda self: shown.append(self) or 0)
    window = MainWindow(ctx)
    qtbot.addWidget(window)
    page = window.show_section("people")
    page.table.setCurrentIndex(page.model.index(0, 0))
    page.history_button.click()
    (dialog,) = shown
    assert len(dialog.entries) == 2  # added, then edited
    assert window.show_section("audit") is window.pages["audit"]


def test_dehestans_dialog_adds_renames_retires_and_restores(qtbot, ctx, monkeypatch):
    from desktop.services import places
    from desktop.ui.places import dehestans_dialog
    from desktop.ui.places.dehestans_dialog import DehestansDialog

    monkeypatch.setattr(dehestans_dialog, "confirm", lambda *_: True)
    errors: list[str] = []
    monkeypatch.setattr(
        dehestans_dialog, "show_error", lambda _parent, message: errors.append(message)
    )
    d = places.add_dehestan(ctx.db, name="قمصر").id
    places.add_village(ctx.db, name="کامو", dehestan_id=d)
    e = places.add_dehestan(ctx.db, name="برزک").id
    dialog = DehestansDialog(ctx)
    qtbot.addWidget(dialog)
    assert [dialog.table.item(i, 0).text() for i in range(2)] == ["برزک", "قمصر"]
    assert dialog.table.item(1, 1).text() == "۱"  # one village, Persian digits
    dialog.table.setCurrentCell(1, 0)
    dialog.retire_button.click()  # qamsar still has a live village: refused, and told why
    assert places.get_dehestan(ctx.db, d)["retired_at"] is None and "آبادی فعال" in errors[0]
    dialog.table.setCurrentCell(0, 0)
    dialog.retire_button.click()
    assert places.get_dehestan(ctx.db, e)["retired_at"] and dialog.table.rowCount() == 1
    dialog.show_retired.setChecked(True)
    row = [r["id"] for r in dialog.rows].index(e)
    dialog.table.setCurrentCell(row, 0)
    assert dialog.retire_button.text() == "بازگردانی"
    dialog.retire_button.click()
    assert places.get_dehestan(ctx.db, e)["retired_at"] is None


def test_dashboard_shows_the_year_letters_and_the_last_backup(qtbot, ctx, monkeypatch):
    from desktop.demo import add_demo_letters, build_demo
    from desktop.jalali import parse_jalali
    from desktop.store import backup
    from desktop.ui.dashboard import page as dashboard

    on = parse_jalali("1405/09/08")  # two months of letters, all in 1405
    monkeypatch.setattr(dashboard, "today", lambda: on)
    build_demo(ctx.db)
    add_demo_letters(ctx.db, end=on)
    window = MainWindow(ctx)
    qtbot.addWidget(window)
    page = window.show_section("dashboard")
    # the demo's letters without its cases: two receipts (one cancelled), two received
    assert page.labels["letters_out"].text() == "۲" and page.labels["letters_in"].text() == "۲"
    assert page.labels["last_backup"].text() == "هنوز گرفته نشده است"
    backup.make_backup(ctx.db, backup.folder_for(ctx.db, ctx.db_path), kind="manual")
    page.refresh()
    assert page.labels["last_backup"].text().startswith("پشتیبان دستی، ۱۴")  # kind, Jalali date


def test_landlords_and_kadkhoda_recorded_from_the_village_form(qtbot, ctx):
    """A clerk records a village's landlords where he thinks of them: on the village."""
    from desktop.services import people, places

    d = places.add_dehestan(ctx.db, name="قمصر").id
    a = people.add_person(ctx.db, first_name="علی", last_name="ملکی", national_code="0499370899").id
    b = people.add_person(ctx.db, first_name="حسن", last_name="ملکی").id
    dialog = VillageDialog(ctx)
    qtbot.addWidget(dialog)
    assert not dialog.roles_box.isEnabled()
    type_text(dialog.name, "کامو")
    dialog.dehestan.setCurrentIndex(dialog.dehestan.findData(d))
    click_save(dialog)
    box = dialog.roles_box
    assert box.isEnabled() and dialog.village_id is not None
    assert box.person.person_id() is None  # nobody pre-selected before the clerk types
    type_text(box.person.search, "۰۴۹۹")  # found by national code, in Persian digits
    assert box.person.matches.count() == 2 and box.person.person_id() == a  # (and «choose»)
    box.role.setCurrentIndex(box.role.findData("landlord"))
    box.share.setValue(4)
    box.add_button.click()
    assert "۴" in box.summary.text() and "باقی" in box.summary.text()
    replace_text(box.person.search, "حسن")
    box.role.setCurrentIndex(box.role.findData("landlord"))
    box.share.setValue(3)  # 4 + 3 > 6 dang: refused beside the field
    box.add_button.click()
    assert "شش دانگ" in box.form.error_text("share_millidang")
    box.share.setValue(2)
    box.add_button.click()
    box.role.setCurrentIndex(box.role.findData("kadkhoda"))
    box.add_button.click()
    assert box.list.count() == 3 and "باقی" not in box.summary.text()
    roles = {
        (r["person_id"], r["role"]) for r in people.roles_in_village(ctx.db, dialog.village_id)
    }
    assert roles == {(a, "landlord"), (b, "landlord"), (b, "kadkhoda")}


def test_people_list_says_when_a_broad_search_is_in_entry_order(qtbot, ctx, monkeypatch):
    """Past queries.BROAD matches the page is the word index's first, in entry order, and the
    count stops at the bound: the label says both; typing more sorts the list by name again."""
    from desktop.demo import bulk_fill
    from desktop.ui.people.page import PeoplePage

    bulk_fill(ctx.db, people_count=500, villages_count=10)
    monkeypatch.setattr(queries, "BROAD", 30)
    page = PeoplePage(ctx)
    qtbot.addWidget(page)
    assert "رکورد" in page.count_label.text() and "ترتیب ثبت" not in page.count_label.text()
    page.search.setText("ع")  # set by the program: searched at once
    assert page.model.rowCount() > 30  # under a page of 200: every match, counted exactly
    assert "ترتیب ثبت" in page.count_label.text()
    ids = [page.model.row_id(r) for r in range(page.model.rowCount())]
    assert ids == sorted(ids)
    monkeypatch.setattr(queries, "BROAD", 10_000)
    page.search.setText("ع ")
    assert "ترتیب ثبت" not in page.count_label.text() and page.model.exact


def test_people_list_reads_each_page_from_where_the_last_ended(qtbot, ctx, monkeypatch):
    """Scrolling asks for the next page after the last row shown, not for row N counted from
    the start (a million people: page 5,000 as fast as the first)."""
    from desktop.demo import bulk_fill
    from desktop.ui.common.table_model import PAGE
    from desktop.ui.people import page as people_page

    bulk_fill(ctx.db, people_count=PAGE * 2 + 30, villages_count=5)
    asked: list[object] = []
    real = queries.people

    def people(db, q, **kwargs):
        asked.append(kwargs.get("after"))
        return real(db, q, **kwargs)

    monkeypatch.setattr(people_page.queries, "people", people)
    page = people_page.PeoplePage(ctx)
    qtbot.addWidget(page)
    while page.model.canFetchMore():
        page.model.fetchMore()
    assert page.model.rowCount() == PAGE * 2 + 30
    assert asked[0] is None and [a["id"] for a in asked[1:]] == [
        page.model.row_id(PAGE - 1), page.model.row_id(2 * PAGE - 1)
    ]  # fmt: skip
    every = real(ctx.db, queries.ListQuery(), limit=-1)
    assert [page.model.row_id(r) for r in range(page.model.rowCount())] == [r["id"] for r in every]
