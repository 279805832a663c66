"""Councils of the 1331 bill end with it on 1334/05/04 (1334 art. 36 and its note; see
``services.councils.common.term_end`` and docs/councils.md). Councils recorded before this rule
kept a three-year term running past that day: their term's last day becomes 1334/05/04. A
council's members, sessions and decisions are untouched; only the term's end moves."""

from __future__ import annotations

from sqlite_utils import Database

from desktop.store.migrations import MIGRATIONS

BILL_LAST_DAY = "1955-07-27"  # 1334/05/04


@MIGRATIONS(name="0017_bill_councils_end")
def bill_councils_end(db: Database) -> None:
    db.execute(
        "UPDATE council SET term_end = ? WHERE regime IN ('1331', '1331-original') AND term_end > ?",
        [BILL_LAST_DAY, BILL_LAST_DAY],
    )
