from __future__ import annotations

import datetime as _dt

import pytest
from hypothesis import given
from hypothesis import strategies as st

from desktop.printing.numbers import jdate, jdate_long, number_words, rials, rials_full


@pytest.mark.parametrize(
    ("n", "words"),
    [
        (0, "صفر"),
        (7, "هفت"),
        (15, "پانزده"),
        (120, "صد و بیست"),
        (2_400, "دو هزار و چهارصد"),
        (1_250_000, "یک میلیون و دویست و پنجاه هزار"),
        (3_000_000_005, "سه میلیارد و پنج"),
    ],
)
def test_number_words(n, words):
    assert number_words(n) == words


def test_rials():
    assert rials(1_250_000) == "۱٬۲۵۰٬۰۰۰ ریال"
    assert rials_full(1_250_000) == "۱٬۲۵۰٬۰۰۰ ریال (یک میلیون و دویست و پنجاه هزار ریال)"


@given(st.integers(min_value=1, max_value=10**15 - 1))
def test_words_never_empty_nor_doubled(n):
    w = number_words(n)
    assert w and "  " not in w and " و و " not in w and not w.endswith(" و")


def test_jalali():
    d = _dt.date(2024, 5, 4)
    assert jdate(d) == "۱۴۰۳/۰۲/۱۵"
    assert jdate_long(d) == "۱۵ اردیبهشت ۱۴۰۳"
