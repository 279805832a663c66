"""The lot that breaks ties: pinned values, so an election's or a selection's recorded order can be
redrawn years later and come out the same."""

from __future__ import annotations

import hashlib

import pytest

from desktop.rules import elections, land_reform
from desktop.rules.lots import lot_value


@pytest.mark.parametrize(
    ("seed", "ident", "lot"),
    [
        ("۱۳۳۲-کامو", "12", "3350928097"),  # sha256 starts c7bb1ae1 = 3,350,928,097
        ("1339-lot", "a7", "1951819702"),  # 745667b6
        ("", "", "4293294523"),  # ffe679bb
    ],
)
def test_lot_values_are_the_ones_recorded_before(seed, ident, lot) -> None:
    # the land list's numbers as printed before; an election's lot is now the same number
    # (it was the first 16 hex digits, which nobody could match against the land recipe)
    assert lot_value(seed, ident) == lot
    digest = hashlib.sha256(f"{seed}\x1f{ident}".encode()).hexdigest()
    assert lot == str(int(digest[:8], 16)).zfill(10)  # the recipe of docs/land_reform.md


def test_both_registers_draw_the_same_lot() -> None:
    assert elections.lot_value is lot_value and land_reform.lot_value is lot_value
