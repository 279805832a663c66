"""Fund receipts, transfers, ceilings, the old late-delivery fine, the farmers' split."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from desktop.rules.errors import RuleError
from desktop.rules.funds import (
    compute_admin_ceiling,
    compute_bakhsh_transfer,
    compute_distribution,
    compute_farmers_split,
    compute_late_penalty,
    compute_loan_ceiling,
)


@pytest.mark.parametrize(
    ("regime", "amount", "parts", "remainder_to", "cite"),
    [
        pytest.param(
            "1331",
            1_000_000,
            (500_000, 300_000, 200_000, None),
            (),
            "۱۳۳۱ م۷",
            id="1331-m7-50-30-20",
        ),
        pytest.param(
            "1331-original",
            1_000_000,
            (500_000, 300_000, 200_000, None),
            (),
            "۱۳۳۱ م۷",
            id="1331-original-m7-50-30-20",
        ),
        # 500.5 / 300.3 / 200.2: one rial left, to the largest fraction (village)
        pytest.param(
            "1331",
            1_001,
            (501, 300, 200, None),
            ("village",),
            "۱۳۳۱ م۷",
            id="1331-m7-remainder-to-village",
        ),
        # 1,002 -> 501 / 300.6 / 200.4: the rial goes to the dehestan
        pytest.param(
            "1331",
            1_002,
            (501, 301, 200, None),
            ("dehestan",),
            "۱۳۳۱ م۷",
            id="1331-m7-remainder-to-dehestan",
        ),
        pytest.param(
            "1334",
            1_000_000,
            (700_000, 150_000, 140_000, 10_000),
            (),
            "۱۳۳۴ م۶",
            id="1334-m6-70-15-14-1",
        ),
        # 700.7 / 150.15 / 140.14 / 10.01 -> 700/150/140/10 + 1 to the village
        pytest.param(
            "1334",
            1_001,
            (701, 150, 140, 10),
            ("village",),
            "۱۳۳۴ م۶",
            id="1334-m6-remainder-to-village",
        ),
    ],
)
def test_distribution(
    regime: str, amount: int, parts: tuple, remainder_to: tuple, cite: str
) -> None:
    r = compute_distribution(regime=regime, amount_rials=amount)
    got = (r.village_rials, r.dehestan_rials, r.bakhsh_rials, r.shahrestan_council_rials)
    assert got == parts
    assert r.remainder_to == remainder_to
    assert r.citations[0].short() == cite
    if regime == "1334":
        assert r.to_json()["shahrestan_council_rials"] == parts[3]
    else:
        assert "shahrestan_council_rials" not in r.to_json()


@given(
    amount=st.integers(min_value=0, max_value=10**15),
    regime=st.sampled_from(["1331", "1331-original", "1334"]),
)
def test_distribution_adds_up(amount: int, regime: str) -> None:
    r = compute_distribution(regime=regime, amount_rials=amount)
    parts = [r.village_rials, r.dehestan_rials, r.bakhsh_rials, r.shahrestan_council_rials or 0]
    assert sum(parts) == amount and min(parts) >= 0


@pytest.mark.parametrize(
    ("regime", "income", "to_shahrestan", "cite"),
    [
        pytest.param("1331", 1_000_005, 200_001, "۱۳۳۱ م۱۲", id="1331-m12-20pc"),
        pytest.param("1334", 1_000_005, 100_000, "۱۳۳۴ م۱۱", id="1334-m11-10pc"),
    ],
)
def test_bakhsh_transfer(regime: str, income: int, to_shahrestan: int, cite: str) -> None:
    r = compute_bakhsh_transfer(regime=regime, bakhsh_income_rials=income)
    assert r.shahrestan_rials == to_shahrestan
    assert r.shahrestan_rials + r.bakhsh_keeps_rials == income
    assert r.citations[0].short() == cite


@pytest.mark.parametrize(
    ("regime", "income", "spent", "ceiling", "within", "cite"),
    [
        pytest.param(
            "1331", 750_000, 75_000, 75_000, True, "۱۳۳۱ م۳۰", id="1331-m30-10pc-at-ceiling"
        ),
        pytest.param("1331", 750_000, 75_001, 75_000, False, "۱۳۳۱ م۳۰", id="1331-m30-10pc-over"),
        pytest.param("1334", 750_000, 15_000, 15_000, True, "۱۳۳۴ م۲۵", id="1334-m25-2pc"),
        pytest.param("1334", 750_000, 20_000, 15_000, False, "۱۳۳۴ م۲۵", id="1334-m25-2pc-over"),
    ],
)
def test_admin_ceiling(
    regime: str, income: int, spent: int, ceiling: int, within: bool, cite: str
) -> None:
    r = compute_admin_ceiling(regime=regime, income_rials=income, spent_rials=spent)
    assert (r.ceiling_rials, r.within_ceiling) == (ceiling, within)
    assert r.citations[0].short() == cite


@pytest.mark.parametrize(
    ("regime", "income", "kwargs", "ceiling", "problems", "cite"),
    [
        pytest.param("1331", 200_000, {}, 1_000_000, None, "۱۳۳۱ م۱۴", id="1331-m14-5x"),
        pytest.param("1334", 200_000, {}, 2_000_000, None, "۱۳۳۴ م۱۳", id="1334-m13-10x"),
        pytest.param("1331", 200_000, {"requested_rials": 1_000_001, "interest_percent": 6, "years": 10}, 1_000_000, ("amount",), "۱۳۳۱ م۱۴", id="1331-m14-over-5x"),
        pytest.param("1331", 200_000, {"interest_percent": 6.5, "years": 11}, 1_000_000, ("interest", "years"), "۱۳۳۱ م۱۴", id="1331-m14-6pc-10y"),
        pytest.param("1334", 200_000, {"requested_rials": 2_000_000, "interest_percent": 6, "years": 10}, 2_000_000, (), "۱۳۳۴ م۱۳", id="1334-m13-within"),
    ],
)  # fmt: skip
def test_loan_ceiling(
    regime: str, income: int, kwargs: dict, ceiling: int, problems: tuple | None, cite: str
) -> None:
    r = compute_loan_ceiling(regime=regime, ordinary_income_rials=income, **kwargs)
    assert r.max_loan_rials == ceiling and r.max_interest_percent == 6 and r.max_years == 10
    assert r.problems == problems
    assert r.citations[0].short() == cite


@pytest.mark.parametrize(
    ("repeated", "fine", "prison"),
    [
        pytest.param(False, 2_000, None, id="1331-original-m32-2x"),
        pytest.param(True, 4_000, 2, id="1331-original-m32-repeat-4x-2-months"),
    ],
)
def test_late_penalty(repeated: bool, fine: int, prison: int | None) -> None:
    r = compute_late_penalty(regime="1331-original", amount_rials=1_000, repeated=repeated)
    assert (r.fine_rials, r.prison_up_to_months) == (fine, prison)
    assert r.citations[0].short() == "۱۳۳۱ م۳۲"


@pytest.mark.parametrize(
    "regime",
    [pytest.param("1331", id="1331-supp-m32-replaced-it"), pytest.param("1334", id="1334-none")],
)
def test_late_penalty_only_in_original(regime: str) -> None:
    with pytest.raises(RuleError) as e:
        compute_late_penalty(regime=regime, amount_rials=1_000, repeated=False)
    assert e.value.code == "no_such_rule"


@pytest.mark.parametrize(
    ("basis", "farmers", "expected", "winners"),
    [
        pytest.param("equal", [{"name": "a"}, {"name": "b"}, {"name": "c"}], [34, 33, 33], ["a"], id="1331-supp-m1-alef-equal"),
        pytest.param("area", [{"name": "a", "weight": 2}, {"name": "b", "weight": 1}, {"name": "c", "weight": 1}], [50, 25, 25], [], id="1331-supp-m1-alef-by-area"),
        # 100 in shares 3:2:2 -> 42.857/28.571/28.571 -> 42/28/28, the two rials to a and b
        pytest.param("shares", [{"name": "a", "weight": 3}, {"name": "b", "weight": 2}, {"name": "c", "weight": 2}], [43, 29, 28], ["a", "b"], id="1331-supp-m1-alef-by-shares"),
    ],
)  # fmt: skip
def test_farmers_split(basis: str, farmers: list, expected: list, winners: list) -> None:
    r = compute_farmers_split(regime="1331", amount_rials=100, basis=basis, farmers=farmers)
    assert [s.rials for s in r.shares] == expected
    assert [s.name for s in r.shares if s.got_remainder] == winners
    assert r.citations[0].short() == "۱۳۳۱ متمم م۱ الف"


def test_farmers_split_1334_cites_m3() -> None:
    r = compute_farmers_split(
        regime="1334", amount_rials=10, basis="equal", farmers=[{"name": "a"}]
    )
    assert r.citations[0].short() == "۱۳۳۴ م۳"


@given(
    amount=st.integers(min_value=0, max_value=10**12),
    weights=st.lists(
        st.floats(min_value=0.01, max_value=1000, allow_nan=False), min_size=1, max_size=20
    ),
)
def test_farmers_split_adds_up(amount: int, weights: list[float]) -> None:
    farmers = [{"name": str(i), "weight": w} for i, w in enumerate(weights)]
    r = compute_farmers_split(regime="1331", amount_rials=amount, basis="area", farmers=farmers)
    assert sum(s.rials for s in r.shares) == amount
    assert all(s.rials >= 0 for s in r.shares)
