"""The demo's councils, formed through the real services on dates the law allows: village
councils elected in 1332 under the 1331 bill (with a tie decided by the lot, a member's death
and his alternate's promotion, sessions and decisions), their dehestan and bakhsh councils; a
village association elected in 1398 under the 1334 law (art. 16 is repealed from 1400/11/10, so
none after), its dehestan association, and a bakhsh association whose term ends soon."""

from __future__ import annotations

import datetime as _dt
import random

from sqlite_utils import Database

from desktop.jalali import format_jalali
from desktop.services import councils, people

OLD_FIRST = ["غلامعلی", "رمضان", "شعبان", "محمدتقی", "حیدر", "نوروزعلی", "اسماعیل", "کربلایی حسن"]
OLD_LAST = ["قمصری", "رحیمی", "کشاورز", "دهقان", "قناتی", "زارعی", "باغبانی", "برزکی"]
OFFICE_HOLDERS = (
    ("bakhshdar", "عبدالحسین", "صارمی"), ("agriculture", "مهندس جلال", "فرزانه"),
    ("health", "دکتر مرتضی", "نیکپور"), ("justice", "میرزا احمد", "دادگر"),
    ("agricultural_bank", "منوچهر", "بانکی"),
)  # fmt: skip


def _old_person(db: Database, rng: random.Random, village_id: int, *, born: _dt.date,
                role: str | None = "farmer", literate: bool = False) -> int:  # fmt: skip
    pid = people.add_person(
        db, first_name=rng.choice(OLD_FIRST), last_name=rng.choice(OLD_LAST),
        father_name=rng.choice(OLD_FIRST), birth_date=born, residence_village_id=village_id,
        literate=literate,
    ).id  # fmt: skip
    if role:
        people.add_role(db, person_id=pid, village_id=village_id, role=role, since="1320/01/01")
    return pid


def _village_1332(
    db: Database, rng: random.Random, village_id: int, votes: list[int], seed: str
) -> tuple[int, int]:
    """Villagers of 1332 (the demo's registers hold today's people) and their election."""
    farmers = [_old_person(db, rng, village_id, born=_dt.date(1921, 4, 1) + _dt.timedelta(days=300 * i), literate=i % 2 == 0)
               for i in range(len(votes))]  # fmt: skip
    kadkhoda = _old_person(db, rng, village_id, born=_dt.date(1921, 6, 1))
    landlord = _old_person(db, rng, village_id, born=_dt.date(1921, 5, 1), role=None, literate=True)
    _old_person(db, rng, village_id, born=_dt.date(1937, 1, 1))  # 16 in 1332: left out, age
    e = councils.open_election(db, village_id=village_id, held_on="1332/06/15", seed=seed,
                               place="مسجد جامع ده").id  # fmt: skip
    cands = [councils.add_candidate(db, election_id=e, person_id=p).id for p in farmers]
    cast = sum(1 for r in councils.roll_of(db, e) if r["on_roll"]) - 1
    councils.record_votes(
        db, election_id=e, ballots_cast=cast, votes=dict(zip(cands, votes, strict=True))
    )
    councils.count_election(db, election_id=e)
    council = councils.form_village_council(
        db, election_id=e, landlord_person_id=landlord, kadkhoda_person_id=kadkhoda
    ).id
    return e, council


def fill(db: Database, today: _dt.date) -> None:
    rng = random.Random(1332)
    dehestan = db.execute(
        "SELECT id FROM dehestan WHERE retired_at IS NULL ORDER BY id LIMIT 1"
    ).fetchone()
    if dehestan is None:
        return
    villages = [r[0] for r in db.execute(
        "SELECT id FROM village WHERE dehestan_id = ? AND retired_at IS NULL ORDER BY id LIMIT 2", [dehestan[0]])]  # fmt: skip
    if len(villages) < 2:
        return
    # 1332, under the 1331 bill as amended: two village councils, a tie on the third seat
    _e1, v1 = _village_1332(db, rng, villages[0], [7, 6, 5, 5, 4, 3, 2], "کامو-۱۳۳۲")
    _e2, v2 = _village_1332(db, rng, villages[1], [7, 7, 6, 4, 4, 2, 1], "سادیان-۱۳۳۲")
    m1 = [m for m in councils.members_of(db, v1) if m["kind"] != "alternate"]
    councils.elect_officers(db, council_id=v1, on="1332/06/20", officers={
        "chair": m1[2]["id"], "vice_chair": m1[3]["id"], "accountant": m1[4]["id"], "treasurer": m1[0]["id"]})  # fmt: skip
    councils.record_session(
        db, council_id=v1, held_on="1332/09/10", agenda="لای‌روبی قنات و تعمیر حمام ده",
        present_member_ids=[m["id"] for m in m1],
        decisions=[{"text": "لای‌روبی قنات ده با هزینهٔ صندوق عمران و تعاون (مادهٔ ۸)", "for": 4, "against": 1},
                   {"text": "تعمیر حمام عمومی پس از برداشت محصول", "for": 2, "against": 2, "abstaining": 1}],
    )  # fmt: skip
    trustee = next(m for m in m1 if m["seat"] == "elected_trustee")
    councils.remove_member(
        db, member_id=trustee["id"], on="1333/02/05", reason="death", basis="گواهی فوت"
    )
    now = [
        m for m in councils.members_of(db, v1, on=_dt.date(1954, 6, 1)) if m["kind"] != "alternate"
    ]
    councils.record_session(
        db, council_id=v1, held_on="1333/03/12", agenda="خرید بذر برای زارعین بی‌بضاعت",
        present_member_ids=[m["id"] for m in now[:4]],
        decisions=[{"text": "وام بدون بهره برای خرید بذر به پنج زارع بی‌بضاعت", "for": 4}],
    )  # fmt: skip
    d1 = [
        m
        for m in councils.members_of(db, v1, on=_dt.date(1953, 10, 1))
        if m["seat"] == "elected_trustee"
    ][0]
    d2 = [m for m in councils.members_of(db, v2) if m["seat"] == "elected_trustee"][0]
    dehestan_council = councils.form_council(db, level="dehestan", dehestan_id=dehestan[0], formed_on="1332/07/10", members=[
        {"person_id": d1["person_id"], "seat": "village_delegate", "delegate_of_id": v1},
        {"person_id": d2["person_id"], "seat": "village_delegate", "delegate_of_id": v2},
    ]).id  # fmt: skip
    holders = {seat: people.add_person(db, first_name=f, last_name=last, birth_date=_dt.date(1922, 3, 1)).id
               for seat, f, last in OFFICE_HOLDERS}  # fmt: skip
    councils.form_council(db, level="bakhsh", formed_on="1332/08/01", members=[
        *({"person_id": p, "seat": s} for s, p in holders.items()),
        {"person_id": d1["person_id"], "seat": "dehestan_delegate", "delegate_of_id": dehestan_council},
        {"person_id": d2["person_id"], "seat": "dehestan_delegate", "delegate_of_id": dehestan_council},
    ])  # fmt: skip
    # 1398, under the 1334 law: a village association (its term ended 1400; art. 16 is repealed
    # from 1400/11/10, so no later one), and its dehestan association
    farmers = [r[0] for r in db.execute(
        "SELECT r.person_id FROM person_role r JOIN person p ON p.id = r.person_id WHERE r.village_id = ? "
        "AND r.role = 'farmer' AND r.retired_at IS NULL AND p.birth_date > '1930' ORDER BY r.id",
        [villages[0]])]  # fmt: skip
    e = councils.open_election(
        db, village_id=villages[0], held_on="1398/03/20", seed="۱۳۹۸-کامو", place="حسینیهٔ ده"
    ).id
    cands = []
    for p in farmers:
        try:
            cands.append(councils.add_candidate(db, election_id=e, person_id=p).id)
        except Exception:  # noqa: BLE001 - the demo skips a farmer the rules leave out
            continue
    cast = sum(1 for r in councils.roll_of(db, e) if r["on_roll"])
    tally = [max(0, min(cast, v)) for v in (cast - 1, cast - 3, cast - 3, 2, 1, 1)] + [0] * len(
        cands
    )
    councils.record_votes(
        db, election_id=e, ballots_cast=cast, votes=dict(zip(cands, tally, strict=False))
    )
    councils.count_election(db, election_id=e)
    assoc = councils.form_village_council(db, election_id=e).id
    seated = [m for m in councils.members_of(db, assoc) if m["kind"] != "alternate"]
    councils.elect_officers(db, council_id=assoc, on="1398/03/25", officers={
        "chair": seated[0]["id"], "accountant": seated[1]["id"], "treasurer": seated[2]["id"]})  # fmt: skip
    councils.record_session(
        db, council_id=assoc, held_on="1399/02/10", agenda="آب آشامیدنی ده",
        present_member_ids=[m["id"] for m in seated[:4]],
        decisions=[{"text": "لوله‌کشی آب آشامیدنی از چشمهٔ بالادست", "for": 3, "against": 1}],
    )  # fmt: skip
    delegate = next(m for m in seated if m["seat"] == "farmer_representative")
    councils.form_council(db, level="dehestan", dehestan_id=dehestan[0], formed_on="1398/08/01", members=[
        {"person_id": delegate["person_id"], "seat": "village_delegate", "delegate_of_id": assoc}])  # fmt: skip
    # a bakhsh association whose two-year term ends within the dashboard's 60 days
    formed = today - _dt.timedelta(days=2 * 365 - 40)
    today_holders = {seat: people.add_person(db, first_name=f, last_name=last, birth_date=_dt.date(1975, 3, 1)).id
                     for seat, f, last in (("bakhshdar_presumed", "محمدحسین", "نوروزی"),
                                           ("agriculture", "مهندس سارا", "کاظمی"), ("health", "دکتر رضا", "امینی"))}  # fmt: skip
    councils.form_council(db, level="bakhsh", formed_on=format_jalali(formed),
                          members=[{"person_id": p, "seat": s} for s, p in today_holders.items()])  # fmt: skip
