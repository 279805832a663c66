"""The complaints list on more than a thousand cases: scrolling reaches the last one, each page
read on from the last row shown, and the count above the list is the exact total."""

from __future__ import annotations

from desktop.text import to_persian_digits
from desktop.ui.cases.page import CasesPage
from desktop.ui.common.context import AppContext
from desktop.ui.shell.main_window import MainWindow
from tests.services.test_cases_paging import MANY, file_many


def test_scrolling_reaches_the_1001st_case_and_the_count_is_exact(qapp, qtbot, office_db, db_path):
    db = file_many(office_db)
    window = MainWindow(AppContext(db, db_path))
    qtbot.addWidget(window)
    page = window.show_section("complaints")
    assert isinstance(page, CasesPage)
    model = page.model
    assert len(model.rows) == 200  # one page, not the whole register
    assert (model.total, model.exact) == (MANY, True)
    assert to_persian_digits(str(MANY)) in page.count_label.text()
    while model.canFetchMore():
        model.fetchMore()
    assert len(model.rows) == MANY
    assert len({r["id"] for r in model.rows}) == MANY
