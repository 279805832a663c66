"""``bakhsh-office print``: list, demo, record, refusals."""

from __future__ import annotations

from desktop.printing import registry
from desktop.services import letters, papers
from desktop.services.letters import cli
from desktop.store.db import open_database
from tests.printing.conftest import PDFTOTEXT, pdf_text, words


def test_list_names_every_template(capsys):
    assert cli.main(["--list"]) == 0
    assert capsys.readouterr().out.split() == [t.key for t in registry.all_templates()]


def test_demo_renders_a_pdf(tmp_path, capsys):
    out = tmp_path / "notice.pdf"
    assert cli.main(["notice", "--demo", "--out", str(out)]) == 0
    assert out.read_bytes().startswith(b"%PDF")


def test_record_on_a_database_takes_a_number(demo_db, db_path, tmp_path):
    record = papers.sample(demo_db, "receipt")
    out = tmp_path / "r.pdf"
    assert (
        cli.main(
            [
                "receipt",
                "--record",
                str(record),
                "--out",
                str(out),
                "--db",
                str(db_path),
                "--param",
                "amount=۳۴۸۰۰۰",
            ]
        )
        == 0
    )
    assert letters.count_letters(demo_db, letters.LetterQuery()) == 1
    assert (
        cli.main(
            [
                "receipt",
                "--record",
                str(record),
                "--out",
                str(out),
                "--db",
                str(db_path),
                "--draft",
                "--param",
                "amount=348000",
            ]
        )
        == 0
    )
    assert letters.count_letters(demo_db, letters.LetterQuery()) == 1


def test_unwritable_output_takes_no_number(demo_db, db_path, tmp_path, capsys):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    record = papers.sample(demo_db, "receipt")
    code = cli.main(
        [
            "receipt",
            "--record",
            str(record),
            "--out",
            str(blocker / "x.pdf"),
            "--db",
            str(db_path),
            "--param",
            "amount=1000",
        ]
    )
    assert code == 1 and "شماره" in capsys.readouterr().err
    check = open_database(db_path)
    assert letters.count_letters(check, letters.LetterQuery()) == 0
    check.close()


def test_unknown_record_and_template(db_path, office_db, tmp_path, capsys):
    assert cli.main(["nope", "--demo", "--out", str(tmp_path / "x.pdf")]) == 2
    assert (
        cli.main(
            ["notice", "--record", "999", "--out", str(tmp_path / "x.pdf"), "--db", str(db_path)]
        )
        == 2
    )
    assert "یافت نشد" in capsys.readouterr().err


def test_a_missing_database_is_not_created_by_printing(tmp_path, capsys):
    missing = tmp_path / "no-office.sqlite"
    assert (
        cli.main(
            ["notice", "--record", "1", "--db", str(missing), "--out", str(tmp_path / "x.pdf")]
        )
        == 2
    )
    assert not missing.exists() and not (tmp_path / "x.pdf").exists()
    assert "no database" in capsys.readouterr().err


def test_letter_book_demo_lists_the_demo_register(tmp_path, capsys):
    out = tmp_path / "book.pdf"
    assert cli.main(["letter_book", "--demo", "--out", str(out)]) == 0
    if PDFTOTEXT is None:
        return
    text = words(pdf_text(out, tmp_path))
    assert "فرمانداری کاشان" in text  # an incoming letter of the demo
    assert "اخطاریه" in text and "باطل" in text  # a notice sent, a cancelled receipt
    assert "شمار نامه‌ها: ۰" not in text


def test_command_line_params_pass_the_editors_check(tmp_path, capsys):
    """``print --param`` goes through the same field check as the editor: a time the editor
    refuses is refused here too, and a Jalali date comes back as the ISO the register stores."""
    from desktop.jalali import parse_jalali
    from desktop.printing import params
    from desktop.services import documents

    summons = registry.get("summons")
    out = tmp_path / "s.pdf"
    args = ["--demo", "summons", "--out", str(out), "--param", "session_time=۲۶:۱۰"]
    assert cli.main(args) != 0
    assert "ساعت نامعتبر است" in capsys.readouterr().err
    assert not out.exists()
    typed = {"session_date": "۱۳۳۴/۰۲/۰۵", "session_time": "۹:۳۰"}
    iso = parse_jalali("1334/02/05").isoformat()
    assert params.check_params(summons, typed) == {"session_date": iso, "session_time": "۹:۳۰"}
    assert documents.check_field is params.check_value  # one check, not two kept in step
