"""A printed document and its register entry stand or fall together.

A numbered document is written in three steps: its PDF to a temporary name beside its
destination (``.part-….pdf``, flushed to the disk), then the register's transaction commits,
then the temporary file is renamed into place. A failure before the commit removes the
temporary file (no number was taken, no file is left); the rename happens only after the commit
(the number is in the book before the paper carries it).

A kill between the steps is what the journal is for: before the temporary file is written, a
small entry naming it, its destination and the letter it carries (id, year, number and the copy
count the commit will leave) is written into ``<db>.printing/`` beside the database and held
locked by the process printing. At the next start (``recover``, run by ``open_database`` when it
opens the file for writing) each entry no living process holds is settled: if the register has
the letter, the temporary file is renamed into place (the number was taken, so the file
exists); if not, the temporary file is removed (the number was never taken). An entry whose
process is alive (a second writer on the same file printing now) is left alone.

A batch (``Batch``) keeps the same order for many papers under one transaction, with one
journal entry holding a line for each: every line and temporary file is written, then all are
flushed to the disk together just before the commit (``Batch.sync``), and after the commit
every file is renamed, the folders are flushed once and only then is the entry removed
(``Batch.settle``).

A PDF is written only over a regular file or nothing: a folder, a symlink, a FIFO or a device
(``/dev/full``) at the destination is refused in Persian (``refuse_non_regular``) before a number
is taken, and again just before the rename.
"""

from __future__ import annotations

import contextlib
import json
import os
import stat
import uuid
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

from sqlite_utils import Database

from desktop.store.durable import start_writeback, sync_folder
from desktop.store.lock import _lock, _unlock, real_path

JOURNAL_SUFFIX = ".printing"
_BINARY = getattr(os, "O_BINARY", 0)  # Windows opens files in text mode unless told otherwise
TEMP_PREFIX = ".part-"


class NotARegularFile(OSError):
    """The destination of a PDF is a folder, a symlink, a FIFO or a device; ``message_fa``."""

    def __init__(self, path: Path, what: str) -> None:
        super().__init__(f"{path} is {what}, not a regular file")
        self.path = path
        self.message_fa = (
            f"در این نشانی {_WHAT_FA[what]} هست، نه یک پرونده؛ سند روی آن نوشته نمی‌شود و "
            "شماره‌ای از دفتر گرفته نشد. نام دیگری برای پروندهٔ پی‌دی‌اف برگزینید."
        )


_WHAT_FA = {
    "a folder": "یک پوشه",
    "a symlink": "یک میان‌بُر (پیوند نمادین)",
    "a FIFO": "یک لولهٔ ارتباطی (FIFO)",
    "a device": "یک دستگاه",
    "a socket": "یک سوکت",
    "not a regular file": "چیزی جز پرونده",
}


class PublishFailed(OSError):
    """The register committed but the file could not be put in place; ``message_fa``."""

    def __init__(self, target: Path, temp: Path, cause: BaseException) -> None:
        super().__init__(f"{target}: {cause}")
        self.message_fa = (
            "شمارهٔ سند در دفتر ثبت شد، ولی پروندهٔ پی‌دی‌اف در جای خود گذاشته نشد "
            f"({getattr(cause, 'message_fa', cause)}). سند در «{temp.name}» کنار همان پوشه "
            "مانده است و با باز شدن دوبارهٔ برنامه در جای خود گذاشته می‌شود؛ رونوشت آن را "
            "از دفتر نامه‌ها هم می‌توان چاپ کرد."
        )


def refuse_non_regular(path: Path) -> None:
    """Raise NotARegularFile when ``path`` exists and is anything but a regular file (a symlink
    is refused as such, whatever it points to)."""
    try:
        mode = os.lstat(path).st_mode
    except (FileNotFoundError, NotADirectoryError):
        return  # nothing there (writing it may still fail: then nothing is taken)
    if stat.S_ISREG(mode):
        return
    if stat.S_ISLNK(mode):
        what = "a symlink"
    elif stat.S_ISDIR(mode):
        what = "a folder"
    elif stat.S_ISFIFO(mode):
        what = "a FIFO"
    elif stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        what = "a device"
    elif stat.S_ISSOCK(mode):
        what = "a socket"
    else:
        what = "not a regular file"
    raise NotARegularFile(path, what)


def journal_of(db: Database) -> Path | None:
    """The journal folder beside the database's file (None for a database in memory)."""
    try:
        row = db.execute("PRAGMA database_list").fetchone()
    except Exception:  # noqa: BLE001 - a closed or odd connection keeps no journal
        return None
    name = row[2] if row else ""
    if not name:
        return None
    p = real_path(name)
    return p.with_name(p.name + JOURNAL_SUFFIX)


@dataclass(frozen=True)
class Witness:
    """What the register holds once the document's transaction has committed."""

    letter_id: int
    year: int
    number: int
    copies: int  # copies_printed after the commit


@dataclass
class Staged:
    """A PDF written beside its destination, waiting for the register's commit."""

    temp: Path
    target: Path
    entry: Path | None = None
    entry_fd: int | None = field(default=None, repr=False)

    def publish(self) -> None:
        """Rename into place (after the commit); the journal entry goes once it is there."""
        try:
            refuse_non_regular(self.target)
            os.replace(self.temp, self.target)
            sync_folder(self.target.parent)
        except OSError as e:
            self._let_go(remove_entry=False)  # the next start puts it in place
            raise PublishFailed(self.target, self.temp, e) from e
        self._let_go(remove_entry=True)

    def discard(self) -> None:
        """Remove the temporary file (the transaction rolled back); then the journal entry."""
        with contextlib.suppress(OSError):
            self.temp.unlink(missing_ok=True)
        self._let_go(remove_entry=True)

    def _let_go(self, *, remove_entry: bool) -> None:
        _release(self.entry, self.entry_fd, remove=remove_entry)
        self.entry_fd = None


def _release(entry: Path | None, fd: int | None, *, remove: bool) -> None:
    """A journal entry closed and unlocked, then removed if ``remove``: closed before it is
    removed, as Windows removes no open file (and a recovery that takes the entry in between
    finds it settled and only removes it)."""
    if fd is not None:
        with contextlib.suppress(OSError):
            _unlock(fd)
        os.close(fd)
    if entry is not None and remove:
        with contextlib.suppress(OSError):
            entry.unlink(missing_ok=True)


def write_new(path: Path, data: bytes, *, sync: bool = True) -> None:
    """``data`` into the new file ``path`` (never an existing one), flushed to the disk (or,
    ``sync=False``, left for ``Batch.sync`` to flush)."""
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | _BINARY, 0o600)
    try:
        try:  # written through the descriptor: a file object would first ask for its block size
            rest = memoryview(data)
            while rest:
                rest = rest[os.write(fd, rest) :]
            if sync:
                os.fsync(fd)
            else:  # flushed with the batch's others before its commit: begun now
                start_writeback(fd)
        finally:
            os.close(fd)
    except BaseException:
        path.unlink(missing_ok=True)
        raise


def temp_beside(target: Path) -> Path:
    return target.parent / f"{TEMP_PREFIX}{os.urandom(16).hex()}.pdf"


def stage(target: Path, data: bytes, *, journal: Path | None, witness: Witness | None) -> Staged:
    """Journal entry first (when the database has a journal), then the temporary file. Raises
    OSError (nothing left behind) if either cannot be written. ``witness``: the letter the
    commit will leave in the register (None for a document without a number: a file a kill
    left behind is then removed at the next start)."""
    refuse_non_regular(target)
    target.parent.mkdir(parents=True, exist_ok=True)
    staged = Staged(temp_beside(target), target)
    if journal is not None:
        staged.entry, staged.entry_fd = _new_entry(journal)
        try:
            os.write(staged.entry_fd, _record(staged, witness))
            os.fsync(staged.entry_fd)
            sync_folder(journal)
        except BaseException:
            staged.discard()
            raise
    try:
        write_new(staged.temp, data)
    except BaseException:
        staged.discard()
        raise
    return staged


def _new_entry(journal: Path) -> tuple[Path, int]:
    """A new journal entry, held locked (by this process, for as long as it is open)."""
    journal.mkdir(mode=0o700, exist_ok=True)
    entry = journal / f"{uuid.uuid4().hex}.json"
    fd = os.open(entry, os.O_RDWR | os.O_CREAT | os.O_EXCL | _BINARY, 0o600)
    try:
        _lock(fd)
    except BaseException:
        os.close(fd)
        entry.unlink(missing_ok=True)
        raise
    return entry, fd


def _record(paper: Staged, witness: Witness | None) -> bytes:
    """One paper's line of a journal entry."""
    record: dict[str, object] = {"temp": str(paper.temp), "target": str(paper.target)}
    if witness is not None:
        record.update(
            letter_id=witness.letter_id, year=witness.year, number=witness.number,
            copies=witness.copies,
        )  # fmt: skip
    return (json.dumps(record, ensure_ascii=False) + "\n").encode("utf-8")


class Batch:
    """Papers staged for one transaction under one journal entry (a line each) and flushed to
    the disk together (see the module's docstring): ``stage`` each, ``sync`` just before the
    commit, ``settle`` after it (``discard`` if it rolls back)."""

    def __init__(self, journal: Path | None) -> None:
        """``journal``: where the entry goes (``journal_of`` the database; None: no entry)."""
        self.journal = journal
        self.papers: list[BatchPaper] = []
        self.entry: Path | None = None
        self.entry_fd: int | None = None
        self._folders: set[Path] = set()  # made already (a batch's papers share one)

    def stage(self, target: Path, data: bytes, *, witness: Witness | None) -> BatchPaper:
        """As ``stage``, nothing flushed yet: the paper's line, then its temporary file."""
        refuse_non_regular(target)
        if target.parent not in self._folders:
            target.parent.mkdir(parents=True, exist_ok=True)
            self._folders.add(target.parent)
        paper = BatchPaper(temp_beside(target), target)
        if self.journal is not None:
            if self.entry_fd is None:
                self.entry, self.entry_fd = _new_entry(self.journal)
            os.write(self.entry_fd, _record(paper, witness))
        try:
            write_new(paper.temp, data, sync=False)
        except BaseException:
            paper.discard()
            raise
        self.papers.append(paper)
        return paper

    def sync(self) -> None:
        """The entry and every staged file on the disk (before the commit), each folder once."""
        folders: set[Path] = set()
        if self.entry_fd is not None and self.entry is not None:
            os.fsync(self.entry_fd)
            folders.add(self.entry.parent)
        for paper in self.papers:
            try:
                fd = os.open(paper.temp, os.O_RDWR | _BINARY)
            except (FileNotFoundError, NotADirectoryError):
                continue  # discarded: its savepoint rolled back
            try:
                os.fsync(fd)
            finally:
                os.close(fd)
            folders.add(paper.temp.parent)
        for folder in sorted(folders):
            sync_folder(folder)

    def settle(self) -> None:
        """After every paper's rename (the commit done): the folders flushed once, then the
        entry removed; kept if a rename failed (the next start puts that paper in place)."""
        placed = [p for p in self.papers if p.placed]
        for folder in sorted({p.target.parent for p in placed}):
            sync_folder(folder)
        self._let_go(remove_entry=all(p.placed or not p.temp.exists() for p in self.papers))

    def discard(self) -> None:
        """The transaction rolled back: every temporary file removed, then the entry."""
        for paper in self.papers:
            paper.discard()
        self._let_go(remove_entry=True)

    def _let_go(self, *, remove_entry: bool) -> None:
        _release(self.entry, self.entry_fd, remove=remove_entry)
        self.entry_fd = None


@dataclass
class BatchPaper(Staged):
    """A paper of a ``Batch``: renamed into place after the commit; the batch's entry goes in
    ``Batch.settle``, once the renames are on the disk."""

    placed: bool = False

    def publish(self) -> None:
        try:
            refuse_non_regular(self.target)
            os.replace(self.temp, self.target)
        except OSError as e:
            raise PublishFailed(self.target, self.temp, e) from e
        self.placed = True


# ---------------------------------------------------------------------------- the next start


@dataclass(frozen=True)
class Settled:
    target: Path
    placed: bool  # True: the register had it, the file was put in place; False: removed


def _entries(journal: Path) -> Iterator[Path]:
    try:
        yield from sorted(p for p in journal.iterdir() if p.suffix == ".json")
    except OSError:
        return


def _committed(db: Database, record: dict) -> bool:
    if record.get("letter_id") is None:
        return False  # no number: nothing in the register says the paper was delivered
    row = db.execute(
        "SELECT 1 FROM letter WHERE id = ? AND year = ? AND number = ? AND copies_printed >= ?",
        [int(record[k]) for k in ("letter_id", "year", "number", "copies")],
    ).fetchone()
    return row is not None


def recover(db: Database) -> list[Settled]:
    """Settle what a killed print left (see the module's docstring); what was done."""
    journal = journal_of(db)
    if journal is None or not journal.is_dir():
        return []
    done: list[Settled] = []
    for entry in _entries(journal):
        try:
            fd = os.open(entry, os.O_RDWR | _BINARY)
        except OSError:
            continue
        settled = False
        try:
            try:
                _lock(fd)
            except OSError:
                continue  # its process is printing now
            settled = _settle(db, fd, done)
            with contextlib.suppress(OSError):
                _unlock(fd)
        finally:
            os.close(fd)
        if settled:
            with contextlib.suppress(OSError):
                entry.unlink(missing_ok=True)
    return done


def _settle(db: Database, fd: int, done: list[Settled]) -> bool:
    """One entry (a line for each paper: one, or a batch's); True when every paper of it is
    settled (False: a file is to be put in place later)."""
    try:
        text = _read_all(fd).decode("utf-8", errors="replace")
    except OSError:
        return True
    settled = True
    for line in text.splitlines() or [""]:
        settled = _settle_one(db, line, done) and settled
    return settled


def _read_all(fd: int) -> bytes:
    chunks = []
    while chunk := os.read(fd, 1 << 16):
        chunks.append(chunk)
    return b"".join(chunks)


def _settle_one(db: Database, line: str, done: list[Settled]) -> bool:
    try:
        record = json.loads(line or "{}")
        temp, target = Path(record["temp"]), Path(record["target"])
        committed = _committed(db, record)
    except (ValueError, KeyError, TypeError, OSError):
        return True  # unreadable: written only part-way, before its temporary file
    if not temp.name.startswith(TEMP_PREFIX):
        return True  # an entry names only the program's own temporary files
    if not committed:
        temp.unlink(missing_ok=True)
        done.append(Settled(target, False))
        return True
    if not temp.exists():
        return True  # put in place before the kill
    try:
        refuse_non_regular(target)
        os.replace(temp, target)
        sync_folder(target.parent)
    except OSError:
        return False  # left for a later start; the paper is at ``temp``
    done.append(Settled(target, True))
    return True
