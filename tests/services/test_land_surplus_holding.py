"""A surplus parcel is taken from one parcel of the owner's holding (1339 art. 2): the parcel is
picked among his, its village and kind are the parcel's, and no more is taken from it than his
part of it holds, nor from him than his holding exceeds the ceiling by (the surplus was entered
with no link to the holding it came from)."""

from __future__ import annotations

import pytest

from desktop.domain.errors import ValidationError
from desktop.services import land_reform as lr
from desktop.services import people, places


@pytest.fixture
def holding(office_db):
    """An owner of 500 ha irrigated (100 over the ceiling), 2 dang of 90 ha, and an orchard;
    another owner of 300 ha."""
    db = office_db
    d = places.add_dehestan(db, name="قمصر").id
    v = places.add_village(db, name="کامو", dehestan_id=d).id
    w = places.add_village(db, name="آزران", dehestan_id=d).id
    owner = people.add_person(db, first_name="حاج", last_name="ملک").id
    other = people.add_person(db, first_name="اسدالله", last_name="خان").id
    ids = {
        "v": v, "w": w, "owner": owner, "other": other,
        "big": lr.add_parcel(db, owner_id=owner, village_id=v, kind="irrigated", area_ha="500").id,
        "shared": lr.add_parcel(db, owner_id=owner, village_id=w, kind="dry", area_ha="90",
                                ownership="shared", share_dang="2").id,
        "orchard": lr.add_parcel(db, owner_id=owner, village_id=v, kind="orchard",
                                 area_ha="20").id,
        "others": lr.add_parcel(db, owner_id=other, village_id=v, kind="irrigated",
                                area_ha="300").id,
    }  # fmt: skip
    return db, ids


def _take(db, parcel_id, area, **more):
    return lr.add_surplus(db, parcel_id=parcel_id, area_ha=area, price_rials=1_000_000,
                          regional_min_ha="5", taken_on="1341/03/01", label="مازاد", **more)  # fmt: skip


def _refused(db, field, parcel_id, area, **more) -> str:
    before = db.execute("SELECT count(*) FROM land_surplus").fetchone()[0]
    with pytest.raises(ValidationError) as e:
        _take(db, parcel_id, area, **more)
    assert db.execute("SELECT count(*) FROM land_surplus").fetchone()[0] == before
    why = e.value.errors[field]
    assert not any(ch.isascii() and ch.isalnum() for ch in why), why
    return why


def test_the_surplus_is_linked_to_the_parcel_and_takes_its_owner_village_and_kind(holding):
    db, ids = holding
    sid = _take(db, ids["big"], "60").id
    row = db.execute(
        "SELECT parcel_id, owner_id, village_id, kind FROM land_surplus WHERE id = ?", [sid]
    ).fetchone()
    assert tuple(row) == (ids["big"], ids["owner"], ids["v"], "irrigated")


def test_a_parcel_of_another_owner_is_refused(holding):
    db, ids = holding
    why = _refused(db, "parcel_id", ids["others"], "10", owner_id=ids["owner"])
    assert "۱۳۳۹ م۲" in why and "خان" in why


def test_an_owner_named_without_the_parcel_is_refused(holding):
    db, ids = holding
    why = _refused(db, "parcel_id", None, "10", owner_id=ids["owner"], village_id=ids["v"],
                   kind="irrigated")  # fmt: skip
    assert "۱۳۳۹ م۲" in why and "برگزینید" in why


def test_a_village_or_kind_other_than_the_parcels_is_refused(holding):
    db, ids = holding
    assert "کامو" in _refused(db, "village_id", ids["big"], "10", village_id=ids["w"])
    assert "آبی" in _refused(db, "kind", ids["big"], "10", kind="dry")


def test_no_more_than_his_part_of_the_parcel_and_than_his_surplus(holding):
    db, ids = holding
    # 2 dang of 90 ha is his 30 ha: 31 ha are not his to give
    why = _refused(db, "area_ha", ids["shared"], "31")
    assert "۳۰" in why and "۱۳۳۹ م۲" in why
    _take(db, ids["shared"], "20")
    assert "۱۰" in _refused(db, "area_ha", ids["shared"], "11")  # 20 taken, 10 of his left
    # 500 ha irrigated and 30 dry (15 irrigated-equivalent): 115 over the ceiling; 20 dry taken
    # (10 irrigated-equivalent) leave 105
    _take(db, ids["big"], "100")
    assert "۱۳۳۹ م۲" in _refused(db, "area_ha", ids["big"], "6")


def test_an_excepted_parcel_gives_no_surplus(holding):
    db, ids = holding
    why = _refused(db, "kind", ids["orchard"], "5")
    assert "۱۳۳۹ م۳" in why
