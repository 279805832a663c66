"""A case step dated after today is refused beside its date field, in Persian, and nothing is
recorded (a dismissal's session, hearing and decision two days ahead were accepted)."""

from __future__ import annotations

import datetime as dt

from desktop.jalali import format_jalali, today
from desktop.services import cases
from desktop.ui.cases.dialogs import StepDialog
from desktop.ui.common.context import AppContext
from tests.ui.helpers import replace_text
from tests.ui.test_dialogs_fit_content import _case


def test_a_hearing_dated_tomorrow_is_refused_beside_its_date(qtbot, qapp, office_db, db_path):
    db = office_db
    cid = _case(db, "share_dispute")
    dialog = StepDialog(AppContext(db, db_path), cid, "hear")
    qtbot.addWidget(dialog)
    dialog.show()
    replace_text(dialog.on.line, format_jalali(today() + dt.timedelta(days=1)))
    replace_text(dialog.widgets["attendance"], "طرفین")
    dialog.save()
    assert dialog.change is None and dialog.isVisible()
    error = dialog.form.error_labels["on"]
    assert error.isVisibleTo(dialog) and "پس از امروز" in error.text()
    assert [e["step"] for e in cases.events(db, cid)] == ["register"]
