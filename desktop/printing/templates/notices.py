"""Documents addressed to one person: receipt, membership decree. (A case's documents, the
notice, summons, decision notice and court referral among them, are in ``case_records``.)"""

from __future__ import annotations

import datetime as _dt
from typing import Any

from sqlite_utils import Database

from desktop.printing.document import Document, Fields, Para, Signatory, Table
from desktop.printing.numbers import jdate, jdate_long, number_words, rials, rials_full
from desktop.printing.registry import Template, register
from desktop.printing.templates.common import (
    bakhshdar,
    date_param,
    described,
    letter_date,
    office_or_refuse,
    pd,
    person,
    quote,
    quote_paragraph,
    sample_person,
)
from desktop.rules.deadlines import compute_deadline


def _is_1334(regime: str) -> bool:
    return regime == "1334"


def _amount(params: dict[str, Any], key: str, default: int) -> int:
    value = params.get(key, default)
    return int(value) if value not in (None, "") else default


def build_receipt(db: Database, record_id: int | None, params: dict[str, Any]) -> Document:
    office = office_or_refuse(db)
    p = person(db, record_id)
    amount = _amount(params, "amount", 3_480_000)
    goods = params.get("goods") or [
        ("گندم", "۱۲۰۰", "کیلوگرم"),
        ("جو", "۴۵۰", "کیلوگرم"),
    ]
    village = p.get("village_name") or ""
    rows = tuple((pd(i + 1), *map(str, g)) for i, g in enumerate(goods))
    legal = (
        quote("1334", 6, "قانون ۱۳۳۴، مادهٔ ۶")
        if _is_1334(office.regime)
        else quote_paragraph("1331-bill", "عوايد حاصله از فروش صيفي", "لایحهٔ قانونی ۱۳۳۱، مادهٔ ۵")
    )
    return Document(
        title="رسید وجه و جنس",
        recipient="",
        subject=params.get("subject") or f"دریافت سهم صندوق عمران و تعاون قریهٔ {village}",
        blocks=(
            Para(
                f"بدین‌وسیله گواهی می‌شود مبلغ {rials_full(amount)} به‌علاوهٔ اجناس فهرست‌شدهٔ زیر "
                f"از {described(p)} بابت سهم صندوق عمران و تعاون قریهٔ {village} دریافت شد. "
                "وجه نقد ظرف سه روز به حساب شورای ده در بانک کشاورزی واریز و برگ بستانکار آن در دفاتر "
                "ثبت خواهد شد."
            ),
            Table(header=("ردیف", "شرح جنس", "مقدار", "واحد"), rows=rows, widths=(1, 4, 2, 2)),
            Fields((("جمع وجه نقد:", rials(amount)), ("به حروف:", f"{number_words(amount)} ریال"))),
        ),
        legal=(legal,),
        signatory=Signatory(
            params.get("receiver") or office.bakhshdar,
            params.get("receiver_role") or f"بخشدار {office.bakhsh}",
        ),
        record_table="person",
        record_id=record_id,
    )


def build_membership_decree(
    db: Database, record_id: int | None, params: dict[str, Any]
) -> Document:
    office = office_or_refuse(db)
    p = person(db, record_id)
    village = p.get("village_name") or ""
    start = date_param(params, "term_start", letter_date(params))
    # the term and its article come from the rules core (1331 art. 34: 3 years; 1334 art. 29: 2)
    term = compute_deadline(regime=office.regime, kind="council_term", start=start)
    years, citation = term.period, term.citations[0]
    if _is_1334(office.regime):
        council = f"انجمن ده {village}"
        legal = quote("1334", citation.article, citation.long())
    else:
        council = f"شورای ده {village}"
        legal = quote_paragraph("1331-bill", "نمايندگان هر شورا", citation.long())
    end = term.due - _dt.timedelta(days=1)  # the last day in office
    role = params.get("role") or "عضو اصلی"
    return Document(
        title="حکم عضویت",
        recipient=described(p),
        subject=params.get("subject") or f"عضویت در {council}",
        blocks=(
            Para(
                f"نظر به نتیجهٔ انتخابات و به استناد قانون، به موجب این حکم به سمت «{role}» {council} "
                f"برای مدت {pd(years)} سال از {jdate_long(start)} تا {jdate_long(end)} منصوب می‌شوید. "
                "امید است با همکاری سایر اعضا در اجرای امور عمرانی و تعاونی ده و نگاهداری دفاتر منظم "
                "درآمد و هزینه موفق باشید."
            ),
            Fields((("سمت:", role), ("آغاز دوره:", jdate(start)), ("پایان دوره:", jdate(end)))),
        ),
        legal=(legal,),
        signatory=bakhshdar(office),
        record_table="person",
        record_id=record_id,
    )


for _t in (
    Template("receipt", "رسید وجه و جنس", "person", build_receipt, sample_person("landlord")),
    Template("membership_decree", "حکم عضویت شورا", "person", build_membership_decree, sample_person("farmer"), batch_table="person"),
):  # fmt: skip
    register(_t)
