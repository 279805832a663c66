"""Filing a case: its kind, date, parties, subject and amounts; the regime and deciding body
follow the filing date (``desktop.rules.timeline.regime_on``)."""

from __future__ import annotations

import datetime as _dt
from collections.abc import Sequence

from sqlite_utils import Database

from desktop.domain.errors import NotFound
from desktop.domain.fields import MAX_TEXT, Checker, is_row_id
from desktop.jalali import format_jalali, jalali_year
from desktop.rules.errors import RuleError
from desktop.rules.parameters import REGIME_LABEL_FA
from desktop.rules.timeline import regime_on
from desktop.services.cases import links
from desktop.services.cases.kinds import KINDS, NOT_IN_REGIME, law_for
from desktop.services.cases.records import (
    CASE_TABLES,
    get_case,
    iso,
    not_after_today,
    search_norm,
)
from desktop.services.change import Change
from desktop.services.door import action
from desktop.store.db import insert_row, now_iso, update_row
from desktop.text import normalize, to_persian_digits

MAX_PARTIES = 50


def _parties(db: Database, c: Checker, field: str, value: object) -> list[dict]:
    """Each party is ``{"person_id": id}`` (the people register) or ``{"name": "..."}``."""
    if value is None:
        value = []
    if not isinstance(value, list | tuple) or len(value) > MAX_PARTIES:
        c.fail(field, "فهرست طرفین نامعتبر است.")
        return []
    out: list[dict] = []
    for item in value:
        if not isinstance(item, dict) or not set(item) <= {"person_id", "name"}:
            c.fail(field, "هر طرف باید شخصی از فهرست اشخاص یا نامی نوشته‌شده باشد.")
            return []
        pid = item.get("person_id")
        if pid not in (None, ""):
            if (
                not is_row_id(pid)
                or not db.execute(
                    "SELECT 1 FROM person WHERE id = ? AND retired_at IS NULL", [pid]
                ).fetchone()
            ):
                c.fail(field, "شخص را از فهرست اشخاص برگزینید.")
                return []
            out.append({"person_id": pid, "outside_name": None})
            continue
        name = c.text(field, item.get("name"), required=True, max_len=200, name=True)
        if name is None:
            return []
        out.append({"person_id": None, "outside_name": name})
    return out


def _optional_ref(
    c: Checker, db: Database, field: str, value: object, sql: str, refusal: str
) -> object:
    """An optional reference to another record: None when left blank; refused (and None) when
    ``sql``, taking the id, finds no such record."""
    if value in (None, ""):
        return None
    if not is_row_id(value) or not db.execute(sql, [value]).fetchone():
        c.fail(field, refusal)
        return None
    return value


def _not_a_member(db: Database, member_id: int, filed: _dt.date, village: object) -> str:
    """Why ``member_id`` is not a member of a village or dehestan council in office on the
    filing day (of the village's council or its dehestan's, when the case names a village);
    "" when it is, or when the councils module is not installed (the number is kept as typed)."""
    try:
        found = links.member_and_council(db, member_id)
    except NotFound:
        return "چنین عضوی در شوراها ثبت نشده است"
    if found is None:
        return ""
    member, council = found
    day = filed.isoformat()
    on_fa = to_persian_digits(format_jalali(filed))
    title = council.get("title") or "شورا"
    if member.get("retired_at") or council.get("retired_at"):
        return "این عضویت کنار گذاشته شده است"
    if council["level"] not in ("village", "dehestan"):
        return f"«{title}» شورای ده یا دهستان نیست"
    if not (council["term_start"] <= day <= council["term_end"]):
        return f"دورهٔ «{title}» در {on_fa} بر سر کار نبود"
    if member["from_on"] > day:
        return f"عضویت او در «{title}» پس از {on_fa} آغاز شده است"
    if member["until_on"] and member["until_on"] <= day:
        ended = to_persian_digits(format_jalali(_dt.date.fromisoformat(member["until_on"])))
        return f"عضویت او در «{title}» در {ended}، پیش از {on_fa}، پایان یافته بود"
    if village not in (None, ""):
        row = db.execute("SELECT dehestan_id FROM village WHERE id = ?", [village]).fetchone()
        dehestan = row[0] if row else None
        if not (
            (council["level"] == "village" and council["village_id"] == village)
            or (council["level"] == "dehestan" and council["dehestan_id"] == dehestan)
        ):
            return f"او عضو «{title}» است، نه شورای این آبادی یا دهستان آن"
    return ""


def _case_values(db: Database, fields: dict) -> tuple[dict, list[dict]]:
    c = Checker()
    kind = c.choice("kind", fields.get("kind"), KINDS)
    filed = c.date("filed_on", fields.get("filed_on"), required=True)
    not_after_today(c, "filed_on", filed, "تاریخ ثبت پرونده")
    regime = law = None
    if filed is not None and kind is not None:
        try:
            regime = regime_on(filed)
        except RuleError as e:
            c.fail("filed_on", e.message_fa)
        if regime is not None:
            law = law_for(kind, regime)
            if law is None:
                c.fail(
                    "kind",
                    f"«{KINDS[kind]}» در {REGIME_LABEL_FA[regime]} (حاکم بر "
                    f"{to_persian_digits(format_jalali(filed))}) رسیدگی جداگانه ندارد"
                    + (f"؛ {why}." if (why := NOT_IN_REGIME.get((kind, regime))) else "."),
                )
    subject = c.text("subject", fields.get("subject"), required=True, max_len=500)
    village = _optional_ref(
        c, db, "village_id", fields.get("village_id"),
        "SELECT 1 FROM village WHERE id = ? AND retired_at IS NULL", "آبادی را از فهرست برگزینید.",
    )  # fmt: skip
    claimed = c.integer("claimed_rials", fields.get("claimed_rials"), minimum=0)
    attachments = c.text("attachments", fields.get("attachments"), max_len=MAX_TEXT)
    letter = _optional_ref(
        c, db, "incoming_letter_id", fields.get("incoming_letter_id"),
        "SELECT 1 FROM letter WHERE id = ? AND direction = 'in'",
        "نامهٔ وارده در دفتر اندیکاتور یافت نشد.",
    )  # fmt: skip
    member = c.integer("member_id", fields.get("member_id"), minimum=1, maximum=2**63 - 1)
    if member is not None and kind != "member_complaint":
        c.fail("member_id", "شمارهٔ عضو شورا فقط برای شکایت از عضو شوراست.")
    elif member is None and kind == "member_complaint" and law is not None:
        if not c.errors.get("member_id"):
            c.fail("member_id", "شکایت از عضو شورا باید عضوِ مورد شکایت را نام ببرد: عضو شورا را "
                   f"از فهرست برگزینید ({law.citation.short()}).")  # fmt: skip
    elif member is not None and filed is not None and law is not None and not c.errors:
        why = _not_a_member(db, member, filed, village)
        if why:
            c.fail("member_id", f"{why}؛ شکایت از عضو، شکایت از عضو شورای ده یا دهستانی است که "
                   f"در روز ثبت شکایت بر سر کار است ({law.citation.short()}).")  # fmt: skip
    obligation = c.integer(
        "obligation_id", fields.get("obligation_id"), minimum=1, maximum=2**63 - 1
    )
    if obligation is not None:
        if kind != "refusal_fund":
            c.fail("obligation_id", "بدهی صندوق فقط برای امتناع از پرداخت سهم صندوق است.")
        elif links.funds_available():
            owed = links.obligation(db, obligation)
            if owed is None:
                c.fail("obligation_id", "چنین بدهی‌ای در صندوق‌ها ثبت نشده است.")
            elif claimed is None:
                claimed = int(owed["outstanding_rials"])  # what the fund's books say is owed
    complainants = _parties(db, c, "complainants", fields.get("complainants"))
    respondents = _parties(db, c, "respondents", fields.get("respondents"))
    if not c.errors.get("complainants") and not complainants:
        c.fail("complainants", "دست‌کم یک شاکی لازم است.")
    if not c.errors.get("respondents") and not respondents:
        c.fail("respondents", "دست‌کم یک طرف شکایت لازم است.")

    def who(p: dict) -> object:
        return p["person_id"] or normalize(p["outside_name"] or "")

    if {who(p) for p in complainants} & {who(p) for p in respondents}:
        c.fail(
            "respondents",
            "یک شخص هم شاکی و هم طرف شکایت آمده است؛ کسی از خود شکایت نمی‌کند. طرف دیگر را برگزینید.",
        )
    c.raise_if_any()
    assert kind is not None and filed is not None and regime is not None and law is not None
    values = {
        "kind": kind, "filed_on": filed.isoformat(), "regime": regime, "deciding_body": law.body,
        "legal_basis": law.citation.short(), "incoming_letter_id": letter, "village_id": village,
        "subject": subject, "claimed_rials": claimed, "attachments": attachments,
        "member_id": member, "obligation_id": obligation,
    }  # fmt: skip
    sides = [{**p, "side": "complainant"} for p in complainants] + [
        {**p, "side": "respondent"} for p in respondents
    ]
    return values, sides


@action(right="register")
def register_case(
    db: Database,
    *,
    kind: str,
    filed_on: _dt.date | str,
    subject: str,
    complainants: Sequence[dict],
    respondents: Sequence[dict],
    village_id: int | None = None,
    claimed_rials: int | None = None,
    attachments: str | None = None,
    incoming_letter_id: int | None = None,
    member_id: int | None = None,
    obligation_id: int | None = None,
) -> Change:
    """File a case; it takes the next number of its filing year and starts «registered»."""
    values, sides = _case_values(db, {
        "kind": kind, "filed_on": filed_on, "subject": subject, "complainants": complainants,
        "respondents": respondents, "village_id": village_id, "claimed_rials": claimed_rials,
        "attachments": attachments, "incoming_letter_id": incoming_letter_id,
        "member_id": member_id, "obligation_id": obligation_id,
    })  # fmt: skip
    filed = _dt.date.fromisoformat(str(values["filed_on"]))
    year = jalali_year(filed)
    with db.atomic():
        last = db.execute("SELECT max(number) FROM case_file WHERE year = ?", [year]).fetchone()[0]
        ident = insert_row(
            db,
            "case_file",
            {**values, "year": year, "number": (last or 0) + 1, "state": "registered",
             "search_norm": ""},
        )  # fmt: skip
        for p in sides:
            insert_row(db, "case_party", {"case_id": ident, **p})
        insert_row(
            db, "case_event",
            {"case_id": ident, "step": "register", "on_date": values["filed_on"],
             "state_after": "registered", "note": values["subject"]},
        )  # fmt: skip
        update_row(db, "case_file", ident, {"search_norm": search_norm(db, ident)})
    return Change.of(*CASE_TABLES, ids=[ident])


@action(right="register")
def retire_case(db: Database, *, case_id: int, reason: str) -> Change:
    """Take a case registered by mistake out of the lists (never deleted; its history stays)."""
    case = get_case(db, case_id)
    c = Checker()
    why = c.text("reason", reason, required=True, max_len=500)
    if case["retired_at"]:
        c.fail("case", "این پرونده پیش‌تر کنار گذاشته شده است.")
    c.raise_if_any()
    stamp = now_iso()
    with db.atomic():
        db.table("case_file").update(case_id, {"retired_at": stamp, "updated_at": stamp})
        insert_row(
            db, "case_event",
            {"case_id": case_id, "step": "close", "on_date": iso(_dt.date.today()),
             "state_after": case["state"], "note": f"کنار گذاشته شد: {why}"},
        )  # fmt: skip
    return Change.of(*CASE_TABLES, ids=[case_id])
