"""The report of the bakhsh's work over a period, sent upward (numbered, as a letter): every figure
counted from the registers by ``desktop.services.activity``; the clerk types the addressee, the
period and the opening words."""

from __future__ import annotations

import datetime as _dt
from dataclasses import dataclass
from typing import Any

from desktop.domain.activity import Activity
from desktop.domain.errors import ValidationError
from desktop.domain.office import Office, complete
from desktop.jalali import farvardin_first, format_jalali, jalali_year
from desktop.printing.document import Document, Heading, Legal, Para, Table
from desktop.printing.numbers import jdate, pdigits
from desktop.printing.registry import Field, Template, register
from desktop.printing.templates.common import (
    bakhshdar,
    date_param,
    governing_law,
    letter_date,
    quote,
    quote_paragraph,
    regime_for,
)
from desktop.printing.templates.letter import paragraphs
from desktop.text import group_thousands

FIELDS = (
    Field("recipient", "گیرنده", "text", required=True),
    Field("date_from", "از تاریخ", "date", required=True),
    Field("date_to", "تا تاریخ", "date", required=True),
    Field("body", "سرآغاز گزارش", "multiline"),
)


@dataclass(frozen=True)
class ActivityPaper:
    """The office's work over the period (``None`` where only the pre-fill is wanted)."""

    office: Office | None
    report: Activity | None


def period(params: dict[str, Any]) -> tuple[_dt.date, _dt.date]:
    """The period reported: as typed, else this Jalali year to the letter's date (never past it)."""
    today = letter_date(params)
    start = date_param(params, "date_from", farvardin_first(jalali_year(today)))
    end = date_param(params, "date_to", today)
    if end > today:
        raise ValidationError.single(
            "date_to", "پایان دوره پس از تاریخ نامه است: گزارش کار دورهٔ نیامده نوشته نمی‌شود."
        )
    return start, end


def prefill(paper: ActivityPaper) -> dict[str, Any]:
    """To the shahrestan's governor, for this Jalali year from 1 Farvardin to today."""
    office = paper.office
    today = _dt.date.today()
    start, end = farvardin_first(jalali_year(today)), today
    shahrestan = office.shahrestan if office else ""
    bakhsh = office.bakhsh if office else ""
    return {
        "recipient": f"فرمانداری شهرستان {shahrestan}".strip(),
        "date_from": format_jalali(start, persian_digits=True),
        "date_to": format_jalali(end, persian_digits=True),
        "body": (
            f"گزارش کارهای بخش {bakhsh} در دورهٔ یادشده در موضوع، در شوراها، صندوق‌های عمران، "
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


def build(paper: ActivityPaper, params: dict[str, Any]) -> Document:
    office = complete(paper.office)
    start, end = period(params)
    report = paper.report
    if report is None or (report.date_from, report.date_to) != (start, end):
        raise ValueError("the activity report was gathered for another period")
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
        fields=FIELDS,
        prefill=prefill,
    )
)
