"""The Iranian national code (کد ملی): 10 digits, the last a check digit."""

from __future__ import annotations

from dataclasses import dataclass

from desktop.text import to_ascii_digits


@dataclass(frozen=True)
class NationalCodeCheck:
    code: str | None  # ASCII digits, or None when invalid
    error: str | None  # Persian: refused
    warning: str | None  # Persian: accepted, but worth a look


# The three-digit prefixes of the issuing registry offices (حوزهٔ صدور), as published lists of
# Iran's civil-registration offices give them. A code outside these is accepted with a warning
# only: the lists are incomplete for old and newly created offices.
_PREFIX_RANGES = (
    "001-008 031-032 037-038 041-045 048-049 051-059 061-068 070-079 081-094 105-106 108-109 "
    "111-115 121-129 134-138 141-142 145-150 152-159 161-176 181-183 186-193 197-199 203-230 "
    "234-239 241-247 251-259 264-278 280-290 293-299 304-310 313-318 323-325 328-335 338-339 "
    "342-358 361-373 376-387 391-393 396-398 400-407 412-440 442-451 457-459 461-469 481-486 "
    "488-500 502-508 510-514 521-524 527-535 541-556 560-588 590-633"
)


def _expand(ranges: str) -> frozenset[str]:
    codes: set[str] = set()
    for part in ranges.split():
        first, _, last = part.partition("-")
        codes.update(f"{n:03d}" for n in range(int(first), int(last or first) + 1))
    return frozenset(codes)


KNOWN_PREFIXES = _expand(_PREFIX_RANGES)


def check_digit_ok(code: str) -> bool:
    digits = [int(c) for c in code]
    total = sum(d * (10 - i) for i, d in enumerate(digits[:9]))
    r = total % 11
    expected = r if r < 2 else 11 - r
    return digits[9] == expected


def check_national_code(text: str) -> NationalCodeCheck:
    s = to_ascii_digits(text.strip()).replace("-", "").replace(" ", "")
    if len(s) != 10 or not (s.isascii() and s.isdigit()):  # '²' is a digit to isdigit()
        return NationalCodeCheck(None, "کد ملی باید ۱۰ رقم باشد.", None)
    if len(set(s)) == 1:
        return NationalCodeCheck(None, "کد ملی نامعتبر است (همهٔ رقم‌ها یکسان).", None)
    if not check_digit_ok(s):
        return NationalCodeCheck(None, "رقم کنترل کد ملی درست نیست.", None)
    warning = None
    if s[:3] not in KNOWN_PREFIXES:
        warning = "پیش‌شمارهٔ این کد ملی به هیچ حوزهٔ صدوری شناخته‌شده تعلق ندارد؛ دوباره بررسی کنید."
    return NationalCodeCheck(s, None, warning)


def make_valid(prefix9: str) -> str:
    """Append the check digit to nine digits (for demo data and tests)."""
    digits = [int(c) for c in prefix9]
    r = sum(d * (10 - i) for i, d in enumerate(digits)) % 11
    return prefix9 + str(r if r < 2 else 11 - r)
