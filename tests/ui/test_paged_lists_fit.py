"""The lists that page in from SQLite (a council's members and sessions, a fund's book) fit the
office's 1366×768 screen as the filled tables before them did: each column as wide as what it
shows, the stretched column taking the rest, no horizontal scrollbar (the members' list came
out with every column a fixed 100 px, its dates and seats cut and a scrollbar under it)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from desktop.ui.common.context import AppContext
from desktop.ui.shell.main_window import MainWindow
from tests.printing.conftest import fill_demo_office


def _cut(table, stretch: int) -> list:
    model, header = table.model(), table.horizontalHeader()
    pad = 2 * table.style().pixelMetric(table.style().PixelMetric.PM_FocusFrameHMargin)
    cut = []
    for c in range(model.columnCount()):
        if c == stretch:
            continue
        width = header.sectionSize(c)
        title = str(model.headerData(c, Qt.Orientation.Horizontal))
        if header.fontMetrics().horizontalAdvance(title) + pad > width:
            cut.append(("header", title, width))
        for r in range(model.rowCount()):
            text = str(model.data(model.index(r, c)) or "")
            if table.fontMetrics().horizontalAdvance(text) + pad > width:
                cut.append((title, text, width))
    return cut


def test_a_councils_members_fit_with_no_horizontal_scrollbar(qtbot, qapp, db, db_path):
    fill_demo_office(db)
    window = MainWindow(AppContext(db, db_path))
    qtbot.addWidget(window)
    window.resize(1366, 736)
    window.show()
    page = window.show_section("councils")
    page.select(1)  # the demo's 1332 village council: nine members, one died, one promoted
    page.tabs.setCurrentIndex(0)
    for _ in range(5):
        qapp.processEvents()
    table = page.members
    assert table.model().rowCount() >= 9
    assert not table.horizontalScrollBar().isVisible()
    assert _cut(table, 6) == []
