"""A share dispute heard and decided, as the cases' tests build one (a fixture helper)."""

from __future__ import annotations

from dataclasses import dataclass

from sqlite_utils import Database

from desktop.services import cases, people, places


@dataclass(frozen=True)
class Dispute:
    case_id: int
    village_id: int
    landlord_id: int


def decided_share_dispute(
    db: Database,
    *,
    filed_on: str,
    heard_on: str,
    decided_on: str,
    view: str,
    dehestan: str = "قمصر",
    village: str = "کامو",
    farmer: tuple[str, str] = ("علی", "رضایی"),
    landlord: tuple[str, str] = ("حسن", "ملکی"),
) -> Dispute:
    """A farmer of ``village`` against his landlord over the share, heard on ``heard_on`` and
    decided on ``decided_on`` with the bakhshdar's ``view``; not yet notified."""
    d = places.add_dehestan(db, name=dehestan).id
    v = places.add_village(db, name=village, dehestan_id=d).id
    f = people.add_person(db, first_name=farmer[0], last_name=farmer[1], residence_village_id=v).id
    lord = people.add_person(db, first_name=landlord[0], last_name=landlord[1]).id
    cid = cases.register_case(
        db, kind="share_dispute", filed_on=filed_on, subject="بهرهٔ مالکانه",
        complainants=[{"person_id": f}], respondents=[{"person_id": lord}], village_id=v,
    ).id  # fmt: skip
    cases.record_hearing(db, case_id=cid, on=heard_on, attendance="طرفین")
    cases.record_decision(db, case_id=cid, on=decided_on, outcome="view", text=view)
    return Dispute(cid, v, lord)
