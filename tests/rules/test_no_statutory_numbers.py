"""No statutory number in Python: the figures of the law live in resources/law/*.toml.

The rules core (desktop/rules) and the services (desktop/services) are scanned for numeric
literals. Left alone: 0, 1 and 100 (a percentage's whole); the article number of a
``Citation(law, article, ...)`` (a reference, checked against the statutes by the coverage test,
not a figure); an index or slice; the bound of an input check (``max_len=``, ``maximum=``,
``minimum=``, ``limit=``, ``offset=``, a ``len(x) > N`` test, a power such as ``10**15``); and
the short list below of constants that are not the law's, each with its reason. Any other number
fails: a new figure belongs in the statute's data file, with its article.
"""

from __future__ import annotations

import ast
from pathlib import Path

import desktop

ROOT = Path(desktop.__file__).parent
LOADER = {"rules/parameters.py", "rules/law_data.py"}
ALWAYS = {0, 1, 100}
BOUND_KEYWORDS = {"max_len", "maximum", "minimum", "limit", "offset", "indent", "maxsplit"}

# file -> {value: why it is not a figure of the law}
ALLOWED: dict[str, dict[int | float, str]] = {
    "rules/choices.py": {
        28: "the office's choice of days per month for a wage: its bounds",
        30: "the office's default reading (docs/rules.md, Choices), not the statute's",
        31: "the office's choice of days per month for a wage: its bounds",
    },
    "rules/cli.py": {
        2: "exit status of a refusal",
        32: "the deepest JSON input the command line reads",
        1_000_000: "the largest count the command line accepts",
    },
    "rules/deadlines.py": {
        4: "Friday in datetime.weekday()",
        12: "months in a year",
        16384: "deadlines remembered (a cache's size)",
    },
    "rules/elections.py": {500: "most candidates one count takes"},
    "rules/in_kind.py": {
        1000: "grams in a kilogram",
        3000: "grams in a Tabriz man (customary weight)",
        300_000: "grams in a kharvar (customary weight)",
    },
    "rules/land_holdings.py": {
        6000: "a whole property (six dang) in thousandths of a dang",
        10_000: "square metres in a hectare",
    },
    "rules/law_coverage.py": {
        2: "a note's number in words (دوم)",
        3: "a note's number in words (سوم)",
    },
    "rules/lots.py": {10: "digits of the printed lot", 16: "hexadecimal"},
    "services/activity.py": {3: "years a report may span", 366: "days in a long year"},
    "services/search.py": {
        50: "matches of one kind ranked per keystroke",
        8: "hits of one kind shown at first",
        3: "candidates read per hit shown, to put those named by the word first",
    },
    "services/auth.py": {
        2: "half a stored digest's length",
        4: "fewest distinct characters of a password",
        5: "failed log-ins before a lock-out",
        8: "shortest password",
        15: "minutes of a lock-out",
        16: "salt bytes",
        32: "derived key bytes",
        128: "scrypt's memory per block and unit of r (RFC 7914: 128 * r * N)",
    },
    "services/cases/deadlines.py": {3: "the dashboard's warning, days before a deadline"},
    "services/cases/register.py": {50: "most parties to one case"},
    "services/councils/elections.py": {12: "digits of a random lot seed"},
    "services/councils/queries.py": {60: "the dashboard's warning, days before a term ends"},
    "services/councils/sessions.py": {
        2: "a simple majority, the office's reading where the law sets no quorum (it says so)",
        50: "most decisions in one session",
    },
    "services/letters/cli.py": {2: "exit status of a refusal"},
    "services/exchange/common.py": {0o600: "file permissions of an exported file"},
    "services/exchange/importing.py": {
        2: "the first data row of a sheet (after its header)",
        250: "rows between progress reports",
        10_000: "largest column index of a mapping",
    },
    "services/exchange/office_file.py": {0o400: "file permissions of a saved office file"},
    "services/exchange/reading.py": {
        50: "largest imported file in MiB",
        200: "most columns of an imported sheet",
        400: "largest uncompressed part of an .xlsx in MiB",
        4096: "bytes read to look for a DTD",
        100_000: "most rows of an imported sheet",
    },
    "services/funds/assessment.py": {200: "most farmers in one assessment"},
    "services/funds/common.py": {500: "longest note"},
    "services/funds/reports.py": {12: "months in a year"},
    "services/funds/spending.py": {
        2: "rank of the bakhsh among the fund levels",
        3: "rank of the shahrestan among the fund levels",
    },
    "services/land_reform/common.py": {10_000_000: "largest area"},
    "services/land_reform/distribution.py": {12: "digits of a random lot"},
    "services/land_reform/holdings.py": {
        6: "a whole property is six dang",
        10: "thousandths of a dang are tenths of the stored unit",
        10_000: "square metres in a hectare",
    },
    "services/letter_numbers.py": {6: "characters of a letter series"},
    "services/letters/incoming.py": {
        20: "largest scan in MiB",
        1024: "bytes in a KiB",
        384: "a scan's file mode, 0o600: owner read and write only",
    },
    "services/letters/outgoing.py": {
        5: "a document part longer than five texts is a paste",
        20: "a batch's letters numbered in one transaction",
        10: "a cancel stops within a tenth of a batch",
    },
    "services/queries.py": {1000: "matches above which a people search keeps entry order"},
    "services/replies.py": {7: "the office's week of notice", 3660: "ten years of days"},
}


def _skipped(tree: ast.AST) -> set[int]:
    skip: set[int] = set()

    def all_of(node: ast.AST) -> None:
        skip.update(id(m) for m in ast.walk(node))

    for n in ast.walk(tree):
        if isinstance(n, ast.Call):
            f = n.func
            name = (
                f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else ""
            )
            if name == "Citation":
                skip.update(id(a) for a in n.args[1:2])
                skip.update(id(k.value) for k in n.keywords if k.arg == "article")
            for k in n.keywords:
                if k.arg in BOUND_KEYWORDS:
                    all_of(k.value)
        elif isinstance(n, ast.Subscript):
            all_of(n.slice)
        elif isinstance(n, ast.BinOp) and isinstance(n.op, ast.Pow):
            all_of(n)
        elif isinstance(n, ast.Compare) and isinstance(n.left, ast.Call):
            if isinstance(n.left.func, ast.Name) and n.left.func.id == "len":
                all_of(n)
        elif isinstance(n, ast.arguments):
            names = (
                [a.arg for a in n.posonlyargs + n.args][-len(n.defaults) :] if n.defaults else []
            )
            for arg, default in zip(names, n.defaults, strict=True):
                if arg in BOUND_KEYWORDS:
                    all_of(default)
            for arg_, kw_default in zip(n.kwonlyargs, n.kw_defaults, strict=True):
                if kw_default is not None and arg_.arg in BOUND_KEYWORDS:
                    all_of(kw_default)
    return skip


def numbers(path: Path) -> list[tuple[int, int | float]]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skip = _skipped(tree)
    return sorted(
        (n.lineno, n.value)
        for n in ast.walk(tree)
        if isinstance(n, ast.Constant)
        and type(n.value) in (int, float)
        and id(n) not in skip
        and n.value not in ALWAYS
    )


def scanned() -> list[Path]:
    files = sorted(ROOT.glob("rules/*.py")) + sorted(ROOT.glob("services/**/*.py"))
    return [p for p in files if p.relative_to(ROOT).as_posix() not in LOADER]


def test_no_number_of_the_law_outside_its_data_files() -> None:
    found = []
    for path in scanned():
        rel = path.relative_to(ROOT).as_posix()
        allowed = ALLOWED.get(rel, {})
        found += [f"{rel}:{line}: {v}" for line, v in numbers(path) if v not in allowed]
    assert found == [], (
        "a number in the rules core or the services: put a figure of the law in"
        " resources/law/<statute>.toml (docs/rules.md), or, if it is not the law's, add it"
        " to ALLOWED with its reason:\n" + "\n".join(found)
    )


def test_the_allow_list_names_only_numbers_still_there() -> None:
    stale = []
    for rel, allowed in ALLOWED.items():
        present = {v for _, v in numbers(ROOT / rel)}
        stale += [f"{rel}: {v}" for v in allowed if v not in present]
    assert stale == []


def test_the_scan_finds_a_figure_written_in_python(tmp_path: Path) -> None:
    """The scan is not blind: the old levy's 20% and the 1331 bill's 3-day deposit are found,
    a citation's article number and an input bound are not."""
    sample = tmp_path / "sample.py"
    sample.write_text(
        "from desktop.rules.citations import Citation\n"
        "TOTAL = 20\n"
        "def f(x, *, limit=200):\n"
        "    c = Citation('1331-bill', 5)\n"
        "    if len(x) > 40:\n"
        "        return x[2]\n"
        "    return x * 3 // 100 + 10**15\n",
        encoding="utf-8",
    )
    assert numbers(sample) == [(2, 20), (7, 3)]
