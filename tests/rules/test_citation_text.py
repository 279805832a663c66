"""Citations found in the texts the program shows, resolved to the article or note they name."""

from __future__ import annotations

from desktop.rules.citation_text import find, resolve
from desktop.rules.citations import Citation
from desktop.rules.law_coverage import unit_keys


def _found(text: str) -> list[tuple[str, str, str]]:
    return [(text[f.start : f.end], f.law, f.key) for f in find(text)]


def test_short_and_long_forms_in_either_digit_set():
    text = "سهم زارع (1334 م۳)؛ 1331 متمم م۱ ج تبصره ۱ و ۱۳۳۱ م۱۷ و قانون اصلاحات ارضی ۱۳۳۹ ماده ۲"
    assert _found(text) == [
        ("1334 م۳", "1334", "3"),
        ("1331 متمم م۱ ج تبصره ۱", "1331-supplement", "1 ج تبصره ۱"),
        ("۱۳۳۱ م۱۷", "1331-bill", "17"),
        ("قانون اصلاحات ارضی ۱۳۳۹ ماده ۲", "1339", "2"),
    ]


def test_the_supplements_title_is_not_read_as_the_bills():
    text = "متمم لایحه قانونی ازدیاد سهم کشاورزان ۱۳۳۱ ماده ۳۲"
    assert _found(text) == [(text, "1331-supplement", "32")]


def test_arabic_letters_a_note_and_a_lettered_paragraph():
    # Arabic ي in «ازدياد», the bill's one note of art. 1 named without its number
    assert _found("لایحه قانونی ازدياد سهم کشاورزان ۱۳۳۱ ماده ۱ تبصره")[0][1:] == (
        "1331-bill",
        "1 تبصره",
    )
    assert _found("1334 م۴ تبصره ۱")[0][1:] == ("1334", "4 تبصره ۱")
    assert _found("1334 م۱ الف")[0][1:] == ("1334", "1")  # a letter is part of its article


def test_an_article_the_statute_has_not_is_no_link():
    assert find("1334 م99 و 1339 م۹۹۹") == []
    assert resolve("1334", 99) is None


def test_every_citation_of_the_parameters_resolves_to_an_entry():
    from desktop.rules import parameters as P

    for p in P.PARAMETERS:
        c: Citation = p.citation
        key = resolve(c.law, c.article, c.paragraph)
        assert key in unit_keys(c.law), (p.name, c.short())
        assert [(f.law, f.key) for f in find(c.short())] == [(c.law, key)], c.short()
        assert [(f.law, f.key) for f in find(c.long())] == [(c.law, key)], c.long()
