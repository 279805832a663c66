"""The core (everything in desktop/ but desktop/ui) never imports Qt, and the layers import one
way: the screens over the services over rules, domain and store; printing lays data out."""

from __future__ import annotations

import ast
import subprocess
import sys
import warnings
from fnmatch import fnmatch
from pathlib import Path

import desktop

ROOT = Path(desktop.__file__).parent


def core_modules() -> list[str]:
    names = []
    for path in sorted(ROOT.rglob("*.py")):
        rel = path.relative_to(ROOT.parent)
        if rel.parts[1] == "ui":
            continue
        names.append(".".join(rel.with_suffix("").parts).removesuffix(".__init__"))
    return names


def test_core_sources_do_not_mention_qt():
    offenders = []
    for path in ROOT.rglob("*.py"):
        if path.relative_to(ROOT).parts[0] == "ui":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import | ast.ImportFrom):
                names = (
                    [a.name for a in node.names]
                    if isinstance(node, ast.Import)
                    else [node.module or ""]
                )
                if any(
                    n.split(".")[0] in {"PySide6", "shiboken6", "PyQt5", "PyQt6"} for n in names
                ):
                    offenders.append(str(path))
    assert offenders == []


def test_importing_every_core_module_loads_no_qt():
    modules = core_modules()
    assert "desktop.store.db" in modules and "desktop.services.people" in modules
    code = (
        "import importlib, sys\n"
        f"for m in {modules!r}:\n"
        "    if m in ('desktop.__main__', 'desktop.app'):\n"
        "        continue\n"
        "    importlib.import_module(m)\n"
        "bad = sorted(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6'))\n"
        "print(bad)\n"
        "sys.exit(1 if bad else 0)\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


# --------------------------------------------------------------------------- the layers
#
# The README's promise, held from the sources: the ui calls services; services call rules,
# domain, store and printing (the register issues a paper as a function call); printing lays
# data out; rules, domain and store import nothing above them. An edge is any import in a
# file (at the top, in a function, or for the type checker only) and any string naming a module
# that is imported by name (the sections' pages, the demo's parts, the templates' package).

UTILITIES = {"text", "jalali", "paths", "licences", "relaunch"}
MAY_IMPORT = {  # a layer (the first part below desktop) and the layers it may import
    "domain": UTILITIES,
    "rules": UTILITIES | {"domain"},
    "store": UTILITIES | {"domain"},
    "printing": UTILITIES | {"domain", "rules"},
    "services": UTILITIES | {"domain", "rules", "store", "printing"},
    "demo": UTILITIES | {"domain", "rules", "store", "services"},
    "ui": UTILITIES | {"domain", "rules", "store", "printing", "services"},
}
# Commands, not layers: each is a program of its own and may import any layer.
ENTRY_POINTS = {
    "desktop.__main__",
    "desktop.app",
    "desktop.services.letters.cli",
    "desktop.rules.cli",
}

# TEMPORARY: known breaches, each named, with the edges (fnmatch patterns) it allows. Delete an
# entry when the work that removes it lands; an entry no edge needs any more fails the test.
KNOWN_BREACHES: dict[str, list[tuple[str, str]]] = {}


def _module_name(path: Path) -> str:
    return ".".join(path.relative_to(ROOT.parent).with_suffix("").parts).removesuffix(".__init__")


def import_graph(*, by_name: bool = True) -> dict[str, set[str]]:
    """Every module of desktop/ and the desktop modules it imports (``by_name``: or names)."""
    paths = {_module_name(p): p for p in sorted(ROOT.rglob("*.py"))}
    graph: dict[str, set[str]] = {}
    for name, path in paths.items():
        targets: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                for alias in node.names:
                    target = alias.name
                    while target and target not in paths:
                        target = target.rpartition(".")[0]
                    targets.add(target)
            elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                for alias in node.names:
                    full = f"{node.module}.{alias.name}"
                    targets.add(full if full in paths else node.module)
            elif by_name and isinstance(node, ast.Constant) and isinstance(node.value, str):
                if node.value.startswith("desktop."):  # "desktop.x.y" or "desktop.x:fill"
                    targets.add(node.value.partition(":")[0])
        graph[name] = {t for t in targets if t in paths and t != name}
    return graph


def _breach(source: str, target: str) -> str | None:
    for name, edges in KNOWN_BREACHES.items():
        if any(fnmatch(source, s) and fnmatch(target, t) for s, t in edges):
            return name
    return None


def _layer(module: str) -> str:
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else ""


def _report_breaches(graph: dict[str, set[str]]) -> None:
    used: dict[str, list[str]] = {name: [] for name in KNOWN_BREACHES}
    for source, targets in sorted(graph.items()):
        for target in sorted(targets):
            name = _breach(source, target)
            if name is not None:
                used[name].append(f"{source} -> {target}")
    for name, edges in used.items():
        message = f"known breach, still allowed: {name}: {len(edges)} edges"
        print(message, *edges, sep="\n    ")
        warnings.warn(message, stacklevel=2)
    unused = [name for name, edges in used.items() if not edges]
    assert unused == [], f"no edge needs these any more; delete them from KNOWN_BREACHES: {unused}"


def test_each_layer_imports_only_those_below_it():
    graph = import_graph()
    assert "desktop.services.people" in graph["desktop.ui.people.page"]  # the reader sees edges
    assert "desktop.ui.funds.page" in graph["desktop.ui.shell.sections"]  # and names
    _report_breaches(graph)
    offenders = []
    for source, targets in sorted(graph.items()):
        layer = _layer(source)
        if source in ENTRY_POINTS or layer not in MAY_IMPORT:
            continue
        for target in sorted(targets):
            allowed = MAY_IMPORT[layer] | {layer}
            if _layer(target) not in allowed and _breach(source, target) is None:
                offenders.append(f"{source} -> {target}")
    assert offenders == []


def test_printing_imports_nothing_of_the_screens():
    graph = import_graph()
    assert [
        f"{s} -> {t}"
        for s, ts in graph.items()
        if _layer(s) == "printing"
        for t in ts
        if _layer(t) == "ui"
    ] == []


def test_only_the_entry_points_and_the_demo_itself_import_the_demo():
    graph = import_graph()
    importers = {s for s, ts in graph.items() for t in ts if _layer(t) == "demo"}
    assert {s for s in importers if _layer(s) != "demo"} <= {
        "desktop.app",
        "desktop.services.letters.cli",
    }


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected parts of more than one module (Tarjan, without recursion)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    for root in sorted(graph):
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph[child]))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                part = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    part.append(member)
                    if member == node:
                        break
                if len(part) > 1:
                    found.append(sorted(part))
    return found


def test_cycles_finds_a_circle_and_only_a_circle():
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}, "e": set()}
    assert cycles(graph) == [["a", "b", "c"]]
    assert cycles({"a": {"b"}, "b": set()}) == []


def test_no_import_cycle_among_the_modules():
    """Import statements only: a registry that loads its entries by name, each entry importing
    the registry's types (printing.registry and the templates, services.attention and its
    providers), is a plug-in point, not a circle of imports."""
    graph = import_graph(by_name=False)
    unknown = {s: {t for t in ts if _breach(s, t) is None} for s, ts in graph.items()}
    assert cycles(unknown) == []
