"""Land Reform Law 1339: ceiling and surplus, duties, fines, instalments, priority, default.

Hectares are exact decimals; rials are integers rounded down (``money``).
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import math
from dataclasses import dataclass
from decimal import Decimal
from typing import ClassVar

from desktop.rules import parameters as P
from desktop.rules.citations import Citation, unique
from desktop.rules.deadlines import add_months, add_years
from desktop.rules.errors import RuleError
from desktop.rules.fields import label_fa, refuse_negative
from desktop.rules.lots import lot_order, lot_value
from desktop.rules.money import allocate, percent_of, times
from desktop.rules.result import ROUNDING_NOTE, Record, Result, date_fa, num, rials


def _ha(name: str, v: float | int) -> Decimal:
    if isinstance(v, bool) or not isinstance(v, int | float | Decimal):
        raise RuleError(
            "bad_value",
            f"{name} must be a number of hectares",
            f"«{label_fa(name)}» باید عدد باشد.",
        )
    d = Decimal(str(v))
    if not d.is_finite():
        raise RuleError(
            "not_finite", f"{name} must be a finite number", f"«{label_fa(name)}» عدد معتبری نیست."
        )
    refuse_negative(name, d)
    return d


@dataclass(frozen=True)
class CeilingResult(Result):
    irrigated_ha: Decimal
    dry_ha: Decimal
    fallow_ha: Decimal
    irrigated_equivalent_ha: Decimal
    ceiling_irrigated_ha: int
    surplus_irrigated_equivalent_ha: Decimal
    surplus_dry_equivalent_ha: Decimal
    over_ceiling: bool


def compute_land_ceiling(
    *,
    regime: str,
    irrigated_ha: float,
    dry_ha: float,
    fallow_ha: float,
    on: dt.date | None = None,
) -> CeilingResult:
    """Art. 2: 400 ha irrigated or 800 ha dry/fallow; 1 ha irrigated = 2 ha dry or fallow."""
    irr, dry, fal = (
        _ha("irrigated_ha", irrigated_ha),
        _ha("dry_ha", dry_ha),
        _ha("fallow_ha", fallow_ha),
    )
    cap = P.lookup("land.ceiling_irrigated_ha", regime, on)
    ratio = P.lookup("land.dry_ha_per_irrigated_ha", regime, on)
    cap_dry = P.lookup("land.ceiling_dry_ha", regime, on)
    eq = irr + (dry + fal) / Decimal(ratio.value)
    surplus = max(Decimal(0), eq - Decimal(cap.value))
    expl = (
        f"معادل آبی: {num(irr)} هکتار آبی + ({num(dry)} هکتار دیم + {num(fal)} هکتار بایر) ÷ {num(ratio.value)} = {num(eq)} هکتار. "
        f"حد نصاب {num(cap.value)} هکتار آبی یا {num(cap_dry.value)} هکتار دیم و بایر است ({cap.citation.short()})؛ "
    )
    expl += (
        f"مازاد {num(surplus)} هکتار معادل آبی ({num(surplus * Decimal(ratio.value))} هکتار معادل دیم) است."
        if surplus
        else "مازادی نیست."
    )
    expl += " مستثنیات مادهٔ ۳ (قنات ملکی، باغ، انتقال به وراث و …) جداگانه بررسی شود."
    return CeilingResult(
        irrigated_ha=irr, dry_ha=dry, fallow_ha=fal, irrigated_equivalent_ha=eq,
        ceiling_irrigated_ha=int(cap.value), surplus_irrigated_equivalent_ha=surplus,
        surplus_dry_equivalent_ha=surplus * Decimal(ratio.value), over_ceiling=surplus > 0,
        regime=regime, citations=(cap.citation,), explanation=expl,
    )  # fmt: skip


@dataclass(frozen=True)
class TransferDutyResult(Result):
    price_rials: int
    duty_rials: int
    understatement_rials: int
    total_rials: int


def compute_transfer_duty(
    *,
    regime: str,
    price_rials: int,
    understated_unpaid_rials: int = 0,
    on: dt.date | None = None,
) -> TransferDutyResult:
    """Art. 4: 50% of «بهای اراضی مورد انتقال» — the price the deed states (تبصره ۱ speaks of
    the price «در سند انتقال») — of land transferred beyond the ceiling; تبصره ۱: twice any duty
    left unpaid by understating it. The whole price is taken as the surplus's, and the
    explanation says that no exemption was applied (it no longer states an exemption the figure
    does not reflect); ``land_holdings.compute_transfer_duty_with_exemptions`` applies them."""
    refuse_negative("price_rials", price_rials)
    refuse_negative("understated_unpaid_rials", understated_unpaid_rials)
    p = P.lookup("land.transfer_duty_percent", regime, on)
    duty = percent_of(price_rials, p.value)
    cs = [p.citation]
    expl = (
        f"عوارض عمرانی انتقال زمین زائد بر حد مجاز {num(p.value)} درصد بهای آن است که در سند "
        f"انتقال آمده ({rials(price_rials)})، یعنی {rials(duty)} ({p.citation.short()})."
    )
    extra = 0
    if understated_unpaid_rials:
        m = P.lookup("land.understated_multiple", regime, on)
        extra = times(understated_unpaid_rials, m.value)
        cs.append(m.citation)
        expl += f" برای عوارض پرداخت‌نشده به سبب کم‌اظهاری ({rials(understated_unpaid_rials)}) {num(m.value)} برابر یعنی {rials(extra)} ({m.citation.short()})."
    free = P.lookup("land.duty_free_irrigated_ha", regime, on)
    expl += (
        f" همهٔ این بها بهای زمین زائد شمرده شد و هیچ معافیتی به کار نرفت: معافیت {num(free.value)}"
        f" هکتار آبی ({free.citation.short()}) و انتقال به زارعین همان زمین ({Citation('1339', 5).short()})"
        " با وارد کردن مساحت منتقل‌شده و زائد، یا فروش به زارعین، اعمال می‌شود."
        f" {ROUNDING_NOTE}"
    )
    return TransferDutyResult(
        price_rials=price_rials, duty_rials=duty, understatement_rials=extra, total_rials=duty + extra,
        regime=regime, citations=tuple(cs), explanation=expl,
    )  # fmt: skip


@dataclass(frozen=True)
class NonTransferDutyResult(Result):
    yearly_rials: int
    years: int | None = None
    total_rials: int | None = None


def compute_non_transfer_duty(
    *,
    regime: str,
    irrigated_ha: float,
    dry_ha: float,
    fallow_ha: float,
    years: int | None = None,
    on: dt.date | None = None,
) -> NonTransferDutyResult:
    """Art. 17: an owner who will not sign within 2 months pays yearly 1,500 rials/ha irrigated,
    orchard or grove, 750 dry, 500 fallow (rounded down to the rial for fractional hectares)."""
    irr, dry, fal = (
        _ha("irrigated_ha", irrigated_ha),
        _ha("dry_ha", dry_ha),
        _ha("fallow_ha", fallow_ha),
    )
    if years is not None and years < 0:
        raise RuleError("negative_amount", "years must not be negative", "سال منفی است.")
    pi = P.lookup("land.non_transfer_irrigated_rials_per_ha", regime, on)
    pd = P.lookup("land.non_transfer_dry_rials_per_ha", regime, on)
    pf = P.lookup("land.non_transfer_fallow_rials_per_ha", regime, on)
    months = P.lookup("land.transfer_signing_months", regime, on)
    yearly = math.floor(irr * Decimal(pi.value) + dry * Decimal(pd.value) + fal * Decimal(pf.value))
    total = None if years is None else yearly * years
    expl = (
        f"مالکی که ظرف {num(months.value)} ماه از آگهی حاضر به انتقال سند نشود سالانه می‌پردازد: {num(irr)} هکتار آبی یا باغ × {rials(pi.value)}، "
        f"{num(dry)} هکتار دیم × {rials(pd.value)}، {num(fal)} هکتار بایر × {rials(pf.value)}؛ جمعاً {rials(yearly)} در سال ({Citation('1339', 17).short()})."
    )
    if total is not None:
        expl += f" برای {num(years)} سال: {rials(total)}."
    return NonTransferDutyResult(
        yearly_rials=yearly, years=years, total_rials=total, regime=regime,
        citations=unique([pi.citation, pd.citation, pf.citation]), explanation=expl,
    )  # fmt: skip


@dataclass(frozen=True)
class TransferCallResult(Result):
    called_on: dt.date
    due_on: dt.date  # the last day of the two months to come and sign the deed
    yearly_rials: int  # the owner's total a year, over all his land called
    years_owed: int  # years begun after the two months, up to ``on`` or the signing
    owed_rials: int


def compute_transfer_call(
    *,
    regime: str,
    called_on: dt.date,
    irrigated_ha: float,
    dry_ha: float,
    fallow_ha: float,
    on: dt.date | None = None,
    transferred_on: dt.date | None = None,
) -> TransferCallResult:
    """Art. 17: «چنانچه ظرف مدت دو ماه از تاریخ آگهی مالک یا نماینده قانونی او حاضر به انتقال و
    تنظیم سند نباشد مکلف است سالیانه عوارض عمرانی به ترتیب زیر به دولت بپردازد». The owner's
    *total* over all the land he was called to transfer (the hectares of a class summed, then
    priced, then rounded down to the rial once: a duty per hectare of his land, not per parcel):
    الف irrigated «خواه زراعت بشود یا نشود», orchard or grove; ب dry; پ bayer. The two months run
    from the notice (``add_months``); the duty is yearly from the day after, and the office's
    reading is that each year *begun* before ``on`` (or before the deed is signed,
    ``transferred_on``) is owed: the statute charges the duty «سالیانه» and gives no part-year."""
    yearly = compute_non_transfer_duty(
        regime=regime, irrigated_ha=irrigated_ha, dry_ha=dry_ha, fallow_ha=fallow_ha, on=on,
    )  # fmt: skip
    months = P.lookup("land.transfer_signing_months", regime, called_on)
    due = add_months(called_on, int(months.value))
    if transferred_on is not None and transferred_on < called_on:
        raise RuleError(
            "bad_value", "transferred_on is before the call",
            "تاریخ انتقال سند پیش از تاریخ آگهی دعوت است.",
        )  # fmt: skip
    end = on or due
    signed = transferred_on is not None and transferred_on <= end
    if signed:
        assert transferred_on is not None
        end = transferred_on
    years = 0
    start = due + dt.timedelta(days=1)  # the first year of the duty begins the day after
    while start < end or (start == end and not signed):  # a year begun on the signing is not
        years += 1
        start = add_years(due + dt.timedelta(days=1), years)
    owed = yearly.yearly_rials * years
    expl = (
        f"مالک در {date_fa(called_on)} برای انتقال سند به نام دولت دعوت شد؛ مهلت حضور او "
        f"{num(months.value)} ماه از آگهی، تا {date_fa(due)} است ({months.citation.short()}). "
        f"{yearly.explanation} این جمع عوارض سالانهٔ همهٔ زمین‌های اوست که برای انتقال دعوت شده است."
    )
    if transferred_on is not None and transferred_on <= due:
        expl += f" سند در {date_fa(transferred_on)}، در مهلت، انتقال یافت و عوارضی تعلق نمی‌گیرد."
    elif years:
        expl += (
            f" از {date_fa(due + dt.timedelta(days=1))} تا {date_fa(end)} {num(years)} سال آغاز شده و "
            f"{rials(owed)} به دولت بدهکار است (هر سالِ آغازشده یک سال شمرده شد؛ برداشت دفتر)."
        )
        if transferred_on is not None:
            expl += f" سند در {date_fa(transferred_on)} انتقال یافت و عوارض از آن پس نیست."
    else:
        expl += " مهلت هنوز نگذشته و عوارضی بدهکار نیست."
    return TransferCallResult(
        called_on=called_on, due_on=due, yearly_rials=yearly.yearly_rials, years_owed=years,
        owed_rials=owed, regime=regime, citations=unique([months.citation, *yearly.citations]),
        explanation=expl,
    )  # fmt: skip


@dataclass(frozen=True)
class FineRangeResult(Result):
    min_rials: int
    max_rials: int
    fine_rials: int | None = None
    within_range: bool | None = None
    share_owed_rials: int | None = None  # art. 35: the share itself, owed besides the fine
    total_rials: int | None = None  # share + fine, where both are given


def _fine_range(
    regime: str, prefix: str, fine_rials: int | None, on: dt.date | None, what: str
) -> FineRangeResult:
    lo = P.lookup(f"land.{prefix}_fine_min_rials", regime, on)
    hi = P.lookup(f"land.{prefix}_fine_max_rials", regime, on)
    if fine_rials is not None:
        refuse_negative("fine_rials", fine_rials)
    within = None if fine_rials is None else int(lo.value) <= fine_rials <= int(hi.value)
    expl = f"{what}: جریمه از {rials(lo.value)} تا {rials(hi.value)} ({lo.citation.short()})."
    if fine_rials is not None:
        expl += (
            f" مبلغ {rials(fine_rials)} {'در این حدود است' if within else 'بیرون از این حدود است'}."
        )
    return FineRangeResult(
        min_rials=int(lo.value), max_rials=int(hi.value), fine_rials=fine_rials, within_range=within,
        regime=regime, citations=(lo.citation,), explanation=expl,
    )  # fmt: skip


def compute_declaration_fine(
    *,
    regime: str,
    fine_rials: int | None = None,
    on: dt.date | None = None,
) -> FineRangeResult:
    """Art. 10: failing to file, or knowingly misstating, the declaration: 10,000–100,000 rials."""
    return _fine_range(
        regime,
        "declaration",
        fine_rials,
        on,
        "خودداری از تسلیم اظهارنامه در سه ماه یا قید عمدی خلاف حقیقت",
    )


def compute_refusal_fine(
    *,
    regime: str,
    fine_rials: int | None = None,
    share_owed_rials: int | None = None,
    on: dt.date | None = None,
) -> FineRangeResult:
    """Art. 35: refusing the landlord's or farmer's share costs «علاوه بر سهم مربوطه طبق معمول
    محل» a fine of 200–100,000 rials: ``share_owed_rials``, the share refused, is owed on top of
    the fine, and the total is both."""
    r = _fine_range(
        regime, "refusal", fine_rials, on, "امتناع از پرداخت سهم مالکانه یا سهم زارع، علاوه بر سهم"
    )
    if share_owed_rials is None:
        return dataclasses.replace(
            r,
            explanation=r.explanation
            + " سهمی که پرداخت نشده طبق معمول محل جدا از جریمه بر عهدهٔ اوست.",
        )
    refuse_negative("share_owed_rials", share_owed_rials)
    total = None if fine_rials is None else share_owed_rials + fine_rials
    expl = (
        r.explanation
        + f" افزون بر جریمه، سهم پرداخت‌نشده {rials(share_owed_rials)} طبق معمول محل بر عهدهٔ اوست"
    )
    expl += f"؛ جمع {rials(total)}." if total is not None else "."
    return dataclasses.replace(
        r, share_owed_rials=share_owed_rials, total_rials=total, explanation=expl
    )


@dataclass(frozen=True)
class Instalment(Record):
    number: int
    due: dt.date
    rials: int


@dataclass(frozen=True)
class InstalmentsResult(Result):
    price_rials: int
    count: int
    instalments: tuple[Instalment, ...]
    remainder_rials: int
    remainder_to: str


def compute_instalments(
    *,
    regime: str,
    price_rials: int,
    first_due: dt.date,
    on: dt.date | None = None,
) -> InstalmentsResult:
    """Art. 18: the price in equal yearly instalments over 10 years. Rials that do not divide
    evenly go one each to the earliest instalments."""
    refuse_negative("price_rials", price_rials)
    p = P.lookup("land.instalment_years", regime, on or first_due)
    n = int(p.value)
    alloc = allocate(price_rials, [1] * n)
    items = tuple(
        Instalment(i + 1, add_years(first_due, i, clamp=True), r) for i, r in enumerate(alloc.parts)
    )
    expl = f"بهای زمین ({rials(price_rials)}) در {num(n)} قسط متساوی سالانه از {date_fa(first_due)} دریافت می‌شود ({p.citation.short()}): هر قسط {rials(alloc.parts[-1])}"
    if alloc.remainder:
        expl += f"؛ {num(alloc.remainder)} ریال باقیمانده یک‌ریال‌یک‌ریال به نخستین اقساط افزوده شد"
    expl += "."
    return InstalmentsResult(
        price_rials=price_rials, count=n, instalments=items, remainder_rials=alloc.remainder,
        remainder_to="earliest_instalments", regime=regime, citations=(p.citation,), explanation=expl,
    )  # fmt: skip


CLASS_LETTER_FA = {"a": "الف", "b": "ب", "c": "پ", "d": "ت", "e": "ث", "f": "ج"}
PRIORITY_CLASSES = tuple(CLASS_LETTER_FA)
CLASS_FA = {
    "a": "زارعین همان زمین مقیم ده",
    "b": "وراث زارعینی که حداکثر یک سال پیش از تقسیم فوت کرده‌اند",
    "c": "کشاورزان دارای کمتر از حداقل منطقه",
    "d": "دانش‌آموختگان کشاورزی بی‌زمین یا کم‌زمین",
    "e": "کمک کشاورزان مقیم منطقه",
    "f": "داوطلبان کار کشاورزی",
}


@dataclass(frozen=True)
class RankedApplicant(Record):
    json_names: ClassVar[dict[str, str]] = {"priority_class": "class"}

    rank: int
    id: str
    priority_class: str
    children: int
    lot: str
    lot_decided: bool


@dataclass(frozen=True)
class PriorityResult(Result):
    seed: str
    order: tuple[RankedApplicant, ...]
    excluded: tuple[tuple[str, str], ...] = ()  # (id, the Persian reason, citing art. 19 تبصره ۲)


def compute_applicant_priority(
    *,
    regime: str,
    applicants: list[dict[str, object]],
    seed: str,
    on: dt.date | None = None,
) -> PriorityResult:
    """Art. 19: classes الف–ج in order; within a class more children first (تبصره ۱); ties by a
    lot drawn reproducibly from the recorded ``seed``. ``on``: the day of the selection (the act's
    date, checked against the law's timeline). تبصره ۲: an applicant who holds more than the
    regional minimum (``over_minimum``) or falls under the law of 22 Dey 1337 barring ministers,
    deputies and officials (``barred_1337``) takes no land unless he resigns, farms and lives in
    the village (``resigned_resident``); such an applicant is left out of the ranking, listed in
    ``excluded`` with the reason."""
    P.check_regime(regime)
    if on is not None:
        from desktop.rules.timeline import check_in_force

        check_in_force(regime, on)
    if regime != "land-1339":
        raise RuleError(
            "no_such_rule",
            f"regime {regime} has no land applicants; use land-1339",
            "اولویت متقاضیان زمین در قانون اصلاحات ارضی است.",
        )
    if not isinstance(applicants, list) or not applicants:
        raise RuleError(
            "missing_key", "applicants must be a non-empty list", "فهرست متقاضیان لازم است."
        )
    if not isinstance(seed, str) or not seed:
        raise RuleError("missing_key", "seed must be a non-empty string", "بذر قرعه لازم است.")
    fa_to_latin = {v: k for k, v in CLASS_LETTER_FA.items()}
    rows: list[tuple[int, int, str, str]] = []
    excluded: list[tuple[str, str]] = []
    seen: set[str] = set()
    for i, a in enumerate(applicants):
        if not isinstance(a, dict):
            raise RuleError(
                "bad_value", f"applicants[{i}] must be an object", "متقاضی نامعتبر است."
            )
        extra = set(a) - {
            "id",
            "class",
            "children",
            "over_minimum",
            "barred_1337",
            "resigned_resident",
        }
        if extra:
            raise RuleError(
                "unknown_key", f"applicants[{i}] has unknown keys {sorted(extra)}", "کلید ناشناخته."
            )
        aid, cls, kids = a.get("id"), a.get("class"), a.get("children")
        if not isinstance(aid, str) or not aid:
            raise RuleError("missing_key", f"applicants[{i}] needs an id", "شناسهٔ متقاضی لازم است.")
        if aid in seen:
            raise RuleError("bad_value", f"applicant id {aid!r} appears twice", "شناسهٔ تکراری.")
        seen.add(aid)
        cls = fa_to_latin.get(cls, cls) if isinstance(cls, str) else cls
        if cls not in PRIORITY_CLASSES:
            raise RuleError(
                "bad_value",
                f"applicants[{i}].class must be one of a–f (الف–ج)",
                "طبقهٔ متقاضی نامعتبر است.",
            )
        if isinstance(kids, bool) or not isinstance(kids, int):
            raise RuleError(
                "missing_key",
                f"applicants[{i}] needs children (an integer)",
                "تعداد اولاد لازم است.",
            )
        if kids < 0:
            raise RuleError(
                "negative_amount",
                f"applicants[{i}].children must not be negative",
                "تعداد اولاد منفی است.",
            )
        flags = {k: a.get(k, False) for k in ("over_minimum", "barred_1337", "resigned_resident")}
        if any(not isinstance(v, bool) for v in flags.values()):
            raise RuleError("bad_value", f"applicants[{i}]: flags must be true or false", "مقدار بله/خیر نامعتبر است.")  # fmt: skip
        why = [
            text
            for key, text in (
                ("over_minimum", "بیش از حداقل منطقه زمین دارد"),
                ("barred_1337", "مشمول قانون منع مداخلهٔ وزراء و نمایندگان و کارمندان (۲۲ دی ۱۳۳۷) است"),
            )
            if flags[key] and not flags["resigned_resident"]
        ]  # fmt: skip
        if why:
            excluded.append((aid, "؛ ".join(why) + f" ({Citation('1339', 19, 'تبصره ۲').short()})"))
            continue
        rows.append((PRIORITY_CLASSES.index(str(cls)), kids, aid, lot_value(seed, aid)))
    rows.sort(key=lambda r: (r[0], -r[1], *lot_order(r[3], r[2])))
    ties: dict[tuple[int, int], int] = {}
    for r in rows:
        ties[(r[0], r[1])] = ties.get((r[0], r[1]), 0) + 1
    order = tuple(
        RankedApplicant(i + 1, aid, PRIORITY_CLASSES[c], k, lot, ties[(c, k)] > 1)
        for i, (c, k, aid, lot) in enumerate(rows)
    )
    c19, c19t = Citation("1339", 19), Citation("1339", 19, "تبصره ۱")
    expl = (
        "ترتیب تقدم: طبقات "
        + "، ".join(f"{CLASS_LETTER_FA[k]}) {v}" for k, v in CLASS_FA.items())
        + f" ({c19.short()})؛ در هر طبقه کسی که اولادش بیشتر است مقدم است و در تساوی قرعه ({c19t.short()}). "
        f"قرعه از بذر ثبت‌شدهٔ «{seed}» به روش چکیده‌سازی «شا-۲۵۶» کشیده شد و تکرارپذیر است."
    )
    cs: tuple[Citation, ...] = (c19, c19t)
    if excluded:
        c19n = Citation("1339", 19, "تبصره ۲")
        expl += f" {num(len(excluded))} متقاضی از رتبه‌بندی کنار ماند ({c19n.short()})."
        cs = (*cs, c19n)
    return PriorityResult(
        seed=seed, order=order, excluded=tuple(excluded), regime=regime, citations=cs,
        explanation=expl,
    )  # fmt: skip


@dataclass(frozen=True)
class DefaultResult(Result):
    unpaid_without_excuse: int
    enforcement_refused: bool
    defaulted: bool
    paid_counts_as_rent_rials: int | None


def compute_instalment_default(
    *,
    regime: str,
    unpaid_without_excuse: int,
    enforcement_refused: bool,
    paid_rials: int = 0,
    on: dt.date | None = None,
) -> DefaultResult:
    """Art. 27: three instalments unpaid without excuse, and still unpaid after the registry's
    enforcement order: the land returns to the state; payments made count as rent."""
    if unpaid_without_excuse < 0:
        raise RuleError(
            "negative_amount", "unpaid_without_excuse must not be negative", "تعداد منفی است."
        )
    refuse_negative("paid_rials", paid_rials)
    p = P.lookup("land.default_unpaid_instalments", regime, on)
    defaulted = unpaid_without_excuse >= int(p.value) and enforcement_refused
    expl = f"{num(unpaid_without_excuse)} قسط بدون عذر موجه پرداخت نشده است. اگر {num(p.value)} قسط پرداخت نشود و کشاورز با صدور اجرائیهٔ ثبتی نیز نپردازد، ملک به دولت منتقل می‌شود و اقساط پرداختی اجرت‌المثل ایام تصرف است ({p.citation.short()}). "
    expl += (
        f"ملک به دولت برمی‌گردد؛ {rials(paid_rials)} پرداختی اجرت‌المثل است."
        if defaulted
        else "شرایط انتقال به دولت فراهم نیست."
    )
    return DefaultResult(
        unpaid_without_excuse=unpaid_without_excuse, enforcement_refused=enforcement_refused,
        defaulted=defaulted, paid_counts_as_rent_rials=paid_rials if defaulted else None,
        regime=regime, citations=(p.citation,), explanation=expl,
    )  # fmt: skip


@dataclass(frozen=True)
class HouseResult(Result):
    building_value_rials: int
    free_rials: int
    payable_rials: int


def compute_house_payment(
    *,
    regime: str,
    building_value_rials: int,
    buildings_owned_by: str = "landlord",
    landlord_keeps: bool = False,
    on: dt.date | None = None,
) -> HouseResult:
    """Art. 31 الف: the plot passes free; of the landlord's buildings the farmer pays only what
    their value exceeds 20,000 rials, by the instalments of art. 18; buildings that are the
    farmer's own (``buildings_owned_by`` "farmer") pass to him free. Art. 31 ب
    (``landlord_keeps``): where the landlord keeps the plot and buildings for himself, he gives
    the farmer land beside the village's houses at the commission's price and pays him the cost
    of building the like of what was his — amounts the commission fixes, which this computation
    names but does not set (nothing is then payable by the farmer for these buildings)."""
    refuse_negative("building_value_rials", building_value_rials)
    if buildings_owned_by not in ("landlord", "farmer"):
        raise RuleError(
            "bad_value", "buildings_owned_by must be landlord or farmer",
            "مالکیت اعیانی باید «مالک» یا «زارع» باشد.",
        )  # fmt: skip
    p = P.lookup("land.house_free_rials", regime, on)
    c31 = Citation("1339", 31, "ب") if landlord_keeps else p.citation
    if landlord_keeps:
        expl = (
            "مالک عرصه و اعیانی را برای خود نگاه می‌دارد: به قدر لزوم از اراضی مجاور قسمت مسکونی "
            "ده، به بهایی که کمیسیون اصلاحات ارضی استان ارزیابی می‌کند، در اختیار زارع می‌گذارد و "
            "هزینهٔ ایجاد اعیانی همانند آنچه از آنِ زارع بوده به او می‌پردازد؛ این مبالغ را کمیسیون "
            f"معین می‌کند ({c31.short()}). زارع بابت این ابنیه چیزی نمی‌پردازد."
        )
        return HouseResult(
            building_value_rials=building_value_rials, free_rials=building_value_rials,
            payable_rials=0, regime=regime, citations=(c31,), explanation=expl,
        )  # fmt: skip
    if buildings_owned_by == "farmer":
        expl = (
            f"عرصه مجاناً به زارع واگذار می‌شود و اعیانی که از آنِ خود زارع است ({rials(building_value_rials)})"
            f" نیز مجاناً به او واگذار می‌گردد؛ چیزی پرداختنی نیست ({p.citation.short()})."
        )
        return HouseResult(
            building_value_rials=building_value_rials, free_rials=building_value_rials,
            payable_rials=0, regime=regime, citations=(p.citation,), explanation=expl,
        )  # fmt: skip
    free = min(building_value_rials, int(p.value))
    payable = building_value_rials - free
    expl = f"عرصهٔ خانه مجاناً به زارع واگذار می‌شود؛ از بهای اعیانی ({rials(building_value_rials)}) فقط مازاد بر {rials(p.value)} یعنی {rials(payable)} به اقساط مادهٔ ۱۸ از زارع دریافت می‌شود ({p.citation.short()})."
    return HouseResult(
        building_value_rials=building_value_rials, free_rials=free, payable_rials=payable,
        regime=regime, citations=(p.citation,), explanation=expl,
    )  # fmt: skip
