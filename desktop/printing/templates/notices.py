"""Documents addressed to one person: the receipt. (A case's documents, the notice, summons,
decision notice and court referral among them, are in ``case_records``; a council member's
decree in ``council_records``.)"""

from __future__ import annotations

from typing import Any

from desktop.domain.fields import Checker
from desktop.domain.office import complete
from desktop.printing.document import Document, Fields, Para, Signatory, Table
from desktop.printing.numbers import number_words, rials, rials_full
from desktop.printing.registry import Template, register
from desktop.printing.templates import fields as tf
from desktop.printing.templates.common import (
    PersonPaper,
    described,
    governing_law,
    letter_date,
    pd,
    quote,
    quote_paragraph,
    regime_for,
)


def _is_1334(regime: str) -> bool:
    return regime == "1334"


BLANK = "................"  # a sum nobody typed prints as a line to fill, never an invented figure


def _amount(params: dict[str, Any], key: str, default: int | None = None) -> int | None:
    value = params.get(key, default)
    if value in (None, ""):
        return default
    c = Checker()  # a negative, non-numeric or absurd sum is refused, never printed
    amount = c.integer(key, value, minimum=0, maximum=10**15)
    c.raise_if_any()
    return amount if amount is not None else default


def _full(amount: int | None) -> str:
    return rials_full(amount) if amount is not None else f"{BLANK} ریال"


def _short(amount: int | None) -> str:
    return rials(amount) if amount is not None else f"{BLANK} ریال"


def _words(amount: int | None) -> str:
    return f"{number_words(amount)} ریال" if amount is not None else f"{BLANK} ریال"


def _goods(value: object) -> list[tuple[str, ...]]:
    """Goods typed one per line, «گندم، ۱۲۰۰، کیلوگرم» (or given as rows); none -> one blank row."""
    if isinstance(value, str):
        rows = []
        for line in value.splitlines():
            parts = [p.strip() for p in line.replace("،", ",").split(",")]
            if any(parts):
                rows.append(tuple((parts + ["", "", ""])[:3]))
        return rows or [(BLANK, "", "")]
    if isinstance(value, list | tuple) and value:
        return [tuple(str(x) for x in g) for g in value]
    return [(BLANK, "", "")]


def build_receipt(paper: PersonPaper, params: dict[str, Any]) -> Document:
    office = complete(paper.office)
    p = paper.person
    amount = _amount(params, "amount")
    goods = _goods(params.get("goods"))
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
                f"بدین‌وسیله گواهی می‌شود مبلغ {_full(amount)} به‌علاوهٔ اجناس فهرست‌شدهٔ زیر "
                f"از {described(p)} بابت سهم صندوق عمران و تعاون قریهٔ {village} دریافت شد. "
                "وجه نقد ظرف سه روز به حساب شورای ده در بانک کشاورزی واریز و برگ بستانکار آن در دفاتر "
                "ثبت خواهد شد."
            ),
            Table(header=("ردیف", "شرح جنس", "مقدار", "واحد"), rows=rows, widths=(1, 4, 2, 2)),
            Fields((("جمع وجه نقد:", _short(amount)), ("به حروف:", _words(amount)))),
        ),
        legal=(legal, governing_law(letter_date(params))),
        signatory=Signatory(
            params.get("receiver") or office.bakhshdar,
            params.get("receiver_role") or f"بخشدار {office.bakhsh}",
        ),
        record_table="person",
        record_id=p["id"],
    )


register(
    Template(
        "receipt",
        "رسید وجه و جنس",
        "person",
        build_receipt,
        fields=tf.RECEIPT,
        prefill=tf.prefill_receipt,
    )
)
