"""Access as an adversarial run found it (issue 9): reading and exporting need a signed-in user
with the right role, in the core; wrong passwords count on read-only connections; passwords
have a minimum policy; personal data files are private to their user; a busy database is a
Persian refusal, not a raw SQLite error."""

from __future__ import annotations

import os
import sqlite3

import pytest

from desktop.domain.errors import PermissionDenied, ValidationError
from desktop.services import audit as audit_service
from desktop.services import auth, exchange, letters, queries
from desktop.store.db import StoreError, open_database

READERS = {
    "people": lambda db, tmp: queries.people(db, queries.ListQuery()),
    "villages": lambda db, tmp: queries.villages(db, queries.ListQuery()),
    "counts": lambda db, tmp: queries.counts(db),
    "letters": lambda db, tmp: letters.list_letters(db, letters.LetterQuery()),
    "audit log": lambda db, tmp: audit_service.log_page(db, audit_service.LogQuery()),
    "audit count": lambda db, tmp: audit_service.log_count(db, audit_service.LogQuery()),
    "record history": lambda db, tmp: audit_service.history(db, "person", 1),
    "users": lambda db, tmp: auth.users(db),
    "full export": lambda db, tmp: exchange.export_office(db, tmp / "all.json"),
    "list export": lambda db, tmp: exchange.export_list(db, tmp / "l.csv", ["نام"], [["علی"]]),
    "backup": lambda db, tmp: exchange.backup_now(db, tmp / "office.sqlite"),
}


@pytest.mark.parametrize("what", sorted(READERS))
def test_nobody_signed_in_reads_or_exports_nothing(admin, tmp_path, what):
    with pytest.raises(PermissionDenied) as e:
        READERS[what](admin, tmp_path)
    assert "وارد شوید" in e.value.message_fa
    assert not (tmp_path / "all.json").exists() and not (tmp_path / "l.csv").exists()


def test_roles_decide_who_reads_the_users_and_exports_everything(admin, tmp_path):
    auth.sign_in(admin, "clerk", "clerk-pass-1")
    queries.people(admin, queries.ListQuery())  # a clerk reads the registers
    exchange.export_list(admin, tmp_path / "l.csv", ["نام"], [["علی"]])  # and exports lists
    for what in ("users", "full export"):
        with pytest.raises(PermissionDenied):
            READERS[what](admin, tmp_path)
    auth.sign_out(admin)
    auth.sign_in(admin, "admin", "admin-pass-1")
    assert len(auth.users(admin)) == 2
    exchange.export_office(admin, tmp_path / "all.json")


def test_an_accountant_does_not_export_the_registers(admin, tmp_path):
    auth.sign_in(admin, "admin", "admin-pass-1")
    auth.add_user(
        admin, username="acc", display_name="حسابدار", role="accountant", password="acc-pass-12"
    )
    auth.sign_out(admin)
    auth.sign_in(admin, "acc", "acc-pass-12")
    with pytest.raises(PermissionDenied):
        exchange.export_list(admin, tmp_path / "l.csv", ["نام"], [["علی"]])


def test_wrong_passwords_count_on_a_read_only_connection(admin, db_path):
    ro = open_database(db_path, read_only=True)
    try:
        for _ in range(auth.MAX_FAILURES):
            with pytest.raises(PermissionDenied):
                auth.sign_in(ro, "clerk", "wrong-password")
        with pytest.raises(PermissionDenied) as e:
            auth.sign_in(ro, "clerk", "clerk-pass-1")  # the right one, but locked out now
        assert e.value.message_fa == auth.REFUSED_FA
    finally:
        ro.close()


@pytest.mark.parametrize("password", [" " * 8, " " * 20, "\t" * 9, "aaaaaaaa", "12121212", "tazeh"])
def test_weak_passwords_are_refused(office_db, password):
    with pytest.raises(ValidationError) as e:
        auth.add_user(
            office_db, username="tazeh", display_name="تازه", role="clerk", password=password
        )
    assert "password" in e.value.errors


@pytest.mark.skipif(os.name == "nt", reason="POSIX modes")
@pytest.mark.parametrize("suffix", [".csv", ".xlsx", ".json"])
def test_exports_are_private_to_their_user(filled_db, tmp_path, suffix):
    old = os.umask(0o022)
    try:
        out = tmp_path / f"x{suffix}"
        if suffix == ".json":
            exchange.export_office(filled_db, out)
        else:
            exchange.export_rows(out, ["نام"], [["علی"]])
    finally:
        os.umask(old)
    assert out.stat().st_mode & 0o777 == 0o600


def test_a_busy_database_is_a_persian_refusal_not_a_raw_error(filled_db, db_path):
    from desktop.services.people import add_person

    other = sqlite3.connect(db_path, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")  # another writer holds the database
    filled_db.conn.execute("PRAGMA busy_timeout = 50")
    try:
        with pytest.raises(StoreError) as e:
            add_person(filled_db, first_name="منتظر", last_name="نوبت")
        assert any("\u0600" <= ch <= "\u06ff" for ch in e.value.message_fa)
    finally:
        other.execute("ROLLBACK")
        other.close()
