"""The law as data: the statute files of ``resources/law/`` read into plain records.

One TOML file per statute (``1331-bill.toml``, ``1331-supplement.toml``, ``1334.toml``,
``1339.toml``) holds the statute's names, the day it took effect, the regime it opens (its span
and the articles and words that draw it) and every figure of it the program uses: name, value,
unit, article and paragraph, the regimes and dates it is in force, its Persian label and, where
the statute is ambiguous, the office's reading. docs/rules.md («Reviewing the law as data») says
how to read and change them.

This is the lowest module of the rules core: it reads and checks the files and knows nothing of
citations, parameters or the timeline, which are built from its records
(``citations.LAW_SHORT``, ``parameters.PARAMETERS``, ``timeline.SPANS``). A file that does not
say what it must (a missing or unknown key, a date that is not a date, a value of the wrong kind)
is refused with the file and the entry named, so a typo in a figure cannot load as a guess.
"""

from __future__ import annotations

import datetime as dt
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass
from decimal import Decimal
from pathlib import Path

from desktop.jalali import InvalidDate, parse_jalali
from desktop.paths import RESOURCES

LAW_DIR = RESOURCES / "law"
COVERAGE_FILE = "coverage.toml"  # every article's status (tests/rules/test_law_coverage.py)

UNITS = (
    "percent", "rials", "days", "months", "years", "multiple", "persons", "count", "ha",
    "rials_per_ha", "km", "month_no", "day_no", "flag",
)  # fmt: skip
FAMILIES = ("farmers", "land")  # the farmers' share and councils (1331, 1334); land reform (1339)
ENDINGS = ("replaced", "repealed")

Value = int | Decimal | bool
Cite = tuple[str, int, str]  # law, article, paragraph ("" when none)


class LawDataError(ValueError):
    """A statute file that cannot be read as the law: the file and the entry are named."""


@dataclass(frozen=True)
class Statute:
    key: str  # the law of a citation: 1331-bill, 1331-supplement, 1334, 1339
    short: str  # a citation's prefix: «1331 متمم م۱»
    title_fa: str
    seed: str  # the verbatim text in resources/statutes/
    in_force_from: dt.date
    file: str
    # a statute whose text has no article numbers (the 1331 bill): each paragraph's number, in
    # order — "17", "18 تبصره", "1 الف" (a lettered paragraph of art. 1)
    numbering: tuple[str, ...] = ()


@dataclass(frozen=True)
class RegimeData:
    key: str
    family: str
    label_fa: str
    start: dt.date
    start_cite: Cite
    start_quote: str
    end: dt.date | None
    end_cite: Cite | None
    end_quote: str
    reading: str
    file: str


@dataclass(frozen=True)
class ParameterData:
    name: str
    regimes: tuple[str, ...]
    value: Value
    unit: str
    cite: Cite
    label_fa: str
    since: dt.date
    until: dt.date | None
    repealed: bool
    reading: str
    file: str


@dataclass(frozen=True)
class LawBook:
    statutes: tuple[Statute, ...]  # in the order they took effect
    regimes: tuple[RegimeData, ...]  # in the order they began
    parameters: tuple[ParameterData, ...]  # statute by statute, each in its file's order

    def statute(self, key: str) -> Statute:
        for s in self.statutes:
            if s.key == key:
                return s
        raise LawDataError(f"no statute file for {key!r}")


_STATUTE_KEYS = {"key", "short", "title_fa", "seed", "in_force_from"}
_STATUTE_OPTIONAL = {"numbering"}
_REGIME_KEYS = {
    "key", "family", "label_fa", "from", "from_cites", "from_quote", "until", "until_cites",
    "until_quote", "reading",
}  # fmt: skip
_PARAMETER_KEYS = {
    "name", "regimes", "value", "unit", "article", "paragraph", "label_fa", "from", "until",
    "ended", "reading",
}  # fmt: skip


def read(directory: Path = LAW_DIR, *, texts: Mapping[str, str] | None = None) -> LawBook:
    """The statute files of ``directory`` (or ``texts``: file name -> TOML text, for a test that
    loads the law with one figure changed)."""
    if texts is None:
        texts = {
            p.name: p.read_text(encoding="utf-8")
            for p in sorted(directory.glob("*.toml"))
            if p.name != COVERAGE_FILE
        }
    raw: list[tuple[str, dict[str, object]]] = []
    for name, text in texts.items():
        try:
            raw.append((name, tomllib.loads(text, parse_float=Decimal)))
        except tomllib.TOMLDecodeError as e:
            raise LawDataError(f"{name}: {e}") from None
    statutes = [_statute(name, data) for name, data in raw]
    laws = {s.key for s in statutes}
    if len(laws) != len(statutes):
        raise LawDataError("two statute files have the same key")
    since = {s.key: s.in_force_from for s in statutes}
    regimes: list[RegimeData] = []
    params: list[ParameterData] = []
    for (name, data), st in sorted(zip(raw, statutes, strict=True), key=_by_date):
        if "regime" in data:
            regimes.append(_regime(name, _table(name, data["regime"], "regime"), laws))
        for i, entry in enumerate(_list(name, data.get("parameter", []), "parameter")):
            params.append(_parameter(f"{name} parameter {i + 1}", entry, st, since[st.key]))
    regimes.sort(key=lambda r: r.start)
    known = {r.key for r in regimes}
    seen: set[tuple[str, str]] = set()
    for p in params:
        for r in p.regimes:
            if r not in known:
                raise LawDataError(f"{p.file}: {p.name}: unknown regime {r!r}")
            if (p.name, r) in seen:
                raise LawDataError(f"{p.file}: {p.name} is given twice for {r}")
            seen.add((p.name, r))
    return LawBook(
        tuple(sorted(statutes, key=lambda s: s.in_force_from)), tuple(regimes), tuple(params)
    )


def _by_date(pair: tuple[tuple[str, dict[str, object]], Statute]) -> dt.date:
    return pair[1].in_force_from


def _statute(name: str, data: dict[str, object]) -> Statute:
    t = _table(name, data.get("statute"), "statute")
    _keys(name, t, _STATUTE_KEYS | _STATUTE_OPTIONAL, _STATUTE_KEYS)
    numbering = t.get("numbering", [])
    if not isinstance(numbering, list) or not all(_numbered(n) for n in numbering):
        raise LawDataError(f"{name}: `numbering` lists paragraph numbers such as «18 تبصره»")
    return Statute(
        key=_str(name, t, "key"),
        short=_str(name, t, "short"),
        title_fa=_str(name, t, "title_fa"),
        seed=_str(name, t, "seed"),
        in_force_from=_date(name, t, "in_force_from"),
        file=name,
        numbering=tuple(numbering),
    )


def _numbered(n: object) -> bool:
    if not isinstance(n, str):
        return False
    head = n.split(" ", 1)[0]
    return head.isdigit() and not head.startswith("0")


def _regime(name: str, t: dict[str, object], laws: set[str]) -> RegimeData:
    _keys(name, t, _REGIME_KEYS, {"key", "family", "label_fa", "from", "from_cites", "from_quote"})
    family = _str(name, t, "family")
    if family not in FAMILIES:
        raise LawDataError(f"{name}: regime family {family!r} is not one of {FAMILIES}")
    end = _date(name, t, "until") if "until" in t else None
    if (end is None) != ("until_cites" not in t):
        raise LawDataError(f"{name}: a regime's `until` needs `until_cites` (and the reverse)")
    return RegimeData(
        key=_str(name, t, "key"),
        family=family,
        label_fa=_str(name, t, "label_fa"),
        start=_date(name, t, "from"),
        start_cite=_cite(name, t["from_cites"], laws),
        start_quote=_str(name, t, "from_quote"),
        end=end,
        end_cite=_cite(name, t["until_cites"], laws) if "until_cites" in t else None,
        end_quote=_str(name, t, "until_quote") if "until_quote" in t else "",
        reading=_str(name, t, "reading") if "reading" in t else "",
        file=name,
    )


def _parameter(where: str, t: dict[str, object], st: Statute, since: dt.date) -> ParameterData:
    _keys(where, t, _PARAMETER_KEYS, {"name", "regimes", "value", "unit", "article", "label_fa"})
    name = _str(where, t, "name")
    where = f"{st.file}: {name}"
    unit = _str(where, t, "unit")
    if unit not in UNITS:
        raise LawDataError(f"{where}: unit {unit!r} is not one of {', '.join(UNITS)}")
    value = t["value"]
    if unit == "flag":
        if not isinstance(value, bool):
            raise LawDataError(f"{where}: a flag's value is true or false")
    elif isinstance(value, bool) or not isinstance(value, int | Decimal) or value < 0:
        raise LawDataError(f"{where}: the value must be a number of zero or more")
    regimes = t["regimes"]
    if not isinstance(regimes, list) or not regimes or not all(isinstance(r, str) for r in regimes):
        raise LawDataError(f"{where}: `regimes` is a list of regime keys")
    article = t["article"]
    if isinstance(article, bool) or not isinstance(article, int) or article < 1:
        raise LawDataError(f"{where}: `article` is a whole number")
    start = _date(where, t, "from") if "from" in t else since
    until = _date(where, t, "until") if "until" in t else None
    ended = _str(where, t, "ended") if "ended" in t else None
    if (until is None) != (ended is None) or (ended is not None and ended not in ENDINGS):
        raise LawDataError(f"{where}: `until` goes with `ended` = one of {', '.join(ENDINGS)}")
    if until is not None and until <= start:
        raise LawDataError(f"{where}: `until` must come after the day it takes effect")
    return ParameterData(
        name=name,
        regimes=tuple(regimes),
        value=value,
        unit=unit,
        cite=(st.key, article, _str(where, t, "paragraph") if "paragraph" in t else ""),
        label_fa=_str(where, t, "label_fa"),
        since=start,
        until=until,
        repealed=ended == "repealed",
        reading=_str(where, t, "reading") if "reading" in t else "",
        file=st.file,
    )


def _keys(where: str, t: dict[str, object], allowed: set[str], required: set[str]) -> None:
    unknown = sorted(set(t) - allowed)
    if unknown:
        raise LawDataError(f"{where}: unknown key(s) {', '.join(unknown)}")
    missing = sorted(required - set(t))
    if missing:
        raise LawDataError(f"{where}: missing key(s) {', '.join(missing)}")


def _table(where: str, v: object, what: str) -> dict[str, object]:
    if not isinstance(v, dict):
        raise LawDataError(f"{where}: no [{what}] table")
    return v


def _list(where: str, v: object, what: str) -> list[dict[str, object]]:
    if not isinstance(v, list) or not all(isinstance(x, dict) for x in v):
        raise LawDataError(f"{where}: [[{what}]] entries expected")
    return v


def _str(where: str, t: dict[str, object], key: str) -> str:
    v = t.get(key)
    if not isinstance(v, str) or not v.strip():
        raise LawDataError(f"{where}: `{key}` must be a text")
    return v


def _date(where: str, t: dict[str, object], key: str) -> dt.date:
    v = _str(where, t, key)
    try:
        return parse_jalali(v)
    except InvalidDate:
        raise LawDataError(f"{where}: `{key}` = {v!r} is not a Jalali date") from None


def _cite(where: str, v: object, laws: set[str]) -> Cite:
    if not isinstance(v, dict) or set(v) - {"law", "article", "paragraph"}:
        raise LawDataError(f"{where}: a citation is {{ law, article, paragraph }}")
    law, article, paragraph = v.get("law"), v.get("article"), v.get("paragraph", "")
    if law not in laws:
        raise LawDataError(f"{where}: cites an unknown law {law!r}")
    if isinstance(article, bool) or not isinstance(article, int) or article < 1:
        raise LawDataError(f"{where}: a citation's article is a whole number")
    if not isinstance(paragraph, str) or not isinstance(law, str):
        raise LawDataError(f"{where}: a citation's paragraph is a text")
    return (law, article, paragraph)


BOOK = read()
