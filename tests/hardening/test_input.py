"""Hostile input as an adversarial run found it (issue 9): each case ended in a traceback or was
accepted wrongly before its fix."""

from __future__ import annotations

import csv
import json
import time
import zipfile
from pathlib import Path

import pytest

from desktop.domain.errors import ValidationError
from desktop.services import audit as audit_service
from desktop.services import exchange, letters, people, places, queries
from desktop.services.exchange import ExchangeError


def _persian(text: str) -> bool:
    return any("\u0600" <= ch <= "\u06ff" for ch in text)


# --- text fields and searches -----------------------------------------------------------------


@pytest.mark.parametrize("value", ["\ud800", "علی\udfff", "\udc80x"])
def test_lone_surrogates_are_refused_in_any_text_field(filled_db, value):
    with pytest.raises(ValidationError) as e:
        people.add_person(filled_db, first_name=value, last_name="رضایی")
    assert _persian(e.value.errors["first_name"])
    with pytest.raises(ValidationError):
        places.add_dehestan(filled_db, name="نو", notes=value)


def test_a_name_of_zwnj_only_is_empty(filled_db):
    with pytest.raises(ValidationError) as e:
        people.add_person(filled_db, first_name="\u200c\u200c\u200c", last_name="رضایی")
    assert "first_name" in e.value.errors


def test_fullwidth_digits_are_the_same_national_code(filled_db):
    with pytest.raises(ValidationError) as e:  # the fixture's person has 0012345679
        people.add_person(
            filled_db, first_name="دیگر", last_name="کس", national_code="００１２３４５６７９"
        )
    assert "national_code" in e.value.errors


@pytest.mark.parametrize("code", ["²012345679", "001234567²", "٠٠١٢٣٤٥٦٧²"])
def test_superscript_digits_are_not_a_national_code(filled_db, code):
    with pytest.raises(ValidationError) as e:
        people.add_person(filled_db, first_name="دیگر", last_name="کس", national_code=code)
    assert "national_code" in e.value.errors


HOSTILE_SEARCHES = [
    "\ud800",
    "علی\udfff",
    "\x00",
    "علی\x00رضا",
    "x" * 1_000_000,
    "ab " * 250_000,
    "9" * 100_000,
    "'\"%_\\*" * 1000,
]


@pytest.mark.parametrize("search", HOSTILE_SEARCHES, ids=range(len(HOSTILE_SEARCHES)))
def test_hostile_searches_answer_quickly_without_an_error(filled_db, search):
    started = time.perf_counter()
    queries.people(filled_db, queries.ListQuery(search=search))
    queries.people_count(filled_db, queries.ListQuery(search=search), cap=1000)
    queries.villages(filled_db, queries.ListQuery(search=search))
    queries.villages_count(filled_db, queries.ListQuery(search=search))
    letters.list_letters(filled_db, letters.LetterQuery(search=search))
    letters.count_letters(filled_db, letters.LetterQuery(search=search))
    audit_service.log_page(filled_db, audit_service.LogQuery(search=search))
    letters.find_letter(filled_db, search, direction="out", year=1404)
    assert time.perf_counter() - started < 5


# --- CSV ----------------------------------------------------------------------------------------


HEADER = "نام,نام خانوادگی,کد ملی"


@pytest.mark.parametrize("newline", ["\r", "\r\n", "mixed"])
def test_csv_with_any_line_endings_is_read(tmp_path, newline):
    lines = [HEADER, "علی,احمدی,", "رضا,کریمی,", "مریم,رضایی,"]
    if newline == "mixed":
        text = lines[0] + "\r" + lines[1] + "\n" + lines[2] + "\r\n" + lines[3]
    else:
        text = newline.join(lines)
    path = tmp_path / "p.csv"
    path.write_bytes(text.encode("utf-8"))
    table = exchange.read_table(path)
    assert [r[0] for r in table.rows] == ["علی", "رضا", "مریم"]


def test_a_huge_csv_cell_is_refused_in_persian(tmp_path):
    path = tmp_path / "p.csv"
    path.write_text(HEADER + "\n" + "ع" * 200_000 + ",x,\n", encoding="utf-8")
    with pytest.raises(ExchangeError) as e:
        exchange.read_table(path)
    assert _persian(e.value.message_fa)


def test_utf8_with_one_stray_byte_is_not_read_as_windows_1256(tmp_path):
    data = (HEADER + "\nعلی,احمدی,\nرضا,کریمی,\n").encode("utf-8")
    data = data[:-5] + b"\xff" + data[-5:]
    path = tmp_path / "p.csv"
    path.write_bytes(data)
    with pytest.raises(ExchangeError) as e:
        exchange.read_table(path)
    assert _persian(e.value.message_fa)


def test_genuine_windows_1256_is_still_read(tmp_path):
    path = tmp_path / "p.csv"
    # Windows-1256 has the Arabic yeh (ي), not the Persian one: files from old programs use it
    text = HEADER.replace("ی", "ي") + "\nعلي,احمدي,\nگل,چراغ,\n"
    path.write_bytes(text.encode("cp1256"))
    table = exchange.read_table(path)
    assert table.encoding == "cp1256"
    assert table.rows[1][:2] == ["گل", "چراغ"]


# --- XLSX ---------------------------------------------------------------------------------------


def _xlsx(path: Path, sheet_xml: str, shared: str | None = None) -> Path:
    files = {
        "[Content_Types].xml": (
            '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
            '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
            '<Default Extension="xml" ContentType="application/xml"/>'
            '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>'
            '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>'
            "</Types>"
        ),
        "_rels/.rels": (
            '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
            '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>'
            "</Relationships>"
        ),
        "xl/workbook.xml": (
            '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" '
            'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">'
            '<sheets><sheet name="S" sheetId="1" r:id="rId1"/></sheets></workbook>'
        ),
        "xl/_rels/workbook.xml.rels": (
            '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
            '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>'
            "</Relationships>"
        ),
        "xl/worksheets/sheet1.xml": sheet_xml,
    }
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as z:
        for name, text in files.items():
            z.writestr(name, text)
    return path


SHEET = (
    '<?xml version="1.0" encoding="UTF-8"?>{dtd}<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">'
    "<sheetData>{rows}</sheetData></worksheet>"
)


def _row(n: int, *cells: str) -> str:
    return (
        f'<row r="{n}">'
        + "".join(f'<c t="inlineStr"><is><t>{c}</t></is></c>' for c in cells)
        + "</row>"
    )


def test_a_sound_handmade_xlsx_is_read(tmp_path):
    path = _xlsx(
        tmp_path / "ok.xlsx",
        SHEET.format(dtd="", rows=_row(1, "نام", "نام خانوادگی") + _row(2, "علی", "احمدی")),
    )
    assert exchange.read_table(path).rows == [["علی", "احمدی"]]


def test_a_truncated_xlsx_is_refused(tmp_path):
    good = _xlsx(tmp_path / "ok.xlsx", SHEET.format(dtd="", rows=_row(1, "نام") + _row(2, "علی")))
    with zipfile.ZipFile(good) as z:
        parts = {n: z.read(n) for n in z.namelist()}
    parts["xl/worksheets/sheet1.xml"] = parts["xl/worksheets/sheet1.xml"][:150]
    bad = tmp_path / "bad.xlsx"
    with zipfile.ZipFile(bad, "w") as z:
        for n, b in parts.items():
            z.writestr(n, b)
    with pytest.raises(ExchangeError) as e:
        exchange.read_table(bad)
    assert _persian(e.value.message_fa)
    cut = tmp_path / "cut.xlsx"
    cut.write_bytes(good.read_bytes()[: good.stat().st_size // 2])
    with pytest.raises(ExchangeError):
        exchange.read_table(cut)


def test_an_xlsx_with_a_surrogate_entity_is_refused_or_its_row_is(filled_db, tmp_path):
    path = _xlsx(
        tmp_path / "s.xlsx",
        SHEET.format(dtd="", rows=_row(1, "نام", "نام خانوادگی") + _row(2, "&#xD800;", "احمدی")),
    )
    try:
        table = exchange.read_table(path)
    except ExchangeError as e:
        assert _persian(e.message_fa)
        return
    preview = exchange.preview_import(
        filled_db, "people", table, exchange.guess_mapping("people", table.headers)
    )
    assert not preview.good


def test_an_xlsx_with_entity_expansion_is_refused(tmp_path):
    dtd = (
        '<!DOCTYPE lolz [<!ENTITY lol "lollollollollollollollollollol">'
        + "".join(
            f'<!ENTITY lol{i} "{("&lol" + (str(i - 1) if i > 1 else "") + ";") * 10}">'
            for i in range(1, 9)
        )
        + "]>"
    )
    path = _xlsx(
        tmp_path / "e.xlsx", SHEET.format(dtd=dtd, rows=_row(1, "نام") + _row(2, "&lol8;"))
    )
    with pytest.raises(ExchangeError) as e:
        exchange.read_table(path)
    assert _persian(e.value.message_fa)


def test_an_xlsx_row_of_millions_of_cells_is_refused_quickly(tmp_path):
    row = '<row r="2">' + "<c/>" * 3_000_000 + "</row>"
    path = _xlsx(tmp_path / "wide.xlsx", SHEET.format(dtd="", rows=_row(1, "نام") + row))
    assert path.stat().st_size < 1_000_000
    started = time.perf_counter()
    with pytest.raises(ExchangeError) as e:
        exchange.read_table(path)
    assert _persian(e.value.message_fa)
    assert time.perf_counter() - started < 10


# --- export -------------------------------------------------------------------------------------


@pytest.mark.parametrize("suffix", [".csv", ".xlsx"])
def test_export_writes_odd_characters_without_failing(tmp_path, suffix):
    path = tmp_path / f"list{suffix}"
    exchange.export_rows(path, ["نام", "یادداشت"], [["علی", "a\x0bb\x00c"], ["\ud800رضا", "x"]])
    assert path.exists()


@pytest.mark.parametrize(
    "value", [" =1+1", "\n=1+1", "\t=1+1", "＝1+1", " ＋1", "\u00a0-1+1", "＠SUM(A1)"]
)
def test_formula_safe_export_catches_disguised_formulas(value):
    assert str(exchange.safe_cell(value)).startswith("'")


def test_plain_values_are_not_touched_by_formula_safety():
    assert exchange.safe_cell("علی") == "علی"
    assert exchange.safe_cell(-5) == -5
    assert exchange.safe_cell(" علی") == " علی"


@pytest.mark.parametrize("suffix", [".csv", ".xlsx"])
def test_export_into_a_missing_folder_is_refused_in_persian(tmp_path, suffix):
    with pytest.raises(ExchangeError) as e:
        exchange.export_rows(tmp_path / "no" / f"list{suffix}", ["نام"], [["علی"]])
    assert _persian(e.value.message_fa)
    assert not (tmp_path / "no").exists()


def test_full_export_into_a_missing_folder_is_refused_in_persian(filled_db, tmp_path):
    with pytest.raises(ExchangeError):
        exchange.export_office(filled_db, tmp_path / "no" / "x.json")


# --- the office's import ------------------------------------------------------------------------


def _export(filled_db, tmp_path) -> dict:
    out = exchange.export_office(filled_db, tmp_path / "x.json")
    return json.loads(out.read_text(encoding="utf-8"))


@pytest.mark.parametrize(
    "damage", ["surrogate", "huge-id", "too-few-fields", "not-a-list", "float-id"]
)
def test_import_office_refuses_bad_rows_and_leaves_nothing_behind(filled_db, tmp_path, damage):
    data = _export(filled_db, tmp_path)
    rows = data["tables"]["person"]["rows"]
    if damage == "surrogate":
        rows[0][1] = "\ud800"
    elif damage == "huge-id":
        rows[0][0] = 10**30
    elif damage == "float-id":
        rows[0][0] = 1e30
    elif damage == "too-few-fields":
        rows[0] = rows[0][:2]
    else:
        data["tables"]["person"]["rows"] = "oops"
    src = tmp_path / "bad.json"
    src.write_text(json.dumps(data), encoding="utf-8")  # a lone surrogate as a \\ud800 escape
    dest = tmp_path / "copy.sqlite"
    with pytest.raises(ExchangeError) as e:
        exchange.import_office(src, dest)
    assert _persian(e.value.message_fa)
    assert sorted(p.name for p in tmp_path.iterdir() if p.name.startswith("copy")) == []


def test_csv_module_limit_is_not_raised_globally():
    assert csv.field_size_limit() == 131072
