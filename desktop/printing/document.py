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
        """The document as ``dataclasses.asdict`` gives it (each block with its kind), in JSON:
        each dataclass handed to the encoder as its fields, the rest (tuples, text, numbers)
        encoded by the encoder itself, without a copy of every value first: each numbered
        letter stores its document so, a thousand times in a batch."""
        data = _fields(self)
        data["blocks"] = [{"kind": _NAMES[type(b)], **_fields(b)} for b in self.blocks]
        return _ENCODER.encode(data)

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


def _fields(value: Any) -> dict[str, Any]:
    """A dataclass's fields, by name, in order (the encoder's ``default``: one nested in a
    document, a legal basis or a signatory, is encoded as its fields too)."""
    if not hasattr(type(value), "__dataclass_fields__"):
        raise TypeError(f"{type(value).__name__} is not JSON serializable")
    return {f.name: getattr(value, f.name) for f in fields(value)}


_ENCODER = json.JSONEncoder(ensure_ascii=False, default=_fields)


def _tuples(v: Any) -> Any:
    if isinstance(v, list):
        return tuple(_tuples(x) for x in v)
    return v
