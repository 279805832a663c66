"""Run by test_papers.py: issues one numbered receipt into a file and stops dead at one step.

    python print_child.py DB OUT.pdf STEP [batch]

STEP ``commit``: the PDF is written (under its temporary name or, before the fix, in place) and
the process waits at COMMIT, before it runs; ``publish``: COMMIT has run and the process waits
before the file is renamed into place. It prints ``waiting`` and sleeps until killed. With
``batch``: three receipts numbered in one transaction (``issue_batch``), into OUT.pdf's folder.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

from desktop.printing.templates.fields import EXAMPLE_PARAMS
from desktop.services import letters, papers
from desktop.store.db import open_database


class _StopAt:
    """The connection, stopping dead when ``sql`` is about to run (or has run, ``after``)."""

    def __init__(self, real, sql: str, *, after: bool) -> None:
        self._real, self._sql, self._after = real, sql, after

    def execute(self, sql, *args):  # noqa: ANN001, ANN002, ANN201
        if sql == self._sql and not self._after:
            _wait()
        out = self._real.execute(sql, *args)
        if sql == self._sql and self._after:
            _wait()
        return out

    def __getattr__(self, name):  # noqa: ANN001, ANN204
        return getattr(self._real, name)


def _wait() -> None:
    print("waiting", flush=True)
    while True:
        time.sleep(60)


def main() -> None:
    path, out, step = sys.argv[1], sys.argv[2], sys.argv[3]
    db = open_database(path)
    record = papers.sample(db, "receipt")
    db.conn = _StopAt(db.conn, "COMMIT", after=step == "publish")  # type: ignore[assignment]
    if sys.argv[4:] == ["batch"]:
        steps = letters.issue_batch(
            db, template_key="receipt", record_ids=[record] * 3, out_dir=Path(out).parent,
            params=EXAMPLE_PARAMS["receipt"], per_commit=3,
        )  # fmt: skip
        list(steps)
    else:
        letters.issue_document(
            db, template_key="receipt", record_id=record, sink=letters.file_sink(out),
            params=EXAMPLE_PARAMS["receipt"],
        )  # fmt: skip
    print("done", flush=True)


if __name__ == "__main__":
    main()
