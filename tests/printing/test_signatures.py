"""Signatures stay with the text they sign, one line per signatory: every document of the
registry, printed from the demo office (with its pre-filled parts) and from a long body that
ends right at a page's foot, has no page holding only a signature (the election minutes and the
priority list put theirs alone on page 2), and draws one signature line for its signatory plus
one for each other signer it names."""

from __future__ import annotations

import pytest
from reportlab.platypus import BaseDocTemplate, Spacer
from reportlab.platypus.doctemplate import ActionFlowable

from desktop.printing import engine, registry
from desktop.printing.document import Document, Para, Signatory
from desktop.printing.engine import Office, SignatureBlock, SignersBlock, Stamp
from desktop.services import documents, letters, papers

OFFICE = Office(office_name="بخشداری مرکزی کاشان", shahrestan="کاشان", bakhsh="مرکزی")
SIGNING = (SignatureBlock, SignersBlock)


@pytest.fixture
def drawn(monkeypatch):
    """(page, flowable) for every flowable laid out, as ReportLab draws them."""
    seen: list[tuple[int, object]] = []
    real = BaseDocTemplate.afterFlowable

    def record(self, flowable):  # noqa: ANN001, ANN202
        seen.append((self.page, flowable))
        return real(self, flowable)

    monkeypatch.setattr(BaseDocTemplate, "afterFlowable", record)
    return seen


def orphans(seen: list[tuple[int, object]]) -> list[int]:
    """Pages on which a signature is the only thing with ink."""
    pages: dict[int, list[object]] = {}
    for page, f in seen:
        if isinstance(f, Spacer | ActionFlowable):
            continue
        pages.setdefault(page, []).append(f)
    return [p for p, fs in pages.items() if fs and all(isinstance(f, SIGNING) for f in fs)]


def lines(seen: list[tuple[int, object]]) -> int:
    return sum(
        1 if isinstance(f, SignatureBlock) else len(f.signers)
        for _, f in seen
        if isinstance(f, SIGNING)
    )


def test_every_document_keeps_its_signature_with_its_text(demo_office_db, drawn):
    db = demo_office_db
    wrong, tried = [], 0
    for t in registry.all_templates():
        if t.key.startswith("test_"):
            continue
        record = papers.sample(db, t.key)
        try:
            params = documents.prefill(db, t.key, record)
            doc = letters.build_document(db, template_key=t.key, record_id=record, params=params)
        except Exception:  # noqa: BLE001 - a sample the demo cannot fill is not this test's
            continue
        tried += 1
        drawn.clear()
        engine.render(doc, OFFICE, Stamp(date="۱۴۰۵/۰۹/۱۰", draft=True))
        if orphans(drawn):
            wrong.append((t.key, "signature alone on page", orphans(drawn)))
        if lines(drawn) != 1 + len(doc.signers):
            wrong.append((t.key, "signature lines", lines(drawn), 1 + len(doc.signers)))
    assert wrong == [], wrong
    assert tried >= 20


@pytest.mark.parametrize("others", [0, 2])
@pytest.mark.parametrize("paragraphs", range(16, 34))
def test_a_body_ending_at_the_page_foot_takes_its_last_lines_along(paragraphs, others, drawn):
    """Bodies of every length around one page (24 to 27 paragraphs put the signature alone on
    page 2): the signature never goes alone."""
    body = tuple(
        Para("بند آزمایشی که یک سطر کامل از متن نامه را پر می‌کند.") for _ in range(paragraphs)
    )
    doc = Document(
        title="نامهٔ آزمایشی", blocks=body, signatory=Signatory("محمدحسین نوروزی", "بخشدار"),
        signers=(Signatory("علی ملکی", "عضو شورا"), Signatory("", "پرداخت‌کننده"))[:others],
    )  # fmt: skip
    engine.render(doc, OFFICE, Stamp(date="۱۴۰۵/۰۹/۱۰", draft=True))
    assert orphans(drawn) == []
    assert lines(drawn) == 1 + others


def test_the_documents_signed_by_others_have_their_lines(demo_office_db, drawn):
    """The election minutes «به امضای حاضران رسید» but only the bakhshdar signed; a receipt had
    no line for its payer, a notice none for its recipient."""
    db = demo_office_db
    for key, least in (("election_minutes", 3), ("fund_receipt", 1), ("notice", 1)):
        if not registry.exists(key):
            pytest.fail(f"no template {key}")
        record = papers.sample(db, key)
        params = documents.prefill(db, key, record)
        doc = letters.build_document(db, template_key=key, record_id=record, params=params)
        assert len(doc.signers) >= least, key
        assert all(s.role for s in doc.signers), key
        drawn.clear()
        engine.render(doc, OFFICE, Stamp(date="۱۴۰۵/۰۹/۱۰", draft=True))
        assert lines(drawn) == 1 + len(doc.signers) and orphans(drawn) == [], key
