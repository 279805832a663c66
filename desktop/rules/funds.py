"""The development funds: distribution of receipts, transfers, ceilings and the old penalty."""

from __future__ import annotations

import datetime as dt
import math
from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction

from desktop.rules import parameters as P
from desktop.rules.citations import Citation, unique
from desktop.rules.errors import RuleError
from desktop.rules.fields import label_fa, refuse_negative
from desktop.rules.money import allocate, as_fraction, percent_of, times
from desktop.rules.result import ROUNDING_NOTE, Result, num, pct, rials

LEVEL_FA = {
    "village": "قریه",
    "dehestan": "دهستان",
    "bakhsh": "بخش",
    "shahrestan_council": "شورای کشاورزی شهرستان",
}


@dataclass(frozen=True)
class DistributionResult(Result):
    amount_rials: int
    village_rials: int
    dehestan_rials: int
    bakhsh_rials: int
    shahrestan_council_rials: int | None
    remainder_rials: int
    remainder_to: tuple[str, ...]


def compute_distribution(
    *, regime: str, amount_rials: int, on: dt.date | None = None
) -> DistributionResult:
    """1331 art. 7: 50/30/20; 1334 art. 6: 70/15/14/1 — largest remainder, ties to the village."""
    refuse_negative("amount_rials", amount_rials)
    levels = ["village", "dehestan", "bakhsh"]
    if P.has("funds.shahrestan_council_percent", regime):
        levels.append("shahrestan_council")
    ps = [P.lookup(f"funds.{lv}_percent", regime, on) for lv in levels]
    alloc = allocate(amount_rials, [p.value for p in ps])
    parts = dict(zip(levels, alloc.parts, strict=True))
    to = tuple(levels[i] for i in alloc.remainder_to)
    body = "، ".join(
        f"{LEVEL_FA[lv]} {pct(p.value)}: {rials(parts[lv])}"
        for lv, p in zip(levels, ps, strict=True)
    )
    rem = (
        f" باقیماندهٔ گردکردن ({rials(alloc.remainder)}) به روش بزرگ‌ترین باقیمانده به {'، '.join(LEVEL_FA[t] for t in to)} داده شد."
        if alloc.remainder
        else ""
    )
    cs = unique([p.citation for p in ps])
    expl = f"درآمد {rials(amount_rials)} صندوق عمران قریه چنین تقسیم می‌شود — {body} ({cs[0].short()}).{rem}"
    return DistributionResult(
        amount_rials=amount_rials,
        village_rials=parts["village"],
        dehestan_rials=parts["dehestan"],
        bakhsh_rials=parts["bakhsh"],
        shahrestan_council_rials=parts.get("shahrestan_council"),
        remainder_rials=alloc.remainder,
        remainder_to=to,
        regime=regime,
        citations=cs,
        explanation=expl,
    )


@dataclass(frozen=True)
class TransferResult(Result):
    bakhsh_income_rials: int
    shahrestan_rials: int
    bakhsh_keeps_rials: int


def compute_bakhsh_transfer(
    *,
    regime: str,
    bakhsh_income_rials: int,
    on: dt.date | None = None,
) -> TransferResult:
    """1331 art. 12: 20%; 1334 art. 11: 10% of the bakhsh fund's income to the shahrestan."""
    refuse_negative("bakhsh_income_rials", bakhsh_income_rials)
    p = P.lookup("funds.bakhsh_to_shahrestan_percent", regime, on)
    part = percent_of(bakhsh_income_rials, p.value)
    expl = f"صندوق عمران بخش {pct(p.value)} درآمد خود ({rials(bakhsh_income_rials)}) یعنی {rials(part)} را به صندوق مرکزی شهرستان تحویل می‌دهد ({p.citation.short()}). {ROUNDING_NOTE}"
    return TransferResult(
        bakhsh_income_rials=bakhsh_income_rials, shahrestan_rials=part,
        bakhsh_keeps_rials=bakhsh_income_rials - part, regime=regime,
        citations=(p.citation,), explanation=expl,
    )  # fmt: skip


@dataclass(frozen=True)
class AdminCeilingResult(Result):
    income_rials: int
    ceiling_rials: int
    spent_rials: int | None = None
    within_ceiling: bool | None = None


def compute_admin_ceiling(
    *,
    regime: str,
    income_rials: int,
    spent_rials: int | None = None,
    on: dt.date | None = None,
) -> AdminCeilingResult:
    """1331 art. 30: at most 10%; 1334 art. 25: at most 2% of income on administration."""
    refuse_negative("income_rials", income_rials)
    if spent_rials is not None:
        refuse_negative("spent_rials", spent_rials)
    p = P.lookup("funds.admin_max_percent", regime, on)
    ceiling = percent_of(income_rials, p.value)
    within = None if spent_rials is None else spent_rials <= ceiling
    expl = f"هزینهٔ اداری حداکثر {pct(p.value)} درآمد ({rials(income_rials)}) یعنی {rials(ceiling)} است ({p.citation.short()})."
    if spent_rials is not None:
        expl += (
            f" هزینهٔ {rials(spent_rials)} {'در حد مجاز است' if within else 'از حد مجاز بیشتر است'}."
        )
    return AdminCeilingResult(
        income_rials=income_rials, ceiling_rials=ceiling, spent_rials=spent_rials,
        within_ceiling=within, regime=regime, citations=(p.citation,), explanation=expl + " " + ROUNDING_NOTE,
    )  # fmt: skip


@dataclass(frozen=True)
class LoanCeilingResult(Result):
    ordinary_income_rials: int
    max_loan_rials: int
    max_interest_percent: Decimal
    max_years: int
    within_limits: bool | None = None
    problems: tuple[str, ...] | None = None


def compute_loan_ceiling(
    *,
    regime: str,
    ordinary_income_rials: int,
    requested_rials: int | None = None,
    interest_percent: float | int | None = None,
    years: int | None = None,
    on: dt.date | None = None,
) -> LoanCeilingResult:
    """1331 art. 14: 5× ordinary income; 1334 art. 13: 10×; at most 6%, 10 years (both)."""
    refuse_negative("ordinary_income_rials", ordinary_income_rials)
    mp = P.lookup("funds.loan_multiple", regime, on)
    ip = P.lookup("funds.loan_max_interest_percent", regime, on)
    yp = P.lookup("funds.loan_years", regime, on)
    ceiling = times(ordinary_income_rials, mp.value)
    problems: list[str] = []
    if requested_rials is not None:
        refuse_negative("requested_rials", requested_rials)
        if requested_rials > ceiling:
            problems.append("amount")
    if interest_percent is not None:
        if isinstance(interest_percent, float) and not math.isfinite(interest_percent):
            raise RuleError(
                "not_finite",
                "interest_percent must be a finite number",
                f"«{label_fa('interest_percent')}» عدد معتبری نیست.",
            )
        if as_fraction(interest_percent) < 0:
            raise RuleError(
                "negative_amount", "interest_percent must not be negative", "سود منفی است."
            )
        if as_fraction(interest_percent) > Fraction(ip.value):
            problems.append("interest")
    if years is not None:
        if years < 0:
            raise RuleError("negative_amount", "years must not be negative", "مدت منفی است.")
        if years > yp.value:
            problems.append("years")
    asked = requested_rials is not None or interest_percent is not None or years is not None
    expl = (
        f"بانک کشاورزی حداکثر {num(mp.value)} برابر درآمد عادی صندوق ({rials(ordinary_income_rials)}) یعنی {rials(ceiling)}، "
        f"با سود حداکثر {pct(ip.value)} و برای مدت {num(yp.value)} سال وام می‌دهد، به موافقت و ضمانت صندوق مافوق ({mp.citation.short()})."
    )
    if asked:
        fa = {"amount": "مبلغ", "interest": "سود", "years": "مدت"}
        expl += (
            " درخواست در حدود قانون است."
            if not problems
            else " بیش از حد قانون: " + "، ".join(fa[x] for x in problems) + "."
        )
    return LoanCeilingResult(
        ordinary_income_rials=ordinary_income_rials, max_loan_rials=ceiling,
        max_interest_percent=Decimal(ip.value), max_years=int(yp.value),
        within_limits=(not problems) if asked else None, problems=tuple(problems) if asked else None,
        regime=regime, citations=unique([mp.citation, ip.citation, yp.citation]), explanation=expl,
    )  # fmt: skip


@dataclass(frozen=True)
class LatePenaltyResult(Result):
    amount_rials: int
    repeated: bool
    fine_rials: int
    multiple: int
    prison_up_to_months: int | None = None


def compute_late_penalty(
    *,
    regime: str,
    amount_rials: int,
    repeated: bool,
    on: dt.date | None = None,
) -> LatePenaltyResult:
    """Bill art. 32 (``1331-original`` only): fine 2×; on repetition 4× and prison up to 2 months."""
    refuse_negative("amount_rials", amount_rials)
    if regime == "1331":
        raise RuleError(
            "no_such_rule",
            "regime 1331 has no late-delivery fine: bill art. 32 was replaced by supplement art. 32 (the bakhshdar collects or sues)",
            "در لایحهٔ اصلاح‌شده جریمهٔ تأخیر نیست: مادهٔ ۳۲ لایحه با مادهٔ ۳۲ متمم جایگزین شده است.",
        )
    if repeated:
        mp = P.lookup("penalty.late.repeat_multiple", regime, on)
        prison = P.lookup("penalty.late.repeat_prison_months", regime, on)
    else:
        mp = P.lookup("penalty.late.multiple", regime, on)
        prison = None
    fine = times(amount_rials, mp.value)
    expl = f"مالک یا مسئول وصولی که وجوه یا اجناس صندوق ({rials(amount_rials)}) را در موعد تحویل نداده، به جریمهٔ {num(mp.value)} برابر یعنی {rials(fine)} محکوم می‌شود"
    expl += (
        f" و چون تکرار شده، به حبس تأدیبی تا {num(prison.value)} ماه نیز ({mp.citation.short()})."
        if prison
        else f" ({mp.citation.short()})."
    )
    return LatePenaltyResult(
        amount_rials=amount_rials, repeated=repeated, fine_rials=fine, multiple=int(mp.value),
        prison_up_to_months=int(prison.value) if prison else None,
        regime=regime, citations=(mp.citation,), explanation=expl,
    )  # fmt: skip


@dataclass(frozen=True)
class FarmerShare:
    name: str
    weight: Decimal
    rials: int
    got_remainder: bool

    def to_json(self) -> dict[str, object]:
        w = int(self.weight) if self.weight == int(self.weight) else float(self.weight)
        return {
            "name": self.name,
            "weight": w,
            "rials": self.rials,
            "got_remainder": self.got_remainder,
        }


@dataclass(frozen=True)
class FarmersSplitResult(Result):
    amount_rials: int
    basis: str
    shares: tuple[FarmerShare, ...]
    remainder_rials: int


BASES = ("area", "shares", "equal")
SPLIT_KINDS_1331 = ("crop_in_kind", "summer_sold")
MAX_WEIGHT = 10**12


def compute_farmers_split(
    *,
    regime: str,
    amount_rials: int,
    basis: str,
    farmers: list[dict[str, object]],
    income_kind: str = "crop_in_kind",
    on: dt.date | None = None,
) -> FarmersSplitResult:
    """The farmers' portion split among the farmers who grew the crop, by area, shares or equally.

    ``income_kind`` (1331) names the portion split and so its paragraph: ``crop_in_kind`` (art. 1
    الف, at harvest) or ``summer_sold`` (art. 1 ب, after the landlord's summer crop is sold)."""
    P.check_regime(regime)
    refuse_negative("amount_rials", amount_rials)
    if basis not in BASES:
        raise RuleError(
            "bad_value",
            f"basis must be one of {', '.join(BASES)}",
            "مبنای تقسیم باید مساحت، سهم یا مساوی باشد.",
        )
    if regime in ("1331", "1331-original"):
        if income_kind not in SPLIT_KINDS_1331:
            raise RuleError(
                "bad_value",
                f"income_kind must be one of {', '.join(SPLIT_KINDS_1331)}",
                "«نوع درآمد» باید محصول جنسی یا فروش صیفی باشد.",
            )
        cite = P.lookup(f"levy.{income_kind}.farmers_percent", regime, on).citation
    elif regime == "1334":
        cite = P.lookup("levy.net_under_half.farmers_percent", regime, on).citation
    else:
        raise RuleError(
            "no_such_rule",
            f"regime {regime} has no farmers' portion",
            "در این نظام سهم زارعین نیست.",
        )
    if not isinstance(farmers, list) or not farmers:
        raise RuleError(
            "missing_key",
            "farmers must be a non-empty list of {name, weight}",
            "فهرست زارعین لازم است.",
        )
    names: list[str] = []
    weights: list[Decimal] = []
    for i, f in enumerate(farmers):
        if not isinstance(f, dict) or not isinstance(f.get("name"), str):
            raise RuleError("bad_value", f"farmers[{i}] needs a name", "نام زارع لازم است.")
        extra = set(f) - {"name", "weight"}
        if extra:
            raise RuleError(
                "unknown_key",
                f"farmers[{i}] has unknown keys {sorted(extra)}",
                "کلید ناشناخته در فهرست زارعین.",
            )
        if basis == "equal":
            if "weight" in f:
                raise RuleError(
                    "unknown_key",
                    "weight does not apply when basis is equal",
                    "در تقسیم مساوی وزن لازم نیست.",
                )
            w = Decimal(1)
        else:
            raw = f.get("weight")
            if isinstance(raw, bool) or not isinstance(raw, int | float):
                raise RuleError(
                    "missing_key",
                    f"farmers[{i}] needs a numeric weight ({basis})",
                    "وزن (مساحت یا سهم) زارع لازم است.",
                )
            if not math.isfinite(raw) or abs(raw) > MAX_WEIGHT:
                raise RuleError(
                    "not_finite",
                    f"farmers[{i}].weight must be a finite number up to {MAX_WEIGHT}",
                    "وزن (مساحت یا سهم) زارع عدد معتبری نیست.",
                )
            w = Decimal(str(raw))
            if w < 0:
                raise RuleError(
                    "negative_amount", f"farmers[{i}].weight must not be negative", "وزن منفی است."
                )
        names.append(str(f["name"]))
        weights.append(w)
    alloc = allocate(amount_rials, weights)
    shares = tuple(
        FarmerShare(n, w, r, i in alloc.remainder_to)
        for i, (n, w, r) in enumerate(zip(names, weights, alloc.parts, strict=True))
    )
    basis_fa = {"area": "به نسبت مساحت", "shares": "به نسبت سهم", "equal": "به تساوی"}[basis]
    body = "، ".join(f"{s.name}: {rials(s.rials)}" for s in shares)
    expl = f"سهم زارعین ({rials(amount_rials)}) میان زارعینی که محصول را عمل آورده‌اند {basis_fa} تقسیم شد ({cite.short()}) — {body}."
    if alloc.remainder:
        winners = "، ".join(names[i] for i in alloc.remainder_to)
        expl += f" باقیماندهٔ گردکردن ({rials(alloc.remainder)}) به روش بزرگ‌ترین باقیمانده به {winners} رسید."
    return FarmersSplitResult(
        amount_rials=amount_rials, basis=basis, shares=shares, remainder_rials=alloc.remainder,
        regime=regime, citations=(cite,), explanation=expl,
    )  # fmt: skip


@dataclass(frozen=True)
class ReceiptLine:
    """One recipient of a village receipt's money, with the article that gives it its part."""

    recipient_fa: str
    rials: int
    citation: Citation
    note_fa: str = ""


def receipt_lines(
    *, regime: str, village: int, dehestan: int, bakhsh: int, council: int, transfer: int
) -> tuple[ReceiptLine, ...]:
    """Who receives what of a village receipt, one line per recipient: the split of 1331 art. 7
    (50/30/20) or 1334 art. 6 (70/15/14/1), and the bakhsh fund's transfer to the shahrestan
    central fund (1331 art. 12: 20%; 1334 art. 11: 10% of its income). The bakhsh line is net of
    that transfer and says so; under 1334 the 1% of art. 6 goes to the shahrestan's agricultural
    council (شورای کشاورزی شهرستان), a body of its own — not the central fund of art. 11 — so
    the two are two lines with two citations. Amounts are the payment's, already split."""
    split = P.lookup("funds.village_percent", regime).citation
    moved = P.lookup("funds.bakhsh_to_shahrestan_percent", regime).citation
    out = [
        ReceiptLine("صندوق عمران قریه", village, split),
        ReceiptLine("صندوق عمران دهستان", dehestan, split),
        ReceiptLine(
            "صندوق عمران بخش",
            bakhsh - transfer,
            split,
            f"سهم بخش {rials(bakhsh)} پس از کسر {rials(transfer)} که به حکم {moved.short()} به "
            "صندوق مرکزی شهرستان تحویل می‌شود",
        ),  # fmt: skip
        ReceiptLine("صندوق مرکزی شهرستان", transfer, moved),
    ]
    if P.has("funds.shahrestan_council_percent", regime):
        out.append(ReceiptLine(LEVEL_FA["shahrestan_council"], council, split))
    return tuple(out)
