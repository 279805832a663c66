"""Whole rials: one rounding rule for percentages, and splits that always add up.

* ``percent_of`` rounds **down** (floor): the payer never pays a fraction of a rial more than
  the law asks; what is left by the rounding stays with the payer.
* ``allocate`` splits an amount by weights with the **largest remainder** method: each part gets
  the floor of its exact quota, and the rials left over go one each to the parts with the
  largest fractional remainders; ties go to the part listed first. The parts always add up to
  the amount exactly, and the result says which parts received a remainder rial.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction

from desktop.rules.errors import RuleError

Number = int | Decimal | Fraction


def as_fraction(x: Number | float | str) -> Fraction:
    if isinstance(x, Fraction):
        return x
    if isinstance(x, float):
        return Fraction(str(x))
    return Fraction(x)


def percent_of(amount: int, percent: Number) -> int:
    """``floor(amount × percent / 100)`` in exact arithmetic."""
    if amount < 0:
        raise RuleError(
            "negative_amount", f"amount must not be negative: {amount}", "مبلغ منفی است."
        )
    return math.floor(Fraction(amount) * as_fraction(percent) / 100)


def times(amount: int, factor: Number) -> int:
    """``floor(amount × factor)``."""
    return math.floor(Fraction(amount) * as_fraction(factor))


@dataclass(frozen=True)
class Allocation:
    parts: tuple[int, ...]
    remainder: int  # rials handed out after the floors
    remainder_to: tuple[int, ...]  # indexes of the parts that got one remainder rial each


def allocate(amount: int, weights: Sequence[Number]) -> Allocation:
    """Split ``amount`` by ``weights`` (largest remainder; ties to the earlier part)."""
    if amount < 0:
        raise RuleError(
            "negative_amount", f"amount must not be negative: {amount}", "مبلغ منفی است."
        )
    ws = [as_fraction(w) for w in weights]
    if not ws:
        raise RuleError("no_parts", "nothing to split among", "سهم‌بری تعیین نشده است.")
    if any(w < 0 for w in ws):
        raise RuleError("negative_weight", "weights must not be negative", "وزن منفی است.")
    total = sum(ws, Fraction(0))
    if total == 0:
        raise RuleError("zero_weights", "the weights add up to zero", "جمع وزن‌ها صفر است.")
    quotas = [Fraction(amount) * w / total for w in ws]
    floors = [math.floor(q) for q in quotas]
    left = amount - sum(floors)
    order = sorted(range(len(ws)), key=lambda i: (-(quotas[i] - floors[i]), i))
    winners = tuple(sorted(order[:left]))
    parts = [f + (1 if i in winners else 0) for i, f in enumerate(floors)]
    return Allocation(tuple(parts), left, winners)
