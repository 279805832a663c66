"""Every template, printed for records of each regime: the paper names the law governing its
record's date, quotes exactly the article (paragraph, note) it cites — compared with the statute's
text in resources/statutes — and uses that law's words for its bodies (1331 «شورا», 1334
«انجمن»). The records are the demo bakhsh's (today's, under 1334 and the 1339 law, and its 1331
archive) plus a 1332 share dispute, a 1332 fund receipt and a 1340 election made here."""

from __future__ import annotations

import re

import pytest

from desktop.jalali import parse_jalali as J
from desktop.printing import registry, statutes
from desktop.printing.document import Document, Fields, Heading, Para, Table
from desktop.printing.engine import Stamp, render
from desktop.services import cases, funds, letters
from desktop.services.office import get_office
from desktop.text import normalize, to_ascii_digits
from tests.printing.conftest import fill_demo_office, needs_poppler, pdf_text, words
from tests.services.case_fixtures import decided_share_dispute

# a heading's law, by the words it opens with (the forms citations.long() and the templates use)
_LAWS = (
    ("متمم", "1331-supplement"),
    ("لایحه", "1331-bill"),
    ("قانون اصلاحات ارضی", "1339"),
    ("قانون ۱۳۳۴", "1334"),
)
_HEAD = re.compile(r"ماده[ٔ]?\s+([۰-۹0-9]+)\s*(.*)$")
GOVERNING = {"1331": "لایحه ۱۳۳۱", "1331-original": "لایحه ۱۳۳۱", "1334": "قانون ۱۳۳۴",
             "land": "قانون اصلاحات ارضی ۱۳۳۹"}  # fmt: skip
LAWS_OF = {
    "1331": {"1331-bill", "1331-supplement"},
    "1331-original": {"1331-bill", "1331-supplement"},
    "1334": {"1334"},
    "land": {"1339"},
}
# the other law's word for a body: «شورای کشاورزی شهرستان» is a 1334 body of its own (art. 6)
WRONG_WORD = {
    "1334": re.compile(r"شورا(?!ی کشاورزی)"),
    "1331": re.compile(r"انجمن"),
    "1331-original": re.compile(r"انجمن"),
}


def _parse(heading: str) -> tuple[str, int, str] | None:
    """(law, article, paragraph) of a quote's heading; None for a heading that names no article."""
    text = heading.replace("،", " ").replace("(به قیاس)", "").strip()
    law = next((k for w, k in _LAWS if text.startswith(w) or w in text.split(" ماده")[0]), None)
    m = _HEAD.search(text)
    if law is None or m is None:
        return None
    rest = m.group(2).strip()
    rest = re.sub(r"\(.*\)", "", rest).strip()
    rest = re.sub(r"^بند ([آ-ی])$", r"\1", rest) if rest != "بند دوم" else rest
    return law, int(to_ascii_digits(m.group(1))), rest


def _regime_of(doc: Document) -> str:
    line = next(lg.citation for lg in doc.legal if lg.citation.startswith("قانون حاکم:"))
    if "اصلاحات ارضی" in line:
        return "land"
    if "لایحه ۱۳۳۱" in line:
        return "1331" if "متمم" in line else "1331-original"
    return "1334"


def _body(doc: Document) -> str:
    parts = [doc.title, doc.subject]
    for b in doc.blocks:
        if isinstance(b, Para | Heading):
            parts.append(b.text)
        elif isinstance(b, Fields):
            parts += [x for pair in b.pairs for x in pair]
        elif isinstance(b, Table):
            parts += [*b.header, *(c for r in b.rows for c in r), *b.footer]
    return "\n".join(parts)


def _check_quote(heading: str, quote: str) -> None:
    parsed = _parse(heading)
    assert parsed is not None, f"a quote under a heading that names no article: {heading}"
    law, article, paragraph = parsed
    lines = statutes._article_lines(law, article)
    first = quote.split("\n")[0]
    assert first in lines, f"{heading}: the quote is not a paragraph of that article"
    if paragraph == "بند دوم":
        assert first == lines[1], heading
    elif paragraph:
        assert first == statutes.cited(law, article, paragraph), f"{heading}: another paragraph"
    else:  # the article itself: its opening paragraph, or the whole article
        assert first == lines[0], f"{heading}: not the article's opening"
        assert quote == "\n".join(lines[: quote.count("\n") + 1]), heading


@pytest.fixture(scope="module")
def office(tmp_path_factory):
    from desktop.services.office import save_office
    from desktop.store.db import open_database

    db = open_database(tmp_path_factory.mktemp("every") / "office.db")
    save_office(db, office_name="بخشداری مرکزی کاشان", shahrestan="کاشان", bakhsh="مرکزی",
                bakhshdar="محمدحسین نوروزی")  # fmt: skip
    fill_demo_office(db)
    _archive_1332(db)
    yield db
    db.close()


def _archive_1332(db) -> None:
    dispute = decided_share_dispute(
        db, filed_on="1332/07/01", heard_on="1332/07/03", decided_on="1332/07/05", view="دو پنجم",
        dehestan="دهستان آزمایشی ۱۳۳۲", village="قریهٔ آزمایشی ۱۳۳۲",
        farmer=("قاسم", "نیاسری"), landlord=("رحیم", "برزکی"),
    )  # fmt: skip
    cid, v, landlord = dispute.case_id, dispute.village_id, dispute.landlord_id
    for p in cases.parties(db, cid):
        cases.record_notification(db, case_id=cid, party_id=p["id"], on="1332/07/06")
    a = funds.assess(db, village_id=v, landlord_id=landlord, income_kind="cash",
                     assessed_on="1332/04/01", base_rials=1_000_000).id  # fmt: skip
    ob = funds.confirm_assessment(db, assessment_id=a, due_on="1332/05/01").id
    funds.record_payment(db, obligation_id=ob, received_on="1332/04/10", amount_rials=200_000)


def _papers(db) -> dict[tuple[str, str], Document]:
    """One document per (template, regime), from the records the office has."""
    out: dict[tuple[str, str], Document] = {}
    for t in registry.all_templates():
        ids: list[int | None] = [None]
        if t.record_table:
            ids = [r[0] for r in db.execute(f"SELECT id FROM {t.record_table} ORDER BY id")]
        runs = [(rid, None, None) for rid in ids[:60]]
        # a paper about a period, a day or a year: today's, and one of 1332
        old = {f.key: "1332/09/01" for f in t.fields if f.kind == "date"}
        old |= {f.key: 1332 for f in t.fields if f.key == "year"}
        if old or not t.record_table:
            runs += [(rid, old, J("1332/09/01")) for rid in ids[:3]]
        for rid, params, day in runs:
            try:
                doc = letters.build_document(
                    db, template_key=t.key, record_id=rid, params=params, letter_date=day
                )
            except Exception:  # noqa: BLE001 - a record this template does not print
                continue
            if not any(lg.citation.startswith("قانون حاکم:") for lg in doc.legal):
                out.setdefault((t.key, "none"), doc)
                continue
            out.setdefault((t.key, _regime_of(doc)), doc)
    return out


@pytest.fixture(scope="module")
def papers(office):
    return _papers(office)


# templates that print no law: the free letter, the register of letters and its report
# (the law memo answers a question of any law: the answer it quotes names the law governing it)
NO_LAW = {"letter", "letter_book", "register_report", "law_memo"}
# the kinds of record that exist under both laws of the farmers' share, and must be printed
# for a 1331 record as for a 1334 one («notice», the refusal of supp. art. 32, has no 1334 road:
# 1334 art. 36 repealed it; the land papers are of the 1339 law alone)
BOTH = {
    "complaint_receipt", "decision_notice", "election_minutes", "membership_decree",
    "fund_receipt", "fund_statement", "fund_yearly_book", "fund_arrears", "summons",
    "session_minutes",
}  # fmt: skip


def test_every_template_is_printed_and_names_its_law(papers) -> None:
    keys = {t.key for t in registry.all_templates()}
    printed = {k for k, _r in papers}
    assert printed == keys
    assert {k for k, r in papers if r == "none"} == NO_LAW
    for key in BOTH:
        regimes = {r for k, r in papers if k == key}
        assert regimes & {"1331", "1331-original"} and "1334" in regimes, (key, regimes)


def test_every_quote_is_the_paragraph_its_heading_cites(papers) -> None:
    for (key, regime), doc in papers.items():
        for lg in doc.legal:
            if lg.quote:
                _check_quote(lg.citation, lg.quote)
            parsed = _parse(lg.citation)
            if parsed and regime in LAWS_OF and "(به قیاس)" not in lg.citation:
                assert parsed[0] in LAWS_OF[regime], (key, regime, lg.citation)


def test_every_paper_uses_its_laws_words(papers) -> None:
    bad = []
    for (key, regime), doc in papers.items():
        if regime in WRONG_WORD:
            found = WRONG_WORD[regime].findall(normalize(_body(doc)))
            if found:
                i = normalize(_body(doc)).find(found[0])
                bad.append((key, regime, normalize(_body(doc))[max(i - 30, 0) : i + 30]))
    assert bad == [], "\n".join(map(str, bad))


@needs_poppler
def test_the_printed_papers_say_it(office, papers, tmp_path) -> None:
    for (key, regime), doc in papers.items():
        if regime == "none":
            continue
        text = words(pdf_text(render(doc, get_office(office), Stamp(date="۱۴۰۵/۰۱/۰۱")), tmp_path))
        assert words("قانون حاکم " + GOVERNING[regime]) in text, (key, regime)
        for lg in doc.legal:
            if lg.quote:
                opening = " ".join(words(statutes.printable(lg.quote)).split()[:8])
                assert opening in text, (key, regime, lg.citation)
