"""Every template renders; its text comes out of the PDF in reading order, with number and date."""

from __future__ import annotations

import datetime as _dt
import re

import pytest

from desktop.jalali import parse_jalali
from desktop.printing import registry, statutes
from desktop.printing.document import Document, Para, Signatory, Table
from desktop.printing.engine import Office, Stamp, page_count, render
from desktop.printing.numbers import jdate
from desktop.printing.templates.fields import EXAMPLE_PARAMS
from desktop.services import letters, papers
from desktop.text import to_persian_digits
from tests.printing.conftest import PDFTOTEXT, needs_poppler, pdf_text, words

DATE = parse_jalali("1403/02/15")
NUMBERED = [t.key for t in registry.all_templates() if t.numbered]
OFFICE = Office("بخشداری مرکزی کاشان", "مرکزی", "کاشان")
SIGN = Signatory("محمدحسین نوروزی", "بخشدار مرکزی")


def test_the_office_documents_are_registered():
    keys = {t.key for t in registry.all_templates()}
    assert {
        "notice", "summons", "decision_notice", "receipt", "court_referral",
        "election_minutes", "membership_decree", "fund_statement", "register_report", "letter_book",
    } <= keys  # fmt: skip


def test_a_module_can_register_its_own_template(office_db):
    def build(db, record_id, params):
        return Document(title="گواهی آزمایشی", blocks=(Para("متن"),), signatory=SIGN)

    t = registry.register(
        registry.Template("test_certificate", "گواهی", "", build, lambda db: None)
    )
    try:
        assert registry.get("test_certificate") is t
        with pytest.raises(ValueError):
            registry.register(
                registry.Template("test_certificate", "دیگر", "", build, lambda db: None)
            )
    finally:  # a template no module gathers for must not outlive its test (every-dialog walks)
        registry._TEMPLATES.pop("test_certificate", None)


@needs_poppler
@pytest.mark.parametrize("key", NUMBERED)
def test_template_text_in_reading_order(demo_office_db, tmp_path, key):
    template = registry.get(key)
    record = papers.sample(demo_office_db, template.key)
    assert record is not None or not template.record_table, key  # the plain letter has none
    # a case's document is dated in its case's present state (today); the others on DATE
    when = DATE if papers.source_of(key).issuable is None else _dt.date.today()
    year, first = letters.next_number(demo_office_db, letter_date=when)
    out = tmp_path / f"{key}.pdf"
    for _ in range(3):  # take a few numbers first, so the number printed is not just «۱»
        letters.register_incoming(
            demo_office_db, sender="فرستنده", subject="موضوع", received_on=when
        )
    letters.issue_document(
        demo_office_db, template_key="receipt", record_id=papers.sample(demo_office_db, "receipt"),
        letter_date=when, sink=lambda pdf: None, params=EXAMPLE_PARAMS["receipt"],
    )  # fmt: skip
    change = letters.issue_document(
        demo_office_db,
        template_key=key,
        record_id=record,
        letter_date=when,
        sink=letters.file_sink(out),
        params=EXAMPLE_PARAMS.get(key),
    )
    row = letters.get_letter(demo_office_db, change.id)
    assert row["number"] == first + 1 and row["year"] == year
    text = words(pdf_text(out, tmp_path))
    # the office's default format, with the year (۲/۱۴۰۳)
    assert f"شماره {to_persian_digits(str(first + 1))} {to_persian_digits(str(year))}" in text
    assert jdate(when) in pdf_text(out, tmp_path)
    doc = letters.build_document(
        demo_office_db,
        template_key=key,
        record_id=record,
        letter_date=when,
        params=EXAMPLE_PARAMS.get(key),
    )
    assert words(doc.title) in text
    for block in doc.blocks:
        if isinstance(block, Para):
            # the whole paragraph, wrapped over several lines, reads back in order
            assert words(block.text) in text, block.text[:40]
        if isinstance(block, Table):
            for cell in block.header:
                assert words(cell) in text
    assert words(doc.signatory.name) in text
    for legal in doc.legal:
        if legal.quote:
            assert words(statutes.printable(legal.quote)) in text


@needs_poppler
def test_long_paragraph_flows_to_the_next_page_in_order(tmp_path):
    sentences = [
        f"جملهٔ شمارهٔ {i} از این متن بلند که باید بی‌کم‌وکاست به صفحهٔ بعد برود." for i in range(1, 301)
    ]
    text = " ".join(sentences)
    doc = Document(title="متن بلند", blocks=(Para(text),), signatory=SIGN)
    pdf = render(doc, OFFICE, Stamp("۷", "۱۴۰۳/۰۲/۱۵"))
    pages = page_count(pdf)
    assert pages >= 4
    extracted = words(pdf_text(pdf, tmp_path))
    # every sentence number comes back once, in order (running heads sit between pages)
    found = [int(n.translate(_ASCII)) for n in re.findall(r"جمله شماره (\S+)", extracted)]
    assert found == sorted(set(found)) and len(found) >= 300 - pages  # a page break may cut one
    whole = [s for s in sentences if words(s) in extracted]
    assert len(whole) >= 300 - 2 * pages  # only those cut by a page break are interrupted
    assert f"صفحه {_fa(pages)} از {_fa(pages)}" in extracted


_ASCII = str.maketrans("۰۱۲۳۴۵۶۷۸۹", "0123456789")


def _fa(n: int) -> str:
    return str(n).translate(str.maketrans("0123456789", "۰۱۲۳۴۵۶۷۸۹"))


@needs_poppler
def test_table_with_a_huge_cell_lays_out_and_repeats_its_header(tmp_path):
    rows = tuple((str(i), "علی رضایی", "شرح کوتاه") for i in range(1, 120))
    huge = ("۱۲۰", "نام", "ب" * 2000)
    spaced = ("۱۲۱", "نام", " ".join(["توضیح"] * 400))
    doc = Document(
        title="جدول",
        blocks=(
            Table(
                header=("ردیف", "نام", "سرستون‌شرح"), rows=rows + (huge, spaced), widths=(1, 3, 6)
            ),
        ),
        signatory=SIGN,
    )
    pdf = render(doc, OFFICE, Stamp("۸", "۱۴۰۳/۰۲/۱۵"))
    pages = page_count(pdf)
    assert pages >= 4
    text = pdf_text(pdf, tmp_path)
    assert words(text).count("سرستونشرح") == pages  # ZWNJ is lost in extraction
    assert text.count("ب") >= 2000


def test_a_reprint_says_so_and_keeps_the_number(demo_office_db, tmp_path):
    change = letters.issue_document(
        demo_office_db, template_key="receipt", record_id=papers.sample(demo_office_db, "receipt"),
        letter_date=DATE, sink=lambda pdf: None, params=EXAMPLE_PARAMS["receipt"],
    )  # fmt: skip
    pdf = letters.render_letter(demo_office_db, change.id)
    if PDFTOTEXT is None:
        return
    text = words(pdf_text(pdf, tmp_path))
    assert "رونوشت" in text and "شماره ۱" in text


def test_terms_and_deadlines_count_in_jalali(demo_office_db):
    decree = letters.build_document(
        demo_office_db, template_key="membership_decree",
        record_id=papers.sample(demo_office_db, "membership_decree"), letter_date=DATE,
    )  # fmt: skip
    fields = dict(next(b for b in decree.blocks if hasattr(b, "pairs")).pairs)
    # the demo's first council, formed 1332/06/15 under 1331: 3 years (1331 م۳۴) would end on
    # 1335/06/14, but the bill and its councils end on 1334/05/04 (1334 م۳۶; docs/councils.md)
    assert fields["پایان دوره:"] == "۱۳۳۴/۰۵/۰۴"
    # the law that governs the record's own date is printed under the legal basis
    assert decree.legal[-1].citation.startswith("قانون حاکم: لایحه ۱۳۳۱ با اصلاحات متمم")
    # The review window of a decision notice and the amounts of a payment notice come from a
    # case now: tests/services/test_cases.py and tests/ui/test_cases_gui.py check them.
