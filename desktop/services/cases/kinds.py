"""The law of each kind of case: who decides (by the regime in force on the filing date), the
steps in order, the outcomes, and the documents each step prints.

Sources (DOMAIN "Complaints and disputes", "Dismissal of a farmer"): a complaint against a member
of a village or dehestan council (1331 م۳۵; 1334 م۳۰), a dispute over the landlord's share
(1331 supp. م۳۲ تبصره ۱–۲; 1334 م۲۷–۲۸), a landlord refusing the farmers' or the fund's 10%
(1331 supp. م۳۲), a farmer dismissed by the landlord (1331 supp. م۲; 1334 م۳۳), a trouble-maker
disrupting the village (1334 م۳۵), a complaint against the bakhsh council (1331 م۳۶; 1334 م۳۱),
and a landlord or collector late in delivering a fund's money or goods (bill م۳۲–۳۳, only
``1331-original``: the supplement replaced art. 32 on 3 Dey 1331).
"""

from __future__ import annotations

from dataclasses import dataclass

from desktop.rules.citations import Citation

KINDS: dict[str, str] = {
    "member_complaint": "شکایت از عضو شورای ده یا دهستان",
    "share_dispute": "اختلاف در بهرهٔ مالکانه",
    "refusal_farmers": "امتناع از پرداخت ده درصد زارعین",
    "refusal_fund": "امتناع از پرداخت ده درصد صندوق",
    "dismissal": "برکناری زارع از کار",
    "trouble_maker": "اخلال در امور ده",
    "council_complaint": "شکایت از شورای بخش",
    "late_delivery": "تأخیر در تحویل وجوه صندوق",
}
# Short names where the full ones do not fit: the dashboard chart's axis and legend, the
# complaints list's columns.
KIND_SHORT = {
    "member_complaint": "عضو شورا", "share_dispute": "بهرهٔ مالکانه",
    "refusal_farmers": "سهم زارعین", "refusal_fund": "سهم صندوق", "dismissal": "اخراج زارع",
    "trouble_maker": "اخلال در ده", "council_complaint": "شورای بخش",
    "late_delivery": "تأخیر تحویل",
}  # fmt: skip
STATE_SHORT = {
    "registered": "ثبت‌شده", "heard": "رسیدگی‌شده", "reconciliation_failed": "سازش نشد",
    "on_agenda": "در دستور شورا", "decided": "منتظر ابلاغ", "notified": "ابلاغ‌شده",
    "review_requested": "تجدیدنظر", "collected": "وصول‌شده",
}  # fmt: skip
COMPLAINT_KINDS = ("member_complaint", "share_dispute", "refusal_farmers", "refusal_fund",
                   "trouble_maker", "council_complaint", "late_delivery")  # fmt: skip
DISMISSAL_KINDS = ("dismissal",)

BODIES: dict[str, str] = {
    "bakhsh_council": "شورای عمران و تعاون بخش",
    "bakhsh_association": "انجمن عمران بخش",
    "shahrestan_association": "انجمن عمران شهرستان",
    "bakhshdar": "بخشدار",
    "bakhsh_court": "دادگاه بخش",
    "shahrestan_council": "شورای عمران و تعاون شهرستان",
}


@dataclass(frozen=True)
class Law:
    body: str  # a key of BODIES: who receives and decides
    citation: Citation
    review_body: str = ""  # who hears a review of the decision, where the law gives one
    review_citation: Citation | None = None
    council: str = ""  # dismissal: the council whose first session decides


S32 = Citation("1331-supplement", 32)
LAW: dict[tuple[str, str], Law] = {
    ("member_complaint", "1331-original"): Law("bakhsh_council", Citation("1331-bill", 35)),
    ("member_complaint", "1331"): Law("bakhsh_council", Citation("1331-bill", 35)),
    ("member_complaint", "1334"): Law("shahrestan_association", Citation("1334", 30)),
    ("share_dispute", "1331"): Law(
        "bakhshdar",
        Citation("1331-supplement", 32, "تبصره ۱"),
        "bakhsh_court",
        Citation("1331-supplement", 32, "تبصره ۲"),
    ),  # fmt: skip
    ("share_dispute", "1334"): Law(
        "bakhshdar", Citation("1334", 27), "bakhsh_association", Citation("1334", 28)
    ),
    ("refusal_farmers", "1331"): Law("bakhshdar", S32),
    ("refusal_fund", "1331"): Law("bakhshdar", S32),
    ("dismissal", "1331"): Law(
        "bakhshdar", Citation("1331-supplement", 2), council="bakhsh_council"
    ),
    ("dismissal", "1334"): Law("bakhshdar", Citation("1334", 33), council="bakhsh_association"),
    # on the complaint of the landlord, the kadkhoda or the village association; the bakhshdar
    # hears it where needed («لدی‌الاقتضاء»)
    ("trouble_maker", "1334"): Law("bakhsh_association", Citation("1334", 35)),
    ("council_complaint", "1331-original"): Law("shahrestan_council", Citation("1331-bill", 36)),
    ("council_complaint", "1331"): Law("shahrestan_council", Citation("1331-bill", 36)),
    ("council_complaint", "1334"): Law("shahrestan_association", Citation("1334", 31)),
    # any council member complains (bill م۳۳); the court hears it at once, out of turn
    ("late_delivery", "1331-original"): Law("bakhsh_court", Citation("1331-bill", 33)),
}

STATES: dict[str, str] = {
    "registered": "ثبت‌شده",
    "heard": "رسیدگی‌شده",
    "reconciliation_failed": "سازش نشد",
    "on_agenda": "در دستور شورای بخش",
    "decided": "رأی صادرشده، در انتظار ابلاغ",
    "notified": "ابلاغ‌شده",
    "review_requested": "تجدیدنظرخواهی",
    "collected": "وصول‌شده",
    "reconciled": "سازش‌شده",
    "final": "قطعی",
    "reviewed": "نظر انجمن بخش، قابل اجرا تا صدور رأی نهایی",
    "enforced_pending": "اجراشده، در انتظار رأی نهایی",
    "enforced": "اجراشده",
    "referred": "ارجاع‌شده به دادگاه",
    "paid": "خسارت پرداخت‌شده",
    "handed_over": "تحویل‌شده به زارعین",
    "closed": "بسته‌شده با ذکر علت",
    "expelled": "از ده اخراج‌شده",
}
TERMINAL = frozenset(
    {"reconciled", "final", "enforced", "referred", "paid", "handed_over", "closed", "expelled"}
)

STEPS: dict[str, str] = {
    "register": "ثبت پرونده",
    "reconcile": "سازش",
    "schedule": "در دستور جلسهٔ شورای بخش",
    "hear": "جلسهٔ رسیدگی",
    "decide": "رأی",
    "notify": "ابلاغ رأی",
    "request_review": "تقاضای تجدیدنظر",
    "review_decide": "رأی تجدیدنظر",
    "enforce": "اجرا",
    "collect": "وصول",
    "hand_over": "تحویل به زارعین",
    "pay": "پرداخت خسارت",
    "refer_court": "ارجاع به دادگاه",
    "finalize": "قطعی شدن",
    "close": "بستن پرونده با ذکر علت",
    "expel": "اخراج از ده",
}

_HEARD = ("registered", "heard")
# every kind is heard (again, if need be), decided and the decision notified before what follows
_HEARING: dict[str, tuple[tuple[str, ...], str]] = {
    "hear": (_HEARD, "heard"),
    "decide": (("heard",), "decided"),
    "notify": (("decided",), "notified"),
}
# the steps that follow a notified decision, each to the state it leads to
_AFTER_NOTICE = {
    "request_review": "review_requested",
    "enforce": "enforced",
    "collect": "collected",
    "pay": "paid",
    "refer_court": "referred",
    "expel": "expelled",
    "finalize": "final",
}


def _after_notice(*steps: str) -> dict[str, tuple[tuple[str, ...], str]]:
    return {step: (("notified",), _AFTER_NOTICE[step]) for step in steps}


# kind -> step -> (the states it may follow, the state it leads to)
WORKFLOW: dict[str, dict[str, tuple[tuple[str, ...], str]]] = {
    "member_complaint": {**_HEARING, **_after_notice("refer_court", "finalize")},
    "share_dispute": {
        **_HEARING,
        **_after_notice("request_review"),
        "review_decide": (("review_requested",), "final"),
        **_after_notice("enforce"),
    },
    "refusal_farmers": {
        **_HEARING,
        **_after_notice("collect"),
        "hand_over": (("collected",), "handed_over"),
    },
    "refusal_fund": {**_HEARING, **_after_notice("refer_court")},
    "dismissal": {
        "reconcile": (("registered",), "reconciliation_failed"),  # or "reconciled"
        "schedule": (("reconciliation_failed",), "on_agenda"),
        **_HEARING,
        "hear": (("on_agenda", "heard"), "heard"),  # heard once put on the agenda
        **_after_notice("pay", "refer_court", "finalize"),
    },
    "trouble_maker": {**_HEARING, **_after_notice("expel", "finalize")},
    "council_complaint": {**_HEARING, **_after_notice("finalize")},
    "late_delivery": {**_HEARING, **_after_notice("pay", "finalize")},
}

# 1334 art. 28: «مرجع تجدید نظر ... در درجه اول شورای بخش است و نظر انجمن بخش تا صدور رای نهایی
# قابل اجراء است». The association's review is a first degree, not the end: its view may be
# enforced at once, and the case is final only with the final ruling («رأی نهایی», recorded by
# the step «قطعی شدن»), before or after that enforcement. Under the bill the bakhsh court's
# review is final (supp. art. 32 تبصره ۲). While the review is pending before the association,
# the bakhshdar's view is not enforced (art. 27 enforces it only when no review was asked).
_SHARE_DISPUTE_1334 = {
    **WORKFLOW["share_dispute"],
    "review_decide": (("review_requested",), "reviewed"),
    "enforce": (("notified", "reviewed"), "enforced"),
    "finalize": (("reviewed", "enforced_pending"), "final"),
}


def step_allows(kind: str, step: str, outcome: str | None) -> bool:
    """Whether the decision's outcome allows ``step`` (where the law ties the step to one)."""
    need = STEP_OUTCOME.get((kind, step))
    return need is None or outcome == need or (isinstance(need, tuple) and outcome in need)


def outcomes_of(kind: str, regime: str) -> dict[str, str]:
    """The outcomes a decision may have under the regime (1334 alone has the administrative
    road of م۳۰)."""
    out = dict(OUTCOMES[kind])
    if kind == "member_complaint" and regime != "1334":
        out.pop("administrative")
    return out


def workflow_of(kind: str, regime: str) -> dict[str, tuple[tuple[str, ...], str]]:
    """The steps of a kind under the regime of its filing date."""
    if kind == "share_dispute" and regime == "1334":
        return _SHARE_DISPUTE_1334
    return WORKFLOW[kind]


OUTCOMES: dict[str, dict[str, str]] = {
    # 1334 م۳۰: a founded complaint is an administrative breach (the association instructs) or
    # has a criminal or civil side (to court); the bill knows only the court (1331 م۳۵)
    "member_complaint": {
        "founded": "شکایت وارد است (جنبهٔ کیفری یا حقوقی: ارجاع به دادگاه)",
        "administrative": "تخلف اداری: دستور اقدام مقتضی انجمن شهرستان (۱۳۳۴ م۳۰)",
        "unfounded": "شکایت وارد نیست",
    },
    "share_dispute": {"view": "نظر بخشدار دربارهٔ بهرهٔ مالکانه"},
    "refusal_farmers": {"pay": "الزام مالک به پرداخت"},
    "refusal_fund": {"pay": "الزام مالک به پرداخت"},
    "dismissal": {"reinstated": "بازگشت زارع به کار", "compensation": "پرداخت خسارت به زارع"},
    "trouble_maker": {"expel": "اخراج اخلالگر از ده", "dismissed": "شکایت وارد نیست"},
    "council_complaint": {"founded": "شکایت وارد است", "unfounded": "شکایت وارد نیست"},
    "late_delivery": {
        "fine": "محکومیت به جریمهٔ دو برابر",
        "repeat_fine": "تکرار: جریمهٔ چهار برابر و حبس تأدیبی",
        "unfounded": "شکایت وارد نیست",
    },
}

# The outcome a step needs (where the law ties the step to one).
STEP_OUTCOME: dict[tuple[str, str], str | tuple[str, ...]] = {
    ("member_complaint", "refer_court"): "founded",
    ("member_complaint", "finalize"): ("unfounded", "administrative"),
    ("dismissal", "pay"): "compensation",
    ("dismissal", "finalize"): "reinstated",
    ("trouble_maker", "expel"): "expel",
    ("trouble_maker", "finalize"): "dismissed",
}


@dataclass(frozen=True)
class DocumentKind:
    key: str  # the template key
    per_party: bool  # addressed to one party (record = case_party) or about the case (case_file)
    kinds: tuple[str, ...]
    states: tuple[str, ...]  # the states in which it may be issued


_ALL = tuple(KINDS)
_AFTER_DECISION = ("decided", "notified", "review_requested", "collected", "final", "enforced",
                   "referred", "paid", "handed_over", "expelled")  # fmt: skip
DOCUMENTS: tuple[DocumentKind, ...] = (
    DocumentKind("complaint_receipt", False, _ALL, tuple(STATES)),
    DocumentKind("reconciliation_invitation", True, ("dismissal",), ("registered",)),
    DocumentKind("summons", True, _ALL, ("registered", "heard", "on_agenda")),
    DocumentKind("notice", True, ("refusal_farmers", "refusal_fund"), ("decided", "notified")),
    DocumentKind("decision_notice", True, _ALL, _AFTER_DECISION),
    DocumentKind("compensation_order", False, ("dismissal",), _AFTER_DECISION),
    # the referral speaks of the case sent to court: issued with the step «ارجاع به دادگاه» (the
    # step's day counts) or after it, never for a case only notified
    DocumentKind(
        "court_referral",
        False,
        ("member_complaint", "refusal_fund", "dismissal"),
        ("referred",),
    ),  # fmt: skip
    DocumentKind(
        "enforcement_request",
        False,
        ("share_dispute", "refusal_farmers"),
        # 1334 art. 28: the association's view («reviewed») is enforced at once, and the case
        # enforced on it waits for the final ruling («enforced_pending»)
        ("notified", "reviewed", "collected", "enforced", "enforced_pending", "handed_over"),
    ),  # fmt: skip
    DocumentKind("expulsion_order", False, ("trouble_maker",), ("notified", "expelled")),
)
DOCUMENT_TITLES: dict[str, str] = {
    "complaint_receipt": "رسید شکایت",
    "reconciliation_invitation": "دعوت به سازش",
    "summons": "دعوتنامهٔ جلسهٔ رسیدگی",
    "notice": "اخطاریهٔ پرداخت",
    "decision_notice": "ابلاغ رأی",
    "compensation_order": "حکم پرداخت خسارت",
    "court_referral": "ارجاع به دادگاه",
    "enforcement_request": "درخواست اجرا",
    "expulsion_order": "حکم اخراج از ده",
}


def law_for(kind: str, regime: str) -> Law | None:
    return LAW.get((kind, regime))


def kind_fa(kind: str, regime: str) -> str:
    """A kind's name in the words of the regime: under 1334 a member of «انجمن ده یا دهستان»
    (1334 م۳۰) and a complaint against «انجمن بخش» (1334 م۳۱), where the bill says شورا."""
    name = KINDS[kind]
    if regime == "1334":
        name = name.replace("شورای ده یا دهستان", "انجمن ده یا دهستان")
        name = name.replace("شورای بخش", "انجمن بخش")
    return name


def body_fa(body: str, regime: str) -> str:
    """The body's name in the words of the regime (1334 says انجمن for شورا)."""
    if body == "bakhsh_council" and regime == "1334":
        return BODIES["bakhsh_association"]
    return BODIES.get(body, body)


_REPEALED_1334 = "قانون ۱۳۳۴ (مادهٔ ۳۶) مادهٔ ۳۲ متمم را نسخ کرده است"
# Why a kind has no road under a regime, and where the clerk should file it instead.
NOT_IN_REGIME: dict[tuple[str, str], str] = {
    ("refusal_farmers", "1334"): f"{_REPEALED_1334}: اختلاف را به‌عنوان «اختلاف در بهرهٔ مالکانه» (۱۳۳۴ م۲۷) ثبت کنید",
    ("refusal_fund", "1334"): f"{_REPEALED_1334}: اختلاف را به‌عنوان «اختلاف در بهرهٔ مالکانه» (۱۳۳۴ م۲۷) ثبت کنید",
    ("refusal_farmers", "1331-original"): "امتناع از پرداخت را متمم لایحه (۳ دی ۱۳۳۱، مادهٔ ۳۲) پدید آورده است",
    ("refusal_fund", "1331-original"): "امتناع از پرداخت را متمم لایحه (۳ دی ۱۳۳۱، مادهٔ ۳۲) پدید آورده است: تأخیر مالک در تحویل سهم صندوق را «تأخیر در تحویل وجوه صندوق» (لایحه م۳۲–۳۳) ثبت کنید",
    ("trouble_maker", "1331-original"): "رسیدگی به اخلالگر را قانون ۱۳۳۴ (مادهٔ ۳۵، از ۵ مرداد ۱۳۳۴) پدید آورده است",
    ("trouble_maker", "1331"): "رسیدگی به اخلالگر را قانون ۱۳۳۴ (مادهٔ ۳۵، از ۵ مرداد ۱۳۳۴) پدید آورده است",
    ("late_delivery", "1331"): "جریمهٔ تأخیر مادهٔ ۳۲ لایحه را مادهٔ ۳۲ متمم (۳ دی ۱۳۳۱) جایگزین کرده است: «امتناع از پرداخت ده درصد صندوق» ثبت کنید",
    ("late_delivery", "1334"): f"جریمهٔ تأخیر مادهٔ ۳۲ لایحه را متمم (۳ دی ۱۳۳۱) جایگزین و {_REPEALED_1334}: اختلاف را به‌عنوان «اختلاف در بهرهٔ مالکانه» (۱۳۳۴ م۲۷) ثبت کنید",
}  # fmt: skip
