"""A special contract between landlord and farmer recorded on an assessment (1334 arts. 26–27
تبصره): under 1334 it prevails over the farmers' increase of art. 3 — the increase becomes zero,
the figure it displaced is kept, the explanation and the printed documents say so; the 1331 bill
has no such rule and refuses it beside its field."""

from __future__ import annotations

import json

import pytest

from desktop.domain.errors import ValidationError
from desktop.printing.templates.fund_records import SPECIAL_CONTRACT_LINE
from desktop.services import funds, letters
from desktop.store.audit import coverage_problems
from tests.printing.conftest import needs_poppler, pdf_text, poppler  # noqa: F401 - the fixture
from tests.services.funds_fixtures import make_village

DAY = "1404/05/01"
REF = "قرارداد محضری ۱۲۳ مورخ ۱۴۰۳/۰۷/۰۱"


@pytest.fixture
def village(office_db):
    return office_db, make_village(office_db)


def _assess(db, ids, **kw):
    args = dict(village_id=ids["village"], landlord_id=ids["landlord1"],
                income_kind="net_under_half", assessed_on=DAY, base_rials=1_000_000,
                farmers=[{"name": "علی رضایی", "weight": 1, "person_id": ids["farmer1"]},
                         {"name": "رضا کریمی", "weight": 2, "person_id": ids["farmer2"]}])  # fmt: skip
    args.update(kw)
    return funds.assess(db, **args).id


def _state(db):
    return db.execute("SELECT count(*), coalesce(max(id), 0) FROM audit_log").fetchone()


def test_the_contract_prevails_over_the_farmers_increase_under_1334(village):
    db, ids = village
    plain = funds.get_assessment(db, _assess(db, ids))
    assert plain["farmers_rials"] == 100_000 and plain["special_contract"] == 0
    assert plain["statutory_farmers_rials"] is None and plain["contract_ref"] is None
    a = funds.get_assessment(db, _assess(db, ids, special_contract=True, contract_ref=REF))
    assert (a["farmers_rials"], a["statutory_farmers_rials"], a["special_contract"]) == (
        0,
        100_000,
        1,
    )
    assert a["contract_ref"] == REF and [f["share_rials"] for f in a["farmers"]] == [0, 0]
    cites = json.loads(a["citations"])
    assert cites[:2] == ["۱۳۳۴ م۲۶ تبصره", "۱۳۳۴ م۲۷ تبصره"]
    assert "لازم‌الاجرا" in a["explanation"] and REF in a["explanation"]
    # the audit trail has the new columns
    new = db.execute(
        "SELECT new FROM audit_log WHERE table_name = 'fund_assessment' AND row_id = ? "
        "AND action = 'insert'",
        [a["id"]],
    ).fetchone()[0]
    assert json.loads(new)["contract_ref"] == REF and json.loads(new)["special_contract"] == 1
    assert coverage_problems(db) == []


def test_the_1331_bill_refuses_a_special_contract(village):
    db, ids = village
    before = _state(db)
    with pytest.raises(ValidationError) as e:
        _assess(db, ids, income_kind="cash", assessed_on="1332/05/01", special_contract=True,
                contract_ref=REF)  # fmt: skip
    assert "قرارداد خاص" in e.value.errors["special_contract"]
    assert _state(db) == before


def test_the_contract_needs_its_reference_and_only_in_rials(village):
    db, ids = village
    before = _state(db)
    with pytest.raises(ValidationError) as e:
        _assess(db, ids, special_contract=True)
    assert "قرارداد" in e.value.errors["contract_ref"]
    with pytest.raises(ValidationError) as e:
        _assess(db, ids, contract_ref=REF)
    assert "contract_ref" in e.value.errors
    with pytest.raises(ValidationError) as e:
        _assess(db, ids, special_contract="بله", contract_ref=REF)
    assert "special_contract" in e.value.errors
    with pytest.raises(ValidationError) as e:
        _assess(db, ids, income_kind="crop_in_kind", assessed_on="1332/05/01", base_rials=None,
                quantity="100", commodity="wheat", special_contract=True, contract_ref=REF)  # fmt: skip
    assert "special_contract" in e.value.errors
    assert _state(db) == before


@needs_poppler
def test_the_statement_and_the_receipt_say_so(village, tmp_path):
    db, ids = village
    _assess(db, ids, special_contract=True, contract_ref=REF)
    # the development duty is not the landlord–farmer division: computed as usual, yet the
    # contract is recorded and the receipt of what is paid on it says so
    duty = _assess(db, ids, income_kind="development_duty", base_rials=2_000_000, farmers=None,
                   special_contract=True, contract_ref=REF)  # fmt: skip
    assert funds.get_assessment(db, duty)["fund_rials"] == 1_000_000
    ob = funds.confirm_assessment(db, assessment_id=duty, due_on="1404/06/01").id
    pay = funds.record_payment(  # the Ministry's deposit of what it collected (1334 arts. 2, 5)
        db,
        obligation_id=ob,
        received_on="1404/05/02",
        amount_rials=10_000,
        collected_on="1404/05/01",
    ).id
    receipt = pdf_text(
        letters.render_draft(db, template_key="fund_receipt", record_id=pay), tmp_path
    )
    assert "قرارداد خاص مالک و زارع" in receipt and "تبصره" in receipt
    statement = pdf_text(
        letters.render_draft(
            db, template_key="fund_statement", record_id=ids["village"],
            params={"level": "village", "date_from": "1404/01/01", "date_to": "1404/12/29"},
        ),
        tmp_path,
    )  # fmt: skip
    assert "ارزیابی‌های دارای قرارداد خاص" in statement
    assert "قرارداد خاص مالک و زارع" in statement and "کاشانی" in statement
    assert "۱۰۰٬۰۰۰" in statement or "100,000" in statement  # the increase it displaced
    # a payment under an assessment without a contract says nothing of it
    plain = _assess(db, ids, income_kind="development_duty", base_rials=2_000_000, farmers=None)
    ob2 = funds.confirm_assessment(db, assessment_id=plain, due_on="1404/06/01").id
    pay2 = funds.record_payment(
        db,
        obligation_id=ob2,
        received_on="1404/05/02",
        amount_rials=10_000,
        collected_on="1404/05/01",
    ).id
    text = pdf_text(letters.render_draft(db, template_key="fund_receipt", record_id=pay2), tmp_path)
    assert "قرارداد خاص" not in text
    assert SPECIAL_CONTRACT_LINE.startswith("قرارداد خاص مالک و زارع")
