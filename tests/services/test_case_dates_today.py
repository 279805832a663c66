"""A step of a case, and a case's filing, records what has happened: a date after today (the
office's day, ``desktop.jalali.today``) is refused beside the date field, in Persian; only the
council session a dismissal is put to may lie ahead (it is scheduled, not held)."""

from __future__ import annotations

import datetime as dt

import pytest

from desktop.domain.errors import ValidationError
from desktop.jalali import format_jalali, today
from desktop.services import cases


def _day(offset: int) -> str:
    return format_jalali(today() + dt.timedelta(days=offset))


def _file(db, ids, kind, filed):
    return cases.register_case(
        db, kind=kind, filed_on=filed, subject="موضوع آزمایشی",
        complainants=[{"person_id": ids["farmer"]}], respondents=[{"person_id": ids["landlord"]}],
        village_id=ids["village"],
    ).id  # fmt: skip


def test_a_filing_dated_after_today_is_refused(reg):
    db, ids = reg
    with pytest.raises(ValidationError) as e:
        _file(db, ids, "dismissal", _day(1))
    assert "پس از امروز" in e.value.errors["filed_on"]
    assert db.execute("SELECT count(*) FROM case_file").fetchone()[0] == 0
    assert _file(db, ids, "dismissal", _day(0))  # today itself is a day that has come


def test_every_step_dated_after_today_is_refused_and_the_session_may_be_ahead(reg):
    # a dismissal's session, hearing and decision two days ahead were recorded; only the
    # compensation order was refused later, at issuing
    db, ids = reg
    cid = _file(db, ids, "dismissal", _day(-10))
    with pytest.raises(ValidationError) as e:
        cases.record_reconciliation(db, case_id=cid, on=_day(2), agreed=False, note="نپذیرفت")
    assert "پس از امروز" in e.value.errors["on"] and "۱۴" in e.value.errors["on"]
    cases.record_reconciliation(db, case_id=cid, on=_day(-9), agreed=False, note="نپذیرفت")
    with pytest.raises(ValidationError) as e:
        cases.schedule_council_session(db, case_id=cid, on=_day(2), session_on=_day(2))
    assert set(e.value.errors) == {"on"}
    # the session itself is scheduled: it may lie ahead of the day it is put on the agenda
    cases.schedule_council_session(db, case_id=cid, on=_day(-8), session_on=_day(2))
    with pytest.raises(ValidationError) as e:  # but it is not heard before it sits
        cases.record_hearing(db, case_id=cid, on=_day(2), attendance="اعضای انجمن بخش")
    assert "پس از امروز" in e.value.errors["on"]
    assert cases.get_case(db, cid)["state"] == "on_agenda"
    steps = [ev["step"] for ev in cases.events(db, cid)]
    assert steps == ["register", "reconcile", "schedule"]


def test_a_decision_and_a_closing_after_today_are_refused(reg):
    db, ids = reg
    cid = _file(db, ids, "share_dispute", _day(-5))
    cases.record_hearing(db, case_id=cid, on=_day(-4), attendance="طرفین")
    for act in (
        lambda: cases.record_decision(db, case_id=cid, on=_day(1), outcome="view", text="نظر"),
        lambda: cases.close_case(db, case_id=cid, on=_day(1), reason="سازش کردند"),
    ):
        with pytest.raises(ValidationError) as e:
            act()
        assert "پس از امروز" in e.value.errors["on"]
    assert cases.get_case(db, cid)["state"] == "heard"
