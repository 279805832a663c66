"""Starting the program again, and starting other programs, from the running one.

From source the program is ``python -m desktop``; in a bundle (PyInstaller sets ``sys.frozen``)
it is the bundle's own executable, which takes the program's arguments directly (``-m desktop``
there is an unknown argument: exit 2, and nothing opens). On Windows the second window should
not bring a console: the bundle's console twin (``bakhsh-office-cli.exe``) hands over to the
windowed ``bakhsh-office.exe``, and Python's ``python.exe`` to ``pythonw.exe``.

A bundle also changes its own environment so that it finds its libraries (``LD_LIBRARY_PATH``
on Linux, with the value it replaced kept in ``LD_LIBRARY_PATH_ORIG``, and Qt's plugin paths);
a program it opens (the system's viewer for a letter's scan) must get the user's environment
back, or it loads the bundle's older libraries and fails.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Mapping, MutableMapping, Sequence
from pathlib import Path

# Variables a bundle sets for itself: PyInstaller's bootloader (the loader path, with the
# replaced value kept under <NAME>_ORIG) and its Qt/SSL runtime hooks.
_LOADER_PATHS = ("LD_LIBRARY_PATH", "LIBPATH", "DYLD_LIBRARY_PATH")
_BUNDLE_ONLY = ("QT_PLUGIN_PATH", "QML2_IMPORT_PATH", "QML_IMPORT_PATH", "QTWEBENGINEPROCESS_PATH")


def frozen() -> bool:
    return bool(getattr(sys, "frozen", False))


def own_command(arguments: Sequence[str]) -> tuple[str, list[str]]:
    """The program and arguments that start this program again with ``arguments``."""
    program = Path(sys.executable)
    if frozen():
        if program.stem.endswith("-cli"):  # Windows' console twin: open the window instead
            windowed = program.with_name(program.stem.removesuffix("-cli") + program.suffix)
            if windowed.exists():
                program = windowed
        return str(program), list(arguments)
    if program.name.lower() == "python.exe":  # Windows: no console for a second window
        windowed = program.with_name("pythonw.exe")
        if windowed.exists():
            program = windowed
    return str(program), ["-m", "desktop", *arguments]


def read_only_window(database: Path | str) -> tuple[str, list[str]]:
    """The command that opens ``database`` in a window of its own, read-only."""
    return own_command(["--db", str(database), "--read-only"])


def outside_environment(env: Mapping[str, str] | None = None) -> dict[str, str]:
    """The environment for a program the bundle opens: the user's, without the bundle's own
    library and plugin paths. Outside a bundle, the environment unchanged."""
    env = dict(os.environ if env is None else env)
    if not frozen():
        return env
    for name in _LOADER_PATHS:
        original = env.pop(name + "_ORIG", None)
        if original is not None:
            env[name] = original
        else:
            env.pop(name, None)
    for name in _BUNDLE_ONLY:
        env.pop(name, None)
    inside = getattr(sys, "_MEIPASS", None)  # Windows: the bundle's folder put first on PATH
    if inside and env.get("PATH"):
        kept = [
            p
            for p in env["PATH"].split(os.pathsep)
            if os.path.normcase(p) != os.path.normcase(inside)
        ]
        env["PATH"] = os.pathsep.join(kept)
    return env


def restore_outside_environment(environ: MutableMapping[str, str] | None = None) -> None:
    """Give this process's environment back its outside values, for every program it starts
    from now on (Qt's QDesktopServices starts ``xdg-open`` with it). Called by the bundle's
    entry script before Qt loads: the dynamic loader read ``LD_LIBRARY_PATH`` when the process
    started, so the bundle's own libraries are still found, and Qt's plugin folder is found
    from the Qt library's own place."""
    environ = os.environ if environ is None else environ
    wanted = outside_environment(environ)
    for name in list(environ):
        if name not in wanted:
            del environ[name]
    for name, value in wanted.items():
        if environ.get(name) != value:
            environ[name] = value
