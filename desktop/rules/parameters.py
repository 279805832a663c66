"""Every figure of the law, once: a registry of cited, dated parameters.

A parameter is looked up by name, regime and (optionally) the day it is applied on. Asking for a
figure a regime does not have, or on a day it is not in force (not yet enacted, replaced by the
1331 supplement, or repealed like 1334 art. 16 from 1400/11/10), raises ``RuleError``; nothing
is guessed. No other module holds a statutory number.

Regimes: ``1331`` (the bill of 22 Mordad 1331 as amended by its supplement of 3 Dey 1331),
``1331-original`` (the bill alone, before 3 Dey 1331), ``1334`` (the law of 5 Mordad 1334) and
``land-1339`` (the Land Reform Law, Senate 26/2/1339).
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from decimal import Decimal

from desktop.jalali import format_jalali, parse_jalali
from desktop.rules.citations import Citation
from desktop.rules.errors import RuleError

REGIMES = ("1331", "1331-original", "1334", "land-1339")
REGIME_LABEL_FA = {
    "1331": "لایحه ۱۳۳۱ با اصلاحات متمم",
    "1331-original": "متن اصلی لایحه ۱۳۳۱ (پیش از متمم)",
    "1334": "قانون ۱۳۳۴",
    "land-1339": "قانون اصلاحات ارضی ۱۳۳۹",
}

BILL_ENACTED = parse_jalali("1331/05/22")
SUPPLEMENT_ENACTED = parse_jalali("1331/10/03")
LAW_1334_ENACTED = parse_jalali("1334/05/05")
LAND_REFORM_ENACTED = parse_jalali("1339/02/26")
ART_16_1334_REPEALED = parse_jalali("1400/11/10")

Value = int | Decimal | bool


@dataclass(frozen=True)
class Parameter:
    name: str
    value: Value
    unit: str  # percent, rials, days, months, years, multiple, persons, ha, rials_per_ha, month_no, day_no
    regime: str
    citation: Citation
    in_force_from: dt.date
    in_force_until: dt.date | None  # first day it no longer applies
    label_fa: str
    repealed: bool = False  # True: in_force_until is a repeal, not a replacement

    def in_force_text(self) -> str:
        start = format_jalali(self.in_force_from)
        if self.in_force_until is None:
            return f"{start}–"
        end = format_jalali(self.in_force_until)
        word = "repealed from" if self.repealed else "replaced from"
        return f"{start}– ({word} {end})"

    def to_json(self) -> dict[str, object]:
        return {
            "name": self.name,
            "value": _json_value(self.value),
            "unit": self.unit,
            "regime": self.regime,
            "citation": self.citation.to_json(),
            "in_force_from": format_jalali(self.in_force_from),
            "in_force_until": format_jalali(self.in_force_until) if self.in_force_until else None,
            "repealed": self.repealed,
            "label_fa": self.label_fa,
        }


def _json_value(v: Value) -> object:
    if isinstance(v, Decimal):
        return int(v) if v == v.to_integral_value() else float(v)
    return v


_REGISTRY: list[Parameter] = []


def _add(
    regimes: tuple[str, ...],
    name: str,
    value: Value,
    unit: str,
    cite: Citation,
    label_fa: str,
    *,
    since: dt.date,
    until: dict[str, dt.date] | None = None,
    repealed: bool = False,
) -> None:
    for regime in regimes:
        _REGISTRY.append(
            Parameter(
                name=name,
                value=value,
                unit=unit,
                regime=regime,
                citation=cite,
                in_force_from=since,
                in_force_until=(until or {}).get(regime),
                label_fa=label_fa,
                repealed=repealed,
            )
        )


def _bill(article: int, paragraph: str = "") -> Citation:
    return Citation("1331-bill", article, paragraph)


def _supp(article: int, paragraph: str = "") -> Citation:
    return Citation("1331-supplement", article, paragraph)


def _l34(article: int, paragraph: str = "") -> Citation:
    return Citation("1334", article, paragraph)


def _l39(article: int, paragraph: str = "") -> Citation:
    return Citation("1339", article, paragraph)


BOTH_1331 = ("1331", "1331-original")
ONLY_AMENDED = ("1331",)
ONLY_ORIGINAL = ("1331-original",)
# Articles 1, 10, 22, 24, 32 of the bill were replaced on 3 Dey 1331 (supplement art. 1).
_REPLACED = {"1331-original": SUPPLEMENT_ENACTED}


def _register_1331() -> None:
    b, s = BILL_ENACTED, SUPPLEMENT_ENACTED
    # --- Article 1 of the bill (original) and its replacement in the supplement ---------------
    for regimes, cite, since, until in (
        (ONLY_ORIGINAL, _bill, b, _REPLACED),
        (ONLY_AMENDED, _supp, s, None),
    ):
        _add(
            regimes,
            "levy.total_percent",
            20,
            "percent",
            cite(1),
            "کسر از سهم مالکانه",
            since=since,
            until=until,
        )
        _add(
            regimes,
            "levy.crop_in_kind.farmers_percent",
            10,
            "percent",
            cite(1, "الف"),
            "سهم زارعین از محصول جنسی",
            since=since,
            until=until,
        )
        _add(
            regimes,
            "levy.crop_in_kind.fund_percent",
            10,
            "percent",
            cite(1, "الف"),
            "سهم صندوق عمران از محصول جنسی",
            since=since,
            until=until,
        )
        _add(
            regimes,
            "levy.summer_sold.farmers_percent",
            10,
            "percent",
            cite(1, "ب"),
            "سهم زارعین از فروش صیفی و تره‌بار",
            since=since,
            until=until,
        )
        _add(
            regimes,
            "levy.summer_sold.fund_percent",
            10,
            "percent",
            cite(1, "ب"),
            "سهم صندوق از فروش صیفی و تره‌بار",
            since=since,
            until=until,
        )
        tab = "تبصره" if cite is _bill else "تبصره ۱"
        _add(
            regimes,
            "levy.gavband_worker.worker_percent",
            10,
            "percent",
            cite(1, tab),
            "سهم پنج‌یک‌کار به جای گاوبند",
            since=since,
            until=until,
        )
        _add(
            regimes,
            "levy.gavband_worker.fund_percent",
            10,
            "percent",
            cite(1, "الف"),
            "سهم صندوق در مورد گاوبند",
            since=since,
            until=until,
        )
        _add(
            regimes,
            "levy.cash.fund_percent",
            20,
            "percent",
            cite(1, "ج"),
            "درآمد نقدی: همه به صندوق قریه",
            since=since,
            until=until,
        )
    # supplement-only paragraphs of art. 1
    _add(
        ONLY_AMENDED,
        "levy.inputs_share_worker.worker_percent",
        10,
        "percent",
        _supp(1, "تبصره ۲"),
        "مالک عوامل را داده، کارگر سهم‌بر: سهم کارگر",
        since=s,
    )
    _add(
        ONLY_AMENDED,
        "levy.inputs_share_worker.fund_percent",
        10,
        "percent",
        _supp(1, "تبصره ۲"),
        "مالک عوامل را داده، کارگر سهم‌بر: سهم صندوق",
        since=s,
    )
    _add(
        ONLY_AMENDED,
        "levy.inputs_wage_worker.fund_percent",
        10,
        "percent",
        _supp(1, "تبصره ۲"),
        "کارگر مزدبگیر: فقط سهم صندوق",
        since=s,
    )
    _add(
        ONLY_AMENDED,
        "levy.default_share.irrigated_percent",
        40,
        "percent",
        _supp(1, "تبصره ۲"),
        "سهم مالکانه بی‌عرف: زراعت آبی",
        since=s,
    )
    _add(
        ONLY_AMENDED,
        "levy.default_share.dry_percent",
        20,
        "percent",
        _supp(1, "تبصره ۲"),
        "سهم مالکانه بی‌عرف: زراعت دیم",
        since=s,
    )
    _add(
        ONLY_AMENDED,
        "levy.pump_water.percent",
        10,
        "percent",
        _supp(1, "تبصره ۳"),
        "آب با تلمبه از مالک: فقط ده درصد",
        since=s,
    )
    _add(
        ONLY_AMENDED,
        "levy.orchard_in_kind.fund_percent",
        10,
        "percent",
        _supp(1, "ج تبصره ۱"),
        "باغ و قلمستان جنسی: سهم صندوق",
        since=s,
    )
    _add(
        ONLY_AMENDED,
        "levy.orchard_net.threshold_rials",
        24000,
        "rials",
        _supp(1, "ج تبصره ۱"),
        "آستانهٔ درآمد خالص سالانهٔ باغ",
        since=s,
    )
    _add(
        ONLY_AMENDED,
        "levy.orchard_net.fund_percent",
        10,
        "percent",
        _supp(1, "ج تبصره ۱"),
        "درآمد خالص باغ بالای آستانه: سهم صندوق",
        since=s,
    )
    _add(
        ONLY_AMENDED,
        "levy.municipal_property.exempt",
        True,
        "flag",
        _supp(1, "ج تبصره ۲"),
        "مستغلات در محل دارای شهرداری معاف است",
        since=s,
    )
    # --- unchanged articles of the bill: both 1331 regimes ------------------------------------
    _add(
        BOTH_1331,
        "levy.farmer_owned.dry_percent",
        2,
        "percent",
        _bill(3),
        "زمین متعلق به زارعین: دیم",
        since=b,
    )
    _add(
        BOTH_1331,
        "levy.farmer_owned.irrigated_percent",
        4,
        "percent",
        _bill(3),
        "زمین متعلق به زارعین: آبی",
        since=b,
    )
    _add(
        BOTH_1331,
        "deadline.cash_deposit.days",
        3,
        "days",
        _bill(5),
        "مهلت واریز وجه نقد به حساب شورا",
        since=b,
    )
    _add(BOTH_1331, "funds.village_percent", 50, "percent", _bill(7), "سهم صندوق قریه", since=b)
    _add(BOTH_1331, "funds.dehestan_percent", 30, "percent", _bill(7), "سهم صندوق دهستان", since=b)
    _add(BOTH_1331, "funds.bakhsh_percent", 20, "percent", _bill(7), "سهم صندوق بخش", since=b)
    _add(
        BOTH_1331,
        "levy.resident.percent",
        3,
        "percent",
        _bill(11),
        "سهم ساکنین قریه از عواید خود",
        since=b,
    )
    _add(
        BOTH_1331,
        "funds.bakhsh_to_shahrestan_percent",
        20,
        "percent",
        _bill(12),
        "انتقال از صندوق بخش به صندوق مرکزی شهرستان",
        since=b,
    )
    _add(
        BOTH_1331,
        "funds.loan_multiple",
        5,
        "multiple",
        _bill(14),
        "سقف وام: برابر درآمد عادی صندوق",
        since=b,
    )
    _add(
        BOTH_1331,
        "funds.loan_max_interest_percent",
        6,
        "percent",
        _bill(14),
        "حداکثر سود وام",
        since=b,
    )
    _add(BOTH_1331, "funds.loan_years", 10, "years", _bill(14), "مدت وام", since=b)
    _add(
        BOTH_1331,
        "council.village.principal_members",
        5,
        "persons",
        _bill(17),
        "اعضای اصلی شورای ده",
        since=b,
    )
    _add(
        BOTH_1331,
        "council.village.landlord_representatives",
        1,
        "persons",
        _bill(17),
        "نمایندهٔ مالک یا مالکین",
        since=b,
    )
    _add(BOTH_1331, "council.village.kadkhoda", 1, "persons", _bill(17), "کدخدای ده", since=b)
    _add(
        BOTH_1331,
        "council.village.elected_trustees",
        3,
        "persons",
        _bill(17),
        "معتمدین محلی به انتخاب زارعین",
        since=b,
    )
    _add(
        BOTH_1331,
        "council.village.alternates",
        3,
        "persons",
        _bill(18),
        "اعضای علی‌البدل به انتخاب زارعین",
        since=b,
    )
    _add(
        BOTH_1331,
        "eligibility.voter_min_age",
        20,
        "years",
        _bill(19),
        "حداقل سن رأی‌دهنده (سال تمام)",
        since=b,
    )
    _add(
        BOTH_1331,
        "eligibility.candidate_min_age",
        20,
        "years",
        _bill(20),
        "حداقل سن نامزد عضویت شورا (سال تمام)",
        since=b,
    )
    _add(
        ONLY_ORIGINAL,
        "council.dehestan.members_per_village",
        1,
        "persons",
        _bill(22),
        "نمایندهٔ هر شورای ده در شورای دهستان",
        since=b,
        until=_REPLACED,
    )
    _add(
        ONLY_AMENDED,
        "council.dehestan.members_per_village",
        1,
        "persons",
        _supp(22),
        "نمایندهٔ هر شورای ده در شورای دهستان",
        since=s,
    )
    _add(
        ONLY_AMENDED,
        "council.dehestan.min_present",
        7,
        "persons",
        _supp(22),
        "حداقل حاضران جلسه وقتی قراء زیادند",
        since=s,
    )
    _add(
        BOTH_1331,
        "council.bakhsh.members_per_dehestan",
        2,
        "persons",
        _bill(23),
        "اعضای منتخب هر شورای دهستان در شورای بخش",
        since=b,
    )
    _add(
        ONLY_ORIGINAL,
        "council.shahrestan.members_per_bakhsh",
        2,
        "persons",
        _bill(24),
        "نمایندگان هر بخش در شورای شهرستان",
        since=b,
        until=_REPLACED,
    )
    _add(
        ONLY_AMENDED,
        "council.shahrestan.members_per_bakhsh",
        2,
        "persons",
        _supp(24),
        "نمایندگان مالکین و کشاورزان هر بخش",
        since=s,
    )
    _add(
        ONLY_AMENDED,
        "programme.commission_first_month",
        11,
        "month_no",
        _supp(24, "تبصره ۲"),
        "کمیسیون برنامهٔ سال بعد: از بهمن",
        since=s,
    )
    _add(
        ONLY_AMENDED,
        "programme.commission_last_month",
        12,
        "month_no",
        _supp(24, "تبصره ۲"),
        "کمیسیون برنامهٔ سال بعد: تا اسفند",
        since=s,
    )
    _add(
        BOTH_1331,
        "council.shahrestan.report_months",
        6,
        "months",
        _bill(27),
        "گزارش شورای شهرستان هر چند ماه",
        since=b,
    )
    _add(
        BOTH_1331,
        "funds.admin_max_percent",
        10,
        "percent",
        _bill(30),
        "سقف هزینهٔ اداری شوراها",
        since=b,
    )
    _add(
        ONLY_ORIGINAL,
        "penalty.late.multiple",
        2,
        "multiple",
        _bill(32),
        "جریمهٔ تأخیر در تحویل: برابر",
        since=b,
        until=_REPLACED,
    )
    _add(
        ONLY_ORIGINAL,
        "penalty.late.repeat_multiple",
        4,
        "multiple",
        _bill(32),
        "جریمهٔ تکرار: برابر",
        since=b,
        until=_REPLACED,
    )
    _add(
        ONLY_ORIGINAL,
        "penalty.late.repeat_prison_months",
        2,
        "months",
        _bill(32),
        "حداکثر حبس تأدیبی در تکرار",
        since=b,
        until=_REPLACED,
    )
    _add(
        ONLY_AMENDED,
        "deadline.review_request.days",
        10,
        "days",
        _supp(32, "تبصره ۱"),
        "مهلت تقاضای تجدید نظر از ابلاغ نظر بخشدار",
        since=s,
    )
    _add(BOTH_1331, "council.term_years", 3, "years", _bill(34), "مدت نمایندگی اعضای شورا", since=b)
    _add(
        BOTH_1331,
        "deadline.complaint_decision.days",
        15,
        "days",
        _bill(35),
        "مهلت رسیدگی شورای بخش به شکایت",
        since=b,
    )
    _add(
        ONLY_AMENDED,
        "dismissal.wage_months",
        3,
        "months",
        _supp(2),
        "مخارج سه ماه به مزد کارگران محل",
        since=s,
    )


def _register_1334() -> None:
    r, since = ("1334",), LAW_1334_ENACTED
    _add(
        r,
        "levy.development_duty.percent_of_collected",
        50,
        "percent",
        _l34(2),
        "عوارض عمران: نصف آنچه با مالیات املاک مزروعی دریافت شود",
        since=since,
    )
    _add(
        r,
        "levy.net_under_half.farmer_share_below_percent",
        50,
        "percent",
        _l34(3),
        "شرط: سهم زارع کمتر از صدی پنجاه",
        since=since,
    )
    _add(
        r,
        "levy.net_under_half.farmers_percent",
        10,
        "percent",
        _l34(3),
        "صدی ده درآمد خالص مالکانه به زارع",
        since=since,
    )
    _add(
        r,
        "levy.half_share.landlord_share_percent",
        50,
        "percent",
        _l34(3),
        "شرط: سهم مالکانه پنجاه درصد",
        since=since,
    )
    _add(
        r,
        "levy.half_share.added_percent",
        5,
        "percent",
        _l34(3),
        "صدی پنج افزوده بر سهم زارع",
        since=since,
    )
    _add(
        r,
        "levy.half_share.landlord_percent.read_2_5",
        Decimal("2.5"),
        "percent",
        _l34(3),
        "سهم مالک با گاوبند («5 /0» خوانده‌شده ۲٫۵)",
        since=since,
    )
    _add(
        r,
        "levy.half_share.landlord_percent.read_0_5",
        Decimal("0.5"),
        "percent",
        _l34(3),
        "سهم مالک با گاوبند («5 /0» خوانده‌شده ۰٫۵)",
        since=since,
    )
    _add(
        r,
        "levy.half_share.gavband_percent",
        Decimal("2.5"),
        "percent",
        _l34(3),
        "سهم گاوبند یا توش‌مال یا واسطه",
        since=since,
    )
    _add(
        r,
        "levy.half_share.no_gavband_landlord_percent",
        Decimal("2.5"),
        "percent",
        _l34(3),
        "بی گاوبند: دو و نیم درصد از مالک",
        since=since,
    )
    _add(
        r,
        "levy.new_water.exempt_years",
        10,
        "years",
        _l34(4),
        "معافیت قنات یا تلمبهٔ نو",
        since=since,
    )
    _add(
        r,
        "deadline.duty_deposit.months",
        1,
        "months",
        _l34(5),
        "مهلت واریز عوارض عمران به حساب صندوق قریه",
        since=since,
    )
    _add(r, "funds.village_percent", 70, "percent", _l34(6), "سهم صندوق قریه", since=since)
    _add(r, "funds.dehestan_percent", 15, "percent", _l34(6), "سهم صندوق دهستان", since=since)
    _add(r, "funds.bakhsh_percent", 14, "percent", _l34(6), "سهم صندوق بخش", since=since)
    _add(
        r,
        "funds.shahrestan_council_percent",
        1,
        "percent",
        _l34(6),
        "سهم شورای کشاورزی شهرستان",
        since=since,
    )
    _add(
        r,
        "levy.small_owner.kadkhoda_percent",
        5,
        "percent",
        _l34(6, "تبصره"),
        "وصول کدخدا در دهات خرده‌مالک",
        since=since,
    )
    _add(
        r,
        "funds.bakhsh_to_shahrestan_percent",
        10,
        "percent",
        _l34(11),
        "انتقال از صندوق بخش به صندوق مرکزی شهرستان",
        since=since,
    )
    _add(
        r,
        "funds.loan_multiple",
        10,
        "multiple",
        _l34(13),
        "سقف وام: برابر درآمد عادی صندوق",
        since=since,
    )
    _add(
        r, "funds.loan_max_interest_percent", 6, "percent", _l34(13), "حداکثر سود وام", since=since
    )
    _add(r, "funds.loan_years", 10, "years", _l34(13), "مدت وام", since=since)
    art16 = {"1334": ART_16_1334_REPEALED}
    for name, value, label in (
        ("council.village.principal_members", 5, "اعضای انجمن ده"),
        ("council.village.landlord_representatives", 1, "نمایندهٔ مالک (اکثریت سهام)"),
        ("council.village.farmer_representatives", 1, "نمایندهٔ زارع"),
        ("council.village.kadkhoda", 1, "کدخدا"),
        ("council.village.trustees", 2, "معتمدین مورد اعتماد مالک و زارع"),
    ):
        _add(r, name, value, "persons", _l34(16), label, since=since, until=art16, repealed=True)
    _add(
        r,
        "council.dehestan.one_each_up_to_villages",
        7,
        "persons",
        _l34(17),
        "تا این تعداد ده: از هر ده یک نفر",
        since=since,
    )
    _add(
        r,
        "council.dehestan.elected_when_more",
        7,
        "persons",
        _l34(17),
        "بیش از آن: منتخبین هفت نفر برمی‌گزینند",
        since=since,
    )
    _add(
        r,
        "council.bakhsh.dehestan_delegates",
        4,
        "persons",
        _l34(18),
        "نمایندگان انجمن‌های دهستان",
        since=since,
    )
    _add(
        r,
        "council.shahrestan.agri_council_representatives",
        2,
        "persons",
        _l34(19),
        "نمایندگان شورای کشاورزی شهرستان",
        since=since,
    )
    _add(r, "council.shahrestan.landlords", 2, "persons", _l34(19), "مالکین موجه محل", since=since)
    _add(
        r,
        "programme.submit_before_month",
        10,
        "month_no",
        _l34(19, "تبصره ۲"),
        "تسلیم برنامه پیش از دی",
        since=since,
    )
    _add(
        r,
        "programme.approve_in_month",
        10,
        "month_no",
        _l34(19, "تبصره ۲"),
        "تصویب برنامه در دی",
        since=since,
    )
    _add(
        r,
        "programme.notify_month",
        11,
        "month_no",
        _l34(19, "تبصره ۲"),
        "ابلاغ برنامه در بهمن",
        since=since,
    )
    _add(
        r,
        "programme.notify_by_day",
        15,
        "day_no",
        _l34(19, "تبصره ۲"),
        "ابلاغ در نیمهٔ اول بهمن",
        since=since,
    )
    _add(
        r, "funds.admin_max_percent", 2, "percent", _l34(25), "سقف هزینهٔ اداری انجمن‌ها", since=since
    )
    _add(
        r,
        "deadline.review_request.days",
        10,
        "days",
        _l34(27),
        "مهلت تقاضای تجدید نظر از ابلاغ نظر بخشدار",
        since=since,
    )
    _add(r, "council.term_years", 2, "years", _l34(29), "مدت نمایندگی اعضای انجمن", since=since)
    _add(
        r,
        "deadline.complaint_decision.days",
        15,
        "days",
        _l34(30),
        "مهلت رسیدگی انجمن شهرستان به شکایت",
        since=since,
    )
    _add(
        r,
        "dismissal.wage_months",
        3,
        "months",
        _l34(33),
        "مخارج سه ماه به مزد کارگران محل",
        since=since,
    )


def _register_1339() -> None:
    r, since = ("land-1339",), LAND_REFORM_ENACTED
    _add(r, "land.ceiling_irrigated_ha", 400, "ha", _l39(2), "حداکثر مالکیت زمین آبی", since=since)
    _add(r, "land.ceiling_dry_ha", 800, "ha", _l39(2), "حداکثر مالکیت زمین دیم و بایر", since=since)
    _add(
        r,
        "land.dry_ha_per_irrigated_ha",
        2,
        "multiple",
        _l39(2),
        "هر هکتار آبی معادل دو هکتار دیم و بایر",
        since=since,
    )
    _add(
        r,
        "land.heirs_transfer_multiple",
        Decimal("1.5"),
        "multiple",
        _l39(3, "بند ۳"),
        "انتقال به وراث تا یک و نیم برابر",
        since=since,
    )
    _add(
        r,
        "land.heirs_transfer_years",
        2,
        "years",
        _l39(3, "بند ۳"),
        "مهلت انتقال به وراث",
        since=since,
    )
    _add(
        r,
        "land.transfer_duty_percent",
        50,
        "percent",
        _l39(4),
        "عوارض عمرانی انتقال مازاد",
        since=since,
    )
    _add(
        r,
        "land.understated_multiple",
        2,
        "multiple",
        _l39(4, "تبصره ۱"),
        "کم‌اظهاری: دو برابر عوارض پرداخت‌نشده",
        since=since,
    )
    _add(
        r,
        "land.duty_free_irrigated_ha",
        600,
        "ha",
        _l39(4, "تبصره ۲"),
        "ششصد هکتار آبی معاف از عوارض",
        since=since,
    )
    _add(
        r,
        "land.declaration_months",
        3,
        "months",
        _l39(10),
        "مهلت تسلیم اظهارنامه از آخرین آگهی",
        since=since,
    )
    _add(
        r,
        "land.declaration_fine_min_rials",
        10000,
        "rials",
        _l39(10),
        "حداقل جریمهٔ اظهارنامه",
        since=since,
    )
    _add(
        r,
        "land.declaration_fine_max_rials",
        100000,
        "rials",
        _l39(10),
        "حداکثر جریمهٔ اظهارنامه",
        since=since,
    )
    _add(
        r,
        "land.owner_payment_years",
        10,
        "years",
        _l39(14),
        "پرداخت بها به مالک به اقساط",
        since=since,
    )
    _add(r, "land.objection_months", 2, "months", _l39(16), "مهلت اعتراض مالک از آگهی", since=since)
    _add(
        r,
        "land.transfer_signing_months",
        2,
        "months",
        _l39(17),
        "مهلت حضور برای انتقال سند",
        since=since,
    )
    _add(
        r,
        "land.non_transfer_irrigated_rials_per_ha",
        1500,
        "rials_per_ha",
        _l39(17, "الف"),
        "عوارض سالانه: آبی، باغ، قلمستان",
        since=since,
    )
    _add(
        r,
        "land.non_transfer_dry_rials_per_ha",
        750,
        "rials_per_ha",
        _l39(17, "ب"),
        "عوارض سالانه: دیم",
        since=since,
    )
    _add(
        r,
        "land.non_transfer_fallow_rials_per_ha",
        500,
        "rials_per_ha",
        _l39(17, "پ"),
        "عوارض سالانه: بایر",
        since=since,
    )
    _add(
        r,
        "land.instalment_years",
        10,
        "years",
        _l39(18),
        "اقساط متساوی سالانهٔ بهای زمین",
        since=since,
    )
    _add(
        r,
        "land.buy_up_to_multiple",
        5,
        "multiple",
        _l39(24),
        "خرید تا پنج برابر سهم تقسیم",
        since=since,
    )
    _add(
        r,
        "land.default_unpaid_instalments",
        3,
        "count",
        _l39(27),
        "اقساط پرداخت‌نشده که ملک را به دولت برمی‌گرداند",
        since=since,
    )
    _add(
        r,
        "land.house_free_rials",
        20000,
        "rials",
        _l39(31, "الف"),
        "اعیانی مسکن تا این مبلغ مجانی",
        since=since,
    )
    _add(
        r,
        "land.refusal_fine_min_rials",
        200,
        "rials",
        _l39(35),
        "حداقل غرامت امتناع از پرداخت سهم",
        since=since,
    )
    _add(
        r,
        "land.refusal_fine_max_rials",
        100000,
        "rials",
        _l39(35),
        "حداکثر غرامت امتناع از پرداخت سهم",
        since=since,
    )


def _register_notes() -> None:
    """Notes that decide who pays or how a share is divided, beside the levy's figures."""
    b, s = BILL_ENACTED, SUPPLEMENT_ENACTED
    # The bill's tenant paragraph is its art. 2 (docs/rules.md: the supplement replaced art. 1
    # only, and its art. 32 still names the tenant among those who pay).
    _add(
        BOTH_1331,
        "tenant.deducts_from_rent",
        True,
        "flag",
        _bill(2),
        "مستأجر به نمایندگی مالک اجرا می‌کند و معادل آن را از مال‌الاجاره کسر می‌کند",
        since=b,
    )
    _add(
        ("1334",),
        "tenant.pays_art3",
        True,
        "flag",
        _l34(4, "تبصره ۱"),
        "مستأجر اجرای قانون را بر عهده می‌گیرد و طبق ماده سوم می‌پردازد",
        since=LAW_1334_ENACTED,
    )
    for art in (26, 27):
        _add(
            ("1334",),
            f"levy.special_contract.prevails.art{art}",
            True,
            "flag",
            _l34(art, "تبصره"),
            "قرارداد خاص مالک و کشاورز معتبر و لازم‌الاجراست",
            since=LAW_1334_ENACTED,
        )
    _add(
        ("1334",),
        "levy.long_qanat.min_km",
        25,
        "km",
        _l34(3, "تبصره"),
        "طول قنات طولانی در استان هشتم (کرمان)",
        since=LAW_1334_ENACTED,
    )
    _add(
        ("1334",),
        "levy.long_qanat.max_farmer_share_percent",
        30,
        "percent",
        _l34(3, "تبصره"),
        "بهرهٔ رعیتی سی درصد یا کمتر",
        since=LAW_1334_ENACTED,
    )
    _add(
        ("1334",),
        "levy.long_qanat.farmer_half_percent",
        50,
        "percent",
        _l34(3, "تبصره"),
        "درآمد ویژهٔ مزرعه بالمناصفه میان مالک و زارع",
        since=LAW_1334_ENACTED,
    )
    _add(
        ONLY_AMENDED,
        "refusal.farmers_share.collects_on_complaint",
        True,
        "flag",
        _supp(32),
        "بخشدار به محض شکایت کشاورز سهم او را وصول و تحویل می‌کند",
        since=s,
    )
    _add(
        ONLY_AMENDED,
        "refusal.fund_share.court_fee_exempt",
        True,
        "flag",
        _supp(32),
        "دادخواست بخشدار برای ده درصد صندوق از هزینهٔ دادرسی معاف است",
        since=s,
    )
    _add(
        ONLY_ORIGINAL,
        "refusal.any_member_complains",
        True,
        "flag",
        _bill(33),
        "عضو هر یک از شوراها می‌تواند از متخلف شکایت کند",
        since=b,
    )


_register_1331()
_register_1334()
_register_1339()
_register_notes()

PARAMETERS: tuple[Parameter, ...] = tuple(_REGISTRY)
_INDEX: dict[tuple[str, str], Parameter] = {(p.name, p.regime): p for p in PARAMETERS}
assert len(_INDEX) == len(PARAMETERS), "a parameter is registered twice"


def check_regime(regime: str) -> None:
    if regime not in REGIMES:
        raise RuleError(
            "unknown_regime",
            f"unknown regime {regime!r}; known: {', '.join(REGIMES)}",
            "قانون خواسته‌شده شناخته نیست.",
        )


def has(name: str, regime: str) -> bool:
    return (name, regime) in _INDEX


def lookup(name: str, regime: str, on: dt.date | None = None) -> Parameter:
    """The parameter ``name`` of ``regime`` in force on ``on`` (any day when ``on`` is None)."""
    check_regime(regime)
    p = _INDEX.get((name, regime))
    if p is None:
        raise RuleError(
            "no_such_rule",
            f"regime {regime} has no rule {name!r}",
            f"در «{REGIME_LABEL_FA[regime]}» چنین حکمی نیست.",
        )
    if on is None:
        return p
    if on < p.in_force_from:
        raise RuleError(
            "not_in_force",
            f"{p.citation.short()} ({name}) is in force only from {format_jalali(p.in_force_from)}",
            f"{p.citation.short()} از {format_jalali(p.in_force_from, persian_digits=True)} لازم‌الاجراست.",
        )
    if p.in_force_until is not None and on >= p.in_force_until:
        until = format_jalali(p.in_force_until)
        until_fa = format_jalali(p.in_force_until, persian_digits=True)
        if p.repealed:
            raise RuleError(
                "repealed",
                f"{p.citation.short()} ({name}) is repealed from {until}",
                f"{p.citation.short()} از {until_fa} منسوخ است.",
            )
        raise RuleError(
            "replaced",
            f"{p.citation.short()} ({name}) was replaced by the 1331 supplement from {until}",
            f"{p.citation.short()} از {until_fa} با متمم لایحه جایگزین شده است.",
        )
    # The article is in force, but is its regime the one governing an act of that day?
    from desktop.rules.timeline import check_in_force  # the timeline reads this module's dates

    check_in_force(regime, on)
    return p


def value(name: str, regime: str, on: dt.date | None = None) -> Value:
    return lookup(name, regime, on).value


# ---------------------------------------------------------------------------- added figures
# Figures a careful reading of the statutes found missing (issue 25). Same constructor shape as
# above; kept apart so they can move into the data files as they are.


def _register_reading_1334() -> None:
    r, since = ("1334",), LAW_1334_ENACTED
    _add(
        r,
        "council.bakhsh.report_months",
        12,
        "months",
        _l34(22),
        "گزارش سالانهٔ انجمن بخش به انجمن شهرستان",
        since=since,
    )
    _add(
        r,
        "council.shahrestan.report_months",
        12,
        "months",
        _l34(23),
        "گزارش سالانهٔ انجمن شهرستان به وزارتخانه‌ها و استانداری",
        since=since,
    )


_register_reading_1334()
PARAMETERS = tuple(_REGISTRY)
_INDEX = {(p.name, p.regime): p for p in PARAMETERS}
assert len(_INDEX) == len(PARAMETERS), "a parameter is registered twice"
