"""Vocabulary of places (DOMAIN.md "Places"), keys stored, Persian labels shown."""

from __future__ import annotations

VILLAGE_KINDS = {"village": "قریه", "hamlet": "مزرعه"}
WATER_SOURCES = {
    "qanat": "قنات",
    "river": "رودخانه",
    "well_pump": "چاه و تلمبه",
    "spring": "چشمه",
    "rain": "دیم (باران)",
}
FARMING_TYPES = {"irrigated": "آبی", "dry": "دیم", "mixed": "آبی و دیم"}
TENURES = {
    "private": "ملک اربابی",
    "waqf": "موقوفه (متولی به جای مالک)",
    "leased": "اجاره (مستأجر به جای مالک)",
    "farmer_owned": "ملک خردهٔ زارعین",
}
DANG = 1000  # shares are kept in thousandths of a dang
SHESHDANG = 6 * DANG


def dang_to_milli(dang: float | int | str) -> int:
    return round(float(dang) * DANG)


def percent_to_milli(percent: float | int | str) -> int:
    return round(float(percent) * SHESHDANG / 100)


def milli_to_dang_text(milli: int) -> str:
    whole, rest = divmod(milli, DANG)
    return f"{whole}" if rest == 0 else f"{milli / DANG:.3f}".rstrip("0").rstrip(".")


def dang_fa(milli: int) -> str:
    """A share in dang as a clerk writes it: Persian digits, Persian decimal separator (۱٫۵)."""
    from desktop.text import to_persian_digits

    return to_persian_digits(milli_to_dang_text(milli).replace(".", "\u066b"))
