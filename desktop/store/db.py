"""Opening the office database: pragmas, the search function, migrations, refusal of foreign files."""

from __future__ import annotations

import contextlib
import datetime as _dt
import os
import sqlite3
from collections.abc import Callable, Generator, Sequence
from pathlib import Path

from sqlite_utils import Database
from sqlite_utils.db import jsonify_if_needed, quote_identifier

from desktop.store import staged, untrusted
from desktop.store.audit import install_hooks
from desktop.store.migrations import KNOWN_NAMES, MIGRATIONS
from desktop.text import normalize

BUSY_TIMEOUT_MS = 5000
APPLICATION_ID = 0x42414B48  # "BAKH": marks a file as this program's


class StoreError(RuntimeError):
    """The file cannot be used; ``message_fa`` tells the clerk why."""

    def __init__(self, message: str, message_fa: str) -> None:
        super().__init__(message)
        self.message_fa = message_fa


class OfficeDatabase(Database):
    """sqlite-utils' Database whose write transactions begin ``IMMEDIATE``.

    A deferred transaction that reads and then writes cannot wait for another writer: when the
    other commits first, SQLite refuses the upgrade at once ("database is locked") whatever the
    busy timeout. Taking the write lock at BEGIN makes every ``with db.atomic():`` in every
    module wait its turn (up to BUSY_TIMEOUT_MS) instead. Read-only connections begin deferred."""

    read_only: bool = False

    def execute(self, sql: str, parameters: Sequence | dict | None = None) -> sqlite3.Cursor:
        """As sqlite-utils', but a value SQLite cannot bind (an integer past 2**63, a lone
        surrogate, a list) or store in a typed column is the caller's bad input: a Persian
        ValidationError, never a raw error. Nothing was written (one statement, or rolled back
        by the enclosing ``atomic``)."""
        try:  # (not ``_binding_refused``: a context manager is a tenth of a short statement)
            return super().execute(sql, parameters)
        except _BINDING as e:
            _refuse_bad_value(e)
            raise

    def query(self, sql: str, params: Sequence | dict | None = None) -> Generator[dict, None, None]:
        with _binding_refused():
            return super().query(sql, params)

    def _executescript(self, sql: str) -> sqlite3.Cursor:
        """As sqlite-utils': inside a transaction each statement runs on its own (sqlite3's
        ``executescript`` would commit first). sqlite-utils finds the statements by joining the
        text again at every character, quadratic in a statement's length: the audit triggers'
        long statements cost a new file most of a second of its migrations. Here a statement
        can end only at a semicolon, so only those are tried."""
        if not self.conn.in_transaction:
            return self.conn.executescript(sql)
        cursor = self.conn.cursor()
        for statement in split_statements(sql):
            cursor.execute(statement)
        return cursor

    def after_commit(self, publish: Callable[[], None], discard: Callable[[], None]) -> None:
        """Run ``publish`` once the outermost transaction has committed, ``discard`` if it (or
        the savepoint this is called in) rolls back: a file that belongs to the write (a
        printed document's PDF) follows the transaction. Outside a transaction: at once."""
        if not self.conn.in_transaction:
            publish()
            return
        self._pending().append((publish, discard))

    def _pending(self) -> list[tuple[Callable[[], None], Callable[[], None]]]:
        return self.__dict__.setdefault("_after_commit", [])

    def _discard_from(self, mark: int) -> None:
        pending = self._pending()
        undone, pending[mark:] = pending[mark:], []
        for _, discard in reversed(undone):
            discard()

    @contextlib.contextmanager
    def atomic(self) -> Generator[Database, None, None]:
        if self.conn.in_transaction:
            mark = len(self._pending())
            try:
                with super().atomic():  # a savepoint inside the outer transaction
                    yield self
            except BaseException:
                self._discard_from(mark)
                raise
            return
        try:
            self.conn.execute("BEGIN" if self.read_only else "BEGIN IMMEDIATE")
        except sqlite3.OperationalError as e:
            raise refusal(e) from e
        try:
            yield self
            self.conn.execute("COMMIT")
        except BaseException as e:  # the block's error or the commit's: nothing of it stays
            self.rollback()
            self._discard_from(0)
            if isinstance(e, sqlite3.OperationalError):
                raise refusal(e) from e
            raise
        committed, self._pending()[:] = list(self._pending()), []
        failure: BaseException | None = None
        for publish, _ in committed:
            try:
                publish()
            except BaseException as e:  # noqa: BLE001 - every file is placed; the first error told
                failure = failure or e
        if failure is not None:
            raise failure


def split_statements(sql: str) -> Generator[str, None, None]:
    """The complete SQL statements of ``sql`` in order (a trigger's body, a string or a comment
    holding a semicolon stays within its statement), and whatever follows the last one."""
    start = 0
    end = sql.find(";")
    while end != -1:
        piece = sql[start : end + 1].strip()
        if piece and sqlite3.complete_statement(piece):
            yield piece
            start = end + 1
        end = sql.find(";", end + 1)
    rest = sql[start:].strip()
    if rest:
        yield rest


@contextlib.contextmanager
def _binding_refused() -> Generator[None, None, None]:
    try:
        yield
    except _BINDING as e:
        _refuse_bad_value(e)
        raise


_BINDING = (
    OverflowError, UnicodeEncodeError, sqlite3.InterfaceError, sqlite3.ProgrammingError,
    sqlite3.IntegrityError,
)  # fmt: skip


def _refuse_bad_value(e: Exception) -> None:
    """Raise the clerk's refusal (``bad_value``) when ``e`` is SQLite's of a value it could not
    bind or store; return when it is another error of those kinds (a constraint, a wrong
    statement), for the caller to raise as it is."""
    if isinstance(e, OverflowError | UnicodeEncodeError | sqlite3.InterfaceError):
        raise bad_value(e) from e
    if isinstance(e, sqlite3.ProgrammingError):
        text = str(e).lower()
        if "binding" in text or "supplied" in text:
            raise bad_value(e) from e
    if isinstance(e, sqlite3.IntegrityError) and "datatype mismatch" in str(e):
        raise bad_value(e) from e


def bad_value(error: Exception) -> Exception:
    from desktop.domain.errors import ValidationError

    return ValidationError.single(
        "",
        "مقدار نامعتبری داده شد (عدد بیش از حد بزرگ، نویسهٔ نامعتبر یا نوع نادرست)؛ چیزی ذخیره نشد.",
    )


def refusal(error: sqlite3.OperationalError) -> StoreError:
    """What the clerk is told when SQLite cannot do a write: busy, read-only, disk full."""
    text = str(error).lower()
    if "locked" in text or "busy" in text:
        fa = (
            "پایگاه داده هم‌اکنون در دست برنامهٔ دیگری است و نوبت نرسید؛ "
            "چند لحظه بعد دوباره بکوشید. چیزی ذخیره نشد."
        )
    elif "readonly" in text or "read-only" in text:
        fa = "پایگاه داده فقط‌خواندنی باز شده است؛ چیزی ذخیره نشد."
    elif "full" in text:
        fa = "جای خالی دیسک تمام شده است؛ چیزی ذخیره نشد."
    else:
        fa = "نوشتن در پایگاه داده ممکن نشد؛ چیزی ذخیره نشد."
    return StoreError(str(error), fa)


def _refuse_path(p: Path, *, create: bool) -> None:
    """Refuse, in Persian, a path that is no office file: a folder, an empty file, a file in a
    folder that does not exist (a mistyped path must never become a new, empty office)."""
    if p.is_dir():
        raise StoreError(f"{p} is a folder", "این مسیر یک پوشه است، نه پروندهٔ پایگاه داده.")
    if p.exists():
        if p.stat().st_size == 0:
            raise StoreError(
                f"{p} is empty",
                "این پرونده خالی است (صفر بایت) و پایگاه دادهٔ دفتر نیست؛ برنامه آن را به "
                "دفتری تازه تبدیل نمی‌کند. اگر پشتیبانی دارید آن را بازگردانید.",
            )
        return
    if not create:
        raise StoreError(f"{p} does not exist", "پروندهٔ پایگاه داده یافت نشد.")
    if not p.parent.is_dir():
        raise StoreError(
            f"folder {p.parent} does not exist",
            "پوشهٔ این پرونده وجود ندارد؛ نشانی را بررسی کنید (برنامه پوشهٔ تازه نمی‌سازد).",
        )


def _connect(path: Path | str, *, read_only: bool, create: bool) -> sqlite3.Connection:
    if str(path) == ":memory:":
        return sqlite3.connect(":memory:", isolation_level=None)
    if "\x00" in str(path):
        raise StoreError("NUL in path", "نشانی پرونده نامعتبر است.")
    p = Path(path)
    _refuse_path(p, create=create and not read_only)
    if read_only:  # an imported copy, or any file opened from elsewhere to be read
        return untrusted.open_untrusted(p)
    if not p.exists():
        fd = os.open(p, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o600)  # its owner's only
        os.close(fd)
    elif not os.access(p, os.W_OK):
        raise StoreError(
            f"{p} is not writable",
            "این پرونده فقط‌خواندنی است (مانند نسخهٔ واردشدهٔ بخشی دیگر)؛ آن را فقط‌خواندنی باز کنید.",
        )
    return sqlite3.connect(str(p), isolation_level=None)


def open_database(
    path: Path | str, *, read_only: bool = False, migrate: bool = True, create: bool = True
) -> Database:
    """Open (creating in an existing folder, and migrating, if need be) the office database at
    ``path``. Refuses in Persian (StoreError) a folder, an empty file, a missing folder, and
    with ``create=False`` a missing file."""
    try:
        conn = _connect(path, read_only=read_only, create=create)
        conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
        _check_foreign(conn)
        if not read_only:
            conn.execute("PRAGMA journal_mode = WAL")
        conn.execute("PRAGMA synchronous = FULL")
        conn.execute("PRAGMA foreign_keys = ON")
    except (OSError, ValueError, sqlite3.OperationalError) as e:
        raise StoreError(
            f"cannot open {path}: {e}",
            "پروندهٔ پایگاه داده را نمی‌توان باز کرد یا ساخت (پوشه نیست یا اجازهٔ دسترسی نیست).",
        ) from e
    except sqlite3.DatabaseError as e:
        raise StoreError(
            f"cannot open {path}: {e}",
            "این پرونده پایگاه دادهٔ سالمی نیست یا خراب شده است.",
        ) from e
    conn.create_function("norm", 1, normalize, deterministic=True)
    install_hooks(conn)  # audit_actor() for the audit triggers
    # no sqlite-utils plugins: whatever else is installed has no business with the office's
    # connection, and looking for them scans every installed package's metadata (about 100 ms
    # of each start-up)
    db = OfficeDatabase(conn, execute_plugins=False)
    db.read_only = read_only
    _refuse_newer(db)
    if migrate and not read_only:
        # Each migration commits on its own; without a sync at each (a new file has seventeen)
        # a power cut can lose only the last ones, never mix them: the write-ahead log replays
        # whole transactions, and those lost run again at the next opening. The first commit
        # after them, at FULL, syncs them with it.
        conn.execute("PRAGMA synchronous = NORMAL")
        MIGRATIONS.apply(db)
        conn.execute("PRAGMA synchronous = FULL")
        # stamped once: setting it again writes the file's header (its change counter) on every
        # open, so a refused `print` would still have changed the file
        if conn.execute("PRAGMA application_id").fetchone()[0] != APPLICATION_ID:
            conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")
        # a print killed between its file and its commit: the file follows the register
        staged.recover(db)
    return db


def _check_foreign(conn: sqlite3.Connection) -> None:
    app_id = conn.execute("PRAGMA application_id").fetchone()[0]
    tables = conn.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]
    if app_id not in (0, APPLICATION_ID) or (
        app_id == 0 and tables > 0 and not _has_migrations(conn)
    ):
        raise sqlite3.DatabaseError("not a bakhsh-office database")


def _has_migrations(conn: sqlite3.Connection) -> bool:
    return bool(
        conn.execute(
            "SELECT 1 FROM sqlite_master WHERE type='table' AND name='_sqlite_migrations'"
        ).fetchone()
    )


def _refuse_newer(db: Database) -> None:
    applied = {m.name for m in MIGRATIONS.applied(db)}
    unknown = applied - set(KNOWN_NAMES)
    if unknown:
        raise StoreError(
            f"database has migrations unknown to this program: {sorted(unknown)}",
            "این پرونده با نسخهٔ تازه‌تری از برنامه ساخته شده است؛ برنامه را به‌روز کنید. "
            "پرونده دست‌نخورده ماند.",
        )


def applied_migrations(db: Database) -> list[str]:
    return [m.name for m in MIGRATIONS.applied(db)]


def now_iso() -> str:
    return _dt.datetime.now().isoformat(timespec="seconds")


def insert_row(db: Database, table: str, values: dict[str, object]) -> int:
    """Insert a record stamped with its creation time; its id.

    One INSERT, its values bound as sqlite-utils binds them (``jsonify_if_needed``): its own
    ``insert`` first reads the schema twice to learn whether the table exists, a third of
    issuing a numbered letter's statements."""
    stamp = now_iso()
    row = {**values, "created_at": stamp, "updated_at": stamp}
    columns = ", ".join(map(quote_identifier, row))
    marks = ", ".join("?" * len(row))
    sql = f"INSERT INTO {quote_identifier(table)} ({columns}) VALUES ({marks})"
    pk = db.execute(sql, [jsonify_if_needed(v) for v in row.values()]).lastrowid
    assert isinstance(pk, int), f"{table} has an integer primary key"
    return pk


def update_row(db: Database, table: str, ident: int, values: dict[str, object]) -> None:
    """Update a record, stamping the change."""
    db.table(table).update(ident, {**values, "updated_at": now_iso()})
