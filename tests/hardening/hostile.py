"""Hostile values for the harness, chosen from a parameter's name and annotation.

Each strategy mixes the classes an adversarial run used (lone surrogates, NUL and other
controls, bidi overrides, 1 MB strings, ZWNJ-only text, NaN and infinities, negative ids, ids
past 2**63, wrong types, impossible dates, paths to a missing folder, to a folder, to an empty
or a garbage file) with a few plausible values, so that a call sometimes gets past its first
check and the deeper code is exercised too.
"""

from __future__ import annotations

import dataclasses
import datetime as _dt
import inspect
import math
from pathlib import Path
from typing import Any

from hypothesis import strategies as st

TEXTS = [
    "\ud800", "علی\udfff", "\x00", "نام\x00", "\u202eعلی", "\u200c\u200c", "   ", "", "\t\n",
    "'; DROP TABLE person; --", "%_\\", "=1+1", "＝1+1", "９９", "²", "x" * 1_000_000,
    "ab " * 50_000, "9" * 100_000, "علی", "1404/01/20", "out", "in", "person", "clerk", "1331",
]  # fmt: skip
WRONG = [None, 0, -1, 2**63, 2**64, 10**30, math.nan, math.inf, -math.inf, 1.5, True, b"\xff",
         [], [1, 2], {}, {"a": 1}, object()]  # fmt: skip
IDS = [0, -1, -(2**63), 2**63 - 1, 2**63, 2**64 + 5, 10**30, 1e30, math.nan, "1", "۱", "x", None,
       True, 1.0]  # fmt: skip
DATES = ["1404/13/40", "1403/07/31", "0000/00/00", "abc", "\x00", "\ud800", "9" * 5000,
         "1404/01/20", _dt.date(1, 1, 1), _dt.date(9999, 12, 31), _dt.date(2025, 3, 21)]  # fmt: skip
FLAGS = [2, -1, "yes", "true", 0.5, math.nan, None, True, False, [True]]

text = st.one_of(st.sampled_from(TEXTS), st.text(max_size=30), st.sampled_from(WRONG))
any_value = st.one_of(text, st.sampled_from(WRONG), st.sampled_from(DATES), st.integers())


def ids(valid: list[int]) -> st.SearchStrategy[object]:
    return st.one_of(st.sampled_from(valid or [1]), st.sampled_from(IDS), st.integers())


def paths(tmp: Path) -> st.SearchStrategy[object]:
    """Paths inside ``tmp`` only (a success must never write outside the test's folder)."""
    folder = tmp / "a-folder"
    folder.mkdir(exist_ok=True)
    empty = tmp / "empty.sqlite"
    empty.write_bytes(b"")
    garbage = tmp / "garbage.xlsx"
    garbage.write_bytes(b"PK\x03\x04" + b"\xff" * 300)
    text_file = tmp / "notes.csv"
    text_file.write_bytes("نام,نام خانوادگی\nعلی,\ud800".encode("utf-8", "surrogatepass"))
    options = [
        tmp / "missing" / "deeper" / "x.csv", folder, empty, garbage, text_file,
        str(tmp / "nul\x00.csv"), str(tmp / "\ud800.csv"), tmp / ("n" * 300 + ".csv"),
        tmp / "new.csv", tmp / "new.xlsx", tmp / "new.json", tmp / "new.sqlite", text_file / "x.csv",
        "", None, 5,
    ]  # fmt: skip
    return st.sampled_from(options)


def for_parameter(
    p: inspect.Parameter, *, tmp: Path, valid_ids: list[int], namespace: dict
) -> st.SearchStrategy[object]:
    name, note = p.name, str(p.annotation)
    if _is_path(name, note):
        return paths(tmp)
    if name.endswith("_id") or name in ("ident", "row_id") or name.endswith("_ids"):
        one = ids(valid_ids)
        return st.lists(one, max_size=3) if name.endswith("_ids") else one
    if "Query" in note:
        cls = namespace.get(note.split("|")[0].strip())
        if cls is not None and dataclasses.is_dataclass(cls):
            return dataclass_of(cls)
    if note in ("RawTable", "Preview"):
        return st.builds(
            _table_like(namespace, note),
            st.lists(text, max_size=3),
            st.lists(st.lists(text, max_size=4), max_size=3),
        )
    if "Progress" in note:
        return st.sampled_from([lambda done, total: True, lambda done, total: False, None])
    if "Sink" in note or "Callable" in note:
        return st.sampled_from([_failing_sink, _quiet_sink, "not callable", None])
    if (
        "date" in note
        or name.endswith(("_date", "_on", "_from", "_to"))
        or name in ("today", "since", "now")
    ):
        return st.sampled_from(DATES + [None, 5, "x"])
    if note.startswith("bool") or name in ("required", "copy", "descending", "include_retired"):
        return st.sampled_from(FLAGS)
    if note.startswith("int") or name in ("limit", "offset", "year", "number", "cap"):
        return st.one_of(st.sampled_from(IDS), st.integers())
    if note.startswith("dict") or name == "params":
        return st.one_of(
            st.dictionaries(text.filter(lambda v: isinstance(v, str)), any_value, max_size=3),
            st.sampled_from(WRONG),
        )
    if note.startswith(("list", "Sequence", "Iterable")):
        return st.one_of(st.lists(any_value, max_size=3), st.sampled_from(WRONG))
    return any_value


def _is_path(name: str, note: str) -> bool:
    return "Path" in note or name in (
        "path",
        "dest",
        "src",
        "folder",
        "out_dir",
        "db_path",
        "backup_file",
    )


def dataclass_of(cls: type) -> st.SearchStrategy[object]:
    fields = {
        f.name: (ids([1]) if f.name.endswith("_id") else any_value) for f in dataclasses.fields(cls)
    }
    return st.fixed_dictionaries({}, optional=fields).map(lambda kw: cls(**kw))


def _table_like(namespace: dict, name: str) -> Any:  # noqa: ANN401 - a constructor
    cls = namespace[name]
    if name == "RawTable":
        return lambda headers, rows: cls(headers, rows, "utf-8")
    return lambda headers, rows: cls(
        kind="people", source="x", good=[(2, {h: h for h in headers if isinstance(h, str)})],
        bad=[],
    )  # fmt: skip


def _failing_sink(pdf: bytes) -> None:
    raise OSError("the printer is out of paper")


def _quiet_sink(pdf: bytes) -> None:
    assert isinstance(pdf, bytes)


KWARGS_KEYS = ["first_name", "last_name", "name", "notes", "national_code", "population",
               "dehestan_id", "no_such_field"]  # fmt: skip
