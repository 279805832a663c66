"""The Iranian national code (کد ملی): 10 digits, the last a check digit."""

from __future__ import annotations

from dataclasses import dataclass

from desktop.text import to_ascii_digits


@dataclass(frozen=True)
class NationalCodeCheck:
    code: str | None  # ASCII digits, or None when invalid
    error: str | None  # Persian: refused
    warning: str | None  # Persian: accepted, but worth a look


def check_digit_ok(code: str) -> bool:
    digits = [int(c) for c in code]
    total = sum(d * (10 - i) for i, d in enumerate(digits[:9]))
    r = total % 11
    expected = r if r < 2 else 11 - r
    return digits[9] == expected


def check_national_code(text: str) -> NationalCodeCheck:
    s = to_ascii_digits(text.strip()).replace("-", "").replace(" ", "")
    if len(s) != 10 or not s.isdigit():
        return NationalCodeCheck(None, "کد ملی باید ۱۰ رقم باشد.", None)
    if len(set(s)) == 1:
        return NationalCodeCheck(None, "کد ملی نامعتبر است (همهٔ رقم‌ها یکسان).", None)
    if not check_digit_ok(s):
        return NationalCodeCheck(None, "رقم کنترل کد ملی درست نیست.", None)
    warning = None
    if s[:3] == "000":
        warning = "پیش‌شمارهٔ این کد ملی به هیچ حوزهٔ صدوری شناخته‌شده تعلق ندارد؛ دوباره بررسی کنید."
    return NationalCodeCheck(s, None, warning)


def make_valid(prefix9: str) -> str:
    """Append the check digit to nine digits (for demo data and tests)."""
    digits = [int(c) for c in prefix9]
    r = sum(d * (10 - i) for i, d in enumerate(digits)) % 11
    return prefix9 + str(r if r < 2 else 11 - r)
