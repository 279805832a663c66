"""Checking the parameters a document is given (``print --param KEY=VALUE``, the preview's
fields) against the fields its template declares (``registry.Field``): each value is checked
for its kind with the same ``Checker`` as every form, and a key the template does not declare is
refused rather than silently ignored."""

from __future__ import annotations

import datetime as _dt
import re
from typing import Any

from desktop.domain.errors import ValidationError
from desktop.domain.fields import MAX_TEXT, Checker
from desktop.jalali import format_jalali
from desktop.printing.registry import Field, Template

_ISO = re.compile(r"\d{4}-\d{2}-\d{2}")

MAX_AMOUNT = 10**15  # rials; a larger figure is a typing slip, not a sum this office handles


def check_value(c: Checker, field: Field, value: object) -> object:
    """The value of one declared field, checked for its kind (errors collected in ``c``)."""
    key = field.key
    if field.kind in ("amount", "int"):
        return c.integer(key, value, required=field.required, minimum=0, maximum=MAX_AMOUNT)
    if field.kind == "date":
        if isinstance(value, str) and _ISO.fullmatch(value):  # already checked and stored (ISO)
            try:
                value = _dt.date.fromisoformat(value)
            except ValueError:
                pass
        if isinstance(value, _dt.date):
            return c.date(key, format_jalali(value), required=field.required)
        d = c.date(key, value, required=field.required)
        return value if d is not None and isinstance(value, str) else d
    if field.kind == "choice":
        return c.choice(
            key, value, tuple(v for v, _label in field.choices), required=field.required
        )
    limit = MAX_TEXT if field.kind == "multiline" else 300
    return c.text(key, value, required=field.required, max_len=limit)


def check_params(template: Template, params: dict[str, Any]) -> dict[str, Any]:
    """``params`` checked against ``template.fields``: refused (ValidationError, Persian) when a
    key is not one of them or a value is not of its field's kind."""
    declared = {f.key: f for f in template.fields}
    c = Checker()
    checked: dict[str, Any] = {}
    for key, value in params.items():
        field = declared.get(key) if isinstance(key, str) else None
        if field is None:
            known = "، ".join(f"«{k}»" for k in declared) or "هیچ"
            c.fail(str(key)[:40], f"این سند پارامتری به این نام ندارد (پارامترهای آن: {known}).")
            continue
        checked[key] = check_value(c, field, value)
    c.raise_if_any()
    return checked


def check_declared(template: Template, params: dict[str, Any] | None) -> None:
    """For the services: the values of the declared fields among ``params`` are of their kind
    (other keys are the calling module's own and pass untouched)."""
    if params is None:
        return
    if not isinstance(params, dict):
        raise ValidationError.single("params", "پارامترهای سند نامعتبر است.")
    c = Checker()
    for field in template.fields:
        if field.key in params and params[field.key] not in (None, ""):
            check_value(c, field, params[field.key])
    c.raise_if_any()
