"""The complaints list at the office's 1366×768 screen (the window less its title bar): every
column whole, its header and the cells of the demo's cases unclipped, no horizontal scrollbar;
the case's details beside it take the smaller part (the list had a third of the width, its
kinds and parties cut, and a scrollbar under it)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from desktop.ui.common.context import AppContext
from desktop.ui.shell.main_window import MainWindow
from tests.printing.conftest import fill_demo_office


def test_the_complaints_columns_fit_with_no_horizontal_scrollbar(qtbot, qapp, db, db_path):
    fill_demo_office(db)
    window = MainWindow(AppContext(db, db_path))
    qtbot.addWidget(window)
    window.resize(1366, 736)
    window.show()
    page = window.show_section("complaints")
    page.select(page.model.rows[0]["id"])
    for _ in range(3):
        qapp.processEvents()
    table, model = page.table, page.model
    assert model.rowCount() >= 10
    assert not table.horizontalScrollBar().isVisible()
    header = table.horizontalHeader()
    assert header.length() <= table.viewport().width()
    metrics, pad = (
        table.fontMetrics(),
        2 * table.style().pixelMetric(table.style().PixelMetric.PM_FocusFrameHMargin),
    )
    cut = []
    for c in range(model.columnCount()):
        width = header.sectionSize(c)
        title = str(model.headerData(c, Qt.Orientation.Horizontal))
        if header.fontMetrics().horizontalAdvance(title) + pad > width:
            cut.append(("header", title, width))
        for r in range(model.rowCount()):
            text = str(model.data(model.index(r, c)) or "")
            if metrics.horizontalAdvance(text) + pad > width:
                cut.append((title, text, width))
    assert cut == [], cut
    details = page.panel.parentWidget()
    while details is not None and details.parentWidget() is not table.parentWidget():
        details = details.parentWidget()
    assert details is not None and details.width() < table.width()
