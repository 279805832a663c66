"""The status line after a save names the record as the clerk knows it: a case by its subject
and its number with its year («۱۲/۱۴۰۵»), never the bare serial glued to the subject."""

from __future__ import annotations

from desktop.services import audit, cases, people, places


def _mark(db) -> int:
    return db.execute("SELECT coalesce(max(id), 0) FROM audit_log").fetchone()[0]


def test_a_case_registered_is_named_by_its_subject_and_its_full_number(office_db):
    db = office_db
    d = places.add_dehestan(db, name="قمصر").id
    v = places.add_village(db, name="کامو", dehestan_id=d).id
    f = people.add_person(db, first_name="علی", last_name="رضایی", residence_village_id=v).id
    lord = people.add_person(db, first_name="حسن", last_name="ملکی").id
    since = _mark(db)
    cid = cases.register_case(
        db, kind="share_dispute", filed_on="1405/09/10", subject="بهرهٔ مالکانه",
        complainants=[{"person_id": f}], respondents=[{"person_id": lord}], village_id=v,
    ).id  # fmt: skip
    line = audit.saved_line(db, frozenset({"case_file"}), cid, since)
    # it read «پرونده «بهرهٔ مالکانه ۱» ثبت شد.»: the serial looked like part of the subject
    assert line == "پرونده «بهرهٔ مالکانه» (شمارهٔ ۱/۱۴۰۵) ثبت شد."
