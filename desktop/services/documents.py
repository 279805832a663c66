"""The parts of a document the clerk types: pre-filled from the record, checked field by field.

A template declares its variable parts as ``Field``s (``desktop.printing.registry``) and may
pre-fill them from its record. ``document_params`` gives the editor the values to start from
(the template's pre-fill, or what was typed for an earlier letter when it is copied);
``check_params`` turns what was typed into clean values (a date as ISO, an amount as integer
rials) or refuses each bad field with a Persian message keyed by the field's ``key``, so the
editor shows it beside the field. ``letters.issue_document`` runs the same check before it takes
a number, and stores the clean values with the letter.
"""

from __future__ import annotations

import datetime as _dt
import json
import math
import re
from collections.abc import Mapping
from typing import Any

from sqlite_utils import Database

from desktop.domain.errors import NotFound, ValidationError
from desktop.domain.fields import Checker, is_row_id
from desktop.jalali import FIRST_YEAR, LAST_YEAR, jalali_year
from desktop.printing import registry
from desktop.printing.registry import Field, Template
from desktop.text import to_ascii_digits

_ISO = re.compile(r"^(1[7-9]|2[0-9])[0-9]{2}-[0-9]{2}-[0-9]{2}$")  # Gregorian ISO, never Jalali
MAX_AMOUNT = 10**15  # rials; the largest sum a Persian word-spelling covers comfortably
MAX_BODY = 20_000


def template_or_refuse(template_key: object) -> Template:
    if not isinstance(template_key, str) or not registry.exists(template_key):
        raise ValidationError.single("template_key", "چنین قالبی تعریف نشده است.")
    return registry.get(template_key)


def check_field(c: Checker, field: Field, value: object) -> object:
    """One field's clean value (None when empty), or a message in ``c`` under ``field.key``."""
    if not isinstance(c, Checker) or not isinstance(field, Field):
        raise ValidationError.single("field", "خانهٔ سند نامعتبر است.")
    key = field.key
    if field.kind == "date":
        if isinstance(value, str) and _ISO.match(value):  # a value checked before (stored ISO)
            try:
                d = _dt.date.fromisoformat(value)
            except ValueError:
                d = None
            if d is not None:
                if not FIRST_YEAR <= jalali_year(d) <= LAST_YEAR:
                    c.fail(key, "تاریخ بیرون از بازه‌ای است که برنامه می‌پذیرد.")
                    return None
                return d.isoformat()
        d = c.date(key, value, required=field.required)
        return d.isoformat() if d is not None else None
    if field.kind in ("amount", "int"):
        if isinstance(value, float):
            if not math.isfinite(value) or value != int(value):
                c.fail(key, "عدد صحیح وارد کنید.")
                return None
            value = int(value)
        n = c.integer(key, value, required=field.required, minimum=0, maximum=MAX_AMOUNT)
        if n is not None and field.kind == "amount" and n == 0 and field.required:
            c.fail(key, "مبلغ باید بیش از صفر باشد.")
            return None
        return n
    if field.kind == "choice":
        allowed = tuple(v for v, _ in field.choices)
        return c.choice(key, value, allowed, required=field.required)
    limit = MAX_BODY if field.kind == "multiline" else (40 if field.kind == "time" else 500)
    if field.kind == "multiline" and isinstance(value, str):
        value = value.replace("\r\n", "\n")
    text = c.text(key, value, required=field.required, max_len=limit)
    if text is not None and any("\ud800" <= ch <= "\udfff" for ch in text):
        c.fail(key, "متن نویسهٔ نامعتبر دارد.")  # a lone surrogate cannot be stored or printed
        return None
    if text is not None and field.kind == "time" and ":" in text:
        hh, _, mm = to_ascii_digits(text).partition(":")
        mm = mm.strip()[:2]
        if not (hh.strip().isdigit() and mm.isdigit() and int(hh) < 24 and int(mm) < 60):
            c.fail(key, "ساعت نامعتبر است؛ مانند ۹:۳۰ یا «۹ صبح» بنویسید.")
            return None
    return text


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


def prefill(db: Database, template_key: str, record_id: int | None) -> dict[str, Any]:
    """What the editor starts from: the template's pre-fill from its record (every declared field
    present, empty where the record says nothing)."""
    template = template_or_refuse(template_key)
    if record_id is not None and not is_row_id(record_id):
        raise NotFound(template.record_table or "record", record_id)
    values: dict[str, Any] = {f.key: "" for f in template.fields}
    if template.prefill is not None:
        values.update({k: v for k, v in template.prefill(db, record_id).items() if v is not None})
    return values


def params_of_letter(db: Database, letter_id: int) -> tuple[str, int | None, dict[str, Any]]:
    """(template, record, typed values) of an issued letter, to start a new letter from it."""
    if not is_row_id(letter_id):
        raise NotFound("letter", letter_id)
    row = db.execute(
        "SELECT direction, template_key, record_id, params FROM letter WHERE id = ?", [letter_id]
    ).fetchone()
    if row is None:
        raise NotFound("letter", letter_id)
    direction, template_key, record_id, raw = row
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
