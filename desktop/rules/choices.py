"""Where the statute is ambiguous, the office chooses; these are the defaults.

Each computation that depends on a choice says in its explanation which reading it used.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
from dataclasses import dataclass

from desktop.jalali import InvalidDate, format_jalali, parse_jalali
from desktop.rules.errors import RuleError

READINGS_1334_M3 = ("2.5", "0.5")
PUMP_WITHOUT_SHARECROPPER = ("fund", "not_taken")


@dataclass(frozen=True)
class Choices:
    # 1334 art. 3: the landlord's part printed "5 /0 درصد"; read as 2.5 (half of the added 5%,
    # the gavband paying the other 2.5) or literally as 0.5.
    reading_1334_m3: str = "2.5"
    # "3 months' wage" from a daily wage (1331 supp. art. 2; 1334 art. 33): days per month.
    wage_days_per_month: int = 30
    # A deadline falling on a Friday or a listed holiday moves to the next working day?
    deadline_moves_to_working_day: bool = False
    holidays: tuple[dt.date, ...] = ()
    # 1331 supp. art. 1 تبصره ۳: the 10% goes to the sharecropper "if there is one";
    # with none, it goes to the fund ("fund") or is not taken at all ("not_taken").
    pump_water_without_sharecropper: str = "fund"
    # The day the land-reform bill was presented to the Majlis («تاریخ تقدیم این لایحه به
    # مجلس»): 1339 arts. 2 notes 1–2, 3 items 3 and 6, 4 (last paragraph), 10 note 2, 12 and 15
    # run from it, and the statute does not give it (only the Majlis vote of 1338/12/24 and the
    # Senate's of 1339/02/26). The office enters it; None until it does.
    land_bill_presented_on: dt.date | None = None

    def __post_init__(self) -> None:
        if self.reading_1334_m3 not in READINGS_1334_M3:
            raise _bad("reading_1334_m3", READINGS_1334_M3)
        if self.pump_water_without_sharecropper not in PUMP_WITHOUT_SHARECROPPER:
            raise _bad("pump_water_without_sharecropper", PUMP_WITHOUT_SHARECROPPER)
        if (
            isinstance(self.wage_days_per_month, bool)
            or not isinstance(self.wage_days_per_month, int)
            or not 28 <= self.wage_days_per_month <= 31
        ):
            raise RuleError(
                "bad_choice",
                "choices.wage_days_per_month must be an integer from 28 to 31",
                "روزهای هر ماه برای مزد باید میان ۲۸ و ۳۱ باشد.",
            )
        if self.land_bill_presented_on is not None:
            from desktop.rules.law_data import BOOK  # the law's own date, from its data file

            enacted = BOOK.statute("1339").in_force_from
            if not (
                isinstance(self.land_bill_presented_on, dt.date)
                and self.land_bill_presented_on < enacted
            ):
                raise RuleError(
                    "bad_choice",
                    "choices.land_bill_presented_on must be a date before the law (1339/02/26)",
                    "تاریخ تقدیم لایحهٔ اصلاحات ارضی به مجلس باید پیش از تصویب قانون "
                    f"({format_jalali(enacted, persian_digits=True)}) باشد.",
                )
        if not isinstance(self.deadline_moves_to_working_day, bool):
            raise RuleError(
                "bad_choice",
                "choices.deadline_moves_to_working_day must be true or false",
                "انتخاب نامعتبر است.",
            )

    @classmethod
    def from_json(cls, data: object) -> Choices:
        if not isinstance(data, dict):
            raise RuleError(
                "bad_choice",
                "choices must be a JSON object",
                "انتخاب‌های دفتر باید به شکل کلید و مقدار باشد.",
            )
        known = {f.name for f in dataclasses.fields(cls)}
        for key in data:
            if key not in known:
                raise RuleError(
                    "unknown_key",
                    f"unknown choice {key!r}; known: {', '.join(sorted(known))}",
                    "انتخابی در ورودی هست که دفتر نمی‌شناسد.",
                )
        kwargs = dict(data)
        if "holidays" in kwargs:
            raw = kwargs["holidays"]
            if not isinstance(raw, list) or not all(isinstance(x, str) for x in raw):
                raise RuleError(
                    "bad_choice",
                    "choices.holidays must be a list of Jalali dates",
                    "تعطیلات باید فهرست تاریخ باشد.",
                )
            try:
                kwargs["holidays"] = tuple(parse_jalali(x) for x in raw)
            except InvalidDate as e:
                raise RuleError("invalid_date", f"choices.holidays: {e}", e.message_fa) from None
        raw_day = kwargs.get("land_bill_presented_on")
        if isinstance(raw_day, str):
            try:
                kwargs["land_bill_presented_on"] = (
                    parse_jalali(raw_day) if raw_day.strip() else None
                )
            except InvalidDate as e:
                raise RuleError(
                    "invalid_date", f"choices.land_bill_presented_on: {e}", e.message_fa
                ) from None
        return cls(**kwargs)

    def to_json(self) -> dict[str, object]:
        d = dataclasses.asdict(self)
        d["holidays"] = [format_jalali(h) for h in self.holidays]
        d["land_bill_presented_on"] = (
            format_jalali(self.land_bill_presented_on) if self.land_bill_presented_on else None
        )
        return d


DEFAULT_CHOICES = Choices()


def _bad(name: str, allowed: tuple[str, ...]) -> RuleError:
    return RuleError(
        "bad_choice",
        f"choices.{name} must be one of {', '.join(allowed)}",
        f"«{CHOICE_FA.get(name, 'انتخاب دفتر')}» نامعتبر است.",
    )


CHOICE_FA = {
    "reading_1334_m3": "خوانش «5 /0 درصد» مادهٔ ۳ قانون ۱۳۳۴",
    "pump_water_without_sharecropper": "ده درصد آب تلمبه وقتی کشاورز سهم‌بر نیست",
}
