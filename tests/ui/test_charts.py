"""The charts read as the clerk reads: the funds chart's year runs from فروردین at the right on
a right-to-left screen, its amounts in Persian digits and whole (Qt drew each as «…»); the
dashboard's bars carry their counts."""

from __future__ import annotations

import re

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGraphicsTextItem

from desktop.ui.funds.chart import MONTHS, MonthlyChart

ROWS = [(m, [0, 0, 0, 0, 0, 1_400_000, 2_100_000, 175_000, 0, 0, 0, 0][m - 1],
         [0, 0, 0, 0, 0, 0, 0, 850_000, 0, 0, 0, 0][m - 1]) for m in range(1, 13)]  # fmt: skip


def _texts(view) -> list[tuple[str, float]]:
    return [
        (it.toPlainText(), it.scenePos().x())
        for it in view.scene().items()
        if isinstance(it, QGraphicsTextItem) and it.toPlainText()
    ]


def test_the_funds_year_runs_from_the_right_with_whole_persian_amounts(qtbot, qapp):
    chart = MonthlyChart()
    qtbot.addWidget(chart)
    assert chart.layoutDirection() == Qt.LayoutDirection.RightToLeft
    chart.resize(1120, 220)
    chart.show_months(ROWS, "دریافت و هزینه")
    chart.show()
    for _ in range(5):
        qapp.processEvents()
    texts = _texts(chart)
    where = {t: x for t, x in texts}
    assert where["فروردین"] > where["اردیبهشت"] > where["مهر"] > where["اسفند"]
    amounts = [t for t, _x in texts if re.fullmatch(r"[۰-۹٬…]+", t)]
    assert len(amounts) >= 3 and "۰" in amounts, texts
    assert not any("…" in t for t, _x in texts), texts
    assert all(re.fullmatch(r"[۰-۹]{1,3}(٬[۰-۹]{3})*", t) for t in amounts), amounts
    # the bars stand under their months: فروردین's receipts are the set's last value
    series = chart.chart_.series()[0]
    got = series.barSets()[0]
    assert [got.at(i) for i in range(12)] == [r for _m, r, _s in reversed(ROWS)]
    assert set(MONTHS) <= set(where)


def test_the_dashboards_bars_carry_their_counts_and_grow_from_the_right(qtbot, qapp):
    from desktop.ui.dashboard.page import CasesChart

    chart = CasesChart()
    qtbot.addWidget(chart)
    chart.resize(700, 260)
    chart.show_counts({("member_complaint", "registered"): 3, ("share_dispute", "notified"): 2,
                       ("share_dispute", "registered"): 1, ("dismissal", "heard"): 12})  # fmt: skip
    chart.show()
    for _ in range(5):
        qapp.processEvents()
    texts = [t for t, _x in _texts(chart)]
    assert {"۱۲", "۳", "۲", "۱"} <= set(texts), texts  # each part of a bar, in Persian digits
    assert "۰" not in texts  # a state a kind has none of draws nothing
    value_axis = chart.chart().axes(Qt.Orientation.Horizontal)[0]
    assert value_axis.isReverse()  # the bars start at the kinds' names, on the right
