"""Documents addressed to one person: notice, summons, decision notice, receipt, referral, decree."""

from __future__ import annotations

import datetime as _dt
from typing import Any

from sqlite_utils import Database

from desktop.printing.document import Document, Fields, Para, Signatory, Table
from desktop.printing.numbers import jdate, jdate_long, number_words, rials, rials_full
from desktop.printing.registry import Template, register
from desktop.printing.templates import fields as tf
from desktop.printing.templates.common import (
    bakhshdar,
    date_param,
    described,
    full_name,
    letter_date,
    office_or_refuse,
    pd,
    person,
    quote,
    quote_paragraph,
    sample_person,
)
from desktop.rules.deadlines import compute_deadline
from desktop.services.rule_choices import get_rule_choices


def _is_1334(regime: str) -> bool:
    return regime == "1334"


BLANK = "................"  # a sum nobody typed prints as a line to fill, never an invented figure


def _amount(params: dict[str, Any], key: str, default: int | None = None) -> int | None:
    value = params.get(key, default)
    return int(value) if value not in (None, "") else default


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


def build_notice(db: Database, record_id: int | None, params: dict[str, Any]) -> Document:
    office = office_or_refuse(db)
    p = person(db, record_id)
    amount = _amount(params, "amount")
    days = int(params.get("deadline_days", 10))
    village = p.get("village_name") or "محل"
    body = params.get("body") or (
        f"بنا به شکایت زارعین قریهٔ {village}، به اطلاع می‌رساند که سهم ده درصد زارعین از سهم "
        f"مالکانهٔ محصول سال زراعی جاری به مبلغ {_full(amount)} تاکنون پرداخت نشده است. "
        f"مقتضی است ظرف {pd(days)} روز از تاریخ ابلاغ این اخطاریه، مبلغ یادشده را به زارعینی که "
        "محصول را عمل آورده‌اند بپردازید و رسید آن را به این بخشداری تسلیم کنید؛ در غیر این صورت "
        "بخشداری مطابق قانون رأساً به وصول آن اقدام خواهد کرد."
    )
    legal = (
        quote("1334", 3, "قانون ۱۳۳۴، مادهٔ ۳")
        if _is_1334(office.regime)
        else quote("1331-supplement", 32, "متمم لایحهٔ قانونی ۱۳۳۱، مادهٔ ۳۲", whole=False)
    )
    return Document(
        title="اخطاریه",
        recipient=described(p),
        subject=params.get("subject") or "اخطار پرداخت سهم ده درصد زارعین",
        blocks=(
            Para(body),
            Fields(
                (
                    ("مبلغ به عدد:", _short(amount)),
                    ("مبلغ به حروف:", _words(amount)),
                    ("مهلت:", f"{pd(days)} روز از تاریخ ابلاغ"),
                )
            ),
        ),
        legal=(legal,),
        signatory=bakhshdar(office),
        cc=("پروندهٔ شکایت زارعین، برای درج در سابقه.",),
        record_table="person",
        record_id=record_id,
    )


def build_summons(db: Database, record_id: int | None, params: dict[str, Any]) -> Document:
    office = office_or_refuse(db)
    p = person(db, record_id)
    issued = letter_date(params)
    session = date_param(params, "session_date", issued + _dt.timedelta(days=7))
    time = params.get("session_time") or "۹ صبح"
    place = params.get("place") or f"سالن جلسات بخشداری {office.bakhsh}"
    about = params.get("about") or "رسیدگی به شکایت مطروح دربارهٔ تخلف از مقررات صندوق عمران ده"
    body = (
        f"از جنابعالی دعوت می‌شود در جلسهٔ شورای بخش که در روز {jdate_long(session)} "
        f"ساعت {pd(time)} در {place} برای «{about}» تشکیل می‌شود حاضر شوید "
        "و هرگونه مدرک و توضیحی دارید همراه بیاورید. عدم حضور مانع رسیدگی نخواهد بود."
    )
    legal = (
        quote("1334", 30, "قانون ۱۳۳۴، مادهٔ ۳۰")
        if _is_1334(office.regime)
        else quote_paragraph("1331-bill", "دادخواست شكايت از اعضاء", "لایحهٔ قانونی ۱۳۳۱، مادهٔ ۳۵")
    )
    return Document(
        title="دعوتنامه",
        recipient=described(p),
        subject=params.get("subject") or "دعوت به جلسهٔ رسیدگی",
        blocks=(
            Para(body),
            Fields(
                (
                    ("تاریخ جلسه:", jdate(session)),
                    ("ساعت:", pd(time)),
                    ("محل:", place),
                )
            ),
        ),
        legal=(legal,),
        signatory=bakhshdar(office),
        record_table="person",
        record_id=record_id,
    )


def build_decision_notice(db: Database, record_id: int | None, params: dict[str, Any]) -> Document:
    office = office_or_refuse(db)
    p = person(db, record_id)
    notified = date_param(params, "notified_on", letter_date(params))
    # the review window and its last day come from the rules core, with the office's readings
    window = compute_deadline(
        regime=office.regime, kind="review_request", start=notified, choices=get_rule_choices(db)
    )
    days, last_day = window.period, window.due
    decision = params.get("decision") or BLANK * 4
    if _is_1334(office.regime):
        legal = quote("1334", 27, "قانون ۱۳۳۴، مادهٔ ۲۷")
        review = "انجمن بخش"
    else:
        legal = quote_paragraph(
            "1331-supplement", "ظرف ده روز", "متمم لایحهٔ قانونی ۱۳۳۱، مادهٔ ۳۲، تبصرهٔ ۱"
        )
        review = "دادگاه بخش"
    return Document(
        title="ابلاغ نظر بخشدار",
        recipient=described(p),
        subject=params.get("subject") or "ابلاغ نظر دربارهٔ اختلاف بهرهٔ مالکانه",
        blocks=(
            Para("نظر بخشدار در موضوع یادشده به شرح زیر به شما ابلاغ می‌شود:"),
            Para(decision),
            Para(
                f"طرفین می‌توانند ظرف {pd(days)} روز از تاریخ ابلاغ، یعنی تا پایان روز "
                f"{jdate_long(last_day)}، از {review} تقاضای تجدیدنظر کنند؛ "
                "در غیر این صورت این نظر به وسیلهٔ ضابطین دادگستری اجرا خواهد شد.",
                bold=True,
            ),
            Fields(
                (
                    ("تاریخ ابلاغ:", jdate(notified)),
                    ("مهلت تجدیدنظر:", f"{pd(days)} روز، تا {jdate(last_day)}"),
                    ("مرجع تجدیدنظر:", review),
                )
            ),
        ),
        legal=(legal,),
        signatory=bakhshdar(office),
        record_table="person",
        record_id=record_id,
        extra={"appeal_until": last_day.isoformat()},
    )


def build_receipt(db: Database, record_id: int | None, params: dict[str, Any]) -> Document:
    office = office_or_refuse(db)
    p = person(db, record_id)
    amount = _amount(params, "amount")
    goods = _goods(params.get("goods"))
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
                f"بدین‌وسیله گواهی می‌شود مبلغ {_full(amount)} به‌علاوهٔ اجناس فهرست‌شدهٔ زیر "
                f"از {described(p)} بابت سهم صندوق عمران و تعاون قریهٔ {village} دریافت شد. "
                "وجه نقد ظرف سه روز به حساب شورای ده در بانک کشاورزی واریز و برگ بستانکار آن در دفاتر "
                "ثبت خواهد شد."
            ),
            Table(header=("ردیف", "شرح جنس", "مقدار", "واحد"), rows=rows, widths=(1, 4, 2, 2)),
            Fields((("جمع وجه نقد:", _short(amount)), ("به حروف:", _words(amount)))),
        ),
        legal=(legal,),
        signatory=Signatory(
            params.get("receiver") or office.bakhshdar,
            params.get("receiver_role") or f"بخشدار {office.bakhsh}",
        ),
        record_table="person",
        record_id=record_id,
    )


def build_court_referral(db: Database, record_id: int | None, params: dict[str, Any]) -> Document:
    office = office_or_refuse(db)
    p = person(db, record_id)
    amount = _amount(params, "amount")
    village = p.get("village_name") or ""
    legal = (
        quote("1334", 30, "قانون ۱۳۳۴، مادهٔ ۳۰")
        if _is_1334(office.regime)
        else quote("1331-supplement", 32, "متمم لایحهٔ قانونی ۱۳۳۱، مادهٔ ۳۲", whole=True)
    )
    return Document(
        title="ارجاع به دادگاه",
        recipient=params.get("court") or f"ریاست محترم دادگاه بخش {office.bakhsh}",
        subject=params.get("subject") or "وصول ده درصد سهم صندوق عمران و تعاون",
        blocks=(
            Para("با احترام،"),
            Para(
                f"{described(p)} از پرداخت ده درصد سهم صندوق عمران و تعاون قریهٔ {village} به مبلغ "
                f"{_full(amount)} امتناع کرده است. با توجه به مادهٔ ۳۲ متمم لایحهٔ قانونی، "
                "خواهشمند است دستور فرمایید به این موضوع خارج از نوبت و بدون دریافت هزینهٔ دادرسی "
                "رسیدگی و حکم مقتضی صادر شود. رونوشت اخطاریه‌های ابلاغ‌شده و صورت‌حساب صندوق پیوست است."
            ),
            Fields(
                (
                    ("خوانده:", full_name(p)),
                    ("کد ملی:", pd(p.get("national_code") or "—")),
                    ("خواسته:", _full(amount)),
                )
            ),
        ),
        legal=(legal,),
        signatory=bakhshdar(office),
        attachments="رونوشت اخطاریه و صورت‌حساب صندوق",
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
    Template("notice", "اخطاریه به طرف", "person", build_notice, sample_person("landlord"), batch_table="person", fields=tf.NOTICE, prefill=tf.prefill_notice),
    Template("summons", "دعوتنامهٔ جلسه", "person", build_summons, sample_person("farmer"), batch_table="person", fields=tf.SUMMONS, prefill=tf.prefill_summons),
    Template("decision_notice", "ابلاغ نظر با مهلت تجدیدنظر", "person", build_decision_notice, sample_person("landlord"), fields=tf.DECISION_NOTICE, prefill=tf.prefill_decision_notice),
    Template("receipt", "رسید وجه و جنس", "person", build_receipt, sample_person("landlord"), fields=tf.RECEIPT, prefill=tf.prefill_receipt),
    Template("court_referral", "ارجاع به دادگاه", "person", build_court_referral, sample_person("landlord"), fields=tf.COURT_REFERRAL, prefill=tf.prefill_court_referral),
    Template("membership_decree", "حکم عضویت شورا", "person", build_membership_decree, sample_person("farmer"), batch_table="person", fields=tf.MEMBERSHIP_DECREE, prefill=tf.prefill_membership_decree),
):  # fmt: skip
    register(_t)
