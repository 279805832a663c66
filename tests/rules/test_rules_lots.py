"""The lot that breaks ties: pinned values, so an election's or a selection's recorded order can be
redrawn years later and come out the same."""

from __future__ import annotations

import pytest

from desktop.rules import elections, land_reform
from desktop.rules.lots import lot_value


@pytest.mark.parametrize(
    ("seed", "ident", "hex_lot", "decimal_lot"),
    [
        ("۱۳۳۲-کامو", "12", "c7bb1ae113af9e0c", "3350928097"),
        ("1339-lot", "a7", "745667b6e3a4056d", "1951819702"),
        ("", "", "ffe679bb831c95b6", "4293294523"),
    ],
)
def test_lot_values_are_the_ones_recorded_before(seed, ident, hex_lot, decimal_lot) -> None:
    assert lot_value(seed, ident) == hex_lot
    assert lot_value(seed, ident, decimal=True) == decimal_lot


def test_both_registers_draw_the_same_lot() -> None:
    assert elections.lot_value is lot_value and land_reform.lot_value is lot_value
    # the decimal lot is the hash's first 32 bits: it orders as the hex lot does
    pairs = [(lot_value("s", str(i)), lot_value("s", str(i), decimal=True)) for i in range(200)]
    assert sorted(pairs) == sorted(pairs, key=lambda p: p[1])
