"""The demo's cases: every kind, in different states, some overdue on the day the demo is built.

Dated back from ``today`` through the real services; the refusals to pay are archive cases of
1333–1334, when the 1331 supplement's art. 32 still governed (the 1334 law repealed it), and the
late delivery to a fund one of Aban 1331, under the bill as first enacted (the supplement of
3 Dey 1331 replaced its art. 32).
"""

from __future__ import annotations

import datetime as _dt
from collections.abc import Callable
from typing import Any

from sqlite_utils import Database

from desktop.jalali import parse_jalali
from desktop.services import cases


class _Cycle:
    """The first people of a role; a small demo repeats them rather than run out."""

    def __init__(self, ids: list[int]) -> None:
        self.ids = ids

    def __getitem__(self, i: int) -> int:
        return self.ids[i % len(self.ids)]


def _people(db: Database, role: str, n: int) -> _Cycle:
    ids = [
        r[0]
        for r in db.execute(
            "SELECT DISTINCT person_id FROM person_role WHERE role = ? AND retired_at IS NULL "
            "ORDER BY id LIMIT ?",
            [role, n],
        )
    ]
    if not ids:
        raise ValueError(f"the demo has no {role}: build the registers first")
    return _Cycle(ids)


def _village_of(db: Database, person_id: int) -> int | None:
    row = db.execute(
        "SELECT village_id FROM person_role WHERE person_id = ? AND retired_at IS NULL LIMIT 1",
        [person_id],
    ).fetchone()
    return int(row[0]) if row else None


def _members_on(db: Database, day: _dt.date) -> tuple[list[dict], int, _Cycle] | None:
    """The principal members of the demo's village association in office on ``day``, its
    village, and that village's farmers who sit on no council (to complain of them); None
    when the demo holds no such council (its councils part not built)."""
    from desktop.services import councils
    from desktop.services.councils.queries import in_office

    for council in councils.list_councils(db):
        if council["level"] == "village" and in_office(council, day):
            members = [
                m
                for m in councils.members_of(db, council["id"], on=day)
                if m["kind"] != "alternate"
            ]
            seated = {m["person_id"] for m in members}
            farmers = [
                r[0]
                for r in db.execute(
                    "SELECT DISTINCT person_id FROM person_role WHERE role = 'farmer' AND "
                    "village_id = ? AND retired_at IS NULL ORDER BY id",
                    [council["village_id"]],
                )
                if r[0] not in seated
            ]
            return members, int(council["village_id"]), _Cycle(farmers)
    return None


def fill(db: Database, today: _dt.date) -> None:
    def t(days: int) -> _dt.date:
        return today + _dt.timedelta(days=days)

    farmers = _people(db, "farmer", 12)
    landlords = _people(db, "landlord", 8)
    kadkhodas = _people(db, "kadkhoda", 3)
    docs: list[tuple[_dt.date, Callable[[], object]]] = []
    discard = lambda _pdf: None  # noqa: E731 - the demo keeps the register, not the PDFs

    def doc(when: _dt.date, case_id: int, key: str, party: int | None = None) -> None:
        docs.append(
            (
                when,
                lambda: cases.issue_case_document(
                    db,
                    case_id=case_id,
                    template_key=key,
                    party_id=party,
                    letter_date=when,
                    sink=discard,
                ),
            )  # fmt: skip
        )

    def new(kind: str, filed: _dt.date, subject: str, complainant: int | str, respondents: list,
            **extra: object) -> int:  # fmt: skip
        comp = {"person_id": complainant} if isinstance(complainant, int) else {"name": complainant}
        resp = [{"person_id": r} if isinstance(r, int) else {"name": r} for r in respondents]
        village = _village_of(db, complainant) if isinstance(complainant, int) else None
        return cases.register_case(
            db, kind=kind, filed_on=filed, subject=subject, complainants=[comp],
            respondents=resp, village_id=village, **extra,  # type: ignore[arg-type]
        ).id  # fmt: skip

    def side(case_id: int, which: str) -> list[int]:
        return [p["id"] for p in cases.parties(db, case_id) if p["side"] == which]

    def hear_and_decide(
        case_id: int,
        heard_on: _dt.date | str,
        attendance: str,
        decided_on: _dt.date | str,
        outcome: str,
        text: str,
        **more: Any,
    ) -> None:
        cases.record_hearing(db, case_id=case_id, on=heard_on, attendance=attendance)
        cases.record_decision(
            db, case_id=case_id, on=decided_on, outcome=outcome, text=text, **more
        )

    def notify_all(case_id: int, *days: _dt.date | str) -> None:
        for p, d in zip(cases.parties(db, case_id), days, strict=False):
            cases.record_notification(db, case_id=case_id, party_id=p["id"], on=d)

    # --- complaints against council members (1334 art. 30: the shahrestan association), each
    # naming the member complained of: members of the village association of 1398, whose term
    # ran to 1400 (no village association sits after 1400/11/10, when art. 16 was repealed), so
    # these are cases of 1399, filed by farmers of the village
    def J(text: str) -> _dt.date:
        return parse_jalali(text)

    found = _members_on(db, J("1399/02/01"))
    if found is not None:  # without the councils (a module of its own) there is no member
        sitting, village, neighbours = found

        def against(filed: str, subject: str, who: int, m: dict, **extra: object) -> int:
            return cases.register_case(
                db, kind="member_complaint", filed_on=filed, subject=subject,
                complainants=[{"person_id": neighbours[who]}],
                respondents=[{"person_id": m["person_id"]}], village_id=village,
                member_id=m["id"], **extra,  # type: ignore[arg-type]
            ).id  # fmt: skip

        a = against("1399/02/01", "تصرف در وجوه صندوق ده بدون تصویب انجمن", 0, sitting[0],
                    attachments="رونوشت صورت‌حساب صندوق\nاستشهادیهٔ اهالی")  # fmt: skip
        hear_and_decide(
            a,
            "1399/02/06",
            "شاکی، مشتکی‌عنه، رئیس انجمن ده",
            "1399/02/11",
            "founded",
            "برداشت ۲۵۰٬۰۰۰ ریال از صندوق بدون تصویب انجمن محرز است.",
        )
        notify_all(a, "1399/02/13", "1399/02/14")
        cases.refer_to_court(db, case_id=a, on="1399/02/16", note="برای رسیدگی کیفری")
        doc(J("1399/02/01"), a, "complaint_receipt")
        doc(J("1399/02/03"), a, "summons", side(a, "respondent")[0])
        doc(J("1399/02/12"), a, "decision_notice", side(a, "complainant")[0])
        doc(J("1399/02/12"), a, "decision_notice", side(a, "respondent")[0])
        doc(J("1399/02/16"), a, "court_referral")

        b = against("1399/05/10", "غیبت مکرر در جلسات انجمن ده", 1, sitting[1])
        doc(J("1399/05/11"), b, "complaint_receipt")
        doc(J("1399/05/12"), b, "summons", side(b, "respondent")[0])
        hear_and_decide(b, "1399/05/18", "طرفین", "1399/05/22", "unfounded",
                        "غیبت‌ها با عذر موجه و به اطلاع رئیس انجمن بوده است.")  # fmt: skip
        notify_all(b, "1399/05/24", "1399/05/25")
        cases.finalize_case(db, case_id=b, on="1399/06/10")

        c = against("1399/08/03", "ندادن رسید وجوه دریافتی صندوق", 2, sitting[2])
        hear_and_decide(c, "1399/08/12", "شاکی؛ مشتکی‌عنه حاضر نشد", "1399/08/15", "administrative",
                        "تخلف اداری است: عضو رسید وجوه را ظرف یک هفته به صندوق بسپارد.")  # fmt: skip
        notify_all(c, "1399/08/17", "1399/08/18")
        cases.finalize_case(db, case_id=c, on="1399/09/01")

    # --- disputes over the landlord's share (1334 art. 27–28)
    d = new("share_dispute", t(-30), "مقدار بهرهٔ مالکانهٔ گندم آبی سال زراعی جاری", farmers[3],
            [landlords[1]], claimed_rials=4_800_000)  # fmt: skip
    hear_and_decide(
        d,
        t(-25),
        "مالک، زارع، کدخدا",
        t(-20),
        "view",
        "بهرهٔ مالکانه به رسم محل دو پنجم محصول آبی است.",
    )
    notify_all(d, t(-19), t(-12))  # both review windows have closed: enforcement is owed
    doc(t(-19), d, "decision_notice", side(d, "complainant")[0])
    doc(t(-12), d, "decision_notice", side(d, "respondent")[0])

    e = new(
        "share_dispute", t(-12), "سهم مالکانهٔ جو دیم", farmers[4], [landlords[2], "اسدالله مباشر"]
    )
    hear_and_decide(e, t(-8), "طرفین", t(-5), "view", "سهم مالکانهٔ جو دیم یک پنجم محصول است.")
    cases.record_notification(db, case_id=e, party_id=side(e, "complainant")[0], on=t(-4))

    f = new("share_dispute", t(-70), "بهرهٔ مالکانهٔ صیفی‌کاری", farmers[5], [landlords[3]])
    hear_and_decide(f, t(-66), "طرفین", t(-64), "view", "سهم مالک از صیفی یک سوم است.")
    notify_all(f, t(-63), t(-62))
    cases.record_enforcement(db, case_id=f, on=t(-45), note="به وسیلهٔ پاسگاه اجرا شد")

    # --- dismissals (1334 art. 33)
    g = new(
        "dismissal", t(-40), "برکناری زارع پس از برداشت بدون عذر موجه", farmers[6], [landlords[4]]
    )
    cases.record_reconciliation(
        db, case_id=g, on=t(-36), agreed=False, note="مالک بازگرداندن زارع را نپذیرفت"
    )
    cases.schedule_council_session(db, case_id=g, on=t(-35), session_on=t(-30))
    hear_and_decide(
        g,
        t(-30),
        "اعضای انجمن بخش، مالک، زارع",
        t(-30),
        "compensation",
        "زارع محق است و مالک او را به کار نمی‌گمارد.",
        daily_wage_rials=1_200_000,
        ayani_rials=15_000_000,
        crop_rials=8_500_000,
        experts="حسن باغبانی و علی قناتی",
    )
    notify_all(g, t(-28), t(-27))
    cases.record_payment(db, case_id=g, on=t(-20),
                         amount_rials=int(cases.get_case(db, g)["compensation_rials"]))  # fmt: skip
    doc(t(-36), g, "reconciliation_invitation", side(g, "respondent")[0])
    doc(t(-32), g, "summons", side(g, "respondent")[0])
    doc(t(-28), g, "compensation_order")

    h = new("dismissal", t(-10), "برکناری زارع به سبب اختلاف بر سر آب", farmers[7], [landlords[5]])
    cases.record_reconciliation(
        db, case_id=h, on=t(-6), agreed=False, note="طرفین به توافق نرسیدند"
    )
    proposed = cases.proposed_session(db, h) or t(2)
    cases.schedule_council_session(db, case_id=h, on=t(-5), session_on=max(proposed, t(-5)))
    doc(t(-6), h, "reconciliation_invitation", side(h, "complainant")[0])

    i = new("dismissal", t(-3), "برکناری زارع بی‌اطلاع قبلی", farmers[8], [landlords[6]])
    doc(t(-2), i, "reconciliation_invitation", side(i, "respondent")[0])

    # --- archive: refusals to pay under the 1331 supplement's art. 32 (leap Esfand 1333)
    j = new("refusal_farmers", parse_jalali("1333/11/10"), "امتناع از پرداخت ده درصد زارعین",
            farmers[9], [landlords[7]], claimed_rials=36_000)  # fmt: skip
    hear_and_decide(
        j,
        "1333/11/15",
        "مالک، نمایندهٔ زارعین",
        "1333/11/20",
        "pay",
        "مالک باید سهم زارعین را بپردازد.",
    )
    notify_all(j, "1333/11/22", "1333/11/23")
    cases.record_collection(db, case_id=j, on="1333/12/30", amount_rials=36_000)
    cases.record_hand_over(db, case_id=j, on="1334/01/20", note="به ۶ زارع به نسبت محصول")
    k = new("refusal_fund", parse_jalali("1333/12/20"), "امتناع از پرداخت ده درصد سهم صندوق ده",
            "زارعین قریه", [landlords[7]], claimed_rials=52_000)  # fmt: skip
    hear_and_decide(
        k, "1333/12/22", "مالک حاضر نشد", "1333/12/25", "pay", "مالک باید سهم صندوق را بپردازد."
    )
    notify_all(k, "1333/12/28", "1333/12/30")
    cases.refer_to_court(db, case_id=k, on="1334/01/15")
    doc(parse_jalali("1333/11/11"), j, "complaint_receipt")
    doc(parse_jalali("1333/11/21"), j, "notice", side(j, "respondent")[0])
    doc(parse_jalali("1333/12/26"), k, "notice", side(k, "respondent")[0])
    doc(parse_jalali("1334/01/15"), k, "court_referral")
    doc(parse_jalali("1334/01/16"), j, "enforcement_request")
    m = new("refusal_farmers", parse_jalali("1334/02/01"), "امتناع از پرداخت سهم زارعین از صیفی",
            farmers[10], [landlords[6]], claimed_rials=12_000)  # fmt: skip
    cases.close_case(
        db,
        case_id=m,
        on="1334/02/10",
        reason="مالک پیش از رسیدگی پرداخت کرد و شاکی شکایت را پس گرفت.",
    )
    # notified and never collected: the payment notice to the landlord is what it waits on
    q = new("refusal_fund", parse_jalali("1334/03/01"), "امتناع از پرداخت ده درصد سهم صندوق از صیفی",
            "زارعین قریه", [landlords[6]], claimed_rials=24_000)  # fmt: skip
    hear_and_decide(
        q, "1334/03/05", "مالک حاضر نشد", "1334/03/08", "pay", "مالک باید سهم صندوق را بپردازد."
    )
    notify_all(q, "1334/03/10", "1334/03/11")
    doc(parse_jalali("1334/03/12"), q, "notice", side(q, "respondent")[0])

    # --- a trouble-maker (1334 art. 35), on the kadkhoda's complaint: expelled from the village
    n = new("trouble_maker", t(-25), "تحریک زارعین به نکاشتن و برهم زدن تقسیم آب ده", kadkhodas[2],
            [farmers[11]], attachments="گزارش انجمن ده\nاستشهادیهٔ اهالی")  # fmt: skip
    hear_and_decide(
        n,
        t(-20),
        "اعضای انجمن بخش، بخشدار، کدخدا",
        t(-20),
        "expel",
        "اخلال نامبرده در امور زراعتی ده محرز است؛ از ده اخراج شود.",
    )
    notify_all(n, t(-18), t(-17))
    cases.record_expulsion(db, case_id=n, on=t(-12), note="به وسیلهٔ پاسگاه ژاندارمری")
    doc(t(-25), n, "complaint_receipt")
    doc(t(-17), n, "expulsion_order")

    # --- a complaint against the bakhsh association (1334 art. 31: the shahrestan association)
    o = new("council_complaint", t(-9), "تصویب هزینهٔ صندوق بخش بدون رعایت سقف قانونی",
            farmers[1], ["انجمن عمران بخش"])  # fmt: skip
    cases.record_hearing(db, case_id=o, on=t(-4), attendance="نمایندهٔ انجمن بخش، شاکی")
    doc(t(-9), o, "complaint_receipt")

    # --- archive: a landlord late delivering the fund's share (bill art. 32–33, Aban 1331)
    q = new("late_delivery", parse_jalali("1331/08/05"), "تحویل ندادن ده درصد سهم صندوق از محصول شتوی",
            "عضو شورای ده", [landlords[5]], claimed_rials=18_000)  # fmt: skip
    hear_and_decide(
        q,
        "1331/08/07",
        "مالک، عضو شاکی",
        "1331/08/07",
        "fine",
        "مالک سهم صندوق را در موعد تحویل نداده است.",
    )
    notify_all(q, "1331/08/08", "1331/08/09")
    cases.record_payment(db, case_id=q, on="1331/08/20",
                         amount_rials=int(cases.get_case(db, q)["compensation_rials"]))  # fmt: skip
    doc(parse_jalali("1331/08/05"), q, "complaint_receipt")

    for _when, issue in sorted(docs, key=lambda x: x[0]):
        issue()
