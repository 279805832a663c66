"""A backup to restore is a file from outside (issue 21): before it replaces anything its schema
must be exactly the migrations', its pages sound and its books, numbers and audit trail those the
program keeps; it is read with SQLite's precautions for untrusted files. A refused backup leaves
the live file byte-identical and nothing beside it."""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

import pytest

from desktop.services import funds, letters
from desktop.store import backup, untrusted
from tests.services.funds_fixtures import make_village


@pytest.fixture
def saved(office_db, db_path, tmp_path):
    """An office with receipts (one deposited) and a letter, backed up; its file closed."""
    ids = make_village(office_db)
    a = funds.assess(office_db, village_id=ids["village"], landlord_id=ids["landlord1"],
                     income_kind="cash", assessed_on="1332/05/01", base_rials=10**9).id  # fmt: skip
    ob = funds.confirm_assessment(office_db, assessment_id=a, due_on="1332/05/01").id
    pays = [
        funds.record_payment(
            office_db, obligation_id=ob, received_on="1332/05/02", amount_rials=5_000_000 + i
        ).id
        for i in range(3)
    ]
    fid = funds.get_obligation(office_db, ob)["fund_id"]
    funds.record_deposit(office_db, fund_id=fid, deposited_on="1332/05/03", slip_number="1",
                         bank="ملی", payment_ids=pays[:1])  # fmt: skip
    letters.register_incoming(office_db, sender="فرمانداری", subject="بخشنامه")
    path = backup.make_backup(office_db, tmp_path / "usb", kind="manual")
    office_db.close()
    return path


def _tampered(saved: Path, tmp_path: Path, sql: str, *, with_functions: bool = False) -> Path:
    out = tmp_path / "usb" / "tampered.sqlite"
    shutil.copyfile(saved, out)
    conn = sqlite3.connect(out, isolation_level=None)
    if with_functions:  # the program's own triggers, run as the program would
        conn.create_function("audit_actor", 0, lambda: "office")
    try:
        conn.executescript(sql)
    finally:
        conn.close()
    return out


def _triggers_kept(conn_sql: str, names: list[str], change: str) -> str:
    """SQL that drops ``names``, runs ``change`` and puts the very same triggers back."""
    return f"DROP TRIGGER {'; DROP TRIGGER '.join(names)}; {change}; {conn_sql}"


def _trigger_sql(saved: Path, names: list[str]) -> str:
    conn = sqlite3.connect(saved)
    try:
        marks = ",".join("?" for _ in names)
        return ";\n".join(
            r[0]
            for r in conn.execute(f"SELECT sql FROM sqlite_master WHERE name IN ({marks})", names)
        )
    finally:
        conn.close()


_GUARDS = ["ledger_posting_no_update", "audit_ledger_posting_update"]

TAMPERED = {
    "an append-only trigger dropped": "DROP TRIGGER ledger_posting_no_update",
    "an index dropped": "DROP INDEX letter_date",
    "a trigger that takes a rial off every debit": (
        "CREATE TRIGGER skim AFTER INSERT ON ledger_posting WHEN NEW.rials > 0 BEGIN SELECT 1; END"
    ),
    "a view calling a function": "CREATE VIEW evil AS SELECT norm('x') AS x",
    "an append-only trigger neutered through writable_schema": (
        "PRAGMA writable_schema = ON; UPDATE sqlite_master SET sql = replace(sql, 'BEGIN', "
        "'WHEN 0 BEGIN') WHERE name = 'audit_log_no_update'; PRAGMA writable_schema = OFF"
    ),
}


def _refused(db_path: Path, tampered: Path) -> str:
    before = db_path.read_bytes()
    beside = sorted(p.name for p in db_path.parent.iterdir())
    with pytest.raises(backup.BackupError) as e:
        backup.restore(db_path, tampered)
    assert db_path.read_bytes() == before  # byte-identical
    assert sorted(p.name for p in db_path.parent.iterdir()) == beside  # nothing set aside
    assert any("\u0600" <= ch <= "\u06ff" for ch in e.value.message_fa)
    return e.value.message_fa


@pytest.mark.parametrize("craft", sorted(TAMPERED))
def test_a_backup_whose_schema_is_not_the_migrations_is_not_restored(
    saved, db_path, tmp_path, craft
):
    """Issue 21: restore accepted a backup edited outside the program (triggers dropped, one
    added); integrity_check and balance_check both said ok."""
    message = _refused(db_path, _tampered(saved, tmp_path, TAMPERED[craft]))
    assert "ساختار" in message


def test_a_posting_changed_with_its_guards_put_back_is_not_restored(saved, db_path, tmp_path):
    change = "UPDATE ledger_posting SET rials = rials - 1 WHERE id = (SELECT min(id) FROM ledger_posting WHERE rials > 0)"  # noqa: E501
    sql = _triggers_kept(_trigger_sql(saved, _GUARDS), _GUARDS, change)
    message = _refused(db_path, _tampered(saved, tmp_path, sql))
    assert "تراز" in message


def test_an_entry_doubled_through_the_programs_own_triggers_is_not_restored(
    saved, db_path, tmp_path
):
    """The doubled entry balances and even has its audit entries; but no act names it."""
    sql = (
        "INSERT INTO ledger_entry(id, posted_on, kind, memo, source_table, source_id, created_at, "
        "updated_at) SELECT 1000, posted_on, kind, memo, source_table, source_id, created_at, "
        "updated_at FROM ledger_entry WHERE kind = 'receipt' ORDER BY id LIMIT 1; "
        "INSERT INTO ledger_posting(entry_id, fund_id, account_id, posted_on, rials, commodity, "
        "grams, created_at, updated_at) SELECT 1000, fund_id, account_id, posted_on, rials, "
        "commodity, grams, created_at, updated_at FROM ledger_posting WHERE entry_id = "
        "(SELECT min(id) FROM ledger_entry WHERE kind = 'receipt')"
    )
    message = _refused(db_path, _tampered(saved, tmp_path, sql, with_functions=True))
    assert "۱۰۰۰" in message


def test_a_receipt_number_skipped_is_not_restored(saved, db_path, tmp_path):
    guards = ["audit_fund_payment_update"]
    change = "UPDATE fund_payment SET receipt_no = 7 WHERE receipt_no = 3"
    sql = _triggers_kept(_trigger_sql(saved, guards), guards, change)
    message = _refused(db_path, _tampered(saved, tmp_path, sql))
    assert "رسید" in message


def test_a_legitimate_backup_still_restores(saved, db_path):
    assert backup.restore(db_path, saved) is not None


def test_a_file_from_outside_runs_nothing_from_its_schema(saved, tmp_path):
    """The precautions themselves: a view calling a function the connection knows runs it on
    an ordinary connection, and not on one opened as untrusted."""
    crafted = _tampered(saved, tmp_path, "CREATE VIEW evil AS SELECT probe() AS x")
    calls: list[int] = []
    plain = sqlite3.connect(crafted)
    plain.create_function("probe", 0, lambda: calls.append(1) or 1)
    plain.execute("SELECT * FROM evil").fetchall()
    plain.close()
    assert calls == [1]  # the view does call it when trusted
    conn = untrusted.open_untrusted(crafted)
    try:
        assert untrusted.is_hardened(conn)
        conn.create_function("probe", 0, lambda: calls.append(2) or 1)
        with pytest.raises(sqlite3.OperationalError, match="unsafe use"):
            conn.execute("SELECT * FROM evil").fetchall()
    finally:
        conn.close()
    assert calls == [1]


def test_the_restore_reads_the_backup_only_as_untrusted(saved, db_path, tmp_path, monkeypatch):
    """Every connection the check and the restore open on the backup is hardened; a function
    the backup's schema calls is never run, even when the connection knows it."""
    crafted = _tampered(saved, tmp_path, "CREATE VIEW evil AS SELECT probe() AS x")
    opened: list[sqlite3.Connection] = []
    calls: list[int] = []
    real = untrusted.open_untrusted

    def spy(path):
        conn = real(path)
        conn.create_function("probe", 0, lambda: calls.append(1) or 1)
        opened.append(conn)
        return conn

    monkeypatch.setattr(untrusted, "open_untrusted", spy)
    _refused(db_path, crafted)
    assert opened and calls == []
