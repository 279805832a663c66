"""The date widget, and Qt's Jalali calendar checked against jdatetime (the app's calendar)."""

from __future__ import annotations

import datetime as _dt

from PySide6.QtCore import QCalendar, QDate, Qt

from desktop.jalali import FIRST_YEAR, LAST_YEAR, format_jalali, to_jalali
from desktop.ui.common.date_edit import JalaliDateEdit, from_qdate, jalali_calendar_widget
from tests.ui.helpers import type_text


def test_qt_and_jdatetime_agree_on_every_supported_day(qapp):
    cal = QCalendar(QCalendar.System.Jalali)
    day = _dt.date(1921, 3, 21)  # 1300/01/01
    end = _dt.date(2057, 3, 19)  # 1435/12/29, the last day the app accepts
    assert format_jalali(day) == f"{FIRST_YEAR}/01/01"
    assert format_jalali(end) == f"{LAST_YEAR}/12/29"
    assert format_jalali(end + _dt.timedelta(days=1)) == f"{LAST_YEAR + 1}/01/01"
    mismatches = 0
    while day <= end:
        parts = cal.partsFromDate(QDate(day.year, day.month, day.day))
        if (parts.year, parts.month, parts.day) != to_jalali(day):
            mismatches += 1
        day += _dt.timedelta(days=1)
    assert mismatches == 0


def test_either_digit_set_typed_and_persian_shown(qtbot):
    edit = JalaliDateEdit()
    qtbot.addWidget(edit)
    type_text(edit.line, "1403/2/15")
    edit.line.editingFinished.emit()
    assert edit.text() == "۱۴۰۳/۰۲/۱۵"
    assert edit.date_or_none() == _dt.date(2024, 5, 4)
    edit.setText("")
    type_text(edit.line, "۱۴۰۳/۱۲/۳۰")
    assert edit.date_or_none() == _dt.date(2025, 3, 20)


def test_impossible_date_kept_for_the_service_to_refuse(qtbot):
    edit = JalaliDateEdit()
    qtbot.addWidget(edit)
    type_text(edit.line, "1402/12/30")
    edit.line.editingFinished.emit()
    assert edit.text() == "1402/12/30" and edit.date_or_none() is None


def test_calendar_popup_is_jalali_with_friday_weekend(qtbot):
    cal = jalali_calendar_widget()
    qtbot.addWidget(cal)
    assert cal.calendar().name() == "Jalali"
    assert cal.firstDayOfWeek() == Qt.DayOfWeek.Saturday
    friday = cal.weekdayTextFormat(Qt.DayOfWeek.Friday).foreground().color().name()
    sunday = cal.weekdayTextFormat(Qt.DayOfWeek.Sunday).foreground().color().name()
    assert friday != sunday


def test_picking_from_the_calendar(qtbot):
    edit = JalaliDateEdit()
    qtbot.addWidget(edit)
    edit._picked(QDate(2024, 5, 4))
    assert edit.text() == "۱۴۰۳/۰۲/۱۵" and from_qdate(QDate(2024, 5, 4)) == edit.date_or_none()


def test_a_birth_date_before_1300_is_shown_picked_and_tidied_as_the_clerk_sees_it(qtbot):
    """Before 1300 Qt's Jalali calendar (the popup) and the program's disagree by a day in some
    years (1276 among them): the popup opens on the day typed, a day picked is written as the
    popup showed it, and Enter tidies a date of 1276 too."""
    from desktop.ui.common.date_edit import JALALI

    edit = JalaliDateEdit()
    qtbot.addWidget(edit)
    edit.setText("1276/5/3")
    edit._tidy()  # what Enter runs
    assert edit.text() == "۱۲۷۶/۰۵/۰۳"
    edit._open_on_typed_date()
    shown = JALALI.partsFromDate(edit.calendar.selectedDate())
    assert (shown.year, shown.month, shown.day) == (1276, 5, 3)
    assert (edit.calendar.yearShown(), edit.calendar.monthShown()) == (1276, 5)
    edit._picked(QDate(1276, 5, 12, JALALI))
    assert edit.text() == "۱۲۷۶/۰۵/۱۲"
