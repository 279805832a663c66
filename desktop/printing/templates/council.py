"""Council documents for a village: election minutes (the fund statement is in fund_records)."""

from __future__ import annotations

from typing import Any

from sqlite_utils import Database

from desktop.printing.document import Document, Legal, Para, Table
from desktop.printing.numbers import jdate, jdate_long, number_words
from desktop.printing.registry import Template, register
from desktop.printing.templates.common import (
    bakhshdar,
    date_param,
    letter_date,
    office_or_refuse,
    pd,
    quote_paragraph,
    sample_village,
    village,
)
from desktop.rules import parameters as rule_parameters
from desktop.rules.councils import compute_council_composition


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


register(
    Template(
        "election_minutes",
        "صورتجلسهٔ انتخابات شورای ده",
        "village",
        build_election_minutes,
        sample_village,
    )
)
_ = bakhshdar
