"""The register of letters: gap-free numbering, yearly restart, cancellations, refusals."""

from __future__ import annotations

import pytest

from desktop.domain.errors import ValidationError
from desktop.jalali import parse_jalali
from desktop.printing.templates.fields import EXAMPLE_PARAMS
from desktop.services import letters, papers
from desktop.services.office import _put

DATE = parse_jalali("1403/02/15")


def _issue(db, when=DATE, sink=lambda pdf: None, key="receipt"):
    return letters.issue_document(
        db,
        template_key=key,
        record_id=papers.sample(db, key),
        letter_date=when,
        sink=sink,
        params=EXAMPLE_PARAMS.get(key),
    )


def _numbers(db, direction="out"):
    return [
        (r[0], r[1])
        for r in db.execute(
            "SELECT year, number FROM letter WHERE direction = ? ORDER BY id", [direction]
        )
    ]


def test_numbers_are_gap_free_when_writing_the_pdf_fails(demo_db, tmp_path):
    _issue(demo_db)

    def broken(pdf: bytes) -> None:
        assert pdf.startswith(b"%PDF")
        raise OSError(28, "No space left on device")

    with pytest.raises(OSError):
        _issue(demo_db, sink=broken)
    # a real file sink into a directory that cannot be created
    blocker = tmp_path / "file"
    blocker.write_text("x")
    with pytest.raises(OSError):
        _issue(demo_db, sink=letters.file_sink(blocker / "sub" / "out.pdf"))
    assert not list(tmp_path.glob("**/.part-*"))
    _issue(demo_db, sink=letters.file_sink(tmp_path / "ok.pdf"))
    assert _numbers(demo_db) == [(1403, 1), (1403, 2)]
    assert (tmp_path / "ok.pdf").read_bytes().startswith(b"%PDF")


def test_numbering_restarts_on_1_farvardin(demo_db):
    _issue(demo_db, parse_jalali("1403/12/28"))
    _issue(demo_db, parse_jalali("1403/12/30"))  # 1403 is a leap year
    _issue(demo_db, parse_jalali("1404/01/01"))
    _issue(demo_db, parse_jalali("1404/01/01"))
    assert _numbers(demo_db) == [(1403, 1), (1403, 2), (1404, 1), (1404, 2)]


def test_starting_number_continues_the_paper_book(demo_db):
    letters.set_first_number(demo_db, year=1403, first_number=458)
    _issue(demo_db)
    _issue(demo_db)
    assert _numbers(demo_db) == [(1403, 458), (1403, 459)]
    with pytest.raises(ValidationError) as e:
        letters.set_first_number(demo_db, year=1403, first_number=1)
    assert "first_number" in e.value.errors


def test_a_cancelled_number_stays_in_the_book(demo_db):
    first = _issue(demo_db).id
    letters.cancel_letter(demo_db, letter_id=first, reason="اشتباه در نام گیرنده")
    second = _issue(demo_db).id
    assert letters.get_letter(demo_db, first)["status"] == "cancelled"
    assert letters.get_letter(demo_db, second)["number"] == 2
    with pytest.raises(Exception):  # noqa: B017 - the trigger refuses deleting a number
        demo_db.execute("DELETE FROM letter WHERE id = ?", [first])
    with pytest.raises(ValidationError):
        letters.cancel_letter(demo_db, letter_id=first, reason="دوباره")


def test_a_reprint_is_the_same_letter(demo_db):
    ident = _issue(demo_db).id
    seen = []
    letters.reprint_letter(demo_db, letter_id=ident, sink=seen.append)
    assert len(seen) == 1 and seen[0].startswith(b"%PDF")
    assert _numbers(demo_db) == [(1403, 1)]
    assert letters.get_letter(demo_db, ident)["copies_printed"] == 2


def test_incoming_letters_have_their_own_series_and_links(demo_db):
    complaint = letters.register_incoming(
        demo_db, sender="زارعین قریهٔ کامو", subject="شکایت از مالک", received_on=DATE,
        their_number="۱۲", their_date="1403/02/10",
    ).id  # fmt: skip
    reply = letters.issue_document(
        demo_db, template_key="receipt", record_id=papers.sample(demo_db, "receipt"),
        letter_date=DATE, refers_to_id=complaint, sink=lambda pdf: None,
        params=EXAMPLE_PARAMS["receipt"],
    ).id  # fmt: skip
    assert _numbers(demo_db, "in") == [(1403, 1)] and _numbers(demo_db, "out") == [(1403, 1)]
    assert letters.get_letter(demo_db, reply)["refers_to_id"] == complaint
    found = letters.list_letters(
        demo_db, letters.LetterQuery(search="شكايت مالك")
    )  # Arabic kaf finds ک
    assert [r["id"] for r in found] == [complaint]
    assert letters.count_letters(demo_db, letters.LetterQuery(direction="out")) == 1


def test_missing_bakhshdar_stops_before_any_number(demo_db):
    office = demo_db.execute("SELECT value FROM settings WHERE key = 'office'").fetchone()[0]
    import json

    values = json.loads(office)
    values["bakhshdar"] = ""
    _put(demo_db, "office", values)
    called = []
    with pytest.raises(ValidationError) as e:
        _issue(demo_db, sink=called.append)
    assert "بخشدار" in e.value.errors["bakhshdar"]
    assert called == [] and _numbers(demo_db) == []
    with pytest.raises(ValidationError):
        list(
            letters.issue_batch(
                demo_db, template_key="register_report", record_ids=[1, 2], out_dir="/nonexistent"
            )
        )


def test_a_date_before_the_last_letter_is_refused(demo_db):
    _issue(demo_db, parse_jalali("1403/03/01"))
    with pytest.raises(ValidationError) as e:
        _issue(demo_db, parse_jalali("1403/02/01"))
    assert "letter_date" in e.value.errors


def test_batch_issues_one_numbered_file_each_and_can_stop(demo_db, tmp_path):
    villages = [r[0] for r in demo_db.execute("SELECT id FROM village ORDER BY id").fetchall()]
    assert len(villages) >= 3
    farmers = villages  # one report per village: the batch's records
    steps = letters.issue_batch(
        demo_db,
        template_key="register_report",
        record_ids=farmers,
        out_dir=tmp_path,
        letter_date=DATE,
    )
    first, second = next(steps), next(steps)
    steps.close()  # the clerk pressed cancel
    assert (first.done, first.total) == (1, len(farmers)) and second.error is None
    assert sorted(p.name for p in tmp_path.glob("*.pdf")) == sorted(
        [first.path.name, second.path.name]
    )
    assert _numbers(demo_db) == [(1403, 1), (1403, 2)]


def test_the_book_renders_for_a_date_range(demo_db, tmp_path):
    _issue(demo_db)
    letters.register_incoming(demo_db, sender="فرمانداری", subject="بخشنامه", received_on=DATE)
    letters.cancel_letter(demo_db, letter_id=1, reason="نشانی نادرست")
    pdf = letters.render_letter_book(demo_db, date_from=DATE, date_to=DATE)
    assert pdf.startswith(b"%PDF")
    from tests.printing.conftest import PDFTOTEXT, pdf_text, words

    if PDFTOTEXT is None:
        return
    text = words(pdf_text(pdf, tmp_path))
    assert "دفتر اندیکاتور" in text and "فرمانداری" in text and "بخشنامه" in text
    assert "باطل نشانی نادرست" in text and "۱۴۰۳ ۰۲ ۱۵" in text


def test_links_are_printed_and_survive_a_reprint(demo_db, tmp_path):
    from tests.printing.conftest import PDFTOTEXT, pdf_text, words

    complaint = letters.register_incoming(
        demo_db, sender="زارعین", subject="شکایت", received_on=DATE
    ).id
    first = _issue(demo_db).id
    reply = letters.issue_document(
        demo_db, template_key="receipt", record_id=papers.sample(demo_db, "receipt"),
        letter_date=DATE, refers_to_id=complaint, follows_id=first, sink=lambda pdf: None,
        params=EXAMPLE_PARAMS["receipt"],
    ).id  # fmt: skip
    if PDFTOTEXT is None:
        return
    text = words(pdf_text(letters.render_letter(demo_db, reply), tmp_path))
    assert "عطف به نامه وارده شماره ۱ و ۱۴۰۳ مورخ ۱۴۰۳ ۰۲ ۱۵" in text
    assert "پیرو نامه صادره شماره ۱ ۱۴۰۳ مورخ ۱۴۰۳ ۰۲ ۱۵" in text  # outgoing: no series letter


def test_numbers_and_prints_are_in_the_audit_trail(demo_db, tmp_path):
    """Issue 5: printing and register numbers are logged too."""
    from desktop.services import letters

    pid = demo_db.execute(
        "SELECT person_id FROM person_role WHERE role='landlord' LIMIT 1"
    ).fetchone()[0]
    change = letters.issue_document(
        demo_db,
        template_key="receipt",
        record_id=pid,
        sink=letters.file_sink(tmp_path / "a.pdf"),
        params=EXAMPLE_PARAMS["receipt"],
    )
    letters.reprint_letter(demo_db, letter_id=change.id, sink=letters.file_sink(tmp_path / "b.pdf"))
    events = demo_db.execute(
        "SELECT action, note FROM audit_log WHERE table_name = 'letter' AND action IN ('number', 'print') ORDER BY id"
    ).fetchall()
    row = letters.get_letter(demo_db, change.id)
    assert events == [
        ("number", f"{row['number_text']} رسید وجه و جنس"),
        ("print", "رسید وجه و جنس"),
        ("print", "رونوشت"),
    ]
