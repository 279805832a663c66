"""The parts of a document the clerk types: pre-filled from the record, checked field by field.

A template declares its variable parts as ``Field``s (``desktop.printing.registry``) and may
pre-fill them from its record. ``document_params`` gives the editor the values to start from
(the template's pre-fill, or what was typed for an earlier letter when it is copied);
``check_params`` turns what was typed into clean values (a date as ISO, an amount as integer
rials) or refuses each bad field with a Persian message keyed by the field's ``key``, so the
editor shows it beside the field. Each field is checked by ``check_field`` (``printing.params.check_value``), the
same check the command line's ``print --param`` and a draft go through. ``letters.issue_document``
runs ``check_params`` before it takes a number, and stores the clean values with the letter.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from sqlite_utils import Database

from desktop.domain.errors import NotFound, ValidationError
from desktop.domain.fields import Checker, is_row_id
from desktop.printing import registry
from desktop.printing.params import check_value as check_field  # the one check, for the editor
from desktop.printing.registry import Template
from desktop.services import papers
from desktop.services.door import read
from desktop.services.rows import _row_by_id


def template_or_refuse(template_key: object) -> Template:
    if not isinstance(template_key, str) or not registry.exists(template_key):
        raise ValidationError.single("template_key", "چنین قالبی تعریف نشده است.")
    return registry.get(template_key)


def check_params(template: Template, params: object) -> dict[str, Any]:
    """The declared fields' clean values (plus any undeclared keys passed through, as given);
    ValidationError naming each bad field."""
    if not isinstance(template, Template):
        raise ValidationError.single("template_key", "چنین قالبی تعریف نشده است.")
    if params is None:
        params = {}
    if not isinstance(params, Mapping):
        raise ValidationError.single("params", "مقادیر سند نامعتبر است.")
    c = Checker()
    clean: dict[str, Any] = {}
    for key, value in params.items():
        if not isinstance(key, str) or len(key) > 60:
            c.fail("params", "مقادیر سند نامعتبر است.")
            continue
        clean[key] = value
    for field in template.fields:
        clean[field.key] = check_field(c, field, params.get(field.key))
    c.raise_if_any()
    return clean


@read()
def prefill(db: Database, template_key: str, record_id: int | None) -> dict[str, Any]:
    """What the editor starts from: the template's pre-fill from its record (every declared field
    present, empty where the record says nothing)."""
    template = template_or_refuse(template_key)
    if record_id is not None and not is_row_id(record_id):
        raise NotFound(template.record_table or "record", record_id)
    if template.prefill is None:
        return prefill_from(template, None)
    return prefill_from(template, papers.gather(db, template_key, record_id))


def prefill_from(template: Template, content: Any) -> dict[str, Any]:
    """The pre-fill of ``template`` from the value its services gathered (every declared field
    present, empty where the record says nothing)."""
    values: dict[str, Any] = {f.key: "" for f in template.fields}
    if template.prefill is not None:
        values.update({k: v for k, v in template.prefill(content).items() if v is not None})
    return values


@read()
def params_of_letter(db: Database, letter_id: int) -> tuple[str, int | None, dict[str, Any]]:
    """(template, record, typed values) of an issued letter, to start a new letter from it."""
    sql = "SELECT direction, template_key, record_id, params FROM letter WHERE id = ?"
    row = _row_by_id(db, "letter", letter_id, sql)
    direction, template_key, record_id, raw = row.values()
    if direction != "out" or not template_key or not registry.exists(template_key):
        raise ValidationError.single(
            "letter", "این نامه از روی قالبی صادر نشده و رونوشت‌برداری ندارد."
        )
    values = prefill(db, template_key, record_id)
    if raw:
        stored = json.loads(raw)
        if isinstance(stored, dict):
            values.update({k: v for k, v in stored.items() if not k.startswith("_")})
    return template_key, record_id, values
