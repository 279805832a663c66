"""What the program is made of, and under which licence: read from the installed distributions.

The About box lists every distribution the program needs at run time (the dependency closure of
``bakhsh-office``, as installed here or as bundled), each with its version and licence taken from
its own metadata, plus what ships without Python metadata (the Vazirmatn font). Nothing in the
list is typed by hand, so it cannot drift from what is actually shipped.
"""

from __future__ import annotations

import importlib.metadata as md
import platform
import re
import struct
import sys
from dataclasses import dataclass
from pathlib import Path

from desktop.paths import RESOURCES

PROJECT = "bakhsh-office"
NAME_FA = "دفتر بخشداری"
NAME_EN = "Bakhsh office"
# Wheels the program never loads although a dependency names them (PySide6's meta-package pulls
# in WebEngine): the bundle leaves them out, so the list does too.
NOT_SHIPPED = frozenset({"pyside6-webengine"})
# The licence texts a bundle carries beside the program (LGPL, Python's, each system library's
# copyright file): the bundle's top folder; from source, nothing is carried.
LICENCE_TEXTS = Path(getattr(sys, "_MEIPASS", RESOURCES.parent)) / "licences"


@dataclass(frozen=True)
class Component:
    name: str
    version: str
    licence: str
    home: str = ""


def version() -> str:
    try:
        return md.version(PROJECT)
    except md.PackageNotFoundError:  # running from a source tree that was never installed
        return "0+unknown"


def _key(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def _requirement_name(requirement: str) -> str | None:
    if "extra ==" in requirement:  # an optional extra nobody asked for
        return None
    match = re.match(r"\s*([A-Za-z0-9][A-Za-z0-9._-]*)", requirement)
    return match.group(1) if match else None


def licence_of(meta: md.PackageMetadata) -> str:
    """The SPDX expression when there is one, else the short License field, else the classifiers."""
    data = meta.json  # every field, missing ones absent (no None-or-KeyError guessing)
    expression = data.get("license_expression")
    if expression:
        return str(expression).strip()
    text = str(data.get("license") or "").strip()
    if text and "\n" not in text and len(text) <= 80:
        return text
    classifiers = [
        c.split("::")[-1].strip() for c in data.get("classifier", []) if c.startswith("License ::")
    ]
    if classifiers:
        return "; ".join(classifiers)
    return text.splitlines()[0][:80] if text else "?"


def _home(meta: md.PackageMetadata) -> str:
    data = meta.json
    home = data.get("home_page")
    if home:
        return str(home)
    for url in data.get("project_url", []):
        label, _, link = str(url).partition(",")
        if label.strip().lower() in {"homepage", "home", "source", "repository"}:
            return link.strip()
    return ""


def python_components() -> list[Component]:
    """The run-time dependency closure of the program, as installed, sorted by name."""
    found: dict[str, Component] = {}
    pending = [PROJECT]
    while pending:
        name = pending.pop()
        key = _key(name)
        if key in found or key in NOT_SHIPPED:
            continue
        try:
            dist = md.distribution(name)
        except md.PackageNotFoundError:
            continue
        meta = dist.metadata
        found[key] = Component(str(meta["Name"]), dist.version, licence_of(meta), _home(meta))
        for requirement in dist.requires or []:
            dep = _requirement_name(requirement)
            if dep:
                pending.append(dep)
    found.pop(_key(PROJECT), None)
    return sorted(found.values(), key=lambda c: c.name.lower())


def other_components(qt_version: str = "") -> list[Component]:
    """What ships without Python metadata: the font (its licence file is shipped beside it) and
    the Qt libraries inside PySide6 (their version is Qt's own, given by the caller)."""
    items = [Component("Python", platform.python_version(), "PSF-2.0", "https://www.python.org")]
    if qt_version:
        items.append(
            Component("Qt", qt_version, "LGPL-3.0-only (through PySide6)", "https://www.qt.io")
        )
    font = RESOURCES / "fonts" / "Vazirmatn-Regular.ttf"
    if font.is_file():
        items.append(
            Component(
                "Vazirmatn",
                font_version(font),
                "OFL-1.1",
                "https://github.com/rastikerdar/vazirmatn",
            )
        )
    return items + system_libraries()


def font_version(path: Path) -> str:
    """The version a TrueType font gives itself (its name table's record 5, "Version 33.003"):
    the licence file beside it carries none."""
    try:
        data = path.read_bytes()
        (tables,) = struct.unpack(">H", data[4:6])
        for i in range(tables):
            tag, _sum, offset, _length = struct.unpack(">4sIII", data[12 + 16 * i : 28 + 16 * i])
            if tag != b"name":
                continue
            _fmt, count, strings = struct.unpack(">HHH", data[offset : offset + 6])
            for j in range(count):
                record = data[offset + 6 + 12 * j : offset + 18 + 12 * j]
                platform_id, _enc, _lang, name_id, length, start = struct.unpack(">6H", record)
                if name_id == 5:
                    raw = data[offset + strings + start : offset + strings + start + length]
                    text = raw.decode("utf-16-be" if platform_id in (0, 3) else "latin-1")
                    match = re.search(r"(\d+(?:\.\d+)+)", text)
                    if match:
                        return match.group(1)
    except (OSError, struct.error, UnicodeDecodeError):
        pass
    return ""


def system_libraries() -> list[Component]:
    """The system libraries a Linux bundle carries (X11, fontconfig, ...), one per package, as
    the build wrote them to licences/system-libraries.tsv beside each package's copyright file
    (package, version, licence); none from source or a wheel."""
    listing = LICENCE_TEXTS / "system-libraries.tsv"
    try:
        lines = listing.read_text(encoding="utf-8").splitlines()
    except OSError:
        return []
    items = []
    for line in lines:
        parts = line.split("\t")
        if len(parts) >= 3 and not line.startswith("#"):
            items.append(Component(parts[0], parts[1], parts[2]))
    return items


def components(qt_version: str = "") -> list[Component]:
    return python_components() + other_components(qt_version)
