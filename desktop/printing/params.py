"""Checking the values a document is given against the fields its template declares
(``registry.Field``): the preview's and the editor's fields, ``print --param KEY=VALUE``, and what
``letters.issue_document`` stores with a letter.

``check_value`` is the one check of a typed field: each value is checked for its kind with the
same ``Checker`` as every form and comes back clean (a date as ISO text, an amount as integer
rials, text trimmed), or its Persian message is left in the ``Checker`` under the field's ``key``.
The three callers differ only in which keys they look at: ``check_params`` (the command line)
refuses a key the template does not declare rather than silently ignoring it;
``services.documents.check_params`` (the editor, the register) checks every declared field and
passes other keys through; ``check_declared`` (a draft) checks the declared values present.
"""

from __future__ import annotations

import datetime as _dt
import math
import re
from typing import Any

from desktop.domain.errors import ValidationError
from desktop.domain.fields import Checker
from desktop.jalali import FIRST_YEAR, LAST_YEAR, jalali_year
from desktop.printing.registry import Field, Template
from desktop.text import to_ascii_digits

_ISO = re.compile(r"^(1[7-9]|2[0-9])[0-9]{2}-[0-9]{2}-[0-9]{2}$")  # Gregorian ISO, never Jalali

MAX_AMOUNT = 10**15  # rials; the largest sum a Persian word-spelling covers comfortably
MAX_BODY = 20_000  # a multi-line part: the body of a letter
MAX_LINE = 500  # a one-line part: a name, a subject, an address
MAX_TIME = 40  # «۹:۳۰» or «۹ صبح»


def check_value(c: Checker, field: Field, value: object) -> object:
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
    limit = {"multiline": MAX_BODY, "time": MAX_TIME}.get(field.kind, MAX_LINE)
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
