"""Each family of templates lays out a value built by hand, with no database: the figures, names,
dates and articles of the value come back out of the PDF (poppler's text), and nothing else is
read. (The same templates laid out from the demo office's records: test_templates.py.)"""

from __future__ import annotations

import datetime as _dt
import sqlite3

import pytest

from desktop.domain.activity import Activity, Line, Section
from desktop.domain.funds import Statement
from desktop.domain.office import Office
from desktop.printing import registry
from desktop.printing.engine import Office as Letterhead
from desktop.printing.engine import Stamp, render
from desktop.printing.templates.activity_report import ActivityPaper
from desktop.printing.templates.case_records import CaseLaw, CasePaper
from desktop.printing.templates.common import OfficePaper, PersonPaper
from desktop.printing.templates.council_records import DecreePaper
from desktop.printing.templates.fund_records import StatementPaper
from desktop.printing.templates.land_records import BoardPaper, CeilingPaper
from desktop.printing.templates.reports import VillageRegister
from desktop.rules.citations import Citation
from desktop.rules.land_holdings import Parcel, compute_holding
from tests.printing.conftest import needs_poppler, pdf_text, words

OFFICE = Office("بخشداری مرکزی نطنز", "نطنز", "مرکزی", "حسین پاکزاد")
HEAD = Letterhead(OFFICE.office_name, OFFICE.bakhsh, OFFICE.shahrestan)
ISSUED = {"_letter_date": "2025-05-05"}  # 1404/02/15


@pytest.fixture(autouse=True)
def no_database(monkeypatch):
    """A template that reached for a database would fail here."""

    def refuse(*args, **kwargs):  # noqa: ANN002, ANN003, ANN202
        raise AssertionError("a template opened a database")

    monkeypatch.setattr(sqlite3, "connect", refuse)


def laid_out(key: str, content: object, params: dict, tmp_path) -> str:
    """The words of the PDF template ``key`` makes of ``content`` (pre-filled as the editor is)."""
    template = registry.get(key)
    values = {**(template.prefill(content) if template.prefill else {}), **ISSUED, **params}
    doc = template.build(content, values)
    return words(pdf_text(render(doc, HEAD, Stamp("۴۲/۱۴۰۴", "۱۴۰۴/۰۲/۱۵")), tmp_path))


PARTY = {
    "id": 31, "case_id": 7, "side": "respondent", "name": "رضا مالکی", "father_name": "تقی",
    "village_name": "طرق", "notified_on": "2025-04-28",
}  # fmt: skip


@needs_poppler
def test_a_case_document_from_a_case_built_by_hand(tmp_path):
    case = {
        "id": 7, "kind": "share_dispute", "regime": "1334", "filed_on": "2025-03-30",
        "subject": "بهرهٔ مالکانهٔ محصول آبی", "outcome": "view", "decided_on": "2025-04-20",
        "decision_text": "سهم مالکانه سی و پنج درصد تعیین می‌شود.", "number": 12, "year": 1404,
    }  # fmt: skip
    paper = CasePaper(
        office=OFFICE, case=case, parties=(PARTY,), party=PARTY, number="۱۲/۱۴۰۴",
        kind_fa="اختلاف در بهرهٔ مالکانه", outcome_fa="نظر بخشدار دربارهٔ بهرهٔ مالکانه",
        law=CaseLaw("bakhshdar", Citation("1334", 27), "bakhsh_association", Citation("1334", 28)),
        bodies={"bakhshdar": "بخشدار", "bakhsh_association": "انجمن عمران بخش"},
    )  # fmt: skip
    text = laid_out("decision_notice", paper, {}, tmp_path)
    assert words("رضا مالکی فرزند تقی، ساکن قریهٔ طرق") in text
    assert words("سهم مالکانه سی و پنج درصد تعیین می‌شود.") in text
    assert words("شمارهٔ پرونده: ۱۲/۱۴۰۴") in text and words("انجمن عمران بخش") in text
    # notified 1404/02/08 (the party's date, pre-filled): ten days, to the end of 1404/02/18
    assert words("۱۴۰۴/۰۲/۰۸") in text and words("۱۰ روز، تا ۱۴۰۴/۰۲/۱۸") in text


@needs_poppler
def test_a_council_decree_from_a_member_built_by_hand(tmp_path):
    member = {
        "id": 5, "council_id": 2, "person_id": 9, "name": "مهدی کشاورز", "kind": "principal",
        "kind_fa": "عضو اصلی", "seat_fa": "نمایندهٔ زارعین", "rank": None, "basis": "انتخابات ۱۴۰۴",
        "from_on": "2025-04-21", "promoted_from_id": None, "replaces_id": None,
    }  # fmt: skip
    council = {
        "id": 2, "title": "انجمن ده طرق", "term_end": "2027-04-20", "term_years": 2,
        "election_id": 1, "regime": "1334", "level": "village", "formed_on": "2025-04-21",
    }  # fmt: skip
    paper = DecreePaper(OFFICE, member, council, None, "مهدی کشاورز فرزند علی، ساکن قریهٔ طرق")
    text = laid_out("membership_decree", paper, {}, tmp_path)
    assert words("مهدی کشاورز فرزند علی، ساکن قریهٔ طرق") in text
    assert words("«عضو اصلی، نمایندهٔ زارعین» انجمن ده طرق") in text
    assert words("۱۴۰۴/۰۲/۰۱") in text and words("۱۴۰۶/۰۱/۳۱") in text  # the term, in Jalali
    assert words("قانون ۱۳۳۴ ماده ۱۶") in text  # the village council's article under 1334


def _statement_paper(level="village", officers=None):
    village = {"id": 4, "name": "طرق", "dehestan_name": "برزرود"}
    start, end = _dt.date(2025, 3, 21), _dt.date(2025, 5, 5)
    st = Statement(
        11, "صندوق عمران قریهٔ طرق", level, start, end, 1_250_000,
        [("سهم جنسی محصول شتوی و صیفی", 3_480_000)], [("سهم صندوق دهستان", 348_000)],
        [("بهداشت", 900_000)], 0, 3_482_000,
    )  # fmt: skip
    return StatementPaper(OFFICE, village, "صندوق عمران قریهٔ طرق", 11, st, officers=officers or {})


@needs_poppler
def test_a_fund_statement_from_a_statement_built_by_hand(tmp_path):
    paper = _statement_paper(officers={"chair": "علی امینی", "accountant": "حسن کریمی"})
    params = {"date_from": "1404/01/01", "date_to": "1404/02/15", "signer": "accountant"}
    text = laid_out("fund_statement", paper, params, tmp_path)
    assert words("صورت‌حساب صندوق عمران قریهٔ طرق از ۱۴۰۴/۰۱/۰۱ تا ۱۴۰۴/۰۲/۱۵") in text
    for figure in ("۱٬۲۵۰٬۰۰۰", "۳٬۴۸۰٬۰۰۰", "۳۴۸٬۰۰۰", "۹۰۰٬۰۰۰", "۳٬۴۸۲٬۰۰۰"):
        assert words(figure) in text
    assert words("بهداشت") in text
    assert words("سه میلیون و چهارصد و هشتاد و دو هزار ریال") in text
    # the accountant the clerk chose signs, by name and by the title the council gave him
    assert words("حسن کریمی محاسب انجمن ده طرق") in text and words("علی امینی") not in text
    assert "رئیس یا حسابدار" not in text


# The statement is the council's report of its finances to the council above (1334 م۲۰ بند ج;
# 1331 م۲۵ بند ج): signed by the officer the clerk chose with the title the law of the period's
# last day gives him, and copied upward — never to the office that issues it.
@needs_poppler
@pytest.mark.parametrize(
    ("level", "date_to", "signer", "signature", "above"),
    [
        ("village", "1332/12/29", "chair", "رئیس شورای ده طرق", "شورای دهستان برزرود"),
        ("village", "1404/02/15", "chair", "رئیس انجمن ده طرق", "انجمن دهستان برزرود"),
        ("dehestan", "1332/12/29", "accountant", "محاسب شورای دهستان برزرود", "شورای بخش مرکزی"),
        ("dehestan", "1404/02/15", "chair", "رئیس انجمن دهستان برزرود", "انجمن بخش مرکزی"),
        ("bakhsh", "1332/12/29", "chair", "رئیس شورای بخش مرکزی", "شورای شهرستان نطنز"),
        ("bakhsh", "1404/02/15", "accountant", "محاسب انجمن بخش مرکزی", "انجمن شهرستان نطنز"),
        # the shahrestan council reports to the ostandari (1334 م۲۳; 1331 م۲۷)
        ("shahrestan", "1404/02/15", "chair", "رئیس انجمن شهرستان نطنز", "استانداری"),
    ],
)
def test_a_fund_statement_is_signed_by_its_council_and_copied_to_the_one_above(
    tmp_path, level, date_to, signer, signature, above
):
    paper = _statement_paper(level, officers={signer: "مهدی کشاورز"})
    params = {"level": level, "date_from": date_to[:4] + "/01/01", "date_to": date_to,
              "signer": signer}  # fmt: skip
    text = laid_out("fund_statement", paper, params, tmp_path)
    assert words(f"مهدی کشاورز {signature}") in text
    copy = text[text.index(words("رونوشت")) :]
    assert words(above) in copy and words("بخشداری") not in copy


@needs_poppler
def test_a_fund_statement_with_no_officer_recorded_leaves_the_name_to_the_pen(tmp_path):
    paper = _statement_paper(officers={"chair": "علی امینی"})
    params = {"date_from": "1404/01/01", "date_to": "1404/02/15", "signer": "accountant"}
    text = laid_out("fund_statement", paper, params, tmp_path)
    assert words("محاسب انجمن ده طرق") in text and words("علی امینی") not in text
    doc = registry.get("fund_statement").build(paper, {**ISSUED, **params})
    assert doc.signatory.name.strip(".") == "" and doc.signatory.role == "محاسب انجمن ده طرق"


@needs_poppler
def test_a_land_notice_from_a_holding_the_rules_core_computed(tmp_path):
    owner = {"id": 3, "first_name": "جمشید", "last_name": "اربابی", "father_name": None}
    parcels = [
        {"village_name": "طرق", "kind": "irrigated", "area_m2": 4_000_000, "ownership": "sole",
         "share_millidang": 6000, "exception": None},
        {"village_name": "کامو", "kind": "dry", "area_m2": 2_000_000, "ownership": "sole",
         "share_millidang": 6000, "exception": None},
    ]  # fmt: skip
    holding = compute_holding(
        regime="land-1339",
        parcels=[Parcel(p["kind"], p["area_m2"]) for p in parcels],
        on=_dt.date(2025, 5, 5),
    )
    paper = CeilingPaper(OFFICE, owner, holding, tuple(parcels), "2025-04-01")
    text = laid_out("land_ceiling_notice", paper, {}, tmp_path)
    assert words("جمشید اربابی") in text and words("کامو") in text
    assert words("۱۴۰۴/۰۱/۱۲") in text  # the latest notice, pre-filled as the gazette's date
    # 400 ha irrigated + 200 ha dry = 500 ha irrigated-equivalent: 100 over the ceiling
    assert words("مجموع اراضی شما ۵۰۰ هکتار معادل آبی و ۱۰۰ هکتار") in text
    assert words("۲۰۰ هکتار معادل دیم") in text


@needs_poppler
def test_a_board_decision_from_a_decision_built_by_hand(tmp_path):
    decision = {
        "id": 8, "held_on": "2025-04-30", "members": "سه عضو", "kind": "refusal",
        "claimant": "زارعین طرق", "respondent": "جمشید اربابی", "subject": "امتناع از پرداخت سهم",
        "filed_on": "2025-04-02", "share_rials": 7_200_000, "fine_rials": None,
        "enforcement_requested_on": None, "text": "مالک به پرداخت سهم زارعین محکوم است.",
        "explanation": "به حکم مادهٔ ۳۵.",
    }  # fmt: skip
    paper = BoardPaper(
        OFFICE, decision, "امتناع از پرداخت سهم (م۳۵)", ("بخشدار", "رئیس دادگاه بخش")
    )
    text = laid_out("land_board_decision", paper, {"note": "رونوشت به دادگاه بخش."}, tmp_path)
    assert words("مالک به پرداخت سهم زارعین محکوم است.") in text
    assert words("هفت میلیون و دویست هزار ریال") in text and words("رونوشت به دادگاه بخش") in text


@needs_poppler
def test_the_office_documents_from_values_built_by_hand(tmp_path):
    letter = laid_out(
        "letter", OfficePaper(OFFICE),
        {"recipient": "ادارهٔ ثبت نطنز", "subject": "استعلام", "body": "خواهشمند است اعلام فرمایید."},
        tmp_path,
    )  # fmt: skip
    assert words("ادارهٔ ثبت نطنز") in letter and words("خواهشمند است اعلام فرمایید.") in letter
    assert words("حسین پاکزاد") in letter and words("بخشدار مرکزی") in letter
    person = {"id": 1, "first_name": "علی", "last_name": "رضایی", "father_name": "حسن",
              "village_name": "کامو"}  # fmt: skip
    receipt = laid_out("receipt", PersonPaper(OFFICE, person), {"amount": 1_500_000}, tmp_path)
    assert words("علی رضایی فرزند حسن، ساکن قریهٔ کامو") in receipt
    assert words("یک میلیون و پانصد هزار ریال") in receipt
    people = (
        {"first_name": "زهرا", "last_name": "کریمی", "father_name": "محمد",
         "national_code": "0012345679", "birth_date": "1990-03-21", "role": "farmer"},
    )  # fmt: skip
    village = {"id": 4, "name": "طرق", "dehestan_name": "برزرود", "population": 1200}
    register = laid_out("register_report", VillageRegister(OFFICE, village, people), {}, tmp_path)
    assert words("زهرا کریمی") in register and words("۰۰۱۲۳۴۵۶۷۹") in register
    assert words("جمعیت ثبت‌شده: ۱٬۲۰۰ نفر") in register


@needs_poppler
def test_the_activity_report_from_counts_built_by_hand(tmp_path):
    start, end = _dt.date(2025, 3, 21), _dt.date(2025, 5, 5)
    report = Activity(
        start, end,
        (Section("دبیرخانه", (Line("نامه‌های صادره", 17), Line("وجوه وصول‌شده", 3, 2_400_000))),),
    )  # fmt: skip
    params = {"recipient": "فرمانداری نطنز", "date_from": start, "date_to": end}
    text = laid_out("activity_report", ActivityPaper(OFFICE, report), params, tmp_path)
    assert words("فرمانداری نطنز") in text and words("دبیرخانه") in text
    assert words("نامه‌های صادره ۱۷") in text and words("۲٬۴۰۰٬۰۰۰") in text
    assert words("قانون ۱۳۳۴ ماده ۲۲") in text  # the reporting duty of the law in force at the end


def test_a_value_for_another_period_is_refused():
    """The activity report prints the period it was gathered for, never another one's counts."""
    report = Activity(_dt.date(2025, 3, 21), _dt.date(2025, 4, 1), ())
    with pytest.raises(ValueError, match="another period"):
        registry.get("activity_report").build(
            ActivityPaper(OFFICE, report),
            {**ISSUED, "date_from": "2025-03-21", "date_to": "2025-05-05"},
        )
