"""Tabular reports: the people of a village, and the register of letters for a date range."""

from __future__ import annotations

import datetime as _dt
from dataclasses import dataclass
from typing import Any

from desktop.domain.office import Office, complete
from desktop.domain.people import ROLES
from desktop.printing.document import Document, Para, Table
from desktop.printing.numbers import jdate, pdigits
from desktop.printing.registry import Template, register
from desktop.printing.templates import fields as tf
from desktop.printing.templates.common import bakhshdar, date_param, letter_date
from desktop.text import group_thousands


@dataclass(frozen=True)
class VillageRegister:
    """A village's row (with ``dehestan_name``) and the people holding a role in it, each with
    ``first_name``, ``last_name``, ``father_name``, ``national_code``, ``birth_date`` and
    ``role``, in the order printed."""

    office: Office | None
    village: dict
    people: tuple[dict, ...]


@dataclass(frozen=True)
class LetterBook:
    """The register's letters from ``start`` to ``end`` (rows of ``letter``, each with the
    ``refers_number``/``refers_text`` and ``follows_number``/``follows_text`` of its links)."""

    office: Office | None
    start: _dt.date
    end: _dt.date
    letters: tuple[dict, ...]


def book_period(params: dict[str, Any]) -> tuple[_dt.date, _dt.date]:
    """The dates the book covers: as typed, else this month to today."""
    today = _dt.date.today()
    return date_param(params, "date_from", today.replace(day=1)), date_param(
        params, "date_to", today
    )


def build_register_report(paper: VillageRegister, params: dict[str, Any]) -> Document:
    office = complete(paper.office)
    v = paper.village
    people = paper.people
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
        record_id=v["id"],
        extra={"counterpart": f"فرمانداری {office.shahrestan}"},
    )


STATUS = {"issued": "", "cancelled": "باطل"}
DIRECTION = {"out": "صادره", "in": "وارده"}


def build_letter_book(paper: LetterBook, params: dict[str, Any]) -> Document:
    """The register of letters itself, for a date range (not numbered)."""
    office = complete(paper.office)
    start, end = paper.start, paper.end
    rows = []
    for x in paper.letters:
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
        numbered=False,
        fields=tf.LETTER_BOOK,
        prefill=tf.prefill_letter_book,
    )
)
