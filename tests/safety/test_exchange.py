"""Import with a preview of bad rows (nothing imported until accepted), export safe against
formula injection, and the full export read by another install as a read-only bakhsh."""

from __future__ import annotations

import csv
import json
import sqlite3
from pathlib import Path

import pytest

from desktop.domain.errors import ValidationError
from desktop.services import auth, exchange
from desktop.services.exchange import importing
from desktop.services.people import add_person
from desktop.store.db import open_database

PEOPLE_CSV = [
    ["نام", "نام خانوادگی", "نام پدر", "کد ملی", "تاریخ تولد", "باسواد", "آبادی محل اقامت"],
    ["حسن", "کریمی", "علی", "0084575948", "1330/05/12", "بله", "قهرود"],
    ["", "بی‌نام", "", "", "", "", ""],  # no first name
    ["مریم", "احمدی", "", "1234567890", "", "خیر", ""],  # bad check digit
    ["رضا", "حسینی", "", "", "1330/13/40", "", ""],  # impossible date
    ["زهرا", "موسوی", "", "0084575948", "", "", ""],  # same code as row 2
    ["تقی", "نوری", "", "", "", "شاید", "ناکجا"],  # bad flag, unknown village
    ["فاطمه", "\u202eرحیمی", "", "", "", "", ""],  # bidi control
    ["محمد", "صادقی", "", "", "۱۳۲۵/۰۱/۰۱", "1", ""],
]


def _write_csv(path: Path, rows: list[list[str]], encoding: str) -> Path:
    with path.open("w", encoding=encoding, newline="") as f:
        csv.writer(f).writerows(rows)
    return path


def _people(db) -> int:
    return db.execute("SELECT count(*) FROM person").fetchone()[0]


@pytest.mark.parametrize("encoding", ["utf-8", "utf-8-sig", "cp1256"])
def test_preview_lists_each_bad_row_and_imports_nothing(filled_db, tmp_path, encoding):
    rows = PEOPLE_CSV
    if encoding == "cp1256":  # Windows-1256 has Arabic yeh/kaf, and no bidi override
        arabic = str.maketrans({"\u06cc": "\u064a", "\u06a9": "\u0643", "\u202e": None})
        arabic.update(str.maketrans("۰۱۲۳۴۵۶۷۸۹", "0123456789"))
        rows = [[c.translate(arabic) for c in r] for r in PEOPLE_CSV]
    table = exchange.read_table(_write_csv(tmp_path / "people.csv", rows, encoding))
    mapping = exchange.guess_mapping("people", table.headers)
    assert mapping["first_name"] == 0 and mapping["residence_village"] == 6
    before = _people(filled_db)
    audit_before = filled_db.execute("SELECT count(*) FROM audit_log").fetchone()[0]
    preview = exchange.preview_import(filled_db, "people", table, mapping, source="people.csv")
    assert _people(filled_db) == before  # nothing imported yet
    assert filled_db.execute("SELECT count(*) FROM audit_log").fetchone()[0] == audit_before
    bad = {b.line: b for b in preview.bad}
    expected_bad = {3, 4, 5, 6, 7} | ({8} if encoding != "cp1256" else set())
    assert set(bad) == expected_bad
    assert "first_name" in bad[3].errors
    assert "national_code" in bad[4].errors
    assert "birth_date" in bad[5].errors
    assert "national_code" in bad[6].errors  # duplicate within the file
    assert {"literate", "residence_village"} <= set(bad[7].errors)
    assert all(b.reason for b in preview.bad)
    change = exchange.apply_import(filled_db, preview)
    assert _people(filled_db) == before + len(preview.good)
    assert len(change.ids) == len(preview.good)
    hassan = filled_db.execute(
        "SELECT residence_village_id, literate, birth_date FROM person WHERE national_code = '0084575948'"
    ).fetchone()
    assert hassan == (filled_db.ids["village"], 1, "1951-08-04")
    assert (
        filled_db.execute("SELECT count(*) FROM audit_log WHERE action = 'import'").fetchone()[0]
        == 1
    )


def test_import_is_all_or_nothing_when_data_changed_since_the_preview(filled_db, tmp_path):
    rows = [PEOPLE_CSV[0], PEOPLE_CSV[1], PEOPLE_CSV[8]]
    table = exchange.read_table(_write_csv(tmp_path / "p.csv", rows, "utf-8"))
    preview = exchange.preview_import(
        filled_db, "people", table, exchange.guess_mapping("people", table.headers)
    )
    assert len(preview.good) == 2
    add_person(filled_db, first_name="دیگری", last_name="زودتر", national_code="0084575948")
    before = _people(filled_db)
    with pytest.raises(ValidationError) as e:
        exchange.apply_import(filled_db, preview)
    assert "ردیف 2" in e.value.errors[""]
    assert _people(filled_db) == before


def test_villages_from_xlsx(filled_db, tmp_path):
    from openpyxl import Workbook

    wb = Workbook()
    ws = wb.active
    ws.append(["نام آبادی", "دهستان", "جمعیت", "خانوار", "نوع کشت"])
    ws.append(["نیاسر", "قمصر", 1200, 300, "دیم"])
    ws.append(["برزک", "ناموجود", 10, 2, "آبی"])
    ws.append(["وادقان", "قمصر", -5, 2, "آبی"])
    ws.append(["جوشقان", "قمصر", 100, 200, "آبی"])
    wb.save(tmp_path / "v.xlsx")
    table = exchange.read_table(tmp_path / "v.xlsx")
    preview = exchange.preview_import(
        filled_db, "villages", table, exchange.guess_mapping("villages", table.headers)
    )
    assert [line for line, _ in preview.good] == [2]
    assert {b.line: set(b.errors) for b in preview.bad} == {
        3: {"dehestan"},
        4: {"population"},
        5: {"households"},
    }
    exchange.apply_import(filled_db, preview)
    row = filled_db.execute(
        "SELECT farming_type, population FROM village WHERE name = 'نیاسر'"
    ).fetchone()
    assert row == ("dry", 1200)


def test_a_clerk_may_preview_but_an_accountant_may_not(admin, tmp_path):
    auth.sign_in(admin, "admin", "admin-pass-1")
    auth.add_user(
        admin, username="acc", display_name="ح", role="accountant", password="acc-pass-12"
    )
    auth.sign_in(admin, "acc", "acc-pass-12")
    table = exchange.read_table(_write_csv(tmp_path / "p.csv", PEOPLE_CSV[:2], "utf-8"))
    from desktop.domain.errors import PermissionDenied

    with pytest.raises(PermissionDenied):
        exchange.preview_import(
            admin, "people", table, exchange.guess_mapping("people", table.headers)
        )


@pytest.mark.parametrize("suffix", [".csv", ".xlsx"])
def test_export_defuses_formulas(tmp_path, suffix):
    path = tmp_path / f"list{suffix}"
    rows = [['=HYPERLINK("http://x")', "+98", "-1+2", "@SUM(A1)", "علی", -5, 12]]
    assert exchange.export_rows(path, ["نام", "=بد"], rows) == 1
    if suffix == ".csv":
        with path.open(encoding="utf-8-sig") as f:
            got = list(csv.reader(f))
        cells = got[1]
        assert got[0] == ["نام", "'=بد"]
    else:
        from openpyxl import load_workbook

        ws = load_workbook(path).active
        cells = [c.value for c in next(ws.iter_rows(min_row=2))]
        assert ws.sheet_view.rightToLeft
        assert all(c.data_type != "f" for row in ws.iter_rows() for c in row)
    assert cells[:5] == ['\'=HYPERLINK("http://x")', "'+98", "'-1+2", "'@SUM(A1)", "علی"]
    assert str(cells[5]) == "-5"


def test_full_export_is_read_by_another_install_as_a_read_only_bakhsh(filled_db, tmp_path):
    add_person(
        filled_db,
        first_name="ساکن",
        last_name="قهرود",
        residence_village_id=filled_db.ids["village"],
    )
    auth.add_user(filled_db, username="u", display_name="u", role="clerk", password="secret-pass")
    out = exchange.export_office(filled_db, tmp_path / "kashan.json")
    data = json.loads(out.read_text(encoding="utf-8"))
    assert data["format"] == "bakhsh-office/exchange" and data["version"] == 1
    assert "app_user" not in data["tables"] and "audit_log" in data["tables"]
    assert "secret" not in out.read_text(encoding="utf-8") and "scrypt" not in out.read_text(
        encoding="utf-8"
    )
    (tmp_path / "other").mkdir()
    copy = exchange.import_office(out, tmp_path / "other" / "kashan.sqlite")
    db = open_database(copy, read_only=True)
    try:
        assert exchange.exchange_source(db)["office"]["bakhsh"] == "مرکزی"
        assert db.execute("SELECT count(*) FROM person").fetchone()[0] == 2
        assert db.execute("SELECT count(*) FROM audit_log").fetchone()[0] == len(
            data["tables"]["audit_log"]["rows"]
        )
        with pytest.raises(sqlite3.OperationalError):
            db.execute(
                "INSERT INTO dehestan(name, name_norm, created_at, updated_at) VALUES ('a','a','t','t')"
            )
    finally:
        db.close()
    assert copy.stat().st_mode & 0o777 == 0o400
    with pytest.raises(exchange.ExchangeError):
        exchange.import_office(out, copy)  # never overwrites


def test_a_foreign_or_newer_exchange_file_is_refused(tmp_path):
    bad = tmp_path / "x.json"
    bad.write_text('{"format": "other"}', encoding="utf-8")
    with pytest.raises(exchange.ExchangeError):
        exchange.import_office(bad, tmp_path / "a.sqlite")
    bad.write_text(
        json.dumps({"format": "bakhsh-office/exchange", "version": 1, "schema": ["9999_x"]}),
        encoding="utf-8",
    )
    with pytest.raises(exchange.ExchangeError) as e:
        exchange.import_office(bad, tmp_path / "b.sqlite")
    assert "تازه‌تری" in e.value.message_fa


def test_long_imports_report_progress_and_a_cancel_writes_nothing(filled_db, tmp_path, monkeypatch):
    monkeypatch.setattr(importing, "PROGRESS_EVERY", 2)  # read where the import runs
    table = exchange.read_table(_write_csv(tmp_path / "people.csv", PEOPLE_CSV, "utf-8"))
    mapping = exchange.guess_mapping("people", table.headers)
    seen: list[tuple[int, int]] = []
    preview = exchange.preview_import(
        filled_db,
        "people",
        table,
        mapping,
        progress=lambda done, total: seen.append((done, total)) or True,
    )
    total = len(table.rows)
    assert seen[0] == (0, total) and seen[-1] == (total, total) and len(seen) > 2
    with pytest.raises(exchange.ImportCancelled):
        exchange.preview_import(
            filled_db, "people", table, mapping, progress=lambda done, _t: done < 2
        )
    assert preview.good
    before = _people(filled_db)
    audit_before = filled_db.execute("SELECT count(*) FROM audit_log").fetchone()[0]
    with pytest.raises(exchange.ImportCancelled):  # cancelled after every row was written
        exchange.apply_import(filled_db, preview, progress=lambda done, total: done < total)
    assert _people(filled_db) == before  # the rows done before the cancel were rolled back too
    assert filled_db.execute("SELECT count(*) FROM audit_log").fetchone()[0] == audit_before


def test_a_letters_scan_travels_with_the_export(filled_db, tmp_path):
    from desktop.services import letters

    scan = b"\x89PNG\r\n\x1a\n" + bytes(range(256)) * 40  # a PNG's header, then every byte value
    letter = letters.register_incoming(
        filled_db, sender="فرمانداری", subject="بخشنامه", scan_name="نامه.png", scan=scan
    ).id
    out = exchange.export_office(filled_db, tmp_path / "kashan.json")
    (tmp_path / "other").mkdir()  # a missing folder is refused, never made
    copy = exchange.import_office(out, tmp_path / "other" / "kashan.sqlite")
    db = open_database(copy, read_only=True)
    try:
        [kept] = letters.scans_of(db, letter)
        assert letters.scan_bytes(db, kept["id"]) == ("نامه.png", scan)
    finally:
        db.close()
