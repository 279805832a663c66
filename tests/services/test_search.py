"""The word indexes of migration 0019 and the global search over them."""

from __future__ import annotations

import re
import shutil

import pytest

from desktop.demo import build_demo_office
from desktop.services import people, places, queries, search
from desktop.store.db import open_database, update_row
from desktop.text import exact_expression, match_expression

WORD_TABLES = ("person_words", "village_words", "letter_words", "case_words", "council_words")


def _in_step(db) -> None:  # noqa: ANN001
    """FTS5's own check that an external-content index holds exactly its rows' words."""
    for table in WORD_TABLES:
        db.execute(f"INSERT INTO {table}({table}) VALUES ('integrity-check')")


@pytest.fixture(scope="module")
def demo_file(tmp_path_factory):
    path = tmp_path_factory.mktemp("demo") / "office.sqlite"
    database = open_database(path)
    build_demo_office(database)
    database.close()
    return path


@pytest.fixture(scope="module")
def shared(demo_file):
    """The demo office, for tests that only read it."""
    database = open_database(demo_file)
    yield database
    database.close()


@pytest.fixture
def demo(demo_file, tmp_path):
    """A copy of the demo office of the test's own."""
    path = tmp_path / "office.sqlite"
    shutil.copy(demo_file, path)
    database = open_database(path)
    yield database
    database.close()


def _found(db, text: str, kind: str) -> list[int]:  # noqa: ANN001
    result = search.search(db, text, per_kind=100)
    return [h.record_id for h in result.hits if h.kind == kind]


def test_persian_forms_match_as_the_normalised_search_did(office_db):
    a = people.add_person(
        office_db, first_name="علی‌رضا", last_name="كريمي", national_code="0084575948"
    ).id
    b = people.add_person(office_db, first_name="مهدي", last_name="یزدان‌پناه", id_number="۴۲۱").id
    for typed, ident in (
        ("کریمی", a),  # Persian ک/ی find Arabic ك/ي as stored
        ("كريمي", a),  # and the Arabic forms themselves
        ("علیرضا", a),  # the ZWNJ is not a letter: with it or without
        ("علی‌رضا", a),
        ("۰۰۸۴", a),  # Persian digits find the national code's first digits
        ("٠٠٨٤٥", a),  # so do Arabic-Indic ones
        ("مهدی", b),
        ("یزدانپ", b),
        ("421", b),
        ("عَلی", a),  # a diacritic typed is dropped
    ):
        assert _found(office_db, typed, "person") == [ident], typed
        assert [r["id"] for r in queries.people(office_db, queries.ListQuery(search=typed))] == [
            ident
        ], typed


def test_many_matches_are_ranked_by_the_length_of_their_text(office_db, monkeypatch):
    monkeypatch.setattr(search, "CANDIDATES", 2)
    long = people.add_person(office_db, first_name="حسن", last_name="رضایی", father_name="محمد").id
    short = people.add_person(office_db, first_name="حسن", last_name="نو").id
    people.add_person(office_db, first_name="حسن", last_name="رضوی", father_name="علی")
    group = search.search(office_db, "حسن").groups[0]
    assert [h.record_id for h in group.hits] == [short, long] and group.more


def test_many_with_a_long_word_whole_are_the_candidates(office_db, monkeypatch):
    # a word of more than three letters has no prefix index: when the records with it whole are
    # more than the candidates, they are the candidates, ranked, and no merge of every word it
    # begins is made; the records it only begins are found when fewer have it whole
    monkeypatch.setattr(search, "CANDIDATES", 2)
    begun = people.add_person(office_db, first_name="رضا", last_name="کریمیان").id
    whole = [
        people.add_person(office_db, first_name=f, last_name="کریمی").id
        for f in ("محمدعلی", "حسن", "غلامرضا")
    ]
    seen: list[str] = []
    office_db.conn.set_trace_callback(seen.append)
    group = search.search(office_db, "كريمي").groups[0]
    office_db.conn.set_trace_callback(None)
    assert [h.record_id for h in group.hits] == [whole[1], whole[0]] and group.more
    people_read = [s for s in seen if "person_words MATCH" in s]
    assert people_read and not any('"کریمی"*' in s for s in people_read), people_read
    group = search.search(office_db, "کریمیا").groups[0]  # the word itself is in no record
    assert [h.record_id for h in group.hits] == [begun] and not group.more
    monkeypatch.setattr(search, "CANDIDATES", 5)  # few matches: every one, ranked by bm25
    assert sorted(_found(office_db, "کریمی", "person")) == sorted([begun, *whole])


def test_the_whole_words_expression_is_never_fts_syntax():
    assert exact_expression(["علی", "ر"]) is None  # each has its prefix index
    assert exact_expression(["علی", "کریمی"]) == '"علی"* AND "کریمی"'
    assert exact_expression(["کریمی", "0410"]) == '"کریمی" AND "0410"'
    assert exact_expression(["علی", "کریمی", "0410"]) is None  # a full name: few, merged


def test_prefixes_as_typed_find_more_then_fewer(office_db):
    ids = [
        people.add_person(office_db, first_name=f, last_name=last).id
        for f, last in (("حسن", "رضایی"), ("حسین", "رضوی"), ("حسن", "محمدی"))
    ]
    assert sorted(_found(office_db, "ح", "person")) == ids
    assert sorted(_found(office_db, "حس", "person")) == ids
    assert sorted(_found(office_db, "حسن", "person")) == [ids[0], ids[2]]
    assert _found(office_db, "حسن ر", "person") == [ids[0]]
    assert _found(office_db, "ر حسن", "person") == [ids[0]]  # words in any order


def test_hits_say_which_words_matched(office_db):
    people.add_person(office_db, first_name="علی", last_name="کریمی", father_name="علی‌اکبر")
    (hit,) = search.search(office_db, "علي").hits
    assert hit.section == "people"
    assert [hit.title[a:b] for a, b in hit.title_spans] == ["علی"]
    assert [hit.detail[a:b] for a, b in hit.detail_spans] == ["علی‌اکبر"]


def test_a_name_that_matches_comes_before_a_detail_that_does(office_db):
    son = people.add_person(office_db, first_name="رضا", last_name="تقوی", father_name="کاظم").id
    named = people.add_person(office_db, first_name="کاظم", last_name="نوری").id
    assert _found(office_db, "کاظم", "person") == [named, son]


HOSTILE = [
    '"', '""', "'", "*", "**", "(", ")", "(((", "a)", "NEAR", "NEAR(a b)", "NEAR(علی کریمی, 2)",
    "a AND", "OR", "NOT علی", "علی OR", "^علی", "first_name:علی", "col:", "{a b}:c", "-", "+",
    "علی*", '"علی', "علی\"", "\x00", "\ud800", "ع" * 10_000, "علی " * 2000, "%", "_", "\\",
    "1/", "/1405", "۱۲/۱۴۰۵", "‌", "\u202e", "[", "]", "a:b:c", "¿", "؟", "،",
]  # fmt: skip


@pytest.mark.parametrize("typed", HOSTILE)
def test_hostile_input_never_raises(shared, typed):
    result = search.search(shared, typed)
    assert isinstance(result, search.SearchResult)
    assert isinstance(queries.people(shared, queries.ListQuery(search=typed)), list)
    assert isinstance(queries.people_count(shared, queries.ListQuery(search=typed), cap=10), int)
    expression = match_expression(typed)
    assert expression is None or re.fullmatch(r'"[^\W_]+"\*( AND "[^\W_]+"\*)*', expression)


def test_punctuation_alone_matches_nothing(office_db):
    people.add_person(office_db, first_name="علی", last_name="رضایی")
    assert search.search(office_db, "%").groups == ()
    assert queries.people(office_db, queries.ListQuery(search="%")) == []


def test_every_kind_is_found(shared):
    kinds = {h.kind for h in search.search(shared, "کامو", per_kind=3).hits}
    assert kinds == {"village", "council", "case", "letter"}
    sections = {h.section for h in search.search(shared, "برکناری").hits if h.kind == "case"}
    assert sections <= {"complaints", "dismissals"} and sections


def test_the_triggers_keep_every_index_in_step(demo):
    _in_step(demo)  # after the demo office's inserts through the services
    pid = people.add_person(demo, first_name="بهرام", last_name="گلستانی").id
    assert _found(demo, "گلستان", "person") == [pid]
    people.edit_person(demo, pid, first_name="بهرام", last_name="نیک‌نام")
    assert _found(demo, "گلستان", "person") == [] and _found(demo, "نیکنام", "person") == [pid]
    people.retire_person(demo, pid)
    assert _found(demo, "نیکنام", "person") == []  # retired: out of the search
    people.restore_person(demo, pid)
    assert _found(demo, "نیکنام", "person") == [pid]
    # a village renamed: the village and its councils are found by the new name only
    village = demo.execute("SELECT village_id FROM council WHERE level = 'village'").fetchone()[0]
    row = places.get_village(demo, village)
    councils = sorted(_found(demo, row["name"], "council"))
    assert councils
    fields = {k: row[k] for k in places.VILLAGE_FIELDS if k != "name"}
    places.edit_village(demo, village, name="سروستان", **fields)
    assert _found(demo, "سروستان", "village") == [village]
    assert sorted(_found(demo, "سروستان", "council")) == councils
    assert set(councils).isdisjoint(_found(demo, row["name"], "council"))
    # a row deleted (only possible below the services: the register never deletes a person)
    demo.execute("DELETE FROM person_role WHERE person_id = ?", [pid])
    demo.execute("DELETE FROM person WHERE id = ?", [pid])
    assert _found(demo, "نیکنام", "person") == []
    # a case's text recomputed by its service
    case = demo.execute("SELECT id FROM case_file LIMIT 1").fetchone()[0]
    update_row(demo, "case_file", case, {"search_norm": "واژهٔ تازه"})
    assert _found(demo, "واژه", "case") == [case]
    _in_step(demo)


def test_councils_copied_in_before_their_villages_are_found_by_the_village(demo, tmp_path):
    """An office file's rows come in table by table, «council» before «village»: a council
    indexed before its village exists takes the village's name when the village comes in."""
    from desktop.store.db import open_database

    copy = open_database(tmp_path / "copy.sqlite")
    rows = {
        t: list(demo.query(f"SELECT * FROM {t}"))
        for t in ("dehestan", "village", "council", "election")
    }
    copy.execute("PRAGMA foreign_keys = OFF")
    for table in ("council", "election", "dehestan", "village"):  # councils first
        for row in rows[table]:
            cols = ", ".join(row)
            marks = ", ".join("?" for _ in row)
            copy.execute(f"INSERT INTO {table} ({cols}) VALUES ({marks})", list(row.values()))
    copy.execute("INSERT INTO council_words(council_words) VALUES ('integrity-check')")
    village = next(c for c in rows["council"] if c["level"] == "village")
    name = next(v["name"] for v in rows["village"] if v["id"] == village["village_id"])
    assert village["id"] in _found(copy, name, "council")
    copy.close()


def test_the_migration_fills_the_indexes_of_an_existing_file(demo):
    """Migration 0019 run again on a file whose records were all written before it."""
    from desktop.store.migrations.m0019_word_search import word_search

    db = demo
    for (name,) in db.execute(
        "SELECT name FROM sqlite_master WHERE type = 'trigger' AND name LIKE '%_words_%'"
    ).fetchall():
        db.execute(f"DROP TRIGGER {name}")
    for table in WORD_TABLES:
        db.execute(f"DROP TABLE {table}")
    db.execute("DROP VIEW council_search")
    word_search(db)
    _in_step(db)
    counts = {
        "person_words": "person", "village_words": "village", "letter_words": "letter",
        "case_words": "case_file", "council_words": "council",
    }  # fmt: skip
    for fts, table in counts.items():
        (n,) = db.execute(f"SELECT count(*) FROM {table}").fetchone()
        (m,) = db.execute(f"SELECT count(*) FROM {fts}").fetchone()
        assert n == m and n > 0, fts
    assert not db.execute(
        "SELECT 1 FROM sqlite_master WHERE name = 'person_fts'"
    ).fetchone()  # the trigram index of 0004 is gone


@pytest.mark.parametrize("expression", ['"ع"*', '"علی"* AND "کریمی"'])
@pytest.mark.parametrize("ranked", [True, False])
@pytest.mark.parametrize("kind", search.GROUPS)
def test_each_kind_reads_its_word_index_not_its_table(shared, kind, ranked, expression):
    sql = search.kind_sql(kind, ranked=ranked)
    plan = " ".join(
        row[3] for row in shared.execute("EXPLAIN QUERY PLAN " + sql, [expression, 500, 25])
    )
    assert re.search(r"SCAN \w+_words VIRTUAL TABLE INDEX 0:M", plan), plan
    # every other table is looked up by its id, none scanned
    assert not re.search(r"SCAN (p|v|c|l|d)\b", plan), plan
