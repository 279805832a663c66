"""Land reform services end to end: holdings, declarations, transfers, a distribution re-run
from its seed, instalments flagged under art. 27, and the dispute board."""

from __future__ import annotations

import datetime as dt
import json

import pytest

from desktop.domain.errors import NotFound, ValidationError
from desktop.jalali import parse_jalali
from desktop.services import land_reform as lr
from desktop.services import people, places

D = parse_jalali


@pytest.fixture
def land(office_db):
    db = office_db
    deh = places.add_dehestan(db, name="قمصر").id
    v1 = places.add_village(db, name="کامو", dehestan_id=deh).id
    v2 = places.add_village(db, name="چوگان", dehestan_id=deh).id
    ids = {
        name: people.add_person(db, first_name=first, last_name=name).id
        for first, name in (("حسن", "ملکی"), ("علی", "زارعی"), ("رضا", "کشاورز"),
                            ("قاسم", "دهقان"), ("کاظم", "باغبانی"))
    }  # fmt: skip
    return db, v1, v2, ids


def test_a_holding_across_villages_shows_its_surplus(land):
    db, v1, v2, ids = land
    owner = ids["ملکی"]
    lr.add_parcel(db, owner_id=owner, village_id=v1, kind="irrigated", area_ha="۳۵۰")
    lr.add_parcel(db, owner_id=owner, village_id=v2, kind="irrigated", area_ha="90",
                  ownership="shared", share_dang="2")  # fmt: skip
    lr.add_parcel(db, owner_id=owner, village_id=v2, kind="dry", area_ha="200")
    lr.add_parcel(db, owner_id=owner, village_id=v2, kind="fallow", area_ha="60")
    lr.add_parcel(db, owner_id=owner, village_id=v1, kind="orchard", area_ha="25٫5")
    h = lr.holding_of(db, owner)
    assert (
        str(h.irrigated_equivalent_ha) == "510" and str(h.surplus_irrigated_equivalent_ha) == "110"
    )
    assert str(h.excepted_ha) == "25.5"
    row = db.execute("SELECT area_m2 FROM land_parcel WHERE kind = 'orchard'").fetchone()
    assert row[0] == 255_000  # exact square metres
    assert lr.owners(db)[0]["over"]


def test_bad_inputs_are_refused_in_persian(land):
    db, v1, _, ids = land
    with pytest.raises(ValidationError) as e:
        lr.add_parcel(db, owner_id=ids["ملکی"], village_id=v1, kind="irrigated", area_ha="1.00001")
    assert "area_ha" in e.value.errors
    with pytest.raises(ValidationError) as e:
        lr.record_notice(db, owner_id=ids["ملکی"], notice_on="1339/02/25")
    assert "notice_on" in e.value.errors  # before the law
    with pytest.raises(NotFound):
        lr.holding_of(db, 2**70)


def test_declaration_and_transfer_duty(land):
    db, v1, _, ids = land
    owner = ids["ملکی"]
    d = lr.record_notice(db, owner_id=owner, notice_on="1341/11/30").id
    assert lr.declarations(db)[0]["due_on"] == D("1342/02/30").isoformat()
    lr.record_declaration(db, declaration_id=d, filed_on="1342/01/15", declared_ha="510")
    with pytest.raises(ValidationError):
        lr.record_declaration(db, declaration_id=d, filed_on="1342/01/16")
    # first transfer uses 550 of the 600 free hectares; the second pays on 60 of its 110
    lr.record_transfer(db, owner_id=owner, transferee="وراث", transfer_on="1341/05/01",
                       area_ha="550", beyond_ha="550", price_rials=1)  # fmt: skip
    t = lr.record_transfer(db, owner_id=owner, transferee="تاجر", transfer_on="1341/06/01",
                           area_ha="150", beyond_ha="110", price_rials="3,000,000").id  # fmt: skip
    row = db.table("land_transfer").get(t)
    assert row["duty_rials"] == 600_000 and row["duty_free_m2"] == 500_000


def _distribution(db, v1, ids, seed="بذر-۱۳۴۱"):
    s = lr.add_surplus(db, village_id=v1, kind="irrigated", area_ha="12", price_rials=1_000_003,
                       regional_min_ha="6", taken_on="1341/03/01", label="قطعهٔ ۱ کامو").id  # fmt: skip
    for name, cls, kids in (("زارعی", "a", 3), ("کشاورز", "a", 3), ("دهقان", "c", 7)):
        lr.add_applicant(db, surplus_id=s, person_id=ids[name], priority_class=cls, children=kids,
                         applied_on="1341/03/10")  # fmt: skip
    lr.add_applicant(
        db,
        surplus_id=s,
        person_id=ids["باغبانی"],
        priority_class="a",
        children=9,
        applied_on="1341/03/10",
        holding_ha="8",
    )  # more than the minimum: art. 19 n. 2
    a = lr.allocate(
        db, surplus_id=s, allocated_on="1341/04/01", first_due="1341/07/01", seed=seed
    ).id
    return s, a


def test_distribution_rerun_from_its_seed(land):
    db, v1, _, ids = land
    s, a = _distribution(db, v1, ids)
    row = db.table("land_allocation").get(a)
    stored = json.loads(row["ranking"])
    assert [r["lot_decided"] for r in stored] == [True, True, False]
    again = lr.rerun_lot(db, a)
    assert [r.id for r in again.order] == [r["id"] for r in stored]
    winner = db.table("land_applicant").get(int(stored[0]["id"]))
    assert row["person_id"] == winner["person_id"] and winner["person_id"] != ids["باغبانی"]
    plan = lr.instalments_of(db, a)
    assert [i["rials"] for i in plan] == [100_001] * 3 + [100_000] * 7
    with pytest.raises(ValidationError):
        lr.allocate(db, surplus_id=s, allocated_on="1341/04/01", first_due="1341/07/01")


def test_three_unpaid_instalments_flag_the_recipient(land):
    db, v1, _, ids = land
    _, a = _distribution(db, v1, ids)
    lr.record_payment(db, allocation_id=a, paid_on="1341/07/01", rials=100_001, receipt_no="۱۲")
    lr.record_payment(db, allocation_id=a, paid_on="1342/07/05", rials=50_000)
    today = D("1344/08/01")
    s = lr.standing(db, a, today)
    assert s.unpaid_without_excuse == 3 and s.flagged_for_return
    assert lr.allocations(db, today)[0]["flagged"]
    third = lr.instalments_of(db, a)[2]["id"]
    lr.accept_excuse(db, instalment_id=third, excuse="خشکسالی، پذیرفتهٔ بانک کشاورزی")
    assert not lr.standing(db, a, today).flagged_for_return
    with pytest.raises(ValidationError):
        lr.record_payment(db, allocation_id=a, paid_on="1344/08/01", rials=10**9)


def test_board_decision_needs_three_members_and_a_fine_in_range(land):
    db, *_ = land
    d = lr.file_dispute(db, filed_on="1342/03/01", kind="declaration", claimant="ادارهٔ کشاورزی",
                        respondent="حسن ملکی", subject="تسلیم‌نکردن اظهارنامه").id  # fmt: skip
    with pytest.raises(ValidationError) as e:
        lr.decide_dispute(db, dispute_id=d, held_on="1342/04/01", text="محکوم", fine_rials=20_000)
    assert "held_on" in e.value.errors
    for seat, name in (
        ("bakhshdar", "نوروزی"),
        ("judge", "قاضی‌زاده"),
        ("agriculture", "کشاورزیان"),
    ):
        lr.set_board_member(db, seat=seat, name=name, from_on="1342/01/01")
    with pytest.raises(ValidationError) as e:
        lr.decide_dispute(db, dispute_id=d, held_on="1342/04/01", text="محکوم", fine_rials=5_000)
    assert "۱۰٬۰۰۰" in e.value.errors["fine_rials"] or "10" in e.value.errors["fine_rials"]
    lr.decide_dispute(db, dispute_id=d, held_on="1342/04/01", text="محکوم", fine_rials=20_000)
    assert lr.disputes(db)[0]["fine_rials"] == 20_000
    assert db.execute("SELECT count(*) FROM land_board_session").fetchone()[0] == 1


def test_hostile_reads(land):
    db, *_ = land
    for call in (lambda: lr.standing(db, -1, dt.date.today()), lambda: lr.owners(db, 5),
                 lambda: lr.rank(db, 2**64, "x"), lambda: lr.allocations(db, "x")):  # fmt: skip
        with pytest.raises((ValidationError, NotFound)):
            call()


def test_dashboard_lists_overdue_declarations_and_arrears(land):
    from desktop.services.attention import collect

    db, v1, _, ids = land
    owner = ids["ملکی"]
    lr.add_parcel(db, owner_id=owner, village_id=v1, kind="irrigated", area_ha="401")
    lr.record_notice(db, owner_id=owner, notice_on="1341/01/01")
    lr.record_notice(
        db, owner_id=ids["دهقان"], notice_on="1341/01/01"
    )  # under the ceiling: no line
    _, a = _distribution(db, v1, ids)
    before = collect(db, D("1341/03/31"))
    assert not before
    items = collect(db, D("1344/08/01"))
    kinds = sorted(i.kind for i in items)
    assert kinds == ["land_declaration_overdue", "land_instalments_unpaid"]
    assert [i.record_id for i in items if i.kind == "land_declaration_overdue"] == [owner]
    assert "م۲۷" in next(i.title_fa for i in items if i.kind == "land_instalments_unpaid")
