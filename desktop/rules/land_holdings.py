"""Land Reform Law 1339 beyond ``land_reform``: a holding of parcels against the ceiling, the
art. 4 duty with its exemptions, art. 6, the heirs' transfer, the owner's payments, the art. 24
purchase limit, eligibility, and the standing of a recipient's instalments.

Areas are square metres (integers) at the edges and exact ``Decimal`` hectares inside
(1 ha = 10,000 m²); money is integer rials, rounded down. Each function returns its figures with
the articles it used, like ``desktop.rules.land_reform``.
"""

from __future__ import annotations

import datetime as dt
import math
from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction

from desktop.rules import parameters as P
from desktop.rules.choices import DEFAULT_CHOICES, Choices
from desktop.rules.citations import Citation, unique
from desktop.rules.deadlines import add_months, add_years
from desktop.rules.errors import RuleError
from desktop.rules.land_presented import check_land_law as _land
from desktop.rules.land_reform import (
    TransferDutyResult,
    compute_instalment_default,
    compute_land_ceiling,
    compute_transfer_duty,
)
from desktop.rules.money import allocate
from desktop.rules.result import ROUNDING_NOTE, Result, date_fa, num, rials

M2_PER_HA = 10_000
SHESHDANG = 6000  # a whole property in thousandths of a dang

KIND_FA = {
    "irrigated": "آبی",
    "dry": "دیم",
    "fallow": "بایر",
    "orchard": "باغ میوه",
    "woodland": "بیشه و قلمستان",
    "pasture": "مرتع",
}
KINDS = tuple(KIND_FA)
OWNERSHIP_FA = {
    "sole": "ششدانگ",
    "shared": "مشاع (به دانگ)",
    "waqf": "موقوفه",
    "mortgaged": "در رهن",
    "leased": "در اجاره",
}
OWNERSHIPS = tuple(OWNERSHIP_FA)
# The exceptions of art. 3 a clerk can record on a parcel: (Persian label, its bend).
EXCEPTIONS: dict[str, tuple[str, str]] = {
    "qanat_village": ("ده مشروب از قنات یا چاه ملکی", "بند ۱"),
    "orchard": ("باغ میوه یا قلمستان با عرصه و اعیانی مالک", "بند ۲"),
    "heirs": ("منتقل‌شده به وراث در حد مجاز", "بند ۳"),
    "buildings_pasture": ("ابنیه و تأسیسات غیرزراعی و مراتع", "بند ۴"),
    "school": ("مدارس و تأسیسات علمی", "بند ۵"),
    "mechanised": ("زراعت مکانیزه با کمک کشاورز", "بند ۶"),
    "charity": ("موقوفات عام و مؤسسات خیریه", "بند ۹"),
    "owner_irrigated": ("دیم و بایر که مالک به هزینهٔ خود فاریاب کرده", "بند ۱۰"),
}
# Kinds excepted by their nature unless the clerk records otherwise (art. 3 bends 2 and 4).
KIND_EXCEPTION = {"orchard": "orchard", "woodland": "orchard", "pasture": "buildings_pasture"}
OWNERSHIP_NOTE = {
    "shared": ("در ملک مشاع هر مالک به نسبت سهم خود اظهارنامه می‌دهد و افراز با کمیسیون است", Citation("1339", 11)),
    "waqf": ("در موقوفهٔ خاص وظایف مالک با متولی است", Citation("1339", 2, "تبصره ۳")),
    "mortgaged": ("ملک در رهن پس از انقضای مدت معامله و تعیین مالک قطعی تقسیم می‌شود", Citation("1339", 15)),
    "leased": ("اجارهٔ رسمی با کمتر از پنج سال باقی‌مانده تا پایان مدت می‌ماند", Citation("1339", 12)),
}  # fmt: skip


def ha(area_m2: int) -> Decimal:
    """Exact hectares of a whole number of square metres."""
    return Decimal(area_m2) / M2_PER_HA


def _m2(name: str, v: object) -> int:
    if isinstance(v, bool) or not isinstance(v, int) or v < 0:
        raise RuleError("bad_value", f"{name} must be whole square metres", "مساحت نامعتبر است.")
    return v


@dataclass(frozen=True)
class Parcel:
    kind: str
    area_m2: int
    ownership: str = "sole"
    share_millidang: int = SHESHDANG
    exception: str | None = None  # a key of EXCEPTIONS
    label: str = ""

    def counted_ha(self) -> Decimal:
        """The owner's part of the parcel: its whole area, or his dang of a shared one."""
        share = self.share_millidang if self.ownership == "shared" else SHESHDANG
        return Decimal(self.area_m2 * share) / (M2_PER_HA * SHESHDANG)

    def excepted_by(self) -> str | None:
        return self.exception or KIND_EXCEPTION.get(self.kind)


@dataclass(frozen=True)
class HoldingResult(Result):
    irrigated_ha: Decimal
    dry_ha: Decimal
    fallow_ha: Decimal
    excepted_ha: Decimal
    irrigated_equivalent_ha: Decimal
    surplus_irrigated_equivalent_ha: Decimal
    surplus_dry_equivalent_ha: Decimal
    over_ceiling: bool
    notes: tuple[str, ...]


def compute_holding(
    *, regime: str, parcels: list[Parcel], on: dt.date | None = None
) -> HoldingResult:
    """Art. 2 over every parcel an owner holds anywhere, less the art. 3 exceptions; a shared
    parcel counts for the owner's dang only (art. 10 تبصره ۱)."""
    _land(regime, on)
    totals = {"irrigated": Decimal(0), "dry": Decimal(0), "fallow": Decimal(0)}
    excepted = Decimal(0)
    cs: list[Citation] = []
    notes: list[str] = []
    for p in parcels:
        if p.kind not in KINDS or p.ownership not in OWNERSHIPS:
            raise RuleError("bad_value", "unknown parcel kind or ownership", "نوع یا شکل مالکیت قطعه نامعتبر است.")  # fmt: skip
        if p.exception is not None and p.exception not in EXCEPTIONS:
            raise RuleError("bad_value", "unknown art. 3 exception", "استثنای مادهٔ ۳ نامعتبر است.")
        if not 0 < p.share_millidang <= SHESHDANG:
            raise RuleError("bad_value", "share out of range", "سهم مشاع باید میان صفر و شش دانگ باشد.")  # fmt: skip
        _m2("area_m2", p.area_m2)
        area = p.counted_ha()
        why = p.excepted_by()
        if why is not None:
            excepted += area
            label, bend = EXCEPTIONS[why]
            cs.append(Citation("1339", 3, bend))
            notes.append(f"{p.label or KIND_FA[p.kind]} به مساحت {num(area)} هکتار مستثنی است: {label} ({Citation('1339', 3, bend).short()})")  # fmt: skip
        else:
            totals[p.kind] += area
        if p.ownership in OWNERSHIP_NOTE:
            text, cite = OWNERSHIP_NOTE[p.ownership]
            cs.append(cite)
            notes.append(
                f"{p.label or KIND_FA[p.kind]}، {KIND_FA[p.kind]} {OWNERSHIP_FA[p.ownership]}: {text} ({cite.short()})"
            )
    ceiling = compute_land_ceiling(
        regime=regime, irrigated_ha=totals["irrigated"], dry_ha=totals["dry"],  # type: ignore[arg-type]
        fallow_ha=totals["fallow"], on=on,  # type: ignore[arg-type]
    )  # fmt: skip
    expl = ceiling.explanation.split(" مستثنیات")[0]
    if excepted:
        expl += f" از شمار حد نصاب {num(excepted)} هکتار به حکم مادهٔ ۳ کنار گذاشته شد."
    return HoldingResult(
        irrigated_ha=totals["irrigated"], dry_ha=totals["dry"], fallow_ha=totals["fallow"],
        excepted_ha=excepted, irrigated_equivalent_ha=ceiling.irrigated_equivalent_ha,
        surplus_irrigated_equivalent_ha=ceiling.surplus_irrigated_equivalent_ha,
        surplus_dry_equivalent_ha=ceiling.surplus_dry_equivalent_ha,
        over_ceiling=ceiling.over_ceiling, notes=tuple(notes), regime=regime,
        citations=unique([*ceiling.citations, *cs]), explanation=expl,
    )  # fmt: skip


@dataclass(frozen=True)
class DeclarationDueResult(Result):
    notice_on: dt.date
    due_on: dt.date  # the last day to file


def compute_declaration_due(*, regime: str, notice_on: dt.date) -> DeclarationDueResult:
    """Art. 10: within 3 months of the last notice in the official gazette."""
    _land(regime, notice_on)
    p = P.lookup("land.declaration_months", regime, notice_on)
    due = add_months(notice_on, int(p.value))
    expl = f"اظهارنامه ظرف {num(p.value)} ماه از نشر آخرین آگهی ({date_fa(notice_on)}) یعنی تا {date_fa(due)} تسلیم شود ({p.citation.short()})."  # fmt: skip
    return DeclarationDueResult(
        notice_on=notice_on, due_on=due, regime=regime, citations=(p.citation,), explanation=expl
    )


@dataclass(frozen=True)
class TransferDuty1339Result(Result):
    price_rials: int
    area_ha: Decimal  # irrigated equivalent transferred
    beyond_ceiling_ha: Decimal  # the part that was the owner's surplus
    duty_free_ha: Decimal  # of which exempt under art. 4 تبصره ۲
    dutiable_ha: Decimal
    duty_rials: int
    understatement_rials: int
    total_rials: int
    exempt_reason: str  # "", "art5_farmers"


def compute_transfer_duty_1339(
    *,
    regime: str,
    price_rials: int,
    area_ha: Decimal,
    beyond_ceiling_ha: Decimal,
    free_allowance_used_ha: Decimal = Decimal(0),
    sold_to_farmers_art5: bool = False,
    understated_unpaid_rials: int = 0,
    on: dt.date | None = None,
) -> TransferDuty1339Result:
    """Art. 4: 50% of the price of the part transferred beyond the ceiling. تبصره ۲: up to
    600 ha irrigated-equivalent (over all the owner's transfers) is exempt. Art. 5: a sale of the
    surplus at a fair price to the farmers of that land, resident in the village, is exempt.
    تبصره ۱: twice any duty left unpaid by understating. The price is apportioned by area."""
    _land(regime, on)
    if isinstance(price_rials, bool) or not isinstance(price_rials, int) or price_rials < 0:
        raise RuleError("negative_amount", "price must be whole rials", "بها نامعتبر است.")
    for name, v in (("area_ha", area_ha), ("beyond", beyond_ceiling_ha), ("used", free_allowance_used_ha)):  # fmt: skip
        if not isinstance(v, Decimal) or not v.is_finite() or v < 0:
            raise RuleError("bad_value", f"{name} must be non-negative hectares", "مساحت نامعتبر است.")  # fmt: skip
    if beyond_ceiling_ha > area_ha:
        raise RuleError("bad_value", "beyond-ceiling part exceeds the area", "مازاد منتقل‌شده از کل مساحت بیشتر است.")  # fmt: skip
    pct = P.lookup("land.transfer_duty_percent", regime, on)
    free = P.lookup("land.duty_free_irrigated_ha", regime, on)
    cs: list[Citation] = [pct.citation]
    left_free = max(Decimal(0), Decimal(free.value) - free_allowance_used_ha)
    duty_free = min(beyond_ceiling_ha, left_free)
    dutiable = beyond_ceiling_ha - duty_free
    reason = ""
    if duty_free:
        cs.append(free.citation)
    if sold_to_farmers_art5:
        reason, dutiable, duty = "art5_farmers", Decimal(0), 0
        cs.append(Citation("1339", 5))
    elif area_ha == 0 or dutiable == 0:
        duty = 0
    else:
        base = Fraction(price_rials) * Fraction(str(dutiable)) / Fraction(str(area_ha))
        duty = math.floor(base * Fraction(str(pct.value)) / 100)
    extra = 0
    if understated_unpaid_rials:
        if understated_unpaid_rials < 0:
            raise RuleError("negative_amount", "negative", "مبلغ منفی است.")
        m = P.lookup("land.understated_multiple", regime, on)
        extra = understated_unpaid_rials * int(m.value)
        cs.append(m.citation)
    expl = f"از {num(area_ha)} هکتار معادل آبی منتقل‌شده به بهای {rials(price_rials)}، {num(beyond_ceiling_ha)} هکتار زائد بر سهم مالک است ({Citation('1339', 4).short()})."  # fmt: skip
    if duty_free:
        expl += f" از این مقدار {num(duty_free)} هکتار در حد {num(free.value)} هکتار آبی معاف است ({free.citation.short()})؛ پیش از این انتقال {num(free_allowance_used_ha)} هکتار از این معافیت به کار رفته بود."  # fmt: skip
    if reason:
        expl += f" انتقال مازاد به زارعین همان زمین پیش از شروع تقسیم به نرخ عادله از عوارض معاف است ({Citation('1339', 5).short()})."  # fmt: skip
    elif dutiable:
        expl += f" عوارض عمرانی {num(pct.value)} درصد بهای {num(dutiable)} هکتار مشمول (به نسبت مساحت) یعنی {rials(duty)} است."  # fmt: skip
    else:
        expl += " عوارضی تعلق نمی‌گیرد."
    if extra:
        expl += f" برای کم‌اظهاری دو برابر عوارض پرداخت‌نشده: {rials(extra)} ({Citation('1339', 4, 'تبصره ۱').short()})."  # fmt: skip
    expl += f" {ROUNDING_NOTE}"
    return TransferDuty1339Result(
        price_rials=price_rials, area_ha=area_ha, beyond_ceiling_ha=beyond_ceiling_ha,
        duty_free_ha=duty_free, dutiable_ha=dutiable, duty_rials=duty, understatement_rials=extra,
        total_rials=duty + extra, exempt_reason=reason, regime=regime, citations=unique(cs),
        explanation=expl,
    )  # fmt: skip


@dataclass(frozen=True)
class AcquisitionResult(Result):
    before_ha: Decimal
    acquired_ha: Decimal
    to_state_ha: Decimal  # art. 6: passes free to the state for division


def compute_acquisition_excess(
    *, regime: str, before_ha: Decimal, acquired_ha: Decimal, on: dt.date | None = None
) -> AcquisitionResult:
    """Art. 6: any transaction after the law that takes a person's land past the ceiling puts
    the excess, free, at the state's disposal for division (irrigated-equivalent hectares)."""
    _land(regime, on)
    cap = P.lookup("land.ceiling_irrigated_ha", regime, on)
    excess = max(Decimal(0), before_ha + acquired_ha - max(Decimal(cap.value), before_ha))
    c6 = Citation("1339", 6)
    expl = f"پیش از معامله {num(before_ha)} و با معامله {num(acquired_ha)} هکتار معادل آبی؛ حد نصاب {num(cap.value)} هکتار ({cap.citation.short()}). "  # fmt: skip
    expl += (
        f"{num(excess)} هکتار مازاد به رایگان در اختیار دولت برای تقسیم قرار می‌گیرد ({c6.short()})."
        if excess
        else f"مازادی از این معامله پدید نمی‌آید ({c6.short()})."
    )
    return AcquisitionResult(
        before_ha=before_ha, acquired_ha=acquired_ha, to_state_ha=excess, regime=regime,
        citations=(cap.citation, c6), explanation=expl,
    )  # fmt: skip


@dataclass(frozen=True)
class HeirsTransferResult(Result):
    owner_keeps_ha: Decimal
    limit_ha: Decimal
    earlier_ha: Decimal
    requested_ha: Decimal
    allowed_ha: Decimal
    deadline: dt.date
    in_time: bool


def compute_heirs_transfer(
    *,
    regime: str,
    owner_keeps_ha: Decimal,
    requested_ha: Decimal,
    earlier_ha: Decimal = Decimal(0),
    earlier_on: dt.date | None = None,
    on: dt.date,
    choices: Choices = DEFAULT_CHOICES,
) -> HeirsTransferResult:
    """Art. 3 بند ۳: within 2 years of the law the owner may transfer to his heirs up to 1.5×
    what he keeps himself, less what he gave them «ظرف یک سال قبل از تقدیم این لایحه به مجلس»:
    an earlier transfer (``earlier_ha`` on ``earlier_on``) is taken off only when it falls in
    that year, counted from the presentation day the office entered (``land_presented``)."""
    from desktop.rules.land_presented import heirs_earlier_counted

    _land(regime, on)
    owner_keeps_ha, requested_ha = Decimal(str(owner_keeps_ha)), Decimal(str(requested_ha))
    mult = P.lookup("land.heirs_transfer_multiple", regime, on)
    years = P.lookup("land.heirs_transfer_years", regime, on)
    cs: list[Citation] = [mult.citation]
    said = ""
    earlier = Decimal(str(earlier_ha))
    if earlier:
        if earlier_on is None:
            raise RuleError(
                "missing_key",
                "earlier_ha needs earlier_on: art. 3 item 3 deducts only the year before the bill",
                "تاریخ انتقال پیشین به وراث لازم است: بند ۳ مادهٔ ۳ قانون اصلاحات ارضی فقط انتقال "
                "ظرف یک سال قبل از تقدیم لایحه به مجلس را کسر می‌کند.",
            )
        counted, _day, said = heirs_earlier_counted(
            regime=regime, earlier_on=earlier_on, choices=choices, on=on
        )
        cs.append(P.lookup("land.heirs_earlier_years", regime, on).citation)
        if not counted:
            earlier = Decimal(0)
    limit = owner_keeps_ha * Decimal(mult.value)
    room = max(Decimal(0), limit - earlier)
    deadline = add_years(P.LAND_REFORM_ENACTED, int(years.value))
    in_time = on < deadline
    allowed = min(room, requested_ha) if in_time else Decimal(0)
    expl = (
        f"سقف انتقال به وراث {num(mult.value)} برابر سهم مالک ({num(owner_keeps_ha)} هکتار) یعنی {num(limit)} هکتار"
        f"، منهای {num(earlier)} هکتار منتقل‌شده در سال پیش از تقدیم لایحه ({mult.citation.short()}). "
        + (f"{said} " if said else "")
        + f"مهلت تا {date_fa(deadline)} است. از {num(requested_ha)} هکتار درخواستی {num(allowed)} هکتار مجاز است."
    )  # fmt: skip
    return HeirsTransferResult(
        owner_keeps_ha=owner_keeps_ha, limit_ha=limit, earlier_ha=earlier,
        requested_ha=requested_ha, allowed_ha=allowed, deadline=deadline, in_time=in_time,
        regime=regime, citations=unique(cs), explanation=expl,
    )  # fmt: skip


@dataclass(frozen=True)
class ScheduleResult(Result):
    total_rials: int
    parts: tuple[tuple[int, dt.date, int], ...]  # (number, due, rials)


def compute_owner_payments(*, regime: str, price_rials: int, first_due: dt.date) -> ScheduleResult:
    """Art. 14: the state pays the owner the valued price in instalments over ten years
    (equal yearly parts; odd rials to the earliest)."""
    _land(regime, first_due)
    if isinstance(price_rials, bool) or not isinstance(price_rials, int) or price_rials < 0:
        raise RuleError("negative_amount", "price must be whole rials", "بها نامعتبر است.")
    p = P.lookup("land.owner_payment_years", regime, first_due)
    n = int(p.value)
    alloc = allocate(price_rials, [1] * n)
    parts = tuple((i + 1, add_years(first_due, i), r) for i, r in enumerate(alloc.parts))
    expl = f"بهای ارزیابی‌شده ({rials(price_rials)}) از سوی دولت در {num(n)} قسط سالانه از {date_fa(first_due)} به مالک پرداخت می‌شود ({p.citation.short()})؛ هر قسط {rials(alloc.parts[-1])}."  # fmt: skip
    return ScheduleResult(
        total_rials=price_rials,
        parts=parts,
        regime=regime,
        citations=(p.citation,),
        explanation=expl,
    )


@dataclass(frozen=True)
class PurchaseResult(Result):
    share_ha: Decimal
    limit_ha: Decimal
    held_ha: Decimal
    requested_ha: Decimal
    allowed: bool


def compute_purchase_limit(
    *, regime: str, share_ha: Decimal, held_ha: Decimal, requested_ha: Decimal,
    regional_min_ha: Decimal, on: dt.date | None = None,
) -> PurchaseResult:  # fmt: skip
    """Art. 24: a farmer may buy up to five times the local division share, farming it himself;
    no transaction may cut allotted land below the regional minimum of art. 21."""
    _land(regime, on)
    m = P.lookup("land.buy_up_to_multiple", regime, on)
    limit = share_ha * Decimal(m.value)
    allowed = held_ha + requested_ha <= limit and requested_ha >= regional_min_ha
    expl = f"سقف خرید {num(m.value)} برابر سهم تقسیم ({num(share_ha)} هکتار) یعنی {num(limit)} هکتار است ({m.citation.short()}). دارایی پس از خرید {num(held_ha + requested_ha)} هکتار"  # fmt: skip
    expl += "؛ مجاز است." if allowed else "؛ مجاز نیست."
    if requested_ha < regional_min_ha:
        expl += f" قطعهٔ کمتر از حداقل منطقه ({num(regional_min_ha)} هکتار) معامله‌پذیر نیست ({Citation('1339', 21).short()})."  # fmt: skip
    return PurchaseResult(
        share_ha=share_ha, limit_ha=limit, held_ha=held_ha, requested_ha=requested_ha,
        allowed=allowed, regime=regime, citations=(m.citation, Citation("1339", 21)), explanation=expl,
    )  # fmt: skip


@dataclass(frozen=True)
class EligibilityResult(Result):
    eligible: bool
    reasons: tuple[str, ...]


def compute_eligibility(
    *,
    regime: str,
    iranian: bool,
    farms_or_undertakes: bool,
    holding_ha: Decimal,
    regional_min_ha: Decimal,
    barred_by_1337_law: bool = False,
    resigned_and_resident: bool = False,
) -> EligibilityResult:
    """Art. 20 (Iranian, farming in person or undertaking to) and art. 19 تبصره ۲ (more land
    than the regional minimum, or barred by the law of 22 Dey 1337, unless he resigns, farms and
    lives in the village)."""
    _land(regime, None)
    reasons = []
    if not iranian:
        reasons.append(f"تبعهٔ ایران نیست ({Citation('1339', 20).short()})")
    if not farms_or_undertakes:
        reasons.append(f"اشتغال یا تعهد به کشاورزی ندارد ({Citation('1339', 20).short()})")
    if holding_ha > regional_min_ha and not resigned_and_resident:
        reasons.append(f"بیش از حداقل منطقه ({num(regional_min_ha)} هکتار) زمین دارد ({Citation('1339', 19, 'تبصره ۲').short()})")  # fmt: skip
    if barred_by_1337_law and not resigned_and_resident:
        reasons.append(f"مشمول قانون منع مداخلهٔ ۱۳۳۷ است ({Citation('1339', 19, 'تبصره ۲').short()})")  # fmt: skip
    expl = (
        "واجد شرایط دریافت زمین است." if not reasons else "فاقد شرایط: " + "؛ ".join(reasons) + "."
    )
    return EligibilityResult(
        eligible=not reasons, reasons=tuple(reasons), regime=regime,
        citations=(Citation("1339", 19, "تبصره ۲"), Citation("1339", 20)), explanation=expl,
    )  # fmt: skip


@dataclass(frozen=True)
class InstalmentLine:
    number: int
    due: dt.date
    rials: int
    paid_rials: int
    excused: bool
    state: str  # paid | part | unpaid | excused | not_due


@dataclass(frozen=True)
class StandingResult(Result):
    lines: tuple[InstalmentLine, ...]
    paid_rials: int
    arrears_rials: int
    unpaid_without_excuse: int
    flagged_for_return: bool  # art. 27: three unpaid without an accepted excuse
    defaulted: bool  # and still unpaid after the registry's enforcement order
    paid_counts_as_rent_rials: int | None


STATE_FA = {
    "paid": "پرداخت شده",
    "part": "بخشی پرداخت شده",
    "unpaid": "پرداخت نشده",
    "excused": "عذر موجه پذیرفته",
    "not_due": "سررسید نشده",
}


def compute_instalment_standing(
    *,
    regime: str,
    instalments: list[tuple[int, dt.date, int, bool]],  # (number, due, rials, excused)
    paid_rials: int,
    today: dt.date,
    enforcement_refused: bool = False,
) -> StandingResult:
    """Payments go to the earliest instalments first; an instalment due and not fully paid,
    without an excuse the bank accepted, counts toward art. 27's three."""
    _land(regime, today)
    if isinstance(paid_rials, bool) or not isinstance(paid_rials, int) or paid_rials < 0:
        raise RuleError("negative_amount", "paid must be whole rials", "مبلغ پرداختی نامعتبر است.")
    left = paid_rials
    lines = []
    unpaid = arrears = 0
    for number, due, amount, excused in sorted(instalments, key=lambda x: x[0]):
        got = min(left, amount)
        left -= got
        if got == amount:
            state = "paid"
        elif due > today:
            state = "not_due"
        elif excused:
            state = "excused"
        else:
            state = "part" if got else "unpaid"
            unpaid += 1
        if due <= today and got < amount:
            arrears += amount - got
        lines.append(InstalmentLine(number, due, amount, got, excused, state))
    default = compute_instalment_default(
        regime=regime, unpaid_without_excuse=unpaid, enforcement_refused=enforcement_refused,
        paid_rials=paid_rials, on=today,
    )  # fmt: skip
    p = P.lookup("land.default_unpaid_instalments", regime, today)
    flagged = unpaid >= int(p.value)
    expl = f"تا {date_fa(today)} جمعاً {rials(paid_rials)} پرداخت شده و {rials(arrears)} معوق است. " + default.explanation  # fmt: skip
    if flagged and not default.defaulted:
        expl += " پرونده برای صدور اجرائیهٔ ثبتی و بازگشت ملک علامت خورد."
    return StandingResult(
        lines=tuple(lines), paid_rials=paid_rials, arrears_rials=arrears,
        unpaid_without_excuse=unpaid, flagged_for_return=flagged, defaulted=default.defaulted,
        paid_counts_as_rent_rials=paid_rials if flagged else None, regime=regime,
        citations=default.citations, explanation=expl,
    )  # fmt: skip


# ---------------------------------------------------------------------------- the owner's choice

_CEILING_KINDS = ("irrigated", "dry", "fallow")


@dataclass(frozen=True)
class SurplusByChoiceResult(Result):
    kept_ha: dict[str, Decimal]  # by kind: irrigated, dry, fallow
    surplus_ha: dict[str, Decimal]
    kept_irrigated_equivalent_ha: Decimal
    surplus_irrigated_equivalent_ha: Decimal


def compute_surplus_by_choice(
    *,
    regime: str,
    held_ha: dict[str, Decimal],
    keep_ha: dict[str, Decimal],
    on: dt.date | None = None,
) -> SurplusByChoiceResult:
    """1339 art. 2: «مالک میتواند به میل خود زمین مورد تشخیص خود را به مقدار معین فوق از اراضی
    متعلق به خود انتخاب نماید»: the owner chooses, kind by kind, the land he keeps, up to the
    ceiling (400 ha irrigated, 1 ha irrigated = 2 ha dry or bayer); what he does not keep is the
    surplus, by kind. ``held_ha``: his counted holding by kind (after the art. 3 exceptions, his
    dang of shared land); ``keep_ha``: what he keeps. Refused: keeping more of a kind than he
    holds, or more than the ceiling. An owner of 500 ha irrigated and 200 ha dry who keeps 400
    irrigated leaves 100 irrigated + 200 dry (200 irrigated-equivalent)."""
    _land(regime, on)
    cap = P.lookup("land.ceiling_irrigated_ha", regime, on)
    ratio = P.lookup("land.dry_ha_per_irrigated_ha", regime, on)
    for name, d in (("held_ha", held_ha), ("keep_ha", keep_ha)):
        for k, v in d.items():
            if k not in _CEILING_KINDS:
                raise RuleError("bad_value", f"{name}: unknown kind {k!r}", "نوع زمین باید آبی، دیم یا بایر باشد.")  # fmt: skip
            if not isinstance(v, Decimal) or not v.is_finite() or v < 0:
                raise RuleError("bad_value", f"{name}[{k}] must be non-negative hectares", "مساحت نامعتبر است.")  # fmt: skip
    held = {k: held_ha.get(k, Decimal(0)) for k in _CEILING_KINDS}
    kept = {k: keep_ha.get(k, Decimal(0)) for k in _CEILING_KINDS}
    for k in _CEILING_KINDS:
        if kept[k] > held[k]:
            raise RuleError(
                "bad_value", f"keeps more {k} land than held",
                f"مالک {num(kept[k])} هکتار {KIND_FA[k]} نگاه می‌دارد، بیش از {num(held[k])} هکتاری که دارد ({cap.citation.short()}).",
            )  # fmt: skip
    r = Decimal(ratio.value)

    def eq(d: dict[str, Decimal]) -> Decimal:
        return d["irrigated"] + (d["dry"] + d["fallow"]) / r

    if eq(kept) > Decimal(cap.value):
        raise RuleError(
            "bad_value", "keeps more than the ceiling",
            f"زمینی که مالک نگاه می‌دارد {num(eq(kept))} هکتار معادل آبی است، بیش از حد نصاب {num(cap.value)} هکتار ({cap.citation.short()}).",
        )  # fmt: skip
    surplus = {k: held[k] - kept[k] for k in _CEILING_KINDS}
    parts = "، ".join(f"{KIND_FA[k]} {num(surplus[k])} هکتار" for k in _CEILING_KINDS if surplus[k])
    expl = (
        f"مالک به انتخاب خود {num(eq(kept))} هکتار معادل آبی نگاه می‌دارد ({cap.citation.short()}): "
        + "، ".join(f"{KIND_FA[k]} {num(kept[k])}" for k in _CEILING_KINDS if kept[k])
        + f". مازاد: {parts or 'ندارد'} ({num(eq(surplus))} هکتار معادل آبی؛ هر هکتار آبی برابر {num(ratio.value)} هکتار دیم و بایر)."
    )
    if eq(kept) < Decimal(cap.value) and any(surplus.values()):
        expl += " مالک کمتر از حد نصاب نگاه داشته است؛ باقی نیز به انتخاب خود او مازاد است."
    return SurplusByChoiceResult(
        kept_ha=kept, surplus_ha=surplus, kept_irrigated_equivalent_ha=eq(kept),
        surplus_irrigated_equivalent_ha=eq(surplus), regime=regime,
        citations=unique([cap.citation, ratio.citation]), explanation=expl,
    )  # fmt: skip


def compute_transfer_duty_with_exemptions(
    *,
    regime: str,
    price_rials: int,
    understated_unpaid_rials: int = 0,
    area_ha: float | None = None,
    beyond_ceiling_ha: float | None = None,
    free_allowance_used_ha: float = 0,
    sold_to_farmers_art5: bool = False,
    on: dt.date | None = None,
) -> TransferDutyResult:
    """The command line's ``transfer_duty``: 1339 art. 4 on «بهای اراضی مورد انتقال», the price
    the deed states (تبصره ۱). With ``area_ha`` (irrigated-equivalent hectares transferred) and
    ``beyond_ceiling_ha`` (of them the owner's surplus; default all), the 600 ha of تبصره ۲ (less
    ``free_allowance_used_ha`` used before) with the price apportioned by area; with
    ``sold_to_farmers_art5``, the exemption of art. 5. Without any of them, the plain duty of
    ``land_reform.compute_transfer_duty``, which says no exemption was applied."""
    if area_ha is None and beyond_ceiling_ha is None and not sold_to_farmers_art5:
        return compute_transfer_duty(
            regime=regime, price_rials=price_rials,
            understated_unpaid_rials=understated_unpaid_rials, on=on,
        )  # fmt: skip

    def hectares(name: str, v: float) -> Decimal:
        if isinstance(v, bool) or not isinstance(v, int | float | Decimal):
            raise RuleError("bad_value", f"{name} must be a number of hectares", "مساحت نامعتبر است.")  # fmt: skip
        return Decimal(str(v))

    area = hectares("area_ha", area_ha if area_ha is not None else 0)
    beyond = area if beyond_ceiling_ha is None else hectares("beyond_ceiling_ha", beyond_ceiling_ha)
    r = compute_transfer_duty_1339(
        regime=regime, price_rials=price_rials, area_ha=area, beyond_ceiling_ha=beyond,
        free_allowance_used_ha=hectares("free_allowance_used_ha", free_allowance_used_ha),
        sold_to_farmers_art5=bool(sold_to_farmers_art5),
        understated_unpaid_rials=understated_unpaid_rials, on=on,
    )  # fmt: skip
    deed = Citation("1339", 4, "تبصره ۱").short()
    return TransferDutyResult(
        price_rials=price_rials, duty_rials=r.duty_rials,
        understatement_rials=r.understatement_rials, total_rials=r.total_rials, regime=regime,
        citations=r.citations,
        explanation=f"بها، بهای زمین مورد انتقال است چنان‌که در سند انتقال آمده ({deed}). {r.explanation}",
    )  # fmt: skip
