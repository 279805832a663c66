"""The report of the bakhsh's work, printed: its figures are the service's, and it cites the
reporting duty of the law in force at the period's end."""

from __future__ import annotations

from desktop.services import letters
from desktop.services.activity import activity
from desktop.text import group_thousands
from tests.printing.conftest import fill_demo_office, needs_poppler, pdf_text, words


def _issue(db, **params) -> bytes:
    out: list[bytes] = []
    letters.issue_document(
        db, template_key="activity_report", record_id=None, sink=out.append,
        params={"recipient": "فرمانداری شهرستان کاشان", "body": "گزارش به استحضار می‌رسد.",
                **params},
    )  # fmt: skip
    return out[0]


@needs_poppler
def test_the_printed_report_carries_the_counted_figures(db, tmp_path):
    fill_demo_office(db)
    span = {"date_from": "1405/01/01", "date_to": "1405/09/09"}
    report = activity(db, **span)
    text = words(pdf_text(_issue(db, **span), tmp_path))
    assert words("گزارش کار بخش") in text
    assert words("به: فرمانداری شهرستان کاشان") in text
    cash = report.line("دریافت نقدی (رسید)")
    assert cash.count > 0 and cash.rials
    # poppler reads a row's cells in its own order: the line with its count, the sum apart
    assert words(f"دریافت نقدی (رسید) {cash.count}") in text
    assert words(group_thousands(cash.rials)) in text
    assert words(f"نامهٔ صادره {report.line('نامهٔ صادره').count}") in text
    for section in report.sections:
        assert words(section.title_fa) in text
    assert words("قانون ۱۳۳۴ ماده ۲۲") in text
    assert words("هر سال یکبار گزارش اقدامات") in text  # the article itself, quoted


@needs_poppler
def test_a_period_under_the_1331_bill_cites_its_articles(db, tmp_path):
    fill_demo_office(db)
    text = words(pdf_text(_issue(db, date_from="1332/01/01", date_to="1333/12/29"), tmp_path))
    assert words("لایحهٔ قانونی ۱۳۳۱ ماده ۲۸") in text
    assert words("لایحهٔ قانونی ۱۳۳۱ ماده ۲۷") in text
    assert words("قانون ۱۳۳۴ ماده ۲۲") not in text


def test_a_period_ending_after_the_letter_is_refused_and_takes_no_number(db):
    import datetime as dt

    import pytest

    from desktop.domain.errors import ValidationError
    from desktop.jalali import format_jalali, today

    fill_demo_office(db)
    tomorrow = format_jalali(today() + dt.timedelta(days=1))
    issued = db["letter"].count
    with pytest.raises(ValidationError) as refused:
        letters.issue_document(
            db, template_key="activity_report", record_id=None, sink=lambda _p: None,
            letter_date=today(),
            params={"recipient": "فرمانداری", "date_from": "1405/01/01", "date_to": tomorrow},
        )  # fmt: skip
    assert "پایان دوره" in refused.value.errors["date_to"]
    assert db["letter"].count == issued
