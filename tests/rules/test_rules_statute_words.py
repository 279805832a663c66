"""The words the rules show are the statute's words."""

from __future__ import annotations

from desktop.printing import statutes
from desktop.rules.fields import label_fa
from desktop.rules.land_holdings import KIND_FA


def test_the_third_class_of_land_is_bayer_not_fallow() -> None:
    # 1339 art. 2: «چهار صد هکتار (آیش و زیر کشت) از اراضی آبی ... هشتصد هکتار (آیش و زیر
    # کشت) از اراضی دیم و بایر»: fallow land is inside the irrigated and dry classes; the third
    # class is بایر (art. 1 الف: «زمینی است که در آن عملیات زراعی انجام نگرفته باشد»).
    art2 = statutes.cited("1339", 2)
    assert "(آیش و زیر کشت) از اراضی آبی" in art2 and "دیم و بایر" in art2
    assert label_fa("fallow_ha").startswith("زمین بایر")
    assert "آیش جزو آبی یا دیم" in label_fa("fallow_ha")
    assert KIND_FA["fallow"] == "بایر"


def test_water_revived_before_the_1334_law_is_exempt_until_a_date() -> None:
    # 1334 art. 4: «تا مدت ده سال از تاریخ تهیه و استفاده آب ... معاف»: a qanat revived on
    # 1334/01/01 is exempt for ten years from that day: to the end of 1343/12/29, due from
    # 1344/01/01. Asked on 1340/01/01 the answer is "exempt", not "1334 not yet in force".
    from desktop.jalali import format_jalali
    from desktop.jalali import parse_jalali as J
    from desktop.rules.levy import compute_water_exemption

    r = compute_water_exemption(regime="1334", water_from=J("1334/01/01"), on=J("1340/01/01"))
    assert r.covered and r.exempt is True
    assert format_jalali(r.exempt_until) == "1344/01/01"
    assert "۱۳۴۳/۱۲/۲۹" in r.explanation


def test_water_asked_about_under_the_bill_is_not_covered() -> None:
    from desktop.jalali import parse_jalali as J
    from desktop.rules.levy import compute_water_exemption

    r = compute_water_exemption(regime="1334", water_from=J("1333/01/01"), on=J("1333/06/01"))
    assert not r.covered and r.exempt is False and r.exempt_until is None
    assert "۱۳۳۴ م۴" in r.explanation and "مشمول این معافیت نیست" in r.explanation
    bill = compute_water_exemption(regime="1331", water_from=J("1333/01/01"))
    assert not bill.covered and "۱۳۳۱ متمم م۱ تبصره ۳" in bill.explanation


def test_transfer_duty_applies_its_exemptions_only_when_given_and_says_so() -> None:
    # 1339 art. 4: 50% of «بهای اراضی مورد انتقال»; تبصره ۲: 600 ha irrigated exempt; art. 5:
    # a sale of the surplus to its resident farmers is exempt.
    from desktop.rules.land_holdings import (
        compute_transfer_duty_with_exemptions as compute_transfer_duty,
    )

    plain = compute_transfer_duty(regime="land-1339", price_rials=10_000_000)
    assert plain.duty_rials == 5_000_000
    assert "هیچ معافیتی به کار نرفت" in plain.explanation and "در سند" in plain.explanation
    # 800 ha transferred, all surplus, none of the allowance used before: 600 ha exempt, 200 ha
    # dutiable: 10,000,000 × 200/800 × 50% = 1,250,000
    part = compute_transfer_duty(
        regime="land-1339", price_rials=10_000_000, area_ha=800, beyond_ceiling_ha=800
    )
    assert part.duty_rials == 1_250_000 and "۱۳۳۹ م۴ تبصره ۲" in [c.short() for c in part.citations]
    art5 = compute_transfer_duty(
        regime="land-1339", price_rials=10_000_000, sold_to_farmers_art5=True
    )
    assert art5.duty_rials == 0 and "۱۳۳۹ م۵" in [c.short() for c in art5.citations]


def test_election_count_says_how_many_seats_stay_empty() -> None:
    # ۱۳۳۱ م۱۷–۱۸: three trustees and three alternates elected by the farmers; two candidates
    # with votes fill two trustee seats: one trustee and the three alternates stay empty.
    from desktop.jalali import parse_jalali as J
    from desktop.rules.elections import compute_election_count

    r = compute_election_count(
        regime="1331", on=J("1332/06/01"), seed="s", roll_size=10, ballots_cast=9,
        candidates=[{"id": "a", "votes": 5}, {"id": "b", "votes": 4}],
    )  # fmt: skip
    assert r.empty_seats == ("elected_trustee", "alternate", "alternate", "alternate")
    assert "۴ کرسی خالی ماند" in r.explanation and "۳ عضو علی‌البدل" in r.explanation


def test_long_qanat_split_says_it_does_not_apply_instead_of_zero_and_zero() -> None:
    # 1334 art. 3 تبصره: only qanats of 25 km with a farmer's share of 30% or less
    from desktop.rules.levy import compute_long_qanat_split

    r = compute_long_qanat_split(
        regime="1334", qanat_km=10, farmer_share_percent=30, gross_rials=1_000_000,
        seed_rials=100_000, qanat_costs_rials=100_000, usual_farmer_rials=0,
    )  # fmt: skip
    out = r.to_json()
    assert out["applies"] is False and "farmer_rials" not in out and "landlord_rials" not in out
    assert "مادهٔ ۳ حاکم است" in r.explanation


def test_refusal_fine_adds_the_share_still_owed() -> None:
    # 1339 art. 35: «علاوه بر سهم مربوطه طبق معمول محل به پرداخت غرامت نقدی از دویست ریال تا
    # یکصد هزار ریال»: a refused share of 30,000 and a fine of 5,000 make 35,000
    from desktop.rules.land_reform import compute_refusal_fine

    r = compute_refusal_fine(regime="land-1339", fine_rials=5_000, share_owed_rials=30_000)
    assert (r.within_range, r.share_owed_rials, r.total_rials) == (True, 30_000, 35_000)
    assert "جدا از جریمه" in compute_refusal_fine(regime="land-1339").explanation


def test_house_payment_for_the_farmers_own_house_and_under_31_b() -> None:
    # 1339 art. 31 الف: «اگر اعیانی متعلق به زارع باشد مجاناً به زارع واگذار خواهد گردید»;
    # the landlord's buildings of 50,000 rials: 30,000 payable (over 20,000)
    from desktop.rules.land_reform import compute_house_payment

    assert (
        compute_house_payment(regime="land-1339", building_value_rials=50_000).payable_rials
        == 30_000
    )
    own = compute_house_payment(
        regime="land-1339", building_value_rials=50_000, buildings_owned_by="farmer"
    )
    assert own.payable_rials == 0 and "مجاناً" in own.explanation
    kept = compute_house_payment(
        regime="land-1339", building_value_rials=50_000, landlord_keeps=True
    )
    assert kept.payable_rials == 0 and "۱۳۳۹ م۳۱ ب" in [c.short() for c in kept.citations]


def test_applicant_priority_leaves_out_those_art_19_note_2_excludes() -> None:
    # 1339 art. 19 تبصره ۲: more land than the regional minimum, or under the law of 22 Dey 1337,
    # bars an applicant «مگر درصورت استعفای از کار خود و اشتغال به کشاورزی و سکونت در ده»
    from desktop.rules.land_reform import compute_applicant_priority

    r = compute_applicant_priority(
        regime="land-1339", seed="s",
        applicants=[
            {"id": "a", "class": "a", "children": 2},
            {"id": "b", "class": "a", "children": 5, "over_minimum": True},
            {"id": "c", "class": "c", "children": 1, "barred_1337": True, "resigned_resident": True},
        ],
    )  # fmt: skip
    assert [p.id for p in r.order] == ["a", "c"]
    assert [x[0] for x in r.excluded] == ["b"] and "۱۳۳۹ م۱۹ تبصره ۲" in r.excluded[0][1]
