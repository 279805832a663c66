"""An office exchange file is a file from outside (issue 21): its own unmodified export imports
after a closing, and every crafted file is refused in Persian, leaving nothing behind."""

from __future__ import annotations

import copy
import json

import pytest

from desktop.services import exchange, funds
from desktop.services.exchange import office_file
from desktop.store.db import open_database
from tests.services.funds_fixtures import make_village


@pytest.fixture
def export(office_db, tmp_path):
    """An office with receipts (two deposited) and a scanned letter, exported."""
    return _office(office_db, tmp_path, close=False)


@pytest.fixture
def closed_export(office_db, tmp_path):
    """The same office after closing a period."""
    return _office(office_db, tmp_path, close=True)


def _office(office_db, tmp_path, *, close):
    from desktop.services import letters

    ids = make_village(office_db)
    a = funds.assess(office_db, village_id=ids["village"], landlord_id=ids["landlord1"],
                     income_kind="cash", assessed_on="1332/05/01", base_rials=10**9).id  # fmt: skip
    ob = funds.confirm_assessment(office_db, assessment_id=a, due_on="1332/05/01").id
    pays = [
        funds.record_payment(
            office_db, obligation_id=ob, received_on="1332/05/02", amount_rials=5_000_000 + i
        ).id  # fmt: skip
        for i in range(6)
    ]
    fid = funds.get_obligation(office_db, ob)["fund_id"]
    funds.record_deposit(office_db, fund_id=fid, deposited_on="1332/05/03", slip_number="1",
                         bank="ملی", payment_ids=pays[:2])  # fmt: skip
    if close:
        funds.close_period(office_db, through="1332/12/29", reason="پایان سال")
    letters.register_incoming(office_db, sender="فرمانداری", subject="بخشنامه",
                              scan_name="نامه.png", scan=b"\x89PNG\r\n\x1a\n" + bytes(64))  # fmt: skip
    letters.register_incoming(office_db, sender="فرمانداری", subject="پیرو بخشنامه")
    out = exchange.export_office(office_db, tmp_path / "kashan.json")
    (tmp_path / "other").mkdir()
    return json.loads(out.read_text(encoding="utf-8"))


def _import(tmp_path, data, name="crafted"):
    src = tmp_path / f"{name}.json"
    src.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return exchange.import_office(src, tmp_path / "other" / f"{name}.sqlite")


def test_an_office_imports_its_own_export(export, tmp_path):
    db = open_database(_import(tmp_path, export, "own"), read_only=True)
    try:
        assert db.execute("SELECT count(*) FROM fund_payment").fetchone()[0] == 6
    finally:
        db.close()


def test_an_office_imports_its_own_export_after_closing_a_period(closed_export, tmp_path):
    """Issue 21: the copy kept the closed-period trigger and inserted fund_period first, so
    every posting of the closed period was refused as damage."""
    export = closed_export
    copied = _import(tmp_path, export, "own")
    db = open_database(copied, read_only=True)
    try:
        assert db.execute("SELECT count(*) FROM fund_payment").fetchone()[0] == 6
        assert db.execute("SELECT count(*) FROM fund_period").fetchone()[0] == 1
        assert db.execute("SELECT count(*) FROM ledger_posting").fetchone()[0] == len(
            export["tables"]["ledger_posting"]["rows"]
        )
        assert funds.balance_check(db).ok
    finally:
        db.close()


def _column(data, table, column):
    return data["tables"][table]["columns"].index(column)


def _posting_changed(data):
    i = _column(data, "ledger_posting", "rials")
    row = next(r for r in data["tables"]["ledger_posting"]["rows"] if r[i])
    row[i] += 1_000_000


def _posting_removed(data):
    data["tables"]["ledger_posting"]["rows"].pop(0)


def _payment_inflated(data):
    data["tables"]["fund_payment"]["rows"][0][_column(data, "fund_payment", "amount_rials")] = (
        10**12
    )


def _receipt_twice(data):
    rows = data["tables"]["fund_payment"]["rows"]
    i = _column(data, "fund_payment", "receipt_no")
    rows[1][i] = rows[0][i]


def _id_twice(data):
    rows = data["tables"]["person"]["rows"]
    rows.append(copy.deepcopy(rows[0]))


def _sign_in_smuggled(data):
    data["tables"]["settings"]["rows"].append(["sign_in_required", "true"])


def _scan_as_text(data):
    i = _column(data, "letter_scan", "scan_bytes")
    data["tables"]["letter_scan"]["rows"][0][i] = "not bytes"


def _unknown_table(data):
    data["tables"]["app_user"] = {"columns": ["id"], "rows": [[1]]}


def _unknown_column(data):
    data["tables"]["person"]["columns"].append("evil")
    for r in data["tables"]["person"]["rows"]:
        r.append(1)


def _scan_elf(data):
    i = _column(data, "letter_scan", "scan_bytes")
    data["tables"]["letter_scan"]["rows"][0][i] = {"base64": "f0VMRgIBAQAAAAAAAAAAAA=="}


def _with_trail(data, table, index, column, value):
    """Change one cell of row ``index`` and, so that only the rule under test is broken, the
    image of that row in its latest audit entry as well."""
    cols, rows = data["tables"][table]["columns"], data["tables"][table]["rows"]
    rows[index][cols.index(column)] = value
    log = data["tables"]["audit_log"]
    a = {c: i for i, c in enumerate(log["columns"])}
    entry = [
        r for r in log["rows"]
        if r[a["table_name"]] == table and r[a["row_id"]] == rows[index][cols.index("id")]
        and r[a["action"]] in ("insert", "update")
    ][-1]  # fmt: skip
    image = json.loads(entry[a["new"]])
    image[column] = value
    entry[a["new"]] = json.dumps(image, ensure_ascii=False)


def _receipt_skipped(data):
    _with_trail(data, "fund_payment", 5, "receipt_no", 9)  # 1, 2, 3, 4, 5, 9


def _register_number_skipped(data):
    _with_trail(data, "letter", 1, "number", 3)  # 1, 3


def _register_number_twice(data):
    _with_trail(data, "letter", 1, "number", 1)


def _insert_not_in_trail(data):
    log = data["tables"]["audit_log"]
    a = {c: i for i, c in enumerate(log["columns"])}
    person = data["tables"]["person"]["rows"][0][0]
    log["rows"] = [
        r for r in log["rows"] if not (r[a["table_name"]] == "person" and r[a["row_id"]] == person)
    ]


def _changed_after_its_trail(data):
    person = data["tables"]["person"]
    person["rows"][0][person["columns"].index("last_name")] = "دیگری"


CRAFTED = {
    "a receipt number skipped in its year": _receipt_skipped,
    "a register number skipped in its year": _register_number_skipped,
    "a register number given twice": _register_number_twice,
    "a row whose insert is not in the audit trail": _insert_not_in_trail,
    "a row changed since its last entry in the audit trail": _changed_after_its_trail,
    "a scan that is an ELF binary": _scan_elf,
    "a posting changed by 1,000,000": _posting_changed,
    "a posting removed": _posting_removed,
    "a payment of 10^12 whose postings say otherwise": _payment_inflated,
    "two payments with one receipt number": _receipt_twice,
    "one id twice": _id_twice,
    "a smuggled sign_in_required": _sign_in_smuggled,
    "a scan that is a plain string": _scan_as_text,
    "a table of users": _unknown_table,
    "a column the migrations do not make": _unknown_column,
}


@pytest.mark.parametrize("craft", sorted(CRAFTED))
def test_a_crafted_file_is_refused_in_persian_leaving_nothing(export, tmp_path, craft):
    data = copy.deepcopy(export)
    CRAFTED[craft](data)
    with pytest.raises(exchange.ExchangeError) as e:
        _import(tmp_path, data)
    assert any("\u0600" <= ch <= "\u06ff" for ch in e.value.message_fa)
    assert list((tmp_path / "other").iterdir()) == []


def test_a_deeply_nested_file_is_refused_in_persian(tmp_path):
    src = tmp_path / "deep.json"
    src.write_text("[" * 100_000 + "]" * 100_000, encoding="utf-8")
    with pytest.raises(exchange.ExchangeError) as e:
        exchange.import_office(src, tmp_path / "deep.sqlite")
    assert "تودرتو" in e.value.message_fa
    assert not (tmp_path / "deep.sqlite").exists()


def test_a_file_past_the_size_limit_is_not_read(export, tmp_path, monkeypatch):
    monkeypatch.setattr(office_file, "MAX_EXCHANGE_BYTES", 1000)
    with pytest.raises(exchange.ExchangeError) as e:
        _import(tmp_path, export, "big")
    assert "بزرگ‌تر" in e.value.message_fa
    assert list((tmp_path / "other").iterdir()) == []


@pytest.mark.parametrize(
    "name", ["/tmp/evil.sh", "../../evil.bat", "..\\..\\evil.bat", "C:evil.png"]
)
def test_a_scans_name_comes_back_as_a_safe_base_name(export, tmp_path, name):
    """Issue 21: the letters page wrote ``folder / name`` and opened it; an absolute name or
    ``../`` left the temporary folder, and any extension (.sh, .bat) went through."""
    from desktop.services import letters

    data = copy.deepcopy(export)
    _with_trail(data, "letter_scan", 0, "file_name", name)
    db = open_database(_import(tmp_path, data), read_only=True)
    try:
        (scan,) = db.execute("SELECT id, file_name, media_type FROM letter_scan").fetchall()
        shown, _bytes = letters.scan_bytes(db, scan[0])
    finally:
        db.close()
    for got in (scan[1], shown):
        assert "/" not in got and "\\" not in got and ":" not in got and not got.startswith(".")
        assert got.endswith(".png")
    assert scan[2] == "image/png"


def test_a_land_receipt_given_twice_is_refused(office_db, tmp_path):
    """Issue 21: the program refuses one land-instalment receipt number twice, but a file that
    carried two went in."""
    from desktop.services import land_reform as lr
    from desktop.services import people, places
    from tests.services.test_land_reform import _distribution

    db = office_db
    v1 = places.add_village(db, name="کامو", dehestan_id=places.add_dehestan(db, name="قمصر").id).id
    ids = {
        name: people.add_person(db, first_name="حسن", last_name=name).id
        for name in ("ملکی", "زارعی", "کشاورز", "دهقان", "باغبانی")
    }
    _, a = _distribution(db, v1, ids)
    for n, day in (("۱۲", "1341/07/01"), ("۱۳", "1341/07/02")):
        lr.record_payment(db, allocation_id=a, paid_on=day, rials=100_000, receipt_no=n)
    data = json.loads(exchange.export_office(db, tmp_path / "land.json").read_text("utf-8"))
    (tmp_path / "other").mkdir()
    _with_trail(data, "land_payment", 1, "receipt_no", "۱۲")
    with pytest.raises(exchange.ExchangeError) as e:
        _import(tmp_path, data)
    assert "رسید" in e.value.message_fa
    assert list((tmp_path / "other").iterdir()) == []


def test_the_refusal_names_the_number_that_is_missing(export, tmp_path):
    data = copy.deepcopy(export)
    _receipt_skipped(data)
    with pytest.raises(exchange.ExchangeError) as e:
        _import(tmp_path, data)
    assert "۶" in e.value.message_fa and "۱۳۳۲" in e.value.message_fa
