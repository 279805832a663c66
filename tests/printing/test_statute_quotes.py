"""What a signed paper quotes is the paragraph it cites, under the law of its record's date."""

from __future__ import annotations

import pytest

from desktop.printing import statutes
from desktop.printing.engine import Stamp, render
from desktop.services import cases, councils, letters, people, places
from desktop.services.office import get_office
from tests.printing.conftest import needs_poppler, pdf_text, words


def _pdf(db, doc) -> bytes:
    return render(doc, get_office(db), Stamp(date="۱۴۰۵/۰۱/۰۱"))


@pytest.fixture
def dispute_1332(office_db):
    """A share dispute filed 1332/07/01 (under the 1331 bill as amended), decided and notified."""
    db = office_db
    d = places.add_dehestan(db, name="قمصر").id
    v = places.add_village(db, name="کامو", dehestan_id=d).id
    farmer = people.add_person(db, first_name="علی", last_name="رضایی", residence_village_id=v).id
    landlord = people.add_person(db, first_name="حسن", last_name="ملکی").id
    cid = cases.register_case(
        db, kind="share_dispute", filed_on="1332/07/01", subject="بهرهٔ مالکانه",
        complainants=[{"person_id": farmer}], respondents=[{"person_id": landlord}], village_id=v,
    ).id  # fmt: skip
    cases.record_hearing(db, case_id=cid, on="1332/07/03", attendance="طرفین")
    cases.record_decision(db, case_id=cid, on="1332/07/05", outcome="view", text="دو پنجم")
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
def test_election_minutes_cite_the_bill_by_analogy_under_1334(bakhsh, tmp_path, held_on, basis, word):
    # 1334 sets no voters' conditions (its arts. 15–21 compose the associations only); the bill's
    # art. 19 is repealed by 1334 art. 36, so under 1334 it may be applied only *by analogy*.
    from tests.services.council_fixtures import run_election

    db, b = bakhsh
    election, _council = run_election(db, b["kamu"], held_on=held_on)
    doc = letters.build_document(db, template_key="election_minutes", record_id=election)
    text = words(pdf_text(_pdf(db, doc), tmp_path))
    assert words(basis) in text
    assert word in text
    excluded = [r["why"] for r in councils.roll_of(db, election) if not r["on_roll"]]
    assert excluded and all(("به قیاس از" in why) == (held_on > "1334") for why in excluded)
