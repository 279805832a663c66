"""Councils through the services: a village election, dehestan and bakhsh councils from
delegates with every invalid composition refused, an alternate promoted, sessions, two regimes."""

from __future__ import annotations

import pytest

from desktop.domain.errors import NotFound, ValidationError
from desktop.jalali import parse_jalali
from desktop.services import councils
from tests.services.council_fixtures import ex_officio, run_election, small_bakhsh


@pytest.fixture
def bakhsh(office_db):
    return small_bakhsh(office_db)


def member_people(db, council_id):
    return {m["person_id"]: m for m in councils.members_of(db, council_id)}


def test_the_roll_leaves_out_each_person_with_the_reason(office_db, bakhsh):
    kamu = bakhsh["kamu"]
    e = councils.open_election(office_db, village_id=kamu["village"], held_on="1332/06/01").id
    roll = {r["person_id"]: r for r in councils.roll_of(office_db, e)}
    out = {p: r["why"] for p, r in roll.items() if not r["on_roll"]}
    assert "سن" in out[kamu["young"]] and "۱۳۳۱ م۱۹" in out[kamu["young"]]
    assert "محکومیت" in out[kamu["convicted"]]
    assert "تابعیت" in out[kamu["foreigner"]]
    assert "زراعت" in out[kamu["khoshneshin"]] and "زراعت" in out[kamu["landlord"]]
    assert all(roll[p]["on_roll"] for p in kamu["farmers"]) and roll[kamu["kadkhoda"]]["on_roll"]
    councils.set_exclusion(
        office_db, roll_id=roll[kamu["farmers"][6]]["id"], reason="شهرت به فساد اخلاق"
    )
    with pytest.raises(ValidationError) as err:
        councils.add_candidate(office_db, election_id=e, person_id=kamu["farmers"][6])
    assert "شهرت" in err.value.errors["person_id"]
    with pytest.raises(ValidationError) as err:
        councils.add_candidate(office_db, election_id=e, person_id=kamu["young"])
    assert "۱۳۳۱ م۲۰" in err.value.errors["person_id"]
    with pytest.raises(ValidationError) as err:  # already on the council as kadkhoda
        councils.add_candidate(office_db, election_id=e, person_id=kamu["kadkhoda"])
    assert "کدخدا" in err.value.errors["person_id"] and "۱۳۳۱ م۱۷" in err.value.errors["person_id"]


def test_a_1331_village_council_from_its_election(office_db, bakhsh):
    kamu = bakhsh["kamu"]
    e, cid = run_election(office_db, kamu, votes=(8, 7, 7, 5, 4, 4, 1))
    council = councils.get_council(office_db, cid)
    assert council["regime"] == "1331" and council["title"] == "شورای ده کامو"
    # 3 years (1331 م۳۴) would run to 1335/05/31, but the bill and its councils end on
    # 1334/05/04 (1334 م۳۶ and its note; docs/councils.md)
    assert (
        council["term_years"] == 3 and council["term_end"] == parse_jalali("1334/05/04").isoformat()
    )
    m = member_people(office_db, cid)
    f = kamu["farmers"]
    assert m[kamu["landlord"]]["seat"] == "landlord_representative"  # the larger share
    assert "۴ دانگ" in m[kamu["landlord"]]["basis"]
    assert m[kamu["kadkhoda"]]["seat"] == "kadkhoda"
    assert {p for p, x in m.items() if x["seat"] == "elected_trustee"} == {f[0], f[1], f[2]}
    alternates = sorted((x["rank"], p) for p, x in m.items() if x["kind"] == "alternate")
    assert [p for _, p in alternates][0] == f[3]
    assert {p for _, p in alternates[1:]} == {f[4], f[5]}  # 4 and 4: ordered by the lot
    result = councils.result_of(office_db, e)
    assert result["lot_used"] and result["seed"] == "بذر-۱"
    assert councils.empty_seats(office_db, cid) == []


def test_the_same_election_either_side_of_5_mordad_1334(office_db, bakhsh):
    from desktop.services import letters

    e_before, before = run_election(office_db, bakhsh["kamu"], held_on="1334/05/04")
    e_after, after = run_election(office_db, bakhsh["azran"], held_on="1334/05/05")
    for e, word, article, years in (
        (e_before, "شورای ده", "ماده ۱۷", "۳ ساله"),
        (e_after, "انجمن ده", "ماده ۱۶", "۲ ساله"),
    ):
        minutes = letters.build_document(office_db, template_key="election_minutes", record_id=e)
        assert word in minutes.title and article in minutes.legal[0].citation
        council = councils.get_election(office_db, e)["council_id"]
        member = councils.members_of(office_db, council)[0]["id"]
        decree = letters.build_document(
            office_db, template_key="membership_decree", record_id=member
        )
        assert word in decree.blocks[0].text and years in decree.blocks[0].text
    b, a = councils.get_council(office_db, before), councils.get_council(office_db, after)
    assert (b["regime"], b["term_years"], b["title"]) == ("1331", 3, "شورای ده کامو")
    assert (a["regime"], a["term_years"], a["title"]) == ("1334", 2, "انجمن ده آزران")
    assert a["term_end"] == parse_jalali("1336/05/04").isoformat()
    seats_b = sorted(m["seat"] for m in councils.members_of(office_db, before))
    seats_a = sorted(m["seat"] for m in councils.members_of(office_db, after))
    assert seats_b.count("elected_trustee") == 3 and seats_b.count("alternate") == 3
    assert seats_a.count("trustee") == 2 and seats_a.count("farmer_representative") == 1
    assert "alternate" not in seats_a


def test_a_village_association_after_1400_11_10_is_refused_with_the_article(office_db, bakhsh):
    with pytest.raises(ValidationError) as err:
        councils.open_election(
            office_db, village_id=bakhsh["kamu"]["village"], held_on="1400/11/10"
        )
    assert "۱۳۳۴ م۱۶" in err.value.errors["held_on"] and "منسوخ" in err.value.errors["held_on"]


def test_dehestan_council_from_delegates_and_each_invalid_composition_refused(office_db, bakhsh):
    db = office_db
    _, kamu = run_election(db, bakhsh["kamu"])
    _, azran = run_election(db, bakhsh["azran"])
    _, barzok = run_election(db, bakhsh["barzok"])
    k, a, z = bakhsh["kamu"], bakhsh["azran"], bakhsh["barzok"]

    def form(*members, on="1332/07/01"):
        return councils.form_council(db, level="dehestan", dehestan_id=bakhsh["d1"], formed_on=on,
                                     members=list(members))  # fmt: skip

    def delegate(person, council):
        return {"person_id": person, "seat": "village_delegate", "delegate_of_id": council}

    with pytest.raises(ValidationError) as err:  # a village of another dehestan
        form(delegate(k["farmers"][0], kamu), delegate(z["farmers"][0], barzok))
    assert (
        "بیرون از این دهستان" in err.value.errors["members.1"]
        and "۱۳۳۱ متمم م۲۲" in err.value.errors["members.1"]
    )
    with pytest.raises(ValidationError) as err:  # one person in two seats
        form(delegate(k["farmers"][0], kamu), delegate(k["farmers"][0], azran))
    assert "دو کرسی" in err.value.errors["members.1"]
    with pytest.raises(ValidationError) as err:  # two delegates of one village council
        form(delegate(k["farmers"][0], kamu), delegate(k["farmers"][1], kamu))
    assert "زائد" in err.value.errors["members.1"]
    with pytest.raises(ValidationError) as err:  # not a member of the council he speaks for
        form(delegate(a["farmers"][5], azran))
    assert "عضو" in err.value.errors["members.0"]
    cid = form(delegate(k["farmers"][0], kamu), delegate(a["farmers"][0], azran)).id
    council = councils.get_council(db, cid)
    assert council["title"] == "شورای دهستان قمصر" and council["term_years"] == 3
    assert councils.empty_seats(db, cid) == []  # two villages, two delegates

    # the bakhsh council: office-holders and two from each dehestan council
    people = ex_officio(db, k["village"])
    seats = [{"person_id": p, "seat": s} for s, p in people.items()]
    bakhsh_delegates = [
        {"person_id": k["farmers"][0], "seat": "dehestan_delegate", "delegate_of_id": cid}
    ]

    def form_bakhsh(members):
        return councils.form_council(db, level="bakhsh", formed_on="1332/08/01", members=members)

    with pytest.raises(ValidationError) as err:  # an extra principal member
        form_bakhsh([*seats, {"person_id": k["farmers"][3], "seat": "health"}])
    assert (
        "عضو اصلی زائد" in err.value.errors["members.5"]
        and "۱۳۳۱ م۲۳" in err.value.errors["members.5"]
    )
    with pytest.raises(ValidationError) as err:  # a village council is not a dehestan council
        form_bakhsh(
            [
                *seats,
                {"person_id": k["farmers"][0], "seat": "dehestan_delegate", "delegate_of_id": kamu},
            ]
        )
    assert "۱۳۳۱ م۲۳" in err.value.errors["members.5"]
    bakhsh_id = form_bakhsh([*seats, *bakhsh_delegates]).id
    empty = councils.empty_seats(db, bakhsh_id)
    assert empty == [{"seat": "dehestan_delegate", "label": "از هر شورای دهستان دو نفر", "missing": 3,
                      "citation": "۱۳۳۱ م۲۳"}]  # fmt: skip
    assert councils.bakhsh_council_on(db, on="1333/01/01")["id"] == bakhsh_id
    assert councils.bakhsh_council_on(db, on="1332/07/30") is None


def test_a_delegate_who_fails_eligibility_is_refused(office_db, bakhsh):
    db = office_db
    _, kamu = run_election(db, bakhsh["kamu"])
    delegate = bakhsh["kamu"]["farmers"][0]
    db.execute("UPDATE person SET convicted = 1 WHERE id = ?", [delegate])  # convicted since
    with pytest.raises(ValidationError) as err:
        councils.form_council(db, level="dehestan", dehestan_id=bakhsh["d1"], formed_on="1332/07/01",
                              members=[{"person_id": delegate, "seat": "village_delegate", "delegate_of_id": kamu}])  # fmt: skip
    assert (
        "فاقد شرایط" in err.value.errors["members.0"]
        and "۱۳۳۱ م۲۰" in err.value.errors["members.0"]
    )


def test_a_bakhsh_without_dehestans_has_its_bakhsh_council_stand_in(office_db):
    from desktop.services import places
    from tests.services.council_fixtures import village_with_people

    db = office_db
    only = places.add_dehestan(db, name="مرکزی").id
    village = village_with_people(db, only, "کامو", "کامویی")
    _, kamu = run_election(db, village)
    with pytest.raises(ValidationError) as err:
        councils.form_council(
            db, level="dehestan", dehestan_id=only, formed_on="1332/07/01", members=[]
        )
    assert "۱۳۳۱ متمم م۲۲ تبصره ۲" in err.value.errors["level"]
    cid = councils.form_council(db, level="bakhsh", formed_on="1332/07/01", members=[
        {"person_id": village["farmers"][0], "seat": "village_delegate", "delegate_of_id": kamu}]).id  # fmt: skip
    assert councils.get_council(db, cid)["stands_in"] == 1


def test_an_alternate_takes_the_seat_on_a_vacancy_and_then_a_by_election_is_owed(office_db, bakhsh):
    db = office_db
    _, cid = run_election(db, bakhsh["kamu"], votes=(8, 7, 6, 5, 4, 3, 1))
    f = bakhsh["kamu"]["farmers"]
    gone = member_people(db, cid)[f[0]]
    change = councils.remove_member(
        db, member_id=gone["id"], on="1333/02/01", reason="death", basis="گواهی فوت"
    )
    m = member_people(db, cid)
    assert f[0] not in m and m[f[3]]["kind"] == "principal" and m[f[3]]["seat"] == "elected_trustee"
    assert m[f[3]]["replaces_id"] == gone["id"] and "۱۳۳۱ م۱۸" in m[f[3]]["basis"]
    history = councils.members_of(db, cid, all_rows=True)
    ended = {x["id"]: x for x in history if x["until_on"]}
    assert ended[gone["id"]]["end_reason"] == "فوت" and not change.warnings
    for _ in range(3):  # the remaining two alternates, then none
        someone = next(x for x in councils.members_of(db, cid) if x["seat"] == "elected_trustee")
        change = councils.remove_member(
            db, member_id=someone["id"], on="1333/03/01", reason="resigned"
        )
    assert "انتخابات میان‌دوره" in change.warnings[0]
    assert councils.empty_seats(db, cid)[0]["seat"] == "elected_trustee"
    with pytest.raises(ValidationError):
        councils.remove_member(db, member_id=gone["id"], on="1333/04/01", reason="death")
    with pytest.raises(NotFound):
        councils.remove_member(db, member_id=2**63, on="1333/04/01", reason="death")


def test_sessions_quorum_decisions_and_officers(office_db, bakhsh):
    db = office_db
    _, cid = run_election(db, bakhsh["kamu"])
    seated = [m for m in councils.members_of(db, cid) if m["kind"] != "alternate"]
    with pytest.raises(ValidationError) as err:
        councils.elect_officers(db, council_id=cid, on="1332/06/10", officers={"chair": 999})
    assert "۱۳۳۱ م۲۶" in err.value.errors["chair"]
    councils.elect_officers(db, council_id=cid, on="1332/06/10", officers={
        "chair": seated[0]["id"], "vice_chair": seated[1]["id"], "accountant": seated[2]["id"],
        "treasurer": seated[3]["id"]})  # fmt: skip
    assert councils.members_of(db, cid)[0]["offices_fa"] == "رئیس"
    with pytest.raises(ValidationError) as err:
        councils.record_session(db, council_id=cid, held_on="1332/07/01", agenda="لای‌روبی قنات",
                                present_member_ids=[m["id"] for m in seated[:2]])  # fmt: skip
    assert "حد نصاب" in err.value.errors["present"]
    change = councils.record_session(
        db, council_id=cid, held_on="1332/07/01", agenda="لای‌روبی قنات",
        present_member_ids=[m["id"] for m in seated[:4]],
        decisions=[{"text": "لای‌روبی قنات با هزینهٔ صندوق", "for": 3, "against": 1},
                   {"text": "تعمیر حمام", "for": 1, "against": 2, "abstaining": 1}],
    )  # fmt: skip
    decision = councils.get_decision(db, change.ids[1])
    assert decision["carried"] == 1 and decision["council_title"] == "شورای ده کامو"
    assert councils.get_decision(db, change.ids[2])["carried"] == 0
    assert (
        councils.first_session_after(db, council_id=cid, after="1332/06/15")["id"] == change.ids[0]
    )
    assert councils.first_session_after(db, council_id=cid, after="1332/07/01") is None
    with pytest.raises(NotFound):
        councils.get_decision(db, 10**6)


def test_the_dashboard_lists_terms_ending_soon_and_expired(office_db, bakhsh):
    db = office_db
    _, soon = run_election(db, bakhsh["kamu"], held_on="1334/06/01")
    _, old = run_election(db, bakhsh["azran"], held_on="1334/06/01")
    items = councils.attention(db, parse_jalali("1336/04/15"))
    assert {i.record_id for i in items} == {soon, old} and {i.severity for i in items} == {"soon"}
    items = councils.attention(db, parse_jalali("1336/07/01"))
    assert {i.severity for i in items} == {"overdue"} and "۱۳۳۴ م۲۹" in items[0].detail_fa


def test_the_bakhsh_seats_on_the_shahrestan_council(office_db, bakhsh):
    db = office_db
    k = bakhsh["kamu"]
    f = k["farmers"]

    def seats(*people, on="1332/09/01"):
        return councils.form_council(db, level="shahrestan_seat", formed_on=on,
                                     members=[{"person_id": p, "seat": "bakhsh_delegate"} for p in people])  # fmt: skip

    with pytest.raises(ValidationError) as err:  # no bakhsh council yet to choose them
        seats(f[0])
    assert "۱۳۳۱ متمم م۲۴" in err.value.errors["members.0"]
    holders = ex_officio(db, k["village"])
    councils.form_council(db, level="bakhsh", formed_on="1332/08/01",
                          members=[{"person_id": p, "seat": s} for s, p in holders.items()])  # fmt: skip
    with pytest.raises(ValidationError) as err:  # two seats per bakhsh
        seats(f[0], f[1], f[2])
    assert "زائد" in err.value.errors["members.2"]
    cid = seats(f[0], k["landlord"]).id
    assert councils.get_council(db, cid)["title"] == "نمایندگان بخش در شورای شهرستان"
    with pytest.raises(ValidationError) as err:  # the 1334 law gives the bakhsh no seats there
        seats(f[0], on="1340/01/01")
    assert "۱۳۳۴ م۱۹" in err.value.errors["level"]


def test_an_empty_seat_is_filled_during_the_term_checked_as_at_forming(office_db, bakhsh):
    db = office_db
    _, kamu = run_election(db, bakhsh["kamu"], votes=(8, 7, 6, 5, 4, 3, 1))
    _, azran = run_election(db, bakhsh["azran"], votes=(8, 7, 6, 5, 4, 3, 1))
    k, a = bakhsh["kamu"], bakhsh["azran"]
    cid = councils.form_council(db, level="dehestan", dehestan_id=bakhsh["d1"], formed_on="1332/07/01", members=[
        {"person_id": k["farmers"][0], "seat": "village_delegate", "delegate_of_id": kamu}]).id  # fmt: skip
    assert councils.empty_seats(db, cid)[0]["missing"] == 1
    with pytest.raises(ValidationError) as err:  # the same person again
        councils.add_member(db, council_id=cid, person_id=k["farmers"][0], seat="village_delegate",
                            on="1332/08/01", delegate_of_id=azran)  # fmt: skip
    assert "دو کرسی" in err.value.errors["person_id"]
    councils.add_member(db, council_id=cid, person_id=a["farmers"][0], seat="village_delegate",
                        on="1332/08/01", delegate_of_id=azran)  # fmt: skip
    assert councils.empty_seats(db, cid) == []
    with pytest.raises(ValidationError):  # outside the term
        councils.add_member(db, council_id=cid, person_id=a["farmers"][1], seat="village_delegate",
                            on="1340/01/01", delegate_of_id=azran)  # fmt: skip
