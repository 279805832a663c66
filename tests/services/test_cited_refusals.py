"""A refusal that rests on the law names the article: never only «گزینهٔ نامعتبر.»."""

from __future__ import annotations

import pytest

from desktop.domain.errors import ValidationError
from desktop.jalali import parse_jalali as J
from desktop.services import funds
from tests.services.case_fixtures import decided_share_dispute
from tests.services.funds_fixtures import make_village


@pytest.fixture
def village(office_db):
    return office_db, make_village(office_db)


def _village_fund_with_money(db, ids):
    a = funds.assess(db, village_id=ids["village"], landlord_id=ids["landlord1"], income_kind="cash",
                     assessed_on="1332/04/01", base_rials=1_000_000).id  # fmt: skip
    ob = funds.confirm_assessment(db, assessment_id=a, due_on="1332/05/01").id
    funds.record_payment(db, obligation_id=ob, received_on="1332/04/10", amount_rials=200_000)
    return funds.get_obligation(db, ob)["fund_id"]


def test_a_hospital_at_village_level_is_refused_naming_both_lists(village):
    # bill art. 8 lists the village's works; a hospital is a bakhsh work of supp. art. 10
    db, ids = village
    fid = _village_fund_with_money(db, ids)
    with pytest.raises(ValidationError) as e:
        funds.record_expense(db, fund_id=fid, spent_on="1332/05/04", category="hospital",
                             amount_rials=1_000, payee="x", decision_number="1",
                             decision_date="1332/05/04")  # fmt: skip
    why = e.value.errors["category"]
    assert why == (
        "این هزینه در فهرست امور صندوق قریه نیست (۱۳۳۱ م۸)؛ «ساختمان بیمارستان» از امور صندوق "
        "بخش است (۱۳۳۱ متمم م۱۰)."
    )


@pytest.mark.parametrize(
    ("kind", "on", "article"),
    [
        ("cash", "1404/05/01", "۱۳۳۴ م۳۶"),  # a 1331 kind on a 1334 date: repealed by art. 36
        ("development_duty", "1332/05/01", "۱۳۳۴ م۲"),  # a 1334 kind before 1334/05/05
    ],
)
def test_an_income_kind_of_the_other_law_is_refused_with_its_articles(village, kind, on, article):
    db, ids = village
    with pytest.raises(ValidationError) as e:
        funds.assess(db, village_id=ids["village"], landlord_id=ids["landlord1"], income_kind=kind,
                     assessed_on=on, base_rials=1_000_000)  # fmt: skip
    why = e.value.errors["income_kind"]
    assert article in why and "۱۳۳۴/۰۵/۰۵" in why and why != "گزینهٔ نامعتبر."


def test_an_unknown_kind_is_still_just_invalid(village):
    db, ids = village
    with pytest.raises(ValidationError) as e:
        funds.assess(db, village_id=ids["village"], landlord_id=ids["landlord1"], income_kind="x",
                     assessed_on="1404/05/01", base_rials=1)  # fmt: skip
    assert e.value.errors["income_kind"] == "گزینهٔ نامعتبر."


def test_1334_the_bakhsh_associations_review_is_enforceable_until_the_final_ruling(office_db):
    # 1334 art. 28: «نظر انجمن بخش تا صدور رای نهایی قابل اجراء است»: after the review the
    # view is enforced at once, and the case is final only with the final ruling.
    from desktop.services import cases

    db = office_db
    cid = decided_share_dispute(
        db, filed_on="1404/06/20", heard_on="1404/06/21", decided_on="1404/06/24", view="یک سوم"
    ).case_id
    for p in cases.parties(db, cid):
        cases.record_notification(db, case_id=cid, party_id=p["id"], on="1404/06/25")
    landlord_party = cases.parties(db, cid)[1]
    cases.record_review_request(db, case_id=cid, party_id=landlord_party["id"], on="1404/07/01")
    with pytest.raises(ValidationError):  # the bakhshdar's view is not enforced meanwhile
        cases.record_enforcement(db, case_id=cid, on="1404/07/02")
    cases.record_review_decision(db, case_id=cid, on="1404/07/10", text="نظر بخشدار تأیید شد")
    case = cases.get_case(db, cid)
    assert case["state"] == "reviewed" and case["closed_on"] is None
    assert cases.available_steps(case) == ["enforce", "finalize", "close"]
    # the landlord's window (notified 1404/06/25) would be closed anyway; the view is enforced
    # on the day after the review, not after any window
    cases.record_enforcement(db, case_id=cid, on="1404/07/11")
    case = cases.get_case(db, cid)
    assert case["state"] == "enforced_pending" and case["closed_on"] is None
    cases.finalize_case(db, case_id=cid, on="1404/09/01")
    case = cases.get_case(db, cid)
    assert case["state"] == "final" and case["closed_on"] == J("1404/09/01").isoformat()


def test_1331_the_bakhsh_courts_review_ends_the_case(office_db):
    from desktop.services import cases

    db = office_db
    cid = decided_share_dispute(
        db, filed_on="1332/06/20", heard_on="1332/06/21", decided_on="1332/06/24", view="یک سوم"
    ).case_id
    for p in cases.parties(db, cid):
        cases.record_notification(db, case_id=cid, party_id=p["id"], on="1332/06/25")
    cases.record_review_request(
        db, case_id=cid, party_id=cases.parties(db, cid)[1]["id"], on="1332/07/01"
    )
    cases.record_review_decision(db, case_id=cid, on="1332/07/10", text="رأی دادگاه بخش")
    assert cases.get_case(db, cid)["state"] == "final"  # supp. art. 32 تبصره ۲


def _member_complaint(db, filed_on):
    from desktop.services import cases, people, places

    d = places.add_dehestan(db, name="قمصر").id
    v = places.add_village(db, name="کامو", dehestan_id=d).id
    a = people.add_person(db, first_name="علی", last_name="رضایی", residence_village_id=v).id
    from tests.services.council_fixtures import sitting_member

    # the member complained of sits on the village's council on the filing day
    member = sitting_member(db, v, "1332/01/15" if filed_on < "1334" else "1399/01/10")
    cid = cases.register_case(
        db, kind="member_complaint", filed_on=filed_on, subject="تخلف عضو",
        complainants=[{"person_id": a}], respondents=[{"person_id": member["person_id"]}],
        village_id=v, member_id=member["id"],
    ).id  # fmt: skip
    return cid


def test_1334_a_founded_administrative_breach_gets_an_instruction_not_a_court(office_db):
    # 1334 art. 30: «در صورتی که تخلف اداری باشد انجمن دستور اقدام مقتضی میدهد و چنانچه واجد
    # جنبه کیفری یا حقوقی باشد دادخواست را به دادگاه احاله میکند»
    from desktop.services import cases, letters

    db = office_db
    cid = _member_complaint(db, "1400/03/01")
    cases.record_hearing(db, case_id=cid, on="1400/03/05", attendance="طرفین")
    cases.record_decision(
        db, case_id=cid, on="1400/03/10", outcome="administrative", text="تخلف اداری"
    )
    for p in cases.parties(db, cid):
        cases.record_notification(db, case_id=cid, party_id=p["id"], on="1400/03/11")
    case = cases.get_case(db, cid)
    assert cases.available_steps(case) == ["finalize", "close"]  # no court road
    doc = letters.build_document(
        db, template_key="decision_notice", record_id=cases.parties(db, cid)[0]["id"]
    )
    assert any("دستور اقدام مقتضی می‌دهد (۱۳۳۴ م۳۰)" in getattr(b, "text", "") for b in doc.blocks)
    cases.finalize_case(db, case_id=cid, on="1400/03/25")
    assert cases.get_case(db, cid)["state"] == "final"


def test_1331_has_no_administrative_road_and_says_which_article(office_db):
    from desktop.services import cases

    db = office_db
    cid = _member_complaint(db, "1332/03/01")
    cases.record_hearing(db, case_id=cid, on="1332/03/05", attendance="طرفین")
    with pytest.raises(ValidationError) as e:
        cases.record_decision(db, case_id=cid, on="1332/03/10", outcome="administrative", text="x")
    assert "۱۳۳۱ م۳۵" in e.value.errors["outcome"] and "۱۳۳۴" in e.value.errors["outcome"]


def test_1339_the_owners_choice_and_a_surplus_no_larger_than_his(office_db):
    # 1339 art. 2: the owner keeps up to 400 ha irrigated (1 irrigated = 2 dry) of his choice.
    # 500 ha irrigated + 200 ha dry = 600 irrigated-equivalent; surplus 200 eq. Keeping 400
    # irrigated leaves 100 irrigated + 200 dry. A surplus of 450 ha from him is refused.
    from decimal import Decimal

    from desktop.rules.errors import RuleError
    from desktop.rules.land_holdings import compute_surplus_by_choice
    from desktop.services import land_reform as lr
    from desktop.services import people, places

    r = compute_surplus_by_choice(
        regime="land-1339",
        held_ha={"irrigated": Decimal(500), "dry": Decimal(200)},
        keep_ha={"irrigated": Decimal(400)},
    )
    assert r.surplus_ha == {"irrigated": Decimal(100), "dry": Decimal(200), "fallow": Decimal(0)}
    assert r.surplus_irrigated_equivalent_ha == 200
    with pytest.raises(RuleError) as e:  # more than the ceiling
        compute_surplus_by_choice(regime="land-1339", held_ha={"irrigated": Decimal(500)},
                                  keep_ha={"irrigated": Decimal(450)})  # fmt: skip
    assert "۱۳۳۹ م۲" in e.value.message_fa
    with pytest.raises(RuleError):  # more than he holds
        compute_surplus_by_choice(regime="land-1339", held_ha={"dry": Decimal(100)},
                                  keep_ha={"dry": Decimal(150)})  # fmt: skip

    db = office_db
    d = places.add_dehestan(db, name="قمصر").id
    v = places.add_village(db, name="کامو", dehestan_id=d).id
    owner = people.add_person(db, first_name="حاج", last_name="ملک").id
    parcel = {
        kind: lr.add_parcel(db, owner_id=owner, village_id=v, kind=kind, area_ha=area).id
        for kind, area in (("irrigated", "500"), ("dry", "200"))
    }
    args = dict(price_rials=1_000_000, regional_min_ha="5", taken_on="1341/03/01")
    with pytest.raises(ValidationError) as e:
        lr.add_surplus(db, parcel_id=parcel["irrigated"], area_ha="450", label="مازاد بزرگ", **args)
    assert "۲۰۰" in e.value.errors["area_ha"] and "۱۳۳۹ م۲" in e.value.errors["area_ha"]
    lr.add_surplus(db, parcel_id=parcel["irrigated"], area_ha="100", label="مازاد آبی", **args)
    lr.add_surplus(db, parcel_id=parcel["dry"], area_ha="200", label="مازاد دیم", **args)
    with pytest.raises(ValidationError):  # his surplus is used up
        lr.add_surplus(db, parcel_id=parcel["dry"], area_ha="10", label="بیشتر", **args)


def test_1339_art_4_charges_a_transfer_between_presentation_and_passage(office_db):
    # 1339 art. 4, last paragraph: a transfer «در فاصله بین تاریخ تقدیم این لایحه به مجلس و
    # تصویب نهایی آن» owes the duty. The presentation date is the office's reading: refused
    # while unset, then charged as under art. 4: 700 ha transferred, all surplus, 7,000,000
    # rials; 600 ha exempt (تبصره ۲), 100 ha dutiable: 7,000,000 × 100/700 × 50% = 500,000.
    from desktop.services import land_reform as lr
    from desktop.services import people, places
    from desktop.services.rule_choices import get_rule_choices, save_rule_choices

    db = office_db
    d = places.add_dehestan(db, name="قمصر").id
    places.add_village(db, name="کامو", dehestan_id=d)
    owner = people.add_person(db, first_name="حاج", last_name="ملک").id
    args = dict(owner_id=owner, transferee="تاجر", transfer_on="1339/01/15", area_ha="700",
                beyond_ha="700", price_rials="7,000,000")  # fmt: skip
    with pytest.raises(ValidationError) as e:
        lr.record_transfer(db, **args)
    assert "تنظیمات" in e.value.errors["transfer_on"] and "مادهٔ ۴" in e.value.errors["transfer_on"]
    c = get_rule_choices(db)
    save_rule_choices(
        db, reading_1334_m3=c.reading_1334_m3, wage_days_per_month=c.wage_days_per_month,
        deadline_moves_to_working_day=c.deadline_moves_to_working_day, holidays=[],
        pump_water_without_sharecropper=c.pump_water_without_sharecropper,
        land_bill_presented_on="1338/09/01",
    )  # fmt: skip
    assert get_rule_choices(db).land_bill_presented_on == J("1338/09/01")
    t = lr.record_transfer(db, **args).id
    row = db.table("land_transfer").get(t)
    assert row["duty_rials"] == 500_000
    assert "۱۳۳۸/۰۹/۰۱" in row["explanation"] and "برداشت دفتر" in row["explanation"]
    with pytest.raises(ValidationError) as e:  # before the presentation: not reached
        lr.record_transfer(db, **{**args, "transfer_on": "1338/08/01"})
    assert "پیش از تقدیم لایحه" in e.value.errors["transfer_on"]
