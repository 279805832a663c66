"""The global search (Ctrl+K) and the search boxes' pause before reloading."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from desktop.demo import build_demo_office
from desktop.services import people
from desktop.ui.common.widgets import SEARCH_PAUSE_MS, search_field
from tests.ui.helpers import active_main_window, type_text


def test_five_letters_typed_quickly_search_once(qtbot):
    box = search_field("")
    qtbot.addWidget(box)
    box.show()
    searched: list[str] = []
    box.searched.connect(searched.append)
    type_text(box, "کریمی", pause=False)  # five keys, well within the pause
    assert searched == [] and box.pending()
    qtbot.waitUntil(lambda: searched == ["کریمی"], timeout=SEARCH_PAUSE_MS * 5)
    QTest.qWait(SEARCH_PAUSE_MS * 2)
    assert searched == ["کریمی"]  # once, for the whole word
    box.clear()  # the clear button or the program: at once
    assert searched == ["کریمی", ""]
    type_text(box, "علی", pause=False)
    QTest.keyClick(box, Qt.Key.Key_Return)  # Enter does not wait
    assert searched[-1] == "علی" and not box.pending()


def test_the_people_list_reloads_once_for_a_word_typed(qtbot, db, db_path):
    from desktop.ui.common.context import AppContext
    from desktop.ui.people.page import PeoplePage

    people.add_person(db, first_name="علی", last_name="کریمی")
    people.add_person(db, first_name="حسن", last_name="رضایی")
    page = PeoplePage(AppContext(db, db_path))
    qtbot.addWidget(page)
    page.show()
    reloads = []
    page.model.modelReset.connect(lambda: reloads.append(page.search.text()))
    type_text(page.search, "کريمي", pause=False)
    qtbot.waitUntil(lambda: reloads == ["کريمي"], timeout=SEARCH_PAUSE_MS * 5)
    QTest.qWait(SEARCH_PAUSE_MS * 2)
    assert reloads == ["کريمي"] and page.model.total == 1


def test_ctrl_k_finds_a_person_and_enter_opens_them(qtbot, db, db_path):
    build_demo_office(db)
    target = people.add_person(
        db, first_name="بهرام", last_name="گلستانی", national_code="0084575948"
    ).id
    window = active_main_window(qtbot, db, db_path)
    QTest.keySequence(window, "Ctrl+K")
    dialog = window.search_dialog
    qtbot.waitUntil(dialog.isVisible)
    assert dialog.layoutDirection() == Qt.LayoutDirection.RightToLeft
    assert dialog.width() <= 1366 and dialog.height() <= 768 - 32
    type_text(dialog.box, "گلستان")
    hit = dialog.current_hit()
    assert hit is not None and hit.record_id == target and hit.section == "people"
    html = dialog.hits.currentItem().data(Qt.ItemDataRole.UserRole + 1)
    assert "<b>گلستانی</b>" in html  # the matched word is marked
    QTest.keyClick(dialog.box, Qt.Key.Key_Return)
    assert not dialog.isVisible()
    page = window.pages["people"]
    assert window.stack.currentWidget() is page
    assert page.selected_id() == target


def test_arrows_move_among_hits_and_escape_closes(qtbot, db, db_path):
    build_demo_office(db)
    window = active_main_window(qtbot, db, db_path)
    dialog = window.open_search()
    type_text(dialog.box, "کامو")
    first = dialog.current_hit()
    assert first is not None and first.kind == "village"
    QTest.keyClick(dialog.box, Qt.Key.Key_Down)
    second = dialog.current_hit()
    assert second is not None and second != first  # across the group's heading, too
    QTest.keyClick(dialog.box, Qt.Key.Key_Up)
    assert dialog.current_hit() == first
    QTest.keyClick(dialog.box, Qt.Key.Key_Escape)
    assert not dialog.isVisible()
