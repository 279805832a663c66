"""The report of the bakhsh's work over a period, sent upward (numbered, as a letter): every figure
counted from the registers by ``desktop.services.activity``; the clerk types the addressee, the
period and the opening words."""

from __future__ import annotations

import datetime as _dt
from typing import Any

from sqlite_utils import Database

from desktop.domain.errors import ValidationError
from desktop.jalali import farvardin_first, format_jalali, jalali_year
from desktop.printing.document import Document, Heading, Legal, Para, Table
from desktop.printing.numbers import jdate, pdigits
from desktop.printing.registry import Field, Template, register
from desktop.printing.templates.common import (
    bakhshdar,
    date_param,
    governing_law,
    letter_date,
    office_or_refuse,
    quote,
    quote_paragraph,
    regime_for,
)
from desktop.printing.templates.letter import paragraphs
from desktop.services.office import get_office
from desktop.text import group_thousands

FIELDS = (
    Field("recipient", "گیرنده", "text", required=True),
    Field("date_from", "از تاریخ", "date", required=True),
    Field("date_to", "تا تاریخ", "date", required=True),
    Field("body", "سرآغاز گزارش", "multiline"),
)


def prefill(db: Database, record_id: int | None) -> dict[str, Any]:
    """To the shahrestan's governor, for this Jalali year from 1 Farvardin to today."""
    office = get_office(db)
    today = _dt.date.today()
    start, end = farvardin_first(jalali_year(today)), today
    shahrestan = office.shahrestan if office else ""
    bakhsh = office.bakhsh if office else ""
    return {
        "recipient": f"فرمانداری شهرستان {shahrestan}".strip(),
        "date_from": format_jalali(start, persian_digits=True),
        "date_to": format_jalali(end, persian_digits=True),
        "body": (
            f"گزارش کارهای بخش {bakhsh} در دورهٔ یادشده در موضوع، در عمران دهات، صندوق‌های عمران، "
            "پرونده‌ها، اصلاحات ارضی و دبیرخانه، برابر دفاتر این بخشداری، به استحضار می‌رسد."
        ),
    }


def _legal(day: _dt.date) -> tuple[Legal, ...]:
    """The reporting duty of the law in force at the period's end."""
    regime = regime_for(day)
    if regime == "1334":
        return (quote("1334", 22, "قانون ۱۳۳۴ ماده ۲۲", whole=True),)
    return (
        quote_paragraph("1331-bill", "در هر سال يكبار بنا بدعوت", "لایحهٔ قانونی ۱۳۳۱ ماده ۲۸"),
        quote_paragraph("1331-bill", "شوراي شهرستان در هر شش ماه", "لایحهٔ قانونی ۱۳۳۱ ماده ۲۷"),
    )


def build(db: Database, record_id: int | None, params: dict[str, Any]) -> Document:
    from desktop.services.activity import activity  # (the services import the templates)

    office = office_or_refuse(db)
    today = letter_date(params)
    start = date_param(params, "date_from", farvardin_first(jalali_year(today)))
    end = date_param(params, "date_to", today)
    if end > today:
        raise ValidationError.single(
            "date_to", "پایان دوره پس از تاریخ نامه است: گزارش کار دورهٔ نیامده نوشته نمی‌شود."
        )
    report = activity(db, date_from=start, date_to=end)
    blocks: list[Any] = [Para(p) for p in paragraphs(params.get("body"))]
    for section in report.sections:
        blocks.append(Heading(section.title_fa))  # kept with its table
        rows = tuple(
            (
                pdigits(i + 1),
                line.what_fa,
                pdigits(line.count),
                "" if line.rials is None else group_thousands(line.rials),
            )
            for i, line in enumerate(section.lines)
        )
        blocks.append(
            Table(header=("ردیف", "شرح", "شمار", "مبلغ (ریال)"), rows=rows, widths=(0.7, 6, 1.2, 2))
        )
    return Document(
        title="گزارش کار بخش",
        recipient=str(params.get("recipient") or ""),
        subject=f"گزارش کار بخش {office.bakhsh} از {jdate(start)} تا {jdate(end)}",
        blocks=tuple(blocks),
        legal=(*_legal(end), governing_law(end)),
        signatory=bakhshdar(office),
        extra={"counterpart": str(params.get("recipient") or "")},
    )


register(
    Template(
        "activity_report",
        "گزارش کار بخش",
        "",
        build,
        lambda db: None,
        fields=FIELDS,
        prefill=prefill,
    )
)
