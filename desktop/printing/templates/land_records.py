"""Land reform (1339) documents: the ceiling notice, the declaration reminder, the transfer-duty
notice, the ranked allocation list with its seed, the transfer notice to a recipient, the
instalment receipt, and the dispute board's decision. Every figure comes from the rules core;
each document lays out a value read by ``desktop.services.land_reform.papers``."""

from __future__ import annotations

import datetime as _dt
import json
from dataclasses import dataclass
from typing import Any

from desktop.domain.office import Office, complete
from desktop.printing.document import Document, Fields, Heading, Legal, Para, Table
from desktop.printing.numbers import ha_fa, jdate, jdate_long, rials, rials_full
from desktop.printing.registry import Field, Template, register
from desktop.printing.templates.common import (
    bakhshdar,
    date_param,
    full_name,
    governing_law,
    letter_date,
    pd,
    quote,
)
from desktop.rules import parameters as P
from desktop.rules.citations import Citation
from desktop.rules.land_holdings import (
    EXCEPTIONS,
    KIND_FA,
    OWNERSHIP_FA,
    STATE_FA,
    HoldingResult,
    compute_declaration_due,
    compute_instalment_standing,
)
from desktop.rules.land_reform import (
    CLASS_FA,
    CLASS_LETTER_FA,
    TransferCallResult,
    compute_declaration_fine,
)
from desktop.rules.lots import recipe_fa
from desktop.rules.result import num
from desktop.rules.timeline import LAND

NOTE = Field("note", "توضیح افزوده", "multiline")


@dataclass(frozen=True)
class CeilingPaper:
    """An owner (a person row), the holding the rules core computed, the parcels (rows of
    ``land_parcel`` with ``village_name``) and the date of the latest declaration notice."""

    office: Office | None
    owner: dict
    holding: HoldingResult | None = None
    parcels: tuple[dict, ...] = ()
    latest_notice: str | None = None


@dataclass(frozen=True)
class DeclarationPaper:
    office: Office | None
    declaration: dict  # a land_declaration row
    owner: dict


@dataclass(frozen=True)
class TransferPaper:
    office: Office | None
    transfer: dict  # a land_transfer row
    owner: dict


@dataclass(frozen=True)
class AllocationPaper:
    """An allocation (with its surplus' ``label``, ``area_m2``, ``kind``, ``regional_min_m2``
    and ``village_name``), its applicants (``id``, ``name``, ``eligible``, ``reasons``), its
    recipient (a person row) and instalments (``number``, ``due_on``, ``rials``, ``excuse``)."""

    office: Office | None
    allocation: dict
    applicants: tuple[dict, ...] = ()
    recipient: dict | None = None
    instalments: tuple[dict, ...] = ()


@dataclass(frozen=True)
class InstalmentPaper:
    """A land payment, its allocation and payer, the sum paid up to and with it (later payments
    not counted) and the allocation's instalments."""

    office: Office | None
    payment: dict
    allocation: dict
    payer: dict
    paid_rials: int
    instalments: tuple[dict, ...]


@dataclass(frozen=True)
class BoardPaper:
    """A dispute board's decision (with its session's ``held_on``, ``members`` and its dispute's
    ``claimant``, ``respondent``, ``subject``, ``filed_on``), the dispute's kind in words and the
    board's seats."""

    office: Office | None
    decision: dict
    kind_fa: str
    seats_fa: tuple[str, ...]


@dataclass(frozen=True)
class CallPaper:
    """The art. 17 call (a ``land_transfer_call`` row), its owner, and the duty as of the
    letter's date (``rules.land_reform.compute_transfer_call``; None for the pre-fill)."""

    office: Office | None
    call: dict
    owner: dict
    standing: TransferCallResult | None = None


def _note(params: dict[str, Any]) -> tuple[Para, ...]:
    text = str(params.get("note") or "").strip()
    return (Para(text),) if text else ()


def _dang(millidang: int) -> str:
    return pd(f"{millidang / 1000:g}")


def _iso(v: object) -> str:
    return str(v or "")


def _jal(iso: str | None) -> str:
    return jdate(iso) if iso else ""


# --------------------------------------------------------------------- ceiling notice (art. 2)


def _ceiling_sentence(h: HoldingResult) -> str:
    """Art. 2 in words (the rules core's «+ ÷ =» formula does not survive the PDF's bidi)."""
    text = (
        f"زمین آبی {num(h.irrigated_ha)} هکتار، دیم {num(h.dry_ha)} هکتار و بایر {num(h.fallow_ha)} هکتار به شمار می‌آید. "
        f"هر هکتار آبی برابر دو هکتار دیم و بایر است، پس جمع اراضی برابر {num(h.irrigated_equivalent_ha)} هکتار آبی است "
        f"و حد نصاب چهارصد هکتار آبی است ({Citation('1339', 2).short()})."
    )  # fmt: skip
    if h.excepted_ha:
        text += f" مساحت {num(h.excepted_ha)} هکتار به حکم مادهٔ ۳ از شمار حد نصاب بیرون است."
    return text


def prefill_ceiling(paper: CeilingPaper) -> dict[str, Any]:
    notice = paper.latest_notice
    return {"gazette_on": _jal(notice) or jdate(_dt.date.today()), "note": ""}


def _land_law(params: dict[str, Any]) -> Legal:
    """«قانون حاکم: قانون اصلاحات ارضی …» on every land-reform paper, from the letter's date."""
    return governing_law(letter_date(params), LAND)


def _land_paper(
    office: Office | None,
    params: dict[str, Any],
    *,
    legal: tuple[Legal, ...],
    record: tuple[str, int],
    **content: Any,
) -> Document:
    """A land-reform paper as the bakhshdar signs it: ``content`` (title, recipient, subject,
    blocks, extra), the articles it rests on and then the land law governing its date, and the
    record it is filed on."""
    table, ident = record
    return Document(
        **content,
        legal=(*legal, _land_law(params)),
        signatory=bakhshdar(complete(office)),
        record_table=table,
        record_id=ident,
    )


def build_ceiling_notice(paper: CeilingPaper, params: dict[str, Any]) -> Document:
    owner = paper.owner
    gazette = date_param(params, "gazette_on", letter_date(params))
    h = paper.holding
    assert h is not None
    due = compute_declaration_due(regime=h.regime, notice_on=gazette)
    rows = tuple(
        (
            pd(i + 1), p["village_name"], KIND_FA[p["kind"]], ha_fa(p["area_m2"]),
            OWNERSHIP_FA[p["ownership"]] + (f" ({_dang(p['share_millidang'])} دانگ)" if p["ownership"] == "shared" else ""),
            EXCEPTIONS[p["exception"]][0] if p["exception"] else "—",
        )
        for i, p in enumerate(paper.parcels)
    )  # fmt: skip
    verdict = (
        f"مجموع اراضی شما {num(h.irrigated_equivalent_ha)} هکتار معادل آبی و {num(h.surplus_irrigated_equivalent_ha)} هکتار "
        f"({num(h.surplus_dry_equivalent_ha)} هکتار معادل دیم) زائد بر حد نصاب است. به حکم مادهٔ ۱۰ لازم است ظرف سه ماه از نشر آخرین آگهی "
        f"({jdate(gazette)})، یعنی تا {jdate_long(due.due_on)}، اظهارنامهٔ چاپی را با رونوشت مصدق اسناد مالکیت تسلیم نمایید؛ "
        "خودداری یا قید خلاف حقیقت جریمه دارد."
        if h.over_ceiling
        else f"مجموع اراضی شما {num(h.irrigated_equivalent_ha)} هکتار معادل آبی و در حد نصاب مادهٔ ۲ است؛ تکلیف اظهارنامه ندارید."
    )  # fmt: skip
    return _land_paper(
        paper.office, params,
        title="اخطار حد نصاب مالکیت",
        recipient=full_name(owner),
        subject="حد نصاب مالکیت اراضی و مازاد آن، قانون اصلاحات ارضی",
        blocks=(
            Para(f"آقای/خانم {full_name(owner)}، اراضی ثبت‌شده به نام شما در دهات این بخش به شرح زیر است:"),
            Table(header=("ردیف", "آبادی", "نوع", "هکتار", "مالکیت", "مستثنیات مادهٔ ۳"), rows=rows,
                  widths=(0.8, 2.2, 1.6, 1.3, 2.2, 3.5)),
            Para(_ceiling_sentence(h)),
            *(Para(n) for n in h.notes),
            Para(verdict, bold=True),
            *_note(params),
        ),
        legal=(quote("1339", 2, Citation("1339", 2).long()), Legal(Citation("1339", 10).long())),
        record=("person", owner["id"]),
    )  # fmt: skip


# --------------------------------------------------------------------- declaration reminder


def prefill_reminder(paper: DeclarationPaper) -> dict[str, Any]:
    d = paper.declaration
    return {"due_on": _jal(d["due_on"]), "note": ""}


def build_declaration_reminder(paper: DeclarationPaper, params: dict[str, Any]) -> Document:
    d, owner = paper.declaration, paper.owner
    due = date_param(params, "due_on", _dt.date.fromisoformat(d["due_on"]))
    fine = compute_declaration_fine(regime=d["regime"])
    late = (letter_date(params) - due).days
    status = (
        f"مهلت شما {jdate_long(due)} به سر رسیده و {pd(late)} روز گذشته است."
        if late > 0
        else f"مهلت شما تا {jdate_long(due)} است."
    )
    return _land_paper(
        paper.office, params,
        title="یادآوری تسلیم اظهارنامه",
        recipient=full_name(owner),
        subject="تسلیم اظهارنامهٔ املاک، مادهٔ ۱۰ قانون اصلاحات ارضی",
        blocks=(
            Para(
                f"آقای/خانم {full_name(owner)}، پیرو آگهی مورخ {jdate(d['notice_on'])} در روزنامهٔ رسمی، "
                f"اظهارنامهٔ وضع املاک شما نسبت به حد نصاب و مستثنیات مادهٔ ۳ هنوز به این بخشداری نرسیده است. {status}"
            ),
            Para(f"{fine.explanation} پس از آن کمیسیون اصلاحات ارضی استان خود صورت وضعیت را تنظیم خواهد کرد."),
            *_note(params),
        ),
        legal=(quote("1339", 10, Citation("1339", 10).long()),),
        record=("land_declaration", d["id"]),
    )  # fmt: skip


# --------------------------------------------------------------------- transfer duty (art. 4)


def build_transfer_duty(paper: TransferPaper, params: dict[str, Any]) -> Document:
    t, owner = paper.transfer, paper.owner
    return _land_paper(
        paper.office, params,
        title="اعلام عوارض عمرانی انتقال",
        recipient=full_name(owner),
        subject=f"عوارض انتقال مورخ {jdate(t['transfer_on'])} به {t['transferee']}",
        blocks=(
            Fields(pairs=(
                ("انتقال‌دهنده", full_name(owner)), ("انتقال‌گیرنده", t["transferee"]),
                ("تاریخ انتقال", jdate(t["transfer_on"])), ("مساحت (معادل آبی)", f"{ha_fa(t['area_m2'])} هکتار"),
                ("زائد بر حد مجاز", f"{ha_fa(t['beyond_m2'])} هکتار"), ("معاف (تبصرهٔ ۲)", f"{ha_fa(t['duty_free_m2'])} هکتار"),
                ("بهای مورد انتقال", rials(t["price_rials"])), ("عوارض و جریمه", rials_full(t["total_rials"])),
            )),
            Para(t["explanation"]),
            Para("سردفتر اسناد رسمی مکلف است عوارض را هنگام تنظیم سند وصول کند."),
            *_note(params),
        ),
        legal=(quote("1339", 4, Citation("1339", 4).long()), Legal(Citation("1339", 5).long())),
        record=("land_transfer", t["id"]),
    )  # fmt: skip


# --------------------------------------------------------------------- call to transfer (art. 17)


def build_transfer_call(paper: CallPaper, params: dict[str, Any]) -> Document:
    """The commission's written call to the owner (art. 17, first paragraph) with what he owes
    a year if he has not come within the two months: the owner's total over all his land called,
    class by class (الف، ب، پ), and, once the months have passed, the years begun and the sum."""
    t, owner, r = paper.call, paper.owner, paper.standing
    assert r is not None
    rate = {k: int(P.lookup(f"land.non_transfer_{k}_rials_per_ha", t["regime"]).value)
            for k in ("irrigated", "dry", "fallow")}  # fmt: skip
    rows = tuple(
        (letter, label, ha_fa(t[f"{k}_m2"]), rials(rate[k]))
        for letter, label, k in (
            ("الف", "آبی (خواه زراعت بشود یا نشود)، باغ، قلمستان", "irrigated"),
            ("ب", "دیم (خواه زراعت بشود یا نشود)", "dry"),
            ("پ", "بایر", "fallow"),
        )
    )  # fmt: skip
    if t["transferred_on"] and t["transferred_on"] <= r.due_on.isoformat():
        standing = f"سند در {jdate(t['transferred_on'])}، در مهلت، به نام دولت انتقال یافت و عوارضی تعلق نمی‌گیرد."
    elif r.years_owed:
        standing = (
            f"مهلت دو ماه در {jdate_long(r.due_on)} به سر رسیده است و تا تاریخ این نامه، "
            f"{pd(r.years_owed)} سال از عوارض آغاز شده و جمع عوارض بدهی شما {rials_full(r.owed_rials)} است."
        )  # fmt: skip
    else:
        standing = f"مهلت حضور شما تا {jdate_long(r.due_on)} است."
    return _land_paper(
        paper.office, params,
        title="دعوت به انتقال سند و اعلام عوارض عمرانی سالانه",
        recipient=full_name(owner),
        subject="انتقال سند اراضی مورد تقسیم به نام دولت، مادهٔ ۱۷ قانون اصلاحات ارضی",
        blocks=(
            Para(
                f"آقای/خانم {full_name(owner)}، پس از قطعیت تصمیم مراجع مربوطه، کمیسیون اصلاحات ارضی استان شما را "
                "برای انتقال سند اراضی زیر به نام دولت (وزارت کشاورزی) و دریافت بهای آن به موجب این نامه و آگهی "
                f"مورخ {jdate(t['called_on'])} در محل دعوت می‌نماید."
            ),
            Table(header=("بند", "نوع زمین", "هکتار", "عوارض هر هکتار در سال"), rows=rows,
                  widths=(0.8, 4.6, 1.6, 2.6)),
            Para(
                f"چنانچه ظرف دو ماه از تاریخ آگهی، یعنی تا {jdate_long(r.due_on)}، برای انتقال و تنظیم سند حاضر "
                f"نشوید، مکلفید سالیانه {rials_full(r.yearly_rials)} عوارض عمرانی به دولت بپردازید؛ "
                "این مبلغ جمع عوارض همهٔ اراضی بالاست."
            , bold=True),
            Para(standing),
            *_note(params),
        ),
        legal=(quote("1339", 17, Citation("1339", 17).long(), whole=True),),
        record=("land_transfer_call", t["id"]),
    )  # fmt: skip


# --------------------------------------------------------------------- allocation list (art. 19)


def build_allocation_list(paper: AllocationPaper, params: dict[str, Any]) -> Document:
    a = paper.allocation
    by_id = {str(x["id"]): x for x in paper.applicants}
    ranked = json.loads(a["ranking"])
    rows = tuple(
        (
            pd(r["rank"]), by_id[r["id"]]["name"], f"{CLASS_LETTER_FA[r['class']]}) {CLASS_FA[r['class']]}",
            pd(r["children"]), r["lot"], "قرعه" if r["lot_decided"] else "—",
        )
        for r in ranked
    )  # fmt: skip
    excluded = tuple((x["name"], x["reasons"] or "") for x in by_id.values() if not x["eligible"])
    blocks: list[Any] = [
        Para(
            f"فهرست متقاضیان دریافت {a['label']} در قریهٔ {a['village_name']} ({ha_fa(a['area_m2'])} هکتار {KIND_FA[a['kind']]}) "
            f"به ترتیب تقدم مادهٔ ۱۹ تنظیم شد. در تساوی طبقه و تعداد اولاد قرعه از بذر ثبت‌شده کشیده شد."
        ),
        Fields(pairs=(("بذر قرعه", a["seed"]), ("تاریخ", jdate(a["allocated_on"])))),
        Table(header=("رتبه", "نام", "طبقه", "اولاد", "عدد قرعه", "تعیین با"), rows=rows,
              widths=(0.8, 2.4, 4, 0.9, 2.2, 1)),
    ]  # fmt: skip
    if excluded:
        blocks += [
            Heading("متقاضیان فاقد شرایط"),
            Table(header=("نام", "علت"), rows=excluded, widths=(2, 6)),
        ]
    blocks += [
        Para(f"زمین به نفر نخست، {by_id[ranked[0]['id']]['name']}، واگذار می‌شود."),
        Para("هر کس می‌تواند ترتیب را با همین بذر دوباره بسازد. " + recipe_fa("متقاضی")),
        *_note(params),
    ]
    return _land_paper(
        paper.office,
        params,
        title="فهرست اولویت واگذاری زمین",
        subject=f"واگذاری {a['label']} در قریهٔ {a['village_name']}",
        blocks=tuple(blocks),
        legal=(quote("1339", 19, Citation("1339", 19).long(), whole=True),),
        record=("land_allocation", a["id"]),
        extra={"counterpart": f"متقاضیان زمین قریهٔ {a['village_name']}"},
    )


# --------------------------------------------------------------------- transfer notice (art. 18, 23)


def prefill_transfer_notice(paper: AllocationPaper) -> dict[str, Any]:
    a = paper.allocation
    return {"handover_on": _jal(a["allocated_on"]), "note": ""}


def build_transfer_notice(paper: AllocationPaper, params: dict[str, Any]) -> Document:
    a, recipient = paper.allocation, paper.recipient
    assert recipient is not None
    handover = date_param(params, "handover_on", _dt.date.fromisoformat(a["allocated_on"]))
    plan = paper.instalments
    rows = tuple((pd(i["number"]), jdate(i["due_on"]), rials(i["rials"])) for i in plan)
    return _land_paper(
        paper.office, params,
        title="ابلاغ واگذاری زمین",
        recipient=full_name(recipient),
        subject=f"واگذاری {a['label']} در قریهٔ {a['village_name']}",
        blocks=(
            Para(
                f"آقای/خانم {full_name(recipient)}، {a['label']} به مساحت {ha_fa(a['area_m2'])} هکتار {KIND_FA[a['kind']]} "
                f"در قریهٔ {a['village_name']} از تاریخ {jdate_long(handover)} به شما به عنوان رئیس خانوار واگذار می‌شود. "
                f"بهای آن {rials_full(a['price_rials'])} است که در ده قسط متساوی سالانه به بانک کشاورزی می‌پردازید:"
            ),
            Table(header=("قسط", "سررسید", "مبلغ"), rows=rows, widths=(1, 2, 3),
                  footer=("جمع", "", rials(sum(i["rials"] for i in plan)))),
            Para(
                "زمین تا پرداخت اقساط در رهن بانک کشاورزی ایران است (مادهٔ ۲۳). هر معامله‌ای که زمین را به قطعات کوچک‌تر از "
                f"حداقل منطقه ({ha_fa(a['regional_min_m2'])} هکتار) تجزیه کند باطل است (مادهٔ ۲۴). اگر سه قسط بی‌عذر موجه "
                "پرداخت نشود و با اجرائیهٔ ثبتی نیز پرداخت نکنید، زمین به دولت برمی‌گردد و اقساط پرداختی اجرت‌المثل محسوب می‌شود (مادهٔ ۲۷)."
            ),
            *_note(params),
        ),
        legal=(quote("1339", 18, Citation("1339", 18).long()), Legal(Citation("1339", 27).long())),
        record=("land_allocation", a["id"]),
    )  # fmt: skip


# --------------------------------------------------------------------- instalment receipt


def build_instalment_receipt(paper: InstalmentPaper, params: dict[str, Any]) -> Document:
    p, a, payer = paper.payment, paper.allocation, paper.payer
    paid_on = _dt.date.fromisoformat(p["paid_on"])
    paid = paper.paid_rials
    plan = [
        (i["number"], _dt.date.fromisoformat(i["due_on"]), i["rials"], bool(i["excuse"]))
        for i in paper.instalments
    ]
    s = compute_instalment_standing(
        regime=a["regime"], instalments=plan, paid_rials=paid, today=paid_on
    )
    rows = tuple(
        (pd(line.number), jdate(line.due), rials(line.rials), STATE_FA[line.state])
        for line in s.lines if line.due <= paid_on or line.state == "paid"
    )  # fmt: skip
    return _land_paper(
        paper.office, params,
        title="رسید قسط بهای زمین",
        recipient=full_name(payer),
        subject=f"قسط {a['label']} در قریهٔ {a['village_name']}",
        blocks=(
            Fields(pairs=(
                ("پرداخت‌کننده", full_name(payer)), ("تاریخ", jdate(p["paid_on"])),
                ("شمارهٔ رسید", pd(p["receipt_no"] or p["id"])), ("مبلغ", rials_full(p["rials"])),
                ("جمع پرداختی تا این رسید", rials(paid)), ("ماندهٔ بهای زمین", rials(a["price_rials"] - paid)),
            )),
            Table(header=("قسط", "سررسید", "مبلغ", "وضع"), rows=rows, widths=(1, 2, 2.5, 2.5)),
            *_note(params),
        ),
        legal=(Legal(Citation("1339", 18).long()), Legal(Citation("1339", 26).long())),
        record=("land_payment", p["id"]),
    )  # fmt: skip


# --------------------------------------------------------------------- board decision (art. 34-35)


def build_board_decision(paper: BoardPaper, params: dict[str, Any]) -> Document:
    office = complete(paper.office)
    x = paper.decision
    pairs = [
        ("تاریخ جلسه", jdate(x["held_on"])), ("نوع پرونده", paper.kind_fa),
        ("خواهان", x["claimant"]), ("خوانده", x["respondent"]), ("تاریخ ثبت", jdate(x["filed_on"])),
    ]  # fmt: skip
    if x["share_rials"]:
        pairs.append(("سهم مورد امتناع", rials_full(x["share_rials"])))
    if x["fine_rials"]:
        pairs.append(("غرامت/جریمه", rials_full(x["fine_rials"])))
    if x["enforcement_requested_on"]:
        pairs.append(("درخواست اجرا از دادگاه", jdate(x["enforcement_requested_on"])))
    return _land_paper(
        paper.office, params,
        title="رأی هیأت حل اختلاف کشاورزی",
        subject=x["subject"],
        blocks=(
            Para(f"هیأت حل اختلاف کشاورزی بخش {office.bakhsh} با حضور اعضا ({x['members']}) تشکیل شد."),
            Fields(pairs=tuple(pairs)),
            Heading("رأی"),
            Para(x["text"]),
            Para(x["explanation"]),
            *_note(params),
        ),
        legal=(quote("1339", 34, Citation("1339", 34).long()), Legal(Citation("1339", 35).long())),
        record=("land_board_decision", x["id"]),
        extra={"counterpart": f"{x['claimant']} / {x['respondent']}",
               "members": list(paper.seats_fa)},
    )  # fmt: skip


def _just_note(paper: object) -> dict[str, Any]:
    return {"note": ""}


for _t in (
    Template("land_ceiling_notice", "اخطار حد نصاب مالکیت", "person", build_ceiling_notice,
             fields=(Field("gazette_on", "تاریخ آخرین آگهی", "date", True), NOTE), prefill=prefill_ceiling),
    Template("land_declaration_reminder", "یادآوری تسلیم اظهارنامه", "land_declaration",
             build_declaration_reminder,
             fields=(Field("due_on", "پایان مهلت", "date", True), NOTE), prefill=prefill_reminder),
    Template("land_transfer_duty", "اعلام عوارض عمرانی انتقال", "land_transfer", build_transfer_duty,
             fields=(NOTE,), prefill=_just_note),
    Template("land_transfer_call", "دعوت به انتقال سند و اعلام عوارض سالانه", "land_transfer_call",
             build_transfer_call, fields=(NOTE,), prefill=_just_note),
    Template("land_allocation_list", "فهرست اولویت واگذاری زمین", "land_allocation", build_allocation_list,
             fields=(NOTE,), prefill=_just_note),
    Template("land_transfer_notice", "ابلاغ واگذاری زمین", "land_allocation", build_transfer_notice,
             fields=(Field("handover_on", "تاریخ تحویل", "date", True), NOTE),
             prefill=prefill_transfer_notice),
    Template("land_instalment_receipt", "رسید قسط بهای زمین", "land_payment", build_instalment_receipt,
             numbered=False, fields=(NOTE,), prefill=_just_note),
    Template("land_board_decision", "رأی هیأت حل اختلاف کشاورزی", "land_board_decision",
             build_board_decision, fields=(NOTE,), prefill=_just_note),
):  # fmt: skip
    register(_t)
