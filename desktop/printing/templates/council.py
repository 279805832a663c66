"""Council documents for a village: election minutes and the fund statement."""

from __future__ import annotations

import datetime as _dt
from typing import Any

from sqlite_utils import Database

from desktop.printing.document import Document, Fields, Heading, Legal, Para, Signatory, Table
from desktop.printing.numbers import jdate, jdate_long, number_words, rials, rials_full
from desktop.printing.registry import Template, register
from desktop.printing.templates import fields as tf
from desktop.printing.templates.common import (
    bakhshdar,
    date_param,
    letter_date,
    office_or_refuse,
    pd,
    quote,
    quote_paragraph,
    sample_village,
    village,
)
from desktop.rules import parameters as rule_parameters
from desktop.rules.councils import compute_council_composition
from desktop.rules.funds import LEVEL_FA, compute_distribution
from desktop.rules.result import pct
from desktop.text import group_thousands

LEVELS = ("village", "dehestan", "bakhsh", "shahrestan_council")


def _people(db: Database, village_id: int, role: str, limit: int) -> list[dict]:
    return list(
        db.query(
            "SELECT p.first_name || ' ' || p.last_name AS name, p.national_code FROM person_role r "
            "JOIN person p ON p.id = r.person_id WHERE r.village_id = ? AND r.role = ? "
            "AND r.retired_at IS NULL ORDER BY r.id LIMIT ?",
            [village_id, role, limit],
        )
    )


def build_election_minutes(db: Database, record_id: int | None, params: dict[str, Any]) -> Document:
    office = office_or_refuse(db)
    v = village(db, record_id)
    held = date_param(params, "held_on", letter_date(params))
    is_1334 = office.regime == "1334"
    council = "انجمن ده" if is_1334 else "شورای ده"
    results = params.get("results")
    if not results:
        results = []
        for p in _people(db, v["id"], "landlord", 1):
            results.append((p["name"], "نمایندهٔ مالکین", "—"))
        for p in _people(db, v["id"], "kadkhoda", 1):
            results.append((p["name"], "کدخدا", "—"))
        # how many trustees and alternates the farmers elect comes from the rules core
        seats = compute_council_composition(regime=office.regime, level="village")
        elected = sum(seat.count for seat in seats.members if seat.role == "elected_trustee")
        farmers = _people(db, v["id"], "farmer", elected + seats.alternates)
        for i, p in enumerate(farmers):
            results.append((p["name"], "عضو اصلی" if i < elected else "عضو علی‌البدل", "—"))
    rows = tuple((pd(i + 1), str(n), str(r), pd(votes)) for i, (n, r, votes) in enumerate(results))
    composition = compute_council_composition(regime=office.regime, level="village")
    if composition.repealed_from is not None:  # 1334 art. 16
        article = composition.members[0].citation
        legal: tuple[Legal, ...] = (
            Legal(
                f"{article.long()} (منسوخ از {jdate(composition.repealed_from)})؛ "
                "ترکیب انجمن ده به حکم مقررات جاری"
            ),
        )
    else:
        legal = (
            quote_paragraph(
                "1331-bill", "در هر ده هيئتي بنام شوراي ده", composition.members[0].citation.long()
            ),
        )
    # the voters' conditions are 1331 art. 19's; the 1334 law sets none of its own
    conditions = ""
    if rule_parameters.has("eligibility.voter_min_age", office.regime):
        age = rule_parameters.lookup("eligibility.voter_min_age", office.regime).value
        conditions = (
            f" (ایرانی بودن، داشتن دست‌کم {number_words(int(age))} سال تمام، نداشتن شهرت به فساد و "
            "محکومیت کیفری، اشتغال مستقیم به زراعت و سکونت در ده)"
        )
    return Document(
        title=f"صورتجلسهٔ انتخابات {council}",
        subject=f"انتخاب اعضای {council} قریهٔ {v['name']}، دهستان {v['dehestan_name']}",
        blocks=(
            Para(
                f"در روز {jdate_long(held)} جلسهٔ انتخابات {council} قریهٔ {v['name']} "
                f"با حضور نمایندهٔ بخشداری {office.bakhsh} و زارعین واجد شرایط رأی‌دادن در محل مسجد ده "
                f"تشکیل شد. پس از قرائت مواد قانون و احراز شرایط رأی‌دهندگان و نامزدها{conditions}، "
                "رأی‌گیری مخفی انجام و آرا در حضور جمع شمرده شد. نتیجه به شرح زیر است:"
            ),
            Table(
                header=("ردیف", "نام و نام خانوادگی", "سمت", "آرا"),
                rows=rows,
                widths=(1, 5, 3, 1.5),
            ),
            Para("این صورتجلسه در سه نسخه تنظیم و به امضای حاضران رسید."),
        ),
        legal=legal,
        signatory=bakhshdar(office),
        record_table="village",
        record_id=record_id,
        extra={"counterpart": f"شورای ده {v['name']}"},
    )


DEMO_ENTRIES = (
    ("2024-04-10", "سهم ده درصد صندوق از محصول شتوی", 4_800_000, 0),
    ("2024-05-02", "جریبانه و علفچر", 1_250_000, 0),
    ("2024-05-20", "سهم سه درصد ساکنین (مادهٔ ۱۱)", 630_000, 0),
    ("2024-06-11", "لای‌روبی قنات ده", 0, 2_100_000),
    ("2024-07-01", "تعمیر حمام عمومی", 0, 940_000),
    ("2024-07-15", "هزینهٔ اداری شورا", 0, 120_000),
)


def build_fund_statement(db: Database, record_id: int | None, params: dict[str, Any]) -> Document:
    office = office_or_refuse(db)
    v = village(db, record_id)
    entries = params.get("entries") or DEMO_ENTRIES
    regime = office.regime
    rows = []
    balance = receipts = payments = 0
    for i, (on, what, cr, dr) in enumerate(entries):
        receipts += int(cr)
        payments += int(dr)
        balance += int(cr) - int(dr)
        rows.append(
            (
                pd(i + 1),
                jdate(_dt.date.fromisoformat(str(on)[:10])),
                str(what),
                group_thousands(int(cr)) if cr else "—",
                group_thousands(int(dr)) if dr else "—",
                group_thousands(balance),
            )
        )
    # the split and its article come from the rules core (1331 art. 7 / 1334 art. 6)
    split = compute_distribution(regime=regime, amount_rials=receipts)
    split_rows = tuple(
        (
            LEVEL_FA[level],
            pct(rule_parameters.lookup(f"funds.{level}_percent", regime).value),
            rials(getattr(split, f"{level}_rials")),
        )
        for level in LEVELS
        if getattr(split, f"{level}_rials") is not None
    )
    citation = split.citations[0]
    if regime == "1334":
        legal = quote("1334", citation.article, citation.long())
    else:
        legal = quote_paragraph("1331-bill", "از كليه درآمدهائي كه در قريه", citation.long())
    chair = params.get("chair") or "................................"
    return Document(
        title="صورت‌حساب صندوق عمران و تعاون ده",
        subject=f"صندوق قریهٔ {v['name']}، دهستان {v['dehestan_name']}",
        blocks=(
            Para(
                f"صورت دریافت‌ها و پرداخت‌های صندوق عمران و تعاون قریهٔ {v['name']} که در دفاتر شورا "
                "ثبت شده به شرح جدول زیر است. مبالغ به ریال است."
            ),
            Table(
                header=("ردیف", "تاریخ", "شرح", "دریافت", "پرداخت", "مانده"),
                rows=tuple(rows),
                widths=(0.8, 1.6, 5, 1.8, 1.8, 1.9),
                footer=(
                    "",
                    "",
                    "جمع",
                    group_thousands(receipts),
                    group_thousands(payments),
                    group_thousands(balance),
                ),
            ),
            Heading("سهم سطوح از دریافت‌ها"),
            Table(header=("صندوق", "سهم", "مبلغ"), rows=split_rows, widths=(3, 1, 2)),
            Fields(
                (
                    ("جمع دریافت‌ها:", rials_full(receipts)),
                    ("مانده:", rials(balance)),
                    ("مانده به حروف:", f"{number_words(balance)} ریال"),
                )
            ),
        ),
        legal=(legal,),
        signatory=Signatory(chair, f"رئیس شورای ده {v['name']}"),
        cc=(f"بخشداری {office.bakhsh} برای آگاهی و بررسی.",),
        record_table="village",
        record_id=record_id,
        extra={"counterpart": f"شورای ده {v['name']}"},
    )


register(
    Template(
        "election_minutes",
        "صورتجلسهٔ انتخابات شورای ده",
        "village",
        build_election_minutes,
        sample_village,
        fields=tf.ELECTION_MINUTES,
        prefill=tf.prefill_election_minutes,
    )
)
register(
    Template(
        "fund_statement",
        "صورت‌حساب صندوق ده",
        "village",
        build_fund_statement,
        sample_village,
        fields=tf.FUND_STATEMENT,
        prefill=tf.prefill_fund_statement,
    )  # fmt: skip
)
_ = bakhshdar
