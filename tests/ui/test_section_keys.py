"""Ctrl+P prints from every section that has something to print: a document about the selected
record opens in the letter editor, or the section's menu of documents opens under the keyboard."""

from __future__ import annotations

from PySide6.QtCore import QItemSelectionModel, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractItemView, QApplication, QMenu

from desktop.ui.common.context import AppContext
from desktop.ui.documents.print_preview import PrintPreviewDialog
from desktop.ui.letters.page import NewDocumentDialog
from desktop.ui.shell.main_window import MainWindow
from tests.printing.conftest import fill_demo_office
from tests.ui.helpers import activate, active_main_window

PRINTING = ("villages", "people", "councils", "funds", "complaints", "dismissals",
            "land_reform", "letters", "reports")  # fmt: skip

ROW = QItemSelectionModel.SelectionFlag.ClearAndSelect | QItemSelectionModel.SelectionFlag.Rows


def _select_first_rows(page) -> None:
    """The first row of every list in view, outermost first (a council, then its member)."""
    for _ in range(2):
        for view in page.findChildren(QAbstractItemView):
            model = view.model()
            if view.isVisible() and model is not None and model.rowCount() > 0:
                selection = view.selectionModel()
                if selection is not None and not selection.hasSelection():
                    selection.setCurrentIndex(model.index(0, 0), ROW)
        QApplication.processEvents()


def _shown() -> set:
    return {w for w in QApplication.topLevelWidgets() if w.isVisible()}


def test_ctrl_p_prints_from_every_section_that_prints(qtbot, qapp, db, db_path):
    fill_demo_office(db)
    window = active_main_window(qtbot, db, db_path)
    opened = {}
    for key in PRINTING:
        page = window.show_section(key)
        qapp.processEvents()
        _select_first_rows(page)
        button = getattr(page, "document_button", None)
        if key in ("complaints", "dismissals"):  # a case with documents to print
            for r in range(page.model.rowCount()):
                page.table.selectionModel().setCurrentIndex(page.model.index(r, 0), ROW)
                if button.isEnabled():
                    break
            assert button.isEnabled()
        before = _shown()
        QTest.keyClick(page, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier)
        qtbot.wait(150)  # a button's shortcut animates its click
        new = [w for w in _shown() - before
               if isinstance(w, PrintPreviewDialog | NewDocumentDialog | QMenu)]  # fmt: skip
        opened[key] = [type(w).__name__ for w in new]
        for w in new:
            w.close()
        qapp.processEvents()
        activate(qtbot, window)
    assert all(opened.values()), str(opened)


def test_ctrl_p_on_a_person_starts_a_document_about_that_person(qtbot, qapp, db, db_path):
    fill_demo_office(db)
    window = active_main_window(qtbot, db, db_path)
    page = window.show_section("people")
    page.table.selectRow(2)
    person_id = page.selected_id()
    QTest.keyClick(page, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier)
    dialog = page.dialog
    assert isinstance(dialog, NewDocumentDialog)
    key, record = dialog.choice()
    assert record == person_id and key is not None
    dialog.accept()  # Enter: the letter editor opens on the document about that person
    qapp.processEvents()
    assert isinstance(page.dialog, PrintPreviewDialog)
    assert page.dialog.record_id == person_id
    page.dialog.close()


def test_opening_a_section_leaves_the_keyboard_in_the_window(qtbot, qapp, db, db_path):
    """Building a page never shows one of its widgets as a window of its own: on the office's
    desktop it flashed a stray window and took the keyboard from the main window (the cases
    page's kind filter, shown before it had a parent)."""
    from desktop.ui.shell.sections import SECTIONS

    fill_demo_office(db)
    window = active_main_window(qtbot, db, db_path)
    lost = []
    for key, _, _ in SECTIONS:
        window.show_section(key)
        qapp.processEvents()
        if qapp.activeWindow() is not window:
            lost.append(key)
            activate(qtbot, window)
    assert lost == []


def test_tab_leaves_every_list_that_is_only_read(qtbot, qapp, db, db_path):
    """Tab moved from cell to cell in the modules' tables (QTableWidget's default) and never
    left them; now it leaves every read-only list, in every section and dialog."""
    from PySide6.QtWidgets import QAbstractItemView

    from desktop.ui.shell.sections import SECTIONS
    from tests.ui.screens import all_dialogs

    fill_demo_office(db)
    ctx = AppContext(db, db_path)
    window = MainWindow(ctx)
    qtbot.addWidget(window)
    window.show()
    roots = [window]
    for key, _, _ in SECTIONS:
        window.show_section(key)
    for dialog in all_dialogs(ctx):
        qtbot.addWidget(dialog)
        dialog.show()
        roots.append(dialog)
    qapp.processEvents()
    trapped = [
        (type(root).__name__, view.objectName() or type(view).__name__)
        for root in roots
        for view in root.findChildren(QAbstractItemView)
        if view.editTriggers() == QAbstractItemView.EditTrigger.NoEditTriggers
        and view.tabKeyNavigation()
        and view.isVisibleTo(root)
    ]
    assert trapped == []
    for dialog in roots[1:]:
        dialog.hide()


def test_the_dashboard_chart_names_every_kind_and_state_whole(qtbot, qapp, db, db_path):
    """The chart's own legend cut the states' names to «رسید…» in its one row, and a kind
    without a short name was cut at the axis: the states wrap in a label under it, and every
    kind has a short name."""
    from desktop.services.cases.kinds import KINDS
    from desktop.ui.dashboard.page import KIND_SHORT, STATE_SHORT

    assert set(KIND_SHORT) == set(KINDS)
    fill_demo_office(db)
    window = MainWindow(AppContext(db, db_path))
    qtbot.addWidget(window)
    window.show()
    chart = window.show_section("dashboard").chart
    assert not chart.chart().legend().isVisible()
    shown = [s for (_k, s) in chart.counts if s in STATE_SHORT]
    assert shown and all(STATE_SHORT[s] in chart.legend.text() for s in shown)
    assert chart.legend.wordWrap() and chart.legend.isVisibleTo(window)
