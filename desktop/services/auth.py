"""Users, roles and sign-in. The core enforces permissions: every service starts with
``require(db, ACTION)``; the UI only reflects what the core decides.

With sign-in turned off (the default) the actor is "office" with every right. With it on,
nobody may do anything until a user signs in on this connection (``sign_in``); the user's
name goes into the audit trail through ``desktop.store.audit.set_actor``.

Passwords are kept as salted scrypt hashes; after ``MAX_FAILURES`` wrong passwords in a row a
user is locked out for ``LOCKOUT_MINUTES``.
"""

from __future__ import annotations

import datetime as _dt
import hashlib
import hmac
import json
import os
import sqlite3
from dataclasses import dataclass

from sqlite_utils import Database

from desktop.domain.errors import PermissionDenied, ValidationError
from desktop.domain.fields import Checker
from desktop.services.change import Change
from desktop.services.rows import get_row
from desktop.store import audit
from desktop.store.db import insert_row, now_iso, update_row
from desktop.text import bad_characters, normalize

# What a user may be allowed to do. A service names one of these in ``require``.
ACTIONS: dict[str, str] = {
    "read": "دیدن سوابق و سابقهٔ تغییرات",
    "export": "خروجی گرفتن از فهرست‌ها",
    "export_office": "خروجی کامل سوابق دفتر",
    "register": "ثبت و ویرایش سوابق (آبادی‌ها، اشخاص، شکایت‌ها، نامه‌ها)",
    "decide": "صدور رأی و تصمیم",
    "post": "ثبت سند مالی",
    "close_period": "بستن دورهٔ مالی",
    "settings": "تغییر تنظیمات",
    "users": "مدیریت کاربران",
    "restore": "بازگردانی پشتیبان",
}
ROLES: dict[str, str] = {
    "clerk": "متصدی دبیرخانه",
    "accountant": "حسابدار",
    "bakhshdar": "بخشدار",
    "administrator": "مدیر سامانه",
}
RIGHTS: dict[str, frozenset[str]] = {
    "clerk": frozenset({"read", "export", "register"}),
    "accountant": frozenset({"read", "post", "close_period"}),
    "bakhshdar": frozenset(
        {"read", "export", "export_office", "register", "decide", "post", "close_period"}
    ),
    "administrator": frozenset({"read", "export", "export_office", "settings", "users", "restore"}),
}
OFFICE = "office"
MAX_FAILURES = 5
LOCKOUT_MINUTES = 15
MIN_PASSWORD = 8
MIN_DISTINCT = 4  # "aaaaaaaa" or "12121212" is eight characters but no password
SIGN_IN_SETTING = "sign_in_required"
BACKUP_FOLDER_SETTING = "backup_folder"
_SCRYPT = {"n": 2**14, "r": 8, "p": 1}


@dataclass(frozen=True)
class Session:
    username: str
    display_name: str
    role: str  # a ROLES key, or "office" when sign-in is off
    rights: frozenset[str]
    user_id: int | None = None

    def may(self, action: str) -> bool:
        return action in self.rights


OFFICE_SESSION = Session(OFFICE, "دفتر بخشداری", OFFICE, frozenset(ACTIONS))


# --- passwords -------------------------------------------------------------------------------


def hash_password(password: str, *, salt: bytes | None = None) -> str:
    salt = salt or os.urandom(16)
    digest = hashlib.scrypt(
        password.encode("utf-8"), salt=salt, dklen=32, maxmem=64 * 2**20, **_SCRYPT
    )
    return f"scrypt${_SCRYPT['n']}${_SCRYPT['r']}${_SCRYPT['p']}${salt.hex()}${digest.hex()}"


def verify_password(password: str, stored: str) -> bool:
    try:
        scheme, n, r, p, salt, digest = stored.split("$")
        if scheme != "scrypt":
            return False
        got = hashlib.scrypt(
            password.encode("utf-8"), salt=bytes.fromhex(salt), n=int(n), r=int(r), p=int(p),
            dklen=len(digest) // 2, maxmem=64 * 2**20,
        )  # fmt: skip
    except (ValueError, UnicodeEncodeError):
        return False
    return hmac.compare_digest(got.hex(), digest)


# --- who is acting ---------------------------------------------------------------------------


def sign_in_required(db: Database) -> bool:
    row = db.execute("SELECT value FROM settings WHERE key = ?", [SIGN_IN_SETTING]).fetchone()
    return bool(row and json.loads(row[0]))


def current_session(db: Database) -> Session | None:
    """The signed-in user; with sign-in off and nobody signed in, the office itself."""
    session = audit.state_of(db.conn).session
    if isinstance(session, Session):
        return session
    return None if sign_in_required(db) else OFFICE_SESSION


def require(db: Database, action: str) -> Session:
    """Refuse (PermissionDenied, in Persian) unless the current user may do ``action``."""
    if not isinstance(action, str) or action not in ACTIONS:
        raise ValueError(f"unknown action {action!r}")  # a programming error, not user input
    session = current_session(db)
    if session is None:
        raise PermissionDenied(action, "نخست با نام کاربری و گذرواژهٔ خود وارد شوید.")
    if not session.may(action):
        raise PermissionDenied(
            action,
            f"نقش «{ROLES.get(session.role, session.role)}» اجازهٔ «{ACTIONS[action]}» را ندارد.",
        )
    return session


def _bind(db: Database, session: Session | None) -> None:
    state = audit.state_of(db.conn)
    state.session = session
    state.actor = session.username if session else OFFICE


def sign_in(
    db: Database, username: str, password: str, *, now: _dt.datetime | None = None
) -> Session:
    """Check the password; on success bind the user to this connection. Counts failures."""
    now = now or _dt.datetime.now()
    refused = PermissionDenied("sign_in", "نام کاربری یا گذرواژه نادرست است.")
    if not isinstance(username, str) or not isinstance(password, str):
        raise refused
    if len(username) > 200 or len(password) > 1000 or bad_characters(username + password):
        raise refused
    rows = list(
        db.query(
            "SELECT * FROM app_user WHERE username_norm = ? AND retired_at IS NULL",
            [normalize(username)],
        )
    )
    if not rows:
        hash_password(password)  # spend the same time as for a real user
        raise refused
    user = rows[0]
    local_failures, local_lock = _LOCAL.get(_local_key(db, user["id"]), (0, None))
    locked_until = max(user["locked_until"] or "", local_lock or "")
    if locked_until and locked_until > now.isoformat(timespec="seconds"):
        raise PermissionDenied(
            "sign_in",
            "به سبب چند بار گذرواژهٔ نادرست، این کاربر تا چند دقیقهٔ دیگر قفل است؛ "
            "یا صبر کنید یا از مدیر سامانه بخواهید قفل را بگشاید.",
        )
    if not verify_password(password, user["password_hash"]):
        failures = max(user["failed_attempts"], local_failures) + 1
        locked = None
        if failures >= MAX_FAILURES:
            locked = (now + _dt.timedelta(minutes=LOCKOUT_MINUTES)).isoformat(timespec="seconds")
            failures = 0
        _record_attempt(db, user["id"], failures, locked)
        raise refused
    if user["failed_attempts"] or user["locked_until"] or local_failures or local_lock:
        _record_attempt(db, user["id"], 0, None)
    session = Session(
        user["username"], user["display_name"], user["role"], RIGHTS[user["role"]], user["id"]
    )
    _bind(db, session)
    return session


# Failures counted in this process, by (database file, user id): where the file cannot be
# written (an imported copy, a read-only medium), lock-out still applies to this program.
_LOCAL: dict[tuple[str, int], tuple[int, str | None]] = {}


def _database_file(db: Database) -> str:
    row = db.execute("PRAGMA database_list").fetchone()
    return str(row[2] or "") if row else ""


def _local_key(db: Database, user_id: int) -> tuple[str, int]:
    return (_database_file(db), user_id)


def _record_attempt(db: Database, user_id: int, failures: int, locked: str | None) -> None:
    """Count a failure (or clear the count) in the database; a connection opened read-only
    (the file is held by a window elsewhere) counts through a short writable connection of its
    own, and where the file cannot be written at all, in this process."""
    from desktop.store.db import StoreError, open_database

    _LOCAL[_local_key(db, user_id)] = (failures, locked)
    sql = "UPDATE app_user SET failed_attempts = ?, locked_until = ? WHERE id = ?"
    if not getattr(db, "read_only", False):
        try:
            with db.atomic():
                db.execute(sql, [failures, locked, user_id])
            return
        except (sqlite3.Error, StoreError):
            pass
    path = _database_file(db)
    imported = db.execute("SELECT 1 FROM settings WHERE key = 'exchange_source'").fetchone()
    if not path or imported:  # another bakhsh's copy stays as it came: counted in this process
        return
    try:
        side = open_database(path, create=False, migrate=False)
    except StoreError:
        return  # cannot be written: the count kept in this process applies
    try:
        with side.atomic():
            side.execute(sql, [failures, locked, user_id])
    except (sqlite3.Error, StoreError):
        pass
    finally:
        side.close()


def sign_out(db: Database) -> None:
    _bind(db, None)


# --- managing users (administrator) ---------------------------------------------------------


def _user_values(
    db: Database, ident: int | None, username: object, display_name: object, role: object
) -> dict:
    c = Checker()
    name = c.text("username", username, required=True, max_len=40)
    display = c.text("display_name", display_name, required=True)
    role_v = c.choice("role", role, ROLES)
    if (
        name
        and db.execute(
            "SELECT 1 FROM app_user WHERE username_norm = ? AND retired_at IS NULL AND id IS NOT ?",
            [normalize(name), ident],
        ).fetchone()
    ):
        c.fail("username", "کاربری با همین نام هست.")
    c.raise_if_any()
    return {
        "username": name,
        "username_norm": normalize(name),
        "display_name": display,
        "role": role_v,
    }


def _password(c: Checker, password: object, username: object = None) -> str | None:
    """The minimum policy: at least MIN_PASSWORD characters besides spaces, MIN_DISTINCT
    different ones, not the user name itself, nothing a keyboard does not type."""
    if not isinstance(password, str) or len(password.strip()) < MIN_PASSWORD:
        c.fail("password", f"گذرواژه دست‌کم {MIN_PASSWORD} نویسه (جز فاصله) باشد.")
        return None
    if len(password) > 200 or bad_characters(password):
        c.fail("password", "گذرواژه نامعتبر است.")
        return None
    if len(set(password.strip())) < MIN_DISTINCT:
        c.fail("password", f"گذرواژه دست‌کم {MIN_DISTINCT} نویسهٔ گوناگون داشته باشد.")
        return None
    if isinstance(username, str) and normalize(password) == normalize(username):
        c.fail("password", "گذرواژه نباید همان نام کاربری باشد.")
        return None
    return password


def add_user(db: Database, *, username: str, display_name: str, role: str, password: str) -> Change:
    require(db, "users")
    c = Checker()
    pw = _password(c, password, username)
    try:
        values = _user_values(db, None, username, display_name, role)
    except ValidationError as e:
        c.errors.update(e.errors)
    c.raise_if_any()
    with db.atomic():
        ident = insert_row(
            db,
            "app_user",
            {
                **values,
                "password_hash": hash_password(pw or ""),
            },
        )
    return Change.of("app_user", ids=[ident])


def _user(db: Database, user_id: int) -> dict:
    return get_row(db, "app_user", user_id)


def edit_user(db: Database, user_id: int, *, username: str, display_name: str, role: str) -> Change:
    require(db, "users")
    old = _user(db, user_id)
    values = _user_values(db, user_id, username, display_name, role)
    if old["role"] == "administrator" and values["role"] != "administrator":
        _keep_an_administrator(db, user_id)
    with db.atomic():
        update_row(db, "app_user", user_id, values)
    return Change.of("app_user", ids=[user_id])


def set_password(db: Database, user_id: int, *, password: str) -> Change:
    session = current_session(db)
    if session is None or session.user_id != user_id:
        require(db, "users")  # anyone may change their own password
    user = _user(db, user_id)
    c = Checker()
    pw = _password(c, password, user["username"])
    c.raise_if_any()
    with db.atomic():
        db.table("app_user").update(
            user_id,
            {"password_hash": hash_password(pw or ""), "failed_attempts": 0, "locked_until": None,
             "updated_at": now_iso()},
        )  # fmt: skip
    return Change.of("app_user", ids=[user_id])


def unlock_user(db: Database, user_id: int) -> Change:
    require(db, "users")
    _user(db, user_id)
    with db.atomic():
        db.table("app_user").update(
            user_id, {"failed_attempts": 0, "locked_until": None, "updated_at": now_iso()}
        )
    return Change.of("app_user", ids=[user_id])


def retire_user(db: Database, user_id: int) -> Change:
    require(db, "users")
    user = _user(db, user_id)
    if user["retired_at"]:
        raise ValidationError.single("username", "این کاربر پیش‌تر غیرفعال شده است.")
    if user["role"] == "administrator":
        _keep_an_administrator(db, user_id)
    stamp = now_iso()
    with db.atomic():
        db.table("app_user").update(user_id, {"retired_at": stamp, "updated_at": stamp})
    return Change.of("app_user", ids=[user_id])


def _keep_an_administrator(db: Database, leaving: int) -> None:
    if (
        sign_in_required(db)
        and not db.execute(
            "SELECT 1 FROM app_user WHERE role = 'administrator' AND retired_at IS NULL AND id != ?",
            [leaving],
        ).fetchone()
    ):
        raise ValidationError.single(
            "role", "با ورود الزامی، دست‌کم یک مدیر سامانهٔ فعال باید بماند."
        )


def users(db: Database, *, include_retired: bool = False) -> list[dict]:
    require(db, "users")
    where = "" if include_retired else " WHERE retired_at IS NULL"
    return list(
        db.query(
            "SELECT id, username, display_name, role, failed_attempts, locked_until, retired_at "
            f"FROM app_user{where} ORDER BY username_norm"
        )
    )


# --- the safety settings ---------------------------------------------------------------------


def _put_setting(db: Database, key: str, value: object) -> None:
    db.execute(
        "INSERT INTO settings(key, value) VALUES (?, ?) "
        "ON CONFLICT(key) DO UPDATE SET value = excluded.value",
        [key, json.dumps(value, ensure_ascii=False)],
    )


def set_sign_in_required(db: Database, *, required: bool) -> Change:
    """Turn sign-in on (needs an active administrator to exist) or off."""
    require(db, "settings")
    if required not in (True, False):
        raise ValidationError.single("sign_in", "مقدار بله/خیر نامعتبر است.")
    if (
        required
        and not db.execute(
            "SELECT 1 FROM app_user WHERE role = 'administrator' AND retired_at IS NULL"
        ).fetchone()
    ):
        raise ValidationError.single(
            "sign_in", "پیش از الزامی کردن ورود، دست‌کم یک کاربر «مدیر سامانه» بسازید."
        )
    with db.atomic():
        _put_setting(db, SIGN_IN_SETTING, bool(required))
    return Change.of("settings")


def set_backup_folder(db: Database, *, folder: str) -> Change:
    """Where automatic backups go (a USB stick, say). The folder must exist and be writable."""
    require(db, "settings")
    c = Checker()
    value = c.text("backup_folder", folder, required=True, max_len=1000)
    if value and not (os.path.isdir(value) and os.access(value, os.W_OK)):
        c.fail("backup_folder", "این پوشه وجود ندارد یا نوشتن در آن ممکن نیست.")
    c.raise_if_any()
    with db.atomic():
        _put_setting(db, BACKUP_FOLDER_SETTING, os.path.abspath(value or ""))
    return Change.of("settings")
