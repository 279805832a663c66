"""Hostile input to every computation: a result or exit 2 with a JSON error whose Persian
message is wholly Persian — never a traceback, never the last-resort ``internal_error``."""

from __future__ import annotations

import io
import json
import re
import sys

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from desktop.rules.cli import COMPUTATIONS, main
from desktop.rules.parameters import REGIMES

LATIN = re.compile(r"[A-Za-z]")


def run(argv: list[str], stdin: str = "") -> tuple[int, dict]:
    buf, old_out, old_in = io.StringIO(), sys.stdout, sys.stdin
    sys.stdout, sys.stdin = buf, io.StringIO(stdin)
    try:
        rc = main(argv)
    finally:
        sys.stdout, sys.stdin = old_out, old_in
    return rc, json.loads(buf.getvalue())


def check(rc: int, out: dict) -> None:
    assert rc in (0, 2)
    if rc == 2:
        err = out["error"]
        assert err["code"] != "internal_error", err
        assert not LATIN.search(err["message_fa"]), err["message_fa"]


DATES = st.sampled_from(
    ["1300/01/01", "1331/05/22", "1331/10/02", "1331/10/03", "1333/12/30", "1334/05/04",
     "1334/05/05", "1339/02/26", "1400/11/10", "1403/12/30", "1435/12/29", "1402/12/30", "x"]
)  # fmt: skip
NUMBERS = st.one_of(
    st.integers(min_value=-(10**30), max_value=10**30),
    st.sampled_from([0, 1, 10**18, 10**18 + 1, 2**63, 10**400]),
    st.floats(allow_nan=True, allow_infinity=True),
)
SCALARS = st.one_of(st.none(), st.booleans(), NUMBERS, st.text(max_size=20), DATES)
VALUES = st.recursive(
    SCALARS,
    lambda inner: st.one_of(
        st.lists(inner, max_size=4), st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=12,
)


def _keys(name: str) -> list[str]:
    return [*COMPUTATIONS[name][1], "choices", "weight", "name"]


@st.composite
def requests(draw: st.DrawFn) -> tuple[str, str, dict]:
    name = draw(st.sampled_from(sorted(COMPUTATIONS)))
    keys = _keys(name)
    data = draw(st.dictionaries(st.sampled_from(keys), VALUES, max_size=len(keys)))
    for key in draw(st.lists(st.sampled_from(keys), max_size=3)):  # plausible values too
        data[key] = draw(
            st.one_of(DATES, NUMBERS, st.booleans(), st.just([{"name": "ع", "weight": 1}]))
        )
    regime = draw(st.sampled_from([*REGIMES, "auto"]))
    return name, regime, data


@settings(
    max_examples=int(__import__("os").environ.get("HOSTILE_EXAMPLES", "400")),
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
@given(req=requests())
def test_every_computation_answers_or_refuses_in_persian(req: tuple[str, str, dict]) -> None:
    name, regime, data = req
    text = json.dumps(data, allow_nan=True)  # NaN and Infinity as Python's json writes them
    check(*run(["compute", name, "--regime", regime, "--input", "-"], text))


@pytest.mark.parametrize(
    ("name", "text", "code"),
    [
        pytest.param("farmers_split", '{"amount_rials": 100, "basis": "area", "farmers": [{"name": "a", "weight": NaN}], "on": "1332/01/01"}', "not_finite", id="nan-weight"),
        pytest.param("farmers_split", '{"amount_rials": 100, "basis": "area", "farmers": [{"name": "a", "weight": Infinity}], "on": "1332/01/01"}', "not_finite", id="infinite-weight"),
        pytest.param("loan_ceiling", '{"ordinary_income_rials": 100, "interest_percent": NaN, "on": "1332/01/01"}', "not_finite", id="nan-interest"),
        pytest.param("land_ceiling", '{"irrigated_ha": Infinity, "dry_ha": 0, "fallow_ha": 0, "on": "1340/01/01"}', "not_finite", id="infinite-hectares-not-negative"),
        pytest.param("land_ceiling", '{"irrigated_ha": -Infinity, "dry_ha": 0, "fallow_ha": 0, "on": "1340/01/01"}', "not_finite", id="minus-infinity"),
        pytest.param("distribution", '{"amount_rials": ' + "9" * 5000 + ', "on": "1332/01/01"}', "bad_json", id="5000-digit-int"),
        pytest.param("distribution", '{"amount_rials": ' + "9" * 4000 + ', "on": "1332/01/01"}', "too_large", id="4000-digit-int"),
        pytest.param("distribution", '{"amount_rials": 1, "on": "1332/01/01", "choices": ' + "[" * 100000 + "]" * 100000 + "}", "bad_json", id="deep-nesting"),
        pytest.param("farmers_split", '{"amount_rials": 1, "basis": "area", "on": "1332/01/01", "farmers": ' + "[" * 40 + "]" * 40 + "}", "bad_json", id="nested-past-32"),
        pytest.param("non_transfer_duty", '{"irrigated_ha": 1, "dry_ha": 0, "fallow_ha": 0, "years": 100000000, "on": "1340/01/01"}', "too_large", id="huge-count"),
    ],
)  # fmt: skip
def test_named_hostile_values(name: str, text: str, code: str) -> None:
    rc, out = run(["compute", name, "--input", "-"], text)
    check(rc, out)
    assert rc == 2 and out["error"]["code"] == code
    assert "منفی" not in out["error"]["message_fa"]


def test_messages_name_the_field_by_its_persian_label() -> None:
    rc, out = run(
        ["compute", "distribution", "--regime", "1334", "--input", '{"amount_rials": "x"}']
    )
    assert rc == 2
    assert out["error"]["message_fa"] == "«مبلغ (ریال)» باید عدد صحیح باشد."
    rc, out = run(
        ["compute", "levy", "--regime", "1334", "--input", '{"income_kind": "net_under_half"}']
    )
    assert rc == 2 and "«سهم مالکانه (ریال)»" in out["error"]["message_fa"]


@pytest.mark.parametrize("bad", [float("nan"), float("inf"), float("-inf")])
def test_the_core_itself_refuses_non_finite_hectares(bad: float) -> None:
    """Services call the core directly: NaN must not reach a Decimal comparison."""
    from desktop.rules.errors import RuleError
    from desktop.rules.land_reform import compute_land_ceiling

    with pytest.raises(RuleError) as e:
        compute_land_ceiling(regime="land-1339", irrigated_ha=bad, dry_ha=0, fallow_ha=0)
    assert e.value.code == "not_finite"
    assert e.value.message_fa == "«زمین آبی (هکتار)» عدد معتبری نیست."


def test_the_core_itself_refuses_non_finite_interest() -> None:
    from desktop.rules.errors import RuleError
    from desktop.rules.funds import compute_loan_ceiling

    with pytest.raises(RuleError) as e:
        compute_loan_ceiling(
            regime="1334", ordinary_income_rials=100, interest_percent=float("nan")
        )
    assert e.value.code == "not_finite"
