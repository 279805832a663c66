"""A village with landlords and farmers, for the funds' tests."""

from __future__ import annotations

from desktop.services import people, places


def make_village(db, *, name: str = "کامو", dehestan: str = "قمصر") -> dict:
    d = places.add_dehestan(db, name=dehestan).id
    v = places.add_village(db, dehestan_id=d, name=name).id
    ids = {"dehestan": d, "village": v}
    for key, first, last in (
        ("landlord1", "حسن", "کاشانی"), ("landlord2", "عباس", "نیاسری"), ("landlord3", "جعفر", "قمصری"),
        ("farmer1", "علی", "رضایی"), ("farmer2", "رضا", "کریمی"), ("farmer3", "مهدی", "احمدی"),
    ):  # fmt: skip
        ids[key] = people.add_person(db, first_name=first, last_name=last).id
    return ids
