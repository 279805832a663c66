"""A refusal that rests on the law names the article: never only «گزینهٔ نامعتبر.»."""

from __future__ import annotations

import pytest

from desktop.domain.errors import ValidationError
from desktop.services import funds
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
        "این هزینه در فهرست امور صندوق قریه نیست (1331 م۸)؛ «ساختمان بیمارستان» از امور صندوق "
        "بخش است (1331 متمم م۱۰)."
    )


@pytest.mark.parametrize(
    ("kind", "on", "article"),
    [
        ("cash", "1404/05/01", "1334 م۳۶"),  # a 1331 kind on a 1334 date: repealed by art. 36
        ("development_duty", "1332/05/01", "1334 م۲"),  # a 1334 kind before 1334/05/05
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
