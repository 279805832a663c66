"""The «قانون» section at the counter, through the screens: a word typed with Arabic ي/ك finds
the article; the article's link opens the calculator pre-filled for it; the answer names the
governing law and quotes the article; the memo is issued through the letter editor (a number of
the register, the PDF read back); and a document's legal basis opens its article."""

from __future__ import annotations

import re

from PySide6.QtCore import Qt, QUrl
from PySide6.QtTest import QTest

from desktop.printing import registry
from desktop.rules.citation_text import find
from desktop.services import papers
from desktop.ui.documents import print_preview
from desktop.ui.documents.print_preview import PrintPreviewDialog, preview_document
from tests.printing.conftest import fill_demo_office, pdf_text, words
from tests.ui.helpers import activate, active_main_window, replace_text, type_text


def _rows(page) -> list[tuple[str, str]]:
    return [
        page.articles.item(i).data(Qt.ItemDataRole.UserRole) for i in range(page.articles.count())
    ]


def test_find_compute_and_print_the_memo(qtbot, qapp, db, db_path, tmp_path, monkeypatch):
    fill_demo_office(db)
    window = active_main_window(qtbot, db, db_path)
    # the section's shortcut: the eleventh section, Alt+1
    QTest.keyClick(window, Qt.Key.Key_1, Qt.KeyboardModifier.AltModifier)
    page = window.pages["law"]
    assert window.stack.currentWidget() is page
    # «حداكثر مالكيت» with Arabic ك and ي: the 1339 law writes «حداکثر مالکیت»
    replace_text(page.search, "حداكثر مالكيت")
    found = _rows(page)
    assert ("1339", "2") in found
    page.articles.setCurrentRow(found.index(("1339", "2")))
    html = page.text.toHtml()
    assert "اجرا شده" in page.text.toPlainText()
    links = re.findall(r'href="(compute:[^"]+)"', html)
    assert links and links[0].startswith("compute:land_ceiling/1339/2")
    # the article's link opens the calculator on its computation, the act dated today
    page.text.anchorClicked.emit(QUrl(links[0]))
    calc = page.calculator
    assert page.tabs.currentWidget() is calc and calc.name() == "land_ceiling"
    assert calc.values()["on"]  # the act's date, pre-filled
    type_text(calc.inputs["irrigated_ha"], "۵۰۰")
    type_text(calc.inputs["dry_ha"], "۰")
    type_text(calc.inputs["fallow_ha"], "۰")
    QTest.mouseClick(calc.compute_button, Qt.MouseButton.LeftButton)
    answer = calc.answer.toPlainText()
    assert "قانون حاکم: قانون اصلاحات ارضی ۱۳۳۹" in answer  # the regime, from the date
    assert "۴۰۰ هکتار" in answer and "۱۳۳۹ م۲" in answer  # the figure with its article
    assert "حداکثر مالکیت زمین هر شخص" in answer  # and the article's words
    # a refusal names the field, as the command line's does
    replace_text(calc.inputs["irrigated_ha"], "")
    QTest.mouseClick(calc.compute_button, Qt.MouseButton.LeftButton)
    assert "«زمین آبی (هکتار)» لازم است" in calc.answer.toPlainText()
    assert not calc.memo_button.isEnabled()
    type_text(calc.inputs["irrigated_ha"], "۵۰۰")
    QTest.mouseClick(calc.compute_button, Qt.MouseButton.LeftButton)
    # the memo, through the letter editor, issued with the register's next number
    QTest.mouseClick(calc.memo_button, Qt.MouseButton.LeftButton)
    dialog = calc.dialog
    assert isinstance(dialog, PrintPreviewDialog) and dialog.template_key == "law_memo"
    assert dialog.mode == "draft"
    assert "قانون اصلاحات ارضی ۱۳۳۹ ماده ۲" in dialog.legal.plain
    replace_text(dialog.fields.fields["recipient"], "آقای حسن کشاورز")
    qtbot.wait(dialog.REDRAW_MS + 100)
    target = tmp_path / "memo.pdf"
    monkeypatch.setattr(print_preview, "save_path", lambda *a, **k: str(target))
    QTest.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    assert dialog.mode == "letter" and target.exists()
    row = db.execute(
        "SELECT template_key, params FROM letter WHERE direction = 'out' ORDER BY id DESC"
    ).fetchone()
    assert row[0] == "law_memo" and "memo" in row[1]
    text = words(pdf_text(target, tmp_path))
    for expected in ("یادداشت محاسبه", "آقای حسن کشاورز", "حد نصاب ۴۰۰ هکتار آبی",
                     "مازاد", "قانون اصلاحات ارضی ۱۳۳۹ ماده ۲", "حداکثر مالکیت زمین هر شخص"):  # fmt: skip
        assert words(expected) in text, expected
    # the editor's legal basis opens the article in the section
    page.tabs.setCurrentIndex(0)
    page.open_article("1334", "3")
    link = re.search(r'href="(article:[^"]+)"', dialog.legal.html())
    assert link is not None
    dialog.legal.linkActivated.emit(link.group(1))
    assert page.current() == ("1339", "2")
    dialog.close()


def test_a_documents_citation_opens_its_article(qtbot, qapp, db, db_path):
    fill_demo_office(db)
    window = active_main_window(qtbot, db, db_path)
    page = window.page("law")
    # a land-reform document about a demo record: its legal basis, shown beside the editor
    template = next(
        t for t in registry.all_templates()
        if t.key.startswith("land") and papers.source_of(t.key).sample(db) is not None
    )  # fmt: skip
    record = papers.source_of(template.key).sample(db)
    dialog = preview_document(window.ctx, window, template.key, record)
    assert dialog is not None
    cited = find(dialog.legal.plain)
    assert cited, dialog.legal.plain
    link = re.search(r'href="(article:[^"]+)"', dialog.legal.html())
    dialog.legal.linkActivated.emit(link.group(1))
    assert window.stack.currentWidget() is page
    assert page.current() == (cited[0].law, cited[0].key)
    assert cited[0].law == "1339"
    dialog.close()
    activate(qtbot, window)
    # and a citation the rules give, on a line of text: «1331 متمم م۱ ج تبصره ۱»
    window.ctx.article_requested.emit("1331-supplement", "1 ج تبصره ۱")
    assert page.current() == ("1331-supplement", "1 ج تبصره ۱")
    assert "آستانهٔ درآمد خالص سالانهٔ باغ" in page.text.toPlainText()


def test_a_dashboard_line_opens_the_article_it_cites(qtbot, qapp, db, db_path):
    fill_demo_office(db)
    window = active_main_window(qtbot, db, db_path)
    table = window.show_section("dashboard").attention
    rows = [i for i, item in enumerate(table.items_) if find(f"{item.title_fa} {item.detail_fa}")]
    assert rows, "the demo's day has lines citing the law"
    row = rows[0]
    item = table.items_[row]
    cited = find(f"{item.title_fa} {item.detail_fa}")[0]
    menu = table.articles_menu(table.visualRect(table.model().index(row, 2)).center())
    assert menu is not None and menu.actions()
    assert "۱۳" in menu.actions()[0].text()  # the citation as the line prints it, Persian digits
    menu.actions()[0].trigger()
    page = window.pages["law"]
    assert window.stack.currentWidget() is page
    assert page.current() == (cited.law, cited.key)
    menu.close()


def test_typing_in_the_law_search_again_and_again_never_crashes(qtbot, db, db_path):
    """Each keystroke in the law's search rebuilds its list of articles, and each page shown
    is given its access keys. Those walked its layouts' items: a QLayoutItem's wrapper outlived
    the item, a widget made later at its address came back to Python as that item, and the
    program died (SIGSEGV, or glibc's «unaligned fastbin chunk») in one run of two of this
    test; walked through the layouts themselves (``access_keys._holding``) it does not."""
    from desktop.ui.shell.sections import SECTIONS

    fill_demo_office(db)
    window = active_main_window(qtbot, db, db_path)
    window.go_to([key for key, _, _ in SECTIONS].index("law"))
    page = window.pages["law"]
    whole = page.articles.count()  # the statute shown, every article
    found = set()
    for word in ("زارع", "مالک", "حداکثر", "شورا", "صندوق", "اجاره", "") * 4:
        replace_text(page.search, word)
        found.add(page.articles.count())
    assert page.articles.count() == whole and len(found) > 2
