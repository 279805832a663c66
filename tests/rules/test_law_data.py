"""The statutes' data files (resources/law/): they load, and a file that does not say what it must
is refused with the file and the entry named instead of loading as a guess."""

from __future__ import annotations

import ast
from decimal import Decimal
from pathlib import Path

import pytest

from desktop.paths import SEEDS_DIR
from desktop.rules import law_data, parameters, timeline
from desktop.rules.law_data import LAW_DIR, LawDataError, read


def _texts() -> dict[str, str]:
    return {
        p.name: p.read_text(encoding="utf-8")
        for p in sorted(LAW_DIR.glob("*.toml"))
        if p.name != law_data.COVERAGE_FILE
    }


def _with(name: str, old: str, new: str) -> dict[str, str]:
    texts = _texts()
    assert texts[name].count(old) == 1, old
    texts[name] = texts[name].replace(old, new)
    return texts


def test_one_file_per_statute_each_with_its_seed_and_regime() -> None:
    book = law_data.BOOK
    assert [s.key for s in book.statutes] == ["1331-bill", "1331-supplement", "1334", "1339"]
    for s in book.statutes:
        assert (SEEDS_DIR / s.seed).is_file(), s.seed
    assert [r.key for r in book.regimes] == ["1331-original", "1331", "1334", "land-1339"]
    # every figure the program uses is in a file: the registry is built from them and nothing else
    assert (
        len(parameters.PARAMETERS) == sum(len(p.regimes) for p in book.parameters) == 163
    )  # 157 + the 1334 yearly reports (arts. 22–23) + the four 1339 spans from the presentation day


def test_a_decimal_figure_is_read_exactly() -> None:
    # 1334 art. 3: 2.5% (the TOML float is read as a Decimal, never as a binary float)
    p = parameters.lookup("levy.half_share.gavband_percent", "1334")
    assert p.value == Decimal("2.5") and isinstance(p.value, Decimal)
    assert parameters.lookup("land.heirs_transfer_multiple", "land-1339").value == Decimal("1.5")


def test_a_changed_figure_loads_changed() -> None:
    texts = _with(
        "1334.toml",
        'name = "council.term_years"\nregimes = ["1334"]\nvalue = 2\n',
        'name = "council.term_years"\nregimes = ["1334"]\nvalue = 4\n',
    )
    built = {(p.name, p.regime): p for p in parameters.build(read(texts=texts))}
    assert built[("council.term_years", "1334")].value == 4
    assert built[("council.term_years", "1331")].value == 3


@pytest.mark.parametrize(
    ("file", "old", "new", "says"),
    [
        pytest.param("1334.toml", "value = 70\n", 'value = "70"\n', "value must be a number", id="value-as-text"),
        pytest.param("1334.toml", "value = 70\n", "valeu = 70\n", "unknown key(s) valeu", id="misspelt-key"),
        pytest.param("1339.toml", 'unit = "rials_per_ha"\narticle = 17\nparagraph = "ب"', 'unit = "toman"\narticle = 17\nparagraph = "ب"', "unit 'toman'", id="unknown-unit"),
        pytest.param("1334.toml", 'until = "1400/11/10"', 'until = "1400/13/10"', "not a Jalali date", id="impossible-date"),
        pytest.param("1334.toml", 'regimes = ["1334"]\nvalue = 70', 'regimes = ["1335"]\nvalue = 70', "unknown regime '1335'", id="unknown-regime"),
        pytest.param("1331-bill.toml", 'until_cites = { law = "1331-supplement"', 'until_cites = { law = "1332"', "unknown law '1332'", id="unknown-law"),
        pytest.param("1334.toml", 'ended = "repealed"', 'ended = "suspended"', "`until` goes with `ended`", id="unknown-ending"),
        pytest.param("1331-bill.toml", '    "18 تبصره",', '    "هجده",', "`numbering`", id="bill-paragraph-without-a-number"),
    ],
)  # fmt: skip
def test_a_file_that_does_not_say_what_it_must_is_refused(
    file: str, old: str, new: str, says: str
) -> None:
    texts = _texts()
    assert old in texts[file], old
    texts[file] = texts[file].replace(old, new, 1)
    with pytest.raises(LawDataError) as e:
        read(texts=texts)
    assert file in str(e.value) or "unknown law" in str(e.value)
    assert says in str(e.value)


def test_a_figure_given_twice_for_a_regime_is_refused() -> None:
    texts = _texts()
    texts["1334.toml"] += '\n[[parameter]]\nname = "council.term_years"\nregimes = ["1334"]\nvalue = 3\nunit = "years"\narticle = 29\nlabel_fa = "x"\n'  # fmt: skip
    with pytest.raises(LawDataError, match="given twice"):
        read(texts=texts)


def test_the_timeline_and_the_registry_do_not_import_each_other() -> None:
    """Both are built from law_data, the lower module: the timeline needs nothing of the
    registry (it used to import its dates, while the registry imported the timeline back)."""

    def imports(module: object) -> set[str]:
        path = Path(str(getattr(module, "__file__", "")))
        names: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module:
                names.add(node.module)
                names.update(f"{node.module}.{a.name}" for a in node.names)
        return names

    assert not any(n.startswith("desktop.rules.parameters") for n in imports(timeline))
    assert not {n for n in imports(law_data) if n.startswith("desktop.rules.")} - {
        "desktop.rules.law_data"
    }
