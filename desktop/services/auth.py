"""Users, roles and sign-in. The core enforces permissions: every service declares its right
through the door (``desktop.services.door``), which calls ``require(db, RIGHT)``; the UI only
reflects what the core decides.

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
from dataclasses import dataclass

from sqlite_utils import Database

from desktop.domain.errors import PermissionDenied, ValidationError
from desktop.domain.fields import Checker
from desktop.services import door
from desktop.services.change import Change
from desktop.services.door import action, open_door, read
from desktop.services.office import _put
from desktop.services.rows import _retire_row, _row_by_id
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
    "backup": "پشتیبان‌گیری دستی (نسخه‌ای از همهٔ سوابق، با گذرواژه‌های رمزشده)",
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
    "administrator": frozenset(
        {"read", "export", "export_office", "settings", "users", "restore", "backup"}
    ),
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

# A hash records its own cost (``scrypt$N$r$p$salt$digest``): a hash made at a lower cost than
# this one is made again, at this cost, the next time its user signs in. The cost may be raised
# here at any time; no password is lost by it. Tests lower it (tests/conftest.py) and one test
# checks this production figure.
PRODUCTION_SCRYPT = {"n": 2**17, "r": 8, "p": 1}
_SCRYPT = dict(PRODUCTION_SCRYPT)
_MAX_N = 2**20  # a stored cost above this is refused (a tampered hash must not stall sign-in)


def _maxmem(n: int, r: int, p: int) -> int:
    return 128 * r * (n + p + 2) + 2**20


def hash_password(password: str, *, salt: bytes | None = None) -> str:
    salt = salt or os.urandom(16)
    n, r, p = _SCRYPT["n"], _SCRYPT["r"], _SCRYPT["p"]
    digest = hashlib.scrypt(
        password.encode("utf-8"), salt=salt, n=n, r=r, p=p, dklen=32, maxmem=_maxmem(n, r, p)
    )
    return f"scrypt${n}${r}${p}${salt.hex()}${digest.hex()}"


def _cost(stored: str) -> tuple[int, int, int] | None:
    try:
        scheme, n, r, p, _salt, _digest = stored.split("$")
        cost = (int(n), int(r), int(p))
    except (ValueError, AttributeError):
        return None
    if scheme != "scrypt" or not (
        1 < cost[0] <= _MAX_N and 0 < cost[1] <= 32 and 0 < cost[2] <= 16
    ):
        return None
    return cost


def needs_rehash(stored: str) -> bool:
    """Whether ``stored`` was made at a lower cost than the one hashes are made at now."""
    cost = _cost(stored)
    return cost is None or cost < (_SCRYPT["n"], _SCRYPT["r"], _SCRYPT["p"])


def verify_password(password: str, stored: str) -> bool:
    cost = _cost(stored)
    if cost is None:
        return False
    n, r, p = cost
    try:
        salt, digest = stored.split("$")[4:]
        got = hashlib.scrypt(
            password.encode("utf-8"), salt=bytes.fromhex(salt), n=n, r=r, p=p,
            dklen=len(digest) // 2, maxmem=_maxmem(n, r, p),
        )  # fmt: skip
    except (ValueError, UnicodeEncodeError, MemoryError):
        return False
    return hmac.compare_digest(got.hex(), digest)


# --- who is acting ---------------------------------------------------------------------------


@open_door
def sign_in_required(db: Database) -> bool:
    row = db.execute("SELECT value FROM settings WHERE key = ?", [SIGN_IN_SETTING]).fetchone()
    return bool(row and json.loads(row[0]))


@open_door
def current_session(db: Database) -> Session | None:
    """The signed-in user; with sign-in off and nobody signed in, the office itself."""
    session = audit.state_of(db.conn).session
    if isinstance(session, Session):
        return session
    return None if sign_in_required(db) else OFFICE_SESSION


@open_door
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


# One message for every refused sign-in: a wrong name, a wrong password and a locked-out user
# read alike, so the message tells nobody which names are real.
REFUSED_FA = (
    "نام کاربری یا گذرواژه نادرست است. پس از "
    + "پنج"
    + " بار نادرست، ورود آن کاربر تا "
    + "پانزده"
    + " دقیقه بسته می‌ماند (مدیر سامانه می‌تواند آن را بگشاید)."
)


def _refused() -> PermissionDenied:
    return PermissionDenied("sign_in", REFUSED_FA)


@open_door
def sign_in(
    db: Database, username: str, password: str, *, now: _dt.datetime | None = None
) -> Session:
    """Check the password; on success bind the user to this connection.

    The failure count is read, checked and written in one write transaction (``BEGIN
    IMMEDIATE``), the password checked inside it: two programs guessing at once wait for each
    other, and the sixth guess finds the lock the fifth set. When the file is busy past the
    wait, nothing is checked (a guess is never checked without being counted). On a read-only
    connection the count goes through a short writable connection of its own, and where the
    file cannot be written at all, into this process. A hash made at a lower cost is made
    again at the current cost."""
    now = now or _dt.datetime.now()
    if not isinstance(username, str) or not isinstance(password, str):
        raise _refused()
    if len(username) > 200 or len(password) > 1000 or bad_characters(username + password):
        raise _refused()
    counter, side = _counter(db)
    try:
        if counter is None:  # the file cannot be written: counted in this process
            user = _attempt(db, username, password, now, writable=False)
        else:
            with counter.atomic():
                user = _attempt(counter, username, password, now, writable=True)
    finally:
        if side is not None:
            side.close()
    if user is None:
        raise _refused()
    session = Session(
        user["username"], user["display_name"], user["role"], RIGHTS[user["role"]], user["id"]
    )
    _bind(db, session)
    return session


def _attempt(
    db: Database, username: str, password: str, now: _dt.datetime, *, writable: bool
) -> dict | None:
    """The user whose password this is, or None; the failure counted (the caller commits)."""
    rows = list(
        db.query(
            "SELECT * FROM app_user WHERE username_norm = ? AND retired_at IS NULL",
            [normalize(username)],
        )
    )
    if not rows:
        hash_password(password)  # spend the same time as for a real user
        return None
    user = rows[0]
    key = _local_key(db, user["id"])
    local_failures, local_lock = _LOCAL.get(key, (0, None))
    failed = user["failed_attempts"] if writable else max(user["failed_attempts"], local_failures)
    locked_until = (
        user["locked_until"] if writable else max(user["locked_until"] or "", local_lock or "")
    )
    if locked_until and locked_until > now.isoformat(timespec="seconds"):
        hash_password(password)  # the same time as a wrong password; this one is not checked
        return None
    if not verify_password(password, user["password_hash"]):
        failures, locked = failed + 1, None
        if failures >= MAX_FAILURES:
            locked = (now + _dt.timedelta(minutes=LOCKOUT_MINUTES)).isoformat(timespec="seconds")
            failures = 0
        _LOCAL[key] = (failures, locked)
        if writable:
            db.execute(
                "UPDATE app_user SET failed_attempts = ?, locked_until = ? WHERE id = ?",
                [failures, locked, user["id"]],
            )
        return None
    _LOCAL.pop(key, None)
    if writable:
        values: dict[str, object] = {"failed_attempts": 0, "locked_until": None}
        if needs_rehash(user["password_hash"]):
            values["password_hash"] = hash_password(password)
        if user["failed_attempts"] or user["locked_until"] or "password_hash" in values:
            db.table("app_user").update(user["id"], values)
    return user


# Failures counted in this process, by (database file, user id): where the file cannot be
# written (an imported copy, a read-only medium), lock-out still applies to this program.
_LOCAL: dict[tuple[str, int], tuple[int, str | None]] = {}


def _database_file(db: Database) -> str:
    row = db.execute("PRAGMA database_list").fetchone()
    return str(row[2] or "") if row else ""


def _local_key(db: Database, user_id: int) -> tuple[str, int]:
    return (_database_file(db), user_id)


def _counter(db: Database) -> tuple[Database | None, Database | None]:
    """Where failures are counted: the database itself; for a read-only connection a short
    writable connection of its own (returned second, to be closed); None where the file cannot
    be written (another bakhsh's copy stays as it came)."""
    from desktop.store.db import StoreError, open_database

    if not getattr(db, "read_only", False):
        return db, None
    path = _database_file(db)
    imported = db.execute("SELECT 1 FROM settings WHERE key = 'exchange_source'").fetchone()
    if not path or imported:
        return None, None
    try:
        side = open_database(path, create=False, migrate=False)
    except StoreError:
        return None, None
    return side, side


@open_door
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


@action(right="users")
def add_user(db: Database, *, username: str, display_name: str, role: str, password: str) -> Change:
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
    return _row_by_id(db, "app_user", user_id)


@action(right="users")
def edit_user(db: Database, user_id: int, *, username: str, display_name: str, role: str) -> Change:
    old = _user(db, user_id)
    values = _user_values(db, user_id, username, display_name, role)
    if old["role"] == "administrator" and values["role"] != "administrator":
        _keep_an_administrator(db, user_id)
    with db.atomic():
        update_row(db, "app_user", user_id, values)
    return Change.of("app_user", ids=[user_id])


@action(right="users")
def set_password(db: Database, user_id: int, *, password: str) -> Change:
    """The administrator gives a user a new password (and so unlocks them)."""
    user = _user(db, user_id)
    c = Checker()
    pw = _password(c, password, user["username"])
    c.raise_if_any()
    _put_password(db, user_id, pw or "")
    return Change.of("app_user", ids=[user_id])


@action(right=None)
def change_own_password(db: Database, *, current: str, password: str) -> Change:
    """The signed-in user changes their own password, giving the current one first (a
    program left signed in on an unattended desk is not enough to take the account)."""
    session = current_session(db)
    if session is None or session.user_id is None:
        raise PermissionDenied("change_own_password", "نخست با نام کاربری و گذرواژهٔ خود وارد شوید.")
    user = _user(db, session.user_id)
    c = Checker()
    if not isinstance(current, str) or not verify_password(current, user["password_hash"]):
        c.fail("current", "گذرواژهٔ کنونی نادرست است.")
    pw = _password(c, password, user["username"])
    if pw is not None and isinstance(current, str) and pw == current:
        c.fail("password", "گذرواژهٔ تازه همان گذرواژهٔ کنونی است.")
    c.raise_if_any()
    _put_password(db, user["id"], pw or "")
    return Change.of("app_user", ids=[user["id"]])


def _put_password(db: Database, user_id: int, password: str) -> None:
    db.table("app_user").update(
        user_id,
        {"password_hash": hash_password(password), "failed_attempts": 0, "locked_until": None,
         "updated_at": now_iso()},
    )  # fmt: skip


@action(right="users")
def unlock_user(db: Database, user_id: int) -> Change:
    _user(db, user_id)
    with db.atomic():
        db.table("app_user").update(
            user_id, {"failed_attempts": 0, "locked_until": None, "updated_at": now_iso()}
        )
    return Change.of("app_user", ids=[user_id])


@action(right="users")
def retire_user(db: Database, user_id: int) -> Change:
    user = _user(db, user_id)
    if user["retired_at"]:
        raise ValidationError.single("username", "این کاربر پیش‌تر غیرفعال شده است.")
    if user["role"] == "administrator":
        _keep_an_administrator(db, user_id)
    return _retire_row(db, "app_user", user_id)


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


@read(right="users")
def users(db: Database, *, include_retired: bool = False) -> list[dict]:
    where = "" if include_retired else " WHERE retired_at IS NULL"
    return list(
        db.query(
            "SELECT id, username, display_name, role, failed_attempts, locked_until, retired_at "
            f"FROM app_user{where} ORDER BY username_norm"
        )
    )


# --- the safety settings ---------------------------------------------------------------------


@action(right="settings")
def set_sign_in_required(db: Database, *, required: bool) -> Change:
    """Turn sign-in on (needs an active administrator to exist) or off."""
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
        _put(db, SIGN_IN_SETTING, bool(required))
    return Change.of("settings")


@action(right="settings")
def set_backup_folder(db: Database, *, folder: str) -> Change:
    """Where automatic backups go (a USB stick, say). The folder must exist and be writable."""
    c = Checker()
    value = c.text("backup_folder", folder, required=True, max_len=1000)
    if value and not (os.path.isdir(value) and os.access(value, os.W_OK)):
        c.fail("backup_folder", "این پوشه وجود ندارد یا نوشتن در آن ممکن نیست.")
    c.raise_if_any()
    with db.atomic():
        _put(db, BACKUP_FOLDER_SETTING, os.path.abspath(value or ""))
    return Change.of("settings")


door.install_gate(require, frozenset(ACTIONS))
