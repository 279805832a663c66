"""A fund's receipts and spending by Jalali month, as bars (Qt's own charts module)."""

from __future__ import annotations

from PySide6.QtCharts import QBarCategoryAxis, QBarSeries, QBarSet, QChart, QChartView, QValueAxis
from PySide6.QtCore import QLocale, Qt
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QWidget

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
        self.chart_.setLocalizeNumbers(True)
        self.chart_.setLocale(QLocale(QLocale.Language.Persian, QLocale.Country.Iran))
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
        for _m, r, s in rows:
            got.append(r)
            spent.append(s)
        series = QBarSeries()
        series.append(got)
        series.append(spent)
        self.chart_.addSeries(series)
        x = QBarCategoryAxis()
        x.append(MONTHS)
        self.chart_.addAxis(x, Qt.AlignmentFlag.AlignBottom)
        series.attachAxis(x)
        y = QValueAxis()
        y.setLabelFormat("%.0f")
        top = max([1, *(max(r, s) for _m, r, s in rows)])
        y.setRange(0, top * 1.1)
        self.chart_.addAxis(y, Qt.AlignmentFlag.AlignRight)
        series.attachAxis(y)
        self.chart_.setTitle(title)
