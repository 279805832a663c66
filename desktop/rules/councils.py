"""Councils (شورا / انجمن): who sits on each level, and who may vote or stand on a given day."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass

from desktop.jalali import full_years_between
from desktop.rules import parameters as P
from desktop.rules.citations import Citation, unique
from desktop.rules.errors import RuleError
from desktop.rules.fields import label_fa, refuse_negative
from desktop.rules.law_data import LawDataError
from desktop.rules.result import Record, Result, cites, date_fa, num

LEVELS = ("village", "dehestan", "bakhsh", "shahrestan")


@dataclass(frozen=True)
class Seat(Record):
    role: str
    count: int
    label_fa: str
    citation: Citation


@dataclass(frozen=True)
class CompositionResult(Result):
    level: str
    members: tuple[Seat, ...]
    principal_members: int
    alternates: int
    min_present: int | None
    officers: tuple[str, ...]
    term_years: int
    repealed_from: dt.date | None = None


def _seat(role: str, name: str, regime: str, on: dt.date | None, label: str | None = None) -> Seat:
    p = P.lookup(name, regime, on)
    return Seat(role, int(p.value), label or p.label_fa, p.citation)


def _fixed(role: str, label: str, cite: Citation) -> Seat:
    """A seat the statute names without a number (one office-holder)."""
    return Seat(role, 1, label, cite)


# The seats each level's article names, in its order (key: level, and whether the 1334 law
# governs): (role, the parameter that counts it, or None for one office-holder the article names
# without a number, and then his title). Delegates counted from the units below come on top.
_SEATS: dict[tuple[str, bool], tuple[tuple[str, str | None, str | None], ...]] = {
    ("village", True): (
        ("landlord_representative", "council.village.landlord_representatives", None),
        ("farmer_representative", "council.village.farmer_representatives", None),
        ("kadkhoda", "council.village.kadkhoda", None),
        ("trustee", "council.village.trustees", None),
    ),
    ("village", False): (
        ("landlord_representative", "council.village.landlord_representatives", None),
        ("kadkhoda", "council.village.kadkhoda", None),
        ("elected_trustee", "council.village.elected_trustees", None),
    ),
    ("bakhsh", True): (
        ("bakhshdar_presumed", None, "بند ۱ در متن نیست؛ به قرینه بخشدار"),
        ("agriculture", None, "رئیس یا نمایندهٔ وزارت کشاورزی"),
        ("health", None, "رئیس بهداری یا نمایندهٔ وزارت بهداری"),
        ("dehestan_delegate", "council.bakhsh.dehestan_delegates", None),
    ),
    ("bakhsh", False): (
        ("bakhshdar", None, "بخشدار"),
        ("agriculture", None, "رئیس یا نمایندهٔ کشاورزی"),
        ("health", None, "رئیس یا نمایندهٔ بهداری"),
        ("justice", None, "رئیس یا نمایندهٔ دادگستری"),
        ("agricultural_bank", None, "نمایندهٔ بانک کشاورزی"),
    ),
    ("shahrestan", True): (
        ("farmandar", None, "فرماندار (رئیس)"),
        ("agriculture", None, "رئیس کشاورزی"),
        ("health", None, "رئیس بهداری"),
        ("agri_council_representative", "council.shahrestan.agri_council_representatives", None),
        ("landlord", "council.shahrestan.landlords", None),
        ("justice", None, "رئیس دادگستری شهرستان"),
        ("agricultural_bank", None, "رئیس بانک کشاورزی"),
    ),
    ("shahrestan", False): (
        ("farmandar", None, "فرماندار"),
        ("agriculture", None, "رئیس کشاورزی"),
        ("health", None, "رئیس بهداری"),
        ("agricultural_bank", None, "رئیس بانک کشاورزی"),
    ),
}


def _named_seats(
    level: str, is_1334: bool, regime: str, on: dt.date | None, cite: Citation | None = None
) -> list[Seat]:
    """The seats of ``_SEATS`` for the level; ``cite`` is the article of the uncounted ones."""
    seats = []
    for role, name, label in _SEATS[level, is_1334]:
        if name is None:
            assert label is not None and cite is not None
            seats.append(_fixed(role, label, cite))
        else:
            seats.append(_seat(role, name, regime, on, label))
    return seats


def _need_count(value: int | None, key: str, what: str) -> int:
    if value is None:
        raise RuleError(
            "missing_key", f"this composition needs {key!r} ({what})", f"تعداد {what} لازم است."
        )
    refuse_negative(key, value)
    return value


def _not_counted(value: int | None, key: str, level: str, what: str) -> None:
    """The 1334 law fixes the bakhsh's and shahrestan's seats without counting the units below."""
    if value is not None:
        raise RuleError(
            "unknown_key",
            f"{key} does not apply to a 1334 {level} council",
            f"تعداد {what} در این نظام لازم نیست.",
        )


def compute_council_composition(
    *,
    regime: str,
    level: str,
    villages: int | None = None,
    dehestans: int | None = None,
    bakhshes: int | None = None,
    on: dt.date | None = None,
) -> CompositionResult:
    P.check_regime(regime)
    if level not in LEVELS:
        raise RuleError(
            "bad_value", f"level must be one of {', '.join(LEVELS)}", "سطح شورا نامعتبر است."
        )
    if regime == "land-1339":
        raise RuleError(
            "no_such_rule",
            "the land reform law has no development councils",
            "قانون اصلاحات ارضی شورای عمران ندارد.",
        )
    is_1334 = regime == "1334"
    for key, val, allowed in (
        ("villages", villages, "dehestan"),
        ("dehestans", dehestans, "bakhsh"),
        ("bakhshes", bakhshes, "shahrestan"),
    ):
        if val is not None and level != allowed:
            raise RuleError(
                "unknown_key",
                f"{key} does not apply to a {level} council",
                f"«{label_fa(key)}» به این سطح شورا مربوط نیست.",
            )
    term = P.lookup("council.term_years", regime, on)
    alternates, min_present, repealed_from = 0, None, None
    seats: list[Seat]
    if level == "village":
        head = P.lookup("council.village.principal_members", regime, on)
        seats = _named_seats(level, is_1334, regime, on)
        if is_1334:
            repealed_from = head.in_force_until
        else:
            alternates = int(P.value("council.village.alternates", regime, on))
    elif level == "dehestan":
        n = _need_count(villages, "villages", "دهات دهستان")
        if n == 0:
            raise RuleError(
                "no_members",
                "a dehestan council needs at least one village (its members are the villages' delegates)",
                "شورای دهستان بی‌ده عضوی ندارد؛ «شمار قراء» دست‌کم یک است.",
                P.lookup(
                    "council.dehestan.one_each_up_to_villages"
                    if is_1334
                    else "council.dehestan.members_per_village",
                    regime,
                    on,
                ).citation,
            )
        if is_1334:
            cap = P.lookup("council.dehestan.one_each_up_to_villages", regime, on)
            if n <= int(cap.value):
                seats = [
                    Seat(
                        "village_delegate", n, "از هر ده یک نفر به انتخاب انجمن آن ده", cap.citation
                    )
                ]
            else:
                seats = [
                    _seat(
                        "elected_village_delegate", "council.dehestan.elected_when_more", regime, on
                    )
                ]
        else:
            per = P.lookup("council.dehestan.members_per_village", regime, on)
            seats = [Seat("village_delegate", n * int(per.value), per.label_fa, per.citation)]
            if P.has("council.dehestan.min_present", regime):
                # supp. art. 22: "where the villages are many", at least 7 present. A quorum of 7
                # means something only for a council larger than 7; with 7 or fewer members the
                # supplement sets none (it cannot ask more present than sit).
                floor = int(P.value("council.dehestan.min_present", regime, on))
                if seats[0].count > floor:
                    min_present = floor
    elif level == "bakhsh":
        if is_1334:
            _not_counted(dehestans, "dehestans", "bakhsh", "دهستان")
            c = P.lookup("council.bakhsh.dehestan_delegates", regime, on).citation
            seats = _named_seats(level, is_1334, regime, on, c)
        else:
            n = _need_count(dehestans, "dehestans", "دهستان‌های بخش")
            per = P.lookup("council.bakhsh.members_per_dehestan", regime, on)
            c = per.citation
            seats = _named_seats(level, is_1334, regime, on, c)
            seats.append(
                Seat("dehestan_delegate", n * int(per.value), "از هر شورای دهستان دو نفر", c)
            )
    else:  # shahrestan
        if is_1334:
            _not_counted(bakhshes, "bakhshes", "shahrestan", "بخش")
            c = P.lookup("council.shahrestan.landlords", regime, on).citation
            seats = _named_seats(level, is_1334, regime, on, c)
        else:
            n = _need_count(bakhshes, "bakhshes", "بخش‌های شهرستان")
            if n == 0:
                raise RuleError(
                    "no_members",
                    "a shahrestan has at least one bakhsh",
                    "شهرستان بی‌بخش نیست؛ «شمار بخش‌ها» دست‌کم یک است.",
                )
            per = P.lookup("council.shahrestan.members_per_bakhsh", regime, on)
            c = per.citation
            seats = _named_seats(level, is_1334, regime, on, c)
            if regime == "1331":
                seats.append(_fixed("justice", "رئیس دادگستری یا دادگاه بخش", c))
            seats.append(
                Seat(
                    "bakhsh_delegate", n * int(per.value), per.label_fa + " به انتخاب شورای بخش", c
                )
            )
    total = sum(s.count for s in seats)
    if level == "village" and total != head.value:
        # the statute names the council's size and each seat (1331 م۱۷, 1334 م۱۶): the data
        # files must agree with themselves, or nothing is composed from them
        raise LawDataError(
            f"{head.citation.short()}: the seats add up to {total}, not {head.value}"
        )
    officers = (
        ("chair", "accountant", "treasurer")
        if is_1334
        else ("chair", "vice_chair", "accountant", "treasurer")
    )
    officer_cite = Citation("1334", 21) if is_1334 else Citation("1331-bill", 26)
    level_fa = {"village": "ده", "dehestan": "دهستان", "bakhsh": "بخش", "shahrestan": "شهرستان"}[
        level
    ]
    body = "، ".join(f"{s.label_fa} ({num(s.count)})" for s in seats)
    body_word = "انجمن" if is_1334 else "شورای"
    expl = f"{body_word} {level_fa}: {body}؛ جمعاً {num(total)} عضو اصلی"
    if alternates:
        expl += f" و {num(alternates)} عضو علی‌البدل به انتخاب زارعین"
    expl += f" ({seats[0].citation.short()})."
    if (
        level == "dehestan"
        and not is_1334
        and not min_present
        and P.has("council.dehestan.min_present", regime)
    ):
        floor = int(P.value("council.dehestan.min_present", regime, on))
        expl += f" حضور دست‌کم {num(floor)} نماینده برای وقتی است که قراء زیادند؛ این شورا {num(total)} عضو دارد و آن حد به کار نمی‌آید."
    if min_present:
        expl += f" اگر قراء زیاد باشند، جلسه با حضور دست‌کم {num(min_present)} نماینده تشکیل می‌شود و تصمیم با اکثریت نسبی است."
    if level == "bakhsh" and is_1334:
        expl += " بند ۱ مادهٔ ۱۸ در متن نیامده؛ به قرینه بخشدار فرض شد."
    expl += f" مدت نمایندگی {num(term.value)} سال ({term.citation.short()})؛ از میان خود رئیس، "
    expl += "محاسب و صندوقدار" if is_1334 else "نایب رئیس، محاسب و صندوقدار"
    expl += f" برمی‌گزینند ({officer_cite.short()})."
    if repealed_from is not None:
        expl += f" این ماده از {date_fa(repealed_from)} منسوخ است."
    return CompositionResult(
        level=level, members=tuple(seats), principal_members=total, alternates=alternates,
        min_present=min_present, officers=officers, term_years=int(term.value),
        repealed_from=repealed_from, regime=regime,
        citations=unique([*(s.citation for s in seats), term.citation, officer_cite]), explanation=expl,
    )  # fmt: skip


ROLES = ("voter", "candidate", "kadkhoda", "land_recipient")
_CONDITION_FA = {
    "citizenship": "تابعیت ایران",
    "age": "سن",
    "no_corruption_reputation": "نداشتن شهرت به فساد اخلاق",
    "no_criminal_conviction": "نداشتن محکومیت جزائی",
    "farming": "اشتغال مستقیم به زراعت",
    "residence": "سکونت در محل",
    "farming_or_undertakes": "اشتغال یا تعهد به کشاورزی",
}


@dataclass(frozen=True)
class EligibilityResult(Result):
    role: str
    on: dt.date
    eligible: bool
    failed: tuple[str, ...]
    age_years: int | None = None
    min_age: int | None = None


def council_word(regime: str, plural: bool = False) -> str:
    """The law's own word for its bodies: 1331 «شورا» (bill arts. 16–26), 1334 «انجمن» (arts.
    15–21), so a paper of one regime never names the other's bodies."""
    if regime == "1334":
        return "انجمن‌ها" if plural else "انجمن"
    return "شوراها" if plural else "شورا"


def council_of(regime: str, what: str) -> str:
    """«شورای ده» / «انجمن ده» (the ezafe is written after شورا only)."""
    return f"انجمن {what}" if regime == "1334" else f"شورای {what}"


ANALOGY_FA = "به قیاس از "
VOTERS_BASIS_FA = {
    False: "با مادهٔ ۱۹ لایحهٔ قانونی ۱۳۳۱",
    True: (
        "به قیاس با مادهٔ ۱۹ لایحهٔ قانونی ۱۳۳۱، چون قانون ۱۳۳۴ شرایط رأی‌دهندگان انجمن ده را "
        "معین نکرده است"
    ),
}


def analogy_prefix(by_analogy: bool) -> str:
    """What a citation is preceded by where a repealed rule is applied by analogy: «به قیاس از »;
    the bill is then not cited as if it were in force."""
    return ANALOGY_FA if by_analogy else ""


def voters_basis_fa(regime: str) -> str:
    """How an election's paper names the voters' conditions it checked: the 1331 bill's art. 19
    itself under the bill, and *by analogy* with it under 1334, which sets none."""
    return VOTERS_BASIS_FA[regime == "1334"]


def compute_eligibility(
    *,
    regime: str,
    role: str,
    on: dt.date,
    iranian: bool,
    birth_date: dt.date | None = None,
    resident: bool | None = None,
    farming: bool | None = None,
    convicted: bool | None = None,
    corruption_reputation: bool | None = None,
    undertakes_farming: bool | None = None,
    by_analogy: bool = False,
) -> EligibilityResult:
    """1331 art. 19 (voters), 20 (candidates), 21 (kadkhoda: art. 20's conditions);
    1339 art. 20 (land recipients: Iranian, farming in person or undertaking to).

    ``by_analogy``: the conditions of ``regime`` applied to an act dated after it ended (the
    1334 law sets no voters' conditions, so the office applies the 1331 bill's): its figures are
    taken as enacted, not refused by the timeline; the age is still counted on ``on``."""
    P.check_regime(regime)
    if role not in ROLES:
        raise RuleError("bad_value", f"role must be one of {', '.join(ROLES)}", "نقش نامعتبر است.")
    failed: list[str] = []
    if role == "land_recipient":
        if regime != "land-1339":
            raise RuleError(
                "no_such_rule",
                f"regime {regime} has no land recipients; use land-1339",
                "شرایط گیرندهٔ زمین در قانون اصلاحات ارضی است.",
            )
        for key, v in (
            ("birth_date", birth_date),
            ("resident", resident),
            ("convicted", convicted),
            ("corruption_reputation", corruption_reputation),
        ):
            if v is not None:
                raise RuleError(
                    "unknown_key",
                    f"{key} does not apply to land_recipient",
                    f"«{label_fa(key)}» به گیرندهٔ زمین مربوط نیست.",
                )
        if farming is None and undertakes_farming is None:
            raise RuleError(
                "missing_key",
                "land_recipient needs farming or undertakes_farming",
                "اشتغال یا تعهد به کشاورزی لازم است.",
            )
        if not iranian:
            failed.append("citizenship")
        if not (farming or undertakes_farming):
            failed.append("farming_or_undertakes")
        cite = Citation("1339", 20)
        expl = "گیرندهٔ زمین باید تبعهٔ ایران باشد و شخصاً یا به کمک خانواده به کشاورزی اشتغال داشته باشد یا تعهد کند"
        expl += f" ({cite.short()}). " + (
            "واجد شرایط است."
            if not failed
            else "فاقد شرط: " + "، ".join(_CONDITION_FA[f] for f in failed) + "."
        )
        return EligibilityResult(
            role=role,
            on=on,
            eligible=not failed,
            failed=tuple(failed),
            regime=regime,
            citations=(cite,),
            explanation=expl,
        )
    if undertakes_farming is not None:
        raise RuleError(
            "unknown_key",
            "undertakes_farming applies only to land_recipient",
            "تعهد کشاورزی فقط برای گیرندهٔ زمین است.",
        )
    name = "eligibility.voter_min_age" if role == "voter" else "eligibility.candidate_min_age"
    p = P.lookup(name, regime) if by_analogy else P.lookup(name, regime, on)
    for key, v in (
        ("birth_date", birth_date),
        ("resident", resident),
        ("farming", farming),
        ("convicted", convicted),
        ("corruption_reputation", corruption_reputation),
    ):
        if v is None:
            raise RuleError(
                "missing_key",
                f"{role} eligibility needs {key!r}",
                f"برای احراز شرایط «{label_fa(key)}» لازم است.",
            )
    assert birth_date is not None
    if birth_date > on:
        raise RuleError(
            "bad_value",
            "birth_date is after the day asked about",
            "تاریخ تولد پس از تاریخ مورد پرسش است.",
        )
    age = full_years_between(birth_date, on)
    min_age = int(p.value)
    checks = (
        ("citizenship", iranian),
        ("age", age >= min_age),
        ("no_corruption_reputation", not corruption_reputation),
        ("no_criminal_conviction", not convicted),
        ("farming", bool(farming)),
        ("residence", bool(resident)),
    )
    failed = [k for k, ok in checks if not ok]
    body = "انجمن" if by_analogy else "شورا"
    role_fa = {
        "voter": f"رأی‌دهنده در انتخاب {body}ی ده",
        "candidate": f"نامزد عضویت {body}",
        "kadkhoda": "کدخدا",
    }[role]
    cs: list[Citation] = [p.citation]
    if role == "kadkhoda":
        cs.append(Citation("1331-bill", 21))
    expl = (
        f"شرایط {role_fa}: تابعیت ایران، دست‌کم {num(min_age)} سال تمام، نداشتن شهرت به فساد اخلاق و محکومیت جزائی، "
        f"اشتغال مستقیم به زراعت و سکونت در محل ({analogy_prefix(by_analogy)}{cites(cs)}). "
        f"سن در {date_fa(on)}: {num(age)} سال تمام. "
    )
    if role == "kadkhoda":
        expl += "کدخدا به پیشنهاد مالک یا مالکین و تأیید بخشدار تعیین می‌شود. "
    expl += (
        "واجد شرایط است."
        if not failed
        else "فاقد شرط: " + "، ".join(_CONDITION_FA[f] for f in failed) + "."
    )
    return EligibilityResult(
        role=role, on=on, eligible=not failed, failed=tuple(failed), age_years=age, min_age=min_age,
        regime=regime, citations=tuple(cs), explanation=expl,
    )  # fmt: skip


# A council of the 1331 bill ends with the bill: 1334 art. 36 repeals, from 1334/05/05, «کلیه
# قوانین و مقررات مربوط بتقسیم محصول و ازدیاد سهم کشاورز» — the bill as a whole, its councils'
# articles (16–34) with it, not only what contradicts the new law — and its note closes the past
# («آنچه بوده خاتمه یافته تلقی میشود»): what the councils did stands, their mandate does not run
# on. From that day the associations of 1334 art. 15 are formed «بر طبق مقررات این قانون».
# The supplement replaced only arts. 1, 10, 22, 24 and 32, so councils formed under the original
# bill ran on under the amended one until the same day. (docs/councils.md)
def _bill_last_day() -> dt.date:
    from desktop.rules.timeline import span

    last = span("1331").last_day
    assert last is not None
    return last


BILL_COUNCILS_END: dt.date = _bill_last_day()  # 1334/05/04, the bill's last day (timeline)


def term_cut_fa(council: dict) -> str:
    """What a council's paper says where its term ended with the 1331 bill, else ""."""
    if council["regime"] not in ("1331", "1331-original"):
        return ""
    if council["term_end"] != BILL_COUNCILS_END.isoformat():
        return ""
    return (
        "دورهٔ این شورا به حکم مادهٔ ۳۶ قانون ۱۳۳۴ و تبصرهٔ آن در ۱۳۳۴/۰۵/۰۴ پایان یافت: از "
        "۱۳۳۴/۰۵/۰۵ قوانین مربوط به ازدیاد سهم کشاورز ملغی و آنچه گذشته خاتمه‌یافته تلقی می‌شود."
    )
