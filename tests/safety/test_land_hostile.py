"""Every public land-reform service fed hostile values, one argument at a time: each call either
succeeds or is refused in Persian (ValidationError / NotFound), and a refusal writes nothing."""

from __future__ import annotations

import datetime as dt
import inspect
import re
import shutil

import pytest

from desktop.demo import build_demo
from desktop.demo import land_reform as demo_land
from desktop.domain.errors import NotFound, PermissionDenied, ValidationError
from desktop.services import land_reform as lr

PERSIAN = re.compile("[\u0600-\u06ff]")
TODAY = dt.date(2026, 11, 30)
HOSTILE: list[object] = [
    float("nan"), float("inf"), 1.5, 2**64, 2**63, -1, 0, True, None, "", "\ud800", "a\x00b",
    "\u202e", "x" * 1_000_000, "۱۲a", "1e999", "NaN", "-0", "1339/02/25", "1403/13/40", [], {}, b"1",
    dt.datetime(2026, 1, 1),
]  # fmt: skip


@pytest.fixture(scope="module")
def land_file(tmp_path_factory):
    from desktop.store.db import open_database

    path = tmp_path_factory.mktemp("land") / "office.sqlite"
    db = open_database(path)
    build_demo(db, villages=3, farmers_per_village=6)
    demo_land.fill(db, TODAY)
    db.close()
    return path


@pytest.fixture
def land(land_file, tmp_path):
    """A fresh copy per test: a hostile value that happens to be valid changes the records."""
    from desktop.store.db import open_database

    copy = tmp_path / "office.sqlite"
    shutil.copy(land_file, copy)
    db = open_database(copy)
    yield db
    db.close()


def _first(db, table: str, where: str = "1") -> int:
    return db.execute(f"SELECT id FROM {table} WHERE {where} ORDER BY id LIMIT 1").fetchone()[0]  # noqa: S608


def _valid(db) -> dict[str, dict[str, object]]:
    person, village = _first(db, "person"), _first(db, "village")
    surplus = _first(db, "land_surplus")
    allocation = _first(db, "land_allocation")
    open_decl = _first(db, "land_declaration", "filed_on IS NULL")
    pending = _first(db, "land_dispute", "id NOT IN (SELECT dispute_id FROM land_board_decision)")
    call = _first(db, "land_transfer_call")
    owner = db.execute("SELECT owner_id FROM land_transfer_call WHERE id = ?", [call]).fetchone()[0]
    return {
        "add_parcel": dict(owner_id=person, village_id=village, kind="dry", area_ha="3"),
        "retire_parcel": dict(parcel_id=_first(db, "land_parcel")),
        "record_notice": dict(owner_id=person, notice_on="1342/01/01"),
        "record_declaration": dict(declaration_id=open_decl, filed_on="1404/05/01"),
        "record_transfer": dict(owner_id=person, transferee="خریدار", transfer_on="1342/01/01",
                                area_ha="2", beyond_ha="1", price_rials=1000),
        "add_surplus": dict(village_id=village, kind="dry", area_ha="9", price_rials=10,
                            regional_min_ha="3", taken_on="1342/01/01", label="آزمون"),
        "add_applicant": dict(surplus_id=surplus, person_id=_first(db, "person", "id > 20"),
                              priority_class="f", children=1, applied_on="1342/01/01"),
        "allocate": dict(surplus_id=surplus, allocated_on="1342/01/01", first_due="1342/07/01"),
        "record_payment": dict(allocation_id=allocation, paid_on="1404/01/01", rials=1),
        "accept_excuse": dict(instalment_id=_first(db, "land_instalment"), excuse="سیل"),
        "set_enforcement_refused": dict(allocation_id=allocation, refused=False),
        "set_board_member": dict(seat="judge", name="قاضی", from_on="1342/01/01"),
        "file_dispute": dict(filed_on="1342/01/01", kind="dispute", claimant="الف", respondent="ب",
                             subject="اختلاف"),
        "decide_dispute": dict(dispute_id=pending, held_on=TODAY, text="رأی"),
        "holding_of": dict(owner_id=person),
        "parcels_of": dict(owner_id=person),
        "owners": dict(search=""),
        "declarations": {}, "transfers": {}, "surpluses": {}, "disputes": {}, "board_members": {},
        "applicants": dict(surplus_id=surplus),
        "rank": dict(surplus_id=surplus, seed="x"),
        "rerun_lot": dict(allocation_id=allocation),
        "instalments_of": dict(allocation_id=allocation),
        "payments_of": dict(allocation_id=allocation),
        "standing": dict(allocation_id=allocation, today=TODAY),
        "allocations": dict(today=TODAY),
        "record_owner_choice": dict(owner_id=owner, chosen_on="1342/01/01", keep_irrigated_ha="360",
                                    keep_dry_ha="80"),
        "owner_choice": dict(owner_id=owner),
        "call_to_transfer": dict(owner_id=owner, called_on="1342/01/01"),
        "record_deed_signed": dict(call_id=call, transferred_on="1404/01/01"),
        "call_standing": dict(call_id=call, on=TODAY),
        "transfer_calls": dict(owner_id=owner),
        "owner_yearly_duty": dict(owner_id=owner),
    }  # fmt: skip


def test_every_public_function_is_covered(land):
    assert set(lr.__all__) == set(_valid(land))


def _call(db, name: str, kwargs: dict) -> None:
    before = db.conn.total_changes
    try:
        getattr(lr, name)(db, **kwargs)
    except (ValidationError, NotFound, PermissionDenied) as e:
        messages = e.errors.values() if isinstance(e, ValidationError) else [e.message_fa]
        assert all(PERSIAN.search(m) for m in messages), (name, kwargs, messages)
        assert db.conn.total_changes == before, f"{name} wrote before refusing"


@pytest.mark.parametrize("name", sorted(lr.__all__))
def test_hostile_values_one_argument_at_a_time(land, name):
    valid = _valid(land)[name]
    params = [p for p in inspect.signature(getattr(lr, name)).parameters if p != "db"]
    for param in params:
        for value in HOSTILE:
            kwargs = {**valid, param: value}
            if isinstance(value, str) and len(value) > 1000 and param.endswith("_id"):
                continue  # a 1 MB id is the same case as a wrong type, and slow
            _call(land, name, kwargs)
