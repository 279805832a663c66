"""The «قانون» section: a word typed with Arabic ي/ك finds the articles written with Persian
ی/ک (and the reverse), and an article shows its verbatim text, its status in the office and the
figures the program takes from it, with their values and dates."""

from __future__ import annotations

from PySide6.QtCore import Qt

from desktop.rules.law_coverage import STATUS_FA
from desktop.ui.law.page import LawPage
from tests.ui.helpers import replace_text


def _rows(page: LawPage) -> list[tuple[str, str]]:
    return [
        page.articles.item(i).data(Qt.ItemDataRole.UserRole) for i in range(page.articles.count())
    ]


def test_a_word_with_arabic_letters_finds_the_articles_of_every_statute(qtbot) -> None:
    page = LawPage()
    qtbot.addWidget(page)
    assert len(_rows(page)) == 41  # the 1331 bill's 38 articles and 3 notes, before a search
    # «كدخدا» with Arabic ك: the 1334 law writes «کدخدا» (Persian ک), the 1331 bill «كدخدا»
    replace_text(page.search, "كدخدا")
    found = _rows(page)
    assert ("1334", "16") in found and ("1331-bill", "17") in found and ("1334", "6 تبصره") in found
    # and the reverse: Persian ی finds the bill's Arabic ي («متولي»)
    replace_text(page.search, "متولی")
    assert ("1331-bill", "2 تبصره") in _rows(page) and ("1334", "4 تبصره ۲") in _rows(page)


def test_an_article_shows_its_text_status_and_figures(qtbot) -> None:
    page = LawPage()
    qtbot.addWidget(page)
    assert page.open_article("1334", "16")
    shown = page.text.toPlainText()
    # the verbatim text as a quote prints it, in Persian digits
    assert "ماده شانزدهم (منسوخ ۱۴۰۰/۱۱/۱۰)" in shown and "دو نفر معتمد" in shown
    assert STATUS_FA["applied"] in shown
    # its figures, with the repeal date the data file gives
    assert "معتمدین مورد اعتماد مالک و زارع: ۲ نفر" in shown
    assert "منسوخ از ۱۴۰۰/۱۱/۱۰" in shown
    # a duty of another body says so, with no figure
    assert page.open_article("1339", "8")
    assert STATUS_FA["not_office"] in page.text.toPlainText()
    # a note of the supplement's art. 1, as the rules cite it
    assert page.open_article("1331-supplement", "1 ج تبصره ۱")
    assert "آستانهٔ درآمد خالص سالانهٔ باغ: ۲۴٬۰۰۰ ریال" in page.text.toPlainText()
    assert not page.open_article("1334", "99")
