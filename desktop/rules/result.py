"""The shape every computation returns: figures, citations, a Persian explanation, provenance."""

from __future__ import annotations

import dataclasses
import datetime as dt
from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction
from typing import ClassVar

from desktop.jalali import format_jalali
from desktop.rules import RULE_VERSION
from desktop.rules.citations import Citation
from desktop.text import group_thousands, to_persian_digits

_COMMON = ("regime", "rule_version", "citations", "explanation")


@dataclass(frozen=True, kw_only=True)
class Result:
    regime: str
    citations: tuple[Citation, ...]
    explanation: str
    rule_version: str = RULE_VERSION

    def to_json(self) -> dict[str, object]:
        """Figures first (None omitted), then regime, rule version, citations, explanation."""
        out: dict[str, object] = {}
        for f in dataclasses.fields(self):
            if f.name in _COMMON:
                continue
            v = getattr(self, f.name)
            if v is not None:
                out[f.name] = jsonable(v)
        for name in _COMMON:
            out[name] = jsonable(getattr(self, name))
        return out


class Record:
    """A computation's row (a seat, a step, an applicant...), dumped field by field in their
    order, each as ``jsonable`` makes it; ``json_names`` renames a field in the dump."""

    json_names: ClassVar[dict[str, str]] = {}

    def to_json(self) -> dict[str, object]:
        assert dataclasses.is_dataclass(self)
        return {
            self.json_names.get(f.name, f.name): jsonable(getattr(self, f.name))
            for f in dataclasses.fields(self)
        }


def jsonable(v: object) -> object:
    if isinstance(v, bool | int | str) or v is None:
        return v
    if isinstance(v, dt.date):
        return format_jalali(v)
    if isinstance(v, Decimal | Fraction):
        return int(v) if v == int(v) else float(v)
    if isinstance(v, Citation):
        return v.to_json()
    if isinstance(v, tuple | list):
        return [jsonable(x) for x in v]
    if isinstance(v, dict):
        return {str(k): jsonable(x) for k, x in v.items()}
    if hasattr(v, "to_json"):
        return v.to_json()
    raise TypeError(f"not JSON-able: {v!r}")


# --- Persian fragments for explanations -------------------------------------------------------
def rials(n: int | Decimal) -> str:
    return f"{group_thousands(int(n))} ریال"


def pct(v: object) -> str:
    s = str(jsonable(v)) if isinstance(v, Decimal | Fraction) else str(v)
    return to_persian_digits(s.replace(".", "٫")) + " درصد"


def num(v: object) -> str:
    s = str(jsonable(v)) if isinstance(v, Decimal | Fraction) else str(v)
    return to_persian_digits(s.replace(".", "٫"))


def date_fa(d: dt.date) -> str:
    return format_jalali(d, persian_digits=True)


def cites(cs: tuple[Citation, ...] | list[Citation]) -> str:
    return "، ".join(c.short() for c in cs)


ROUNDING_NOTE = "کسر ریال به پایین گرد شده است."
