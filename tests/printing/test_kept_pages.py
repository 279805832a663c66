"""A batch's kept pages (``printing.stencil``): the files written from them are the bytes the
ordinary way writes, for every template a batch can print."""

from __future__ import annotations

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from desktop.printing import engine, fonts, registry
from desktop.services import letters, papers
from desktop.store.db import open_database

from .conftest import fill_demo_office


def _office(path):
    db = open_database(path)
    fill_demo_office(db)
    return db


def _records(db, key: str) -> list[int]:
    """The template's sample record three times (the same paper again: its page kept), then
    the first records of its table (other papers of the same kind, some refused)."""
    table = registry.get(key).record_table
    ids = [r[0] for r in db.execute(f"SELECT id FROM {table} ORDER BY id LIMIT 6")]  # noqa: S608
    sample = papers.sample(db, key)
    return ([sample] * 3 if sample else []) + ids


def _batch(db, key, ids, out):
    steps = list(
        letters.issue_batch(
            db,
            template_key=key,
            record_ids=ids,
            out_dir=out,
            params={"amount": 1_250_000} if key == "receipt" else None,
            per_commit=3,
        )  # fmt: skip
    )
    return [(s.record_id, s.error, s.path.read_bytes() if s.path else None) for s in steps]


TEMPLATES = [t.key for t in registry.all_templates() if t.record_table and t.numbered]


@pytest.fixture(scope="module")
def offices(tmp_path_factory):
    base = tmp_path_factory.mktemp("kept-pages")
    return _office(base / "kept.sqlite"), _office(base / "plain.sqlite"), base


def test_every_batch_template_is_compared():
    assert len(TEMPLATES) >= 20, TEMPLATES
    assert "receipt" in TEMPLATES and "summons" in TEMPLATES


@pytest.mark.parametrize("key", TEMPLATES)
def test_a_file_from_a_kept_page_is_the_file_drawn_anew(offices, key, monkeypatch):
    kept_db, plain_db, base = offices
    ids = _records(kept_db, key)
    assert ids, key  # the demo office has a record for every template
    assert ids == _records(plain_db, key)
    before = engine._counts["page"]
    kept = _batch(kept_db, key, ids, base / f"{key}-kept")
    from_pages = engine._counts["page"] - before
    monkeypatch.setattr(fonts.KeptPages, "KEPT", 0)  # no page kept: every document drawn
    before = engine._counts["page"]
    plain = _batch(plain_db, key, ids, base / f"{key}-plain")
    assert engine._counts["page"] == before
    assert [(r, e) for r, e, _ in kept] == [(r, e) for r, e, _ in plain]
    for (rid, _e, a), (_r, _e2, b) in zip(kept, plain, strict=True):
        assert a == b, (key, rid)
    made = [pdf for _r, _e, pdf in kept if pdf]
    assert made, (key, kept[0][1])  # the sample is printed
    if engine.page_count(made[0]) == 1:  # a one-page paper printed again: from its kept page
        assert from_pages >= 1, key


def test_a_file_its_page_cannot_be_kept_from_is_written_the_ordinary_way(
    offices, monkeypatch, tmp_path
):
    """A file not laid out as a kept page reads one (``stencil.Unkeepable``): each document is
    written all the same, drawn the ordinary way, and none comes from a kept page."""
    from desktop.printing import stencil

    kept_db, _plain, _base = offices

    def unkeepable(self, data):  # noqa: ANN001
        raise stencil.Unkeepable("as if an object were not where its number says")

    monkeypatch.setattr(stencil.KeptPage, "_keep_objects", unkeepable)
    sample = papers.sample(kept_db, "receipt")
    before = engine._counts["page"]
    made = _batch(kept_db, "receipt", [sample] * 4, tmp_path / "out")
    assert [e for _r, e, _p in made] == [None] * 4
    assert all(pdf and pdf.startswith(b"%PDF") for _r, _e, pdf in made)
    assert engine._counts["page"] == before


def test_a_kept_page_writes_its_files_from_the_bytes_learnt_from_its_own(monkeypatch, tmp_path):
    """Each kept page learns how its files are written (``_learn_quick``: the kept file's
    bytes around what changes) and checks that they give back the kept file itself; a page
    whose learning fails writes its files through ReportLab's classes, the same bytes."""
    from desktop.printing import stencil

    kept_db, plain_db = _office(tmp_path / "quick.sqlite"), _office(tmp_path / "slow.sqlite")
    sample = papers.sample(kept_db, "receipt")
    learnt, real = [], stencil.KeptPage._learn_quick

    def recorded(self, data):  # noqa: ANN001
        learnt.append(real(self, data))
        return learnt[-1]

    monkeypatch.setattr(stencil.KeptPage, "_learn_quick", recorded)
    quick = _batch(kept_db, "receipt", [sample] * 4, tmp_path / "quick")
    assert learnt and all(q is not None for q in learnt)

    def unlearnt(chunk, data):  # noqa: ANN001
        raise ValueError("as if the stream were written otherwise")

    monkeypatch.setattr(stencil, "_around", unlearnt)
    learnt.clear()
    before = engine._counts["page"]
    slow = _batch(plain_db, "receipt", [sample] * 4, tmp_path / "slow")
    assert learnt and all(q is None for q in learnt)
    assert engine._counts["page"] - before == 3  # still from the kept page: the slow way
    assert [pdf for _r, _e, pdf in quick] == [pdf for _r, _e, pdf in slow]


@given(st.text(alphabet="شماره تاریخ۱۴۰۵/،ءأؤيك()\\—•éabc\u200c\u0651\n", max_size=40))
@example("شماره ۱۲/۱۴۰۵، تاریخ ۱۴۰۵/۰۹/۱۶")
@example("bakhsh-office (2) \\ —")
def test_an_information_string_is_formatted_as_reportlab_formats_it(text):
    from reportlab.pdfbase import pdfdoc

    from desktop.printing import stencil

    doc = pdfdoc.PDFDocument(invariant=1)
    assert stencil.pdf_string(text, doc) == pdfdoc.format(pdfdoc.PDFString(text), doc)
