"""Quantities in kind: units kept as whole grams, and the levy taken of a crop in its own unit.

A fund's goods (wheat, barley, ...) are counted in integer **grams**, the smallest part of every
weight unit the office uses, so a split of a quantity is exact and adds up, like a split of rials.
The units and their weight in grams are data (``UNITS``): the kilogram, the Tabriz *man* (3 kg,
the man of the Kashan and Tabriz markets) and the *kharvar* (100 man). A quantity typed as
``"12.5"`` kg is 12,500 g; one that is not a whole number of grams (``"0.0001"`` kg) is refused,
never rounded.

The levy in kind takes the same percentages of the landlord's share in kind as of its value in
rials (1331 م۱ الف: «ده درصد از سهم مالکانه ... تحویل خواهد شد», in the crop itself at harvest), so
``compute_levy_in_kind`` asks the levy rules (``levy.compute_levy``) for the figures and
citations, rounding each percentage down to the gram as it rounds rials down to the rial.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation

from desktop.rules.choices import DEFAULT_CHOICES, Choices
from desktop.rules.errors import RuleError
from desktop.rules.levy import compute_levy
from desktop.rules.money import allocate
from desktop.rules.result import ROUNDING_NOTE, Result, cites, num
from desktop.text import group_thousands, to_ascii_digits

# unit -> (Persian name, grams in one unit)
UNITS: dict[str, tuple[str, int]] = {
    "g": ("گرم", 1),
    "kg": ("کیلوگرم", 1000),
    "man": ("من تبریز", 3000),
    "kharvar": ("خروار", 300_000),
}
COMMODITIES: dict[str, str] = {
    "wheat": "گندم",
    "barley": "جو",
    "rice": "برنج",
    "cotton": "پنبه",
    "beet": "چغندر",
    "fruit": "میوه",
    "other": "سایر",
}
# Kinds whose base is the landlord's share of a crop, which can be taken in the crop itself.
IN_KIND_KINDS = (
    "crop_in_kind",
    "gavband_worker",
    "inputs_share_worker",
    "inputs_wage_worker",
    "orchard_in_kind",
    "pump_water",
    "small_owner_village",
)
MAX_GRAMS = 10**15


def grams(quantity: str | int | Decimal, unit: str) -> int:
    """``quantity`` of ``unit`` in whole grams; refused when negative, unknown or not whole."""
    if unit not in UNITS:
        raise RuleError("unknown_unit", f"unknown unit {unit!r}", "واحد شناخته نیست.")
    if isinstance(quantity, bool):
        raise RuleError("bad_value", "quantity must be a number", "مقدار باید عدد باشد.")
    if isinstance(quantity, int):
        q = Decimal(quantity)
    elif isinstance(quantity, Decimal):
        q = quantity
    elif isinstance(quantity, str):
        text = to_ascii_digits(quantity.strip()).replace("٫", ".").replace("/", ".")
        text = text.replace(",", "").replace("\u066c", "")
        try:
            q = Decimal(text)
        except InvalidOperation:
            raise RuleError("bad_value", "not a number", "مقدار باید عدد باشد.") from None
        if len(text) > 24:
            raise RuleError("bad_value", "too long", "مقدار بیش از حد بلند است.")
    else:
        raise RuleError("bad_value", "quantity must be a number", "مقدار باید عدد باشد.")
    if not q.is_finite() or q < 0:
        raise RuleError("negative_amount", "quantity must not be negative", "مقدار منفی است.")
    g = q * UNITS[unit][1]
    if g != g.to_integral_value():
        raise RuleError(
            "not_whole",
            f"{quantity} {unit} is not a whole number of grams",
            "مقدار باید به گرم درست باشد (کسر گرم پذیرفته نیست).",
        )
    if g > MAX_GRAMS:
        raise RuleError("too_large", "quantity too large", "مقدار بیش از حد بزرگ است.")
    return int(g)


def quantity_text(grams_: int, unit: str = "kg") -> str:
    """12_500 g in kg -> «۱۲٫۵ کیلوگرم»; exact (no float), Persian digits."""
    name, per = UNITS[unit]
    whole, rest = divmod(abs(grams_), per)
    s = group_thousands(whole)
    if rest:
        frac = str(Decimal(rest) / Decimal(per)).split(".")[1].rstrip("0")
        s += "٫" + num(frac)
    return f"{'-' if grams_ < 0 else ''}{s} {name}"


@dataclass(frozen=True)
class InKindLevyResult(Result):
    income_kind: str
    commodity: str
    base_grams: int
    farmers_grams: int
    fund_grams: int
    landlord_keeps_grams: int


def compute_levy_in_kind(
    *,
    regime: str,
    income_kind: str,
    commodity: str,
    landlord_share_grams: int,
    on: dt.date | None = None,
    choices: Choices = DEFAULT_CHOICES,
) -> InKindLevyResult:
    """The levy of a landlord's share in kind, in grams: the farmers' portion and the fund's."""
    if income_kind not in IN_KIND_KINDS:
        raise RuleError(
            "not_in_kind",
            f"income_kind {income_kind} is not taken in kind",
            "این نوع درآمد به جنس اخذ نمی‌شود.",
        )
    if commodity not in COMMODITIES:
        raise RuleError("unknown_commodity", "unknown commodity", "نوع جنس شناخته نیست.")
    if isinstance(landlord_share_grams, bool) or not isinstance(landlord_share_grams, int):
        raise RuleError("bad_value", "grams must be an integer", "مقدار باید عدد صحیح باشد.")
    kw: dict[str, object] = {"landlord_share_rials": landlord_share_grams}
    if income_kind == "pump_water":
        kw["has_sharecropper"] = True
    r = compute_levy(regime=regime, income_kind=income_kind, on=on, choices=choices, **kw)  # type: ignore[arg-type]
    what = COMMODITIES[commodity]
    keeps = landlord_share_grams - r.farmers_rials - r.fund_rials
    expl = (
        f"از سهم مالکانهٔ {quantity_text(landlord_share_grams)} {what}، "
        f"{quantity_text(r.farmers_rials)} به زارعین و {quantity_text(r.fund_rials)} به صندوق عمران "
        f"به جنس می‌رسد ({cites(r.citations)}). {ROUNDING_NOTE.replace('ریال', 'گرم')}"
    )
    return InKindLevyResult(
        income_kind=income_kind, commodity=commodity, base_grams=landlord_share_grams,
        farmers_grams=r.farmers_rials, fund_grams=r.fund_rials, landlord_keeps_grams=keeps,
        regime=regime, citations=r.citations, explanation=expl,
    )  # fmt: skip


def split_grams(total_grams: int, weights: list[int | Decimal]) -> tuple[int, ...]:
    """The farmers' portion in kind split by their weights, exact to the gram (largest remainder)."""
    return allocate(total_grams, weights).parts
