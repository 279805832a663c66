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
import tempfile
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


# The X11 libraries Qt's xcb plugin needs, as a build machine's system would give them
X11 = [
    "libxcb-cursor.so.0", "libxkbcommon-x11.so.0", "libxkbcommon.so.0", "libxcb-icccm.so.4",
    "libxcb-image.so.0", "libxcb-keysyms.so.1", "libxcb-render-util.so.0", "libxcb-shape.so.0",
    "libxcb-xkb.so.1", "libxcb-randr.so.0", "libxcb-xfixes.so.0", "libxcb-sync.so.1",
    "libxcb-shm.so.0", "libxcb-render.so.0", "libxcb-util.so.1", "libX11-xcb.so.1",
]  # fmt: skip


def _qt_file(relative: str) -> str:
    import importlib.util

    core = importlib.util.find_spec("PySide6.QtCore")
    assert core is not None and core.origin is not None
    return str(Path(core.origin).parent / "Qt" / relative)


class _Recorder:
    """Stands in for PyInstaller's Analysis/PYZ/EXE/COLLECT: records what the spec asks for.
    Its binaries are those a Linux build collects: Qt's real xcb and GTK plugins (their ELF
    dependencies are read), and the system libraries they pull in."""

    calls: list[tuple[str, tuple, dict]] = []
    missing: set[str] = set()

    def __init__(self, *args, **kwargs):
        _Recorder.calls.append((type(self).__name__, args, kwargs))
        system = [(lib, "x", "BINARY") for lib in X11 + ["libgtk-3.so.0", "libcairo.so.2"]]
        self.binaries = [b for b in system if b[0] not in _Recorder.missing] + [
            (
                "PySide6/Qt/plugins/platforms/libqxcb.so",
                _qt_file("plugins/platforms/libqxcb.so"),
                "BINARY",
            ),
            (
                "PySide6/Qt/plugins/platformthemes/libqgtk3.so",
                _qt_file("plugins/platformthemes/libqgtk3.so"),
                "BINARY",
            ),
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
    assert "desktop.services.letters.cli" in analysis["hiddenimports"]
    for exe in (kw for name, _, kw in _Recorder.calls if name == "EXE"):
        assert Path(exe["icon"]).is_file()
        if platform == "win32":
            text = Path(exe["version"]).read_text(encoding="utf-8")
            assert "@" not in text and f"'{ns['VERSION']}'" in text
            iss = (tmp_path / "version.iss").read_text(encoding="utf-8-sig")
            assert iss == f'#define AppVersion "{ns["VERSION"]}"\n'  # the installer's version
    # the filter drops what the program never loads and keeps what it does
    kept = {dest for dest, *_ in ns["a"].binaries} | {dest for dest, *_ in ns["a"].datas}
    assert "PySide6/Qt/plugins/platforms/libqxcb.so" in kept
    assert "PySide6/Qt/lib/libQt6Widgets.so.6" in kept
    assert "PySide6/Qt/translations/qtbase_fa.qm" in kept
    for gone in ("libqvnc", "virtualkeyboard", "libQt6Quick", "qtbase_de"):
        assert not any(gone in d for d in kept), gone
    if platform == "linux":
        assert set(X11) <= kept  # needed by the xcb plugin: carried
        assert (
            not {"libgtk-3.so.0", "libcairo.so.2", "PySide6/Qt/plugins/platformthemes/libqgtk3.so"}
            & kept
        )  # orphans once the GTK plugin is out


def test_windows_file_names_are_left_out_too():
    """The exclusions are matched on Windows' names as well as Linux's."""
    keep = _run_spec(Path(tempfile.mkdtemp()), "win32")["keep"]
    for dest in (
        "PySide6/opengl32sw.dll", "PySide6/Qt6Quick.dll", "PySide6/Qt6Qml.dll",
        "PySide6/Qt6QmlModels.dll", "PySide6/Qt6VirtualKeyboard.dll",
        "PySide6/plugins/platforminputcontexts/qtvirtualkeyboardplugin.dll",
        "PySide6\\plugins\\platforms\\qdirect2d.dll", "PySide6/qml/QtQuick/qmldir",
        "PySide6/translations/qtbase_de.qm",
    ):  # fmt: skip
        assert not keep((dest, "x", "BINARY")), dest
    for dest in (
        "PySide6/Qt6Widgets.dll", "PySide6/Qt6Pdf.dll", "PySide6/plugins/platforms/qwindows.dll",
        "PySide6/plugins/styles/qmodernwindowsstyle.dll", "PySide6/translations/qtbase_fa.qm",
    ):  # fmt: skip
        assert keep((dest, "x", "BINARY")), dest


def test_the_linux_build_stops_when_an_x11_library_it_carries_is_missing(tmp_path):
    _Recorder.missing = {"libxcb-cursor.so.0", "libxkbcommon-x11.so.0"}
    try:
        with pytest.raises(SystemExit) as e:
            _run_spec(tmp_path, "linux")
    finally:
        _Recorder.missing = set()
    assert "apt-get install libxcb-cursor0 libxkbcommon-x11-0" in str(e.value)


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
    assert {"pyside6-essentials", "pyside6-addons", "pyside6-pdf", "reportlab"} <= names
    assert "pyside6" not in names and "pyside6-webengine" not in names  # no WebEngine
    assert not names & {"pytest", "hypothesis", "mypy", "ruff", "pyinstaller"}


def test_about_list_is_read_from_the_installed_distributions():
    found = {c.name.lower().replace("_", "-"): c for c in licences.components("6.0")}
    for name in ("pyside6-essentials", "pyside6-pdf", "reportlab", "sqlite-utils", "jdatetime"):
        assert name in found, name
    assert "BSD" in found["reportlab"].licence
    assert "LGPL" in found["pyside6-essentials"].licence
    assert found["vazirmatn"].licence == "OFL-1.1"
    assert found["qt"].version == "6.0"
    assert "pytest" not in found and "pyside6-webengine" not in found  # dev tools, unshipped


def test_about_names_the_fonts_version_and_the_bundled_system_libraries(tmp_path, monkeypatch):
    found = {c.name: c for c in licences.components("6.0")}
    assert found["Vazirmatn"].version.replace(".", "").isdigit()  # read from the font itself
    (tmp_path / "system-libraries.tsv").write_text(
        "libxcb-cursor0\t0.1.1-4\tMIT\nlibxkbcommon-x11-0\t1.3.0-1\tMIT\n", encoding="utf-8"
    )
    monkeypatch.setattr(licences, "LICENCE_TEXTS", tmp_path)
    names = {c.name: c for c in licences.components("6.0")}
    assert names["libxcb-cursor0"].version == "0.1.1-4" and names["libxcb-cursor0"].licence == "MIT"


def test_spec_ships_the_lgpl_and_pythons_licence(tmp_path):
    _run_spec(tmp_path, "linux")
    (analysis,) = [kw for name, _, kw in _Recorder.calls if name == "Analysis"]
    shipped = {Path(src).name for src, dest in analysis["datas"] if dest == "licences"}
    assert {"LGPL-3.0.txt", "LICENSE.txt", "Vazirmatn-OFL.txt"} <= shipped
    lgpl = (ROOT / "resources" / "licences" / "LGPL-3.0.txt").read_text(encoding="utf-8")
    assert "GNU LESSER GENERAL PUBLIC LICENSE" in lgpl and "Version 3" in lgpl


def test_installer_script_is_utf8_with_a_byte_order_mark_and_reads_the_version():
    raw = (ROOT / "packaging" / "windows" / "bakhsh-office.iss").read_bytes()
    assert raw.startswith(b"\xef\xbb\xbf")  # Inno Setup before 6.3 reads UTF-8 only with it
    text = raw.decode("utf-8-sig")
    assert "InfoBeforeFile" in text and "LicenseFile" not in text  # GPL shown, not accepted
    assert "#include VersionFile" in text and "/DAppVersion" not in text
    assert "RightToLeft=yes" in text and "x64compatible" in text
    assert (ROOT / "packaging" / "windows" / "info-fa.txt").read_bytes().startswith(b"\xef\xbb\xbf")


LINUX = ROOT / "packaging" / "linux"
QT_PINS = LINUX / "qt-glibc-2.31.txt"
CEILING = LINUX / "symbol_ceiling.sh"
# PySide6's x86_64 wheels are manylinux_2_28 up to 6.9.3 and manylinux_2_34 from 6.10.0 on
# (PyPI's file list): a pin of 6.10 or newer cannot run on glibc 2.31.
FIRST_QT_FOR_GLIBC_2_34 = (6, 10)


def _pins(path: Path) -> dict[str, str]:
    pins = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            name, _, version = line.partition("==")
            assert version, f"{path.name}: not an exact pin: {line}"
            pins[name.strip().lower()] = version.strip()
    return pins


def _shell_value(path: Path, name: str) -> str:
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith(name + "="):
            return line.split("=", 1)[1].split("#", 1)[0].strip()
    raise AssertionError(f"{path.name} sets no {name}")


def test_the_linux_bundles_qt_is_one_release_built_for_glibc_2_28():
    pins = _pins(QT_PINS)
    # QtPdf is in PySide6-Addons before 6.12 (no PySide6-Pdf wheel of these versions)
    assert set(pins) == {"pyside6-essentials", "pyside6-addons", "shiboken6"}
    assert len(set(pins.values())) == 1, pins
    version = tuple(int(n) for n in pins["pyside6-essentials"].split("."))
    assert (6, 0) <= version < FIRST_QT_FOR_GLIBC_2_34


def test_the_portable_build_bundles_those_pins_and_checks_the_ceiling():
    portable = (LINUX / "build_portable.sh").read_text(encoding="utf-8")
    assert "pins=packaging/linux/qt-glibc-2.31.txt" in portable and "QT_PINS=$pins" in portable
    assert "debootstrap --variant=minbase bullseye" in portable
    assert "symbol_ceiling.sh" in portable
    assert "symbol_ceiling.sh" in (ROOT / "packaging" / "check_bundle.sh").read_text("utf-8")


def test_the_readme_states_the_ceiling_the_check_enforces():
    glibc = _shell_value(CEILING, "GLIBC_CEILING")
    glibcxx = _shell_value(CEILING, "GLIBCXX_CEILING")
    assert glibc == "2.31" and glibcxx == "3.4.28"  # Debian 11 and Ubuntu 20.04
    readme = (ROOT / "packaging" / "README.md").read_text(encoding="utf-8")
    assert f"glibc {glibc} or newer" in readme
    assert f"GLIBCXX_{glibcxx}" in readme
    assert f"PySide6 {_pins(QT_PINS)['pyside6-essentials']}" in readme


def _elf_needing_newer_glibc() -> Path | None:
    """A library of this machine that defines or needs a glibc symbol version above 2.31."""
    for candidate in ("/lib/x86_64-linux-gnu/libc.so.6", "/lib64/libc.so.6", "/usr/lib/libc.so.6"):
        path = Path(candidate)
        if path.is_file():
            out = subprocess.run(["objdump", "-T", str(path)], capture_output=True, text=True)
            if any(f"GLIBC_2.{n}" in out.stdout for n in range(32, 60)):
                return path
    return None


@pytest.mark.skipif(shutil.which("objdump") is None, reason="objdump (binutils) is not installed")
def test_the_symbol_ceiling_refuses_a_file_that_needs_a_newer_glibc(tmp_path):
    newer = _elf_needing_newer_glibc()
    if newer is None:
        pytest.skip("this machine's glibc is not newer than 2.31")
    (tmp_path / "clean").mkdir()
    (tmp_path / "clean" / "notes.txt").write_text("no ELF here\n", encoding="utf-8")
    ok = subprocess.run(["bash", str(CEILING), str(tmp_path / "clean")], capture_output=True)
    assert ok.returncode == 0, ok.stderr
    (tmp_path / "bad").mkdir()
    shutil.copy(newer, tmp_path / "bad" / "libc.so.6")
    bad = subprocess.run(
        ["bash", str(CEILING), str(tmp_path / "bad")], capture_output=True, text=True
    )
    assert bad.returncode == 1
    assert "libc.so.6 GLIBC_2.3" in bad.stderr
