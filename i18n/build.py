"""Regenerate i18n/fa.ts from the UI sources and compile i18n/fa.qm.

    uv run python i18n/build.py          update fa.ts (keeping its translations), fill new ones
                                          from i18n/fa-*.tsv, compile fa.qm
    uv run python i18n/build.py --check  exit 1 if any source string lacks a Persian translation

fa.ts is the catalogue a translator edits (Qt Linguist opens it). The fa-*.tsv files
(context <TAB> English source <TAB> Persian) let each module add its strings in a file of its
own; a translation already in fa.ts wins over a TSV.
"""

from __future__ import annotations

import argparse
import csv
import os
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

import PySide6

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
TS = HERE / "fa.ts"
QM = HERE / "fa.qm"
TOOLS = Path(next(iter(PySide6.__path__)))  # a namespace package: no __file__ once split in parts


def sources() -> list[str]:
    return sorted(str(p.relative_to(ROOT)) for p in (ROOT / "desktop" / "ui").rglob("*.py"))


def tsv_translations() -> dict[tuple[str, str], str]:
    table: dict[tuple[str, str], str] = {}
    for path in sorted(HERE.glob("fa-*.tsv")):
        with path.open(encoding="utf-8", newline="") as f:
            for row in csv.reader(f, delimiter="\t", quoting=csv.QUOTE_NONE):
                if len(row) >= 3 and not row[0].startswith("#"):
                    table[(row[0], row[1].replace("\\n", "\n"))] = row[2].replace("\\n", "\n")
    return table


def run_lupdate(ts: Path) -> None:
    subprocess.run(
        [str(TOOLS / "lupdate"), "-silent", "-no-obsolete", "-locations", "none",
         "-target-language", "fa_IR", *sources(), "-ts", str(ts)],
        cwd=ROOT, check=True,
    )  # fmt: skip


def fill(ts: Path) -> list[tuple[str, str]]:
    """Fill unfinished messages from the TSVs; return those still missing."""
    tree = ET.parse(ts)
    table = tsv_translations()
    missing = []
    for context in tree.getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            tr = message.find("translation")
            if tr is None:
                continue
            if tr.get("type") == "unfinished" or not (tr.text or "").strip():
                found = table.get((name, source))
                if found:
                    tr.text = found
                    tr.attrib.pop("type", None)
                else:
                    missing.append((name, source))
    ET.indent(tree)
    tree.write(ts, encoding="utf-8", xml_declaration=True)
    return missing


def build() -> list[tuple[str, str]]:
    """Update fa.ts and compile fa.qm in a private copy, then put both in place by rename: two
    builds at once (parallel test runs) each write whole files, and one never reads the other's
    half-written catalogue. No file lock, so it runs the same on Windows."""
    with tempfile.TemporaryDirectory(dir=HERE, prefix=".build-") as tmp:
        ts, qm = Path(tmp) / TS.name, Path(tmp) / QM.name
        shutil.copy(TS, ts)
        run_lupdate(ts)
        missing = fill(ts)
        subprocess.run([str(TOOLS / "lrelease"), "-silent", str(ts), "-qm", str(qm)], check=True)
        os.replace(ts, TS)
        os.replace(qm, QM)
    return missing


def check() -> list[tuple[str, str]]:
    """Strings in the sources with no finished Persian translation in the committed fa.ts."""
    with tempfile.TemporaryDirectory() as tmp:
        copy = Path(tmp) / "fa.ts"
        shutil.copy(TS, copy)
        run_lupdate(copy)
        tree = ET.parse(copy)
    missing = []
    for context in tree.getroot().iter("context"):
        for message in context.iter("message"):
            tr = message.find("translation")
            if tr is not None and (tr.get("type") == "unfinished" or not (tr.text or "").strip()):
                missing.append((context.findtext("name") or "", message.findtext("source") or ""))
    return missing


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--check", action="store_true")
    args = parser.parse_args()
    missing = check() if args.check else build()
    for context, source in missing:
        print(f"untranslated\t{context}\t{source}")
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
