"""The lot that settles a tie, drawn reproducibly, one recipe for elections and land reform alike:
the SHA-256 of a seed the office records (the election's, the selection's), the separator U+001F
and the id of the one drawn for; its first 8 hex digits (32 bits) read as a number and written
with 10 digits (Persian digits on paper). A lower number draws first; two equal numbers (one
chance in about four billion) by the id's text. Anyone can redraw it and get the same order:

    int(sha256((seed + "\\x1f" + id).encode("utf-8")).hexdigest()[:8], 16), zero-padded to 10
"""

from __future__ import annotations

import hashlib

# The recipe as the papers print it (the election minutes, the land allocation list).
LOT_RECIPE_FA = (
    "عدد قرعهٔ هر {who} از بذر ثبت‌شده و شمارهٔ {who} ساخته می‌شود: چکیدهٔ شاهای دویست و پنجاه و "
    "شش از بذر و شماره (جداشده با نویسهٔ یونیکد سی و یکم)، که هشت رقم نخست آن در مبنای شانزده "
    "به عددی ده‌رقمی خوانده می‌شود؛ عدد کوچک‌تر مقدم است و در تساوی دو عدد، شمارهٔ کوچک‌تر. "
    "ارقام عدد قرعه در این برگ به فارسی نوشته شده است."
)


def lot_value(seed: str, ident: str) -> str:
    """The lot of ``ident`` under ``seed``: 10 decimal digits, the recipe above."""
    digest = hashlib.sha256(f"{seed}\x1f{ident}".encode()).hexdigest()
    return str(int(digest[:8], 16)).zfill(10)


def lot_order(lot: str, ident: str) -> tuple[str, str]:
    """The sort key of a drawn lot: the number, then the id's text."""
    return (lot, str(ident))


def recipe_fa(who: str) -> str:
    """The recipe, for a paper: ``who`` is «نامزد» or «متقاضی»."""
    return LOT_RECIPE_FA.format(who=who)
