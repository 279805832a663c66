"""A small bakhsh for the councils' tests: two dehestans, villages with landlords, a kadkhoda,
farmers (some who may not vote, for stated reasons) — all through the real services."""

from __future__ import annotations

import datetime as dt

from desktop.jalali import parse_jalali
from desktop.services import councils, people, places

OLD = dt.date(1922, 5, 1)  # 1301: old enough to vote in 1332 (the app keeps dates from 1300)
FIRST = ["علی", "حسن", "حسین", "رضا", "قاسم", "عباس", "جعفر", "کاظم", "مرتضی", "اکبر", "یدالله"]


def _person(db, village_id, first, last, *, born=OLD, role="farmer", share=None, **kw):
    pid = people.add_person(
        db, first_name=first, last_name=last, birth_date=born, residence_village_id=village_id, **kw
    ).id
    if role:
        people.add_role(db, person_id=pid, village_id=village_id, role=role, share_millidang=share)
    return pid


def village_with_people(db, dehestan_id, name, surname):
    """A village and its people. On 1332/06/01 (and any later date), among the eleven:
    the under-age farmer, the convicted farmer, the foreigner and the khoshneshin are left out."""
    vid = places.add_village(db, name=name, dehestan_id=dehestan_id).id
    ids = {
        "landlord": _person(db, vid, "ملک", f"{surname}‌مالک", role="landlord", share=4000),
        "landlord2": _person(db, vid, "اسدالله", f"{surname}‌مالک", role="landlord", share=2000),
        "kadkhoda": _person(db, vid, "کدخدا", surname, role="kadkhoda"),
        "young": _person(db, vid, "جوان", surname, born="1315/01/01"),
        "convicted": _person(db, vid, "محکوم", surname, convicted=True),
        "foreigner": _person(db, vid, "بیگانه", surname, iranian=False),
        "khoshneshin": _person(db, vid, "خوش‌نشین", surname, role="khoshneshin"),
    }
    people.add_role(db, person_id=ids["kadkhoda"], village_id=vid, role="farmer")
    ids["farmers"] = [_person(db, vid, FIRST[i], surname, literate=i % 2 == 0) for i in range(7)]
    ids["village"] = vid
    return ids


def small_bakhsh(db):
    d1 = places.add_dehestan(db, name="قمصر").id
    d2 = places.add_dehestan(db, name="برزک").id
    return {
        "d1": d1,
        "d2": d2,
        "kamu": village_with_people(db, d1, "کامو", "کامویی"),
        "azran": village_with_people(db, d1, "آزران", "آزرانی"),
        "barzok": village_with_people(db, d2, "برزک", "برزکی"),
    }


def run_election(db, village, held_on="1332/06/01", votes=(8, 6, 5, 5, 4, 3, 1), seed="بذر-۱"):
    """Open, nominate the seven farmers, vote (7 and 7 tie on the boundary of the third seat
    under 1334, 4/3 split alternates under 1331), count and form; the council's id."""
    e = councils.open_election(db, village_id=village["village"], held_on=held_on, seed=seed).id
    cands = [councils.add_candidate(db, election_id=e, person_id=p).id for p in village["farmers"]]
    ballots = councils.roll_of(db, e)
    size = sum(r["on_roll"] for r in ballots)
    councils.record_votes(
        db, election_id=e, ballots_cast=size, votes=dict(zip(cands, votes, strict=True))
    )
    councils.count_election(db, election_id=e)
    return e, councils.form_village_council(db, election_id=e).id


def ex_officio(db, village_id):
    out = {}
    for seat, first in (("bakhshdar", "بخشدار"), ("agriculture", "کشاورزی"), ("health", "بهداری"),
                        ("justice", "دادگستری"), ("agricultural_bank", "بانک")):  # fmt: skip
        out[seat] = people.add_person(
            db,
            first_name=first,
            last_name="اداری",
            birth_date=OLD,
            residence_village_id=village_id,
        ).id
    return out


DAY = parse_jalali("1332/06/01")
_ = dt


def sitting_member(db, village_id, held_on="1399/01/10"):
    """A member of a village council in office from ``held_on`` (1399/01/10: a 1334 association
    sitting until 1401/01/09; none sits after 1400/11/10, when 1334 art. 16 was repealed; or
    1332/06/01, a council of the 1331 bill): four farmers of the village elected; the first's
    member row (with its ``name``)."""
    born = OLD if held_on < "1340" else "1340/01/01"
    farmers = [_person(db, village_id, FIRST[i], "شورایی", born=born) for i in range(4)]
    e = councils.open_election(db, village_id=village_id, held_on=held_on, seed="بذر-عضو").id
    cands = [councils.add_candidate(db, election_id=e, person_id=p).id for p in farmers]
    size = sum(r["on_roll"] for r in councils.roll_of(db, e))
    votes = dict(zip(cands, (size, size - 1, size - 2, 0), strict=True))
    councils.record_votes(db, election_id=e, ballots_cast=size, votes=votes)
    councils.count_election(db, election_id=e)
    council = councils.form_village_council(db, election_id=e).id
    members = councils.members_of(db, council, on=parse_jalali(held_on))
    return next(m for m in members if m["person_id"] == farmers[0])
