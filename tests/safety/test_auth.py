"""Users and roles: the core refuses, passwords are slow salted hashes, lock-out after failures."""

from __future__ import annotations

import datetime as _dt

import pytest

from desktop.domain.errors import PermissionDenied, ValidationError
from desktop.services import auth
from desktop.services.office import save_office
from desktop.services.places import add_dehestan

OFFICE = dict(
    office_name="بخشداری",
    shahrestan="کاشان",
    bakhsh="مرکزی",
    bakhshdar="نوروزی",
)


def test_sign_in_off_means_the_office_may_do_everything(office_db):
    assert auth.current_session(office_db) == auth.OFFICE_SESSION
    add_dehestan(office_db, name="قمصر")
    save_office(office_db, **OFFICE)


def test_with_sign_in_on_nobody_acts_before_signing_in(admin):
    with pytest.raises(PermissionDenied) as e:
        add_dehestan(admin, name="قمصر")
    assert "وارد شوید" in e.value.message_fa


def test_a_clerk_may_register_but_not_change_settings(admin):
    auth.sign_in(admin, "clerk", "clerk-pass-1")
    add_dehestan(admin, name="قمصر")
    before = admin.execute("SELECT value FROM settings WHERE key = 'office'").fetchone()
    with pytest.raises(PermissionDenied) as e:
        save_office(admin, **{**OFFICE, "office_name": "دیگر"})
    assert e.value.action == "settings"
    assert "متصدی دبیرخانه" in e.value.message_fa
    assert admin.execute("SELECT value FROM settings WHERE key = 'office'").fetchone() == before
    with pytest.raises(PermissionDenied):
        auth.add_user(
            admin, username="x", display_name="x", role="administrator", password="12345678"
        )


def test_an_accountant_may_not_register(admin):
    auth.sign_in(admin, "admin", "admin-pass-1")
    auth.add_user(
        admin, username="acc", display_name="حسابدار", role="accountant", password="acc-pass-12"
    )
    auth.sign_in(admin, "acc", "acc-pass-12")
    with pytest.raises(PermissionDenied):
        add_dehestan(admin, name="قمصر")


def test_passwords_are_salted_scrypt_hashes(admin):
    rows = [r["password_hash"] for r in admin.query("SELECT password_hash FROM app_user")]
    assert all(r.startswith("scrypt$") for r in rows)
    assert auth.hash_password("same-pass") != auth.hash_password("same-pass")
    assert auth.verify_password("same-pass", auth.hash_password("same-pass"))
    assert not auth.verify_password("other", auth.hash_password("same-pass"))
    assert not auth.verify_password("x", "garbage")


def test_wrong_passwords_lock_the_user_out(admin):
    now = _dt.datetime(2025, 1, 1, 10, 0)
    for _ in range(auth.MAX_FAILURES):
        with pytest.raises(PermissionDenied, match="sign_in"):
            auth.sign_in(admin, "clerk", "wrong-password", now=now)
    with pytest.raises(PermissionDenied) as e:
        auth.sign_in(admin, "clerk", "clerk-pass-1", now=now)
    assert "قفل" in e.value.message_fa
    later = now + _dt.timedelta(minutes=auth.LOCKOUT_MINUTES + 1)
    assert auth.sign_in(admin, "clerk", "clerk-pass-1", now=later).role == "clerk"


def test_unknown_user_is_refused_like_a_wrong_password(admin):
    with pytest.raises(PermissionDenied) as e:
        auth.sign_in(admin, "nobody", "whatever-1")
    assert e.value.message_fa == "نام کاربری یا گذرواژه نادرست است."


def test_sign_in_cannot_be_required_without_an_administrator(office_db):
    with pytest.raises(ValidationError):
        auth.set_sign_in_required(office_db, required=True)


def test_the_last_administrator_cannot_be_retired(admin):
    auth.sign_in(admin, "admin", "admin-pass-1")
    (me,) = [u for u in auth.users(admin) if u["username"] == "admin"]
    with pytest.raises(ValidationError):
        auth.retire_user(admin, me["id"])


def test_short_passwords_and_duplicate_names_are_refused(office_db):
    with pytest.raises(ValidationError) as e:
        auth.add_user(office_db, username="a", display_name="الف", role="clerk", password="short")
    assert "password" in e.value.errors
    auth.add_user(office_db, username="a", display_name="الف", role="clerk", password="long-enough")
    with pytest.raises(ValidationError) as e:
        auth.add_user(
            office_db, username="A", display_name="ب", role="nope", password="long-enough"
        )
    assert set(e.value.errors) == {"username", "role"}


def test_unknown_action_is_a_programming_error(office_db):
    with pytest.raises(ValueError):
        auth.require(office_db, "fly")
