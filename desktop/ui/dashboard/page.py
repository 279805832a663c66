"""The dashboard: the clerk's first screen of the day.

What needs attention today from every module (``desktop.services.attention.collect``): deadlines
passed or near, review windows closing, decisions waiting to be notified, and whatever the other
modules report. Each line opens its record (Enter or a double click). Beside it, the office and
its registers in brief, and a chart of the open cases by kind and state.
"""

from __future__ import annotations

import html

from PySide6.QtCharts import (
    QBarCategoryAxis,
    QBarSet,
    QChart,
    QChartView,
    QHorizontalStackedBarSeries,
    QValueAxis,
)
from PySide6.QtCore import (
    QAbstractTableModel,
    QLocale,
    QModelIndex,
    QPersistentModelIndex,
    QPoint,
    Qt,
)
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMenu,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from desktop.jalali import format_jalali, jalali_year, today
from desktop.rules.timeline import governing_label_fa
from desktop.services import attention, queries
from desktop.services.attention import OVERDUE, SOON, AttentionItem
from desktop.services.cases import open_counts
from desktop.services.cases.kinds import KIND_SHORT, KINDS, STATE_SHORT, STATES, TERMINAL
from desktop.services.change import Change
from desktop.services.office import get_office
from desktop.store import backup
from desktop.text import to_persian_digits
from desktop.ui.common.charts import tick_step
from desktop.ui.common.citation_links import articles_menu
from desktop.ui.common.context import AppContext
from desktop.ui.common.files import ltr
from desktop.ui.common.forms import ERROR_STYLE
from desktop.ui.common.record_table import empty_hint

# The most lines the dashboard collects: several screens of them, so scrolling still finds the
# day's work, yet a file of decades opens as fast as a new one. Beyond it the list keeps the
# most overdue (the oldest) and says that there are more.
SHOWN_ITEMS = 300
STALE_BACKUP_DAYS = 7  # a last backup older than this is shown in red
WEEKDAYS = ("دوشنبه", "سه‌شنبه", "چهارشنبه", "پنجشنبه", "جمعه", "شنبه", "یکشنبه")
SEVERITY_COLOURS = {OVERDUE: "#b00020", SOON: "#a05a00"}
Index = QModelIndex | QPersistentModelIndex
STATE_COLOURS = ("#5b8def", "#f0a030", "#3fa66b", "#c0504d", "#8064a2", "#4bacc6", "#9bbb59")


class AttentionModel(QAbstractTableModel):
    """The day's items as a model: a cell's text is made when the view draws it, so thousands
    of items cost what the rows on screen cost (no widget item per cell)."""

    def __init__(self, parent: QWidget, headers: list[str], awaiting: str) -> None:
        super().__init__(parent)
        self.items: list[AttentionItem] = []
        self.headers = headers
        self.awaiting = awaiting
        self.colours = {k: QColor(v) for k, v in SEVERITY_COLOURS.items()}

    def set_items(self, items: list[AttentionItem]) -> None:
        self.beginResetModel()
        self.items = items
        self.endResetModel()

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802 - Qt naming
        return 0 if parent.isValid() else len(self.items)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802 - Qt naming
        return 0 if parent.isValid() else 3

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid():
            return None
        item = self.items[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            column = index.column()
            if column == 0:
                if item.due is None:
                    return self.awaiting
                return format_jalali(item.due, persian_digits=True)
            return item.title_fa if column == 1 else item.detail_fa
        if role == Qt.ItemDataRole.ToolTipRole:
            return item.detail_fa
        if role == Qt.ItemDataRole.ForegroundRole:
            return self.colours.get(item.severity)
        return None

    def headerData(  # noqa: N802 - Qt naming
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> object:
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return self.headers[section]
        return None


class AttentionTable(QTableView):
    """The day's items; Enter or a double click opens the record the line is about. Rows have
    one fixed height and the columns fixed or stretched widths: nothing is measured per row,
    so the table opens in the same time on four items or forty thousand (a line too long for
    its column is elided, and shown whole in its tooltip)."""

    def __init__(self, ctx: AppContext) -> None:
        super().__init__()
        self.ctx = ctx
        self.setObjectName("attention")
        self.table_model = AttentionModel(
            self, [self.tr("Due"), self.tr("What"), self.tr("Details")], self.tr("awaiting")
        )
        self.setModel(self.table_model)
        self.verticalHeader().hide()
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setWordWrap(False)
        header = self.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Fixed)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Interactive)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        # the widest date, «۱۴۰۴/۰۱/۰۵» or «awaiting», measured once rather than every row
        widest = max(
            self.fontMetrics().horizontalAdvance(t)
            for t in ("۱۴۰۸/۰۸/۰۸", self.table_model.awaiting, self.table_model.headers[0])
        )
        self.setColumnWidth(0, widest + 24)
        self.setColumnWidth(1, 330)
        self.doubleClicked.connect(lambda index: self.open_row(index.row()))
        # a line citing the law: its articles in a context menu (right click or the Menu key)
        self.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.customContextMenuRequested.connect(self.articles_menu)

    @property
    def items_(self) -> list[AttentionItem]:
        return self.table_model.items

    def show_items(self, items: list[AttentionItem]) -> None:
        self.table_model.set_items(items)

    def rowCount(self) -> int:  # noqa: N802 - as QTableWidget's, for the callers that count
        return self.table_model.rowCount()

    def text(self, row: int, column: int) -> str:
        return str(self.table_model.data(self.table_model.index(row, column)) or "")

    def open_row(self, row: int) -> None:
        if 0 <= row < len(self.items_):
            item = self.items_[row]
            self.ctx.open_requested.emit(item.section, item.record_id)

    def articles_menu(self, pos: QPoint) -> QMenu | None:
        index = self.indexAt(pos)
        row = index.row() if index.isValid() else self.currentIndex().row()
        if not 0 <= row < len(self.items_):
            return None
        item = self.items_[row]
        menu = articles_menu(self, self.ctx, f"{item.title_fa} {item.detail_fa}")
        if menu is not None:
            menu.popup(self.viewport().mapToGlobal(pos))
        return menu

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt naming
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.open_row(self.currentIndex().row())
            return
        super().keyPressEvent(event)


class CasesChart(QChartView):
    """Open cases by kind (one bar each), stacked by state."""

    def __init__(self) -> None:
        chart = QChart()
        chart.setAnimationOptions(QChart.AnimationOption.NoAnimation)
        chart.legend().hide()  # its one row cut the states' names short: ``legend`` wraps
        chart.setMargins(chart.margins() * 0)
        chart.setLocalizeNumbers(True)
        chart.setLocale(QLocale(QLocale.Language.Persian, QLocale.Country.Iran))
        super().__init__(chart)
        self.setObjectName("cases_chart")
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setMinimumHeight(190)
        self.counts: dict[tuple[str, str], int] = {}
        self.legend = QLabel()  # the states' colours, wrapping under the chart
        self.legend.setObjectName("cases_legend")
        self.legend.setWordWrap(True)
        self.legend.setTextFormat(Qt.TextFormat.RichText)

    def show_counts(self, counts: dict[tuple[str, str], int]) -> None:
        self.counts = counts
        chart = self.chart()
        chart.removeAllSeries()
        for axis in chart.axes():
            chart.removeAxis(axis)
        kinds = [k for k in KINDS if any(c for (kk, _s), c in counts.items() if kk == k)]
        states = [s for s in STATES if s not in TERMINAL and any(ss == s for (_k, ss) in counts)]
        chart.setTitle(
            self.tr("Open cases by kind and state") if kinds else self.tr("No open cases")
        )
        self.legend.setText("")
        if not kinds:
            return
        series = QHorizontalStackedBarSeries()
        keys = []
        for i, state in enumerate(states):
            colour = STATE_COLOURS[i % len(STATE_COLOURS)]
            bar = QBarSet(STATE_SHORT.get(state, STATES[state]))
            bar.setColor(QColor(colour))
            keys.append(f'<span style="color:{colour}">■</span>&nbsp;{html.escape(bar.label())}')
            for kind in kinds:
                bar.append(counts.get((kind, state), 0))
            series.append(bar)
        self.legend.setText(" &nbsp; ".join(keys))
        # each part of a bar says its count, in the chart's Persian digits
        series.setLabelsVisible(True)
        series.setLabelsFormat("@value")
        chart.addSeries(series)
        y = QBarCategoryAxis()
        y.append([KIND_SHORT.get(k, KINDS[k]) for k in kinds])
        x = QValueAxis()
        x.setLabelFormat("%d")
        x.setTickType(QValueAxis.TickType.TicksDynamic)
        # whole numbers, about eight ticks at most: a tick a case made Qt draw 20,000 labels
        # (17 s) on a shahrestan's file
        longest = max(sum(counts.get((k, st), 0) for st in states) for k in kinds)
        x.setTickInterval(tick_step(longest))
        x.setMin(0)
        x.setReverse(self.layoutDirection() == Qt.LayoutDirection.RightToLeft)  # from the right
        chart.addAxis(y, Qt.AlignmentFlag.AlignRight)
        chart.addAxis(x, Qt.AlignmentFlag.AlignBottom)
        series.attachAxis(y)
        series.attachAxis(x)


class DashboardPage(QWidget):
    def __init__(self, ctx: AppContext) -> None:
        super().__init__()
        self.ctx = ctx
        layout = QVBoxLayout(self)
        self.title = QLabel()
        self.title.setObjectName("dashboardTitle")
        font = self.title.font()
        font.setPointSize(font.pointSize() + 6)
        font.setBold(True)
        self.title.setFont(font)
        self.day_label = QLabel()
        self.day_label.setObjectName("today")
        head = QHBoxLayout()
        head.addWidget(self.title, 1)
        head.addWidget(self.day_label)
        layout.addLayout(head)
        body = QHBoxLayout()
        layout.addLayout(body, 1)
        attention_box = QGroupBox(self.tr("Needs attention today"))
        column = QVBoxLayout(attention_box)
        self.summary = QLabel()
        self.summary.setObjectName("attention_summary")
        column.addWidget(self.summary)
        self.attention = AttentionTable(ctx)
        empty_hint(self.attention, self.tr(
            "Nothing is due. The deadlines of cases, funds, councils and letters are listed here "
            "as they come near; each opens its record with Enter."
        ))  # fmt: skip
        column.addWidget(self.attention, 1)
        body.addWidget(attention_box, 3)
        side = QVBoxLayout()
        body.addLayout(side, 2)
        office_box = QGroupBox(self.tr("Office"))
        self.office_form = QFormLayout(office_box)
        side.addWidget(office_box)
        counts_box = QGroupBox(self.tr("Registers"))
        self.counts_form = QFormLayout(counts_box)
        side.addWidget(counts_box)
        self.chart = CasesChart()
        side.addWidget(self.chart, 1)
        side.addWidget(self.chart.legend)
        self.labels: dict[str, QLabel] = {}
        for form, key, text in (
            (self.office_form, "bakhshdar", self.tr("Bakhshdar")),
            (self.office_form, "regime", self.tr("Law governing today's acts")),
            (self.counts_form, "villages", self.tr("Villages")),
            (self.counts_form, "people", self.tr("People")),
            (self.counts_form, "letters_out", self.tr("Letters sent this year")),
            (self.counts_form, "letters_in", self.tr("Letters received this year")),
            (self.counts_form, "last_backup", self.tr("Last backup")),
        ):
            self.labels[key] = QLabel()
            form.addRow(text, self.labels[key])
        for hidden in ("shahrestan", "bakhsh", "dehestans", "population"):
            self.labels[hidden] = QLabel()  # shown in the title and the registers' own pages
        ctx.changed.connect(self.on_change)
        self.shown_day: object = None  # the day the list was collected for
        self.refresh()

    def on_change(self, change: Change) -> None:
        if change.touches("settings", "dehestan", "village", "person", "letter") or any(
            not t.startswith(("audit", "app_user")) for t in change.tables
        ):
            self.refresh()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt naming
        if today() != self.shown_day:  # the day turned since the page was filled
            self.show_day()
        self.show_last_backup()
        super().showEvent(event)

    def refresh(self) -> None:
        office = get_office(self.ctx.db)
        self.title.setText(
            f"{office.office_name} — {office.shahrestan}"
            if office
            else self.tr("Office not set up yet")
        )
        if office:
            self.labels["shahrestan"].setText(office.shahrestan)
            self.labels["bakhsh"].setText(office.bakhsh)
            self.labels["bakhshdar"].setText(office.bakhshdar)
        self.labels["regime"].setText(governing_label_fa(today()))
        locale = QLocale()
        for key, value in queries.counts(self.ctx.db).items():
            if key in self.labels:
                self.labels[key].setText(locale.toString(value))
        letters = queries.letters_in_year(self.ctx.db, jalali_year(today()))
        self.labels["letters_out"].setText(locale.toString(letters["out"]))
        self.labels["letters_in"].setText(locale.toString(letters["in"]))
        self.show_last_backup()
        self.show_day()

    def show_day(self) -> None:
        day = today()
        self.shown_day = day
        self.day_label.setText(
            f"{WEEKDAYS[day.weekday()]} {format_jalali(day, persian_digits=True)}"
        )
        items = attention.collect(self.ctx.db, day, limit=SHOWN_ITEMS)
        self.attention.show_items(items)
        late = sum(1 for i in items if i.severity == OVERDUE)
        near = sum(1 for i in items if i.severity == SOON)
        summary = (
            self.tr("%1 overdue, %2 due within days, %3 waiting")
            .replace("%1", to_persian_digits(str(late)))
            .replace("%2", to_persian_digits(str(near)))
            .replace("%3", to_persian_digits(str(len(items) - late - near)))
            if items
            else self.tr("Nothing is due today.")
        )
        if not items.exact:  # a limit stopped the collection: these are the oldest, not all
            summary = (
                self.tr("At least %1 items; the %1 most overdue are shown.").replace(
                    "%1", to_persian_digits(str(len(items)))
                )
                + " "
                + summary
            )
        self.summary.setText(summary)
        self.chart.show_counts(open_counts(self.ctx.db))

    def show_last_backup(self) -> None:
        label = self.labels["last_backup"]
        found = backup.list_backups(backup.folder_for(self.ctx.db, self.ctx.db_path))
        if not found:
            label.setText(self.tr("none yet"))
            label.setToolTip("")
            label.setStyleSheet(ERROR_STYLE)
            return
        taken = found[0].taken
        label.setText(backup.describe(found[0].path))  # its kind, then its Jalali day and time
        label.setToolTip(ltr(found[0].path))
        stale = (today() - taken.date()).days > STALE_BACKUP_DAYS
        label.setStyleSheet(ERROR_STYLE if stale else "")


def create_page(ctx: AppContext) -> QWidget:
    return DashboardPage(ctx)
