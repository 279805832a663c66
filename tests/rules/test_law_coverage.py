"""Every article and note of the four statutes has a status in resources/law/coverage.toml, and
what an entry names exists: the statute's unit, the computations, parameters, workflow steps,
documents and tests it names, the article that ended it; every citation written in the program
names an article (and note) that the statute has."""

from __future__ import annotations

import ast
import importlib
from pathlib import Path

import pytest

import desktop
from desktop.rules import parameters as P
from desktop.rules.citations import LAW_SHORT
from desktop.rules.law_coverage import STATUSES, read_coverage, units

ROOT = Path(desktop.__file__).resolve().parents[1]
LAWS = tuple(LAW_SHORT)
ENTRIES = read_coverage()


def _units(law: str) -> set[str]:
    return {u.key for u in units(law)}


def test_the_statutes_read_as_their_closing_lines_count_them() -> None:
    def count(law: str) -> tuple[int, int]:
        us = units(law)
        return (
            sum(1 for u in us if u.note in ("", "صدر")),
            sum(1 for u in us if u.note not in ("", "صدر")),
        )

    assert count("1331-bill") == (38, 3)  # «مشتمل بر (38) ماده و 3 تبصره»
    assert count("1334") == (37, 13)
    # «مشتمل بر سی و هشت ماده و نوزده تبصره»: the text has 20 notes (art. 2 has three, art. 3
    # one inside its item 3); the closing count is one short (docs/rules.md)
    assert count("1339") == (38, 20)
    # the supplement: its opening, the five replaced articles and its arts. 2 and 3
    assert [u.key for u in units("1331-supplement") if not u.note or u.note == "صدر"] == [
        "1 صدر", "1", "10", "22", "24", "32", "2", "3",
    ]  # fmt: skip


@pytest.mark.parametrize("law", LAWS)
def test_every_article_and_note_has_a_status(law: str) -> None:
    listed = {e.key for e in ENTRIES if e.law == law}
    assert sorted(_units(law) - listed) == [], "in the statute but not in coverage.toml"
    assert sorted(listed - _units(law)) == [], "in coverage.toml but not in the statute"


@pytest.mark.parametrize("entry", ENTRIES, ids=[f"{e.law} {e.key}" for e in ENTRIES])
def test_each_entry_is_whole(entry) -> None:  # type: ignore[no-untyped-def]
    assert entry.status in STATUSES
    assert entry.why.strip()
    if entry.status == "spent":
        law_art = entry.ended_by.split(" ", 1)
        law = {"1331": "1331-bill"}.get(law_art[0], law_art[0])
        assert law in LAWS and law_art[1] in _units(law), entry.ended_by
    if entry.status != "applied":
        assert not (entry.computations or entry.steps or entry.tests), "only applied names them"
        return
    assert entry.tests, "an applied entry names the tests that pin it"
    assert entry.computations or entry.steps or entry.parameters
    for dotted in (*entry.computations, *entry.steps, *entry.documents):
        _resolve(dotted)
    for name in entry.parameters:
        cited = {(p.citation.law, p.citation.article) for p in P.PARAMETERS if p.name == name}
        assert (entry.law, int(entry.key.split()[0])) in cited, (name, "cites another article")
    for test in entry.tests:
        path, _, func = test.partition("::")
        source = (ROOT / path).read_text(encoding="utf-8")
        assert f"def {func}(" in source, test


def _resolve(dotted: str) -> None:
    parts = dotted.split(".")
    for i in range(len(parts), 0, -1):
        try:
            obj: object = importlib.import_module(".".join(parts[:i]))
        except ModuleNotFoundError:
            continue
        for attr in parts[i:]:
            obj = getattr(obj, attr)  # AttributeError names what does not exist
        return
    raise AssertionError(f"{dotted} does not exist")


def test_every_parameter_is_named_by_the_entry_of_its_article() -> None:
    named = {(e.law, e.key.split()[0], n) for e in ENTRIES for n in e.parameters}
    missing = sorted(
        {
            f"{p.name} ({p.citation.short()})"
            for p in P.PARAMETERS
            if (p.citation.law, str(p.citation.article), p.name) not in named
        }
    )
    assert missing == []


def _citations_in_code() -> list[tuple[str, str, int, str]]:
    found = []
    for path in sorted((ROOT / "desktop").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        consts = {
            n.targets[0].id: n.value.value
            for n in ast.walk(tree)
            if isinstance(n, ast.Assign)
            and len(n.targets) == 1
            and isinstance(n.targets[0], ast.Name)
            and isinstance(n.value, ast.Constant)
            and isinstance(n.value.value, str)
        }
        for n in ast.walk(tree):
            if not (isinstance(n, ast.Call) and len(n.args) >= 2):
                continue
            f = n.func
            if (f.id if isinstance(f, ast.Name) else getattr(f, "attr", "")) != "Citation":
                continue
            law_node, art_node = n.args[0], n.args[1]
            law = (
                law_node.value
                if isinstance(law_node, ast.Constant)
                else consts.get(getattr(law_node, "id", ""))
            )
            para = n.args[2] if len(n.args) > 2 else None
            if isinstance(law, str) and isinstance(art_node, ast.Constant):
                paragraph = para.value if isinstance(para, ast.Constant) else ""
                found.append((str(path.relative_to(ROOT)), law, art_node.value, paragraph))
    return found


def test_every_citation_in_the_program_names_an_article_the_statute_has() -> None:
    found = _citations_in_code()
    assert len(found) > 40  # the scan sees the citations written in the code
    cited = found + [
        ("resources/law", p.citation.law, p.citation.article, p.citation.paragraph)
        for p in P.PARAMETERS
    ]
    bad = []
    for where, law, article, paragraph in cited:
        have = _units(law)
        note = paragraph[paragraph.index("تبصره") :] if "تبصره" in paragraph else ""
        prefix = paragraph[: paragraph.index("تبصره")].strip() if note else ""
        key = f"{article} {prefix + ' ' if prefix else ''}{note}".strip()
        if str(article) not in have and f"{article} صدر" not in have:
            bad.append(f"{where}: {law} {article}")
        elif note and key not in have:
            bad.append(f"{where}: {law} {article} {paragraph}")
    assert bad == []
