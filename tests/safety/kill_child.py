"""Run by test_crash.py: writes actions to a database until it is killed.

    python kill_child.py DB FIRST_ACTION

Each action is one user action in one transaction: a batch of BATCH people added through the real
service inside one ``db.atomic()``. After each commit it prints the action's number.
"""

from __future__ import annotations

import sys

from desktop.services.people import add_person
from desktop.store.db import open_database

BATCH = 20


def main() -> None:
    path, first = sys.argv[1], int(sys.argv[2])
    db = open_database(path)
    print("ready", flush=True)
    action = first
    while True:
        with db.atomic():
            for k in range(BATCH):
                add_person(db, first_name=f"نفر{k}", last_name=f"کنش{action}", notes="x" * 300)
        print(action, flush=True)
        action += 1


if __name__ == "__main__":
    main()
