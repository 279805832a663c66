"""Everything the program and its build run on Windows uses only what Windows has.

The scan reads every module of the program, the catalogue's build script and the packaging
scripts, and fails on a POSIX-only module or call (``fcntl``, ``os.getuid``, ``signal.SIGKILL``,
``os.fsync`` through a read-only descriptor, a ``/tmp`` path, ...) and on a Windows-only one
(``msvcrt``, ``winreg``), unless it stands in a branch chosen by the platform (``if sys.platform
== "win32":``, ``if os.name == "nt": return``, ``hasattr(os, ...)``, ``try: ... except
ImportError``). Benchmarks and tests are not shipped and not scanned.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

POSIX_MODULES = {
    "fcntl", "termios", "tty", "pty", "pwd", "grp", "resource", "posix", "syslog", "crypt",
    "spwd", "nis", "readline", "curses",
}  # fmt: skip
WINDOWS_MODULES = {"msvcrt", "winreg", "_winapi", "winsound", "_overlapped"}
POSIX_ATTRIBUTES = {
    "os": {
        "getuid", "geteuid", "getgid", "getegid", "getgroups", "setuid", "setgid", "fork",
        "forkpty", "killpg", "setsid", "getpgid", "getpgrp", "setpgid", "nice", "uname",
        "statvfs", "fstatvfs", "sync", "fdatasync", "chown", "lchown", "fchown", "fchmod",
        "lchmod", "mkfifo", "mknod", "getloadavg", "openpty", "sched_getaffinity", "pipe2",
        "wait3", "wait4", "WNOHANG", "sysconf", "pathconf", "fpathconf", "posix_fadvise",
        "posix_fallocate", "setpriority", "getpriority", "O_DIRECTORY", "O_NOFOLLOW",
        "O_CLOEXEC", "O_SYNC", "O_DSYNC", "O_NONBLOCK", "register_at_fork",
    },
    "signal": {
        "SIGKILL", "SIGHUP", "SIGQUIT", "SIGUSR1", "SIGUSR2", "SIGALRM", "SIGCHLD", "SIGPIPE",
        "SIGSTOP", "SIGCONT", "SIGTSTP", "alarm", "setitimer", "getitimer", "pause",
        "pthread_kill", "pthread_sigmask", "siginterrupt", "sigwait",
    },
    "shutil": {"chown"},
}  # fmt: skip
# Places only POSIX has; on Windows use tempfile, os.devnull, pathlib.
POSIX_PATHS = ("/tmp", "/dev/", "/proc/", "/etc/", "/usr/", "/var/", "/home/", "/run/")


def shipped_sources() -> list[Path]:
    files = sorted((ROOT / "desktop").rglob("*.py"))
    files += sorted((ROOT / "i18n").glob("*.py"))
    files += sorted((ROOT / "packaging").rglob("*.py"))
    files += sorted((ROOT / "packaging").rglob("*.spec"))
    return files


def _is_platform_test(test: ast.expr) -> bool:
    """``sys.platform ...``, ``os.name ...``, ``platform.system()``, ``hasattr(os, ...)``."""
    for node in ast.walk(test):
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name):
            if (node.value.id, node.attr) in {("sys", "platform"), ("os", "name")}:
                return True
            if (node.value.id, node.attr) == ("platform", "system"):
                return True
        if isinstance(node, ast.Name) and node.id in {"WINDOWS", "POSIX", "IS_WINDOWS"}:
            return True
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id == "hasattr"
        ):
            return True
    return False


def _catches_absence(handler: ast.ExceptHandler) -> bool:
    names = {"ImportError", "ModuleNotFoundError", "AttributeError"}
    kind = handler.type
    if kind is None:
        return True
    elts = kind.elts if isinstance(kind, ast.Tuple) else [kind]
    return any(isinstance(e, ast.Name) and e.id in names for e in elts)


def _exits(body: list[ast.stmt]) -> bool:
    return bool(body) and isinstance(body[-1], ast.Return | ast.Raise | ast.Continue)


def _flags_read_only(call: ast.Call) -> bool:
    """``os.open(path, os.O_RDONLY ...)`` or ``open(path)``/``open(path, "rb")``."""
    func = call.func
    if _dotted(func) == "os.open" and len(call.args) >= 2:
        names = {n.attr for n in ast.walk(call.args[1]) if isinstance(n, ast.Attribute)}
        return "O_RDONLY" in names and not names & {"O_RDWR", "O_WRONLY"}
    if isinstance(func, ast.Name) and func.id == "open":
        mode = call.args[1] if len(call.args) >= 2 else None
        for kw in call.keywords:
            if kw.arg == "mode":
                mode = kw.value
        if mode is None:
            return True
        return isinstance(mode, ast.Constant) and not set(str(mode.value)) & set("wax+")
    return False


def _dotted(node: ast.expr) -> str:
    if isinstance(node, ast.Attribute):
        inner = _dotted(node.value)
        return f"{inner}.{node.attr}" if inner else ""
    return node.id if isinstance(node, ast.Name) else ""


class Scan(ast.NodeVisitor):
    """Collects ``line: what`` for each unguarded platform-only use in one module."""

    def __init__(self) -> None:
        self.found: list[str] = []
        self.guarded = 0
        self.read_only: set[str] = set()  # names bound to read-only descriptors/files

    def flag(self, node: ast.AST, what: str) -> None:
        if not self.guarded:
            self.found.append(f"{getattr(node, 'lineno', 0)}: {what}")

    def block(self, body: list[ast.stmt]) -> None:
        """Statements in order: after ``if <platform>: return``, the rest is guarded."""
        raised = 0
        for stmt in body:
            self.visit(stmt)
            if isinstance(stmt, ast.If) and _is_platform_test(stmt.test) and _exits(stmt.body):
                self.guarded += 1
                raised += 1
        self.guarded -= raised

    def generic_visit(self, node: ast.AST) -> None:
        for _field, value in ast.iter_fields(node):
            if isinstance(value, list) and value and isinstance(value[0], ast.stmt):
                self.block(value)
            elif isinstance(value, list):
                for item in value:
                    if isinstance(item, ast.AST):
                        self.visit(item)
            elif isinstance(value, ast.AST):
                self.visit(value)

    def visit_FunctionDef(self, node: ast.FunctionDef) -> None:
        outer, self.read_only = self.read_only, set()
        self.generic_visit(node)
        self.read_only = outer

    visit_AsyncFunctionDef = visit_FunctionDef  # type: ignore[assignment]

    def visit_If(self, node: ast.If) -> None:
        if _is_platform_test(node.test):
            self.guarded += 1
            self.generic_visit(node)
            self.guarded -= 1
        else:
            self.generic_visit(node)

    visit_IfExp = visit_If  # type: ignore[assignment]

    def visit_Try(self, node: ast.Try) -> None:
        if any(_catches_absence(h) for h in node.handlers):
            self.guarded += 1
            self.block(node.body)
            self.guarded -= 1
            for part in (node.handlers, node.orelse, node.finalbody):
                for item in part:
                    self.visit(item)
        else:
            self.generic_visit(node)

    def _module(self, node: ast.AST, name: str) -> None:
        top = name.split(".")[0]
        if top in POSIX_MODULES:
            self.flag(node, f"import of the POSIX-only module {top}")
        if top in WINDOWS_MODULES:
            self.flag(node, f"import of the Windows-only module {top}")

    def visit_Import(self, node: ast.Import) -> None:
        for alias in node.names:
            self._module(node, alias.name)

    def visit_ImportFrom(self, node: ast.ImportFrom) -> None:
        self._module(node, node.module or "")
        for alias in node.names:
            if alias.name in POSIX_ATTRIBUTES.get(node.module or "", ()):
                self.flag(node, f"from {node.module} import {alias.name} (POSIX only)")

    def visit_Attribute(self, node: ast.Attribute) -> None:
        if isinstance(node.value, ast.Name):
            if node.attr in POSIX_ATTRIBUTES.get(node.value.id, ()):
                self.flag(node, f"{node.value.id}.{node.attr} (POSIX only)")
        self.generic_visit(node)

    def _bind(self, target: ast.expr, value: ast.expr | None) -> None:
        if isinstance(target, ast.Name):
            if isinstance(value, ast.Call) and _flags_read_only(value):
                self.read_only.add(target.id)
            else:
                self.read_only.discard(target.id)

    def visit_Assign(self, node: ast.Assign) -> None:
        for target in node.targets:
            self._bind(target, node.value)
        self.generic_visit(node)

    def visit_With(self, node: ast.With) -> None:
        for item in node.items:
            if item.optional_vars is not None:
                self._bind(item.optional_vars, item.context_expr)
        self.generic_visit(node)

    def visit_Call(self, node: ast.Call) -> None:
        if _dotted(node.func) == "os.fsync" and node.args:
            arg = node.args[0]
            if isinstance(arg, ast.Call) and isinstance(arg.func, ast.Attribute):
                arg = arg.func.value  # f.fileno()
            if isinstance(arg, ast.Name) and arg.id in self.read_only:
                self.flag(node, "os.fsync through a read-only descriptor (EBADF on Windows)")
        self.generic_visit(node)

    def visit_Constant(self, node: ast.Constant) -> None:
        if isinstance(node.value, str) and node.value.startswith(POSIX_PATHS):
            self.flag(node, f"the POSIX path {node.value!r}")


def scan(source: str) -> list[str]:
    visitor = Scan()
    visitor.block(ast.parse(source).body)
    return visitor.found


def test_no_shipped_module_uses_a_platform_only_api_unguarded():
    found = []
    for path in shipped_sources():
        for line in scan(path.read_text(encoding="utf-8")):
            found.append(f"{path.relative_to(ROOT)}:{line}")
    assert found == []
    assert len(shipped_sources()) > 100  # the scan saw the program, not an empty folder


@pytest.mark.parametrize(
    "source",
    [
        "import fcntl",
        "from fcntl import flock",
        "import msvcrt",
        "import os\nos.getuid()",
        "import os, signal\nos.kill(1, signal.SIGKILL)",
        "import os\ndef f(p):\n    fd = os.open(p, os.O_RDONLY)\n    os.fsync(fd)",
        "import os\ndef f(p):\n    with open(p, 'rb') as f:\n        os.fsync(f.fileno())",
        "import subprocess\nsubprocess.run(['x'], stdout=open('/dev/null', 'w'))",
        "import os\ndef f():\n    if os.name == 'nt':\n        pass\n    import fcntl",
    ],
)
def test_the_scan_finds(source):
    assert scan(source) != []


@pytest.mark.parametrize(
    "source",
    [
        "import sys\nif sys.platform == 'win32':\n    import msvcrt\nelse:\n    import fcntl",
        "try:\n    import fcntl\nexcept ImportError:\n    fcntl = None",
        "import os\ndef f(p):\n    if os.name == 'nt':\n        return\n"
        "    fd = os.open(p, os.O_RDONLY)\n    os.fsync(fd)",
        "import os\ndef f(p):\n    fd = os.open(p, os.O_RDWR)\n    os.fsync(fd)",
        "import os\ndef f(p):\n    with open(p, 'r+b') as f:\n        os.fsync(f.fileno())",
        "import os, signal\nsig = getattr(signal, 'SIGKILL', signal.SIGTERM)",
        "import os\nif hasattr(os, 'getuid'):\n    os.getuid()",
    ],
)
def test_the_scan_lets_pass(source):
    assert scan(source) == []
