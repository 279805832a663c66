"""The land-reform documents, read back from the PDF with pdftotext: each states the figures
the rules core computed, with its article; the allocation list prints its seed."""

from __future__ import annotations

import json

import pytest

from desktop.printing import registry
from desktop.services import documents, letters, papers
from desktop.services import land_reform as lr
from tests.printing.conftest import needs_poppler, pdf_text, words

KEYS = (
    "land_ceiling_notice", "land_declaration_reminder", "land_transfer_duty", "land_allocation_list",
    "land_transfer_notice", "land_instalment_receipt", "land_board_decision", "land_transfer_call",
)  # fmt: skip


@pytest.fixture
def land_db(demo_office_db):
    """The demo office with its land-reform part (``demo_office_db`` runs every DEMO_PARTS entry)."""
    assert demo_office_db.execute("SELECT count(*) FROM land_parcel").fetchone()[0]
    return demo_office_db


def _text(db, key, tmp_path, record_id=None, **params) -> str:
    t = registry.get(key)
    rid = papers.sample(db, t.key) if record_id is None else record_id
    values = {**documents.prefill(db, key, rid), **params}
    return words(
        pdf_text(letters.render_draft(db, template_key=key, record_id=rid, params=values), tmp_path)
    )


def test_every_land_template_declares_its_fields():
    for key in KEYS:
        t = registry.get(key)
        assert t.fields and t.prefill is not None


@needs_poppler
def test_ceiling_notice_states_the_surplus(land_db, tmp_path):
    owner = land_db.execute("SELECT owner_id FROM land_parcel ORDER BY id LIMIT 1").fetchone()[0]
    text = _text(land_db, "land_ceiling_notice", tmp_path, owner)
    assert words("۵۱۰ هکتار معادل آبی") in text and words("۱۱۰ هکتار") in text
    assert "۱۳۳۹ م ۲" in text.replace("۱۳۳۹", "1339") or words("ماده ۲") in text
    assert words("۲۵٫۵") in text or "۲۵" in text


@needs_poppler
def test_transfer_duty_and_reminder(land_db, tmp_path):
    t = land_db.execute("SELECT id FROM land_transfer WHERE duty_rials > 0").fetchone()[0]
    text = _text(land_db, "land_transfer_duty", tmp_path, t)
    assert words("۶۰۰٬۰۰۰ ریال") in text and words("تبصره ۲") in text
    rem = land_db.execute("SELECT id FROM land_declaration WHERE filed_on IS NULL").fetchone()[0]
    text = _text(land_db, "land_declaration_reminder", tmp_path, rem)
    assert words("۱۰٬۰۰۰ ریال تا ۱۰۰٬۰۰۰ ریال") in text


def test_a_transfer_before_the_law_states_the_presentation_day_it_ran_from(land_db, tmp_path):
    # 1339 art. 4, last paragraph, on the office's reading of the presentation day 1338/09/01:
    # 700 ha transferred on 1339/01/15, all beyond the ceiling, for 7,000,000 rials; 600 ha of
    # the allowance free (تبصره ۲), 7,000,000 × 100/700 × 50% = 500,000 rials. The paper says
    # which day it ran from and that the day is the office's reading.
    from desktop.services.rule_choices import get_rule_choices, save_rule_choices

    held = get_rule_choices(land_db).to_json()
    save_rule_choices(land_db, **{**held, "land_bill_presented_on": "1338/09/01"})
    owner = land_db.execute("SELECT id FROM person ORDER BY id DESC").fetchone()[0]
    tid = lr.record_transfer(
        land_db, owner_id=owner, transferee="تاجر", transfer_on="1339/01/15", area_ha="700",
        beyond_ha="700", price_rials="7,000,000",
    ).ids[0]  # fmt: skip
    text = _text(land_db, "land_transfer_duty", tmp_path, tid)
    assert words("روز تقدیم لایحه به مجلس، به خواندن این دفتر: ۱۳۳۸/۰۹/۰۱") in text
    assert words("میان تقدیم لایحه به مجلس") in text and words("۵۰۰٬۰۰۰ ریال") in text


@needs_poppler
def test_allocation_list_prints_its_seed_and_the_lots(land_db, tmp_path):
    alloc = papers.sample(land_db, "land_allocation_list")
    row = land_db.table("land_allocation").get(alloc)
    text = _text(land_db, "land_allocation_list", tmp_path, alloc)
    assert words(row["seed"]) in text
    for r in json.loads(row["ranking"]):
        assert words(r["lot"]) in text
    assert words("قرعه") in text and words("تبصره ۲") in text  # the excluded applicant's reason
    notice = _text(land_db, "land_transfer_notice", tmp_path, alloc, note="تحویل در محل")
    assert words("۱۰۰٬۰۰۱ ریال") in notice and words("تحویل در محل") in notice


@needs_poppler
def test_receipt_and_board_decision(land_db, tmp_path):
    text = _text(land_db, "land_instalment_receipt", tmp_path)
    assert words("۱۰۰٬۰۰۱ ریال") in text
    text = _text(land_db, "land_board_decision", tmp_path)
    assert words("۲۵٬۰۰۰ ریال") in text and words("قاضی‌زاده") in text
    assert lr.disputes(land_db)


@needs_poppler
def test_the_art_17_call_prints_the_owners_total_and_quotes_the_article(land_db, tmp_path):
    # The demo owner was called for the 12 ha irrigated and 8 ha dry taken from him: art. 17
    # الف and ب, 12 × 1,500 + 8 × 750 = 18,000 + 6,000 = 24,000 rials a year, his total.
    import datetime as dt

    from desktop.printing.numbers import rials_full

    call = papers.sample(land_db, "land_transfer_call")
    row = land_db.table("land_transfer_call").get(call)
    assert row["yearly_rials"] == 24_000
    today = dt.date.today()
    owed = lr.call_standing(land_db, call, today)
    text = _text(land_db, "land_transfer_call", tmp_path, call)
    assert words("سالیانه ۲۴٬۰۰۰ ریال") in text or words("۲۴٬۰۰۰ ریال") in text
    assert words(rials_full(24_000)) in text
    assert owed.years_owed >= 1 and words(rials_full(owed.owed_rials)) in text
    assert words("۱۲ هکتار") in text or words("۱۲") in text
    for line in (
        "الف – برای هر هکتار از زمینهای آبی (خواه زراعت بشود یا نشود) و یا باغ و یا قلمستان ۱۵۰۰ ریال.",
        "پ – برای هر هکتار اراضی بایر ۵۰۰ ریال.",
    ):
        assert words(line) in text
    assert words("فصل پنجم") not in text  # the chapter after the article is not its text
    assert words("قانون حاکم") in text and words("قانون اصلاحات ارضی") in text
