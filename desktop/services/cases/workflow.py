"""The steps of a case, one function each, in the order the law gives them.

A step out of order is refused with what must come first; a step's date may not precede the
filing or the step before it, nor follow today (a step records what has happened; only the
council session a dismissal is put to is scheduled ahead); a case closes only at the law's end of its road, or earlier with
the clerk's written reason (``close_case``), which names what was left undone.
"""

from __future__ import annotations

import datetime as _dt

from sqlite_utils import Database

from desktop.domain.fields import MAX_TEXT, Checker, is_row_id
from desktop.jalali import format_jalali
from desktop.rules.dismissal import compute_dismissal_compensation
from desktop.rules.errors import RuleError
from desktop.rules.funds import compute_late_penalty
from desktop.services.cases import links
from desktop.services.cases.deadlines import review_window
from desktop.services.cases.kinds import (
    KINDS,
    OUTCOMES,
    STATES,
    STEP_OUTCOME,
    STEPS,
    TERMINAL,
    law_for,
    outcomes_of,
    step_allows,
    workflow_of,
)
from desktop.services.cases.records import (
    CASE_TABLES,
    case_number,
    day,
    get_case,
    guarded,
    not_after_today,
    parties,
    search_norm,
)
from desktop.services.cases.records import on as on_
from desktop.services.change import Change
from desktop.services.door import action, read
from desktop.services.rule_choices import get_rule_choices
from desktop.store.db import insert_row, update_row
from desktop.text import to_persian_digits


def _fa(d: _dt.date) -> str:
    return to_persian_digits(format_jalali(d))


@guarded
def available_steps(case: dict) -> list[str]:
    """The steps the case's state allows next (``close`` whenever it is still open)."""
    if case["state"] in TERMINAL or case.get("retired_at"):
        return []
    out = [
        step
        for step, (before, _after) in workflow_of(case["kind"], case["regime"]).items()
        if case["state"] in before and step_allows(case["kind"], step, case["outcome"])
    ]
    return [*out, "close"]


# The largest amount a payment records (``Checker.integer``'s ceiling): a decision may not fix
# a sum no payment could ever settle.
MAX_PAYABLE_RIALS = 10**15


def _last_date(db: Database, case_id: int) -> _dt.date:
    row = db.execute("SELECT max(on_date) FROM case_event WHERE case_id = ?", [case_id]).fetchone()
    return _dt.date.fromisoformat(row[0])


def _begin(
    db: Database, case_id: object, step: str, on: object
) -> tuple[dict, Checker, _dt.date | None]:
    """Load the case and check the step may follow its state and ``on`` its last step."""
    case = get_case(db, case_id)  # type: ignore[arg-type]
    c = Checker()
    d = c.date("on", on, required=True)
    if case["retired_at"]:
        c.fail("case", "این پرونده کنار گذاشته شده است.")
    elif case["state"] in TERMINAL:
        c.fail("case", f"پرونده «{STATES[case['state']]}» است و گام دیگری نمی‌پذیرد.")
    elif step != "close":
        flow = workflow_of(case["kind"], case["regime"])
        if step not in flow:
            c.fail("step", f"«{STEPS[step]}» از گام‌های «{KINDS[case['kind']]}» نیست.")
        elif case["state"] not in flow[step][0]:
            needed = "، ".join(f"«{STATES[s]}»" for s in flow[step][0])
            c.fail(
                "step",
                f"«{STEPS[step]}» پیش از رسیدن پرونده به {needed} پذیرفته نیست؛ "
                f"پرونده اکنون «{STATES[case['state']]}» است.",
            )
        else:
            need = STEP_OUTCOME.get((case["kind"], step))
            if need is not None and not step_allows(case["kind"], step, case["outcome"]):
                need = need if isinstance(need, str) else need[0]
                c.fail(
                    "step",
                    f"«{STEPS[step]}» فقط وقتی است که رأی «{OUTCOMES[case['kind']][need]}» باشد.",
                )
    if d is not None:
        last = _last_date(db, case["id"])
        if d < last:
            c.fail("on", f"تاریخ این گام پیش از آخرین گام پرونده ({_fa(last)}) است.")
        not_after_today(c, "on", d, "تاریخ این گام")
    return case, c, d


def _begin_noted(
    db: Database, case_id: object, step: str, on: object, note: object
) -> tuple[dict, _dt.date, str | None]:
    """``_begin`` for a step that carries only the clerk's note: checked, and refused at once."""
    case, c, d = _begin(db, case_id, step, on)
    text = c.text("note", note, max_len=MAX_TEXT)
    c.raise_if_any()
    assert d is not None
    return case, d, text


def _write(
    db: Database, case: dict, step: str, on: _dt.date, state: str, values: dict | None = None,
    *, party_id: int | None = None, amount: int | None = None, note: str | None = None,
) -> Change:  # fmt: skip
    with db.atomic():
        update = {**(values or {}), "state": state}
        if state in TERMINAL and "closed_on" not in update:
            update["closed_on"] = on.isoformat()
        update_row(db, "case_file", case["id"], update)
        insert_row(
            db, "case_event",
            {"case_id": case["id"], "step": step, "on_date": on.isoformat(), "state_after": state,
             "party_id": party_id, "amount_rials": amount, "note": note},
        )  # fmt: skip
        update_row(db, "case_file", case["id"], {"search_norm": search_norm(db, case["id"])})
    return Change.of(*CASE_TABLES, ids=[case["id"]])


def _party(db: Database, c: Checker, case: dict, party_id: object) -> dict | None:
    if not is_row_id(party_id):
        c.fail("party_id", "طرف پرونده را برگزینید.")
        return None
    for p in parties(db, case["id"]):
        if p["id"] == party_id:
            return p
    c.fail("party_id", "این شخص از طرفین این پرونده نیست.")
    return None


# ---------------------------------------------------------------------------- the steps


@action(right="register")
def record_hearing(
    db: Database, *, case_id: int, on: _dt.date | str, attendance: str, note: str = ""
) -> Change:
    """A session of the deciding body: who attended, what was said."""
    case, c, d = _begin(db, case_id, "hear", on)
    if d is not None and case["session_on"] and d < on_(case["session_on"]):
        law = law_for(case["kind"], case["regime"])
        cite = f" ({law.citation.short()})" if law else ""
        c.fail(
            "on",
            f"پرونده در جلسهٔ شورای بخش ({_fa(on_(case['session_on']))}) رسیدگی می‌شود{cite}؛ "
            "تاریخ رسیدگی پیش از آن جلسه است.",
        )
    who = c.text("attendance", attendance, required=True, max_len=MAX_TEXT)
    text = c.text("note", note, max_len=MAX_TEXT)
    c.raise_if_any()
    assert d is not None
    return _write(
        db, case, "hear", d, "heard", note=f"حاضران: {who}" + (f"؛ {text}" if text else "")
    )


@action(right="decide")
def record_decision(
    db: Database,
    *,
    case_id: int,
    on: _dt.date | str,
    outcome: str,
    text: str,
    amount_rials: int | None = None,
    daily_wage_rials: int | None = None,
    ayani_rials: int | None = None,
    crop_rials: int | None = None,
    experts: str = "",
) -> Change:
    """The decision: its outcome and text. A refusal's order names the amount; a dismissal's
    compensation is computed by the rules core from the wage the council fixes and the
    experts' valuation of the a'yani and crop; a late delivery's fine (2×, repeated 4× with
    prison up to 2 months, bill م۳۲) by the rules core from the amount not delivered
    (``amount_rials``, by default the amount claimed)."""
    case, c, d = _begin(db, case_id, "decide", on)
    kind = case["kind"]
    out = c.choice(
        "outcome",
        outcome,
        outcomes_of(kind, case["regime"]),
        refusal=(
            "دستور اقدام اداری دربارهٔ عضو خاطی حکم مادهٔ ۳۰ قانون ۱۳۳۴ است؛ در لایحهٔ ۱۳۳۱ "
            "شکایت واردِ از عضو شورا به دادگاه ارجاع می‌شود (۱۳۳۱ م۳۵)."
            if kind == "member_complaint" and outcome == "administrative"
            else ""
        ),
    )
    body = c.text("text", text, required=True, max_len=MAX_TEXT)
    values: dict[str, object] = {}
    amount = c.integer("amount_rials", amount_rials, minimum=0)
    if kind in ("refusal_farmers", "refusal_fund"):
        if amount is None and not c.errors.get("amount_rials"):
            amount = case["claimed_rials"]
        if amount is None:
            c.fail("amount_rials", "مبلغی که مالک باید بپردازد را وارد کنید.")
    wage = c.integer("daily_wage_rials", daily_wage_rials, minimum=1)
    ayani = c.integer("ayani_rials", ayani_rials, minimum=0) or 0
    crop = c.integer("crop_rials", crop_rials, minimum=0) or 0
    named = c.text("experts", experts, max_len=500)
    if kind == "dismissal" and out == "compensation":
        if wage is None and not c.errors.get("daily_wage_rials"):
            c.fail("daily_wage_rials", "مزد روزانهٔ کارگر محل را که شورا تعیین کرده وارد کنید.")
        if (ayani or crop) and not named:
            c.fail("experts", "نام اهل خبره‌ای را که اعیانی و محصول را ارزیابی کرده‌اند بنویسید.")
        if wage is not None and not c.errors:
            try:
                r = compute_dismissal_compensation(
                    regime=case["regime"], daily_wage_rials=wage, ayani_rials=ayani,
                    crop_rials=crop, on=day(case["filed_on"]), choices=get_rule_choices(db),
                )  # fmt: skip
            except RuleError as e:
                c.fail("daily_wage_rials", e.message_fa)
            else:
                values.update(
                    daily_wage_rials=wage, ayani_rials=ayani, crop_rials=crop, experts=named,
                    compensation_rials=r.total_rials, compensation_basis=r.explanation,
                )  # fmt: skip
    if kind == "late_delivery" and out in ("fine", "repeat_fine"):
        if amount is None and not c.errors.get("amount_rials"):
            amount = case["claimed_rials"]
        if amount is None:
            c.fail("amount_rials", "مبلغ یا بهای اجناسی را که در موعد تحویل نشده وارد کنید.")
        elif not c.errors:
            try:
                fine = compute_late_penalty(
                    regime=case["regime"], amount_rials=amount, repeated=out == "repeat_fine",
                    on=day(case["filed_on"]),
                )  # fmt: skip
            except RuleError as e:
                c.fail("amount_rials", e.message_fa)
            else:
                values.update(compensation_rials=fine.fine_rials,
                              compensation_basis=fine.explanation)  # fmt: skip
    if amount is not None and kind in ("refusal_farmers", "refusal_fund"):
        values["compensation_rials"] = amount
    owed = values.get("compensation_rials")
    if isinstance(owed, int) and owed > MAX_PAYABLE_RIALS and not c.errors:
        field = "daily_wage_rials" if kind == "dismissal" else "amount_rials"
        c.fail(
            field,
            f"مبلغی که این رأی تعیین می‌کند ({to_persian_digits(f'{owed:,}').replace(',', '٬')} "
            "ریال) از بیشترین مبلغی که پرداختش ثبت می‌شود "
            f"({to_persian_digits(f'{MAX_PAYABLE_RIALS:,}').replace(',', '٬')} ریال) بیشتر است و "
            "هرگز پرداخت‌شده ثبت نمی‌شد؛ مزد، ارزیابی یا مبلغ را بازبینی کنید.",
        )
    c.raise_if_any()
    assert d is not None and out is not None
    values.update(outcome=out, decided_on=d.isoformat(), decision_text=body)
    return _write(db, case, "decide", d, "decided", values, amount=values.get("compensation_rials"),  # type: ignore[arg-type]
                  note=f"{OUTCOMES[kind][out]}: {body}")  # fmt: skip


@action(right="register")
def record_notification(db: Database, *, case_id: int, party_id: int, on: _dt.date | str) -> Change:
    """The decision notified to one party; once every party has it, the case is «notified»."""
    case, c, d = _begin(db, case_id, "notify", on)
    p = _party(db, c, case, party_id)
    if p is not None and p["notified_on"]:
        c.fail(
            "party_id", f"رأی پیش‌تر در {_fa(on_(p['notified_on']))} به {p['name']} ابلاغ شده است."
        )
    c.raise_if_any()
    assert d is not None and p is not None
    with db.atomic():
        update_row(db, "case_party", p["id"], {"notified_on": d.isoformat()})
        waiting = [q for q in parties(db, case["id"]) if not q["notified_on"]]
        state = "decided" if waiting else "notified"
        note = f"ابلاغ به {p['name']}"
        if case["kind"] == "share_dispute":
            due, days, cite, _ = review_window(case["regime"], d, get_rule_choices(db))
            note += f"؛ مهلت تجدیدنظر {to_persian_digits(str(days))} روز، تا {_fa(due)} ({cite})"
        return _write(db, case, "notify", d, state, party_id=p["id"], note=note)


@action(right="register")
def record_review_request(
    db: Database, *, case_id: int, party_id: int, on: _dt.date | str, note: str = ""
) -> Change:
    """A party asks for review of the bakhshdar's view, within 10 days of its own notification."""
    case, c, d = _begin(db, case_id, "request_review", on)
    p = _party(db, c, case, party_id)
    text = c.text("note", note, max_len=MAX_TEXT)
    if p is not None and d is not None and p["notified_on"]:
        due, _days, cite, _ = review_window(
            case["regime"],
            on_(p["notified_on"]),
            get_rule_choices(db),
        )
        if d > due:
            c.fail("on", f"مهلت تجدیدنظر {p['name']} در {_fa(due)} پایان یافته است ({cite}).")
    c.raise_if_any()
    assert d is not None and p is not None
    law = law_for(case["kind"], case["regime"])
    with db.atomic():
        update_row(db, "case_party", p["id"], {"review_requested_on": d.isoformat()})
        where = law.review_citation.short() if law and law.review_citation else ""
        return _write(db, case, "request_review", d, "review_requested", party_id=p["id"],
                      note=f"تقاضای تجدیدنظر {p['name']} ({where})" + (f"؛ {text}" if text else ""))  # fmt: skip


@action(right="decide")
def record_review_decision(db: Database, *, case_id: int, on: _dt.date | str, text: str) -> Change:
    """The review body's decision: final under the bill (the bakhsh court, supp. م۳۲ تبصره ۲);
    under 1334 the bakhsh association's view, enforceable until the final ruling (م۲۸)."""
    case, c, d = _begin(db, case_id, "review_decide", on)
    body = c.text("text", text, required=True, max_len=MAX_TEXT)
    c.raise_if_any()
    assert d is not None
    after = workflow_of(case["kind"], case["regime"])["review_decide"][1]
    return _write(db, case, "review_decide", d, after, note=body)


def _open_windows(db: Database, case: dict, on: _dt.date) -> list[str]:
    choices = get_rule_choices(db)
    out = []
    for p in parties(db, case["id"]):
        if not p["notified_on"]:
            out.append(f"رأی به {p['name']} ابلاغ نشده است")
            continue
        due, _d, cite, _ = review_window(case["regime"], day(p["notified_on"]), choices)  # type: ignore[arg-type]
        if on <= due:
            out.append(f"مهلت تجدیدنظر {p['name']} تا {_fa(due)} باز است ({cite})")
    return out


@action(right="register")
def record_enforcement(db: Database, *, case_id: int, on: _dt.date | str, note: str = "") -> Change:
    """The view enforced by the judicial officers, once every party's review window has closed;
    under 1334 also the bakhsh association's view on review, at once and until the final ruling
    (1334 م۲۸), after which the case waits for that ruling."""
    case, c, d = _begin(db, case_id, "enforce", on)
    text = c.text("note", note, max_len=MAX_TEXT)
    reviewed = case["state"] == "reviewed"
    if d is not None and not c.errors and not reviewed:
        still = _open_windows(db, case, d)
        if still:
            c.fail("on", "؛ ".join(still) + ".")
    c.raise_if_any()
    assert d is not None
    if reviewed:
        return _write(db, case, "enforce", d, "enforced_pending",
                      note=text or "نظر انجمن بخش تا صدور رأی نهایی اجرا شد (۱۳۳۴ م۲۸)")  # fmt: skip
    return _write(db, case, "enforce", d, "enforced", note=text)


@action(right="register")
def record_collection(
    db: Database, *, case_id: int, on: _dt.date | str, amount_rials: int
) -> Change:
    """The bakhshdar collects the farmers' share from the landlord (1331 supp. م۳۲)."""
    case, c, d = _begin(db, case_id, "collect", on)
    amount = c.integer("amount_rials", amount_rials, required=True, minimum=1)
    c.raise_if_any()
    assert d is not None and amount is not None
    return _write(db, case, "collect", d, "collected", {"paid_rials": amount}, amount=amount,
                  note="وصول از مالک")  # fmt: skip


@action(right="register")
def record_hand_over(db: Database, *, case_id: int, on: _dt.date | str, note: str = "") -> Change:
    """What was collected is handed to the farmers who grew the crop."""
    case, d, text = _begin_noted(db, case_id, "hand_over", on, note)
    return _write(db, case, "hand_over", d, "handed_over", amount=case["paid_rials"], note=text)


@action(right="register")
def record_reconciliation(
    db: Database, *, case_id: int, on: _dt.date | str, agreed: bool, note: str = ""
) -> Change:
    """The bakhshdar's attempt to reconcile the landlord and the dismissed farmer."""
    case, c, d = _begin(db, case_id, "reconcile", on)
    ok = c.flag("agreed", agreed)
    text = c.text("note", note, max_len=MAX_TEXT)
    if not ok and not text and not c.errors:
        c.fail("note", "بنویسید چرا سازش نشد.")
    c.raise_if_any()
    assert d is not None
    state = "reconciled" if ok else "reconciliation_failed"
    return _write(db, case, "reconcile", d, state, {"outcome": "reconciled"} if ok else None,
                  note=("سازش شد" if ok else "سازش نشد") + (f": {text}" if text else ""))  # fmt: skip


@read()
def proposed_session(db: Database, case_id: int) -> _dt.date | None:
    """The bakhsh council's first session after the failed reconciliation, from the councils
    module (None until it is installed, or when it knows no such session)."""
    case = get_case(db, case_id)
    row = db.execute(
        "SELECT max(on_date) FROM case_event WHERE case_id = ? AND step = 'reconcile'", [case["id"]]
    ).fetchone()
    if not row or not row[0]:
        return None
    return links.propose_council_session(db, after=_dt.date.fromisoformat(row[0]))


@action(right="register")
def schedule_council_session(
    db: Database, *, case_id: int, on: _dt.date | str, session_on: _dt.date | str
) -> Change:
    """Put the dismissal on the agenda of the bakhsh council's first session after the failure."""
    case, c, d = _begin(db, case_id, "schedule", on)
    s = c.date("session_on", session_on, required=True)
    if s is not None and d is not None and s < d:
        c.fail("session_on", "تاریخ جلسه پیش از تاریخ ثبت در دستور است.")
    c.raise_if_any()
    assert d is not None and s is not None
    return _write(db, case, "schedule", d, "on_agenda", {"session_on": s.isoformat()},
                  note=f"جلسهٔ شورای بخش: {_fa(s)}")  # fmt: skip


@action(right="register")
def record_payment(db: Database, *, case_id: int, on: _dt.date | str, amount_rials: int) -> Change:
    """The landlord pays the compensation (or a late delivery's fine) in full (anything less
    goes to court)."""
    case, c, d = _begin(db, case_id, "pay", on)
    amount = c.integer("amount_rials", amount_rials, required=True, minimum=1)
    due = case["compensation_rials"] or 0
    if amount is not None and amount != due and not c.errors:
        c.fail(
            "amount_rials",
            f"خسارت تعیین‌شده {to_persian_digits(f'{due:,}').replace(',', '٬')} ریال است؛ "
            "پرداخت کمتر یا بیشتر را نمی‌توان پایان پرونده دانست (برای وصول به دادگاه ارجاع دهید).",
        )
    c.raise_if_any()
    assert d is not None and amount is not None
    what = "جریمه" if case["kind"] == "late_delivery" else "خسارت"
    return _write(db, case, "pay", d, "paid", {"paid_rials": amount}, amount=amount,
                  note=f"{what} پرداخت شد")  # fmt: skip


@action(right="decide")
def refer_to_court(db: Database, *, case_id: int, on: _dt.date | str, note: str = "") -> Change:
    """Referral to the court: a founded complaint against a council member (whose membership
    the councils module then ends, promoting the first alternate), a refused fund share, an
    unpaid compensation."""
    case, d, text = _begin_noted(db, case_id, "refer_court", on, note)
    with db.atomic():
        extra = ""
        if case["kind"] == "member_complaint" and case["member_id"]:
            law = law_for(case["kind"], case["regime"])
            done = links.remove_member(
                db, member_id=case["member_id"], on=d,
                reason=f"شکایت وارد دانسته شد؛ پروندهٔ {case_number(case)}",
                basis=law.citation.short() if law else "",
            )  # fmt: skip
            extra = (
                "؛ عضویت پایان یافت و نخستین عضو علی‌البدل جانشین شد"
                if done is not None
                else "؛ پایان عضویت در بخش شوراها ثبت نشد (آن بخش نصب نیست)"
            )
        change = _write(db, case, "refer_court", d, "referred", note=(text or "") + extra)
    tables = set(change.tables) | {"council", "council_member"} if extra else set(change.tables)
    return Change(frozenset(tables), change.ids)


@action(right="register")
def record_expulsion(db: Database, *, case_id: int, on: _dt.date | str, note: str = "") -> Change:
    """The trouble-maker leaves the village as the bakhsh association ordered (1334 م۳۵)."""
    case, d, text = _begin_noted(db, case_id, "expel", on, note)
    return _write(db, case, "expel", d, "expelled", note=text or "اخراج از ده اجرا شد")


@action(right="decide")
def finalize_case(db: Database, *, case_id: int, on: _dt.date | str) -> Change:
    """The decision is final: an unfounded complaint notified to all, a farmer reinstated; under
    1334, a share dispute's final ruling after the bakhsh association's review (م۲۸)."""
    case, c, d = _begin(db, case_id, "finalize", on)
    c.raise_if_any()
    assert d is not None
    return _write(db, case, "finalize", d, "final")


@read()
@guarded
def missing_steps(db: Database, case: dict, on: _dt.date) -> list[str]:
    """What the law still expects of an open case: said when it is closed early."""
    if case["state"] in TERMINAL:
        return []
    out: list[str] = []
    if case["state"] in ("registered", "heard", "on_agenda", "reconciliation_failed"):
        out.append("رأی صادر نشده است")
    elif case["state"] == "decided":
        out.extend(
            f"رأی به {p['name']} ابلاغ نشده است"
            for p in parties(db, case["id"])
            if not p["notified_on"]
        )
    elif case["state"] == "notified" and case["kind"] == "share_dispute":
        out.extend(_open_windows(db, case, on) or ["نظر بخشدار اجرا نشده است"])
    else:
        nxt = [STEPS[s] for s in available_steps(case) if s != "close"]
        out.append("گام بعد انجام نشده است: " + "، ".join(nxt))
    return out


@action(right="decide")
def close_case(db: Database, *, case_id: int, on: _dt.date | str, reason: str = "") -> Change:
    """Close a case before the law's end of its road: only with the clerk's written reason
    (a complaint withdrawn, the parties settled); without one, refused naming what is missing."""
    case, c, d = _begin(db, case_id, "close", on)
    why = c.text("reason", reason, max_len=MAX_TEXT)
    if not why and not c.errors and d is not None:
        c.fail("reason", "پرونده کامل نیست (" + "؛ ".join(missing_steps(db, case, d))
               + "). برای بستن آن علت را بنویسید.")  # fmt: skip
    c.raise_if_any()
    assert d is not None
    missing = "؛ ".join(missing_steps(db, case, d))
    return _write(db, case, "close", d, "closed", {"close_reason": why},
                  note=f"{why} (ناتمام: {missing})")  # fmt: skip
