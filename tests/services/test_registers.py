"""Dehestan, village and person services against a real SQLite file."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest

from desktop.domain.errors import ValidationError
from desktop.domain.places import dang_to_milli, percent_to_milli
from desktop.services import people, places, queries


def snapshot(db) -> dict[str, list]:
    return {
        t: list(db.execute(f"SELECT * FROM {t}"))
        for t in ("dehestan", "village", "person", "person_role")
    }


@pytest.fixture
def village(office_db):
    d = places.add_dehestan(office_db, name="قمصر").id
    return places.add_village(
        office_db, name="کامو", dehestan_id=d, population=500, households=100
    ).id


def refused(db, fn, *args, field: str, **kwargs) -> str:
    before = snapshot(db)
    with pytest.raises(ValidationError) as e:
        fn(db, *args, **kwargs)
    assert field in e.value.errors, e.value.errors
    assert e.value.errors[field]
    assert snapshot(db) == before, "a refused action wrote something"
    return e.value.errors[field]


def test_add_and_find_village(office_db, village):
    rows = queries.villages(office_db, queries.ListQuery(search="كامو"))
    assert [r["id"] for r in rows] == [village]


@pytest.mark.parametrize(
    "fields, field",
    [
        ({"name": ""}, "name"),
        ({"name": "الف" * 10_000}, "name"),
        ({"name": "کامو\u202e"}, "name"),  # bidi override
        ({"name": "x'; DROP TABLE village; --"}, "name"),
        ({"name": "بی‌نام\x00"}, "name"),
        ({"population": -1}, "population"),
        ({"population": "-5"}, "population"),
        ({"households": 600}, "households"),  # more households than people
        ({"landlord_share_pct": 101}, "landlord_share_pct"),
        ({"water_sources": ["ocean"]}, "water_sources"),
        ({"dehestan_id": 999}, "dehestan_id"),
        ({"name": "کامو"}, "name"),  # duplicate in the same dehestan
    ],
)
def test_bad_village_input_is_refused(office_db, village, fields, field):
    d = office_db.execute("SELECT id FROM dehestan").fetchone()[0]
    base = {"name": "ورکان", "dehestan_id": d, "population": 500}
    refused(office_db, places.add_village, field=field, **{**base, **fields})


def test_sql_quotes_in_notes_are_stored_as_typed(office_db, village):
    places.edit_village(
        office_db, village, name="کامو", dehestan_id=1, notes="قنات «حاجی» ' ; -- DROP TABLE person"
    )
    assert places.get_village(office_db, village)["notes"] == "قنات «حاجی» ' ; -- DROP TABLE person"
    assert office_db["person"].exists()


def test_landlord_shares_cannot_exceed_six_dang(office_db, village):
    a = people.add_person(office_db, first_name="علی", last_name="ملکی").id
    b = people.add_person(office_db, first_name="حسن", last_name="ملکی").id
    people.add_role(
        office_db,
        person_id=a,
        village_id=village,
        role="landlord",
        share_millidang=dang_to_milli(4),
    )
    message = refused(
        office_db, people.add_role, field="share_millidang",
        person_id=b, village_id=village, role="landlord", share_millidang=dang_to_milli(2.5),
    )  # fmt: skip
    assert "شش دانگ" in message
    people.add_role(
        office_db,
        person_id=b,
        village_id=village,
        role="landlord",
        share_millidang=percent_to_milli(100 / 3),
    )
    assert people.landlord_total(office_db, village) == 6000


def test_a_share_over_six_dang_says_the_maximum(office_db, village):
    """150% was refused with «عدد بیش از حد بزرگ است.», not saying what the most is."""
    a = people.add_person(office_db, first_name="علی", last_name="ملکی").id
    message = refused(
        office_db, people.add_role, field="share_millidang",
        person_id=a, village_id=village, role="landlord", share_millidang=percent_to_milli(150),
    )  # fmt: skip
    assert "شش دانگ" in message and "۱۰۰" in message


def test_a_number_too_large_names_its_maximum():
    from desktop.domain.fields import Checker

    c = Checker()
    assert c.integer("n", "۱۲۰", maximum=100) is None
    assert c.errors["n"] == "عدد بیش از حد بزرگ است؛ بیشینه ۱۰۰."


def test_one_kadkhoda_per_village(office_db, village):
    a = people.add_person(office_db, first_name="علی", last_name="کدخدایی").id
    b = people.add_person(office_db, first_name="رضا", last_name="کدخدایی").id
    role = people.add_role(office_db, person_id=a, village_id=village, role="kadkhoda").id
    refused(
        office_db, people.add_role, field="role", person_id=b, village_id=village, role="kadkhoda"
    )
    people.end_role(office_db, role)
    people.add_role(office_db, person_id=b, village_id=village, role="kadkhoda")


@pytest.mark.parametrize(
    "fields, field",
    [
        ({"first_name": ""}, "first_name"),
        ({"last_name": "   "}, "last_name"),
        ({"first_name": "ع" * 10_000}, "first_name"),
        ({"last_name": "رضایی\u2067"}, "last_name"),
        ({"father_name": "O'Neil\"; --"}, "father_name"),
        ({"birth_date": "1403/13/01"}, "birth_date"),
        ({"birth_date": "1402/12/30"}, "birth_date"),
        ({"birth_date": "1500/01/01"}, "birth_date"),
        ({"birth_date": "1199/12/29"}, "birth_date"),  # births go back to 1200, not further
        ({"national_code": "0499370898"}, "national_code"),  # wrong check digit
        ({"national_code": "12345"}, "national_code"),
        ({"residence_village_id": 999}, "residence_village_id"),
    ],
)
def test_bad_person_input_is_refused(office_db, village, fields, field):
    base = {"first_name": "علی", "last_name": "رضایی"}
    refused(office_db, people.add_person, field=field, **{**base, **fields})


def test_duplicate_national_code_refused(office_db):
    people.add_person(office_db, first_name="علی", last_name="رضایی", national_code="0499370899")
    refused(office_db, people.add_person, field="national_code", first_name="حسن", last_name="رضایی",
            national_code="۰۴۹۹۳۷۰۸۹۹")  # fmt: skip


def test_person_stored_as_typed_and_found_normalised(office_db, village):
    pid = people.add_person(
        office_db,
        first_name="علي",
        last_name="كريمي",
        birth_date="۱۳۵۰/۰۱/۰۱",
        residence_village_id=village,
    ).id
    p = people.get_person(office_db, pid)
    assert (p["first_name"], p["last_name"], p["birth_date"]) == ("علي", "كريمي", "1971-03-21")
    for term in ("علی کریمی", "كريمي", "کریم", "علي"):
        assert [r["id"] for r in queries.people(office_db, queries.ListQuery(search=term))] == [pid]
    assert queries.people(office_db, queries.ListQuery(search="حسن")) == []
    assert queries.people_count(office_db, queries.ListQuery(village_id=village)) == 1


def test_a_person_born_before_1300_is_recorded(office_db, village):
    """A landlord or council member of the 1330s could be born in the 1270s: his birth date is
    saved and read back, typed as text or given as a date; an act on that day is still refused."""
    import datetime as _dt

    from desktop.jalali import format_jalali
    from desktop.services import letters

    pid = people.add_person(
        office_db, first_name="حسن", last_name="مالکی", birth_date="۱۲۷۵/۰۳/۰۱",
        residence_village_id=village,
    ).id  # fmt: skip
    born = _dt.date.fromisoformat(people.get_person(office_db, pid)["birth_date"])
    assert format_jalali(born) == "1275/03/01"
    assert born == _dt.date(1896, 5, 21)
    other = people.add_person(office_db, first_name="رضا", last_name="مالکی", birth_date=born).id
    assert people.get_person(office_db, other)["birth_date"] == born.isoformat()
    people.edit_person(office_db, pid, first_name="حسن", last_name="مالکی", birth_date="1270/12/29")
    assert format_jalali(
        _dt.date.fromisoformat(people.get_person(office_db, pid)["birth_date"])
    ) == ("1270/12/29")
    message = refused(
        office_db, letters.register_incoming, field="letter_date", sender="زارعین",
        subject="شکایت", received_on="۱۲۷۵/۰۳/۰۱",
    )  # fmt: skip
    assert "۱۳۰۰" in message
    refused(office_db, letters.register_incoming, field="letter_date", sender="زارعین",
            subject="شکایت", received_on=born)  # fmt: skip


def test_search_treats_like_wildcards_literally(office_db):
    people.add_person(office_db, first_name="علی", last_name="رضایی")
    assert queries.people(office_db, queries.ListQuery(search="%")) == []
    assert queries.people(office_db, queries.ListQuery(search="_")) == []


def test_retire_keeps_the_record_and_ends_roles(office_db, village):
    pid = people.add_person(office_db, first_name="علی", last_name="رضایی").id
    people.add_role(office_db, person_id=pid, village_id=village, role="farmer")
    people.retire_person(office_db, pid)
    assert people.get_person(office_db, pid)["retired_at"]
    assert people.roles_of(office_db, pid) == []
    assert queries.people(office_db, queries.ListQuery()) == []
    assert len(queries.people(office_db, queries.ListQuery(include_retired=True))) == 1


def test_dehestan_with_live_villages_cannot_be_retired(office_db, village):
    d = office_db.execute("SELECT dehestan_id FROM village").fetchone()[0]
    refused(office_db, places.retire_dehestan, d, field="dehestan")
    places.retire_village(office_db, village)
    places.retire_dehestan(office_db, d)


def test_demo_builds_a_believable_bakhsh(db):
    from desktop.demo import build_demo

    build_demo(db)
    counts = queries.counts(db)
    assert counts["dehestans"] >= 3 and counts["villages"] >= 20 and counts["people"] >= 200
    landlords = db.execute("SELECT count(*) FROM person_role WHERE role = 'landlord'").fetchone()[0]
    farmers = db.execute("SELECT count(*) FROM person_role WHERE role = 'farmer'").fetchone()[0]
    assert landlords >= 20 and farmers >= 100
    over = db.execute(
        "SELECT village_id FROM person_role WHERE role='landlord' GROUP BY village_id HAVING sum(share_millidang) > 6000"
    ).fetchall()
    assert over == []


def test_search_by_the_beginnings_of_words_through_the_word_index(office_db):
    names = (("علی", "کریمی"), ("حسن", "کریمیان"), ("رضا", "احمدی"))
    ids = [
        people.add_person(office_db, first_name=first, last_name=last).id for first, last in names
    ]

    def found(term: str) -> list[int]:
        return [r["id"] for r in queries.people(office_db, queries.ListQuery(search=term))]

    assert sorted(found("كريمي")) == ids[:2]  # Arabic kaf and yeh; the beginning of a word
    assert found("ريمي") == []  # the middle of a word is not the beginning of one
    assert found("كريميان") == [ids[1]]
    assert found("علی کریم") == [ids[0]]  # every word must match
    assert found("اح") == [ids[2]]  # two letters: the prefix index
    people.edit_person(office_db, ids[2], first_name="رضا", last_name="محمودی")
    assert found("احمدی") == [] and found("محمود") == [ids[2]]  # the index follows edits


def test_count_stops_at_a_cap(office_db):
    for i in range(12):
        people.add_person(office_db, first_name="علی", last_name=f"رضایی {i}")
    assert queries.people_count(office_db, queries.ListQuery(search="علی")) == 12
    assert queries.people_count(office_db, queries.ListQuery(search="علی"), cap=5) == 6


def test_retire_then_restore_is_an_undo(office_db, village):
    pid = people.add_person(
        office_db, first_name="علی", last_name="رضایی", national_code="0499370899"
    ).id
    people.retire_person(office_db, pid)
    people.restore_person(office_db, pid)
    assert [r["id"] for r in queries.people(office_db, queries.ListQuery())] == [pid]
    refused(office_db, people.restore_person, pid, field="person")  # not retired any more
    places.retire_village(office_db, village)
    places.restore_village(office_db, village)
    assert queries.villages_count(office_db, queries.ListQuery()) == 1


def test_restore_refused_when_a_live_twin_took_the_code(office_db):
    a = people.add_person(
        office_db, first_name="علی", last_name="رضایی", national_code="0499370899"
    ).id
    people.retire_person(office_db, a)
    people.add_person(office_db, first_name="علی", last_name="رضایی", national_code="0499370899")
    refused(office_db, people.restore_person, a, field="person")


@pytest.mark.parametrize("ident", [2**64, -1, 0, True])
def test_impossible_ids_are_not_found(office_db, ident):
    from desktop.domain.errors import NotFound

    with pytest.raises(NotFound):
        people.get_person(office_db, ident)
    with pytest.raises(NotFound):
        places.get_village(office_db, ident)


def test_lists_sort_in_persian_alphabetical_order(office_db):
    """Code-point order would put پ چ ژ گ after ی; the registers sort as a Persian reader expects."""
    d = places.add_dehestan(office_db, name="قمصر").id
    names = ["یزدل", "کامو", "چوگان", "آزران", "گلشن", "ورکان", "پیرآباد", "ابوزیدآباد", "بابا"]
    for name in names:
        places.add_village(office_db, name=name, dehestan_id=d)
    listed = [v["name"] for v in queries.villages(office_db, queries.ListQuery(order_by="name"))]
    assert listed == [
        "آزران",
        "ابوزیدآباد",
        "بابا",
        "پیرآباد",
        "چوگان",
        "کامو",
        "گلشن",
        "ورکان",
        "یزدل",
    ]
    for last, first in (("ژیان", "علی"), ("رضایی", "حسن"), ("رضایی", "جواد"), ("گودرزی", "رضا")):
        people.add_person(office_db, first_name=first, last_name=last)
    listed = [
        (p["last_name"], p["first_name"]) for p in queries.people(office_db, queries.ListQuery())
    ]
    assert listed == [("رضایی", "جواد"), ("رضایی", "حسن"), ("ژیان", "علی"), ("گودرزی", "رضا")]


def test_demo_letters_fill_the_register(db):
    from desktop.demo import add_demo_letters, build_demo
    from desktop.jalali import parse_jalali
    from desktop.services import letters

    build_demo(db)
    add_demo_letters(db, end=parse_jalali("1405/09/08"))  # all within one year
    rows = letters.list_letters(db, letters.LetterQuery())
    assert len(rows) == 4  # 2 received, 2 sent (one cancelled); the cases add their own
    assert {r["direction"] for r in rows} == {"in", "out"}
    assert sum(r["status"] == "cancelled" for r in rows) == 1
    outgoing = sorted(r["number"] for r in rows if r["direction"] == "out")
    assert outgoing == list(range(1, len(outgoing) + 1))  # gap-free, the cancelled number kept


def _plan(db, sql: str, args: list) -> str:
    return " ".join(row[3] for row in db.execute("EXPLAIN QUERY PLAN " + sql, args).fetchall())


def test_people_list_reads_in_sort_order_and_stops_after_a_page(db):
    """Planner regression: with the live-people index present, a page of the list must still
    walk the sort-key index (stopping after 200 rows), not sort every person."""
    from desktop.demo import bulk_fill

    bulk_fill(db, people_count=2000, villages_count=40)
    plan = _plan(db, *queries.people_sql(queries.ListQuery()))
    assert "person_sort" in plan and "TEMP B-TREE" not in plan, plan


def test_a_broad_search_reads_the_word_index_in_its_order_and_stops_after_a_page(db):
    """«ع» matches 220,000 of 1,000,000 people: its page comes from the word index in entry
    order, each match looked up by its id, nothing sorted (sorting them all: 240 ms)."""
    from desktop.demo import bulk_fill

    bulk_fill(db, people_count=2000, villages_count=40)
    q = queries.ListQuery(search="ع")
    plan = _plan(db, *queries.people_sql(q, broad=True))
    assert plan.startswith("SCAN person_words VIRTUAL TABLE INDEX"), plan
    assert "SEARCH p USING INTEGER PRIMARY KEY" in plan, plan
    assert "TEMP B-TREE" not in plan and not re.search(r"SCAN p\b", plan), plan
    count = "SELECT count(*) FROM (SELECT 1 FROM person_words WHERE person_words MATCH ? LIMIT ?)"
    plan = _plan(db, count, ['"ع"*', 10])
    assert "person_words VIRTUAL TABLE INDEX 0:M" in plan, plan


def test_a_broad_search_lists_in_entry_order_a_narrow_one_by_name(db, monkeypatch):
    """Past queries.BROAD matches the list keeps entry order and the count stops at the bound;
    under it, the column chosen sorts every match."""
    from desktop.demo import bulk_fill

    bulk_fill(db, people_count=300, villages_count=10)
    q = queries.ListQuery(search="ع")
    matching = [r[0] for r in db.execute(
        "SELECT rowid FROM person_words WHERE person_words MATCH '\"ع\"*' ORDER BY rowid"
    )]  # fmt: skip
    assert len(matching) > 20
    monkeypatch.setattr(queries, "BROAD", 20)
    assert queries.people_broad(db, q)
    page = queries.people(db, q, limit=10, offset=5)
    assert [r["id"] for r in page] == matching[5:15]  # from where the last page ended
    monkeypatch.setattr(queries, "BROAD", len(matching))
    assert not queries.people_broad(db, q)
    names = queries.people(db, q, limit=len(matching))
    keys = [db.execute("SELECT sort_key FROM person WHERE id = ?", [r["id"]]).fetchone()[0]
            for r in names]  # fmt: skip
    assert sorted(r["id"] for r in names) == matching and keys == sorted(keys)


def test_a_long_word_typed_whole_is_counted_without_merging_the_words_it_begins(db, monkeypatch):
    """A word of more than three letters has no prefix index of its own: «کریمی»* merges the
    list of every word it begins (1,000,000 people: 1-5 ms a count). When the people with it
    whole are past the bound already, the broad check and the capped count read only them; when
    fewer, every word it begins counts, as before."""
    ids = [people.add_person(db, first_name=f, last_name="کریمی").id for f in "ابپتثج"]
    people.add_person(db, first_name="رضا", last_name="کریمیان")
    people.retire_person(db, ids[0])
    monkeypatch.setattr(queries, "BROAD", 4)
    q = queries.ListQuery(search="كريمي")
    seen: list[str] = []
    db.conn.set_trace_callback(seen.append)
    assert queries.people_broad(db, q)
    assert queries.people_count(db, q, cap=3) == 4
    db.conn.set_trace_callback(None)
    matched = [s for s in seen if "MATCH" in s]
    assert matched and not any('"کریمی"*' in s for s in matched), matched
    assert queries.people_count(db, q, cap=10) == 6  # 5 whole and live, 1 begun
    assert queries.people_count(db, q, cap=10) == len(queries.people(db, q))
    assert queries.people_count(db, queries.ListQuery(search="کریمیا"), cap=10) == 1
    assert queries.people_count(db, replace(q, include_retired=True), cap=5) == 6


def test_a_plain_count_is_the_register_less_the_retired(db):
    """The people section's and the dashboard's total, 1,000,000 people: 0.7 s reading every
    row through the village join, 100-180 ms reading the live-people index, 20 ms as the
    register's size (no entry read) less the retired (their own index, migration 0021)."""
    from desktop.demo import bulk_fill

    bulk_fill(db, people_count=300, villages_count=10)
    retired = [r[0] for r in db.execute("SELECT id FROM person ORDER BY id LIMIT 7")]
    for pid in retired:
        people.retire_person(db, pid)
    q = queries.ListQuery()
    seen: list[str] = []
    db.conn.set_trace_callback(seen.append)
    assert queries.people_count(db, q) == 293 == queries.counts(db)["people"]
    assert queries.people_count(db, queries.ListQuery(include_retired=True)) == 300
    assert queries.people_count(db, q, cap=100) == 101
    db.conn.set_trace_callback(None)
    counted = {s for s in seen if "count(*) FROM person" in s}
    assert counted, seen
    for sql in counted:
        plan = _plan(db, sql, [])
        assert "COVERING INDEX" in plan and "person_live" not in plan, plan
        assert "person_retired" in plan or "NOT NULL" not in sql, plan


def test_village_choices_read_the_sort_index_alone(db):
    """A filter's or a form's villages (five screens fill one): no kadkhoda or landlord sums,
    nothing sorted (the people section took 3.8 s to fill its filter on 2,000 villages)."""
    from desktop.demo import bulk_fill

    bulk_fill(db, people_count=50, villages_count=12)
    seen: list[str] = []
    db.conn.set_trace_callback(seen.append)
    rows = queries.village_choices(db)
    db.conn.set_trace_callback(None)
    assert len(rows) == 12 and set(rows[0]) == {"id", "name", "dehestan_name"}
    (sql,) = [s for s in seen if "village" in s]
    plan = _plan(db, sql, [])
    assert "village_sort" in plan and "TEMP B-TREE" not in plan and "person" not in sql, plan


def test_a_rare_search_reads_its_matches_from_the_word_index(db):
    """A search matching few (a national code's first digits) reads them from the word index
    and looks each up by its id: no walk of the whole list (214 ms on 1,000,000 people)."""
    from desktop.demo import bulk_fill

    bulk_fill(db, people_count=2000, villages_count=40)
    q = queries.ListQuery(search="علی کریمی")
    assert not queries.people_broad(db, q)
    plan = _plan(db, *queries.people_sql(q))
    assert "person_words VIRTUAL TABLE INDEX 0:M" in plan, plan
    assert "SEARCH p USING INTEGER PRIMARY KEY" in plan and not re.search(r"SCAN p\b", plan), plan


def test_a_picker_tells_namesakes_apart(office_db, village):
    """The demo has two «غلامعلی باغبانی»: the picker shows father, roles, village and code."""
    a = people.add_person(office_db, first_name="غلامعلی", last_name="باغبانی", father_name="حسن",
                          residence_village_id=village).id  # fmt: skip
    b = people.add_person(
        office_db, first_name="غلامعلی", last_name="باغبانی", father_name="رضا"
    ).id
    people.add_role(office_db, person_id=a, village_id=village, role="farmer")
    from desktop.services import queries

    rows = {p["id"]: p for p in queries.people(office_db, queries.ListQuery(search="باغبانی"))}
    roles = people.role_summaries(office_db, [a, b])
    first, second = (people.picker_label(rows[i], roles.get(i, "")) for i in (a, b))
    assert first != second
    assert "فرزند حسن" in first and "زارع" in first and "ساکن" in first
    assert "فرزند رضا" in second


def test_a_search_count_past_its_cap_reads_the_word_index_alone(db):
    """«موسوی» on 1,000,000 people: 1,001 matches, each read to see it is not retired, cost
    5 ms; of cap + 1 + R matches at most the R retired can be retired, so the word index
    alone says "more than cap". Under the cap the count is exact, the retired left out."""
    from desktop.demo import bulk_fill

    bulk_fill(db, people_count=300, villages_count=10)
    q = queries.ListQuery(search="ع")
    matching = [r[0] for r in db.execute(
        "SELECT rowid FROM person_words WHERE person_words MATCH '\"ع\"*' ORDER BY rowid"
    )]  # fmt: skip
    for pid in matching[:5]:
        people.retire_person(db, pid)
    live = len(matching) - 5
    cap = live - 3
    seen: list[str] = []
    db.conn.set_trace_callback(seen.append)
    assert queries.people_count(db, q, cap=cap) == cap + 1
    db.conn.set_trace_callback(None)
    assert not any("JOIN person" in s for s in seen), seen
    assert queries.people_count(db, q, cap=live) == live  # not past it: counted exactly
    assert queries.people_count(db, q, cap=live - 1) == live
    every = queries.ListQuery(search="ع", include_retired=True)
    assert queries.people_count(db, every, cap=len(matching)) == len(matching)
    assert queries.people_count(db, every, cap=len(matching) - 1) == len(matching)


@pytest.mark.parametrize(
    ("order", "descending", "search"),
    [("name", False, ""), ("name", True, ""), ("id", True, ""), ("birth_date", False, ""),
     ("name", False, "علی"), ("name", False, "ع")],
)  # fmt: skip
def test_the_next_page_is_read_from_where_the_last_ended(
    db, monkeypatch, order, descending, search
):
    """Page after page, each read from the last row of the one before, gives the rows that
    counting from row 0 gives (row 100,000 of the name order: a seek of the sort index, not
    100,000 rows skipped)."""
    from desktop.demo import bulk_fill

    bulk_fill(db, people_count=700, villages_count=10)
    monkeypatch.setattr(queries, "BROAD", 50)  # «ع» broad, «علی» not
    q = queries.ListQuery(search=search, order_by=order, descending=descending)
    everyone = queries.people(db, q, limit=-1)
    assert len(everyone) > 20
    pages = queries.people(db, q, limit=10)
    while len(pages) < len(everyone):
        more = queries.people(db, q, limit=10, offset=len(pages), after=pages[-1])
        assert more, len(pages)
        pages += more
    assert [r["id"] for r in pages] == [r["id"] for r in everyone]
    sql, args = queries.people_sql(
        q, offset=10, broad=queries.people_broad(db, q), after=everyone[9]
    )
    plan = _plan(db, sql, args)
    if order == "name" and not search:
        assert re.search(r"SEARCH p USING INDEX person_sort \(sort_key[<>]\?\)", plan), plan
        assert args[-1] == 0  # no row counted from the start
    if search == "ع":
        assert "person_words.rowid > ?" in sql and args[-1] == 0


def test_a_page_after_a_row_that_is_not_one_is_refused(db):
    with pytest.raises(ValidationError):
        queries.people(db, queries.ListQuery(), after={"id": "1; DROP"})
