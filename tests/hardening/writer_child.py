"""Run by the concurrency tests: one writer process through the services layer.

    python writer_child.py DB TAG COUNT [STOP_FILE]

Registers COUNT incoming letters (with STOP_FILE: at least COUNT, and goes on until that file
exists, so a test can be sure commits land after an event however loaded the machine is; it
gives up after ``LIMIT`` seconds) (each reads the year's last number and inserts the next one in
one transaction: the read-then-write that a deferred transaction cannot wait for) and adds a
person per letter. Prints one JSON line per commit ``{"tag":..., "n":..., "t": monotonic}`` and
a final ``{"done": commits, "errors": [...]}``; any exception is an error, raw or Persian.
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

from desktop.services.letters import register_incoming
from desktop.services.people import add_person
from desktop.store.db import open_database

LIMIT = 120.0


def main() -> None:
    path, tag, count = sys.argv[1], sys.argv[2], int(sys.argv[3])
    stop = Path(sys.argv[4]) if len(sys.argv) > 4 else None
    db = open_database(path)
    print(json.dumps({"ready": tag}), flush=True)
    commits = 0
    errors: list[str] = []
    started = time.monotonic()
    n = 0
    while n < count or (
        stop is not None and not stop.exists() and time.monotonic() - started < LIMIT
    ):
        try:
            register_incoming(
                db, sender=f"فرستنده {tag}", subject=f"نامهٔ {n}", received_on="1404/01/20"
            )
            add_person(db, first_name=f"نویسنده{tag}", last_name=f"شماره{n}")
            commits += 2
            print(json.dumps({"tag": tag, "n": n, "t": time.monotonic()}), flush=True)
        except Exception as e:  # noqa: BLE001 - every failure is counted and reported
            errors.append(f"{type(e).__name__}: {e}")
        n += 1
    print(json.dumps({"done": commits, "errors": errors}), flush=True)
    db.close()


if __name__ == "__main__":
    main()
