"""1339 art. 2 (the owner's choice of what he keeps, and the surplus it leaves by kind) and art. 17
(the call to transfer, and the owner's yearly total if he has not come), worked by hand."""

from __future__ import annotations

import pytest

from desktop.domain.errors import ValidationError
from desktop.jalali import parse_jalali as J
from desktop.services import land_reform as lr
from desktop.services import people, places


@pytest.fixture
def owner(office_db):
    """500 ha irrigated, 200 dry and 21 bayer: 610.5 ha irrigated-equivalent (art. 2)."""
    db = office_db
    d = places.add_dehestan(db, name="قمصر").id
    v = places.add_village(db, name="کامو", dehestan_id=d).id
    o = people.add_person(db, first_name="حاج", last_name="ملک").id
    for kind, area in (("irrigated", "500"), ("dry", "200"), ("fallow", "21")):
        lr.add_parcel(db, owner_id=o, village_id=v, kind=kind, area_ha=area)
    return db, o, v


def _surplus(db, o, v, kind, area, label):
    parcel = db.execute(  # the parcel of his holding it is taken from (1339 art. 2)
        "SELECT id FROM land_parcel WHERE owner_id = ? AND village_id = ? AND kind = ?",
        [o, v, kind],
    ).fetchone()
    return lr.add_surplus(db, parcel_id=parcel[0] if parcel else None, village_id=v, kind=kind,
                          area_ha=area, price_rials=1_000_000, regional_min_ha="5",
                          taken_on="1341/02/01", label=label, owner_id=o)  # fmt: skip


def test_the_owners_choice_fixes_his_surplus_kind_by_kind(owner):
    # «مالک میتواند به میل خود زمین مورد تشخیص خود را ... انتخاب نماید»: keeping 400 ha
    # irrigated (the whole ceiling) leaves 100 irrigated, 200 dry and 21 bayer.
    db, o, v = owner
    lr.record_owner_choice(db, owner_id=o, chosen_on="1341/01/10", keep_irrigated_ha="400")
    ch = lr.owner_choice(db, o)
    assert (ch["kept_irrigated_m2"], ch["kept_dry_m2"]) == (4_000_000, 0)
    assert (ch["surplus_irrigated_m2"], ch["surplus_dry_m2"], ch["surplus_fallow_m2"]) == (
        1_000_000, 2_000_000, 210_000,
    )  # fmt: skip
    _surplus(db, o, v, "irrigated", "100", "آبی")
    with pytest.raises(ValidationError) as e:  # the 100 irrigated his choice leaves are taken
        _surplus(db, o, v, "irrigated", "5", "بیشتر")
    assert (
        "به انتخاب خود او" in e.value.errors["area_ha"] and "۱۳۳۹ م۲" in e.value.errors["area_ha"]
    )
    _surplus(db, o, v, "dry", "200", "دیم")
    # a new choice that would leave less irrigated surplus than is already taken is refused:
    # keeping 450 irrigated is over the ceiling; keeping 350 irrigated and 100 dry (400 eq.)
    # leaves 150 irrigated but only 100 dry, and 200 dry were taken
    with pytest.raises(ValidationError) as e:
        lr.record_owner_choice(db, owner_id=o, chosen_on="1341/03/01", keep_irrigated_ha="450")
    assert "۴۰۰" in e.value.errors["keep_irrigated_ha"]
    with pytest.raises(ValidationError) as e:
        lr.record_owner_choice(db, owner_id=o, chosen_on="1341/03/01", keep_irrigated_ha="350",
                               keep_dry_ha="100")  # fmt: skip
    assert "۲۰۰" in e.value.errors["keep_dry_ha"]
    with pytest.raises(ValidationError) as e:  # more than he holds of a kind
        lr.record_owner_choice(db, owner_id=o, chosen_on="1341/03/01", keep_fallow_ha="30")
    assert "۲۱" in e.value.errors["keep_fallow_ha"]
    assert lr.owner_choice(db, o)["id"] == ch["id"]  # the refusals changed nothing
    # keeping 300 irrigated leaves 200 irrigated, 200 dry, 21 bayer: it replaces the first
    lr.record_owner_choice(db, owner_id=o, chosen_on="1341/03/01", keep_irrigated_ha="300")
    again = lr.owner_choice(db, o)
    assert again["id"] != ch["id"] and again["surplus_irrigated_m2"] == 2_000_000
    assert db.table("land_owner_choice").get(ch["id"])["retired_at"] is not None


def test_art_17_the_owners_yearly_total_over_all_his_surplus(owner):
    # Taken from him: 100 ha irrigated, 200 dry, 10.5 bayer. Art. 17 الف–پ: 100 × 1,500 +
    # 200 × 750 + 10.5 × 500 = 150,000 + 150,000 + 5,250 = 305,250 rials a year. Called on
    # 1341/03/01: two months to 1341/05/01; the first year begins 1341/05/02.
    db, o, v = owner
    _surplus(db, o, v, "irrigated", "100", "آبی")
    _surplus(db, o, v, "dry", "200", "دیم")
    _surplus(db, o, v, "fallow", "10.5", "بایر")
    cid = lr.call_to_transfer(db, owner_id=o, called_on="1341/03/01").id
    row = db.table("land_transfer_call").get(cid)
    assert (row["irrigated_m2"], row["dry_m2"], row["fallow_m2"]) == (1_000_000, 2_000_000, 105_000)
    assert row["yearly_rials"] == 305_250 and row["due_on"] == J("1341/05/01").isoformat()
    assert "۳۰۵٬۲۵۰" in row["explanation"] and "۱۳۳۹ م۱۷" in row["explanation"]
    assert lr.call_standing(db, cid, J("1341/05/01")).years_owed == 0  # the last day: in time
    one = lr.call_standing(db, cid, J("1341/05/02"))
    assert (one.years_owed, one.owed_rials) == (1, 305_250)
    assert lr.call_standing(db, cid, J("1342/05/01")).years_owed == 1
    two = lr.call_standing(db, cid, J("1342/05/02"))
    assert (two.years_owed, two.owed_rials) == (2, 610_500)
    lr.record_deed_signed(db, call_id=cid, transferred_on="1342/01/15")  # the duty stops
    assert lr.call_standing(db, cid, J("1345/01/01")).owed_rials == 305_250


def test_a_call_needs_surplus_land_and_names_its_article(owner):
    db, o, _v = owner
    with pytest.raises(ValidationError) as e:
        lr.call_to_transfer(db, owner_id=o, called_on="1341/03/01")
    assert "۱۳۳۹ م۱۷" in e.value.errors["owner_id"]
