"""Printed documents take their law from their own date, and say which law governs them."""

from __future__ import annotations

import datetime as dt

import pytest

from desktop.demo import DEMO_PARTS
from desktop.domain.errors import ValidationError
from desktop.jalali import jalali_year, parse_jalali
from desktop.printing.templates.common import governing_law, regime_for
from desktop.services import letters, papers
from tests.printing.conftest import needs_poppler, pdf_text, words

J = parse_jalali


@pytest.mark.parametrize(
    ("given", "key", "regime"),
    [
        pytest.param(J("1332/06/01"), None, "1331", id="a-1332-record-is-1331"),
        pytest.param(J("1331/07/01"), None, "1331-original", id="before-the-supplement"),
        pytest.param(J("1405/09/09"), None, "1334", id="today-is-1334"),
        pytest.param({"_letter_date": J("1333/12/29")}, None, "1331", id="letter-date"),
        pytest.param({"_letter_date": J("1405/01/01"), "term_start": "1333/02/08"}, "term_start", "1331", id="record-date-wins"),
    ],
)  # fmt: skip
def test_regime_for(given: object, key: str | None, regime: str) -> None:
    assert regime_for(given, key) == regime  # type: ignore[arg-type]


def test_a_date_before_any_law_is_the_clerks_error_on_that_field() -> None:
    with pytest.raises(ValidationError) as e:
        regime_for({"_letter_date": J("1405/01/01"), "held_on": "1320/01/01"}, "held_on")
    assert "held_on" in e.value.errors
    assert (
        governing_law(J("1334/05/05")).citation == "قانون حاکم: قانون ۱۳۳۴ — از ۱۳۳۴/۰۵/۰۵ تاکنون"
    )


def test_the_demo_has_archive_documents_of_both_regimes(demo_office_db) -> None:
    assert "desktop.demo.timeline:fill" in DEMO_PARTS
    years = {r[0] for r in demo_office_db.execute("SELECT DISTINCT year FROM letter").fetchall()}
    assert {1332, 1333} <= years  # the 1331 bill's archive
    assert jalali_year(dt.date.today()) in years  # today's acts, under 1334
    minutes = demo_office_db.execute(
        "SELECT count(*) FROM letter WHERE year = 1332 AND template_key = 'election_minutes'"
    ).fetchone()[0]
    assert minutes == 1


@needs_poppler
def test_archive_documents_print_under_the_1331_bill(demo_office_db, tmp_path) -> None:
    old_id = demo_office_db.execute(
        "SELECT id FROM letter WHERE year = 1332 AND template_key = 'election_minutes'"
    ).fetchone()[0]
    text = words(pdf_text(letters.render_letter(demo_office_db, old_id, copy=False), tmp_path))
    assert "شورای ده" in text  # 1331: a council (شورا), not an association (انجمن)
    assert "قانون حاکم لایحه ۱۳۳۱ با اصلاحات متمم" in text
    assert "قانون ۱۳۳۴ ماده ۳۶" in text  # the article that ended it
    # a 1333 case document (the cases' archive) is governed by the 1331 bill too
    notice_1333 = demo_office_db.execute(
        "SELECT id FROM letter WHERE year = 1333 AND template_key = 'notice'"
    ).fetchone()[0]
    text = words(pdf_text(letters.render_letter(demo_office_db, notice_1333, copy=False), tmp_path))
    assert "قانون حاکم لایحه ۱۳۳۱ با اصلاحات متمم" in text
    # and today's decision notice by the 1334 law
    today = letters.build_document(
        demo_office_db, template_key="decision_notice",
        record_id=papers.sample(demo_office_db, "decision_notice"),
    )  # fmt: skip
    assert today.legal[-1].citation.startswith("قانون حاکم: قانون ۱۳۳۴")
