"""Packaging: the wheel carries exactly what runs, the bundle's spec holds together, the offline
recipe exports no project line, and the About box's list comes from the installed distributions.

Building the bundle itself takes about a minute, so CI does not; ``packaging/build_linux.sh``
and ``packaging/check_bundle.sh`` do (see packaging/README.md). Here the spec is run with
stand-ins for PyInstaller's classes, which catches a broken path, data entry or exclusion quickly.
"""

from __future__ import annotations

import ast
import shutil
import subprocess
import sys
import types
import zipfile
from pathlib import Path

import pytest

from desktop import licences

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "packaging" / "bakhsh-office.spec"


@pytest.fixture(scope="module")
def wheel_names(tmp_path_factory) -> set[str]:
    uv = shutil.which("uv")
    if uv is None:
        pytest.fail("uv is needed to build the wheel (the README's test command runs under uv)")
    out = tmp_path_factory.mktemp("wheel")
    subprocess.run(
        [uv, "build", "--wheel", "--out-dir", str(out)],
        cwd=ROOT,
        check=True,
        capture_output=True,
    )
    (wheel,) = out.glob("*.whl")
    return set(zipfile.ZipFile(wheel).namelist())


def test_wheel_carries_everything_the_program_reads(wheel_names):
    shipped = [p for p in (ROOT / "resources").rglob("*") if p.is_file()]
    assert shipped, "resources/ is empty"
    for path in shipped:
        assert f"desktop/{path.relative_to(ROOT).as_posix()}" in wheel_names, path
    assert "desktop/i18n/fa.qm" in wheel_names
    for module in (ROOT / "desktop").rglob("*.py"):
        assert module.relative_to(ROOT).as_posix() in wheel_names, module
    assert any(n.endswith(".dist-info/entry_points.txt") for n in wheel_names)


def test_wheel_carries_nothing_from_the_excluded_set(wheel_names):
    unwanted = [
        n
        for n in wheel_names
        if n.endswith((".ts", ".tsv", ".lock", ".gitignore", ".pyc"))
        or n.endswith("i18n/build.py")
        or "/tests/" in n
        or n.startswith(("tests/", "packaging/", "bench/", "docs/", ".venv/"))
        or "__pycache__" in n
    ]
    assert unwanted == []


class _Recorder:
    """Stands in for PyInstaller's Analysis/PYZ/EXE/COLLECT: records what the spec asks for."""

    calls: list[tuple[str, tuple, dict]] = []

    def __init__(self, *args, **kwargs):
        _Recorder.calls.append((type(self).__name__, args, kwargs))
        self.binaries = [
            ("PySide6/Qt/plugins/platforms/libqxcb.so", "x", "BINARY"),
            ("PySide6/Qt/plugins/platforms/libqvnc.so", "x", "BINARY"),
            ("PySide6/Qt/plugins/platforminputcontexts/libqtvirtualkeyboardplugin.so", "", ""),
            ("PySide6/Qt/lib/libQt6Quick.so.6", "x", "BINARY"),
            ("PySide6/Qt/lib/libQt6Widgets.so.6", "x", "BINARY"),
        ]
        self.datas = list(kwargs.get("datas", [])) + [
            ("PySide6/Qt/translations/qtbase_fa.qm", "x", "DATA"),
            ("PySide6/Qt/translations/qtbase_de.qm", "x", "DATA"),
        ]
        self.pure = []
        self.scripts = []


def _run_spec(tmp_path, platform: str) -> dict:
    _Recorder.calls = []
    classes = {n: type(n, (_Recorder,), {}) for n in ("Analysis", "PYZ", "EXE", "COLLECT")}
    hooks = types.ModuleType("PyInstaller.utils.hooks")
    hooks.collect_submodules = lambda package: [  # type: ignore[attr-defined]
        ".".join(p.relative_to(ROOT).with_suffix("").parts) for p in (ROOT / package).rglob("*.py")
    ]
    hooks.copy_metadata = lambda name: [(f"{name}.dist-info", f"{name}.dist-info")]  # type: ignore[attr-defined]
    saved = {k: sys.modules.get(k) for k in ("PyInstaller", "PyInstaller.utils", hooks.__name__)}
    sys.modules.update(
        {
            "PyInstaller": types.ModuleType("PyInstaller"),
            "PyInstaller.utils": types.ModuleType("PyInstaller.utils"),
            hooks.__name__: hooks,
        }
    )
    real_platform = sys.platform
    try:
        sys.platform = platform
        namespace = {"SPECPATH": str(SPEC.parent), "workpath": str(tmp_path), **classes}
        exec(compile(SPEC.read_text(encoding="utf-8"), str(SPEC), "exec"), namespace)
    finally:
        sys.platform = real_platform
        for k, v in saved.items():
            if v is None:
                sys.modules.pop(k, None)
            else:
                sys.modules[k] = v
    return namespace


@pytest.mark.parametrize("platform", ["linux", "win32"])
def test_spec_runs_and_names_files_that_exist(tmp_path, platform):
    ns = _run_spec(tmp_path, platform)
    kinds = [name for name, _, _ in _Recorder.calls]
    assert kinds.count("Analysis") == 1 and kinds.count("COLLECT") == 1
    assert kinds.count("EXE") == (2 if platform == "win32" else 1)  # Windows adds the console twin
    (analysis,) = [kw for name, _, kw in _Recorder.calls if name == "Analysis"]
    for source, _dest in analysis["datas"]:
        if not source.endswith(".dist-info"):
            assert Path(source).exists(), source
    dests = {dest for _src, dest in analysis["datas"]}
    assert {"desktop/resources/fonts", "desktop/resources/statutes", "desktop/i18n"} <= dests
    # the statutes' figures, read by desktop/rules/law_data.py
    assert "desktop/resources/law" in dests
    assert "desktop.rules.cli" in analysis["hiddenimports"]  # reached only through importlib
    assert "desktop.printing.cli" in analysis["hiddenimports"]
    for exe in (kw for name, _, kw in _Recorder.calls if name == "EXE"):
        assert Path(exe["icon"]).is_file()
        if platform == "win32":
            text = Path(exe["version"]).read_text(encoding="utf-8")
            assert "@" not in text and f"'{ns['VERSION']}'" in text
    # the filter drops what the program never loads and keeps what it does
    kept = {dest for dest, *_ in ns["a"].binaries} | {dest for dest, *_ in ns["a"].datas}
    assert "PySide6/Qt/plugins/platforms/libqxcb.so" in kept
    assert "PySide6/Qt/lib/libQt6Widgets.so.6" in kept
    assert "PySide6/Qt/translations/qtbase_fa.qm" in kept
    for gone in ("libqvnc", "virtualkeyboard", "libQt6Quick", "qtbase_de"):
        assert not any(gone in d for d in kept), gone


def test_no_module_imports_a_qt_module_the_bundle_leaves_out(tmp_path):
    excluded = set(_run_spec(tmp_path, "linux")["QT_UNUSED"])
    used: set[str] = set()
    for path in (ROOT / "desktop").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module:
                parts = node.module.split(".")
                if parts[0] == "PySide6" and len(parts) > 1:
                    used.add(parts[1])
            elif isinstance(node, ast.Import):
                for alias in node.names:
                    parts = alias.name.split(".")
                    if parts[0] == "PySide6" and len(parts) > 1:
                        used.add(parts[1])
    assert used, "no Qt import found: the scan is broken"
    assert used & excluded == set()


def test_offline_recipe_exports_no_project_line():
    uv = shutil.which("uv")
    assert uv is not None
    out = subprocess.run(
        [
            uv,
            "export",
            "--no-dev",
            "--no-hashes",
            "--no-emit-project",
            "--format",
            "requirements-txt",
        ],
        cwd=ROOT,
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    lines = [line for line in out.splitlines() if line and not line.lstrip().startswith("#")]
    assert not [line for line in lines if line.startswith(("-e", "."))]
    names = {line.split("==")[0].lower() for line in lines if "==" in line}
    assert {"pyside6", "reportlab", "sqlite-utils", "jdatetime"} <= names
    assert not names & {"pytest", "hypothesis", "mypy", "ruff", "pyinstaller"}


def test_about_list_is_read_from_the_installed_distributions():
    found = {c.name.lower(): c for c in licences.components("6.0")}
    for name in ("pyside6", "reportlab", "sqlite-utils", "jdatetime", "arabic-reshaper"):
        assert name in found, name
    assert "BSD" in found["reportlab"].licence
    assert "LGPL" in found["pyside6"].licence
    assert found["vazirmatn"].licence == "OFL-1.1"
    assert found["qt"].version == "6.0"
    assert "pytest" not in found and "pyside6-webengine" not in found  # dev tools, unshipped
