"""The levy on a landlord's income: who gets what of it, with the article it rests on.

``1331`` / ``1331-original``: 20% of the landlord's share (bill/supplement art. 1), in the kinds
of income listed in ``KINDS_1331``; ``1334``: the development duty (art. 2), the farmers' increase
(art. 3) and the kadkhoda's 5% in small-owner villages (art. 6 تبصره).

Rounding: each percentage is rounded down to the rial (``money.percent_of``); the rial fractions
left by the rounding stay with the payer (``landlord_keeps_rials``).
"""

from __future__ import annotations

import dataclasses
import datetime as dt
from dataclasses import dataclass

from desktop.rules import parameters as P
from desktop.rules.choices import DEFAULT_CHOICES, Choices
from desktop.rules.citations import Citation, unique
from desktop.rules.deadlines import add_years
from desktop.rules.errors import RuleError
from desktop.rules.fields import label_fa
from desktop.rules.money import percent_of
from desktop.rules.result import ROUNDING_NOTE, Result, cites, date_fa, num, pct, rials

KINDS_1331 = (
    "crop_in_kind",
    "summer_sold",
    "gavband_worker",
    "cash",
    "inputs_share_worker",
    "inputs_wage_worker",
    "pump_water",
    "orchard_in_kind",
    "orchard_net",
    "municipal_property",
    "farmer_owned",
    "resident",
)
KINDS_1334 = (
    "development_duty",
    "net_under_half",
    "half_share_gavband",
    "half_share_no_gavband",
    "small_owner_village",
)
FARMING = ("irrigated", "dry")

# Kinds whose base is the landlord's share and may be taken at the default 40%/20% of the crop
# where no custom exists (supplement art. 1 تبصره ۲).
_DEFAULT_SHARE_KINDS = (
    "crop_in_kind",
    "gavband_worker",
    "inputs_share_worker",
    "inputs_wage_worker",
)


@dataclass(frozen=True)
class LevyResult(Result):
    income_kind: str
    base_rials: int
    farmers_rials: int
    fund_rials: int
    landlord_keeps_rials: int | None
    farmers_recipient: str | None = None  # farmers | share_worker | sharecropper
    fund_recipient: str | None = None  # development_funds | village_fund
    gavband_pays_rials: int | None = None
    tax_rials: int | None = None
    default_share_percent: int | None = None
    exempt: bool | None = None
    special_contract: bool | None = None
    statutory_farmers_rials: int | None = None


@dataclass(frozen=True)
class _Base:
    amount: int
    citations: tuple[Citation, ...]
    note: str
    default_percent: int | None


def compute_levy(
    *,
    regime: str,
    income_kind: str,
    landlord_share_rials: int | None = None,
    crop_total_rials: int | None = None,
    farming: str | None = None,
    income_rials: int | None = None,
    net_income_rials: int | None = None,
    has_sharecropper: bool | None = None,
    gavband_share_rials: int | None = None,
    collected_rials: int | None = None,
    special_contract: bool = False,
    on: dt.date | None = None,
    choices: Choices = DEFAULT_CHOICES,
) -> LevyResult:
    """``special_contract``: the landlord and farmer have a special contract (1334 arts. 26–27
    تبصره: it stays valid and enforceable): the farmers' increase of art. 3 gives way to it and
    the result says so with both articles; the development duty and the kadkhoda's 5% are not
    the landlord–farmer division and are computed as usual. The 1331 bill has no such rule."""
    P.check_regime(regime)
    args: dict[str, object] = {
        "landlord_share_rials": landlord_share_rials,
        "crop_total_rials": crop_total_rials,
        "farming": farming,
        "income_rials": income_rials,
        "net_income_rials": net_income_rials,
        "has_sharecropper": has_sharecropper,
        "gavband_share_rials": gavband_share_rials,
        "collected_rials": collected_rials,
    }
    for k, v in args.items():
        if isinstance(v, int) and not isinstance(v, bool) and v < 0:
            raise RuleError(
                "negative_amount", f"{k} must not be negative", f"«{label_fa(k)}» منفی است."
            )
    if farming is not None and farming not in FARMING:
        raise RuleError(
            "bad_value",
            f"farming must be one of {', '.join(FARMING)}",
            "نوع زراعت باید آبی یا دیم باشد.",
        )
    if special_contract and regime != "1334":
        raise RuleError(
            "no_such_rule",
            f"regime {regime} has no special-contract rule",
            f"در «{P.REGIME_LABEL_FA[regime]}» حکمی دربارهٔ قرارداد خاص مالک و کشاورز نیست؛"
            " کسر سهم مالکانه قطعی است.",
        )
    if regime in ("1331", "1331-original"):
        if income_kind not in KINDS_1331:
            raise _unknown_kind(income_kind, regime, KINDS_1331)
        return _LEVY_1331[income_kind](regime, income_kind, args, on, choices)
    if regime == "1334":
        if income_kind not in KINDS_1334:
            raise _unknown_kind(income_kind, regime, KINDS_1334)
        result = _LEVY_1334[income_kind](regime, income_kind, args, on, choices)
        return _with_contract(result, on) if special_contract else result
    raise RuleError(
        "no_such_rule",
        f"regime {regime} has no levy",
        f"در {P.REGIME_LABEL_FA[regime]} حکم عوارض سهم مالکانه نیست.",
    )


def _unknown_kind(kind: str, regime: str, known: tuple[str, ...]) -> RuleError:
    return RuleError(
        "unknown_income_kind",
        f"income_kind {kind!r} is not a kind of income under {regime}; known: {', '.join(known)}",
        f"این نوع درآمد در «{P.REGIME_LABEL_FA[regime]}» نیست.",
    )


def _only(args: dict[str, object], kind: str, allowed: tuple[str, ...]) -> None:
    for k, v in args.items():
        if v is not None and k not in allowed:
            raise RuleError(
                "unknown_key",
                f"key {k!r} does not apply to income_kind {kind}",
                f"«{label_fa(k)}» به این نوع درآمد مربوط نیست.",
            )


def _need(args: dict[str, object], key: str, kind: str) -> object:
    v = args.get(key)
    if v is None:
        raise RuleError(
            "missing_key",
            f"income_kind {kind} needs {key!r}",
            f"برای این نوع درآمد «{label_fa(key)}» لازم است.",
        )
    return v


def _need_int(args: dict[str, object], key: str, kind: str) -> int:
    v = _need(args, key, kind)
    assert isinstance(v, int)
    return v


def _landlord_base(regime: str, kind: str, args: dict[str, object], on: dt.date | None) -> _Base:
    """The landlord's share: given, or (amended 1331 only) 40%/20% of the crop where no custom."""
    share, crop = args["landlord_share_rials"], args["crop_total_rials"]
    if share is not None and crop is not None:
        raise RuleError(
            "conflicting_keys",
            "give landlord_share_rials or crop_total_rials with farming, not both",
            "یا سهم مالکانه یا کل محصول، نه هر دو.",
        )
    if share is not None:
        assert isinstance(share, int)
        if args["farming"] is not None:
            raise RuleError(
                "unknown_key",
                "farming applies only with crop_total_rials",
                "نوع زراعت فقط با کل محصول معنا دارد.",
            )
        return _Base(share, (), "", None)
    if crop is None:
        raise RuleError(
            "missing_key",
            f"income_kind {kind} needs landlord_share_rials (or crop_total_rials with farming)",
            "سهم مالکانه لازم است.",
        )
    if kind not in _DEFAULT_SHARE_KINDS:
        raise RuleError(
            "unknown_key",
            f"crop_total_rials does not apply to income_kind {kind}",
            "کل محصول به این نوع درآمد مربوط نیست.",
        )
    assert isinstance(crop, int)
    farming = _need(args, "farming", kind)
    p = P.lookup(f"levy.default_share.{farming}_percent", regime, on)
    amount = percent_of(crop, p.value)
    farm_fa = "آبی" if farming == "irrigated" else "دیم"
    note = f"چون عرف دیگری نیست، سهم مالکانه در زراعت {farm_fa} {pct(p.value)} کل محصول ({rials(crop)}) یعنی {rials(amount)} حساب شد ({p.citation.short()}). "
    return _Base(amount, (p.citation,), note, int(p.value))


def _ten_ten(
    regime: str, kind: str, args: dict[str, object], on: dt.date | None, choices: Choices
) -> LevyResult:
    names = {
        "crop_in_kind": (
            "levy.crop_in_kind.farmers_percent",
            "levy.crop_in_kind.fund_percent",
            "farmers",
        ),
        "summer_sold": (
            "levy.summer_sold.farmers_percent",
            "levy.summer_sold.fund_percent",
            "farmers",
        ),
        "gavband_worker": (
            "levy.gavband_worker.worker_percent",
            "levy.gavband_worker.fund_percent",
            "share_worker",
        ),
        "inputs_share_worker": (
            "levy.inputs_share_worker.worker_percent",
            "levy.inputs_share_worker.fund_percent",
            "share_worker",
        ),
    }
    f_name, fund_name, recipient = names[kind]
    allowed = (
        ("landlord_share_rials",)
        if kind == "summer_sold"
        else ("landlord_share_rials", "crop_total_rials", "farming")
    )
    _only(args, kind, allowed)
    fp, up = P.lookup(f_name, regime, on), P.lookup(fund_name, regime, on)
    base = _landlord_base(regime, kind, args, on)
    farmers, fund = percent_of(base.amount, fp.value), percent_of(base.amount, up.value)
    who = {
        "farmers": "زارعینی که محصول را عمل آورده‌اند",
        "share_worker": "کارگر سهم‌بر (پنج‌یک‌کار، قره، دهقان، زعیم)",
    }[recipient]
    what = {
        "crop_in_kind": "محصول شتوی یا صیفی که عین جنس تقسیم می‌شود، در موقع برداشت",
        "summer_sold": "فروش صیفی و تره‌بار سهم مالک",
        "gavband_worker": "محصولی که گاوبند سهمی از آن را به کارگر می‌دهد؛ سهم زارع به کارگر می‌رسد نه گاوبند",
        "inputs_share_worker": "زراعتی که مالک عوامل آن را داده و کارگر سهم‌بر کار کرده است؛ فقط از سهم مالکانهٔ عرفی",
    }[kind]
    cs = unique([*base.citations, fp.citation, up.citation])
    expl = (
        f"{base.note}از سهم مالکانهٔ {rials(base.amount)} ({what})، {pct(fp.value)} یعنی {rials(farmers)} به {who} "
        f"و {pct(up.value)} یعنی {rials(fund)} به صندوق‌های عمران و تعاون می‌رسد ({cites(cs)}). {ROUNDING_NOTE}"
    )
    return LevyResult(
        income_kind=kind, base_rials=base.amount, farmers_rials=farmers, fund_rials=fund,
        landlord_keeps_rials=base.amount - farmers - fund, farmers_recipient=recipient,
        fund_recipient="development_funds", default_share_percent=base.default_percent,
        regime=regime, citations=cs, explanation=expl,
    )  # fmt: skip


def _fund_only(
    regime: str, kind: str, args: dict[str, object], on: dt.date | None, choices: Choices
) -> LevyResult:
    spec = {
        "cash": (
            "levy.cash.fund_percent",
            "village_fund",
            "درآمد نقدی (جریبانه، علفچر، سرچر، باج صحرا، اجارهٔ مرتع و دکان و یخچال و کاروانسرا و آسیا و آبدنک، درآمد جنگلی)؛ به تدریج که وصول می‌شود",
        ),
        "inputs_wage_worker": (
            "levy.inputs_wage_worker.fund_percent",
            "development_funds",
            "زراعتی که مالک عوامل آن را داده و کارگر مزد نقدی یا جنسی معین می‌گیرد؛ به کارگر سهمی نمی‌رسد",
        ),
        "orchard_in_kind": (
            "levy.orchard_in_kind.fund_percent",
            "development_funds",
            "سهم جنسی مالک از قلمستان یا بیشه یا باغ میوه؛ در موقع قطع درخت یا برداشت",
        ),
    }
    name, fund_to, what = spec[kind]
    allowed = (
        ("landlord_share_rials", "crop_total_rials", "farming")
        if kind == "inputs_wage_worker"
        else ("landlord_share_rials",)
    )
    _only(args, kind, allowed)
    p = P.lookup(name, regime, on)
    base = _landlord_base(regime, kind, args, on)
    fund = percent_of(base.amount, p.value)
    cs = unique([*base.citations, p.citation])
    to_fa = "صندوق تعاون و عمران قریه" if fund_to == "village_fund" else "صندوق‌های عمران و تعاون"
    expl = f"{base.note}از سهم مالکانهٔ {rials(base.amount)} ({what})، {pct(p.value)} یعنی {rials(fund)} به {to_fa} می‌رسد ({cites(cs)}). {ROUNDING_NOTE}"
    return LevyResult(
        income_kind=kind, base_rials=base.amount, farmers_rials=0, fund_rials=fund,
        landlord_keeps_rials=base.amount - fund, fund_recipient=fund_to,
        default_share_percent=base.default_percent, regime=regime, citations=cs, explanation=expl,
    )  # fmt: skip


def _pump_water(
    regime: str, kind: str, args: dict[str, object], on: dt.date | None, choices: Choices
) -> LevyResult:
    _only(args, kind, ("landlord_share_rials", "has_sharecropper"))
    share = _need_int(args, "landlord_share_rials", kind)
    has = _need(args, "has_sharecropper", kind)
    p = P.lookup("levy.pump_water.percent", regime, on)
    part = percent_of(share, p.value)
    if has:
        farmers, fund, recipient, fund_to = part, 0, "sharecropper", None
        to = f"به کشاورز سهم‌بر می‌رسد ({rials(part)})"
    elif choices.pump_water_without_sharecropper == "fund":
        farmers, fund, recipient, fund_to = 0, part, None, "development_funds"
        to = f"چون کشاورز سهم‌بری نیست، به انتخاب دفتر به صندوق عمران و تعاون می‌رسد ({rials(part)})"
    else:
        farmers = fund = 0
        recipient = fund_to = None
        to = "چون کشاورز سهم‌بری نیست، به انتخاب دفتر اخذ نمی‌شود"
    expl = f"مالک آب را با تلمبه از چاه یا رودخانه یا گاوچاه تهیه می‌کند: فقط {pct(p.value)} از سهم مالکانهٔ {rials(share)} اخذ می‌شود و {to} ({p.citation.short()}). {ROUNDING_NOTE}"
    return LevyResult(
        income_kind=kind, base_rials=share, farmers_rials=farmers, fund_rials=fund,
        landlord_keeps_rials=share - farmers - fund, farmers_recipient=recipient, fund_recipient=fund_to,
        regime=regime, citations=(p.citation,), explanation=expl,
    )  # fmt: skip


def _orchard_net(
    regime: str, kind: str, args: dict[str, object], on: dt.date | None, choices: Choices
) -> LevyResult:
    _only(args, kind, ("net_income_rials",))
    net = _need_int(args, "net_income_rials", kind)
    threshold = P.lookup("levy.orchard_net.threshold_rials", regime, on)
    p = P.lookup("levy.orchard_net.fund_percent", regime, on)
    over = net > threshold.value
    fund = percent_of(net, p.value) if over else 0
    if over:
        expl = f"درآمد خالص سالانهٔ باغات مالک در ده {rials(net)} است و از {rials(threshold.value)} بیشتر است؛ صدی {pct(p.value).split()[0]} آن یعنی {rials(fund)} به صندوق عمران و تعاون می‌رسد ({p.citation.short()}). {ROUNDING_NOTE}"
    else:
        expl = f"درآمد خالص سالانهٔ باغات مالک در ده {rials(net)} است و از {rials(threshold.value)} بیشتر نیست؛ چیزی به صندوق تعلق نمی‌گیرد ({p.citation.short()})."
    return LevyResult(
        income_kind=kind, base_rials=net, farmers_rials=0, fund_rials=fund, landlord_keeps_rials=net - fund,
        fund_recipient="development_funds", regime=regime, citations=(p.citation,), explanation=expl,
    )  # fmt: skip


def _municipal(
    regime: str, kind: str, args: dict[str, object], on: dt.date | None, choices: Choices
) -> LevyResult:
    _only(args, kind, ("landlord_share_rials",))
    share = _need_int(args, "landlord_share_rials", kind)
    p = P.lookup("levy.municipal_property.exempt", regime, on)
    total = P.lookup("levy.total_percent", regime, on)
    expl = f"مستغلاتی که در محل دارای شهرداری مالیات مستغلات و عوارض شهرداری می‌پردازند از پرداخت {pct(total.value)} معاف‌اند؛ از {rials(share)} چیزی کسر نمی‌شود ({p.citation.short()})."
    return LevyResult(
        income_kind=kind, base_rials=share, farmers_rials=0, fund_rials=0, landlord_keeps_rials=share,
        exempt=True, regime=regime, citations=(p.citation,), explanation=expl,
    )  # fmt: skip


def _farmer_owned(
    regime: str, kind: str, args: dict[str, object], on: dt.date | None, choices: Choices
) -> LevyResult:
    _only(args, kind, ("income_rials", "farming"))
    income = _need_int(args, "income_rials", kind)
    farming = _need(args, "farming", kind)
    p = P.lookup(f"levy.farmer_owned.{farming}_percent", regime, on)
    fund = percent_of(income, p.value)
    farm_fa = "آبی" if farming == "irrigated" else "دیم"
    expl = f"زمین متعلق به زارعین است و خودشان می‌کارند؛ در زراعت {farm_fa} {pct(p.value)} از درآمد کل جنسی و نقدی ({rials(income)}) یعنی {rials(fund)} به صندوق عمران و تعاون قریه می‌رسد ({p.citation.short()}). {ROUNDING_NOTE}"
    return LevyResult(
        income_kind=kind, base_rials=income, farmers_rials=0, fund_rials=fund, landlord_keeps_rials=income - fund,
        fund_recipient="village_fund", regime=regime, citations=(p.citation,), explanation=expl,
    )  # fmt: skip


def _resident(
    regime: str, kind: str, args: dict[str, object], on: dt.date | None, choices: Choices
) -> LevyResult:
    _only(args, kind, ("income_rials",))
    income = _need_int(args, "income_rials", kind)
    p = P.lookup("levy.resident.percent", regime, on)
    fund = percent_of(income, p.value)
    expl = f"ساکن قریه (زارع یا خوش‌نشین) {pct(p.value)} از عواید خود ({rials(income)}) یعنی {rials(fund)} به صندوق تعاون و عمران قریه می‌پردازد و به تشخیص شورای ده از حیث کارگر و سوخت و حمل مصالح نیز کمک می‌کند ({p.citation.short()}). {ROUNDING_NOTE}"
    return LevyResult(
        income_kind=kind, base_rials=income, farmers_rials=0, fund_rials=fund, landlord_keeps_rials=income - fund,
        fund_recipient="village_fund", regime=regime, citations=(p.citation,), explanation=expl,
    )  # fmt: skip


_LEVY_1331 = {
    "crop_in_kind": _ten_ten,
    "summer_sold": _ten_ten,
    "gavband_worker": _ten_ten,
    "inputs_share_worker": _ten_ten,
    "cash": _fund_only,
    "inputs_wage_worker": _fund_only,
    "orchard_in_kind": _fund_only,
    "pump_water": _pump_water,
    "orchard_net": _orchard_net,
    "municipal_property": _municipal,
    "farmer_owned": _farmer_owned,
    "resident": _resident,
}


# --- 1334 --------------------------------------------------------------------------------------
def _development_duty(
    regime: str, kind: str, args: dict[str, object], on: dt.date | None, choices: Choices
) -> LevyResult:
    _only(args, kind, ("collected_rials",))
    collected = _need_int(args, "collected_rials", kind)
    p = P.lookup("levy.development_duty.percent_of_collected", regime, on)
    duty = percent_of(collected, p.value)
    expl = f"از {rials(collected)} که به موجب قانون مالیات از املاک مزروعی دریافت شده، نصف ({rials(duty)}) عوارض عمرانی و بقیه ({rials(collected - duty)}) مالیات املاک مزروعی است ({p.citation.short()}). کسر ریال به نفع مالیات گرد شده است."
    return LevyResult(
        income_kind=kind, base_rials=collected, farmers_rials=0, fund_rials=duty, landlord_keeps_rials=None,
        tax_rials=collected - duty, fund_recipient="village_fund", regime=regime,
        citations=(p.citation,), explanation=expl,
    )  # fmt: skip


def _net_under_half(
    regime: str, kind: str, args: dict[str, object], on: dt.date | None, choices: Choices
) -> LevyResult:
    _only(args, kind, ("landlord_share_rials",))
    net = _need_int(args, "landlord_share_rials", kind)
    cond = P.lookup("levy.net_under_half.farmer_share_below_percent", regime, on)
    p = P.lookup("levy.net_under_half.farmers_percent", regime, on)
    farmers = percent_of(net, p.value)
    expl = f"سهم زارع کمتر از {pct(cond.value)} محصول است؛ مالک {pct(p.value)} از درآمد خالص مالکانه ({rials(net)}) یعنی {rials(farmers)} را به زارعی که شخصاً مباشر زراعت است می‌پردازد ({p.citation.short()}). {ROUNDING_NOTE}"
    return LevyResult(
        income_kind=kind, base_rials=net, farmers_rials=farmers, fund_rials=0, landlord_keeps_rials=net - farmers,
        farmers_recipient="farmers", regime=regime, citations=(p.citation,), explanation=expl,
    )  # fmt: skip


def _half_share_gavband(
    regime: str, kind: str, args: dict[str, object], on: dt.date | None, choices: Choices
) -> LevyResult:
    _only(args, kind, ("landlord_share_rials", "gavband_share_rials"))
    net = _need_int(args, "landlord_share_rials", kind)
    gav = _need_int(args, "gavband_share_rials", kind)
    added = P.lookup("levy.half_share.added_percent", regime, on)
    half = P.lookup("levy.half_share.landlord_share_percent", regime, on)
    reading = "read_2_5" if choices.reading_1334_m3 == "2.5" else "read_0_5"
    lp = P.lookup(f"levy.half_share.landlord_percent.{reading}", regime, on)
    gp = P.lookup("levy.half_share.gavband_percent", regime, on)
    landlord_pays, gavband_pays = percent_of(net, lp.value), percent_of(gav, gp.value)
    expl = (
        f"سهم مالکانه {pct(half.value)} است و گاوبند یا توش‌مال یا واسطه در زراعت مداخله دارد؛ {pct(added.value)} بر سهم زارع افزوده می‌شود: "
        f"مالک {pct(lp.value)} از سهم خالص خود ({rials(net)}) یعنی {rials(landlord_pays)} و گاوبند {pct(gp.value)} از سهم خالص خود ({rials(gav)}) یعنی {rials(gavband_pays)}؛ "
        f"جمعاً {rials(landlord_pays + gavband_pays)} به زارع می‌رسد ({lp.citation.short()}). "
        f"انتخاب دفتر: «5 /0 درصد» متن به {pct(lp.value)} خوانده شد. {ROUNDING_NOTE}"
    )
    return LevyResult(
        income_kind=kind, base_rials=net, farmers_rials=landlord_pays + gavband_pays, fund_rials=0,
        landlord_keeps_rials=net - landlord_pays, gavband_pays_rials=gavband_pays, farmers_recipient="farmers",
        regime=regime, citations=(lp.citation,), explanation=expl,
    )  # fmt: skip


def _half_share_no_gavband(
    regime: str, kind: str, args: dict[str, object], on: dt.date | None, choices: Choices
) -> LevyResult:
    _only(args, kind, ("landlord_share_rials",))
    net = _need_int(args, "landlord_share_rials", kind)
    p = P.lookup("levy.half_share.no_gavband_landlord_percent", regime, on)
    half = P.lookup("levy.half_share.landlord_share_percent", regime, on)
    farmers = percent_of(net, p.value)
    expl = f"سهم مالکانه {pct(half.value)} است و گاوبند یا واسطه‌ای مداخله ندارد؛ مالک فقط {pct(p.value)} از درآمد خالص مالکانه ({rials(net)}) یعنی {rials(farmers)} را به زارعی که شخصاً مباشر زراعت است می‌پردازد ({p.citation.short()}). {ROUNDING_NOTE}"
    return LevyResult(
        income_kind=kind, base_rials=net, farmers_rials=farmers, fund_rials=0, landlord_keeps_rials=net - farmers,
        farmers_recipient="farmers", regime=regime, citations=(p.citation,), explanation=expl,
    )  # fmt: skip


def _small_owner(
    regime: str, kind: str, args: dict[str, object], on: dt.date | None, choices: Choices
) -> LevyResult:
    _only(args, kind, ("landlord_share_rials",))
    income = _need_int(args, "landlord_share_rials", kind)
    p = P.lookup("levy.small_owner.kadkhoda_percent", regime, on)
    fund = percent_of(income, p.value)
    expl = f"ده از لحاظ خرده‌مالکی مشمول بخشودگی است؛ کدخدا به نمایندگی انجمن {pct(p.value)} درآمد مالکانه ({rials(income)}) یعنی {rials(fund)} را برای مصارف عمرانی ده وصول می‌کند ({p.citation.short()}). {ROUNDING_NOTE}"
    return LevyResult(
        income_kind=kind, base_rials=income, farmers_rials=0, fund_rials=fund, landlord_keeps_rials=income - fund,
        fund_recipient="village_fund", regime=regime, citations=(p.citation,), explanation=expl,
    )  # fmt: skip


_LEVY_1334 = {
    "development_duty": _development_duty,
    "net_under_half": _net_under_half,
    "half_share_gavband": _half_share_gavband,
    "half_share_no_gavband": _half_share_no_gavband,
    "small_owner_village": _small_owner,
}


@dataclass(frozen=True)
class WaterExemptionResult(Result):
    water_from: dt.date
    exempt_until: dt.date | None  # the first day no longer exempt; None where not covered
    on: dt.date | None = None
    exempt: bool | None = None
    covered: bool = True  # False: the law governing ``on`` has no such exemption


def compute_water_exemption(
    *,
    regime: str,
    water_from: dt.date,
    on: dt.date | None = None,
    choices: Choices = DEFAULT_CHOICES,
) -> WaterExemptionResult:
    """1334 art. 4: a new or revived qanat or pump is exempt for 10 years from when water came.

    The answer is a date (exempt until …) or "not covered", never a refusal of the water's date:
    ``water_from`` is the day the water came, not the act asked about, and may precede the 1334
    law (a qanat revived on 1334/01/01 is exempt from the 1334 duty until 1344/01/01, first day
    due). The act is the duty of the day ``on``; where the law governing ``regime`` (or ``on``)
    has no such exemption — the 1331 bill — the answer is "not covered", citing why."""
    P.check_regime(regime)
    name = "levy.new_water.exempt_years"
    not_in_regime = not P.has(name, regime)
    before_law = (
        not not_in_regime and on is not None and on < P.lookup(name, regime).in_force_from
    )
    if not_in_regime or before_law:
        since = P.lookup(name, "1334")
        expl = (
            "معافیت قنات نو یا بائرهٔ دایرشده یا تلمبه از عوارض عمران و مالیات حکم "
            f"{since.citation.short()} است که از {date_fa(since.in_force_from)} لازم‌الاجراست؛ "
            + (f"در {date_fa(on)} " if on is not None else "")
            + "لایحهٔ ۱۳۳۱ حاکم است که چنین معافیتی ندارد (در آب تلمبه فقط ده درصد سهم مالکانه "
            "گرفته می‌شود: 1331 متمم م۱ تبصره ۳). مشمول این معافیت نیست."
        )
        return WaterExemptionResult(
            water_from=water_from, exempt_until=None, on=on, exempt=False if on else None,
            covered=False, regime=regime, citations=(since.citation,), explanation=expl,
        )  # fmt: skip
    p = P.lookup(name, regime)
    until = add_years(water_from, int(p.value))
    exempt = None if on is None else water_from <= on < until
    last = until - dt.timedelta(days=1)
    expl = f"ملکی که قنات نو یا بائرهٔ دایرشده یا تلمبه دارد، تا {num(p.value)} سال از تاریخ تهیه و استفادهٔ آب ({date_fa(water_from)}) یعنی تا پایان {date_fa(last)} از عوارض عمران و مالیات معاف است ({p.citation.short()})."
    if water_from < p.in_force_from:
        expl += (
            f" آب پیش از {date_fa(p.in_force_from)} آمده است؛ ده سال از همان روز شمرده می‌شود و "
            "معافیت فقط عوارضی را می‌پوشاند که از آن روز به بعد بر ملک است."
        )
    if on is not None:
        expl += f" در {date_fa(on)} {'معاف است' if exempt else 'معاف نیست'}."
    return WaterExemptionResult(
        water_from=water_from, exempt_until=until, on=on, exempt=exempt, regime=regime,
        citations=(p.citation,), explanation=expl,
    )  # fmt: skip


# The 1334 kinds that divide the crop between landlord and farmer, where a special contract between
# them prevails (arts. 26–27 تبصره); the duty (art. 2) and the kadkhoda's 5% (art. 6) are not.
_CONTRACT_KINDS = ("net_under_half", "half_share_gavband", "half_share_no_gavband")


def _with_contract(r: LevyResult, on: dt.date | None) -> LevyResult:
    cites_ = tuple(
        P.lookup(f"levy.special_contract.prevails.art{a}", r.regime, on).citation for a in (26, 27)
    )
    if r.income_kind not in _CONTRACT_KINDS:
        expl = (
            f"{r.explanation} قرارداد خاص مالک و کشاورز ({cites(cites_)}) در این حکم اثری ندارد،"
            " چون این مبلغ تقسیم میان مالک و زارع نیست."
        )
        return dataclasses.replace(
            r, special_contract=True, citations=unique([*r.citations, *cites_]), explanation=expl
        )
    expl = (
        "میان مالک و کشاورز قرارداد خاص هست؛ آن قرارداد معتبر و به قوت خود باقی و لازم‌الاجراست"
        f" ({cites(cites_)}). افزایش سهم زارع طبق قانون ({r.citations[0].short()}) به جای آن اجرا"
        f" نمی‌شود و تقسیم سهم مالکانهٔ {rials(r.base_rials)} طبق قرارداد است؛ اگر قرارداد"
        f" نبود، {rials(r.farmers_rials)} به زارع می‌رسید."
    )
    return dataclasses.replace(
        r,
        farmers_rials=0,
        landlord_keeps_rials=r.base_rials,
        gavband_pays_rials=0 if r.gavband_pays_rials is not None else None,
        statutory_farmers_rials=r.farmers_rials,
        special_contract=True,
        citations=unique([*cites_, *r.citations]),
        explanation=expl,
    )


@dataclass(frozen=True)
class LongQanatResult(Result):
    gross_rials: int
    seed_rials: int
    qanat_costs_rials: int
    net_rials: int
    farmer_rials: int | None  # None where the rule does not apply (not 0: nothing is divided)
    landlord_rials: int | None
    usual_farmer_rials: int
    raised_to_usual: bool
    applies: bool


def compute_long_qanat_split(
    *,
    regime: str,
    qanat_km: int | float,
    farmer_share_percent: int | float,
    gross_rials: int,
    seed_rials: int,
    qanat_costs_rials: int,
    usual_farmer_rials: int,
    on: dt.date | None = None,
    choices: Choices = DEFAULT_CHOICES,
) -> LongQanatResult:
    """1334 art. 3 تبصره: in the 8th province (Kerman), where the qanats are long (25 km) and the
    farmer's share is 30% or less, seed and the qanat's development and running costs come off
    the whole crop and the rest — the farm's net income — is halved between landlord and farmer,
    provided the farmer gets no less than his usual share before. The odd rial of an uneven half
    stays with the landlord (the payer). Where the conditions do not hold, ``applies`` is false
    and art. 3 itself governs."""
    if regime != "1334":
        P.check_regime(regime)
        raise RuleError(
            "no_such_rule",
            f"regime {regime} has no long-qanat rule",
            f"در «{P.REGIME_LABEL_FA[regime]}» حکم قنوات طولانی کرمان نیست.",
        )
    km = P.lookup("levy.long_qanat.min_km", regime, on)
    share = P.lookup("levy.long_qanat.max_farmer_share_percent", regime, on)
    half = P.lookup("levy.long_qanat.farmer_half_percent", regime, on)
    c = km.citation
    for key, v in (
        ("gross_rials", gross_rials),
        ("seed_rials", seed_rials),
        ("qanat_costs_rials", qanat_costs_rials),
        ("usual_farmer_rials", usual_farmer_rials),
    ):
        if v < 0:
            raise RuleError(
                "negative_amount", f"{key} must not be negative", f"«{label_fa(key)}» منفی است."
            )
    if qanat_km < 0 or not 0 <= farmer_share_percent <= 100:
        raise RuleError(
            "bad_value",
            "qanat_km must be >= 0 and farmer_share_percent 0..100",
            "«طول قنات» یا «بهرهٔ رعیتی (درصد)» نامعتبر است.",
        )
    net = gross_rials - seed_rials - qanat_costs_rials
    if net < 0:
        raise RuleError(
            "bad_value",
            "seed and qanat costs exceed the whole crop",
            "بذر و هزینهٔ قنات از مجموع حاصل بیشتر است.",
        )
    applies = qanat_km >= km.value and farmer_share_percent <= share.value
    if not applies:
        expl = (
            f"قنات {num(qanat_km)} کیلومتر و بهرهٔ رعیتی {pct(farmer_share_percent)} است؛ حکم تبصرهٔ"
            f" مادهٔ ۳ فقط برای قنوات {num(km.value)} کیلومتری با بهرهٔ رعیتی {pct(share.value)} یا"
            f" کمتر در کرمان است ({c.short()}) و اینجا مادهٔ ۳ حاکم است؛ این حکم اینجا سهمی"
            " معین نمی‌کند (سهم‌ها را با «عوارض و افزایش سهم زارع» طبق مادهٔ ۳ حساب کنید)."
        )
        return LongQanatResult(
            gross_rials=gross_rials, seed_rials=seed_rials, qanat_costs_rials=qanat_costs_rials,
            net_rials=net, farmer_rials=None, landlord_rials=None, usual_farmer_rials=usual_farmer_rials,
            raised_to_usual=False, applies=False, regime=regime, citations=(c,), explanation=expl,
        )  # fmt: skip
    farmer = percent_of(net, half.value)
    raised = farmer < usual_farmer_rials
    if raised:
        farmer = min(usual_farmer_rials, net)
    landlord = net - farmer
    expl = (
        f"قنات طولانی کرمان ({num(qanat_km)} کیلومتر، بهرهٔ رعیتی {pct(farmer_share_percent)}): از مجموع"
        f" حاصل {rials(gross_rials)}، بذر {rials(seed_rials)} و هزینهٔ عمرانی قنات و بهره‌برداری"
        f" {rials(qanat_costs_rials)} برداشته می‌شود و درآمد ویژهٔ مزرعه {rials(net)} بالمناصفه"
        f" تقسیم می‌شود: زارع {rials(farmer)} و مالک {rials(landlord)} ({c.short()})."
    )
    if raised:
        expl += f" چون نصف کمتر از سهم معمول سابق زارع ({rials(usual_farmer_rials)}) بود، سهم زارع به آن رسانده شد."
    else:
        expl += " کسر ریال نصف با مالک است."
    return LongQanatResult(
        gross_rials=gross_rials, seed_rials=seed_rials, qanat_costs_rials=qanat_costs_rials,
        net_rials=net, farmer_rials=farmer, landlord_rials=landlord,
        usual_farmer_rials=usual_farmer_rials, raised_to_usual=raised, applies=True,
        regime=regime, citations=(c,), explanation=expl,
    )  # fmt: skip
