"""Land reform (1339) documents: the ceiling notice, the declaration reminder, the transfer-duty
notice, the ranked allocation list with its seed, the transfer notice to a recipient, the
instalment receipt, and the dispute board's decision. Every figure comes from the rules core."""

from __future__ import annotations

import datetime as _dt
import json
from typing import Any

from sqlite_utils import Database

from desktop.printing.document import Document, Fields, Heading, Legal, Para, Signatory, Table
from desktop.printing.numbers import jdate, jdate_long, rials, rials_full
from desktop.printing.registry import Field, Template, register
from desktop.printing.templates.common import (
    bakhshdar,
    date_param,
    first_id,
    full_name,
    governing_law,
    letter_date,
    office_or_refuse,
    pd,
    person,
    quote,
    row,
)
from desktop.rules.citations import Citation
from desktop.rules.land_holdings import (
    EXCEPTIONS,
    KIND_FA,
    OWNERSHIP_FA,
    STATE_FA,
    HoldingResult,
    compute_instalment_standing,
)
from desktop.rules.land_reform import CLASS_FA, CLASS_LETTER_FA, compute_declaration_fine
from desktop.rules.lots import recipe_fa
from desktop.rules.result import num
from desktop.rules.timeline import LAND
from desktop.services import land_reform as lr
from desktop.services.land_reform.board import DISPUTE_FA, SEAT_FA, SEATS
from desktop.services.land_reform.common import ha_fa

NOTE = Field("note", "توضیح افزوده", "multiline")


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


def _latest_notice(db: Database, owner_id: int | None) -> str | None:
    found = db.execute(
        "SELECT notice_on FROM land_declaration WHERE owner_id = ? AND retired_at IS NULL "
        "ORDER BY notice_on DESC LIMIT 1",
        [owner_id],
    ).fetchone()
    return found[0] if found else None


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


def prefill_ceiling(db: Database, record_id: int | None) -> dict[str, Any]:
    notice = _latest_notice(db, record_id)
    return {"gazette_on": _jal(notice) or jdate(_dt.date.today()), "note": ""}


def _land_law(params: dict[str, Any]) -> Legal:
    """«قانون حاکم: قانون اصلاحات ارضی …» on every land-reform paper, from the letter's date."""
    return governing_law(letter_date(params), LAND)


def build_ceiling_notice(db: Database, record_id: int | None, params: dict[str, Any]) -> Document:
    office = office_or_refuse(db)
    owner = person(db, record_id)
    assert record_id is not None
    gazette = date_param(params, "gazette_on", letter_date(params))
    h = lr.holding_of(db, record_id)
    due = lr.holdings.compute_declaration_due(regime=h.regime, notice_on=gazette)
    rows = tuple(
        (
            pd(i + 1), p["village_name"], KIND_FA[p["kind"]], ha_fa(p["area_m2"]),
            OWNERSHIP_FA[p["ownership"]] + (f" ({_dang(p['share_millidang'])} دانگ)" if p["ownership"] == "shared" else ""),
            EXCEPTIONS[p["exception"]][0] if p["exception"] else "—",
        )
        for i, p in enumerate(lr.parcels_of(db, record_id))
    )  # fmt: skip
    verdict = (
        f"مجموع اراضی شما {num(h.irrigated_equivalent_ha)} هکتار معادل آبی و {num(h.surplus_irrigated_equivalent_ha)} هکتار "
        f"({num(h.surplus_dry_equivalent_ha)} هکتار معادل دیم) زائد بر حد نصاب است. به حکم مادهٔ ۱۰ لازم است ظرف سه ماه از نشر آخرین آگهی "
        f"({jdate(gazette)})، یعنی تا {jdate_long(due.due_on)}، اظهارنامهٔ چاپی را با رونوشت مصدق اسناد مالکیت تسلیم نمایید؛ "
        "خودداری یا قید خلاف حقیقت جریمه دارد."
        if h.over_ceiling
        else f"مجموع اراضی شما {num(h.irrigated_equivalent_ha)} هکتار معادل آبی و در حد نصاب مادهٔ ۲ است؛ تکلیف اظهارنامه ندارید."
    )  # fmt: skip
    return Document(
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
        legal=(quote("1339", 2, Citation("1339", 2).long()), Legal(Citation("1339", 10).long()), _land_law(params)),
        signatory=bakhshdar(office),
        record_table="person",
        record_id=record_id,
    )  # fmt: skip


# --------------------------------------------------------------------- declaration reminder


def prefill_reminder(db: Database, record_id: int | None) -> dict[str, Any]:
    d = row(
        db,
        "SELECT * FROM land_declaration WHERE id = ?",
        [record_id],
        "land_declaration",
        record_id,
    )
    return {"due_on": _jal(d["due_on"]), "note": ""}


def build_declaration_reminder(
    db: Database, record_id: int | None, params: dict[str, Any]
) -> Document:
    office = office_or_refuse(db)
    d = row(
        db,
        "SELECT * FROM land_declaration WHERE id = ?",
        [record_id],
        "land_declaration",
        record_id,
    )
    owner = person(db, d["owner_id"])
    due = date_param(params, "due_on", _dt.date.fromisoformat(d["due_on"]))
    fine = compute_declaration_fine(regime=d["regime"])
    late = (letter_date(params) - due).days
    status = (
        f"مهلت شما {jdate_long(due)} به سر رسیده و {pd(late)} روز گذشته است."
        if late > 0
        else f"مهلت شما تا {jdate_long(due)} است."
    )
    return Document(
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
        legal=(quote("1339", 10, Citation("1339", 10).long()), _land_law(params)),
        signatory=bakhshdar(office),
        record_table="land_declaration",
        record_id=record_id,
    )  # fmt: skip


# --------------------------------------------------------------------- transfer duty (art. 4)


def build_transfer_duty(db: Database, record_id: int | None, params: dict[str, Any]) -> Document:
    office = office_or_refuse(db)
    t = row(db, "SELECT * FROM land_transfer WHERE id = ?", [record_id], "land_transfer", record_id)
    owner = person(db, t["owner_id"])
    return Document(
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
        legal=(quote("1339", 4, Citation("1339", 4).long()), Legal(Citation("1339", 5).long()), _land_law(params)),
        signatory=bakhshdar(office),
        record_table="land_transfer",
        record_id=record_id,
    )  # fmt: skip


# --------------------------------------------------------------------- allocation list (art. 19)


def _allocation(db: Database, record_id: int | None) -> dict:
    return row(
        db,
        "SELECT l.*, s.label, s.area_m2, s.kind, s.regional_min_m2, v.name AS village_name "
        "FROM land_allocation l JOIN land_surplus s ON s.id = l.surplus_id "
        "JOIN village v ON v.id = s.village_id WHERE l.id = ?",
        [record_id], "land_allocation", record_id,
    )  # fmt: skip


def build_allocation_list(db: Database, record_id: int | None, params: dict[str, Any]) -> Document:
    office = office_or_refuse(db)
    a = _allocation(db, record_id)
    by_id = {str(x["id"]): x for x in lr.applicants(db, a["surplus_id"])}
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
    return Document(
        title="فهرست اولویت واگذاری زمین",
        subject=f"واگذاری {a['label']} در قریهٔ {a['village_name']}",
        blocks=tuple(blocks),
        legal=(quote("1339", 19, Citation("1339", 19).long(), whole=True), _land_law(params)),
        signatory=bakhshdar(office),
        record_table="land_allocation",
        record_id=record_id,
        extra={"counterpart": f"متقاضیان زمین قریهٔ {a['village_name']}"},
    )


# --------------------------------------------------------------------- transfer notice (art. 18, 23)


def prefill_transfer_notice(db: Database, record_id: int | None) -> dict[str, Any]:
    a = _allocation(db, record_id)
    return {"handover_on": _jal(a["allocated_on"]), "note": ""}


def build_transfer_notice(db: Database, record_id: int | None, params: dict[str, Any]) -> Document:
    office = office_or_refuse(db)
    a = _allocation(db, record_id)
    recipient = person(db, a["person_id"])
    handover = date_param(params, "handover_on", _dt.date.fromisoformat(a["allocated_on"]))
    plan = lr.instalments_of(db, a["id"])
    rows = tuple((pd(i["number"]), jdate(i["due_on"]), rials(i["rials"])) for i in plan)
    return Document(
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
        legal=(quote("1339", 18, Citation("1339", 18).long()), Legal(Citation("1339", 27).long()), _land_law(params)),
        signatory=bakhshdar(office),
        record_table="land_allocation",
        record_id=record_id,
    )  # fmt: skip


# --------------------------------------------------------------------- instalment receipt


def build_instalment_receipt(
    db: Database, record_id: int | None, params: dict[str, Any]
) -> Document:
    office = office_or_refuse(db)
    p = row(db, "SELECT * FROM land_payment WHERE id = ?", [record_id], "land_payment", record_id)
    a = _allocation(db, p["allocation_id"])
    payer = person(db, a["person_id"])
    paid_on = _dt.date.fromisoformat(p["paid_on"])
    # the standing as of this payment: later payments are not counted
    later = db.execute(
        "SELECT coalesce(sum(rials), 0) FROM land_payment WHERE allocation_id = ? AND retired_at IS NULL "
        "AND (paid_on > ? OR (paid_on = ? AND id > ?))",
        [a["id"], p["paid_on"], p["paid_on"], p["id"]],
    ).fetchone()[0]
    paid = lr.instalments.paid_rials(db, a["id"]) - later
    plan = [
        (i["number"], _dt.date.fromisoformat(i["due_on"]), i["rials"], bool(i["excuse"]))
        for i in lr.instalments_of(db, a["id"])
    ]
    s = compute_instalment_standing(
        regime=a["regime"], instalments=plan, paid_rials=paid, today=paid_on
    )
    rows = tuple(
        (pd(line.number), jdate(line.due), rials(line.rials), STATE_FA[line.state])
        for line in s.lines if line.due <= paid_on or line.state == "paid"
    )  # fmt: skip
    return Document(
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
        legal=(Legal(Citation("1339", 18).long()), Legal(Citation("1339", 26).long()), _land_law(params)),
        signatory=Signatory(office.bakhshdar, f"بخشدار {office.bakhsh}"),
        record_table="land_payment",
        record_id=record_id,
    )  # fmt: skip


# --------------------------------------------------------------------- board decision (art. 34-35)


def build_board_decision(db: Database, record_id: int | None, params: dict[str, Any]) -> Document:
    office = office_or_refuse(db)
    x = row(
        db,
        "SELECT x.*, s.held_on, s.members, d.kind, d.claimant, d.respondent, d.subject, d.filed_on "
        "FROM land_board_decision x JOIN land_board_session s ON s.id = x.session_id "
        "JOIN land_dispute d ON d.id = x.dispute_id WHERE x.id = ?",
        [record_id], "land_board_decision", record_id,
    )  # fmt: skip
    pairs = [
        ("تاریخ جلسه", jdate(x["held_on"])), ("نوع پرونده", DISPUTE_FA[x["kind"]]),
        ("خواهان", x["claimant"]), ("خوانده", x["respondent"]), ("تاریخ ثبت", jdate(x["filed_on"])),
    ]  # fmt: skip
    if x["share_rials"]:
        pairs.append(("سهم مورد امتناع", rials_full(x["share_rials"])))
    if x["fine_rials"]:
        pairs.append(("غرامت/جریمه", rials_full(x["fine_rials"])))
    if x["enforcement_requested_on"]:
        pairs.append(("درخواست اجرا از دادگاه", jdate(x["enforcement_requested_on"])))
    return Document(
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
        legal=(quote("1339", 34, Citation("1339", 34).long()), Legal(Citation("1339", 35).long()), _land_law(params)),
        signatory=bakhshdar(office),
        record_table="land_board_decision",
        record_id=record_id,
        extra={"counterpart": f"{x['claimant']} / {x['respondent']}",
               "members": [SEAT_FA[s] for s in SEATS]},
    )  # fmt: skip


def _sample(table: str):  # noqa: ANN202
    return lambda db: first_id(
        db, f"SELECT id FROM {table} WHERE retired_at IS NULL ORDER BY id LIMIT 1"
    )  # noqa: S608


def _sample_owner(db: Database) -> int | None:
    return first_id(
        db, "SELECT owner_id FROM land_parcel WHERE retired_at IS NULL ORDER BY id LIMIT 1"
    )


def _just_note(db: Database, record_id: int | None) -> dict[str, Any]:
    return {"note": ""}


for _t in (
    Template("land_ceiling_notice", "اخطار حد نصاب مالکیت", "person", build_ceiling_notice, _sample_owner,
             fields=(Field("gazette_on", "تاریخ آخرین آگهی", "date", True), NOTE), prefill=prefill_ceiling),
    Template("land_declaration_reminder", "یادآوری تسلیم اظهارنامه", "land_declaration",
             build_declaration_reminder, _sample("land_declaration"),
             fields=(Field("due_on", "پایان مهلت", "date", True), NOTE), prefill=prefill_reminder),
    Template("land_transfer_duty", "اعلام عوارض عمرانی انتقال", "land_transfer", build_transfer_duty,
             _sample("land_transfer"), fields=(NOTE,), prefill=_just_note),
    Template("land_allocation_list", "فهرست اولویت واگذاری زمین", "land_allocation", build_allocation_list,
             _sample("land_allocation"), fields=(NOTE,), prefill=_just_note),
    Template("land_transfer_notice", "ابلاغ واگذاری زمین", "land_allocation", build_transfer_notice,
             _sample("land_allocation"), fields=(Field("handover_on", "تاریخ تحویل", "date", True), NOTE),
             prefill=prefill_transfer_notice),
    Template("land_instalment_receipt", "رسید قسط بهای زمین", "land_payment", build_instalment_receipt,
             _sample("land_payment"), numbered=False, fields=(NOTE,), prefill=_just_note),
    Template("land_board_decision", "رأی هیأت حل اختلاف کشاورزی", "land_board_decision",
             build_board_decision, _sample("land_board_decision"), fields=(NOTE,), prefill=_just_note),
):  # fmt: skip
    register(_t)
