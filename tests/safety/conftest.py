"""Fixtures for the safety tests: a bakhsh with a dehestan, a village and a person."""

from __future__ import annotations

import pytest

from desktop.services.people import add_person
from desktop.services.places import add_dehestan, add_village


@pytest.fixture
def filled_db(office_db):
    dehestan = add_dehestan(office_db, name="قمصر").id
    village = add_village(
        office_db, name="قهرود", dehestan_id=dehestan, population=800, households=200
    ).id
    person = add_person(
        office_db, first_name="علی", last_name="رضایی", national_code="0012345679"
    ).id
    office_db.ids = {"dehestan": dehestan, "village": village, "person": person}  # type: ignore[attr-defined]
    return office_db


@pytest.fixture
def admin(office_db):
    """An administrator and a clerk exist; sign-in is required; nobody is signed in."""
    from desktop.services import auth

    auth.add_user(
        office_db,
        username="admin",
        display_name="مدیر",
        role="administrator",
        password="admin-pass-1",
    )
    auth.add_user(
        office_db, username="clerk", display_name="منشی", role="clerk", password="clerk-pass-1"
    )
    auth.set_sign_in_required(office_db, required=True)
    return office_db
