"""The command line as an adversarial run broke it (issue 9): ``--db`` paths that are not an
office file, ``--read-only --demo``, and ``print`` (lock, quick check, imported copies, ids and
parameters)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from desktop.services.letters import cli as print_cli
from desktop.store.db import open_database
from desktop.store.lock import InstanceLock

ROOT = Path(__file__).resolve().parents[2]
ENV = {**os.environ, "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen"}


def _persian(text: str) -> bool:
    return any("\u0600" <= ch <= "\u06ff" for ch in text)


def _app(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "desktop", *args], capture_output=True, text=True, env=ENV,
        timeout=120,
    )  # fmt: skip


@pytest.mark.parametrize("kind", ["zero-byte", "folder", "missing-folder"])
def test_the_window_refuses_a_db_that_is_not_an_office_file(tmp_path, kind):
    if kind == "zero-byte":
        target = tmp_path / "office.sqlite"
        target.write_bytes(b"")
    elif kind == "folder":
        target = tmp_path / "folder.sqlite"
        target.mkdir()
    else:
        target = tmp_path / "typo" / "office.sqlite"
    result = _app("--db", str(target), "--screenshot", str(tmp_path / "s.png"))
    assert result.returncode != 0
    assert _persian(result.stderr), result.stderr
    assert "آسیب" not in result.stderr  # a folder or an empty file is not "a damaged database"
    assert not (tmp_path / "typo").exists()
    if kind == "zero-byte":
        assert target.stat().st_size == 0


def test_read_only_demo_opens(tmp_path):
    result = _app("--demo", "--read-only", "--screenshot", str(tmp_path / "s.png"))
    assert result.returncode == 0, result.stderr
    assert (tmp_path / "s.png").stat().st_size > 0


# --- print ------------------------------------------------------------------------------------


def _print(*args: str) -> int:
    return print_cli.main(list(args))


def _letters(path: Path) -> int:
    db = open_database(path, read_only=True)
    try:
        return db.execute("SELECT count(*) FROM letter").fetchone()[0]
    finally:
        db.close()


@pytest.fixture
def demo_file(demo_db, db_path):
    demo_db.close()
    return db_path


def _person(path: Path) -> str:
    db = open_database(path, read_only=True)
    try:
        return str(db.execute("SELECT min(id) FROM person").fetchone()[0])
    finally:
        db.close()


def test_print_refuses_a_file_a_window_holds(demo_file, tmp_path, capsys):
    person = _person(demo_file)
    with InstanceLock(demo_file):
        code = _print(
            "receipt", "--record", person, "--db", str(demo_file), "--out", str(tmp_path / "n.pdf")
        )
    assert code != 0
    assert _persian(capsys.readouterr().err)
    assert _letters(demo_file) == 0


def test_print_refuses_a_damaged_file(demo_file, tmp_path, capsys):
    person = _person(demo_file)
    data = bytearray(demo_file.read_bytes())
    page = 4096
    data[page * 3 : page * 3 + 200] = b"\xff" * 200  # a damaged page
    demo_file.write_bytes(bytes(data))
    for extra in ("-wal", "-shm"):
        Path(str(demo_file) + extra).unlink(missing_ok=True)
    code = _print(
        "receipt", "--record", person, "--db", str(demo_file), "--out", str(tmp_path / "n.pdf")
    )
    assert code != 0
    assert _persian(capsys.readouterr().err)
    assert not (tmp_path / "n.pdf").exists()


def test_print_refuses_to_number_into_an_imported_copy(filled_db, tmp_path, capsys):
    from desktop.services.exchange import export_office, import_office

    export_office(filled_db, tmp_path / "x.json")
    copy = import_office(tmp_path / "x.json", tmp_path / "copy.sqlite")
    before = _letters(copy)
    code = _print(
        "receipt", "--record", str(filled_db.ids["person"]), "--db", str(copy),
        "--out", str(tmp_path / "n.pdf"),
    )  # fmt: skip
    assert code != 0
    assert _persian(capsys.readouterr().err)
    assert _letters(copy) == before


@pytest.mark.parametrize("record", [str(2**63), str(2**64 + 5), "-1", "0"])
def test_print_refuses_ids_out_of_range(demo_file, tmp_path, capsys, record):
    code = _print(
        "receipt", "--record", record, "--db", str(demo_file), "--out", str(tmp_path / "n.pdf")
    )
    assert code != 0
    assert _persian(capsys.readouterr().err)
    assert _letters(demo_file) == 0


@pytest.mark.parametrize(
    "param", ["amount=-5", "amount=abc", "no_such_param=1", "amount=" + "9" * 5000]
)
def test_print_refuses_bad_and_unknown_params(demo_file, tmp_path, capsys, param):
    person = _person(demo_file)
    code = _print(
        "receipt", "--record", person, "--db", str(demo_file), "--out", str(tmp_path / "n.pdf"),
        "--param", param,
    )  # fmt: skip
    assert code != 0
    assert _persian(capsys.readouterr().err)
    assert _letters(demo_file) == 0


def test_print_with_a_good_record_still_numbers(demo_file, tmp_path, capsys):
    person = _person(demo_file)
    code = _print(
        "receipt",
        "--record",
        person,
        "--db",
        str(demo_file),
        "--out",
        str(tmp_path / "n.pdf"),
        "--param",
        "amount=500000",
    )
    assert code == 0, capsys.readouterr().err
    assert _letters(demo_file) == 1


def test_a_refused_print_leaves_the_file_byte_identical(demo_file, tmp_path, capsys):
    """Found by the harness: every writable open stamped the application id again, which rewrote
    the header's change counter, so a refused `print` still changed the file."""

    def image() -> bytes:
        ro = open_database(demo_file, read_only=True)
        try:
            return ro.conn.serialize()
        finally:
            ro.close()

    before = image()
    code = _print("letter", "--db", str(demo_file), "--out", str(tmp_path / "x.pdf"))
    assert code != 0 and "خالی" in capsys.readouterr().err
    assert image() == before


# --- sign-in required: the command line signs nobody in (issue 21) ---------------------------


@pytest.fixture
def guarded_file(demo_db, db_path):
    from desktop.services import auth

    auth.add_user(demo_db, username="admin", display_name="مدیر", role="administrator",
                  password="admin-pass-1")  # fmt: skip
    auth.set_sign_in_required(demo_db, required=True)
    demo_db.close()
    return db_path


@pytest.mark.parametrize("draft", [True, False])
def test_print_before_sign_in_is_refused(guarded_file, tmp_path, capsys, draft):
    """Issue 21: ``print … --draft`` printed a party's name and a case's figures without
    sign-in."""
    out = tmp_path / "n.pdf"
    code = _print("receipt", "--record", _person(guarded_file), "--db", str(guarded_file),
                  "--out", str(out), *(["--draft"] if draft else []))  # fmt: skip
    err = capsys.readouterr().err
    assert code != 0
    assert "وارد شوید" in err and "Traceback" not in err
    assert not out.exists()
    assert _letters(guarded_file) == 0


def test_screenshot_before_sign_in_refuses_in_persian(guarded_file, tmp_path):
    """Issue 21: ``--screenshot`` on such an office printed a PermissionDenied traceback and
    exited 0."""
    shot = tmp_path / "s.png"
    result = _app("--db", str(guarded_file), "--screenshot", str(shot))
    assert result.returncode == 1
    assert "Traceback" not in result.stderr and _persian(result.stderr), result.stderr
    assert not shot.exists()
