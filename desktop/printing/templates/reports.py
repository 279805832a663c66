"""Tabular reports: the people of a village, and the register of letters for a date range."""

from __future__ import annotations

import datetime as _dt
from typing import Any

from sqlite_utils import Database

from desktop.domain.people import ROLES
from desktop.printing.document import Document, Para, Table
from desktop.printing.numbers import jdate, pdigits
from desktop.printing.registry import Template, register
from desktop.printing.templates import fields as tf
from desktop.printing.templates.common import (
    bakhshdar,
    date_param,
    letter_date,
    office_or_refuse,
    sample_village,
    village,
)
from desktop.text import group_thousands


def build_register_report(db: Database, record_id: int | None, params: dict[str, Any]) -> Document:
    office = office_or_refuse(db)
    v = village(db, record_id)
    people = list(
        db.query(
            "SELECT p.first_name, p.last_name, p.father_name, p.national_code, p.birth_date, r.role "
            "FROM person_role r JOIN person p ON p.id = r.person_id "
            "WHERE r.village_id = ? AND r.retired_at IS NULL ORDER BY r.role, p.last_name, p.first_name",
            [v["id"]],
        )
    )
    rows = tuple(
        (
            pdigits(i + 1),
            f"{p['first_name']} {p['last_name']}",
            p["father_name"] or "",
            pdigits(p["national_code"] or "—"),
            jdate(p["birth_date"]),
            ROLES.get(p["role"], p["role"]),
        )
        for i, p in enumerate(people)
    )
    pop = v.get("population")
    return Document(
        title="گزارش فهرست ساکنان و نقش‌ها",
        subject=f"قریهٔ {v['name']}، دهستان {v['dehestan_name']}",
        blocks=(
            Para(
                f"فهرست اشخاص دارای نقش در قریهٔ {v['name']} به تاریخ {jdate(date_param(params, 'as_of', letter_date(params)))}. "
                f"جمعیت ثبت‌شده: {group_thousands(pop) if pop else 'نامعلوم'} نفر."
            ),
            Table(
                header=("ردیف", "نام و نام خانوادگی", "نام پدر", "کد ملی", "تاریخ تولد", "نقش"),
                rows=rows,
                widths=(0.8, 3, 2, 2.2, 1.8, 1.8),
            ),
        ),
        signatory=bakhshdar(office),
        record_table="village",
        record_id=record_id,
        extra={"counterpart": f"فرمانداری {office.shahrestan}"},
    )


STATUS = {"issued": "", "cancelled": "باطل"}
DIRECTION = {"out": "صادره", "in": "وارده"}


def build_letter_book(db: Database, record_id: int | None, params: dict[str, Any]) -> Document:
    """The register of letters itself, for a date range (not numbered)."""
    office = office_or_refuse(db)
    today = _dt.date.today()
    start = date_param(params, "date_from", today.replace(day=1))
    end = date_param(params, "date_to", today)
    where = ["l.letter_date BETWEEN ? AND ?"]
    args: list[Any] = [start.isoformat(), end.isoformat()]
    if params.get("direction") in DIRECTION:
        where.append("l.direction = ?")
        args.append(params["direction"])
    letters = list(
        db.query(
            "SELECT l.*, r.number AS refers_number, r.number_text AS refers_text, "
            "f.number AS follows_number, f.number_text AS follows_text FROM letter l "
            "LEFT JOIN letter r ON r.id = l.refers_to_id LEFT JOIN letter f ON f.id = l.follows_id "
            f"WHERE {' AND '.join(where)} ORDER BY l.direction DESC, l.year, l.number",
            args,
        )
    )
    rows = []
    for x in letters:
        links = []
        if x["refers_number"]:
            links.append(f"عطف {x['refers_text'] or pdigits(x['refers_number'])}")
        if x["follows_number"]:
            links.append(f"پیرو {x['follows_text'] or pdigits(x['follows_number'])}")
        note = STATUS[x["status"]]
        if x["status"] == "cancelled" and x["cancel_reason"]:
            note += f": {x['cancel_reason']}"
        rows.append(
            (
                x["number_text"] or pdigits(f"{x['number']}/{x['year']}"),
                jdate(x["letter_date"]),
                DIRECTION[x["direction"]],
                x["counterpart"],
                x["subject"],
                "، ".join(links),
                note,
            )
        )
    return Document(
        title="دفتر اندیکاتور",
        subject=f"نامه‌های صادره و واردهٔ {jdate(start)} تا {jdate(end)}",
        blocks=(
            Table(
                header=(
                    "شماره",
                    "تاریخ",
                    "نوع",
                    "گیرنده / فرستنده",
                    "موضوع",
                    "عطف / پیرو",
                    "وضعیت",
                ),
                rows=tuple(rows),
                widths=(1, 1.5, 1, 3.5, 5, 1.8, 1.6),
            ),
            Para(f"شمار نامه‌ها: {pdigits(len(rows))}", align="right"),
        ),
        signatory=bakhshdar(office),
        landscape=True,
    )


register(
    Template(
        "register_report",
        "گزارش جدولی ساکنان آبادی",
        "village",
        build_register_report,
        sample_village,
        batch_table="village",  # the batch dialog prints one for each village chosen
        fields=tf.REGISTER_REPORT,
        prefill=tf.prefill_register_report,
    )
)
register(
    Template(
        "letter_book",
        "دفتر اندیکاتور (چاپ دفتر)",
        "",
        build_letter_book,
        lambda db: None,
        numbered=False,
        fields=tf.LETTER_BOOK,
        prefill=tf.prefill_letter_book,
    )
)
