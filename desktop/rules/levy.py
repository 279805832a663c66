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

FARMING = ("irrigated", "dry")


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
        raise P.no_such_rule(
            regime,
            "no special-contract rule",
            "حکمی دربارهٔ قرارداد خاص مالک و کشاورز نیست؛ کسر سهم مالکانه قطعی است.",
        )
    known = tuple(k.key for k in INCOME_KINDS if regime in k.regimes)
    if not known:
        raise RuleError(
            "no_such_rule",
            f"regime {regime} has no levy",
            f"در {P.REGIME_LABEL_FA[regime]} حکم عوارض سهم مالکانه نیست.",
        )
    if income_kind not in known:
        raise _unknown_kind(income_kind, regime, known)
    result = _levy(_BY_KEY[income_kind], regime, args, on, choices)
    return _with_contract(result, on) if special_contract else result


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


# --- the income kinds: one row per kind of income and article ---------------------------------
_1331 = ("1331", "1331-original")
_1334 = ("1334",)
_SHARE = "landlord_share_rials"
_CROP = (_SHARE, "crop_total_rials", "farming")  # the share, or (amended 1331) the crop's default
_TO_FUNDS = "به صندوق‌های عمران و تعاون"
_SHARE_WORKER = "کارگر سهم‌بر (پنج‌یک‌کار، قره، دهقان، زعیم)"


@dataclass(frozen=True)
class IncomeKind:
    """A kind of income and how its article divides it.

    ``params`` names the figures (``parameters``) by their role, looked up in this order:
    ``farmers`` (the part that goes to the farmers or a worker) and ``fund`` (the part that goes
    to a fund) are percentages of the base; ``threshold`` (nothing below it), ``gavband`` (a
    second payer's percentage of his own share), ``part`` (the pump-water tenth, routed by
    ``has_sharecropper`` and the office's choice), ``exempt`` and the rest are quoted in the
    explanation. ``{farming}`` and ``{reading}`` in a name are the input's farming and the
    office's reading of 1334 art. 3. ``text`` is the explanation; ``{x_pct}``, ``{x_rials}``
    and ``{x_num}`` are the figure of role ``x`` as printed.
    """

    key: str
    regimes: tuple[str, ...]
    inputs: tuple[str, ...]  # the keys it takes; the first is the base
    params: tuple[tuple[str, str], ...]
    text: str
    landlord_base: bool = False  # the base is the landlord's share (or its default of the crop)
    needs: tuple[str, ...] = ()  # further keys it cannot do without
    farmers_to: str | None = None
    fund_to: str | None = None
    cited: tuple[str, ...] = ("farmers", "fund")  # the roles whose articles the result cites
    text_below: str = ""  # the explanation when the base is not over ``threshold``
    exempt: bool = False
    tax: bool = False  # 1334 art. 2: the rest of what was collected is the tax


def _ten_ten(key: str, farmers: str, farmers_to: str, who: str, what: str) -> IncomeKind:
    """1331 art. 1: the 20% of the landlord's share, half to the farmers (or a worker), half to
    the development funds."""
    return IncomeKind(
        key, _1331, (_SHARE,) if key == "summer_sold" else _CROP,
        (("farmers", f"levy.{key}.{farmers}_percent"), ("fund", f"levy.{key}.fund_percent")),
        "{note}از سهم مالکانهٔ {base} (" + what + ")، {farmers_pct} یعنی {farmers} به " + who
        + " و {fund_pct} یعنی {fund} به صندوق‌های عمران و تعاون می‌رسد ({cites}). {rounding}",
        landlord_base=True, farmers_to=farmers_to, fund_to="development_funds",
    )  # fmt: skip


def _fund_only(key: str, inputs: tuple[str, ...], fund_to: str, to: str, what: str) -> IncomeKind:
    """1331 art. 1: all of the percentage to a fund, nothing to the farmers."""
    return IncomeKind(
        key, _1331, inputs, (("fund", f"levy.{key}.fund_percent"),),
        "{note}از سهم مالکانهٔ {base} (" + what + ")، {fund_pct} یعنی {fund} " + to
        + " می‌رسد ({cites}). {rounding}",
        landlord_base=True, fund_to=fund_to,
    )  # fmt: skip


INCOME_KINDS: tuple[IncomeKind, ...] = (
    _ten_ten("crop_in_kind", "farmers", "farmers", "زارعینی که محصول را عمل آورده‌اند",
             "محصول شتوی یا صیفی که عین جنس تقسیم می‌شود، در موقع برداشت"),
    _ten_ten("summer_sold", "farmers", "farmers", "زارعینی که محصول را عمل آورده‌اند",
             "فروش صیفی و تره‌بار سهم مالک"),
    _ten_ten("gavband_worker", "worker", "share_worker", _SHARE_WORKER,
             "محصولی که گاوبند سهمی از آن را به کارگر می‌دهد؛ سهم زارع به کارگر می‌رسد نه گاوبند"),
    _fund_only("cash", (_SHARE,), "village_fund", "به صندوق تعاون و عمران قریه",
               "درآمد نقدی (جریبانه، علفچر، سرچر، باج صحرا، اجارهٔ مرتع و دکان و یخچال و کاروانسرا و آسیا و آبدنک، درآمد جنگلی)؛ به تدریج که وصول می‌شود"),
    _ten_ten("inputs_share_worker", "worker", "share_worker", _SHARE_WORKER,
             "زراعتی که مالک عوامل آن را داده و کارگر سهم‌بر کار کرده است؛ فقط از سهم مالکانهٔ عرفی"),
    _fund_only("inputs_wage_worker", _CROP, "development_funds", _TO_FUNDS,
               "زراعتی که مالک عوامل آن را داده و کارگر مزد نقدی یا جنسی معین می‌گیرد؛ به کارگر سهمی نمی‌رسد"),
    IncomeKind(
        "pump_water", _1331, (_SHARE, "has_sharecropper"), (("part", "levy.pump_water.percent"),),
        "مالک آب را با تلمبه از چاه یا رودخانه یا گاوچاه تهیه می‌کند: فقط {part_pct} از سهم مالکانهٔ {base} اخذ می‌شود و {to} ({cites}). {rounding}",
        needs=("has_sharecropper",), cited=("part",),
    ),
    _fund_only("orchard_in_kind", (_SHARE,), "development_funds", _TO_FUNDS,
               "سهم جنسی مالک از قلمستان یا بیشه یا باغ میوه؛ در موقع قطع درخت یا برداشت"),
    IncomeKind(
        "orchard_net", _1331, ("net_income_rials",),
        (("threshold", "levy.orchard_net.threshold_rials"), ("fund", "levy.orchard_net.fund_percent")),
        "درآمد خالص سالانهٔ باغات مالک در ده {base} است و از {threshold_rials} بیشتر است؛ صدی {fund_num} آن یعنی {fund} به صندوق عمران و تعاون می‌رسد ({cites}). {rounding}",
        text_below="درآمد خالص سالانهٔ باغات مالک در ده {base} است و از {threshold_rials} بیشتر نیست؛ چیزی به صندوق تعلق نمی‌گیرد ({cites}).",
        fund_to="development_funds",
    ),
    IncomeKind(
        "municipal_property", _1331, (_SHARE,),
        (("exempt", "levy.municipal_property.exempt"), ("total", "levy.total_percent")),
        "مستغلاتی که در محل دارای شهرداری مالیات مستغلات و عوارض شهرداری می‌پردازند از پرداخت {total_pct} معاف‌اند؛ از {base} چیزی کسر نمی‌شود ({cites}).",
        cited=("exempt",), exempt=True,
    ),
    IncomeKind(
        "farmer_owned", _1331, ("income_rials", "farming"),
        (("fund", "levy.farmer_owned.{farming}_percent"),),
        "زمین متعلق به زارعین است و خودشان می‌کارند؛ در زراعت {farm_fa} {fund_pct} از درآمد کل جنسی و نقدی ({base}) یعنی {fund} به صندوق عمران و تعاون قریه می‌رسد ({cites}). {rounding}",
        needs=("farming",), fund_to="village_fund",
    ),
    IncomeKind(
        "resident", _1331, ("income_rials",), (("fund", "levy.resident.percent"),),
        "ساکن قریه (زارع یا خوش‌نشین) {fund_pct} از عواید خود ({base}) یعنی {fund} به صندوق تعاون و عمران قریه می‌پردازد و به تشخیص شورای ده از حیث کارگر و سوخت و حمل مصالح نیز کمک می‌کند ({cites}). {rounding}",
        fund_to="village_fund",
    ),
    IncomeKind(
        "development_duty", _1334, ("collected_rials",),
        (("fund", "levy.development_duty.percent_of_collected"),),
        "از {base} که به موجب قانون مالیات از املاک مزروعی دریافت شده، نصف ({fund}) عوارض عمرانی و بقیه ({tax}) مالیات املاک مزروعی است ({cites}). کسر ریال به نفع مالیات گرد شده است.",
        fund_to="village_fund", tax=True,
    ),
    IncomeKind(
        "net_under_half", _1334, (_SHARE,),
        (("cond", "levy.net_under_half.farmer_share_below_percent"),
         ("farmers", "levy.net_under_half.farmers_percent")),
        "سهم زارع کمتر از {cond_pct} محصول است؛ مالک {farmers_pct} از درآمد خالص مالکانه ({base}) یعنی {farmers} را به زارعی که شخصاً مباشر زراعت است می‌پردازد ({cites}). {rounding}",
        farmers_to="farmers",
    ),
    IncomeKind(
        "half_share_gavband", _1334, (_SHARE, "gavband_share_rials"),
        (("added", "levy.half_share.added_percent"), ("half", "levy.half_share.landlord_share_percent"),
         ("farmers", "levy.half_share.landlord_percent.{reading}"),
         ("gavband", "levy.half_share.gavband_percent")),
        "سهم مالکانه {half_pct} است و گاوبند یا توش‌مال یا واسطه در زراعت مداخله دارد؛ {added_pct} بر سهم زارع افزوده می‌شود: "
        "مالک {farmers_pct} از سهم خالص خود ({base}) یعنی {own} و گاوبند {gavband_pct} از سهم خالص خود ({gav}) یعنی {gavband_pays}؛ "
        "جمعاً {farmers} به زارع می‌رسد ({cites}). "
        "انتخاب دفتر: «5 /0 درصد» متن به {farmers_pct} خوانده شد. {rounding}",
        needs=("gavband_share_rials",), farmers_to="farmers",
    ),
    IncomeKind(
        "half_share_no_gavband", _1334, (_SHARE,),
        (("farmers", "levy.half_share.no_gavband_landlord_percent"),
         ("half", "levy.half_share.landlord_share_percent")),
        "سهم مالکانه {half_pct} است و گاوبند یا واسطه‌ای مداخله ندارد؛ مالک فقط {farmers_pct} از درآمد خالص مالکانه ({base}) یعنی {farmers} را به زارعی که شخصاً مباشر زراعت است می‌پردازد ({cites}). {rounding}",
        farmers_to="farmers",
    ),
    IncomeKind(
        "small_owner_village", _1334, (_SHARE,), (("fund", "levy.small_owner.kadkhoda_percent"),),
        "ده از لحاظ خرده‌مالکی مشمول بخشودگی است؛ کدخدا به نمایندگی انجمن {fund_pct} درآمد مالکانه ({base}) یعنی {fund} را برای مصارف عمرانی ده وصول می‌کند ({cites}). {rounding}",
        fund_to="village_fund",
    ),
)  # fmt: skip
_BY_KEY = {k.key: k for k in INCOME_KINDS}
KINDS_1331 = tuple(k.key for k in INCOME_KINDS if "1331" in k.regimes)
KINDS_1334 = tuple(k.key for k in INCOME_KINDS if "1334" in k.regimes)
# Kinds whose base is the landlord's share and may be taken at the default 40%/20% of the crop
# where no custom exists (supplement art. 1 تبصره ۲).
_DEFAULT_SHARE_KINDS = tuple(k.key for k in INCOME_KINDS if "crop_total_rials" in k.inputs)


def _levy(
    kind: IncomeKind, regime: str, args: dict[str, object], on: dt.date | None, choices: Choices
) -> LevyResult:
    """The one computation every income kind shares, driven by its row."""
    _only(args, kind.key, kind.inputs)
    given = None if kind.landlord_base else _need_int(args, kind.inputs[0], kind.key)
    for key in kind.needs:
        _need(args, key, kind.key)
    fill = {
        "farming": args.get("farming"),
        "reading": "read_" + choices.reading_1334_m3.replace(".", "_"),
    }
    ps = {role: P.lookup(name.format(**fill), regime, on) for role, name in kind.params}
    base = (
        _landlord_base(regime, kind.key, args, on) if given is None else _Base(given, (), "", None)
    )
    n = base.amount
    own = percent_of(n, ps["farmers"].value) if "farmers" in ps else 0
    fund = percent_of(n, ps["fund"].value) if "fund" in ps else 0
    farmers_to, fund_to = kind.farmers_to, kind.fund_to
    words: dict[str, str] = {}
    text = kind.text
    if "threshold" in ps and not n > ps["threshold"].value:
        fund, text = 0, kind.text_below
    gav = gavband_pays = None
    if "gavband" in ps:
        gav = _need_int(args, "gavband_share_rials", kind.key)
        gavband_pays = percent_of(gav, ps["gavband"].value)
    if "part" in ps:
        own, fund, farmers_to, fund_to, words["to"] = _pump_route(
            percent_of(n, ps["part"].value), bool(args["has_sharecropper"]), choices
        )
    farmers = own + (gavband_pays or 0)
    cs = unique([*base.citations, *(ps[r].citation for r in kind.cited if r in ps)])
    figures = {
        f"{role}_{form}": show(p.value)
        for role, p in ps.items()
        for form, show in (("pct", pct), ("rials", rials), ("num", num))
        if not isinstance(p.value, bool)
    }
    expl = text.format(
        note=base.note, base=rials(n), farmers=rials(farmers), own=rials(own), fund=rials(fund),
        gav=rials(gav or 0), gavband_pays=rials(gavband_pays or 0), tax=rials(n - fund),
        farm_fa=_FARMING_FA.get(str(args.get("farming")), ""), cites=cites(cs),
        rounding=ROUNDING_NOTE, **words, **figures,
    )  # fmt: skip
    return LevyResult(
        income_kind=kind.key, base_rials=n, farmers_rials=farmers, fund_rials=fund,
        landlord_keeps_rials=None if kind.tax else n - own - fund,
        farmers_recipient=farmers_to, fund_recipient=fund_to, gavband_pays_rials=gavband_pays,
        tax_rials=n - fund if kind.tax else None, default_share_percent=base.default_percent,
        exempt=True if kind.exempt else None, regime=regime, citations=cs, explanation=expl,
    )  # fmt: skip


_FARMING_FA = {"irrigated": "آبی", "dry": "دیم"}


def _pump_route(
    part: int, has_sharecropper: bool, choices: Choices
) -> tuple[int, int, str | None, str | None, str]:
    """Supp. art. 1 تبصره ۳: the tenth goes to the sharecropper; with none, the office's choice
    (to the fund, or not taken). Returns farmers, fund, their recipients and the sentence."""
    if has_sharecropper:
        return part, 0, "sharecropper", None, f"به کشاورز سهم‌بر می‌رسد ({rials(part)})"
    if choices.pump_water_without_sharecropper == "fund":
        to = f"چون کشاورز سهم‌بری نیست، به انتخاب دفتر به صندوق عمران و تعاون می‌رسد ({rials(part)})"
        return 0, part, None, "development_funds", to
    return 0, 0, None, None, "چون کشاورز سهم‌بری نیست، به انتخاب دفتر اخذ نمی‌شود"


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
    before_law = not not_in_regime and on is not None and on < P.lookup(name, regime).in_force_from
    if not_in_regime or before_law:
        since = P.lookup(name, "1334")
        expl = (
            "معافیت قنات نو یا بائرهٔ دایرشده یا تلمبه از عوارض عمران و مالیات حکم "
            f"{since.citation.short()} است که از {date_fa(since.in_force_from)} لازم‌الاجراست؛ "
            + (f"در {date_fa(on)} " if on is not None else "")
            + "لایحهٔ ۱۳۳۱ حاکم است که چنین معافیتی ندارد (در آب تلمبه فقط ده درصد سهم مالکانه "
            "گرفته می‌شود: ۱۳۳۱ متمم م۱ تبصره ۳). مشمول این معافیت نیست."
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
        P.lookup(p.name, r.regime, on).citation
        for p in P.PARAMETERS
        if p.regime == r.regime and p.name.startswith("levy.special_contract.prevails.")
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
) -> LongQanatResult:
    """1334 art. 3 تبصره: in the 8th province (Kerman), where the qanats are long (25 km) and the
    farmer's share is 30% or less, seed and the qanat's development and running costs come off
    the whole crop and the rest — the farm's net income — is halved between landlord and farmer,
    provided the farmer gets no less than his usual share before. The odd rial of an uneven half
    stays with the landlord (the payer). Where the conditions do not hold, ``applies`` is false
    and art. 3 itself governs."""
    if regime != "1334":
        P.check_regime(regime)
        raise P.no_such_rule(regime, "no long-qanat rule", "حکم قنوات طولانی کرمان نیست.")
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
