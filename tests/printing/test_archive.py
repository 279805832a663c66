"""Documents an archive can trust: the text layer reads as ordinary Persian letters in logical
order with two extractors (poppler's pdftotext, and pdfium: the engine of the window's preview
(QtPdf) and of Chrome), every font is embedded with a ToUnicode map, the metadata reads back
(pypdf), and the PDF/A-2u parts are there."""

from __future__ import annotations

import datetime as _dt
import io
import re
import shutil
import subprocess
from pathlib import Path

import pypdf
import pytest

from desktop.jalali import format_jalali, parse_jalali
from desktop.paths import SRGB_PROFILE
from desktop.printing import archive, registry, statutes
from desktop.printing.document import Document, Fields, Legal, Para, Signatory, Table
from desktop.printing.engine import Office, Stamp, render
from desktop.printing.templates.fields import EXAMPLE_PARAMS
from desktop.services import letters, papers
from desktop.store.db import open_database
from desktop.text import to_persian_digits
from tests.printing.conftest import PDFTOTEXT, fill_demo_office

DATE = parse_jalali("1403/02/15")
WHEN: dict[str, _dt.date] = {}  # the letter date each template was issued on (the fixture's)


def shown(key: str) -> tuple[str, str]:
    """(the date as printed, its year in Persian digits) of the template ``key`` issued below."""
    day = format_jalali(WHEN.get(key, DATE))
    return to_persian_digits(day), to_persian_digits(day[:4])


PRESENTATION_FORMS = re.compile("[\ufb50-\ufdff\ufe70-\ufeff]")
# poppler wraps embedded left-to-right runs in bidi embedding controls: they are not letters
_CONTROLS = re.compile("[\u200e\u200f\u202a-\u202e\u2066-\u2069]")
_SPACE = re.compile(r"\s+")
AMOUNT = re.compile("[۰-۹][۰-۹٬]* ریال")
OFFICE = Office("بخشداری مرکزی کاشان", "مرکزی", "کاشان")
SIGN = Signatory("محمدحسین نوروزی", "بخشدار مرکزی")

needs_poppler = pytest.mark.skipif(PDFTOTEXT is None, reason="poppler-utils (pdftotext)")


def poppler_text(pdf: bytes, tmp: Path) -> str:
    """pdftotext's text as it comes: no NFKC, nothing normalised."""
    path = tmp / "extract.pdf"
    path.write_bytes(pdf)
    out = subprocess.run(
        [PDFTOTEXT or "pdftotext", "-enc", "UTF-8", str(path), "-"], check=True, capture_output=True
    )
    return out.stdout.decode("utf-8")


def pdfium_text(pdf: bytes, tmp: Path) -> str:
    """pdfium's text (QtPdf, as the preview's search and copy see it), nothing normalised."""
    from PySide6.QtPdf import QPdfDocument

    path = tmp / "pdfium.pdf"
    path.write_bytes(pdf)
    document = QPdfDocument()
    document.load(str(path))
    try:
        return "\n".join(document.getAllText(i).text() for i in range(document.pageCount()))
    finally:
        document.close()


def compact(text: str) -> str:
    """Letters, digits and punctuation in their order; spaces and bidi controls dropped.

    Where a space or a comma sits next to an embedded number is the extractor's bidi, not the
    text layer (poppler gives «مبلغ ۱٬۲۵۰٬۰۰۰ ریال» as «مبلغ  ۱٬۲۵۰٬۰۰۰ریال»)."""
    return _SPACE.sub("", _CONTROLS.sub("", text))


def phrases(doc: Document) -> dict[str, str]:
    """What a reader searches a document for: title, subject, names, amounts."""
    found = {"title": doc.title, "signatory": doc.signatory.name}
    if doc.subject:
        found["subject"] = doc.subject
    if doc.recipient:
        found["recipient"] = doc.recipient
    texts: list[str] = []
    for block in doc.blocks:
        if isinstance(block, Para):
            texts.append(block.text)
        elif isinstance(block, Fields):
            texts += [value for _label, value in block.pairs]
        elif isinstance(block, Table):
            texts += [cell for row in block.rows for cell in row]
    for i, amount in enumerate(sorted({m for t in texts for m in AMOUNT.findall(t)})):
        found[f"amount {i}"] = amount
    return found


@pytest.fixture(scope="module")
def issued(tmp_path_factory) -> dict[str, tuple[bytes, Document, str]]:
    """Every template issued from the demo bakhsh (number ۲ of 1403), the book, a reprint."""
    db = open_database(tmp_path_factory.mktemp("archive") / "demo.sqlite")
    fill_demo_office(db)
    out: dict[str, tuple[bytes, Document, str]] = {}
    for t in registry.all_templates():
        if not t.numbered:
            continue
        record = papers.sample(db, t.key)
        # a case's document is dated in its case's present state (today), the others on DATE
        when = DATE if papers.source_of(t.key).issuable is None else _dt.date.today()
        WHEN[t.key] = when
        letters.issue_document(
            db, template_key="receipt", record_id=papers.sample(db, "receipt"),
            letter_date=when, sink=lambda pdf: None, params=EXAMPLE_PARAMS["receipt"],
        )  # fmt: skip
        kept: list[bytes] = []
        change = letters.issue_document(
            db,
            template_key=t.key,
            record_id=record,
            letter_date=when,
            sink=kept.append,
            params=EXAMPLE_PARAMS.get(t.key),
        )
        row = letters.get_letter(db, change.id)
        doc = letters.build_document(
            db,
            template_key=t.key,
            record_id=record,
            letter_date=when,
            params=EXAMPLE_PARAMS.get(t.key),
        )
        out[t.key] = (
            kept[0],
            doc,
            str(row["number"]).translate(str.maketrans("0123456789", "۰۱۲۳۴۵۶۷۸۹")),
        )
    # the first notice issued above (the demo's archive holds older notices of other years)
    first, number = db.execute(
        "SELECT id, number FROM letter WHERE template_key = 'receipt' AND year = ? ORDER BY id",
        (1403,),
    ).fetchone()
    kept = []
    letters.reprint_letter(db, letter_id=first, sink=kept.append)
    out["reprint"] = (
        kept[0],
        out["receipt"][1],
        str(number).translate(str.maketrans("0123456789", "۰۱۲۳۴۵۶۷۸۹")),
    )
    book = letters.render_letter_book(db, date_from=DATE, date_to=DATE)
    doc = letters.build_document(
        db, template_key="letter_book", record_id=None,
        params={"date_from": DATE, "date_to": DATE},
    )  # fmt: skip
    out["letter_book"] = (book, doc, "")
    db.close()
    return out


KEYS = [t.key for t in registry.all_templates() if t.numbered] + ["reprint", "letter_book"]


@needs_poppler
@pytest.mark.parametrize("key", KEYS)
def test_both_extractors_read_ordinary_letters_in_logical_order(issued, key, tmp_path, qapp):
    pdf, doc, number = issued[key]
    for name, text in (
        ("pdftotext", poppler_text(pdf, tmp_path)),
        ("pdfium", pdfium_text(pdf, tmp_path)),
    ):
        assert not PRESENTATION_FORMS.search(text), (name, PRESENTATION_FORMS.findall(text)[:5])
        flat = compact(text)
        for what, phrase in phrases(doc).items():
            assert compact(phrase) in flat, (name, what, phrase)
        day, year = shown(key)
        assert day in text, name
        if number:
            # the default format writes outgoing numbers «۲/۱۴۰۳», which both extractors return
            # whole (a series letter between the digits, «۲/ص/۱۴۰۳», comes back scrambled)
            assert re.search(f"شماره[:\\s\u202a-\u202c]*{number}/{year}", text), name
        # whole words, spelled as typed: a search for them finds them
        for word in ("بخشداری", "مرکزی", "کاشان", "شهرستان"):
            assert re.search(f"(?<![\u0600-\u06ff]){word}(?![\u0600-\u06ff])", text), (name, word)


@needs_poppler
def test_ligatures_brackets_and_zwnj_read_as_typed(tmp_path, qapp):
    said = "آقای غلامرضا اسدالله‌زاده فرزند عزت‌الله (پانصد هزار ریال) لازم‌الاجرا می‌شود."
    pdf = render(
        Document(title="آزمون", blocks=(Para(said),), signatory=SIGN),
        OFFICE,
        Stamp("۱", "۱۴۰۳/۰۲/۱۵"),
    )
    text = poppler_text(pdf, tmp_path)
    line = next(x for x in text.splitlines() if "غلامرضا" in x)
    assert _CONTROLS.sub("", line).strip() == said
    # pdfium mirrors a bracket of a right-to-left run itself: it reads «)…(» (docs/printing.md)
    text = pdfium_text(pdf, tmp_path)
    line = next(x for x in text.splitlines() if "غلامرضا" in x)
    assert line.strip() == said.replace("(", "\0").replace(")", "(").replace("\0", ")")


@needs_poppler
@pytest.mark.parametrize("key", KEYS)
def test_every_font_is_embedded_with_a_unicode_map(issued, key, tmp_path):
    pdf, _doc, _number = issued[key]
    path = tmp_path / "fonts.pdf"
    path.write_bytes(pdf)
    if shutil.which("pdffonts"):
        rows = subprocess.run(["pdffonts", str(path)], check=True, capture_output=True, text=True)
        fonts = rows.stdout.splitlines()[2:]
        assert fonts and all(re.search(r"\byes yes yes\b", line) for line in fonts), rows.stdout
    reader = pypdf.PdfReader(io.BytesIO(pdf))
    for page in reader.pages:
        for font in page["/Resources"]["/Font"].values():
            font = font.get_object()
            assert "Helvetica" not in str(font["/BaseFont"])
            assert "/FontFile2" in font["/FontDescriptor"].get_object()
            assert "/ToUnicode" in font


@pytest.mark.parametrize("key", ["notice", "reprint", "letter_book"])
def test_metadata_reads_back(issued, key):
    pdf, doc, number = issued[key]
    reader = pypdf.PdfReader(io.BytesIO(pdf))
    info = reader.metadata
    assert info.title == doc.title
    assert info.subject == (doc.subject or doc.title)
    assert info.author == OFFICE.office_name
    assert info["/Creator"] == "bakhsh-office"
    if number:
        assert f"شماره {number}" in info["/Keywords"]
    assert shown(key)[0] in info["/Keywords"] or key == "letter_book"
    root = reader.trailer["/Root"]
    assert root["/Lang"] == "fa-IR"
    xmp = reader.xmp_metadata
    assert xmp.dc_title == {"x-default": doc.title}
    assert xmp.dc_creator == [OFFICE.office_name]
    assert xmp.pdf_keywords == info["/Keywords"]
    raw = root["/Metadata"].get_object()
    assert "/Filter" not in raw
    assert b"<pdfaid:part>2</pdfaid:part>" in raw.get_data()
    assert b"<pdfaid:conformance>U</pdfaid:conformance>" in raw.get_data()
    (intent,) = root["/OutputIntents"]
    intent = intent.get_object()
    assert intent["/S"] == "/GTS_PDFA1"
    assert intent["/DestOutputProfile"].get_object().get_data() == SRGB_PROFILE.read_bytes()


def test_the_file_is_dated_by_the_register(issued):
    pdf, _doc, _number = issued["receipt"]  # dated DATE (a case's papers are dated today)
    info = pypdf.PdfReader(io.BytesIO(pdf)).metadata
    assert info["/CreationDate"] == "D:20240504000000+03'30'"  # 1403/02/15, Iran time
    xmp = pypdf.PdfReader(io.BytesIO(pdf)).xmp_metadata
    assert xmp.xmp_create_date == _dt.datetime(2024, 5, 3, 20, 30)  # the same instant, in UTC


def test_the_same_document_gives_the_same_bytes():
    doc = Document(title="آزمون", blocks=(Para("متن"),), signatory=SIGN)
    assert render(doc, OFFICE, Stamp("۱", "۱۴۰۳/۰۲/۱۵")) == render(
        doc, OFFICE, Stamp("۱", "۱۴۰۳/۰۲/۱۵")
    )


# ---------------------------------------------------------------------------- quoted statutes


@pytest.mark.parametrize(
    ("seed", "printed"),
    [
        ("ميشود", "می\u200cشود"),  # L1 then Z1
        ("تصویب می شود.", "تصویب می\u200cشود."),  # Z1, written apart
        ("نمیتوانند", "نمی\u200cتوانند"),
        ("میزان و میوه و میانه", "میزان و میوه و میانه"),  # not verbs: unchanged
        ("دادگاههای", "دادگاه\u200cهای"),  # Z2
        ("كوچهها", "کوچه\u200cها"),
        ("آنها و شوراها", "آنها و شوراها"),  # not after ه: unchanged
        ("حرفه اي", "حرفه\u200cای"),  # Z3
        ("آئيننامهها", "آئین\u200cنامه\u200cها"),  # Z4 then Z2
        ("پیشبینی شده", "پیش\u200cبینی شده"),
        ("ضابطین داد-گستری", "ضابطین داد-گستری"),  # the seed's typo prints as it reads
        ("نامهای", "نامهای"),  # نام‌های or نامه‌ای: ambiguous, unchanged
        ("٤٥ روز", "۴۵ روز"),
    ],
)
def test_printable_rules(seed, printed):
    assert statutes.printable(seed) == printed


def test_printable_changes_nothing_but_letters_and_zwnj():
    for law in statutes.FILES:
        for line in statutes._lines(law):
            out = statutes.printable(line)
            assert out.replace("\u200c", "").replace(" ", "") == line.translate(
                str.maketrans(
                    {"ي": "ی", "ى": "ی", "ك": "ک"}
                    | {chr(0x660 + d): chr(0x6F0 + d) for d in range(10)}
                )
            ).replace("\u200c", "").replace(" ", "")
            assert not re.search("[يىك]", out)


def test_the_statute_files_stay_verbatim():
    bill = (statutes.SEEDS_DIR / statutes.FILES["1331-bill"]).read_text(encoding="utf-8")
    assert bill.count("ي") == 749 and bill.count("ك") == 238
    assert "ي" in statutes.paragraph("1331-bill", "در هر بخش شورائي")


@needs_poppler
def test_a_quote_prints_persian_letters_and_keeps_the_seed_typo(tmp_path, qapp):
    quote = statutes.article("1331-supplement", 32)  # its note 1 names «داد-گستری»
    assert "داد-گستری" in quote
    bill = statutes.paragraph("1331-bill", "در هر بخش شورائي")
    doc = Document(
        title="آزمون", blocks=(Para("متن"),), signatory=SIGN,
        legal=(Legal("متمم ۱۳۳۱", quote), Legal("لایحه ۱۳۳۱", bill)),
    )  # fmt: skip
    pdf = render(doc, OFFICE, Stamp("۱", "۱۴۰۳/۰۲/۱۵"))
    for text in (poppler_text(pdf, tmp_path), pdfium_text(pdf, tmp_path)):
        text = _CONTROLS.sub("", text)  # poppler wraps the hyphen in LRE…PDF
        assert "داد-گستری" in text
        assert "شورای عمران و تعاون بخش" in text  # «شوراي» of the seed, printed with ی
        assert not re.search("[يك]", text)
        assert "می\u200cتوانند" in text


# ---------------------------------------------------------------------------- file names


@pytest.mark.parametrize(
    ("args", "name"),
    [
        (("اخطاریه", 12, 1403), "اخطاریه-۱۴۰۳-۰۰۰۱۲.pdf"),
        (("حکم عضویت شورا", "۷", "۱۴۰۳"), "حکم-عضویت-شورا-۱۴۰۳-۰۰۰۰۷.pdf"),
        (("دفتر اندیکاتور (چاپ دفتر)", None, None), "دفتر-اندیکاتور-(چاپ-دفتر)-پیش\u200cنویس.pdf"),
        (("a/b:c*?\u202e", 3, 1404), "a-b-c-۱۴۰۴-۰۰۰۰۳.pdf"),
        (("", 1, 1403), "document-۱۴۰۳-۰۰۰۰۱.pdf"),
        (("رسید\ud800\x00", "۱۲/الف", None), "رسید-۱۲-الف.pdf"),
    ],
)
def test_suggested_file_name(args, name):
    kind, number, year = args
    assert archive.suggested_file_name(kind, number=number, year=year) == name
