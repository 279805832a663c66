"""Integer rials: one rounding rule, splits that add up (largest remainder)."""

from __future__ import annotations

from decimal import Decimal

import pytest
from hypothesis import given
from hypothesis import strategies as st

from desktop.rules.errors import RuleError
from desktop.rules.money import allocate, percent_of


@pytest.mark.parametrize(
    ("amount", "percent", "expected"),
    [
        pytest.param(1_000_000, 10, 100_000, id="even"),
        pytest.param(1_000_005, 10, 100_000, id="floor-half-rial-stays-with-payer"),
        pytest.param(999, 20, 199, id="floor-199.8"),
        pytest.param(1000, Decimal("2.5"), 25, id="decimal-percent"),
        pytest.param(1001, Decimal("2.5"), 25, id="floor-25.025"),
        pytest.param(0, 10, 0, id="zero"),
    ],
)
def test_percent_of_rounds_down(amount: int, percent: object, expected: int) -> None:
    assert percent_of(amount, percent) == expected  # type: ignore[arg-type]


def test_percent_of_refuses_negative() -> None:
    with pytest.raises(RuleError) as e:
        percent_of(-1, 10)
    assert e.value.code == "negative_amount"


@pytest.mark.parametrize(
    ("amount", "weights", "parts", "remainder_to"),
    [
        pytest.param(
            1001, [50, 30, 20], (501, 300, 200), (0,), id="1331-m7-largest-fraction-village"
        ),
        pytest.param(
            1002, [50, 30, 20], (501, 301, 200), (1,), id="1331-m7-remainder-to-largest-fraction"
        ),
        pytest.param(10, [1, 1, 1], (4, 3, 3), (0,), id="tie-goes-to-first"),
        pytest.param(
            100, [Decimal("1.5"), Decimal("1.5"), 1], (38, 37, 25), (0,), id="area-weights"
        ),
        pytest.param(0, [1, 2], (0, 0), (), id="nothing-to-split"),
    ],
)
def test_allocate(amount: int, weights: list, parts: tuple, remainder_to: tuple) -> None:
    a = allocate(amount, weights)
    assert a.parts == parts
    assert a.remainder_to == remainder_to
    assert sum(a.parts) == amount


@given(
    amount=st.integers(min_value=0, max_value=10**15),
    weights=st.lists(st.integers(min_value=0, max_value=10**6), min_size=1, max_size=12).filter(
        any
    ),
)
def test_allocate_always_adds_up_and_never_negative(amount: int, weights: list[int]) -> None:
    a = allocate(amount, weights)
    assert sum(a.parts) == amount
    assert all(p >= 0 for p in a.parts)
    assert len(a.remainder_to) == a.remainder < len(weights) or a.remainder == 0
    total = sum(weights)
    for p, w in zip(a.parts, weights, strict=True):
        # each part is within one rial of its exact quota
        assert abs(p * total - amount * w) < total


@given(
    amount=st.integers(min_value=0, max_value=10**15),
    percent=st.integers(min_value=0, max_value=100),
)
def test_percent_of_never_exceeds_exact(amount: int, percent: int) -> None:
    r = percent_of(amount, percent)
    assert 0 <= r * 100 <= amount * percent < (r + 1) * 100
