"""Regenerate docs/templates/*.png: every template issued from the demo bakhsh, page 1 at 70 dpi.

    uv run python docs/render_templates.py

Needs ``pdftoppm`` (poppler-utils). The documents are issued in a throw-away demo database on
a fixed date, so the pictures change only when the templates or the engine do.
"""

from __future__ import annotations

import datetime as _dt
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from desktop.demo import build_demo_office  # noqa: E402
from desktop.jalali import parse_jalali  # noqa: E402
from desktop.printing import registry  # noqa: E402
from desktop.printing.templates.fields import EXAMPLE_PARAMS  # noqa: E402
from desktop.services import letters, papers  # noqa: E402
from desktop.store.db import open_database  # noqa: E402

OUT = ROOT / "docs" / "templates"
DPI = 70
DATE = parse_jalali("1403/02/15")


def main() -> int:
    if shutil.which("pdftoppm") is None:
        print("pdftoppm not found: apt-get install poppler-utils", file=sys.stderr)
        return 1
    OUT.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        tmpdir = Path(tmp)
        db = open_database(tmpdir / "demo.sqlite")
        # the whole demo office as if today were DATE: each module's documents print its records
        build_demo_office(db, today=DATE)
        letters.register_incoming(
            db, sender="زارعین قریهٔ کامو", subject="شکایت از امتناع مالک از پرداخت ده درصد",
            received_on=DATE, their_number="بی‌شماره",
        )  # fmt: skip
        made = []
        for t in registry.all_templates():
            if not t.numbered:
                continue
            pdf = tmpdir / f"{t.key}.pdf"
            letters.issue_document(
                db, template_key=t.key, record_id=papers.sample(db, t.key), letter_date=DATE,
                sink=letters.file_sink(pdf), params=EXAMPLE_PARAMS.get(t.key),
            )  # fmt: skip
            made.append((t.key, pdf))
        first = db.execute(
            "SELECT id FROM letter WHERE direction = 'out' ORDER BY id LIMIT 1"
        ).fetchone()[0]
        copy = tmpdir / "reprint.pdf"
        letters.reprint_letter(db, letter_id=first, sink=letters.file_sink(copy))
        made.append(("reprint", copy))
        book = tmpdir / "letter_book.pdf"
        letters.file_sink(book)(
            letters.render_letter_book(db, date_from=DATE, date_to=DATE + _dt.timedelta(days=1))
        )
        made.append(("letter_book", book))
        db.close()
        for key, pdf in made:
            for old in OUT.glob(f"{key}*.png"):
                old.unlink()
            subprocess.run(
                [
                    "pdftoppm",
                    "-r",
                    str(DPI),
                    "-png",
                    "-f",
                    "1",
                    "-l",
                    "1",
                    "-singlefile",
                    str(pdf),
                    str(OUT / key),
                ],
                check=True,
            )
            print(OUT / f"{key}.png")
    return 0


if __name__ == "__main__":
    sys.exit(main())
