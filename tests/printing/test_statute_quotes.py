"""What a signed paper quotes is the paragraph it cites, under the law of its record's date."""

from __future__ import annotations

import pytest

from desktop.printing import statutes
from desktop.printing.engine import Stamp, render
from desktop.services import cases, councils, letters
from desktop.services.office import get_office
from tests.printing.conftest import needs_poppler, pdf_text, words
from tests.services.case_fixtures import decided_share_dispute


def _pdf(db, doc) -> bytes:
    return render(doc, get_office(db), Stamp(date="۱۴۰۵/۰۱/۰۱"))


@pytest.fixture
def dispute_1332(office_db):
    """A share dispute filed 1332/07/01 (under the 1331 bill as amended), decided and notified."""
    db = office_db
    cid = decided_share_dispute(
        db, filed_on="1332/07/01", heard_on="1332/07/03", decided_on="1332/07/05", view="دو پنجم"
    ).case_id
    party = cases.parties(db, cid)[0]
    cases.record_notification(db, case_id=cid, party_id=party["id"], on="1332/07/06")
    return db, party["id"]


@needs_poppler
def test_the_1331_review_note_is_quoted_under_its_own_heading(dispute_1332, tmp_path) -> None:
    # supp. art. 32 تبصره ۲: «مرجع تجدید نظر ... دادگاه بخش است»; its opening paragraph (the
    # farmers' 10% refused) is another rule and must not stand under this heading.
    db, party = dispute_1332
    doc = letters.build_document(db, template_key="decision_notice", record_id=party)
    by_heading = {legal.citation: legal.quote for legal in doc.legal}
    note2 = "متمم لایحه قانونی ازدیاد سهم کشاورزان ۱۳۳۱ ماده ۳۲ تبصره ۲"
    assert by_heading[note2].startswith("تبصره ۲) مرجع تجدید نظر")
    assert "دادگاه بخش است" in by_heading[note2]
    note1 = "متمم لایحه قانونی ازدیاد سهم کشاورزان ۱۳۳۱ ماده ۳۲ تبصره ۱"
    assert "ظرف ده روز" in by_heading[note1]
    text = words(pdf_text(_pdf(db, doc), tmp_path))
    assert words("مرجع تجدید نظر در رسیدگی و حل اختلافات حاصلة بین مالک و کشاورز") in text
    assert words("امتناع از پرداخت ده درصد سهم کشاورز") not in text


@pytest.mark.parametrize(
    ("law", "article", "paragraph", "opening"),
    [
        ("1331-supplement", 32, "", "ماده ۳۲) هرگاه مالک یا نماینده او"),
        ("1331-supplement", 32, "تبصره ۱", "تبصرة ۱) در صورت بروز اختلاف"),
        ("1331-supplement", 32, "تبصره ۲", "تبصره ۲) مرجع تجدید نظر"),
        ("1331-supplement", 1, "الف", "الف – از محصول شتوی"),
        ("1331-supplement", 1, "تبصره ۳", "تبصره ۳) در مواردی که مالک بوسیله تلمبه"),
        ("1331-supplement", 1, "ج تبصره ۱", "تبصره ۱- هر گاه مالک از قلمستان"),
        ("1331-supplement", 1, "ج تبصره ۲", "تبصره ۲) در نقاطی که شهرداری"),
        ("1334", 4, "تبصره ۱", "تبصره یک - هر گاه ملکی در اجاره"),
        ("1334", 4, "تبصره ۲", "تبصره دوم - در املاک موقوفه"),
        ("1334", 36, "تبصره", "تبصره - راجع بقانون ازدیاد سهم کشاورزان"),
        ("1334", 11, "", "ماده یازدهم - صندوق های عمران بخشهای هر شهرستان"),
        ("1334", 20, "ج", "ج - نگاهداری دفاتر مرتب"),
        ("1331-bill", 19, "", "ـ زارعيني ميتوانند در انتخاب"),
        ("1331-bill", 2, "تبصره", "در املاك موقوفه اجراي مقررات فوق"),
        ("1331-bill", 1, "ج", "از درآمد نقدي يعني جريبانه"),
        ("1331-bill", 35, "", "دادخواست شكايت از اعضاء شوراي ده"),
        ("1331-bill", 38, "", "وزارتخانههاي كشور"),
        ("1339", 2, "تبصره ۱", "تبصره ۱ – در مورد اراضی که تا تاریخ تقدیم"),
    ],
)
def test_a_citation_quotes_exactly_its_paragraph(law, article, paragraph, opening) -> None:
    assert statutes.cited(law, article, paragraph).startswith(opening)


def test_a_paragraph_the_article_lacks_is_not_found() -> None:
    with pytest.raises(statutes.StatuteNotFound):
        statutes.cited("1334", 11, "تبصره")  # art. 11 has no note
    with pytest.raises(statutes.StatuteNotFound):
        statutes.cited("1331-supplement", 32, "تبصره ۳")


@pytest.fixture
def bakhsh(office_db):
    from tests.services.council_fixtures import small_bakhsh

    return office_db, small_bakhsh(office_db)


@needs_poppler
@pytest.mark.parametrize(
    ("held_on", "basis", "word"),
    [
        ("1332/06/01", "با ماده ۱۹ لایحه قانونی ۱۳۳۱ سنجیده شد", "شورای ده"),
        ("1340/06/01", "به قیاس با ماده ۱۹ لایحه قانونی ۱۳۳۱ چون قانون ۱۳۳۴ شرایط رأی‌دهندگان "
                       "انجمن ده را معین نکرده است سنجیده شد", "انجمن ده"),
    ],
)  # fmt: skip
def test_election_minutes_cite_the_bill_by_analogy_under_1334(
    bakhsh, tmp_path, held_on, basis, word
):
    # 1334 sets no voters' conditions (its arts. 15–21 compose the associations only); the bill's
    # art. 19 is repealed by 1334 art. 36, so under 1334 it may be applied only *by analogy*.
    from tests.services.council_fixtures import run_election

    db, b = bakhsh
    election, _council = run_election(db, b["kamu"], held_on=held_on)
    doc = letters.build_document(db, template_key="election_minutes", record_id=election)
    text = words(pdf_text(_pdf(db, doc), tmp_path))
    assert words(basis) in text
    assert word in text
    # the tied candidates' lots, printed in Persian digits, by the one recipe of rules.lots
    from desktop.rules.lots import lot_value

    tied = [p for p in councils.result_of(db, election)["order"] if p["tied"]]
    assert tied
    for p in tied:
        assert p["lot"] == lot_value(
            "بذر-۱", str(p["candidate_id"] if "candidate_id" in p else p["id"])
        )
        assert words(p["lot"]) in text
    assert words("هشت رقم نخست آن در مبنای شانزده به عددی ده‌رقمی خوانده می‌شود") in text
    excluded = [r["why"] for r in councils.roll_of(db, election) if not r["on_roll"]]
    assert excluded and all(("به قیاس از" in why) == (held_on > "1334") for why in excluded)


@pytest.fixture
def receipt_1404(office_db):
    """A 1,000,000-rial receipt of 1404/05/10 in a small-owner village (1334 art. 6 تبصره)."""
    from desktop.services import funds
    from tests.services.funds_fixtures import make_village

    db = office_db
    ids = make_village(db)
    a = funds.assess(db, village_id=ids["village"], landlord_id=ids["landlord1"], income_kind="small_owner_village",
                     assessed_on="1404/05/01", base_rials=20_000_000).id  # fmt: skip
    ob = funds.confirm_assessment(db, assessment_id=a, due_on="1404/06/01").id
    p = funds.record_payment(
        db, obligation_id=ob, received_on="1404/05/10", amount_rials=1_000_000
    ).id
    return db, p


@needs_poppler
def test_the_1334_receipt_has_the_council_and_the_central_fund_apart(
    receipt_1404, tmp_path
) -> None:
    # 1334 art. 6: 70/15/14/1 — the 1% «برای شورای کشاورزی هر شهرستان»; art. 11: the bakhsh
    # fund passes 10% of its income to the shahrestan central fund: 10% of 140,000 = 14,000,
    # so the bakhsh keeps 126,000. Two recipients, two citations.
    db, p = receipt_1404
    doc = letters.build_document(db, template_key="fund_receipt", record_id=p)
    table = next(
        b
        for b in doc.blocks
        if getattr(b, "header", None) == ("دریافت‌کننده", "مبلغ (ریال)", "مبنا")
    )
    assert [tuple(r) for r in table.rows] == [
        ("صندوق عمران قریه", "۷۰۰٬۰۰۰", "۱۳۳۴ م۶"),
        ("صندوق عمران دهستان", "۱۵۰٬۰۰۰", "۱۳۳۴ م۶"),
        ("صندوق عمران بخش", "۱۲۶٬۰۰۰", "۱۳۳۴ م۶"),
        ("صندوق مرکزی شهرستان", "۱۴٬۰۰۰", "۱۳۳۴ م۱۱"),
        ("شورای کشاورزی شهرستان", "۱۰٬۰۰۰", "۱۳۳۴ م۶"),
    ]
    quotes = {legal.citation: legal.quote for legal in doc.legal}
    assert quotes["قانون ۱۳۳۴ ماده ۱۱"] == statutes.cited("1334", 11)
    assert doc.legal[-1].citation.startswith("قانون حاکم: قانون ۱۳۳۴")
    text = words(pdf_text(_pdf(db, doc), tmp_path))
    assert (
        words("صندوق های عمران بخشهای هر شهرستان ده درصد درآمد خود را بصندوق مرکزی شهرستان") in text
    )
    assert "شورای کشاورزی شهرستان" in text and "قانون حاکم" in text


def test_the_councils_one_percent_is_not_the_central_funds_money(receipt_1404) -> None:
    from desktop.services import funds

    db, p = receipt_1404
    fid = db.execute("SELECT fund_id FROM fund_payment WHERE id = ?", [p]).fetchone()[0]
    funds.record_deposit(
        db,
        fund_id=fid,
        deposited_on="1404/05/12",
        slip_number="۷",
        bank="بانک کشاورزی",
        payment_ids=[p],
    )
    central = db.execute("SELECT id FROM fund WHERE level = 'shahrestan'").fetchone()[0]
    from desktop.services.funds.reports import money_of

    central_fund = money_of(db, central)
    assert (central_fund["money"], central_fund["bank"]) == (14_000, 14_000)  # art. 11 only
    village_fund = money_of(db, fid)  # 700,000 stays; the council's 10,000 left with the deposit
    assert (village_fund["money"], village_fund["bank"]) == (700_000, 700_000)
    assert funds.balance_check(db).ok


@needs_poppler
def test_arrears_under_1334_do_not_cite_the_farmers_ten_percent(receipt_1404, tmp_path) -> None:
    # the obligation of receipt_1404 is paid; a second one, due 1404/07/01, is not
    from desktop.services import funds

    db, _p = receipt_1404
    v = db.execute("SELECT id FROM village").fetchone()[0]
    landlord = db.execute("SELECT id FROM person ORDER BY id LIMIT 1").fetchone()[0]
    a = funds.assess(db, village_id=v, landlord_id=landlord, income_kind="small_owner_village",
                     assessed_on="1404/06/01", base_rials=2_000_000).id  # fmt: skip
    funds.confirm_assessment(db, assessment_id=a, due_on="1404/07/01")
    doc = letters.build_document(
        db, template_key="fund_arrears", record_id=None, params={"on": "1405/01/10"}
    )
    cited = [legal.citation for legal in doc.legal]
    assert cited == [
        "قانون ۱۳۳۴ ماده ۶ تبصره",
        "قانون ۱۳۳۴ ماده ۵",
        "قانون حاکم: قانون ۱۳۳۴ — از ۱۳۳۴/۰۵/۰۵ تاکنون",
    ]
    assert doc.legal[0].quote.startswith("تبصره - نسبت بدهاتی که از لحاظ مالکین خورده")
    text = words(pdf_text(_pdf(db, doc), tmp_path))
    assert words("ده درصد سهم کشاورز") not in text
    assert words("کدخدای هر قریه بنمایندگی انجمن به میزان صدی پنج درآمد مالکانه") in text


def test_arrears_of_1332_cite_the_funds_paragraph_of_supplement_article_32(office_db) -> None:
    from desktop.services import funds
    from tests.services.funds_fixtures import make_village

    db = office_db
    ids = make_village(db)
    a = funds.assess(db, village_id=ids["village"], landlord_id=ids["landlord1"], income_kind="cash",
                     assessed_on="1332/05/01", base_rials=1_000_000).id  # fmt: skip
    funds.confirm_assessment(db, assessment_id=a, due_on="1332/06/01")
    doc = letters.build_document(
        db, template_key="fund_arrears", record_id=None, params={"on": "1332/09/01"}
    )
    assert doc.legal[0].citation == "متمم لایحه قانونی ازدیاد سهم کشاورزان ۱۳۳۱ ماده ۳۲، بند دوم"
    assert doc.legal[0].quote.startswith("در مورد ده درصد صندوق عمران و تعاون اگر مالک")
    assert doc.legal[-1].citation.startswith("قانون حاکم: لایحه ۱۳۳۱")


@needs_poppler
def test_a_council_of_1332_ends_with_the_bill_on_1334_05_04(bakhsh, tmp_path) -> None:
    # ۱۳۳۱ م۳۴ gives 3 years: 1332/06/01 -> 1335/05/31. But ۱۳۳۴ م۳۶ repeals «کلیه قوانین و
    # مقررات مربوط بتقسیم محصول و ازدیاد سهم کشاورز» from 1334/05/05 and its note closes the past:
    # the council's last day is 1334/05/04, and its decree prints that day, with the reason.
    from desktop.jalali import parse_jalali
    from tests.services.council_fixtures import run_election

    db, b = bakhsh
    _election, council_id = run_election(db, b["kamu"], held_on="1332/06/01")
    council = councils.get_council(db, council_id)
    assert council["term_end"] == parse_jalali("1334/05/04").isoformat()
    assert council["term_years"] == 3
    from desktop.services.councils.queries import in_office

    assert not in_office(council, parse_jalali("1334/05/05"))
    member = db.execute(
        "SELECT id FROM council_member WHERE council_id = ? AND kind = 'principal' ORDER BY id",
        [council_id],
    ).fetchone()[0]
    doc = letters.build_document(db, template_key="membership_decree", record_id=member)
    text = words(pdf_text(_pdf(db, doc), tmp_path))
    assert words("۱۳۳۵/۰۵/۳۱") not in text and words("۱۳۳۴/۰۵/۰۴") in text
    assert (
        words("دورهٔ این شورا به حکم مادهٔ ۳۶ قانون ۱۳۳۴ و تبصرهٔ آن در ۱۳۳۴/۰۵/۰۴ پایان یافت") in text
    )
