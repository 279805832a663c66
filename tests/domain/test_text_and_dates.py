from __future__ import annotations

import datetime as _dt

import jdatetime
import pytest
from hypothesis import given
from hypothesis import strategies as st

from desktop.jalali import InvalidDate, format_jalali, full_years_between, parse_jalali
from desktop.text import (
    BIDI_CONTROLS,
    bad_characters,
    group_thousands,
    has_text,
    normalize,
    to_ascii_digits,
)


@pytest.mark.parametrize(
    "a, b",
    [
        ("علي", "علی"),  # Arabic yeh
        ("كريمي", "کریمی"),  # Arabic kaf and yeh
        ("حسن‌آباد", "حسنآباد"),  # ZWNJ ignored
        ("مثلاً", "مثلا"),  # tanwin ignored
        ("كـــريم", "کریم"),  # tatweel
        ("۱۲۳٤", "1234"),  # Persian and Arabic-Indic digits
    ],
)
def test_normalize_matches(a, b):
    assert normalize(a) == normalize(b)


# what normalising removes or turns to a space, and the marks NFKC composes with a letter
_VANISHING = " \t\n\u00a0\u2003\u200c\u200d\u0640\u064b\u0650\u0652\u0653\u0654\u0655\u0670\u06d6\x00\x1f\ud800"


@given(
    st.text(
        st.sampled_from(
            [*_VANISHING, "a", "Z", "7", "۵", "٣", "ي", "پ", "ی", "آ", "ۀ", "ٵ", "ﻻ", "ـ"]
        )
    )
)
def test_has_text_is_whether_the_normalised_text_is_empty(s):
    assert has_text(s) == bool(normalize(s))


@given(st.text())
def test_has_text_is_whether_any_text_normalises_to_something(s):
    assert has_text(s) == bool(normalize(s))


def test_every_character_has_text_trusts_survives_normalising_beside_anything_that_vanishes():
    kept = [chr(i) for i in range(0x800) if has_text(chr(i))]
    assert len(kept) > 100
    for c in kept:
        for m in _VANISHING:
            assert normalize(m + c + m), (hex(ord(c)), hex(ord(m)))


def test_every_bidi_control_and_only_those_is_refused_as_one():
    bidi = bad_characters("\u202e")
    assert bidi and "bidi" in bidi
    for i in range(0x3000):
        c = chr(i)
        if not 0xD800 <= i < 0xE000:
            assert (bad_characters(f"متن {c} متن") == bidi) == (c in BIDI_CONTROLS), hex(i)


@given(st.text())
def test_normalize_is_idempotent(s):
    assert normalize(normalize(s)) == normalize(s)


def test_thousands_separator():
    assert group_thousands(1250000) == "۱٬۲۵۰٬۰۰۰"


@pytest.mark.parametrize(
    "text", ["1403/13/01", "1402/12/30", "1403/00/10", "1403/07/31", "abc", "", "1403/1/1/1"]
)
def test_impossible_dates_are_refused(text):
    with pytest.raises(InvalidDate) as e:
        parse_jalali(text)
    assert e.value.message_fa


def test_leap_year_esfand_30():
    assert format_jalali(parse_jalali("1403/12/30")) == "1403/12/30"


def test_either_digit_set():
    assert parse_jalali("۱۴۰۳/۰۲/۱۵") == parse_jalali("1403/02/15") == _dt.date(2024, 5, 4)


@given(st.dates(min_value=_dt.date(1921, 3, 21), max_value=_dt.date(2057, 3, 19)))
def test_round_trip(d):
    assert parse_jalali(format_jalali(d)) == d
    assert parse_jalali(to_ascii_digits(format_jalali(d, persian_digits=True))) == d


def test_full_years():
    born = parse_jalali("1383/02/15")
    assert full_years_between(born, parse_jalali("1403/02/14")) == 19
    assert full_years_between(born, parse_jalali("1403/02/15")) == 20


def test_jdatetime_is_the_calendar():
    assert jdatetime.date(1403, 12, 30).togregorian() == parse_jalali("1403/12/30")


def test_a_date_of_birth_goes_back_to_1200_an_act_does_not():
    from desktop.domain.fields import Checker
    from desktop.jalali import FIRST_BIRTH_YEAR

    with pytest.raises(InvalidDate) as e:
        parse_jalali("1275/03/01")
    assert "۱۳۰۰" in e.value.message_fa
    born = parse_jalali("۱۲۷۵/۰۳/۰۱", first_year=FIRST_BIRTH_YEAR)
    assert born == jdatetime.date(1275, 3, 1).togregorian()
    assert format_jalali(born) == "1275/03/01"
    with pytest.raises(InvalidDate) as e:
        parse_jalali("1199/12/29", first_year=FIRST_BIRTH_YEAR)
    assert "۱۲۰۰" in e.value.message_fa
    c = Checker()
    assert c.date("act", born) is None and c.date("act_text", "1275/03/01") is None
    assert set(c.errors) == {"act", "act_text"}
    assert c.date("born", born, first_year=FIRST_BIRTH_YEAR) == born
    assert c.date("born_text", "1200/01/01", first_year=FIRST_BIRTH_YEAR) is not None
    assert c.date("early", _dt.date(1821, 3, 20), first_year=FIRST_BIRTH_YEAR) is None  # 1199
    assert set(c.errors) == {"act", "act_text", "early"}


@given(
    st.dates(jdatetime.date(1200, 1, 1).togregorian(), jdatetime.date(1299, 12, 29).togregorian())
)
def test_round_trip_before_1300(d):
    from desktop.jalali import FIRST_BIRTH_YEAR

    assert parse_jalali(format_jalali(d), first_year=FIRST_BIRTH_YEAR) == d


# ``normalize``'s letters table as it was first written, with the joiners in it
_FIRST_LETTERS = str.maketrans(
    {
        "\u064a": "\u06cc", "\u0649": "\u06cc", "\u0643": "\u06a9", "\u0629": "\u0647",
        "\u06c0": "\u0647", "\u0623": "\u0627", "\u0625": "\u0627", "\u0671": "\u0627",
        "\u0624": "\u0648", "\u0626": "\u06cc", "\u200c": "", "\u200d": "", "\u0640": "",
    }
)  # fmt: skip
_FIRST_DIGITS = str.maketrans("۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩０１２３４５６７８９", "0123456789" * 3)


def _normalized_whole(s: str) -> str:
    """``normalize`` as it was first written: both tables applied to every text (what the
    search indexes of the files in use were made with)."""
    import re
    import unicodedata

    if not s or not isinstance(s, str):
        return ""
    s = re.sub("[\ud800-\udfff\x00-\x1f\x7f]", " ", s)
    s = unicodedata.normalize("NFKC", s)
    s = s.translate(_FIRST_LETTERS).translate(_FIRST_DIGITS)
    s = re.sub("[\u064b-\u065f\u0670\u06d6-\u06ed]", "", s)
    return re.sub(r"\s+", " ", s).strip().casefold()


_PERSIAN_TEXT = st.text(
    st.sampled_from(
        [
            *_VANISHING,
            "a",
            "Z",
            "7",
            "۵",
            "٣",
            "٧",
            "７",
            "ي",
            "ى",
            "ك",
            "ة",
            "ۀ",
            "أ",
            "إ",
            "ٱ",
            "ؤ",
            "ئ",
            "پ",
            "ی",
            "ک",
            "ه",
            "آ",
            "ٵ",
            "ﻻ",
            "ﮏ",
            "ـ",
            "،",
            "؛",
            "ـ",
            "ﻼ",
            "ﯾ",
        ]
    )  # fmt: skip
)


@given(st.one_of(_PERSIAN_TEXT, st.text()))
def test_normalize_changes_a_text_only_where_a_table_would(s):
    """A text is translated only when it holds a character to change (a search's cost), and
    every text comes out as when both tables were applied to all of it."""
    assert normalize(s) == _normalized_whole(s)


@given(st.text(alphabet="0123456789۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩０１２abcقریهٔ کامو/،.-", max_size=60))
def test_digits_are_translated_run_by_run_as_the_whole_text_translated(text):
    from desktop.text import _TO_ASCII, _TO_PERSIAN, to_persian_digits

    assert to_ascii_digits(text) == text.translate(_TO_ASCII)
    assert to_persian_digits(text) == text.translate(_TO_PERSIAN)
