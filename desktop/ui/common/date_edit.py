"""The one date widget: Jalali, Persian digits shown, either digit set typed, a calendar popup.

A line edit rather than QDateEdit so that a date can be left empty and a mistyped one
(۱۴۰۲/۱۲/۳۰ in a common year) reaches the service and is refused with a message beside the
field, instead of being silently clamped. The popup uses Qt's Jalali calendar with Friday as
the weekend, opens on the date typed (or today) and shows no Gregorian week numbers.

Keys: Enter tidies the date and never presses the dialog's default button (a date typed in a
sub-box must not save and close the parent form); Alt+Down or F4 opens the calendar; the «…»
button is not a Tab stop.
"""

from __future__ import annotations

import datetime as _dt
from collections.abc import Callable

from PySide6.QtCore import QCalendar, QDate, QEvent, QLocale, QObject, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent, QTextCharFormat
from PySide6.QtWidgets import (
    QCalendarWidget,
    QHBoxLayout,
    QLineEdit,
    QMenu,
    QToolButton,
    QWidget,
    QWidgetAction,
)

from desktop.jalali import FIRST_BIRTH_YEAR, InvalidDate, format_jalali, parse_jalali, to_jalali
from desktop.text import to_persian_digits

JALALI = QCalendar(QCalendar.System.Jalali)


def jalali_calendar_widget(parent: QWidget | None = None) -> QCalendarWidget:
    cal = QCalendarWidget(parent)
    cal.setCalendar(JALALI)
    cal.setLocale(QLocale(QLocale.Language.Persian, QLocale.Country.Iran))
    cal.setFirstDayOfWeek(Qt.DayOfWeek.Saturday)
    plain = QTextCharFormat()
    weekend = QTextCharFormat()
    weekend.setForeground(QColor("#b00020"))
    for day in Qt.DayOfWeek:
        cal.setWeekdayTextFormat(day, weekend if day == Qt.DayOfWeek.Friday else plain)
    cal.setGridVisible(True)
    cal.setVerticalHeaderFormat(QCalendarWidget.VerticalHeaderFormat.NoVerticalHeader)
    return cal


def from_qdate(q: QDate) -> _dt.date:
    return _dt.date(q.year(), q.month(), q.day())


def _shown(year: int, month: int, day: int) -> str:
    return to_persian_digits(f"{year:04d}/{month:02d}/{day:02d}")


class JalaliDateEdit(QWidget):
    edited = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        self.line = QLineEdit()
        self.line.setPlaceholderText(self.tr("e.g. %1").replace("%1", "۱۴۰۳/۰۲/۱۵"))
        self.line.setMaxLength(20)
        self.line.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
        self.line.setAlignment(Qt.AlignmentFlag.AlignRight)
        self.button = QToolButton()
        self.button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Tab goes field to field
        self.button.setText("…")
        self.button.setToolTip(self.tr("Choose from the calendar"))
        self.button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        menu = QMenu(self.button)
        menu.aboutToShow.connect(self._open_on_typed_date)
        self.calendar = jalali_calendar_widget(menu)
        action = QWidgetAction(menu)
        action.setDefaultWidget(self.calendar)
        menu.addAction(action)
        self.button.setMenu(menu)
        self.calendar.clicked.connect(self._picked)
        self.calendar.activated.connect(self._picked)
        row.addWidget(self.line, 1)
        row.addWidget(self.button)
        self.setFocusProxy(self.line)
        self.setProperty("own_enter", True)  # see desktop.ui.common.forms.ClerkHabits
        self.line.installEventFilter(self)
        self.line.editingFinished.connect(self._tidy)
        self.line.textEdited.connect(lambda _t: self.edited.emit())

    def follow(self, slot: Callable[[], None]) -> None:
        """Call ``slot`` on every edit (a key typed, a calendar pick) and again when the clerk
        leaves the field (the date then tidied), for a form that reads the date as it changes."""
        self.edited.connect(slot)
        self.line.editingFinished.connect(slot)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt naming
        if obj is self.line and event.type() == QEvent.Type.KeyPress:
            assert isinstance(event, QKeyEvent)
            key = event.key()
            if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
                self._tidy()
                self.edited.emit()
                return True  # consumed: the dialog's default button is not pressed
            alt_down = (
                key == Qt.Key.Key_Down and event.modifiers() & Qt.KeyboardModifier.AltModifier
            )
            if key == Qt.Key.Key_F4 or alt_down:
                self.open_calendar()
                return True
        return super().eventFilter(obj, event)

    def open_calendar(self) -> None:
        self.button.showMenu()

    def _typed_parts(self) -> tuple[int, int, int] | None:
        """The Jalali year, month and day typed, when they make a date (of birth too)."""
        try:
            return to_jalali(parse_jalali(self.text(), first_year=FIRST_BIRTH_YEAR))
        except InvalidDate:
            return None

    def _open_on_typed_date(self) -> None:
        """The calendar shows the month of the date typed (today's when none), that day chosen.
        The day is placed by its Jalali parts, not through the Gregorian date: before 1300 Qt's
        Jalali calendar and the program's (jdatetime's) disagree by a day in some years, and the
        clerk must see the day typed."""
        y, m, d = self._typed_parts() or to_jalali(_dt.date.today())
        self.calendar.setSelectedDate(QDate(y, m, d, JALALI))
        self.calendar.setCurrentPage(y, m)  # in the widget's Jalali calendar

    def _picked(self, q: QDate) -> None:
        parts = JALALI.partsFromDate(q)  # the day the clerk clicked, as the popup showed it
        self.line.setText(_shown(parts.year, parts.month, parts.day))
        self.button.menu().hide()
        self.edited.emit()

    def _tidy(self) -> None:
        parts = self._typed_parts()
        if parts is not None:
            self.line.setText(_shown(*parts))

    def text(self) -> str:
        return self.line.text().strip()

    def setText(self, text: str) -> None:  # noqa: N802 - Qt naming
        self.line.setText(to_persian_digits(text))  # a date given as «1405/01/01» reads as typed

    def set_date(self, d: _dt.date | None) -> None:
        self.line.setText(format_jalali(d, persian_digits=True) if d else "")
        if d:
            self.calendar.setSelectedDate(QDate(*to_jalali(d), JALALI))

    def date_or_none(self) -> _dt.date | None:
        try:
            return parse_jalali(self.text()) if self.text() else None
        except InvalidDate:
            return None
