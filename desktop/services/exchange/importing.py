"""Import of people and villages from a table read by ``reading``: the columns each kind takes,
a guessed mapping of headers, a preview that runs the real services in a transaction always
rolled back, and the import itself in one transaction (all rows or none).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from sqlite_utils import Database

from desktop.domain.errors import NotFound, ValidationError
from desktop.domain.fields import Checker
from desktop.domain.places import FARMING_TYPES, TENURES, VILLAGE_KINDS
from desktop.services import audit as audit_service
from desktop.services.change import Change
from desktop.services.door import action
from desktop.services.exchange.reading import RawTable
from desktop.services.people import add_person
from desktop.services.places import add_village
from desktop.text import normalize

# Import targets: field -> Persian column title (also what a header is matched against).
PEOPLE_COLUMNS = {
    "first_name": "نام",
    "last_name": "نام خانوادگی",
    "father_name": "نام پدر",
    "national_code": "کد ملی",
    "id_number": "شماره شناسنامه",
    "id_issue_place": "محل صدور",
    "birth_date": "تاریخ تولد",
    "literate": "باسواد",
    "residence_village": "آبادی محل اقامت",
    "residence_text": "نشانی",
    "notes": "یادداشت",
}
VILLAGE_COLUMNS = {
    "name": "نام آبادی",
    "dehestan": "دهستان",
    "kind": "نوع",
    "population": "جمعیت",
    "households": "خانوار",
    "farming_type": "نوع کشت",
    "landlord_share_pct": "بهره مالکانه درصد",
    "tenure": "نوع مالکیت",
    "has_municipality": "شهرداری",
    "notes": "یادداشت",
}
TARGETS: dict[str, dict[str, str]] = {"people": PEOPLE_COLUMNS, "villages": VILLAGE_COLUMNS}
_YES = {"1", "true", "yes", "y", "x", "بله", "بلی", "آری", "دارد", "هست", "✓"}
_NO = {"", "0", "false", "no", "n", "خیر", "نه", "ندارد", "نیست"}


def guess_mapping(kind: str, headers: Sequence[str]) -> dict[str, int | None]:
    """Target field -> column index, matching headers by field key or Persian title."""
    wanted = TARGETS[kind]
    index = {normalize(h).replace(" ", ""): i for i, h in enumerate(headers)}
    return {
        key: index.get(
            normalize(key).replace(" ", ""), index.get(normalize(title).replace(" ", ""))
        )
        for key, title in wanted.items()
    }


@dataclass(frozen=True)
class BadRow:
    line: int  # the line in the file (the header is line 1)
    errors: dict[str, str]
    raw: list[str]

    @property
    def reason(self) -> str:
        return "؛ ".join(
            f"{TARGETS_TITLES.get(k, k)}: {v}" if k else v for k, v in self.errors.items()
        )


TARGETS_TITLES = {**PEOPLE_COLUMNS, **VILLAGE_COLUMNS, "residence_village_id": PEOPLE_COLUMNS["residence_village"],
                  "dehestan_id": VILLAGE_COLUMNS["dehestan"]}  # fmt: skip


@dataclass
class Preview:
    kind: str
    source: str
    good: list[tuple[int, dict]] = field(default_factory=list)
    bad: list[BadRow] = field(default_factory=list)

    @property
    def total(self) -> int:
        return len(self.good) + len(self.bad)


_LOOKUPS = (("dehestan", "dehestan_id"), ("residence_village", "residence_village_id"))


class _Rollback(Exception):
    pass


def _flag(value: str) -> object:
    v = normalize(value)
    if v in _YES:
        return True
    if v in _NO:
        return False
    return value  # the service refuses it with its own message


def _choice(value: str, labels: dict[str, str]) -> str:
    v = normalize(value)
    for key, label in labels.items():
        if v in (key, normalize(label)):
            return key
    return value


def _lookup(db: Database, table: str, name: str) -> tuple[int | None, str | None]:
    if not name:
        return None, None
    ids = [r[0] for r in db.execute(
        f"SELECT id FROM {table} WHERE name_norm = ? AND retired_at IS NULL", [normalize(name)]
    )]  # fmt: skip
    if len(ids) == 1:
        return ids[0], None
    if not ids:
        return None, f"«{name}» در فهرست نیست."
    return None, f"چند «{name}» هست؛ یکی را پس از ورود دستی برگزینید."


def _row_fields(
    db: Database, kind: str, raw: list[str], mapping: dict[str, int | None]
) -> tuple[dict, dict]:
    cell = {
        k: (raw[i] if i is not None and i < len(raw) else "")
        for k, i in mapping.items()
        if i is not None
    }
    errors: dict[str, str] = {}
    if kind == "people":
        fields: dict = {
            k: v for k, v in cell.items() if k in PEOPLE_COLUMNS and k != "residence_village"
        }
        if "literate" in fields:
            fields["literate"] = _flag(fields["literate"])
        village, err = _lookup(db, "village", cell.get("residence_village", ""))
        if err:
            errors["residence_village"] = err
        fields["residence_village_id"] = village
        return {k: (v if v != "" else None) for k, v in fields.items()}, errors
    fields = {k: v for k, v in cell.items() if k != "dehestan"}
    dehestan, err = _lookup(db, "dehestan", cell.get("dehestan", ""))
    if err:
        errors["dehestan"] = err
    fields["dehestan_id"] = dehestan
    for key, labels in (
        ("kind", VILLAGE_KINDS),
        ("farming_type", FARMING_TYPES),
        ("tenure", TENURES),
    ):
        if fields.get(key):
            fields[key] = _choice(fields[key], labels)
    if "has_municipality" in fields:
        fields["has_municipality"] = _flag(fields["has_municipality"])
    return {k: (v if v != "" else None) for k, v in fields.items()}, errors


_SERVICES: dict[str, tuple[Callable[..., Change], str]] = {
    "people": (add_person, "person"),
    "villages": (add_village, "village"),
}


# Long imports report every so many rows: ``progress(done, total)`` returns False to cancel.
Progress = Callable[[int, int], bool]
PROGRESS_EVERY = 250


class ImportCancelled(Exception):
    """The clerk cancelled a preview or an import; nothing was written."""

    message_fa = "ورود از پرونده لغو شد؛ چیزی نوشته نشد."


def _report(progress: Progress | None, done: int, total: int) -> None:
    if progress is not None and (done % PROGRESS_EVERY == 0 or done == total):
        if not progress(done, total):
            raise ImportCancelled


@action(right="register")
def preview_import(db: Database, kind: str, table: RawTable, mapping: dict[str, int | None], *,
                   source: str = "", progress: Progress | None = None) -> Preview:  # fmt: skip
    """Validate every row with the real service in a transaction that is rolled back: nothing is
    imported. Lists each bad row with its reasons. ``progress`` may cancel (ImportCancelled)."""
    _check_import(kind, table, mapping)
    service, _table_name = _SERVICES[kind]
    result = Preview(kind, source)
    total = len(table.rows)
    try:
        with db.atomic():
            for n, raw in enumerate(table.rows, start=2):
                _report(progress, n - 2, total)
                fields, errors = _row_fields(db, kind, raw, mapping)
                try:
                    with db.atomic():
                        try:
                            service(db, **fields)
                        except ValidationError as e:
                            errors = {**e.errors, **errors}
                        for name_field, id_field in _LOOKUPS:
                            if name_field in errors:  # one reason, in the file's own terms
                                errors.pop(id_field, None)
                        if errors:
                            raise ValidationError(errors)
                    result.good.append((n, fields))
                except ValidationError as e:
                    result.bad.append(BadRow(n, e.errors, list(raw)))
                except (NotFound, TypeError) as e:
                    result.bad.append(BadRow(n, {"": str(getattr(e, "message_fa", e))}, list(raw)))
            _report(progress, total, total)
            raise _Rollback
    except _Rollback:
        pass
    return result


def _check_import(kind: object, table: object, mapping: object) -> None:
    """What the import dialog hands over, checked: a known kind, a table of text rows, a mapping
    of target fields to column numbers."""
    c = Checker()
    if not isinstance(kind, str) or kind not in TARGETS:
        c.fail("kind", "نوع سوابق برای ورود نامعتبر است.")
    elif not isinstance(mapping, dict) or not all(
        k in TARGETS[kind]
        and (i is None or (isinstance(i, int) and not isinstance(i, bool) and 0 <= i < 10_000))
        for k, i in mapping.items()
    ):
        c.fail("mapping", "نگاشت ستون‌ها نامعتبر است.")
    if (
        not isinstance(table, RawTable)
        or not isinstance(table.rows, list)
        or not all(isinstance(r, list) and all(isinstance(v, str) for v in r) for r in table.rows)
    ):
        c.fail("table", "جدول پرونده نامعتبر است.")
    c.raise_if_any()


@action(right="register")
def apply_import(db: Database, preview: Preview, *, progress: Progress | None = None) -> Change:
    """Import the preview's good rows in one transaction: all of them or, if anything changed
    since the preview and a row is now refused (or the clerk cancels), none."""
    if (
        not isinstance(preview, Preview)
        or not isinstance(preview.kind, str)
        or preview.kind not in _SERVICES
    ):
        raise ValidationError.single("preview", "پیش‌نمایش ورود نامعتبر است.")
    service, table_name = _SERVICES[preview.kind]
    ids: list[int] = []
    total = len(preview.good)
    with db.atomic():
        for done, (line, fields) in enumerate(preview.good):
            _report(progress, done, total)
            try:
                ids.extend(service(db, **fields).ids)
            except ValidationError as e:
                raise ValidationError(
                    {"": f"ردیف {line}: " + "؛ ".join(e.errors.values()) + " هیچ ردیفی وارد نشد."}
                ) from e
        _report(progress, total, total)  # a cancel even now undoes every row
        audit_service.log_event(db, "import", table_name, None,
                                note=f"{len(ids)} ردیف از {preview.source}".strip())  # fmt: skip
    return Change.of(table_name, ids=ids)
