"""Council documents printed from the records: the election minutes (roll, exclusions and
reasons, candidates and votes, the lot's seed, the result), a membership decree per member, an
alternate's promotion decree, and a session's minutes. Figures come from the stored count (the
rules core's) and the council's rows; the articles from the regime of the record's own date.
Each lays out a value read by ``desktop.services.councils.papers``."""

from __future__ import annotations

import datetime as _dt
from dataclasses import dataclass
from typing import Any

from desktop.domain.errors import ValidationError
from desktop.domain.office import Office, complete
from desktop.jalali import format_jalali
from desktop.printing.document import Document, Fields, Heading, Legal, Para, Signatory, Table
from desktop.printing.numbers import jdate, jdate_long
from desktop.printing.registry import Field, Template, register
from desktop.printing.templates.common import (
    bakhshdar,
    date_param,
    governing_law,
    pd,
    quote,
    quote_paragraph,
)
from desktop.rules.citations import Citation


@dataclass(frozen=True)
class ElectionPaper:
    """An election (with ``village_name``, ``dehestan_name``, ``place``, ``regime``), its stored
    count (``result``: ``roll_size``, ``ballots_cast``, ``order``, ``seed``, ``lot_used``,
    ``citations``; None before the count), the roll (``name``, ``on_roll``, ``why``) and the
    council it formed, every member row from its first day."""

    office: Office | None
    election: dict
    result: dict | None
    roll: tuple[dict, ...] = ()
    members: tuple[dict, ...] = ()


@dataclass(frozen=True)
class DecreePaper:
    """A council member's row (``name``, ``seat_fa``, ``kind_fa``, ``rank``, ``from_on``, ...),
    the council's (``title``, ``term_end``, ``regime``, ``level``, ...), the member replaced
    (a promotion), and the addressee's line «نام فرزند پدر، ساکن قریهٔ …»."""

    office: Office | None
    member: dict
    council: dict
    replaced: dict | None
    addressee: str


@dataclass(frozen=True)
class SessionPaper:
    """A council session (``attendance``, ``decisions``, ``quorum``, ``agenda``, ...), its
    council's row, and the members serving on the day (with ``offices_fa``)."""

    office: Office | None
    session: dict
    council: dict
    members: tuple[dict, ...]


SEAT_RESULT_FA = {
    "elected_trustee": "عضو اصلی (معتمد محلی)",
    "farmer_representative": "نمایندهٔ زارعین",
    "trustee": "معتمد",
    "alternate": "عضو علی‌البدل",
    "": "—",
}


def _d(iso: str) -> _dt.date:
    return _dt.date.fromisoformat(iso)


def _council_legal(regime: str, level: str) -> tuple[Legal, ...]:
    """The composition's article and the term's, quoted from the statute in force."""
    if regime == "1334":
        article = {"village": 16, "dehestan": 17, "bakhsh": 18}.get(level, 19)
        return (quote("1334", article, f"قانون ۱۳۳۴ ماده {pd(article)}", whole=True),
                quote("1334", 29, "قانون ۱۳۳۴ ماده ۲۹"))  # fmt: skip
    if level == "village":
        first = quote_paragraph(
            "1331-bill", "در هر ده هيئتي بنام شوراي ده", "لایحهٔ قانونی ۱۳۳۱ ماده ۱۷"
        )
    elif level == "dehestan":
        first = quote("1331-supplement", 22, "متمم لایحهٔ قانونی ۱۳۳۱ ماده ۲۲", whole=True)
    else:
        first = quote_paragraph("1331-bill", "در هر بخش شورائي", "لایحهٔ قانونی ۱۳۳۱ ماده ۲۳")
    return (first, quote_paragraph("1331-bill", "نمايندگان هر شورا", "لایحهٔ قانونی ۱۳۳۱ ماده ۳۴"))


# ---------------------------------------------------------------------------- election minutes


def prefill_election(paper: ElectionPaper) -> dict[str, Any]:
    e = paper.election
    return {"place": e["place"] or "مسجد ده", "supervisor": "نمایندهٔ بخشداری"}


def build_election_minutes(paper: ElectionPaper, params: dict[str, Any]) -> Document:
    office = complete(paper.office)
    e = paper.election
    result = paper.result
    if result is None:
        raise ValidationError.single("record", "آرای این انتخابات هنوز شمرده نشده است.")
    held = _d(e["held_on"])
    council = "انجمن ده" if e["regime"] == "1334" else "شورای ده"
    roll = paper.roll
    out = [r for r in roll if not r["on_roll"]]
    place = str(params.get("place") or e["place"] or "مسجد ده")
    supervisor = str(params.get("supervisor") or "نمایندهٔ بخشداری")
    # joined by «؛»: a comma between two numbers would join them into one run in the PDF
    cites = "؛ ".join(
        Citation(c["law"], c["article"], c["paragraph"]).long() for c in result["citations"]
    )
    blocks: list[Any] = [
        Para(
            f"در روز {jdate_long(held)} جلسهٔ انتخابات {council} قریهٔ {e['village_name']}، دهستان "
            f"{e['dehestan_name']}، در {place} با حضور {supervisor} {office.bakhsh} تشکیل شد. فهرست "
            f"رأی‌دهندگان از ساکنان و کشاورزان ده تهیه و شرایط هر یک در روز انتخابات با مادهٔ ۱۹ "
            f"لایحهٔ قانونی ۱۳۳۱ سنجیده شد: از {pd(len(roll))} نفر، {pd(result['roll_size'])} نفر "
            f"واجد شرایط بودند و {pd(len(out))} نفر به دلایل زیر کنار ماندند."
        ),
    ]
    if out:
        blocks.append(Table(header=("ردیف", "نام و نام خانوادگی", "دلیل"),
                            rows=tuple((pd(i + 1), r["name"], r["why"]) for i, r in enumerate(out)),
                            widths=(0.8, 3, 7)))  # fmt: skip
    blocks.append(Para(
        f"از {pd(result['roll_size'])} رأی‌دهندهٔ واجد شرایط، {pd(result['ballots_cast'])} نفر رأی "
        "دادند. آرا در حضور جمع شمرده شد و نتیجه به ترتیب آرا به شرح زیر است:"
    ))  # fmt: skip
    rows = []
    for p in result["order"]:
        lot = "قرعه" if p["by_lot"] else ""
        rows.append((pd(p["rank"]), p["name"], "باسواد" if p["literate"] else "بی‌سواد",
                     pd(p["votes"]), SEAT_RESULT_FA[p["seat"]], lot))  # fmt: skip
    blocks.append(Table(header=("رتبه", "نامزد", "سواد", "آرا", "نتیجه", "تساوی"), rows=tuple(rows),
                        widths=(0.8, 3.2, 1.3, 1, 2.6, 1.1)))  # fmt: skip
    blocks.append(Para(
        f"بذر قرعه: «{pd(result['seed'])}». "
        + ("در تساوی آرا ترتیب با قرعه‌ای معین شد که از این بذر کشیده می‌شود (چکیدهٔ رمزنگاشتی شا-۲۵۶ از بذر و "
           "شناسهٔ نامزد؛ کمتر مقدم است)؛ هر کس با همین بذر همین ترتیب را به دست می‌آورد. "
           if result["lot_used"] else "تساوی آرایی که در کرسی‌ها اثر داشته باشد پیش نیامد. ")
        + f"مستند شمارش: {cites}."
    ))  # fmt: skip
    if e["council_id"]:
        members = paper.members
        first = [m for m in members if m["from_on"] == min(x["from_on"] for x in members)]
        blocks.append(Heading(f"ترکیب {council}"))
        blocks.append(Table(
            header=("ردیف", "نام و نام خانوادگی", "کرسی", "عضویت", "مبنا"),
            rows=tuple((pd(i + 1), m["name"], m["seat_fa"], m["kind_fa"] + (f" {pd(m['rank'])}" if m["rank"] else ""),
                        pd(m["basis"] or "")) for i, m in enumerate(first)),
            widths=(0.8, 2.8, 2.6, 1.8, 4),
        ))  # fmt: skip
    blocks.append(Para("این صورتجلسه در سه نسخه تنظیم و به امضای حاضران رسید."))
    return Document(
        title=f"صورتجلسهٔ انتخابات {council}",
        subject=f"انتخاب اعضای {council} قریهٔ {e['village_name']}، دهستان {e['dehestan_name']}",
        blocks=tuple(blocks), legal=(*_council_legal(e["regime"], "village"), governing_law(held)),
        signatory=bakhshdar(office),
        record_table="election", record_id=int(e["id"]),
        extra={"counterpart": f"{council} {e['village_name']}", "seed": result["seed"]},
    )  # fmt: skip


# ---------------------------------------------------------------------------- decrees


def prefill_decree(paper: DecreePaper) -> dict[str, Any]:
    return {"term_start": format_jalali(_d(paper.member["from_on"]))}


def _decree(paper: DecreePaper, params: dict[str, Any], *, promotion: bool) -> Document:
    office = complete(paper.office)
    m, council = paper.member, paper.council
    if promotion and not m["promoted_from_id"]:
        raise ValidationError.single("record", "این عضو از علی‌البدل به عضویت اصلی نرسیده است.")
    start = date_param(params, "term_start", _d(m["from_on"]))
    end = _d(council["term_end"])
    title = council["title"]
    seat = m["seat_fa"] + ("" if m["kind"] != "alternate" else f" (رتبهٔ {pd(m['rank'])})")
    if promotion:
        who = paper.replaced
        text = (
            (
                f"نظر به پایان عضویت {who['name'] if who else '—'} در {title} از {jdate_long(_d(who['until_on']))} "
                f"به سبب «{who['end_reason']}» و به حکم قانون که جای خالی را به عضو علی‌البدل اول می‌دهد، "
                f"به موجب این حکم از {jdate_long(start)} تا پایان دورهٔ جاری ({jdate_long(end)}) به سمت "
                f"«{m['kind_fa']}، {seat}» {title} منصوب می‌شوید."
            )
            if who
            else ""
        )
        doc_title = "حکم جانشینی عضو علی‌البدل"
    else:
        text = (
            f"نظر به {'نتیجهٔ انتخابات' if council['election_id'] else 'معرفی شورای مربوط'} و به استناد قانون، "
            f"به موجب این حکم به سمت «{m['kind_fa']}، {seat}» {title} برای دورهٔ "
            f"{pd(council['term_years'])} ساله از {jdate_long(start)} تا {jdate_long(end)} منصوب می‌شوید. "
            "امید است با همکاری سایر اعضا در اجرای امور عمرانی و تعاونی و نگاهداری دفاتر منظم درآمد و "
            "هزینه موفق باشید."
        )
        doc_title = "حکم عضویت"
    legal = list(_council_legal(council["regime"], council["level"]))
    if promotion and council["regime"] != "1334":
        legal.insert(
            0,
            quote_paragraph("1331-bill", "3 نفر بعنوان عضو عليالبدل", "لایحهٔ قانونی ۱۳۳۱ ماده ۱۸"),
        )
    return Document(
        title=doc_title, recipient=paper.addressee, subject=f"عضویت در {title}",
        blocks=(
            Para(text),
            Fields((("کرسی:", seat), ("مبنا:", pd(m["basis"] or "—")), ("آغاز:", jdate(start)),
                    ("پایان دوره:", jdate(end)))),
        ),  # fmt: skip
        legal=(*legal, governing_law(_d(council["formed_on"]))), signatory=bakhshdar(office),
        record_table="council_member",
        record_id=int(m["id"]), extra={"counterpart": m["name"]},
    )  # fmt: skip


def build_membership_decree(paper: DecreePaper, params: dict[str, Any]) -> Document:
    return _decree(paper, params, promotion=False)


def build_promotion_decree(paper: DecreePaper, params: dict[str, Any]) -> Document:
    return _decree(paper, params, promotion=True)


# ---------------------------------------------------------------------------- session minutes


def prefill_session(paper: SessionPaper) -> dict[str, Any]:
    s = paper.session
    return {"place": s["place"] or "محل شورا"}


def build_session_minutes(paper: SessionPaper, params: dict[str, Any]) -> Document:
    office = complete(paper.office)
    s = paper.session
    council = paper.council
    title = council["title"]
    place = str(params.get("place") or s["place"] or "محل شورا")
    present = [a for a in s["attendance"] if a["present"]]
    absent = [a for a in s["attendance"] if not a["present"]]
    blocks: list[Any] = [
        Para(
            f"جلسهٔ {title} در روز {jdate_long(_d(s['held_on']))} در {place} با حضور {pd(len(present))} "
            f"نفر از {pd(len(s['attendance']))} عضو تشکیل شد؛ حد نصاب: {pd(s['quorum'])} نفر "
            f"({pd(s['quorum_basis'])}). دستور جلسه: {s['agenda']}"
        ),
        Fields((("حاضران:", "، ".join(a["name"] for a in present) or "—"),
                ("غایبان:", "، ".join(a["name"] for a in absent) or "—"))),
    ]  # fmt: skip
    if s["decisions"]:
        blocks.append(Heading("تصمیم‌ها"))
        blocks.append(Table(
            header=("شماره", "شناسه", "متن تصمیم", "موافق", "مخالف", "ممتنع", "نتیجه"),
            rows=tuple((pd(d["number"]), pd(d["id"]), d["text"], pd(d["votes_for"]), pd(d["votes_against"]),
                        pd(d["votes_abstaining"]), "تصویب شد" if d["carried"] else "تصویب نشد")
                       for d in s["decisions"]),
            widths=(0.9, 0.9, 5, 0.9, 0.9, 0.9, 1.4),
        ))  # fmt: skip
        blocks.append(Para("تصمیم‌ها به اکثریت نسبی آرای حاضران گرفته شد (موافق بیش از مخالف)."))
    chair = next((m for m in paper.members if "رئیس" in m["offices_fa"].split("، ")), None)
    signatory = Signatory(chair["name"], f"رئیس {title}") if chair else bakhshdar(office)
    # the dehestan council's rule (relative majority; at least 7 present where villages are
    # many) is the statute's; for the other levels the office applies it by analogy
    legal = _council_legal(council["regime"], council["level"])
    if council["level"] != "dehestan":
        rule = (quote("1334", 17, "قانون ۱۳۳۴ ماده ۱۷ تبصره (به قیاس)", whole=True) if council["regime"] == "1334"
                else quote("1331-supplement", 22, "متمم لایحهٔ قانونی ۱۳۳۱ ماده ۲۲ (به قیاس)", whole=True))  # fmt: skip
        legal = (legal[0], rule)
    return Document(
        title=f"صورتجلسهٔ {title}", subject=f"جلسهٔ روز {jdate(s['held_on'])} دربارهٔ {s['agenda'][:80]}",
        blocks=tuple(blocks), legal=(*legal, governing_law(_d(council["formed_on"]))),
        signatory=signatory, record_table="council_session",
        record_id=int(s["id"]), cc=(f"بخشداری {office.bakhsh} برای آگاهی.",),
        extra={"counterpart": title},
    )  # fmt: skip


PLACE = Field("place", "محل", "text")
register(Template(
    "election_minutes", "صورتجلسهٔ انتخابات شورای ده", "election", build_election_minutes,
    fields=(PLACE, Field("supervisor", "ناظر", "text")), prefill=prefill_election,
))  # fmt: skip
register(Template(
    "membership_decree", "حکم عضویت شورا", "council_member", build_membership_decree,
    fields=(Field("term_start", "آغاز عضویت", "date", required=True),), prefill=prefill_decree,
))  # fmt: skip
register(Template(
    "promotion_decree", "حکم جانشینی عضو علی‌البدل", "council_member", build_promotion_decree,
    fields=(Field("term_start", "آغاز عضویت", "date", required=True),), prefill=prefill_decree,
))  # fmt: skip
register(Template(
    "session_minutes", "صورتجلسهٔ شورا", "council_session", build_session_minutes,
    fields=(PLACE,), prefill=prefill_session,
))  # fmt: skip
