"""Documents addressed to one person: receipt, membership decree. (A case's documents, the
notice, summons, decision notice and court referral among them, are in ``case_records``.)"""

from __future__ import annotations

from typing import Any

from sqlite_utils import Database

from desktop.domain.fields import Checker
from desktop.printing.document import Document, Fields, Para, Signatory, Table
from desktop.printing.numbers import number_words, rials, rials_full
from desktop.printing.registry import Template, register
from desktop.printing.templates.common import (
    described,
    governing_law,
    letter_date,
    office_or_refuse,
    pd,
    person,
    quote,
    quote_paragraph,
    regime_for,
    sample_person,
)


def _is_1334(regime: str) -> bool:
    return regime == "1334"


def _amount(params: dict[str, Any], key: str, default: int) -> int:
    value = params.get(key, default)
    if value in (None, ""):
        return default
    c = Checker()  # a negative, non-numeric or absurd sum is refused, never printed
    amount = c.integer(key, value, minimum=0, maximum=10**15)
    c.raise_if_any()
    return amount if amount is not None else default


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
        if _is_1334(regime_for(params))
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
        legal=(legal, governing_law(letter_date(params))),
        signatory=Signatory(
            params.get("receiver") or office.bakhshdar,
            params.get("receiver_role") or f"بخشدار {office.bakhsh}",
        ),
        record_table="person",
        record_id=record_id,
    )


for _t in (
    Template("receipt", "رسید وجه و جنس", "person", build_receipt, sample_person("landlord")),
):  # fmt: skip
    register(_t)
