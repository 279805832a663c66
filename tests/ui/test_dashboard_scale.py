"""The dashboard on a shahrestan's file: its table is a view over a model with one row height
(no widget per cell), filled once when the page is built and shown, its chart's axis a few
round ticks however many cases are open."""

from __future__ import annotations

from PySide6.QtCharts import QValueAxis
from PySide6.QtWidgets import QHeaderView, QTableView, QTableWidget

from desktop.jalali import parse_jalali as J
from desktop.services import attention
from desktop.ui.common.context import AppContext
from desktop.ui.dashboard import page as dashboard
from desktop.ui.dashboard.page import CasesChart, tick_step
from desktop.ui.shell.main_window import MainWindow
from tests.services.test_cases_paging import MANY, file_many


def test_many_items_fill_a_view_once_with_fixed_rows(qapp, qtbot, office_db, db_path, monkeypatch):
    db = file_many(office_db, kind="member_complaint")
    monkeypatch.setattr(dashboard, "today", lambda: J("1405/06/01"))
    monkeypatch.setattr(dashboard, "SHOWN_ITEMS", 300)
    calls = []
    real = attention.collect
    monkeypatch.setattr(
        attention, "collect", lambda *a, **k: calls.append(k.get("limit")) or real(*a, **k)
    )
    window = MainWindow(AppContext(db, db_path))
    qtbot.addWidget(window)
    window.show()
    page = window.show_section("dashboard")
    qapp.processEvents()
    assert calls == [300]  # collected once (not again when first shown), bounded
    table = page.attention
    assert isinstance(table, QTableView) and not isinstance(table, QTableWidget)
    assert table.verticalHeader().sectionResizeMode(0) == QHeaderView.ResizeMode.Fixed
    assert table.rowCount() == 300 < MANY and not table.items_.exact
    assert page.summary.text().startswith("دست‌کم ۳۰۰ مورد")


def test_the_charts_axis_has_a_few_round_ticks(qapp, qtbot):
    assert [tick_step(n) for n in (3, 8, 9, 40, 41, 20_000)] == [1, 1, 2, 5, 10, 5000]
    chart = CasesChart()
    qtbot.addWidget(chart)
    chart.show_counts({("member_complaint", "registered"): 15_000, ("dismissal", "heard"): 6_000})
    (axis,) = [a for a in chart.chart().axes() if isinstance(a, QValueAxis)]
    assert axis.tickInterval() == 2000  # 8 ticks to 15,000, not one a case
