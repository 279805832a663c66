"""The template registry: the office's documents, and those other modules add on the same base.

A module adds a document with::

    from desktop.printing.registry import Template, register

    register(Template(
        key="complaint_receipt", title="رسید شکایت", record_table="complaint",
        build=build_receipt,        # (content, params) -> Document
        prefill=prefill_receipt,    # (content) -> params pre-filled from the record, or None
    ))

``build`` lays out a value it is given — the record's figures, parties, dates and the office,
assembled by the module's services (``desktop.services.papers``: each template key's
``gather`` and ``sample``) — as a ``desktop.printing.document.Document``; the letterhead,
numbering, legal-basis block, signature and footer are the engine's. Nothing here reads the
database: a template renders from a value built by hand as well as from one read from a file.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from desktop.printing.document import Document

Build = Callable[[Any, dict[str, Any]], Document]  # (content, params) -> Document
Prefill = Callable[[Any], dict[str, Any]]  # (content) -> params

FIELD_KINDS = ("text", "multiline", "date", "time", "amount", "int", "choice")


@dataclass(frozen=True)
class Field:
    """One variable part of a document that the clerk types, pre-filled from the record.

    ``key`` is the ``params`` key ``build`` reads; ``kind`` is one of ``FIELD_KINDS`` (a date is
    Jalali text ``1405/09/09``, an amount integer rials); ``label`` is Persian.
    """

    key: str
    label: str
    kind: str = "text"
    required: bool = False
    choices: tuple[tuple[str, str], ...] = ()  # (value, Persian label) for kind "choice"

    def __post_init__(self) -> None:
        if self.kind not in FIELD_KINDS:
            raise ValueError(f"unknown field kind {self.kind!r}")


@dataclass(frozen=True)
class Template:
    key: str
    title: str  # Persian, shown in lists
    record_table: str  # what --record ID refers to ("person", "village", ...; "" for none)
    build: Build
    numbered: bool = True  # takes a number in the register of letters when issued
    batch_table: str = ""  # when set, the batch dialog can issue it for many records of this table
    fields: tuple[Field, ...] = ()  # the parts the clerk types in the preview
    prefill: Prefill | None = None  # (content) -> params pre-filled from the record


class Registrars:
    """The modules whose import registers entries (templates here, the papers' sources in the
    services), imported once, when an entry is first looked up."""

    def __init__(self, *modules: str) -> None:
        self.modules = modules
        self.loaded = False

    def load(self) -> None:
        if not self.loaded:
            self.loaded = True
            for name in self.modules:
                importlib.import_module(name)


_TEMPLATES: dict[str, Template] = {}
BUILTIN_MODULES = Registrars("desktop.printing.templates")


def register(template: Template) -> Template:
    if template.key in _TEMPLATES and _TEMPLATES[template.key] is not template:
        raise ValueError(f"template {template.key!r} is already registered")
    _TEMPLATES[template.key] = template
    return template


def get(key: str) -> Template:
    BUILTIN_MODULES.load()
    return _TEMPLATES[key]


def exists(key: str) -> bool:
    BUILTIN_MODULES.load()
    return key in _TEMPLATES


def all_templates() -> list[Template]:
    BUILTIN_MODULES.load()
    return sorted(_TEMPLATES.values(), key=lambda t: t.key)
