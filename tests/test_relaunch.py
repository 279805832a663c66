"""Opening another bakhsh's records in a window of its own starts the program again, read-only:
from source as ``python -m desktop``, from a bundle as the bundle's executable with the
program's own arguments (``-m desktop`` there was exit 2, and the clerk saw nothing)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from desktop import relaunch

ROOT = Path(__file__).resolve().parent.parent
LAUNCHER = ROOT / "packaging" / "launcher.py"


@pytest.fixture(scope="module")
def office(tmp_path_factory) -> Path:
    from desktop.demo import build_demo_office
    from desktop.store.db import open_database

    path = tmp_path_factory.mktemp("other") / "other-bakhsh.sqlite"
    db = open_database(path)
    build_demo_office(db)
    db.close()
    return path


def _run(command: list[str], tmp_path: Path) -> subprocess.CompletedProcess:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path))
    return subprocess.run(
        command, cwd=ROOT, env=env, capture_output=True, text=True, timeout=180, check=False
    )


def test_from_source_the_relaunch_is_python_m_desktop(office, monkeypatch):
    monkeypatch.delattr(sys, "frozen", raising=False)
    program, arguments = relaunch.read_only_window(office)
    assert program == sys.executable
    assert arguments == ["-m", "desktop", "--db", str(office), "--read-only"]


def test_in_a_bundle_the_relaunch_is_the_bundle_itself(office, monkeypatch, tmp_path):
    exe = tmp_path / "bakhsh-office"
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "executable", str(exe))
    assert relaunch.read_only_window(office) == (str(exe), ["--db", str(office), "--read-only"])


def test_windows_console_twin_relaunches_the_window(monkeypatch, tmp_path):
    (tmp_path / "bakhsh-office.exe").write_bytes(b"")
    (tmp_path / "bakhsh-office-cli.exe").write_bytes(b"")
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "executable", str(tmp_path / "bakhsh-office-cli.exe"))
    program, _ = relaunch.own_command(["--demo"])
    assert program == str(tmp_path / "bakhsh-office.exe")


def test_windows_source_relaunch_uses_pythonw(monkeypatch, tmp_path):
    (tmp_path / "python.exe").write_bytes(b"")
    (tmp_path / "pythonw.exe").write_bytes(b"")
    monkeypatch.delattr(sys, "frozen", raising=False)
    monkeypatch.setattr(sys, "executable", str(tmp_path / "python.exe"))
    assert relaunch.own_command([])[0] == str(tmp_path / "pythonw.exe")


def test_the_bundles_entry_script_opens_the_relaunch_read_only(office, monkeypatch, tmp_path):
    """packaging/launcher.py, the bundle's real entry point, given exactly the arguments a
    bundle's relaunch passes (plus --screenshot, so that the window closes by itself)."""
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    _, arguments = relaunch.read_only_window(office)
    monkeypatch.delattr(sys, "frozen")
    before = office.stat().st_mtime_ns
    shot = tmp_path / "window.png"
    done = _run([sys.executable, str(LAUNCHER), *arguments, "--screenshot", str(shot)], tmp_path)
    assert done.returncode == 0, done.stderr
    assert shot.stat().st_size > 10_000  # a drawn window
    assert office.stat().st_mtime_ns == before  # read-only: not written
    assert not Path(str(office) + ".lock").exists()  # and no writer's lock taken


def test_from_source_the_relaunch_opens_read_only(office, tmp_path):
    program, arguments = relaunch.read_only_window(office)
    shot = tmp_path / "window.png"
    done = _run([program, *arguments, "--screenshot", str(shot)], tmp_path)
    assert done.returncode == 0, done.stderr
    assert shot.stat().st_size > 10_000


def test_screenshot_without_a_display_goes_offscreen_by_itself(tmp_path):
    env = {
        k: v
        for k, v in os.environ.items()
        if k not in {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"}
    }
    shot = tmp_path / "demo.png"
    done = subprocess.run(
        [sys.executable, "-m", "desktop", "--demo", "--screenshot", str(shot)],
        cwd=ROOT, env=dict(env, HOME=str(tmp_path)), capture_output=True, text=True, timeout=180,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert shot.stat().st_size > 10_000


# --- the environment of the programs a bundle opens ----------------------------------------


def test_a_bundle_gives_opened_programs_the_users_library_path(monkeypatch):
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", "/opt/bakhsh-office/_internal", raising=False)
    env = {
        "LD_LIBRARY_PATH": "/opt/bakhsh-office/_internal:/usr/local/lib",
        "LD_LIBRARY_PATH_ORIG": "/usr/local/lib",
        "QT_PLUGIN_PATH": "/opt/bakhsh-office/_internal/PySide6/Qt/plugins",
        "QML2_IMPORT_PATH": "/opt/bakhsh-office/_internal/PySide6/Qt/qml",
        "PATH": os.pathsep.join(["/opt/bakhsh-office/_internal", "/usr/bin"]),
        "HOME": "/home/clerk",
    }
    assert relaunch.outside_environment(env) == {
        "LD_LIBRARY_PATH": "/usr/local/lib",
        "PATH": "/usr/bin",
        "HOME": "/home/clerk",
    }
    del env["LD_LIBRARY_PATH_ORIG"]  # the user had none: none is passed on
    assert "LD_LIBRARY_PATH" not in relaunch.outside_environment(env)


def test_the_environment_is_restored_in_place(monkeypatch):
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    environ = {"LD_LIBRARY_PATH": "/bundle", "QT_PLUGIN_PATH": "/bundle/plugins", "LANG": "fa_IR"}
    relaunch.restore_outside_environment(environ)
    assert environ == {"LANG": "fa_IR"}


def test_from_source_the_environment_is_left_alone(monkeypatch):
    monkeypatch.delattr(sys, "frozen", raising=False)
    env = {"LD_LIBRARY_PATH": "/usr/local/lib", "QT_PLUGIN_PATH": "/mine"}
    assert relaunch.outside_environment(env) == env
