"""The report of the bakhsh's work: every figure counted from the registers for its period, the
flows of two halves adding up to the whole, and a bad period refused in Persian."""

from __future__ import annotations

import datetime as _dt

import pytest

from desktop.domain.errors import ValidationError
from desktop.jalali import parse_jalali
from desktop.printing.templates.fields import EXAMPLE_PARAMS
from desktop.services import cases, letters
from desktop.services.activity import activity
from tests.printing.conftest import fill_demo_office


def _flows(report) -> dict[str, tuple[int, int | None]]:
    """Lines that count what happened in the period (not what stood at its end)."""
    return {
        line.what_fa: (line.count, line.rials)
        for section in report.sections
        for line in section.lines
        if "پایان دوره" not in line.what_fa and "گذشته" not in line.what_fa
        and "سر آمده" not in line.what_fa
    }  # fmt: skip


def test_the_halves_of_a_period_add_up_to_the_whole(db):
    fill_demo_office(db)
    whole = activity(db, date_from="1403/01/01", date_to="1405/12/29")
    first = activity(db, date_from="1403/01/01", date_to="1404/06/15")
    second = activity(db, date_from="1404/06/16", date_to="1405/12/29")
    a, b, w = _flows(first), _flows(second), _flows(whole)
    assert set(w) >= set(a) | set(b)
    for what, (count, rials) in w.items():
        ca, ra = a.get(what, (0, None))
        cb, rb = b.get(what, (0, None))
        assert count == ca + cb, what
        if rials is not None:
            assert rials == (ra or 0) + (rb or 0), what
    assert sum(c for c, _ in w.values()) > 20  # the demo's year is there to count
    # what stands open at the end is the same whether asked of the whole or its last half
    assert whole.line("باز در پایان دوره") == second.line("باز در پایان دوره")


def test_letters_and_cases_counted_as_registered(office_db):
    db = office_db
    day = parse_jalali("1405/03/10")
    span = {"date_from": "1405/03/01", "date_to": "1405/03/31"}
    before = activity(db, **span)
    assert before.line("نامهٔ صادره").count == 0
    incoming = letters.register_incoming(
        db, sender="فرمانداری", subject="آمار", received_on=day, reply_due="1405/03/15"
    ).id
    issued = [
        letters.issue_document(
            db, template_key="letter", record_id=None, letter_date=day,
            params=EXAMPLE_PARAMS["letter"], sink=lambda _p: None,
        ).id
        for _ in range(3)
    ]  # fmt: skip
    letters.cancel_letter(db, letter_id=issued[0], reason="نوشته نادرست بود")
    cases.register_case(
        db, kind="share_dispute", filed_on=day, subject="بهرهٔ مالکانه",
        complainants=[{"name": "زارعین ده"}], respondents=[{"name": "مالک"}],
    )  # fmt: skip
    cases.register_case(
        db, kind="share_dispute", filed_on="1405/04/02", subject="بیرون از دوره",
        complainants=[{"name": "زارعین ده"}], respondents=[{"name": "مالک"}],
    )  # fmt: skip
    report = activity(db, **span)
    assert report.line("نامهٔ صادره").count == 2
    assert report.line("نامهٔ وارده").count == 1
    assert report.line("شمارهٔ باطل‌شده").count == 1
    unanswered = "نامهٔ وارده‌ای که مهلت پاسخش گذشته و پاسخ نگرفته"
    assert report.line(unanswered).count == 1
    assert report.line("ثبت‌شده: اختلاف در بهرهٔ مالکانه").count == 1
    assert report.line("همهٔ پرونده‌های ثبت‌شده").count == 1
    assert report.line("باز در پایان دوره").count == 1
    letters.issue_document(
        db, template_key="letter", record_id=None, letter_date=parse_jalali("1405/03/20"),
        refers_to_id=incoming, params=EXAMPLE_PARAMS["letter"], sink=lambda _p: None,
    )  # fmt: skip
    assert activity(db, **span).line(unanswered).count == 0  # answered within the period


@pytest.mark.parametrize(
    ("span", "field"),
    [
        ({"date_from": "1405/05/01", "date_to": "1405/04/01"}, "date_to"),
        ({"date_from": "1400/01/01", "date_to": "1405/01/01"}, "date_to"),
        ({"date_from": "1405/13/01", "date_to": "1405/04/01"}, "date_from"),
        ({"date_from": None, "date_to": "1405/04/01"}, "date_from"),
        ({"date_from": _dt.date(2026, 1, 1), "date_to": float("nan")}, "date_to"),
    ],
)
def test_a_bad_period_is_refused_in_persian(office_db, span, field):
    with pytest.raises(ValidationError) as refused:
        activity(office_db, **span)
    assert field in refused.value.errors
    assert any("\u0600" <= ch <= "\u06ff" for ch in refused.value.errors[field])


def test_councils_are_reckoned_as_the_councils_module_does(db):
    """In office by its term; owed renewal exactly as the councils' dashboard lists it."""
    from desktop.jalali import today
    from desktop.services import councils
    from desktop.services.attention import OVERDUE, SOON

    fill_demo_office(db)
    end = today()
    report = activity(db, date_from=end - _dt.timedelta(days=100), date_to=end)
    bakhsh = councils.bakhsh_council_on(db, on=end)
    # a period under 1334 names its bodies by that law's word, انجمن (it said شورا)
    assert report.line("انجمن بخش در کار در پایان دوره").count == (1 if bakhsh else 0) == 1
    items = councils.attention(db, end)
    expired = "انجمن‌هایی که دوره‌شان سر آمده و انجمنی تازه تشکیل نشده است"
    assert report.line(expired).count == sum(i.severity == OVERDUE for i in items) > 0
    soon = next(s for s in report.sections if s.title_fa == "انجمن‌ها").lines[-2]
    assert soon.count == sum(i.severity == SOON for i in items)
    assert "۶۰ روز" in soon.what_fa  # the dashboard's own warning
