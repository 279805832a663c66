"""A printed document and its register entry stand or fall together; a PDF is written only over
a regular file or nothing (docs/hardening.md, «Papers and their numbers»)."""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from desktop.domain.errors import ValidationError
from desktop.printing.templates.fields import EXAMPLE_PARAMS
from desktop.services import letters, papers
from desktop.store import staged
from desktop.store.db import open_database

CHILD = Path(__file__).with_name("print_child.py")


def _issue(db, out: Path | letters.Sink):
    sink = letters.file_sink(out) if isinstance(out, Path) else out
    return letters.issue_document(
        db, template_key="receipt", record_id=papers.sample(db, "receipt"), sink=sink,
        params=EXAMPLE_PARAMS["receipt"],
    )  # fmt: skip


def _letters(db) -> list[tuple[int, int]]:
    return [tuple(r) for r in db.execute("SELECT year, number FROM letter ORDER BY id")]


def _leftovers(*folders: Path) -> list[Path]:
    return [p for f in folders for p in f.rglob("*") if p.name.startswith(".part-")]


def _papers(folder: Path) -> list[Path]:
    return sorted(p for p in folder.glob("*.pdf") if not p.name.startswith(".part-"))


def _journal(db_path: Path) -> list[Path]:
    folder = db_path.with_name(db_path.name + staged.JOURNAL_SUFFIX)
    return sorted(folder.glob("*.json")) if folder.exists() else []


# ---------------------------------------------------------------------------- each step fails


def test_a_write_that_fails_takes_no_number(demo_db, db_path, tmp_path, monkeypatch):
    def full(path, data):  # noqa: ANN001 - the disk is full as the PDF is written
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(staged, "write_new", full)
    out = tmp_path / "out" / "receipt.pdf"
    with pytest.raises(OSError):
        _issue(demo_db, out)
    assert _letters(demo_db) == [] and not out.exists()
    assert _leftovers(tmp_path) == [] and _journal(db_path) == []


class _FailingCommit:
    """The connection, whose COMMIT fails as a full or failing disk makes it fail."""

    def __init__(self, real: sqlite3.Connection) -> None:
        self._real = real

    def execute(self, sql, *args):  # noqa: ANN001, ANN002, ANN201
        if sql == "COMMIT":
            raise sqlite3.OperationalError("disk I/O error")
        return self._real.execute(sql, *args)

    def __getattr__(self, name):  # noqa: ANN001, ANN204
        return getattr(self._real, name)


def test_a_commit_that_fails_leaves_no_file(demo_db, db_path, tmp_path):
    out = tmp_path / "receipt.pdf"
    real = demo_db.conn
    demo_db.conn = _FailingCommit(real)
    try:
        with pytest.raises(Exception) as refused:
            _issue(demo_db, out)
    finally:
        demo_db.conn = real
    assert "ذخیره نشد" in getattr(refused.value, "message_fa", "")
    assert not out.exists(), "a PDF carries a number the register does not have"
    assert _leftovers(tmp_path) == [] and _journal(db_path) == []
    assert _letters(demo_db) == []
    _issue(demo_db, out)  # the number was never taken: the next letter is number 1
    assert [n for _, n in _letters(demo_db)] == [1] and out.read_bytes().startswith(b"%PDF")


def test_a_failed_inner_step_discards_its_file_even_when_the_outer_write_commits(demo_db, tmp_path):
    """A service that issues a document inside its own transaction and goes on when the
    document is refused: the refused document's file goes with its savepoint."""
    out = tmp_path / "receipt.pdf"
    with demo_db.atomic():
        with pytest.raises(OSError), demo_db.atomic():
            _issue(demo_db, out)
            raise OSError("the step after the document failed")
        _issue(demo_db, tmp_path / "second.pdf")
    assert not out.exists() and (tmp_path / "second.pdf").exists()
    assert [n for _, n in _letters(demo_db)] == [1] and _leftovers(tmp_path) == []


# ---------------------------------------------------------------------------- a kill between


def _kill_at(db_path: Path, out: Path, step: str, *more: str) -> None:
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).parents[2])}
    child = subprocess.Popen(
        [sys.executable, str(CHILD), str(db_path), str(out), step, *more],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env,
    )  # fmt: skip
    try:
        line = child.stdout.readline().strip() if child.stdout else ""
        assert line == "waiting", child.stderr.read() if child.stderr else line
    finally:
        child.send_signal(signal.SIGKILL)
        child.wait(timeout=30)


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL is POSIX")
def test_a_kill_before_the_commit_leaves_no_paper_and_no_number(demo_db, db_path, tmp_path):
    demo_db.close()
    out = tmp_path / "papers" / "receipt.pdf"
    _kill_at(db_path, out, "commit")
    assert not out.exists(), "a PDF numbered ۱ exists that the register does not have"
    db = open_database(db_path)  # the next start
    try:
        assert _leftovers(tmp_path) == [] and _journal(db_path) == []
        assert _letters(db) == []
        _issue(db, tmp_path / "next.pdf")
        assert [n for _, n in _letters(db)] == [1]  # number 1 was never taken
    finally:
        db.close()


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL is POSIX")
def test_a_kill_after_the_commit_puts_the_paper_in_place_at_the_next_start(
    demo_db, db_path, tmp_path
):
    demo_db.close()
    out = tmp_path / "papers" / "receipt.pdf"
    _kill_at(db_path, out, "publish")
    db = open_database(db_path)  # the next start
    try:
        assert [n for _, n in _letters(db)] == [1]
        assert out.read_bytes().startswith(b"%PDF"), "number 1 is in the book, its paper is not"
        assert _leftovers(tmp_path) == [] and _journal(db_path) == []
    finally:
        db.close()


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL is POSIX")
def test_a_kill_before_a_batchs_commit_leaves_none_of_its_papers_and_numbers(
    demo_db, db_path, tmp_path
):
    demo_db.close()
    folder = tmp_path / "papers"
    _kill_at(db_path, folder / "receipt.pdf", "commit", "batch")
    assert _papers(folder) == [], "a PDF carries a number the register does not have"
    assert len(_leftovers(folder)) == 3  # staged, all three, before the commit
    db = open_database(db_path)  # the next start
    try:
        assert _leftovers(tmp_path) == [] and _journal(db_path) == []
        assert _letters(db) == []
    finally:
        db.close()


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL is POSIX")
def test_a_kill_after_a_batchs_commit_puts_every_paper_in_place_at_the_next_start(
    demo_db, db_path, tmp_path
):
    demo_db.close()
    folder = tmp_path / "papers"
    _kill_at(db_path, folder / "receipt.pdf", "publish", "batch")
    assert _papers(folder) == [] and len(_leftovers(folder)) == 3  # killed before the renames
    db = open_database(db_path)  # the next start
    try:
        assert [n for _, n in _letters(db)] == [1, 2, 3]
        placed = _papers(folder)
        assert [p.name.split("-")[2] for p in placed] == ["00001", "00002", "00003"]
        assert all(p.read_bytes().startswith(b"%PDF") for p in placed)
        assert _leftovers(tmp_path) == [] and _journal(db_path) == []
    finally:
        db.close()


def _batch(db, folder: Path, count: int, per_commit: int) -> list:
    return list(
        letters.issue_batch(
            db, template_key="receipt", record_ids=[papers.sample(db, "receipt")] * count,
            out_dir=folder, params=EXAMPLE_PARAMS["receipt"], per_commit=per_commit,
        )
    )  # fmt: skip


def test_each_record_a_batch_refuses_takes_no_number_and_leaves_no_file(demo_db, db_path, tmp_path):
    """Within one transaction: a record that is not there, a record whose file name is taken by
    a folder; then a batch dated before the book's last letter, and one whose amount is bad."""
    rid = papers.sample(demo_db, "receipt")
    folder = tmp_path / "papers"
    (folder / f"receipt-1404-00002-{rid + 1}.pdf").mkdir(parents=True)

    def batch(ids: list[int], per_commit: int, letter_date: str = "1404/06/01", **params) -> list:
        return list(
            letters.issue_batch(
                demo_db, template_key="receipt", record_ids=ids, out_dir=folder,
                params={**EXAMPLE_PARAMS["receipt"], **params}, letter_date=letter_date,
                per_commit=per_commit,
            )
        )  # fmt: skip

    steps = batch([rid, 2**40, rid + 1, rid], 4)
    assert [s.letter_id is not None for s in steps] == [True, False, False, True]
    assert "یافت نشد" in steps[1].error and "پوشه" in steps[2].error
    issued = [f"receipt-1404-0000{n}-{rid}.pdf" for n in (1, 2)]
    assert [n for _, n in _letters(demo_db)] == [1, 2]  # the refused took none: no gap
    for steps, refusal in (
        (batch([rid, rid], 2, letter_date="1404/05/31"), "پیش از آخرین نامه"),
        (batch([rid, rid], 2, amount="x"), "عدد"),
    ):
        assert all(s.letter_id is None and refusal in s.error for s in steps), steps
    assert [n for _, n in _letters(demo_db)] == [1, 2]
    assert [p.name for p in _papers(folder) if p.is_file()] == issued
    assert _leftovers(tmp_path) == [] and _journal(db_path) == []


def test_a_batch_whose_commit_fails_takes_no_number_and_leaves_no_file(demo_db, db_path, tmp_path):
    real = demo_db.conn
    demo_db.conn = _FailingCommit(real)
    try:
        with pytest.raises(Exception) as refused:
            _batch(demo_db, tmp_path / "papers", 4, 4)
    finally:
        demo_db.conn = real
    assert "ذخیره نشد" in getattr(refused.value, "message_fa", "")
    assert _letters(demo_db) == [] and _journal(db_path) == []
    assert _papers(tmp_path / "papers") == [] and _leftovers(tmp_path) == []


def test_a_batch_whose_file_cannot_reach_the_disk_takes_none_of_its_numbers(
    demo_db, db_path, tmp_path, monkeypatch
):
    real, flushed = os.fsync, []

    def failing_second(fd):  # noqa: ANN001 - the disk fails as the first file is flushed
        flushed.append(fd)  # (the journal's entry is flushed first)
        if len(flushed) == 2:
            raise OSError(5, "Input/output error")
        real(fd)

    monkeypatch.setattr(staged.os, "fsync", failing_second)
    with pytest.raises(OSError):
        _batch(demo_db, tmp_path / "papers", 3, 3)
    monkeypatch.setattr(staged.os, "fsync", real)
    assert len(flushed) == 2  # the entry, then the first file: the commit was never reached
    assert _letters(demo_db) == [] and _journal(db_path) == []
    assert _papers(tmp_path / "papers") == [] and _leftovers(tmp_path) == []


def test_a_batch_begins_writing_each_paper_back_before_its_flush(
    demo_db, db_path, tmp_path, monkeypatch
):
    """Each paper of a batch is handed to the system to be written back as soon as it is
    written (its flush before the commit then waits less); a system that refuses the hint
    still issues every paper, flushed."""
    if not hasattr(os, "posix_fadvise"):
        pytest.skip("no posix_fadvise on this system: nothing is asked")
    real_fsync, events = os.fsync, []

    def advised(fd, offset, length, advice):  # noqa: ANN001
        events.append(("advise", fd, advice))
        raise OSError(22, "Invalid argument")  # refused: not an error

    def flushed(fd):  # noqa: ANN001
        events.append(("flush", fd, None))
        real_fsync(fd)

    monkeypatch.setattr(os, "posix_fadvise", advised)
    monkeypatch.setattr(staged.os, "fsync", flushed)
    steps = _batch(demo_db, tmp_path / "papers", 3, 3)
    monkeypatch.setattr(staged.os, "fsync", real_fsync)
    assert [s.error for s in steps] == [None] * 3 and len(_papers(tmp_path / "papers")) == 3
    advice = [e for e in events if e[0] == "advise"]
    assert [a for _k, _fd, a in advice] == [os.POSIX_FADV_DONTNEED] * 3
    first_flush = next(i for i, e in enumerate(events) if e[0] == "flush")
    assert all(events.index(a) < first_flush for a in advice)  # each begun before any flush


def test_a_paper_of_a_batch_that_cannot_be_written_takes_no_number(
    demo_db, db_path, tmp_path, monkeypatch
):
    real, calls = staged.write_new, []

    def full_once(path, data, **kw):  # noqa: ANN001, ANN003 - the disk is full for the second
        calls.append(path)
        if len(calls) == 2:
            raise OSError(28, "No space left on device")
        real(path, data, **kw)

    monkeypatch.setattr(staged, "write_new", full_once)
    steps = _batch(demo_db, tmp_path / "papers", 3, 3)
    assert [s.error is None for s in steps] == [True, False, True]
    assert [s.committed for s in steps] == [False, False, True]
    assert [n for _, n in _letters(demo_db)] == [1, 2]  # the refused one took none
    assert sorted(p.name for p in _papers(tmp_path / "papers")) == sorted(
        s.path.name for s in steps if s.path
    )
    assert _leftovers(tmp_path) == [] and _journal(db_path) == []


def test_the_next_start_leaves_alone_a_paper_another_writer_is_printing(demo_db, db_path, tmp_path):
    out = tmp_path / "receipt.pdf"
    paper = staged.stage(
        out, b"%PDF-1.7", journal=staged.journal_of(demo_db), witness=staged.Witness(99, 1403, 1, 1)
    )
    try:
        other = open_database(db_path)  # a second writer opens the file meanwhile
        other.close()
        assert paper.temp.exists() and len(_journal(db_path)) == 1
    finally:
        paper.discard()
    assert not paper.temp.exists() and _journal(db_path) == []


# ---------------------------------------------------------------------------- not a regular file


def _refused(target: Path | str) -> str:
    with pytest.raises(ValidationError) as refused:
        letters.file_sink(target)
    return refused.value.errors["path"]


def test_a_pdf_is_never_written_over_a_folder(demo_db, tmp_path):
    (tmp_path / "a.pdf").mkdir()
    assert "پوشه" in _refused(tmp_path / "a.pdf")
    assert _letters(demo_db) == []


def test_a_pdf_is_never_written_over_a_symlink(demo_db, tmp_path):
    kept = tmp_path / "kept.txt"
    kept.write_text("keep")
    (tmp_path / "a.pdf").symlink_to(kept)
    assert "پیوند" in _refused(tmp_path / "a.pdf")
    assert (tmp_path / "a.pdf").is_symlink() and kept.read_text() == "keep"


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="POSIX FIFOs")
def test_a_pdf_is_never_written_over_a_fifo(tmp_path):
    os.mkfifo(tmp_path / "a.pdf")
    assert "FIFO" in _refused(tmp_path / "a.pdf")


@pytest.mark.skipif(not Path("/dev/null").exists(), reason="POSIX devices")
def test_a_pdf_is_never_written_over_a_device(tmp_path):
    assert "دستگاه" in _refused("/dev/null")
    assert Path("/dev/null").is_char_device()


def test_a_folder_that_appears_before_the_number_is_taken_is_refused_with_nothing_taken(
    demo_db, db_path, tmp_path
):
    out = tmp_path / "a.pdf"
    sink = letters.file_sink(out)
    out.mkdir()  # between choosing the file and issuing
    with pytest.raises(staged.NotARegularFile) as refused:
        _issue(demo_db, sink)
    assert "شماره‌ای از دفتر گرفته نشد" in refused.value.message_fa
    assert _letters(demo_db) == [] and out.is_dir() and _leftovers(tmp_path) == []


def test_print_refuses_a_device_in_persian(demo_db, db_path, capsys):
    from desktop.services.letters.cli import main

    record = str(papers.sample(demo_db, "receipt"))
    demo_db.close()
    code = main(
        ["receipt", "--record", record, "--db", str(db_path), "--out", "/dev/null",
         "--param", "amount=1000"]
    )  # fmt: skip
    assert code != 0 and "دستگاه" in capsys.readouterr().err
    db = open_database(db_path)
    try:
        assert _letters(db) == []
    finally:
        db.close()
