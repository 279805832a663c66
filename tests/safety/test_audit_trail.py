"""The audit trail: every change of every record, who/when/old/new, append-only, every table covered."""

from __future__ import annotations

import json
import sqlite3

import pytest

from desktop.services import audit as audit_service
from desktop.services import auth
from desktop.services.people import edit_person, retire_person
from desktop.store import audit
from desktop.store.db import open_database


def test_edited_record_has_its_history(filled_db):
    person = filled_db.ids["person"]
    edit_person(filled_db, person, first_name="علی", last_name="رضائی", national_code="0012345679")
    retire_person(filled_db, person)
    history = audit_service.history(filled_db, "person", person)
    assert [h["action"] for h in history] == ["insert", "update", "update"]
    edit = history[1]
    assert json.loads(edit["old"])["last_name"] == "رضایی"
    assert json.loads(edit["new"])["last_name"] == "رضائی"
    assert edit["actor"] == "office"
    changes = {c.field: (c.old, c.new) for c in audit_service.changed_fields(edit)}
    assert changes["last_name"] == ("رضایی", "رضائی")
    assert "first_name" not in changes
    assert history[2]["new"] and json.loads(history[2]["new"])["retired_at"]


def test_signed_in_user_is_recorded(admin):
    auth.sign_in(admin, "admin", "admin-pass-1")
    auth.add_user(admin, username="reza", display_name="رضا", role="clerk", password="reza-pass-1")
    auth.sign_out(admin)
    auth.sign_in(admin, "reza", "reza-pass-1")
    from desktop.services.places import add_dehestan

    ident = add_dehestan(admin, name="برزک").id
    (row,) = audit_service.history(admin, "dehestan", ident)
    assert row["actor"] == "reza"


def test_log_is_append_only(filled_db):
    with pytest.raises(sqlite3.DatabaseError, match="append-only"):
        filled_db.execute("UPDATE audit_log SET actor = 'x'")
    with pytest.raises(sqlite3.DatabaseError, match="append-only"):
        filled_db.execute("DELETE FROM audit_log")


def test_passwords_stay_out_of_the_trail(admin):
    for row in admin.query("SELECT new FROM audit_log WHERE table_name = 'app_user'"):
        assert "scrypt" not in (row["new"] or "")


def test_every_table_has_triggers_except_the_allow_list(db):
    assert audit.coverage_problems(db) == []
    assert {"person", "village", "dehestan", "person_role", "settings", "app_user"} <= set(
        audit.audited_tables(db)
    )


def test_coverage_notices_a_new_table_and_a_new_column(db):
    with db.atomic():
        db.execute("CREATE TABLE safety_probe (id INTEGER PRIMARY KEY, subject TEXT)")
    assert any(p.startswith("safety_probe:") for p in audit.coverage_problems(db))
    audit.add_audit_triggers(db, "safety_probe")
    assert audit.coverage_problems(db) == []
    db.execute("ALTER TABLE safety_probe ADD COLUMN sent_on TEXT")
    assert any("sent_on" in p for p in audit.coverage_problems(db))
    audit.add_audit_triggers(db, "safety_probe")
    db.execute("INSERT INTO safety_probe(subject, sent_on) VALUES ('x', '2024-01-01')")
    (row,) = audit_service.history(db, "safety_probe", 1)
    assert json.loads(row["new"]) == {"id": 1, "subject": "x", "sent_on": "2024-01-01"}


def test_printing_and_numbers_are_logged(filled_db):
    audit_service.log_event(
        filled_db, "print", "person", filled_db.ids["person"], note="گواهی سکونت"
    )
    audit_service.log_event(filled_db, "number", "safety_probe", 7, note="۱۴۰۳/۱۲۳")
    entries = audit_service.log_page(filled_db, audit_service.LogQuery(action="print"))
    assert [e["note"] for e in entries] == ["گواهی سکونت"]
    assert audit_service.log_count(filled_db, audit_service.LogQuery()) >= 5


def test_a_file_from_another_tool_without_the_function_cannot_write_silently(db_path, db):
    db.close()
    raw = sqlite3.connect(db_path)
    with pytest.raises(sqlite3.OperationalError, match="audit_actor"):
        raw.execute(
            "INSERT INTO dehestan(name, name_norm, created_at, updated_at) VALUES ('a','a','t','t')"
        )
    raw.close()
    again = open_database(db_path)
    assert again.execute("SELECT count(*) FROM dehestan").fetchone()[0] == 0
    again.close()
