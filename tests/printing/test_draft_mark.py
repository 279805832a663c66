"""A draft is marked «پیش‌نویس» on every page, not only the first: a clerk who takes page 2 off
the printer cannot mistake it for the numbered original. A paper that is not a draft and has no
register number (the register book, a list) says «پیش‌نویس» on none of its pages (the register
book was headed so on pages 2–3)."""

from __future__ import annotations

import datetime as _dt
import subprocess
import unicodedata
from pathlib import Path

from desktop.printing.document import Document, Para, Signatory
from desktop.printing.engine import Office, Stamp, render
from desktop.services import letters
from tests.printing.conftest import PDFTOTEXT, needs_poppler

OFFICE = Office(office_name="بخشداری مرکزی کاشان", shahrestan="کاشان", bakhsh="مرکزی")
SIGN = Signatory(name="محمد رضایی", role="بخشدار")
BODY = "این بند متن یک نامهٔ بلند است که برای آزمودن چند صفحه بارها تکرار می‌شود. " * 6
LONG = Document(
    title="دفتر ثبت نامه‌ها", blocks=tuple(Para(BODY) for _ in range(40)), signatory=SIGN
)


def pages(pdf: bytes, tmp_path: Path) -> list[str]:
    path = tmp_path / "doc.pdf"
    path.write_bytes(pdf)
    out = subprocess.run(
        [PDFTOTEXT or "pdftotext", "-enc", "UTF-8", str(path), "-"],
        check=True, capture_output=True,
    ).stdout.decode("utf-8")  # fmt: skip
    text = unicodedata.normalize("NFKC", out).replace("\u200c", "")
    return [p for p in text.split("\f") if p.strip()]


def _plain(text: str) -> str:
    return unicodedata.normalize("NFKC", text).replace("\u200c", "")


DRAFT, UNNUMBERED = _plain("پیش‌نویس"), _plain("بی‌شماره")


@needs_poppler
def test_a_draft_says_draft_on_every_page(tmp_path):
    shown = pages(render(LONG, OFFICE, Stamp(date="۱۴۰۵/۰۹/۱۰", draft=True)), tmp_path)
    assert len(shown) >= 3
    # the mark itself, «پیش‌نویس — بی‌شماره», not only a word in the running head
    unmarked = [i + 1 for i, p in enumerate(shown) if DRAFT not in p or UNNUMBERED not in p]
    assert unmarked == []


@needs_poppler
def test_an_unnumbered_paper_that_is_not_a_draft_never_says_draft(tmp_path):
    shown = pages(render(LONG, OFFICE, Stamp(date="۱۴۰۵/۰۹/۱۰")), tmp_path)
    assert len(shown) >= 3
    assert [i + 1 for i, page in enumerate(shown) if DRAFT in page] == []
    assert [i + 1 for i, page in enumerate(shown) if "۱۴۰۵/۰۹/۱۰" not in page] == []


@needs_poppler
def test_a_numbered_paper_names_its_number_on_every_page(tmp_path):
    shown = pages(render(LONG, OFFICE, Stamp("۴۲/۱۴۰۵", "۱۴۰۵/۰۹/۱۰")), tmp_path)
    assert len(shown) >= 3
    assert all(DRAFT not in page for page in shown)


@needs_poppler
def test_the_register_book_over_several_pages_is_never_called_a_draft(demo_db, tmp_path):
    day = _dt.date(2024, 5, 4)
    for i in range(60):
        letters.register_incoming(
            demo_db, sender=f"دهستان شمارهٔ {i + 1}", subject="گزارش ماهانه", received_on=day
        )
    shown = pages(letters.render_letter_book(demo_db, date_from=day, date_to=day), tmp_path)
    assert len(shown) >= 3
    assert [i + 1 for i, page in enumerate(shown) if DRAFT in page] == []
