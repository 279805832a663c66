"""A batch draws what its documents say alike once: the kept drawings are the same bytes."""

from __future__ import annotations

import pytest

from desktop.demo import build_demo
from desktop.jalali import parse_jalali
from desktop.printing import engine
from desktop.services import letters
from desktop.store.db import open_database

from .conftest import needs_poppler, pdf_text, words

DATE = parse_jalali("1403/02/15")
AMOUNT = {"amount": 1_250_000}


@pytest.fixture(autouse=True)
def _nothing_kept_yet():
    """Each test starts with no drawing kept: what earlier tests drew (the same receipts, the
    same quoted articles) would otherwise be kept for this one's first document too, and its
    counts would depend on the order the suite runs in."""
    engine._KEPT.clear()
    engine._SIZES.clear()


def _farmers(db, n):
    rows = db.execute(
        "SELECT DISTINCT person_id FROM person_role WHERE role = 'farmer' ORDER BY person_id"
    )
    return [r[0] for r in rows][:n]


def _batch(db, people, out):
    steps = list(
        letters.issue_batch(
            db,
            template_key="receipt",
            record_ids=people,
            out_dir=out,
            params=AMOUNT,
            letter_date=DATE,
            per_commit=4,
        )  # fmt: skip
    )
    assert all(s.error is None for s in steps), [s.error for s in steps if s.error]
    return [s.path for s in steps]


def _counted(db, people, out):
    before = dict(engine._counts)
    _batch(db, people, out)
    return {k: engine._counts[k] - before[k] for k in before}


def test_the_receipts_of_a_batch_draw_only_what_names_their_farmer(demo_db, tmp_path):
    people = _farmers(demo_db, 9)
    alone = _counted(demo_db, people[:1], tmp_path / "alone")
    assert alone["drawn"] >= 8  # paragraphs, table cells, citations, quotes, the signature
    batch = _counted(demo_db, people, tmp_path / "batch")
    # the first receipt draws all of them; each other draws anew its paragraph naming the
    # farmer and its number (and the subject naming the village when it changes): the
    # citations, the quoted articles, the goods and sum tables and the signature are the first
    # one's. One whose farmer's name has a letter the batch had not drawn yet is not written
    # from the kept page: those parts are drawn once more, the ordinary way.
    redrawn = 8 - batch["page"]
    assert batch["drawn"] <= alone["drawn"] + 3 * 8 + 3 * redrawn, batch
    assert batch["page"] >= 1, batch
    assert batch["drawn"] - alone["drawn"] >= 2 * 8, batch  # no paragraph or number left out


def test_a_kept_page_writes_again_only_the_number(demo_db, tmp_path):
    """The same farmer's receipt nine times: every later one is written from a kept page, with
    nothing drawn anew but its number; except one whose number has a digit the batch's fonts
    had not drawn yet, which is drawn once more the ordinary way (its number again)."""
    farmer = _farmers(demo_db, 1)
    alone = _counted(demo_db, farmer, tmp_path / "alone")
    batch = _counted(demo_db, farmer * 9, tmp_path / "batch")
    assert batch["page"] >= 4, batch  # the numbers go up by one: a new digit now and then
    assert batch["drawn"] == alone["drawn"] + 8 + (8 - batch["page"]), batch


@needs_poppler
def test_kept_drawings_give_the_bytes_drawn_anew_give(tmp_path, monkeypatch):
    def office(name):
        db = open_database(tmp_path / f"{name}.sqlite")
        build_demo(db, villages=2, farmers_per_village=5)
        return db

    kept_db, anew_db = office("kept"), office("anew")
    people = _farmers(kept_db, 6)
    assert people == _farmers(anew_db, 6)
    kept = _batch(kept_db, people, tmp_path / "kept")
    monkeypatch.setattr(engine, "KEPT", 0)  # nothing kept: every flowable drawn anew
    engine._KEPT.clear()
    engine._SIZES.clear()
    before = dict(engine._counts)
    anew = _batch(anew_db, people, tmp_path / "anew")
    assert engine._counts["kept"] == before["kept"]  # truly drawn anew
    for a, b in zip(kept, anew, strict=True):
        assert a.name == b.name
        assert a.read_bytes() == b.read_bytes(), a.name
    text = words(pdf_text(kept[-1], tmp_path))
    assert words("رسید وجه و جنس") in text and words("دریافت شد") in text
