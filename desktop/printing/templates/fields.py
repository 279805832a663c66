"""The parts of the office's documents the clerk types, and what they start as.

Each template's ``fields`` are shown beside its preview; ``prefill(content)`` fills them from
the value its services gathered (the record and the office) (a date as Jalali text, a sum left empty where no record holds
it: a sum is never invented). What the clerk types goes to the template's ``build`` as
``params``, checked first by ``desktop.services.documents.check_params``.

Here are the fields of the office's general documents (the receipt, the register report, the
letter book, the free letter); the documents of a case, a council, a fund or land reform declare
theirs beside their templates (``case_records``, ``council_records``, ...).
"""

from __future__ import annotations

import datetime as _dt
from typing import Any

from desktop.domain.office import complete
from desktop.jalali import format_jalali
from desktop.printing.registry import Field
from desktop.printing.templates.common import OfficePaper, PersonPaper

SUBJECT = Field("subject", "موضوع", "text", required=True)
# A date left empty that the template reads as "the letter's date" is not pre-filled: the
# register gives the letter its date when it is issued.


def _jalali(d: _dt.date) -> str:
    return format_jalali(d, persian_digits=True)


def _today() -> _dt.date:
    return _dt.date.today()


RECEIPT = (
    SUBJECT,
    Field("amount", "وجه نقد (ریال)", "amount", required=True),
    Field("goods", "اجناس (هر سطر: شرح، مقدار، واحد)", "multiline"),
    Field("receiver", "دریافت‌کننده", "text", required=True),
    Field("receiver_role", "سمت دریافت‌کننده", "text", required=True),
)


def prefill_receipt(paper: PersonPaper) -> dict[str, Any]:
    office = complete(paper.office)
    p = paper.person
    place = p.get("village_name") or ""
    return {
        "subject": f"دریافت سهم صندوق عمران و تعاون قریهٔ {place}".strip(),
        "receiver": office.bakhshdar,
        "receiver_role": f"بخشدار {office.bakhsh}",
    }


REGISTER_REPORT = (Field("as_of", "تاریخ گزارش (خالی: تاریخ نامه)", "date"),)


def prefill_register_report(paper: object) -> dict[str, Any]:
    return {}


LETTER_BOOK = (
    Field("date_from", "از تاریخ", "date", required=True),
    Field("date_to", "تا تاریخ", "date", required=True),
    Field(
        "direction",
        "نامه‌ها",
        "choice",
        choices=(("", "صادره و وارده"), ("out", "صادره"), ("in", "وارده")),
    ),
)


def prefill_letter_book(paper: object) -> dict[str, Any]:
    """This Jalali year, from 1 Farvardin to today."""
    from desktop.jalali import farvardin_first, jalali_year

    today = _today()
    return {
        "date_from": _jalali(farvardin_first(jalali_year(today))),
        "date_to": _jalali(today),
        "direction": "",
    }


LETTER = (
    Field("recipient", "گیرنده", "text", required=True),
    SUBJECT,
    Field("body", "متن نامه", "multiline", required=True),
    Field("cc", "رونوشت (هر سطر یک گیرنده)", "multiline"),
)


def prefill_letter(paper: OfficePaper) -> dict[str, Any]:
    complete(paper.office)
    return {}


# What the demo types into the documents whose required parts no record holds (``print --demo``,
# docs/render_templates.py): example values, never used for a real office's letters.
EXAMPLE_PARAMS: dict[str, dict[str, Any]] = {
    "receipt": {"amount": 3_480_000, "goods": "گندم، ۱۲۰۰، کیلوگرم\nجو، ۴۵۰، کیلوگرم"},
    "decision_notice": {
        "decision": "پس از رسیدگی به اختلاف میان مالک و زارعین دربارهٔ مقدار بهرهٔ مالکانه بر اساس "
        "مرسوم و معمول محل، سهم مالکانه چهل درصد محصول آبی تعیین می‌شود و مازاد دریافتی سال "
        "زراعی جاری باید ظرف یک ماه به زارعین مسترد گردد."
    },
    "activity_report": {
        "recipient": "فرمانداری شهرستان کاشان",
        "date_from": "1402/07/01",
        "date_to": "1403/02/15",
        "body": "گزارش کارهای بخش مرکزی در دورهٔ یادشده در موضوع، برابر دفاتر این بخشداری، به "
        "استحضار می‌رسد.",
    },
    "letter": {
        "recipient": "ریاست محترم ادارهٔ ثبت اسناد و املاک کاشان",
        "subject": "استعلام وضع ثبتی املاک قریهٔ کامو",
        "body": "خواهشمند است دستور فرمایید وضع ثبتی پلاک‌های مزروعی قریهٔ کامو را برای رسیدگی "
        "به شکایت زارعین به این بخشداری اعلام فرمایند.\n\nپیشاپیش از همکاری سپاسگزاری می‌شود.",
        "cc": "فرمانداری کاشان برای آگاهی",
    },
}
