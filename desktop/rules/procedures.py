"""Procedures the statutes lay down step by step (who acts, what, how fast), each step cited,
and the tenant's place between landlord and farmers.

- ``compute_refusal_procedure``: a landlord, his agent or the tenant refuses to pay the farmers'
  10% or the fund's 10% (1331 supplement art. 32); under the original bill, late delivery to a
  fund (bill arts. 32–33).
- ``compute_tenant_deduction``: a leased village (1331 bill art. 2; 1334 art. 4 تبصره ۱).
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass

from desktop.rules import parameters as P
from desktop.rules.citations import Citation, unique
from desktop.rules.errors import RuleError
from desktop.rules.result import Record, Result, rials

SHARES = ("farmers", "fund")


@dataclass(frozen=True)
class ProcedureStep(Record):
    step: str
    actor_fa: str
    text_fa: str
    speed_fa: str
    citation: Citation


@dataclass(frozen=True)
class ProcedureResult(Result):
    refused_share: str
    steps: tuple[ProcedureStep, ...]
    court_fee_exempt: bool | None = None
    on: dt.date | None = None


# The steps of each procedure, in the statute's order: (step, who acts, what, how fast, the
# parameter whose article lays the step down).
_REFUSAL_STEPS: dict[tuple[str, str], tuple[tuple[str, str, str, str, str], ...]] = {
    ("1331", "farmers"): (
        ("complaint", "کشاورز ذی‌نفع",
         "به بخشدار شکایت می‌کند که مالک یا نمایندهٔ او یا مستأجر ده درصد سهم کشاورز را نمی‌پردازد.",
         "", "refusal.farmers_share.collects_on_complaint"),
        ("collect", "بخشدار", "سهم کشاورز را از مالک یا نمایندهٔ او یا مستأجر وصول می‌کند.",
         "به محض شکایت", "refusal.farmers_share.collects_on_complaint"),
        ("hand_over", "بخشدار", "سهم وصول‌شده را به کشاورز تحویل می‌دهد.", "",
         "refusal.farmers_share.collects_on_complaint"),
    ),
    ("1331", "fund"): (
        ("petition", "بخشدار",
         "برای وصول ده درصد صندوق عمران و تعاون به دادگاه دادخواست می‌دهد؛ این دادخواست از هزینهٔ دادرسی معاف است.",
         "", "refusal.fund_share.court_fee_exempt"),
        ("hearing", "دادگاه", "به موضوع رسیدگی می‌کند و حکم می‌دهد.", "خارج از نوبت",
         "refusal.fund_share.court_fee_exempt"),
        ("enforcement", "دادگاه", "حکم را اجرا می‌کند.", "", "refusal.fund_share.court_fee_exempt"),
    ),
    ("1331-original", "fund"): (
        ("complaint", "هر عضو شوراها",
         "از مالک یا مسئول جمع‌آوری که وجوه یا اجناس صندوق را به موقع تحویل نداده شکایت می‌کند.",
         "", "refusal.any_member_complains"),
        ("hearing", "مراجع صالحه", "به شکایت رسیدگی می‌کنند.", "به فوریت و خارج از نوبت",
         "refusal.any_member_complains"),
        ("fine", "مراجع صالحه",
         "متخلف را به جریمهٔ دو برابر وجوه یا بهای اجناس، و در تکرار به حبس تأدیبی تا دو ماه و چهار برابر، محکوم می‌کنند.",
         "", "penalty.late.multiple"),
    ),
}  # fmt: skip


def compute_refusal_procedure(
    *,
    regime: str,
    refused_share: str,
    on: dt.date | None = None,
) -> ProcedureResult:
    P.check_regime(regime)
    if refused_share not in SHARES:
        raise RuleError(
            "bad_value",
            f"refused_share must be one of {', '.join(SHARES)}",
            "«سهم مورد امتناع» باید سهم زارعین یا سهم صندوق باشد.",
        )
    if regime == "1331-original" and refused_share == "farmers":
        raise RuleError(
            "no_such_rule",
            "the original bill has no procedure for the farmers' 10% refused",
            "متن اصلی لایحه برای امتناع از سهم زارع روشی ندارد؛ مادهٔ ۳۲ متمم آن را افزود.",
        )
    rows = _REFUSAL_STEPS.get((regime, refused_share))
    if rows is None:
        raise P.no_such_rule(
            regime, "no refusal-to-pay procedure", "روش امتناع از پرداخت نیامده است."
        )
    if regime == "1331-original":
        # the fine first: a day it does not govern is refused on its article, as it always was
        P.lookup("penalty.late.multiple", regime, on)
    steps = tuple(
        ProcedureStep(step, actor, text, speed, P.lookup(name, regime, on).citation)
        for step, actor, text, speed, name in rows
    )
    c, last = steps[0].citation, steps[-1].citation
    court_fee_exempt = None
    if regime == "1331-original":
        expl = f"در متن اصلی لایحه، تحویل‌ندادن به موقع وجوه صندوق: هر عضو شوراها شکایت می‌کند ({c.short()}) و جریمه دو برابر است ({last.short()})."
    elif refused_share == "farmers":
        expl = f"امتناع از پرداخت ده درصد سهم کشاورز: کشاورز به بخشدار شکایت می‌کند و بخشدار به محض شکایت سهم را وصول و به او تحویل می‌دهد ({c.short()})."
    else:
        court_fee_exempt = True
        expl = f"امتناع از پرداخت ده درصد صندوق عمران و تعاون: بخشدار به وسیلهٔ دادگاه وصول می‌کند؛ دادگاه خارج از نوبت رسیدگی و حکم را صادر و اجرا می‌کند و دادخواست از هزینهٔ دادرسی معاف است ({c.short()})."
    return ProcedureResult(
        refused_share=refused_share, steps=steps, court_fee_exempt=court_fee_exempt, on=on,
        regime=regime, citations=unique([s.citation for s in steps]), explanation=expl,
    )  # fmt: skip


@dataclass(frozen=True)
class TenantResult(Result):
    rent_rials: int
    paid_by_tenant_rials: int
    deducted_from_rent_rials: int
    rent_due_rials: int
    not_covered_by_rent_rials: int


def compute_tenant_deduction(
    *,
    regime: str,
    rent_rials: int,
    paid_by_tenant_rials: int,
    on: dt.date | None = None,
) -> TenantResult:
    """A leased village: the tenant carries out the law for the landlord.

    1331 (bill art. 2, not replaced by the supplement): the tenant pays what the law takes from
    the landlord's income and deducts the same amount from the rent; what exceeds the rent is not
    deducted (``not_covered_by_rent_rials``). 1334 art. 4 تبصره ۱: the tenant takes the law on
    and pays under art. 3; the article gives him no deduction from the rent, so none is made."""
    P.check_regime(regime)
    for key, v in (("rent_rials", rent_rials), ("paid_by_tenant_rials", paid_by_tenant_rials)):
        if v < 0:
            raise RuleError("negative_amount", f"{key} must not be negative", "مبلغ منفی است.")
    if regime in ("1331", "1331-original"):
        c = P.lookup("tenant.deducts_from_rent", regime, on).citation
        deducted = min(rent_rials, paid_by_tenant_rials)
        expl = f"ملک در اجاره است: مستأجر به نمایندگی مالک مقررات را اجرا کرده و {rials(paid_by_tenant_rials)} پرداخته است؛ معادل آن از مال‌الاجاره ({rials(rent_rials)}) کسر می‌شود: {rials(deducted)} کسر و {rials(rent_rials - deducted)} مال‌الاجارهٔ باقی ({c.short()})."
        if paid_by_tenant_rials > rent_rials:
            expl += f" {rials(paid_by_tenant_rials - rent_rials)} بیش از مال‌الاجاره است و از آن کسر نمی‌شود."
    elif regime == "1334":
        c = P.lookup("tenant.pays_art3", regime, on).citation
        deducted = 0
        expl = f"ملک در اجاره است: مستأجر اجرای قانون را بر عهده دارد و طبق مادهٔ ۳ می‌پردازد ({c.short()}). قانون ۱۳۳۴ کسر آن از مال‌الاجاره را مقرر نکرده است؛ مال‌الاجاره ({rials(rent_rials)}) به حال خود باقی است."
    else:
        raise P.no_such_rule(regime, "no tenant rule", "حکم مستأجر نیامده است.")
    return TenantResult(
        rent_rials=rent_rials, paid_by_tenant_rials=paid_by_tenant_rials,
        deducted_from_rent_rials=deducted, rent_due_rials=rent_rials - deducted,
        not_covered_by_rent_rials=0 if regime == "1334" else max(0, paid_by_tenant_rials - rent_rials),
        regime=regime, citations=(c,), explanation=expl,
    )  # fmt: skip
