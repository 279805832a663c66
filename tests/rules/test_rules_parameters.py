"""The registry: every figure cited and dated; lookups refuse what a regime does not have."""

from __future__ import annotations

import pytest

from desktop.jalali import parse_jalali
from desktop.rules import parameters as P
from desktop.rules.citations import Citation
from desktop.rules.errors import RuleError


def test_every_parameter_is_cited_and_dated() -> None:
    for p in P.PARAMETERS:
        assert p.regime in P.REGIMES
        assert isinstance(p.citation, Citation)
        assert p.label_fa
        assert p.in_force_until is None or p.in_force_until > p.in_force_from


@pytest.mark.parametrize(
    ("name", "regime", "value", "cite"),
    [
        pytest.param("levy.total_percent", "1331", 20, "۱۳۳۱ متمم م۱", id="1331-supp-m1-20pc"),
        pytest.param("levy.total_percent", "1331-original", 20, "۱۳۳۱ م۱", id="1331-m1-20pc"),
        pytest.param(
            "levy.default_share.irrigated_percent",
            "1331",
            40,
            "۱۳۳۱ متمم م۱ تبصره ۲",
            id="1331-supp-m1-t2-40pc",
        ),
        pytest.param(
            "levy.orchard_net.threshold_rials",
            "1331",
            24000,
            "۱۳۳۱ متمم م۱ ج تبصره ۱",
            id="1331-supp-m1-j-t1-24000",
        ),
        pytest.param("funds.village_percent", "1331", 50, "۱۳۳۱ م۷", id="1331-m7-50"),
        pytest.param("funds.village_percent", "1334", 70, "۱۳۳۴ م۶", id="1334-m6-70"),
        pytest.param("council.term_years", "1331", 3, "۱۳۳۱ م۳۴", id="1331-m34-3y"),
        pytest.param("council.term_years", "1334", 2, "۱۳۳۴ م۲۹", id="1334-m29-2y"),
        pytest.param("land.ceiling_irrigated_ha", "land-1339", 400, "۱۳۳۹ م۲", id="1339-m2-400"),
        pytest.param(
            "land.non_transfer_dry_rials_per_ha",
            "land-1339",
            750,
            "۱۳۳۹ م۱۷ ب",
            id="1339-m17-b-750",
        ),
    ],
)
def test_lookup(name: str, regime: str, value: int, cite: str) -> None:
    p = P.lookup(name, regime)
    assert p.value == value
    assert p.citation.short() == cite


def test_1334_m16_repealed_from_1400_11_10() -> None:
    assert P.lookup("council.village.kadkhoda", "1334", parse_jalali("1400/11/09")).value == 1
    with pytest.raises(RuleError) as e:
        P.lookup("council.village.kadkhoda", "1334", parse_jalali("1400/11/10"))
    assert e.value.code == "repealed"
    assert "1400/11/10" in e.value.message
    assert "۱۴۰۰/۱۱/۱۰" in e.value.message_fa


def test_bill_m32_replaced_by_supplement_from_1331_10_03() -> None:
    assert P.value("penalty.late.multiple", "1331-original", parse_jalali("1331/10/02")) == 2
    with pytest.raises(RuleError) as e:
        P.lookup("penalty.late.multiple", "1331-original", parse_jalali("1331/10/03"))
    assert e.value.code == "replaced"


def test_not_yet_in_force() -> None:
    with pytest.raises(RuleError) as e:
        P.lookup("funds.village_percent", "1334", parse_jalali("1334/05/04"))
    assert e.value.code == "not_in_force"


@pytest.mark.parametrize(
    ("name", "regime"),
    [
        pytest.param("penalty.late.multiple", "1331", id="1331-supp-m32-no-fine"),
        pytest.param(
            "levy.default_share.dry_percent", "1331-original", id="1331-original-no-supp-t2"
        ),
        pytest.param("eligibility.voter_min_age", "1334", id="1334-no-voter-age"),
        pytest.param("funds.village_percent", "land-1339", id="1339-no-funds"),
    ],
)
def test_no_such_rule(name: str, regime: str) -> None:
    with pytest.raises(RuleError) as e:
        P.lookup(name, regime)
    assert e.value.code == "no_such_rule"


def test_unknown_regime() -> None:
    with pytest.raises(RuleError) as e:
        P.lookup("funds.village_percent", "1332")
    assert e.value.code == "unknown_regime"


def test_citation_renders_in_persian() -> None:
    assert Citation("1331-supplement", 1, "الف").short() == "۱۳۳۱ متمم م۱ الف"
    assert Citation("1334", 3).long() == "قانون ۱۳۳۴ ماده ۳"
    assert Citation("1331-bill", 35).short() == "۱۳۳۱ م۳۵"


def test_no_statutory_number_outside_parameters() -> None:
    """The computations read their figures from the registry (spot check of a few numbers)."""
    import pathlib

    root = pathlib.Path(P.__file__).parent
    for path in root.glob("*.py"):
        if path.name in ("parameters.py", "choices.py"):
            continue
        text = path.read_text(encoding="utf-8")
        for literal in (
            "24000",
            "24_000",
            "1500",
            "0.1",
            'Decimal("2.5")',
            "= 0.5",
            "400,",
            "* 0.2",
        ):
            assert literal not in text, f"{literal} in {path.name}"
