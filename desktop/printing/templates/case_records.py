"""The documents of a case, every figure and date from the case (``desktop.services.cases``):
receipt of complaint, invitation to reconciliation, summons, payment notice, decision notice
(with the review window and where to apply), compensation order, court referral, enforcement
request, expulsion order (1334 م۳۵). A document to one party takes the ``case_party`` id; one about the case, the
``case_file`` id. Each lays out a ``CasePaper``, read by ``desktop.services.cases.papers``."""

from __future__ import annotations

import datetime as _dt
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from desktop.domain.errors import ValidationError
from desktop.domain.office import Office, complete
from desktop.printing.document import Document, Fields, Legal, Para, Signatory, Table
from desktop.printing.numbers import jdate, jdate_long, number_words, rials, rials_full
from desktop.printing.registry import Field, Template, register
from desktop.printing.templates.common import (
    bakhshdar,
    date_param,
    governing_law,
    letter_date,
    pd,
    quote_citation,
)
from desktop.rules.choices import DEFAULT_CHOICES, Choices
from desktop.rules.citations import Citation
from desktop.rules.councils import council_word
from desktop.rules.deadlines import compute_deadline

CASE = "case_file"
PARTY = "case_party"


@dataclass(frozen=True)
class CaseLaw:
    """The road the law gives the case's kind under its regime (``services.cases.kinds.Law``)."""

    body: str  # who receives and decides (a key of ``CasePaper.bodies``)
    citation: Citation
    review_body: str = ""
    review_citation: Citation | None = None
    council: str = ""  # dismissal: the council whose first session decides


@dataclass(frozen=True)
class Deadline:
    """One of the case's deadlines, as the rules core computed it with the office's reading."""

    key: str  # "decision" | "review" | "session"
    due: _dt.date
    citation: str  # «1331 م۳۵»
    explanation: str
    met_on: _dt.date | None = None
    period: int = 0  # the law's number of days, where it gives one


@dataclass(frozen=True)
class CasePaper:
    """What a case's document says of it: the ``case_file`` row (with ``village_name``), its
    parties (rows of ``case_party`` with ``name``, ``side``, ``father_name``, ``village_name``,
    ``notified_on``), the one addressed (a document to one party), and the case's figures in
    words: its number, kind, outcome, the law's road, the bodies' names in the regime's words."""

    office: Office | None
    case: dict
    parties: tuple[dict, ...]
    number: str  # «۱۲/۱۴۰۵»
    kind_fa: str
    outcome_fa: str = ""
    law: CaseLaw | None = None
    bodies: dict[str, str] = field(default_factory=dict)  # body key -> its Persian name
    deadlines: tuple[Deadline, ...] = ()
    choices: Choices = DEFAULT_CHOICES  # the office's readings, for a review window
    party: dict | None = None


def _addressed(paper: CasePaper) -> tuple[dict, dict]:
    """(the party addressed, the case) of a document to one party."""
    if paper.party is None:
        raise ValidationError.single("record", "طرف پرونده را برگزینید.")
    return paper.party, paper.case


def _body(paper: CasePaper, key: str) -> str:
    return paper.bodies.get(key, key)


def _review_window(
    regime: str, notified_on: _dt.date, choices: Choices
) -> tuple[_dt.date, int, str, str]:
    """(last day, days, article, explanation) of the 10-day review window from one notification."""
    r = compute_deadline(regime=regime, kind="review_request", start=notified_on, choices=choices)
    return r.due, r.period, r.citations[0].short(), r.explanation


def _legal(c: Citation) -> Legal:
    return quote_citation(c)


def _governing(case: dict) -> Legal:
    """The law in force on the filing date, which governs the whole case (timeline)."""
    return governing_law(_dt.date.fromisoformat(case["filed_on"]))


def _described(p: dict) -> str:
    s = p["name"]
    if p.get("father_name"):
        s += f" فرزند {p['father_name']}"
    if p.get("village_name"):
        s += f"، ساکن قریهٔ {p['village_name']}"
    return s


def _names(paper: CasePaper, side: str) -> str:
    return "، ".join(p["name"] for p in paper.parties if p["side"] == side)


def _law(paper: CasePaper) -> Citation:
    law = paper.law
    if law is None:
        raise ValidationError.single("record", "این نوع پرونده در قانون حاکم بر تاریخ آن نیست.")
    return law.citation


def _merge(paper: CasePaper, params: dict[str, Any], prefill: Any) -> dict[str, Any]:
    given = {k: v for k, v in params.items() if v not in (None, "")}
    return {**prefill(paper), **given}


def _head(paper: CasePaper) -> tuple[tuple[str, str], ...]:
    return (
        ("شمارهٔ پرونده:", paper.number),
        ("نوع پرونده:", paper.kind_fa),
        ("تاریخ ثبت شکایت:", jdate(paper.case["filed_on"])),
    )


def _subject(paper: CasePaper, what: str) -> str:
    # no dash or colon beside the number: PDF extractors move such punctuation across it
    return f"{what} در پروندهٔ {paper.number} دربارهٔ {paper.case['subject']}"


# ---------------------------------------------------------------------------- receipt


def prefill_receipt(paper: CasePaper) -> dict[str, Any]:
    return {"subject": _subject(paper, "رسید شکایت")}


def build_receipt(paper: CasePaper, params: dict[str, Any]) -> Document:
    office = complete(paper.office)
    case = paper.case
    p = _merge(paper, params, prefill_receipt)
    law = paper.law
    assert law is not None
    first = next((q for q in paper.parties if q["side"] == "complainant"), None)
    body = (
        f"شکایت مورخ {jdate_long(_dt.date.fromisoformat(case['filed_on']))} در موضوع «{case['subject']}» "
        f"به شمارهٔ پروندهٔ {paper.number} در بخشداری {office.bakhsh} ثبت شد. "
        f"مرجع رسیدگی به حکم {law.citation.long()}، {_body(paper, law.body)} است."
    )
    lines: list[tuple[str, str]] = [
        *_head(paper),
        ("شاکی:", _names(paper, "complainant")),
        ("طرف شکایت:", _names(paper, "respondent")),
    ]
    for dl in paper.deadlines:
        if dl.key == "decision":
            # the rules core's figure and the office's Friday/holiday reading, in words
            reading = dl.explanation.split(").", 1)[-1].strip()
            body += (
                f" به این شکایت باید ظرف {pd(dl.period)} روز از تاریخ دادخواست، یعنی تا پایان روز "
                f"{jdate_long(dl.due)} رسیدگی شود. {reading}"
            )
            lines.append(("مهلت رسیدگی:", f"تا {jdate(dl.due)}، {pd(dl.citation)}"))
    if case["claimed_rials"]:
        lines.append(("مبلغ خواسته:", rials_full(case["claimed_rials"])))
    if case["attachments"]:
        lines.append(("پیوست‌ها:", "؛ ".join(case["attachments"].splitlines())))
    return Document(
        title="رسید شکایت", recipient=_described(first) if first else "", subject=p["subject"],
        blocks=(Para(body), Fields(tuple(lines))), legal=(_legal(law.citation), _governing(case)),
        signatory=bakhshdar(office), record_table=CASE, record_id=case["id"],
    )  # fmt: skip


# ---------------------------------------------------------------------------- invitations


def _session_default(paper: CasePaper) -> _dt.date:
    case = paper.case
    if case["session_on"]:
        return _dt.date.fromisoformat(case["session_on"])
    start = _dt.date.today() + _dt.timedelta(days=7)
    for dl in paper.deadlines:
        if dl.key == "decision" and dl.met_on is None:
            return max(min(start, dl.due), _dt.date.today())
    return start


def prefill_summons(paper: CasePaper) -> dict[str, Any]:
    case = paper.case
    office = complete(paper.office)
    law = paper.law
    body = law.council if case["kind"] == "dismissal" and law else (law.body if law else "")
    return {
        "subject": _subject(paper, "دعوت به جلسهٔ رسیدگی"),
        "session_date": jdate(_session_default(paper)),
        "session_time": "۹ صبح",
        "place": f"بخشداری {office.bakhsh}",
        "body_name": _body(paper, body),
    }


def build_summons(paper: CasePaper, params: dict[str, Any]) -> Document:
    party, case = _addressed(paper)
    p = _merge(paper, params, prefill_summons)
    session = date_param(p, "session_date", letter_date(p))
    role = "شاکی" if party["side"] == "complainant" else "طرف شکایت"
    text = (
        f"از جنابعالی به عنوان {role} دعوت می‌شود در جلسهٔ {p['body_name']} که در روز "
        f"{jdate_long(session)} ساعت {pd(p['session_time'])} در {p['place']} برای رسیدگی به پروندهٔ "
        f"شمارهٔ {paper.number} ({paper.kind_fa}) در موضوع «{case['subject']}» تشکیل "
        "می‌شود حاضر شوید و هر مدرک و توضیحی دارید همراه بیاورید. عدم حضور مانع رسیدگی نخواهد بود."
    )
    return _invitation(paper, p, "دعوتنامه", text, ("تاریخ جلسه:", jdate(session)))


def _invitation(
    paper: CasePaper, p: dict[str, Any], title: str, text: str, when: tuple[str, str]
) -> Document:
    """A party called to a session (``p``: its subject, time and place): the letter's ``text``,
    then the case's head and ``when``, the hour and the place."""
    party, case = _addressed(paper)
    return Document(
        title=title, recipient=_described(party), subject=p["subject"],
        blocks=(Para(text), Fields((*_head(paper), when, ("ساعت:", pd(p["session_time"])),
                                    ("محل:", p["place"])))),
        legal=(_legal(_law(paper)), _governing(case)), signatory=bakhshdar(complete(paper.office)),
        record_table=PARTY, record_id=party["id"],
    )  # fmt: skip


def prefill_reconciliation(paper: CasePaper) -> dict[str, Any]:
    office = complete(paper.office)
    return {
        "subject": _subject(paper, "دعوت به سازش"),
        "session_date": jdate(_dt.date.today() + _dt.timedelta(days=3)),
        "session_time": "۱۰ صبح",
        "place": f"بخشداری {office.bakhsh}",
    }


def build_reconciliation(paper: CasePaper, params: dict[str, Any]) -> Document:
    p = _merge(paper, params, prefill_reconciliation)
    session = date_param(p, "session_date", letter_date(p))
    farmer = _names(paper, "complainant")
    landlord = _names(paper, "respondent")
    text = (
        f"پیرو شکایت {farmer} از برکناری از کار زراعت به وسیلهٔ {landlord} (پروندهٔ "
        f"{paper.number})، بخشدار به حکم قانون مکلف است برای سازش و به کار گماردن مجدد زارع "
        f"اقدام کند. از جنابعالی دعوت می‌شود در روز {jdate_long(session)} ساعت {pd(p['session_time'])} "
        f"در {p['place']} برای سازش حاضر شوید. در صورت سازش‌نشدن، موضوع در نخستین جلسهٔ "
        f"{_body(paper, 'bakhsh_council')} مطرح خواهد شد."
    )
    return _invitation(paper, p, "دعوت به سازش", text, ("تاریخ جلسهٔ سازش:", jdate(session)))


# ---------------------------------------------------------------------------- payment notice


def _ordered(case: dict) -> int:
    amount = case["compensation_rials"] or case["claimed_rials"]
    if amount is None:
        raise ValidationError.single("record", "مبلغ این پرونده هنوز ثبت نشده است.")
    return int(amount)


def prefill_notice(paper: CasePaper) -> dict[str, Any]:
    return {"subject": _subject(paper, "اخطار پرداخت")}


def build_notice(paper: CasePaper, params: dict[str, Any]) -> Document:
    office = complete(paper.office)
    party, case = _addressed(paper)
    p = _merge(paper, params, prefill_notice)
    if case["kind"] not in ("refusal_farmers", "refusal_fund"):
        raise ValidationError.single(
            "record", "اخطاریهٔ پرداخت فقط برای پروندهٔ امتناع از پرداخت است."
        )
    amount = _ordered(case)
    village = case.get("village_name") or ""
    if case["kind"] == "refusal_farmers":
        whom = f"زارعینی که محصول قریهٔ {village} را عمل آورده‌اند"
        then = "بخشداری به حکم قانون رأساً آن را وصول و به زارعین تسلیم خواهد کرد"
    else:
        whom = f"صندوق عمران و تعاون قریهٔ {village}"
        then = ("بخشداری به دادگاه شکایت خواهد کرد و دادگاه خارج از نوبت و بدون دریافت هزینهٔ "
                "دادرسی رسیدگی خواهد کرد")  # fmt: skip
    text = (
        f"به حکم {_body(paper, 'bakhshdar')} در پروندهٔ {paper.number}، مقرر است مبلغ "
        f"{rials_full(amount)} ده درصد سهم مالکانه را که تاکنون نپرداخته‌اید بی‌درنگ به {whom} "
        f"بپردازید و رسید آن را به بخشداری تسلیم کنید؛ در غیر این صورت {then}."
    )
    return Document(
        title="اخطاریه", recipient=_described(party), subject=p["subject"],
        blocks=(Para(text), Fields((*_head(paper), ("مبلغ به عدد:", rials(amount)),
                                    ("مبلغ به حروف:", f"{number_words(amount)} ریال")))),
        legal=(_legal(_law(paper)), _governing(case)), signatory=bakhshdar(office),
        signers=(Signatory(str(party.get("name") or ""), "گیرندهٔ اخطاریه"),),
        record_table=PARTY, record_id=party["id"],
    )  # fmt: skip


# ---------------------------------------------------------------------------- decision notice


def prefill_decision(paper: CasePaper) -> dict[str, Any]:
    party, case = _addressed(paper)
    if not case["decided_on"]:
        raise ValidationError.single("record", "در این پرونده هنوز رأیی صادر نشده است.")
    return {
        "subject": _subject(paper, "ابلاغ رأی"),
        "notified_on": jdate(party["notified_on"]) if party["notified_on"] else "",
        "decision": case["decision_text"] or "",
    }


def build_decision_notice(paper: CasePaper, params: dict[str, Any]) -> Document:
    office = complete(paper.office)
    party, case = _addressed(paper)
    p = _merge(paper, params, prefill_decision)
    notified = date_param(p, "notified_on", letter_date(p))
    law = paper.law
    assert law is not None
    outcome = paper.outcome_fa
    decider = _body(paper, law.council or law.body)
    blocks: list[Any] = [
        Para(f"رأی {decider} در پروندهٔ یادشده ({outcome}) به شرح زیر به شما ابلاغ می‌شود:"),
        Para(p["decision"]),
    ]
    pairs: list[tuple[str, str]] = [
        *_head(paper), ("تاریخ رأی:", jdate(case["decided_on"])), ("تاریخ ابلاغ:", jdate(notified)),
    ]  # fmt: skip
    legal = [_legal(law.citation)]
    extra: dict[str, Any] = {}
    if case["kind"] == "share_dispute":
        due, days, cite, _expl = _review_window(case["regime"], notified, paper.choices)
        where = _body(paper, law.review_body)
        blocks.append(
            Para(
                f"هر یک از طرفین می‌تواند ظرف {pd(days)} روز از تاریخ ابلاغ به خود، یعنی برای شما تا "
                f"پایان روز {jdate_long(due)}، از {where} تقاضای تجدیدنظر کند ({cite})؛ در غیر این "
                "صورت این نظر به وسیلهٔ ضابطین دادگستری اجرا خواهد شد.",
                bold=True,
            )
        )
        pairs += [("مهلت تجدیدنظر:", f"{pd(days)} روز، تا {jdate(due)}"), ("مرجع تجدیدنظر:", where)]
        if law.review_citation is not None:
            legal.append(_legal(law.review_citation))
        extra["appeal_until"] = due.isoformat()
    elif case["kind"] == "dismissal" and case["outcome"] == "compensation":
        blocks.append(Para(f"خسارت: {case['compensation_basis']}"))
        pairs.append(("مبلغ خسارت:", rials_full(int(case["compensation_rials"]))))
    elif case["kind"] in ("refusal_farmers", "refusal_fund"):
        pairs.append(("مبلغ:", rials_full(_ordered(case))))
    elif case["kind"] == "late_delivery" and case["compensation_rials"]:
        blocks.append(Para(f"جریمه: {case['compensation_basis']}"))
        pairs.append(("مبلغ جریمه:", rials_full(int(case["compensation_rials"]))))
        legal.append(_legal(Citation("1331-bill", 32)))
    elif case["kind"] == "trouble_maker" and case["outcome"] == "expel":
        blocks.append(Para(f"به حکم {law.citation.long()} شخص اخلالگر از ده اخراج می‌شود."))
    elif case["kind"] == "member_complaint":
        then = {
            "founded": "پرونده برای رسیدگی به دادگاه ارجاع می‌شود.",
            "administrative": "تخلف اداری است و انجمن شهرستان دستور اقدام مقتضی می‌دهد (۱۳۳۴ م۳۰).",
        }.get(case["outcome"], "شکایت وارد دانسته نشد و پرونده پس از ابلاغ مختومه است.")
        blocks.append(Para(then))
    return Document(
        title="ابلاغ رأی", recipient=_described(party), subject=p["subject"],
        blocks=(*blocks, Fields(tuple(pairs))), legal=(*legal, _governing(case)), signatory=bakhshdar(office),
        record_table=PARTY, record_id=party["id"], extra=extra,
    )  # fmt: skip


# ---------------------------------------------------------------------------- compensation order


def prefill_compensation(paper: CasePaper) -> dict[str, Any]:
    case = paper.case
    if case["kind"] != "dismissal" or case["outcome"] != "compensation":
        raise ValidationError.single("record", "در این پرونده خسارتی تعیین نشده است.")
    return {"subject": _subject(paper, "پرداخت خسارت زارع برکنارشده")}


def build_compensation(paper: CasePaper, params: dict[str, Any]) -> Document:
    office = complete(paper.office)
    case = paper.case
    p = _merge(paper, params, prefill_compensation)
    total = int(case["compensation_rials"])
    ayani, crop = int(case["ayani_rials"] or 0), int(case["crop_rials"] or 0)
    wage = total - ayani - crop
    council = _body(paper, "bakhsh_council")
    rows = (
        (pd(1), f"مخارج زندگی به مزد روزانهٔ {rials(int(case['daily_wage_rials']))}", rials(wage)),
        (pd(2), "قیمت اعیانی (ریشه و کارکرد)", rials(ayani)),
        (pd(3), "قیمت محصول", rials(crop)),
    )
    return Document(
        title="حکم پرداخت خسارت",
        recipient=_names(paper, "respondent"),
        subject=p["subject"],
        blocks=(
            Para(
                f"به موجب رأی {council} مورخ {jdate(case['decided_on'])} در پروندهٔ "
                f"{paper.number}، {_names(paper, 'complainant')} که به کار زراعت مستقیم "
                "اشتغال داشته محق شناخته شد و مالک باید خسارت زیر را به او بپردازد. "
                + (case["compensation_basis"] or "")
            ),
            Table(("ردیف", "شرح", "مبلغ"), rows, widths=(1, 6, 3), footer=("", "جمع", rials(total))),
            Fields((*_head(paper), ("جمع به حروف:", f"{number_words(total)} ریال"),
                    ("اهل خبره:", case["experts"] or "—"))),
            Para("در صورت پرداخت‌نکردن، اجرای این حکم از دادگاه خواسته خواهد شد."),
        ),
        legal=(_legal(_law(paper)), _governing(case)), signatory=bakhshdar(office),
        record_table=CASE, record_id=case["id"],
    )  # fmt: skip


# ---------------------------------------------------------------------------- court, enforcement, expulsion

Pairs = list[tuple[str, str]]


def _request(
    paper: CasePaper, params: dict[str, Any], *, title: str, prefill: Any,
    recipient: str, body: Callable[[CasePaper, Citation], tuple[str, Pairs]],
    attachments: str = "",
) -> Document:  # fmt: skip
    """A letter asking another authority to act on the case (the court, the police, the
    officers of justice): the reason in one paragraph, the case's head and ``body``'s lines
    below it, the article it rests on. ``recipient`` is the field that names the addressee."""
    office = complete(paper.office)
    case = paper.case
    p = _merge(paper, params, prefill)
    cite = _law(paper)
    text, pairs = body(paper, cite)
    return Document(
        title=title, recipient=p[recipient], subject=p["subject"],
        blocks=(Para("با احترام،"), Para(text), Fields((*_head(paper), *pairs))),
        legal=(_legal(cite), _governing(case)), signatory=bakhshdar(office),
        attachments=attachments, record_table=CASE, record_id=case["id"],
    )  # fmt: skip


def prefill_court(paper: CasePaper) -> dict[str, Any]:
    office = complete(paper.office)
    return {
        "subject": _subject(paper, "ارجاع به دادگاه"),
        "court": f"ریاست محترم دادگاه بخش {office.bakhsh}",
    }


def _court_body(paper: CasePaper, cite: Citation) -> tuple[str, Pairs]:
    case = paper.case
    respondents = _names(paper, "respondent")
    pairs: Pairs = [("خوانده:", respondents)]
    if case["kind"] == "member_complaint":
        return (
            f"شکایت {_names(paper, 'complainant')} از {respondents}، عضو {council_word(case['regime'])}، در جلسهٔ مورخ "
            f"{jdate(case['decided_on'])} رسیدگی و وارد دانسته شد. به حکم {cite.long()} پرونده برای "
            "رسیدگی به دادگاه ارجاع می‌شود. رونوشت دادخواست و رأی پیوست است."
        ), pairs
    if case["kind"] == "refusal_fund":
        amount = _ordered(case)
        return (
            f"{respondents} از پرداخت ده درصد سهم صندوق عمران و تعاون قریهٔ "
            f"{case.get('village_name') or ''} به مبلغ {rials_full(amount)} امتناع کرده است. به حکم "
            f"{cite.long()} خواهشمند است به این دعوا خارج از نوبت و بدون دریافت هزینهٔ دادرسی "
            "رسیدگی و حکم مقتضی صادر فرمایید."
        ), [*pairs, ("خواسته:", rials_full(amount))]
    if case["outcome"] == "compensation":
        amount = int(case["compensation_rials"])
        pairs.append(("خواسته:", rials_full(amount)))
        what = f"خسارتی را که {_body(paper, 'bakhsh_council')} تعیین کرده ({rials_full(amount)}) نپرداخته است"
    else:
        what = "زارع را به کار بازنگردانده است"
    return (
        f"{respondents} پس از ابلاغ رأی مورخ {jdate(case['decided_on'])} در پروندهٔ برکناری "
        f"{_names(paper, 'complainant')}، {what}. به حکم {cite.long()} اجرای رأی از دادگاه "
        "خواسته می‌شود."
    ), pairs


def build_court_referral(paper: CasePaper, params: dict[str, Any]) -> Document:
    return _request(
        paper, params, title="ارجاع به دادگاه", prefill=prefill_court, recipient="court",
        body=_court_body, attachments="رونوشت دادخواست و رأی",
    )  # fmt: skip


def prefill_enforcement(paper: CasePaper) -> dict[str, Any]:
    case = paper.case
    to = (
        "ضابطین محترم دادگستری"
        if case["kind"] == "share_dispute"
        else f"فرماندهی محترم پاسگاه ژاندارمری {case.get('village_name') or ''}".strip()
    )
    return {"subject": _subject(paper, "درخواست اجرا"), "to": to}


def _enforcement_body(paper: CasePaper, cite: Citation) -> tuple[str, Pairs]:
    case = paper.case
    if case["kind"] != "share_dispute":
        amount = _ordered(case)
        return (
            f"{_names(paper, 'respondent')} با وجود ابلاغ اخطاریه، ده درصد سهم زارعین به مبلغ "
            f"{rials_full(amount)} را نپرداخته است. به حکم {cite.long()} بخشدار آن را وصول و به "
            "زارعین تسلیم می‌کند؛ خواهشمند است برای وصول همکاری فرمایید."
        ), [("مبلغ:", rials_full(amount))]
    choices = paper.choices
    pairs: Pairs = []
    for q in paper.parties:
        if q["notified_on"]:
            notified = _dt.date.fromisoformat(q["notified_on"])
            due, _d, wcite, _ = _review_window(case["regime"], notified, choices)
            pairs.append(
                (f"ابلاغ به {q['name']}:", f"{jdate(notified)}، مهلت تا {jdate(due)} ({wcite})")
            )
    return (
        f"نظر بخشدار مورخ {jdate(case['decided_on'])} در پروندهٔ {paper.number} دربارهٔ بهرهٔ "
        "مالکانه به طرفین ابلاغ شد و در مهلت قانونی تقاضای تجدیدنظر نشد. به حکم "
        f"{cite.long()} خواهشمند است دستور اجرای آن را صادر فرمایید: {case['decision_text']}"
    ), pairs


def build_enforcement(paper: CasePaper, params: dict[str, Any]) -> Document:
    return _request(
        paper, params, title="درخواست اجرا", prefill=prefill_enforcement, recipient="to",
        body=_enforcement_body,
    )  # fmt: skip


def prefill_expulsion(paper: CasePaper) -> dict[str, Any]:
    case = paper.case
    if case["kind"] != "trouble_maker" or case["outcome"] != "expel":
        raise ValidationError.single("record", "این پرونده حکم اخراج از ده ندارد.")
    return {
        "subject": _subject(paper, "حکم اخراج از ده"),
        "to": f"فرماندهی محترم پاسگاه ژاندارمری {case.get('village_name') or ''}".strip(),
    }


def _expulsion_body(paper: CasePaper, cite: Citation) -> tuple[str, Pairs]:
    case = paper.case
    who = _names(paper, "respondent")
    village = case.get("village_name") or ""
    return (
        f"بنا به شکایت {_names(paper, 'complainant')}، {_body(paper, 'bakhsh_association')} "
        f"در جلسهٔ مورخ {jdate(case['decided_on'])} رسیدگی کرد و {who} را که امور اجتماعی و "
        f"زراعتی ده {village} را مختل ساخته است اخلالگر دانست. به حکم {cite.long()} نامبرده از ده "
        f"اخراج می‌شود؛ خواهشمند است دستور اجرا فرمایید. متن رأی: {case['decision_text']}"
    ), [("اخراج‌شونده:", who), ("تاریخ رأی:", jdate(case["decided_on"]))]


def build_expulsion(paper: CasePaper, params: dict[str, Any]) -> Document:
    return _request(
        paper, params, title="حکم اخراج از ده", prefill=prefill_expulsion, recipient="to",
        body=_expulsion_body,
    )  # fmt: skip


# ---------------------------------------------------------------------------- registry


SUBJECT = Field("subject", "موضوع", "text", required=True)
SESSION = (
    Field("session_date", "تاریخ جلسه", "date", required=True),
    Field("session_time", "ساعت", "time", required=True),
    Field("place", "محل", "text", required=True),
)

for _t in (
    Template("complaint_receipt", "رسید شکایت", CASE, build_receipt,
             fields=(SUBJECT,), prefill=prefill_receipt),
    Template("reconciliation_invitation", "دعوت به سازش", PARTY, build_reconciliation, fields=(SUBJECT, *SESSION),
             prefill=prefill_reconciliation),
    Template("summons", "دعوتنامهٔ جلسهٔ رسیدگی", PARTY, build_summons,
             fields=(SUBJECT, *SESSION, Field("body_name", "مرجع رسیدگی", "text", required=True)),
             prefill=prefill_summons),
    Template("notice", "اخطاریهٔ پرداخت", PARTY, build_notice,
             fields=(SUBJECT,), prefill=prefill_notice),
    Template("decision_notice", "ابلاغ رأی با مهلت تجدیدنظر", PARTY, build_decision_notice,
             fields=(SUBJECT, Field("notified_on", "تاریخ ابلاغ", "date"),
                     Field("decision", "متن رأی", "multiline", required=True)),
             prefill=prefill_decision),
    Template("compensation_order", "حکم پرداخت خسارت", CASE, build_compensation, fields=(SUBJECT,),
             prefill=prefill_compensation),
    Template("court_referral", "ارجاع به دادگاه", CASE, build_court_referral,
             fields=(SUBJECT, Field("court", "دادگاه", "text", required=True)),
             prefill=prefill_court),
    Template("enforcement_request", "درخواست اجرا", CASE, build_enforcement,
             fields=(SUBJECT, Field("to", "گیرنده", "text", required=True)),
             prefill=prefill_enforcement),
    Template("expulsion_order", "حکم اخراج از ده", CASE, build_expulsion,
             fields=(SUBJECT, Field("to", "گیرنده", "text", required=True)),
             prefill=prefill_expulsion),
):  # fmt: skip
    register(_t)
