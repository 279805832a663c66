"""What a printed document says, as plain data: blocks of text and tables, no layout.

A template turns a record into a ``Document``; the engine lays it out. A document is stored
(as JSON) with its register row so that a reprint says exactly what the original said.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field, fields
from typing import Any


@dataclass(frozen=True)
class Para:
    text: str
    bold: bool = False
    align: str = "justify"  # justify | right | center
    size: float | None = None


@dataclass(frozen=True)
class Heading:
    text: str


@dataclass(frozen=True)
class Fields:
    """Label/value pairs, printed as a borderless two-column table."""

    pairs: tuple[tuple[str, str], ...]


@dataclass(frozen=True)
class Table:
    header: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]
    widths: tuple[float, ...] = ()  # relative, right to left; equal if empty
    footer: tuple[str, ...] = ()  # a totals row


@dataclass(frozen=True)
class Legal:
    """A legal basis: the citation (``1331 متمم م۳۲``) and, where the document quotes it, the text."""

    citation: str
    quote: str = ""


@dataclass(frozen=True)
class Signatory:
    name: str
    role: str  # بخشدار / رئیس شورا ...


Block = Para | Heading | Fields | Table

_KINDS: dict[str, type] = {"para": Para, "heading": Heading, "fields": Fields, "table": Table}
_NAMES = {v: k for k, v in _KINDS.items()}


@dataclass(frozen=True)
class Document:
    title: str
    blocks: tuple[Block, ...]
    signatory: Signatory
    recipient: str = ""
    subject: str = ""
    legal: tuple[Legal, ...] = ()
    attachments: str = ""
    cc: tuple[str, ...] = ()
    record_table: str = ""
    record_id: int | None = None
    landscape: bool = False
    extra: dict[str, Any] = field(default_factory=dict)
    # who else signs, one line each beside the signatory's: the members present under minutes,
    # the payer under a receipt, the recipient under a notice (name may be blank: a line to fill)
    signers: tuple[Signatory, ...] = ()

    def to_json(self) -> str:
        data = _plain(self)
        data["blocks"] = [{"kind": _NAMES[type(b)], **_plain(b)} for b in self.blocks]
        return json.dumps(data, ensure_ascii=False)

    @classmethod
    def from_json(cls, text: str) -> Document:
        data = json.loads(text)
        blocks = []
        for raw in data.pop("blocks"):
            kind = _KINDS[raw.pop("kind")]
            blocks.append(kind(**{k: _tuples(v) for k, v in raw.items()}))
        data["legal"] = tuple(Legal(**x) for x in data.get("legal", ()))
        data["signatory"] = Signatory(**data["signatory"])
        data["signers"] = tuple(Signatory(**s) for s in data.get("signers", ()))
        data["cc"] = tuple(data.get("cc", ()))
        return cls(blocks=tuple(blocks), **data)


def _plain(value: Any) -> Any:
    """``value`` in JSON's kinds as ``dataclasses.asdict`` gives it (a dataclass a dict of its
    fields, a tuple or a list a list, a dict a dict, anything else itself), without the deep
    copy ``asdict`` makes of every value: each numbered letter stores its document so, a
    thousand times in a batch."""
    if hasattr(type(value), "__dataclass_fields__"):
        return {f.name: _plain(getattr(value, f.name)) for f in fields(value)}
    if isinstance(value, tuple | list):
        return [_plain(v) for v in value]
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    return value


def _tuples(v: Any) -> Any:
    if isinstance(v, list):
        return tuple(_tuples(x) for x in v)
    return v
