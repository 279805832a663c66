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


def test_a_case_step_says_which_step_was_recorded_in_which_case(office_db):
    # the hearing read «پرونده «بهرهٔ مالکانه» (شمارهٔ ۱/۱۴۰۵) ویرایش شد.»: the case's state
    # was the first entry of the act, not the step it recorded
    db = office_db
    d = places.add_dehestan(db, name="قمصر").id
    v = places.add_village(db, name="کامو", dehestan_id=d).id
    f = people.add_person(db, first_name="علی", last_name="رضایی", residence_village_id=v).id
    lord = people.add_person(db, first_name="حسن", last_name="ملکی").id
    cid = cases.register_case(
        db, kind="share_dispute", filed_on="1404/09/01", subject="بهرهٔ مالکانه",
        complainants=[{"person_id": f}], respondents=[{"person_id": lord}], village_id=v,
    ).id  # fmt: skip
    since = _mark(db)
    change = cases.record_hearing(db, case_id=cid, on="1404/09/02", attendance="طرفین")
    line = audit.saved_line(db, change.tables, change.ids[0], since)
    assert line == "گام «جلسهٔ رسیدگی» پروندهٔ ۱/۱۴۰۴ ثبت شد."
    since = _mark(db)
    change = cases.record_decision(db, case_id=cid, on="1404/09/03", outcome="view", text="نظر")
    assert audit.saved_line(db, change.tables, change.ids[0], since) == (
        "گام «رأی» پروندهٔ ۱/۱۴۰۴ ثبت شد."
    )
    since = _mark(db)
    party = cases.parties(db, cid)[0]["id"]
    change = cases.record_notification(db, case_id=cid, party_id=party, on="1404/09/04")
    assert audit.saved_line(db, change.tables, change.ids[0], since) == (
        "گام «ابلاغ رأی» پروندهٔ ۱/۱۴۰۴ ثبت شد."
    )
