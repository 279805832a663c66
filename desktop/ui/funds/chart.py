"""A fund's receipts and spending by Jalali month, as bars (Qt's own charts module)."""

from __future__ import annotations

from PySide6.QtCharts import (
    QBarCategoryAxis,
    QBarSeries,
    QBarSet,
    QCategoryAxis,
    QChart,
    QChartView,
)
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QWidget

from desktop.text import group_thousands
from desktop.ui.common.charts import tick_step

MONTHS = [
    "فروردین", "اردیبهشت", "خرداد", "تیر", "مرداد", "شهریور",
    "مهر", "آبان", "آذر", "دی", "بهمن", "اسفند",
]  # fmt: skip


class MonthlyChart(QChartView):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("funds_chart")
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setMinimumHeight(220)
        self.chart_ = QChart()
        self.chart_.legend().setAlignment(Qt.AlignmentFlag.AlignBottom)
        self.setChart(self.chart_)
        self.values: list[tuple[int, int, int]] = []

    def show_months(self, rows: list[tuple[int, int, int]], title: str) -> None:
        """``rows``: (month, receipts, spending) in rials."""
        self.values = rows
        self.chart_.removeAllSeries()
        for axis in self.chart_.axes():
            self.chart_.removeAxis(axis)
        got = QBarSet(self.tr("Receipts"))
        got.setColor(QColor("#2e7d32"))
        spent = QBarSet(self.tr("Spending"))
        spent.setColor(QColor("#c62828"))
        # the year runs from the right, as the clerk reads: فروردین at the right end (Qt draws
        # a chart left to right whatever the layout's direction; its axis' «reverse» is not
        # honoured by bars)
        rtl = self.layoutDirection() == Qt.LayoutDirection.RightToLeft
        ordered = list(reversed(rows)) if rtl else rows
        for _m, r, s in ordered:
            got.append(r)
            spent.append(s)
        series = QBarSeries()
        series.append(got)
        series.append(spent)
        self.chart_.addSeries(series)
        x = QBarCategoryAxis()
        x.append(list(reversed(MONTHS)) if rtl else MONTHS)
        self.chart_.addAxis(x, Qt.AlignmentFlag.AlignBottom)
        series.attachAxis(x)
        # amounts at round steps, written as the papers write them (Persian digits, «٬»), two
        # steps at most: Qt shortens to «…» a label taller than its share of the low plot
        top = max([1, *(max(r, s) for _m, r, s in rows)])
        step = tick_step(top, ticks=2)
        y = QCategoryAxis()
        y.setLabelsPosition(QCategoryAxis.AxisLabelsPosition.AxisLabelsPositionOnValue)
        y.setStartValue(0)
        y.append(group_thousands(0), 0)
        value = step
        while value < top + step:
            y.append(group_thousands(value), value)
            value += step
        y.setRange(0, value - step)
        self.chart_.addAxis(y, Qt.AlignmentFlag.AlignRight if rtl else Qt.AlignmentFlag.AlignLeft)
        series.attachAxis(y)
        self.chart_.setTitle(title)
