from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from desktop.domain.national_code import check_digit_ok, check_national_code, make_valid


@pytest.mark.parametrize(
    "code, ok",
    [
        (
            "0499370899",
            True,
        ),  # worked by hand: sum 0*10+4*9+9*8+9*7+3*6+7*5+0*4+8*3+9*2 = 266, 266%11=2 -> 11-2=9
        ("0499370898", False),
        ("1111111111", False),  # all digits equal: refused even though the arithmetic passes
        ("۰۴۹۹۳۷۰۸۹۹", True),  # Persian digits
        ("049937089", False),  # nine digits
        ("04993708a9", False),
    ],
)
def test_check(code, ok):
    result = check_national_code(code)
    assert (result.error is None) is ok
    if ok:
        assert result.code == "0499370899"


@pytest.mark.parametrize("prefix", ["000", "009", "634", "999"])
def test_unknown_prefix_is_only_warned(prefix):
    result = check_national_code(make_valid(prefix + "123456"))
    assert result.error is None and result.warning


@pytest.mark.parametrize("prefix", ["001", "041", "128", "633"])
def test_known_prefix_gives_no_warning(prefix):
    result = check_national_code(make_valid(prefix + "123456"))
    assert result.error is None and result.warning is None


@given(st.from_regex(r"\A[0-9]{9}\Z"))
def test_make_valid_always_passes_and_any_other_last_digit_fails(prefix):
    code = make_valid(prefix)
    assert check_digit_ok(code)
    for d in "0123456789":
        if d != code[-1]:
            assert not check_digit_ok(prefix + d)
