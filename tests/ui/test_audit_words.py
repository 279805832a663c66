"""The audit trail speaks Persian: a walk over every entry of the demo office's trail, each changed
field named and its before/after shown as the record-history screen shows them, finds no column
name and no stored code in Latin letters (the screen showed about 170 raw column names and the
codes of the ledger, funds, cases, councils, land reform and letters as stored).

What is still shown in Latin is listed below, by name, so the list can only shrink: an item that
is now Persian fails the test until it is taken off the list."""

from __future__ import annotations

from collections import defaultdict

import pytest

from desktop.domain.labels import column_label
from desktop.services import audit
from desktop.store.db import open_database
from desktop.ui.audit.page import _value

# (table, column) whose shown values still carry Latin letters (none: the structures kept whole
# as JSON, an election's result, an allocation's ranking, a letter's content and its typed parts
# and the office's settings, are shown part by part in Persian words)
LEFT_VALUES: set[tuple[str, str]] = set()
# the structures kept whole as JSON, which showed their keys and codes («"seat": "trustee"»)
STRUCTURES = {
    ("election", "result"),
    ("land_allocation", "ranking"),
    ("letter", "content"),
    ("letter", "params"),
    ("settings", "value"),
}
LEFT_COLUMNS: set[str] = set()


def _latin(text: str) -> bool:
    return any(ch.isascii() and ch.isalpha() for ch in text)


def _latin_digit(text: str) -> bool:
    return any(ch.isascii() and ch.isdigit() for ch in text)


@pytest.fixture(scope="module")
def trail(office_file):
    db = open_database(office_file)
    columns: dict[str, set[str]] = defaultdict(set)
    values: dict[tuple[str, str], set[str]] = defaultdict(set)
    structures: dict[tuple[str, str], list[str]] = defaultdict(list)
    for entry in db.query("SELECT * FROM audit_log ORDER BY id"):
        table = entry["table_name"]
        for change in audit.changed_fields(entry):
            if _latin(column_label(change.field)):
                columns[change.field].add(table)
            for v in (change.old, change.new):
                shown = _value(v, change.field, table, db)
                if _latin(shown):
                    values[(table, change.field)].add(shown[:60])
                if (table, change.field) in STRUCTURES and v is not None:
                    structures[(table, change.field)].append(shown)
    db.close()
    return columns, values, structures


def test_the_trail_is_long_enough_to_mean_something(office_file):
    db = open_database(office_file)
    tables = {r[0] for r in db.execute("SELECT DISTINCT table_name FROM audit_log")}
    db.close()
    assert {"ledger_entry", "fund_payment", "case_file", "council_member", "land_parcel",
            "letter"} <= tables  # fmt: skip


def test_every_column_of_the_trail_has_a_persian_name(trail):
    columns, _, _ = trail
    shown = {c: sorted(t) for c, t in columns.items() if c not in LEFT_COLUMNS}
    assert not shown, shown
    assert not LEFT_COLUMNS - set(columns), "now Persian: take off LEFT_COLUMNS"


def test_every_stored_code_of_the_trail_is_shown_in_persian(trail):
    _, values, _ = trail
    shown = {k: sorted(v)[:5] for k, v in values.items() if k not in LEFT_VALUES}
    assert not shown, shown
    assert not LEFT_VALUES - set(values), "now Persian: take off LEFT_VALUES"


def test_the_structures_read_in_persian_words_and_digits(trail):
    """An election's count names its candidates, seats and votes; an allocation's ranking its
    applicants and classes; no key, code or Latin digit is left (the screen showed
    «{"rank": 1, "id": "1", "votes": 7, "seat": "elected_trustee", ...}»)."""
    _, _, structures = trail
    assert set(structures) == STRUCTURES, "the demo's trail changes each structure"
    for key, shown in structures.items():
        bad = [s[:80] for s in shown if _latin(s) or _latin_digit(s) or "{" in s or '"' in s]
        assert not bad, (key, bad[:3])
    result = structures[("election", "result")][0]
    assert (
        "ترتیب آرا: (رتبه: ۱؛ نامزد: " in result and "کرسی: معتمد محلی به انتخاب زارعین" in result
    )
    assert "نامزد انتخابات" not in result  # a candidate by the person's name
    assert "طبقهٔ اولویت: " in structures[("land_allocation", "ranking")][0]
    assert any("نام اداره: " in s for s in structures[("settings", "value")])


def test_every_setting_the_office_keeps_reads_in_persian():
    """The settings the demo does not change are structures too: the office's choices (a
    reading, a holiday, the land bill's day), the register's number format."""
    import datetime as dt

    from desktop.domain.letter_numbers import NumberFormat
    from desktop.rules.choices import Choices
    from desktop.ui.audit import structures

    choices = Choices(holidays=(dt.date(2026, 3, 21),), land_bill_presented_on=dt.date(1959, 12, 1))
    for value in (choices.to_json(), NumberFormat(prefix="ب").as_dict()):
        shown = structures.shown(value, "value", "settings", lambda v, c, t: _value(v, c, t), None)
        assert shown and not _latin(shown) and not _latin_digit(shown), shown
