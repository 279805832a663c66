"""Start-up and search on a large bakhsh (100,000 people, 2,000 villages).

    uv run python bench/registers_bench.py [--people 100000] [--villages 2000] [--runs 5]

Prints: the time to generate the database; start-up to a shown window for the application and
for a bare PySide6 window started the same way (a fresh `python` process each run, wall time
from spawn to exit after the first paint); and the time of a search keystroke in the people list
(the model's reload after one character is typed), for several terms.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
ENV = {**os.environ, "QT_QPA_PLATFORM": os.environ.get("QT_QPA_PLATFORM", "offscreen")}

# Both windows are started the same way: a fresh interpreter that shows the window, paints it
# into a PNG (what `bakhsh-office --screenshot` does) and exits.
BARE = """
import sys
from PySide6.QtWidgets import QApplication, QMainWindow, QLabel
app = QApplication(sys.argv[:1])
w = QMainWindow(); w.setCentralWidget(QLabel("x")); w.resize(1280, 800); w.show()
for _ in range(5):
    app.processEvents()
w.grab().save(sys.argv[1])
"""

APP = "import sys; from desktop.__main__ import main; sys.exit(main(sys.argv[1:]))"


def spawn(code: str, *args: str) -> float:
    start = time.perf_counter()
    subprocess.run(
        [sys.executable, "-c", code, *args], capture_output=True, env=ENV, cwd=ROOT, check=True
    )
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--people", type=int, default=100_000)
    parser.add_argument("--villages", type=int, default=2_000)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    sys.path.insert(0, str(ROOT))
    from desktop.demo import bulk_fill
    from desktop.store.db import open_database

    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "big.sqlite"
        t = time.perf_counter()
        db = open_database(path)
        bulk_fill(db, people_count=args.people, villages_count=args.villages)
        db.close()
        print(f"generated {args.people:,} people, {args.villages:,} villages in {time.perf_counter() - t:.1f} s "
              f"({path.stat().st_size / 1e6:.0f} MB)")  # fmt: skip

        png = str(Path(tmp) / "shot.png")
        app_args = ("--db", str(path), "--screenshot", png)
        spawn(BARE, png)  # warm the disk cache for both
        spawn(APP, *app_args)
        bare, app = [], []
        for _ in range(args.runs):  # interleaved, so a busy moment hits both alike
            bare.append(spawn(BARE, png))
            app.append(spawn(APP, *app_args))
        for name, runs in (("bare PySide6 window", bare), ("bakhsh-office --screenshot", app)):
            print(f"start-up, {name}: median {statistics.median(runs) * 1000:.0f} ms from spawn to exit "
                  f"(min {min(runs) * 1000:.0f}, max {max(runs) * 1000:.0f}; {args.runs} runs)")  # fmt: skip
        ratio = statistics.median(app) / statistics.median(bare)
        print(f"start-up ratio app/bare: {ratio:.2f}x (target: within 3x)")

        os.environ.update(ENV)
        from desktop.ui.shell.application import create_application

        qt = create_application(sys.argv[:1])
        from desktop.ui.common.context import AppContext
        from desktop.ui.people.page import PeoplePage

        page = PeoplePage(AppContext(open_database(path), path))
        page.show()
        qt.processEvents()
        for term in ("ع", "علی", "كريمي", "۰۴۹", "حسن رض", "zzz"):
            times = []
            for _ in range(args.runs):
                page.search.clear()
                t = time.perf_counter()
                page.search.setText(term)  # one edit = one reload, as a keystroke does
                times.append(time.perf_counter() - t)
            more = "" if page.model.exact else "+"
            print(f"search keystroke {term!r}: median {statistics.median(times) * 1000:.1f} ms, max {max(times) * 1000:.1f} ms "
                  f"({page.model.total:,}{more} matches)")  # fmt: skip
        sys.stdout.flush()
        os._exit(0)  # skip PySide6's teardown of widgets whose database closed with the temp dir


if __name__ == "__main__":
    main()
