"""The Reports section: every office-wide report in one list; Enter, a double click or Ctrl+P
opens the selected one in the letter editor, pre-filled, about the village chosen when it is
a village's."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from desktop.jalali import farvardin_first, format_jalali, jalali_year, today
from desktop.ui.documents.print_preview import PrintPreviewDialog
from desktop.ui.reports.page import REPORTS
from tests.printing.conftest import fill_demo_office
from tests.ui.helpers import activate, active_main_window


def test_reports_open_in_the_editor_by_keyboard(qtbot, qapp, db, db_path):
    fill_demo_office(db)
    window = active_main_window(qtbot, db, db_path)
    page = window.show_section("reports")
    assert [page.list.item(i).data(Qt.ItemDataRole.UserRole) for i in range(page.list.count())] \
        == [k for k, _ in REPORTS]  # fmt: skip
    assert page.key() == "activity_report" and "۱۳۳۴" in page.about.text()
    assert not page.village.isVisibleTo(page)  # the office's report is about no village
    page.list.setFocus()
    QTest.keyClick(page.list, Qt.Key.Key_Return)  # Enter opens it
    dialog = page.dialog
    assert isinstance(dialog, PrintPreviewDialog) and dialog.template_key == "activity_report"
    start = format_jalali(farvardin_first(jalali_year(today())), persian_digits=True)
    assert dialog.fields is not None
    assert dialog.fields.raw_values()["date_from"] == start  # this Jalali year, pre-filled
    dialog.close()
    activate(qtbot, window)
    page.list.setCurrentRow([k for k, _ in REPORTS].index("register_report"))
    assert page.village.isVisibleTo(page)
    page.village.setCurrentIndex(2)
    QTest.keyClick(page, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier)  # Ctrl+P too
    assert page.dialog is not dialog and page.dialog.template_key == "register_report"
    assert page.dialog.record_id == page.village.currentData()
    page.dialog.close()
