"""The suite's in-process figures, each run in a process of its own by ``run_all.py``.

    python bench/inproc.py FIGURE --db PATH [--repeat N]

FIGURE is one of ``dashboard``, ``lists``, ``funds``, ``search``, ``memory``. Each prints one
JSON object on its last line: seconds as floats, counts as integers, each figure beside its
baseline measured in the same process.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def timed(fn, repeat: int = 1) -> tuple[float, object]:  # noqa: ANN001
    """The median time of ``repeat`` calls, and the last call's value."""
    times, value = [], None
    for _ in range(repeat):
        t = time.perf_counter()
        value = fn()
        times.append(time.perf_counter() - t)
    return statistics.median(times), value


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(p / 100 * (len(ordered) - 1)))]


def rss_mib() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def _db(path: str):  # noqa: ANN202
    from desktop.store.db import open_database

    return open_database(path, read_only=True)


def _app():  # noqa: ANN202
    from desktop.ui.shell.application import create_application

    return create_application([sys.argv[0]])


def _ctx(db, path: str):  # noqa: ANN001, ANN202
    from desktop.ui.common.context import AppContext

    return AppContext(db, path, read_only=True)


def dashboard(path: str, repeat: int) -> dict:
    from PySide6.QtCore import QAbstractTableModel, QModelIndex, Qt
    from PySide6.QtWidgets import QTableView

    from desktop.jalali import today
    from desktop.services import attention

    app = _app()
    db = _db(path)
    ctx = _ctx(db, path)
    out: dict = {}
    try:
        from desktop.ui.dashboard.page import SHOWN_ITEMS
    except ImportError:  # before the collection was bounded
        SHOWN_ITEMS = None  # noqa: N806
    out["collect_all_s"], everything = timed(lambda: attention.collect(db, today()), 1)
    out["items_all"] = len(everything)  # type: ignore[arg-type]
    if SHOWN_ITEMS is not None:
        out["collect_s"], items = timed(
            lambda: attention.collect(db, today(), limit=SHOWN_ITEMS), repeat
        )
    else:
        out["collect_s"], items = out["collect_all_s"], everything
    out["items"] = len(items)  # type: ignore[arg-type]
    out["items_exact"] = getattr(items, "exact", True)
    rows = [(str(i.due), i.title_fa, i.detail_fa) for i in items]  # type: ignore[union-attr]

    class Plain(QAbstractTableModel):
        def rowCount(self, parent=QModelIndex()) -> int:  # noqa: ANN001, B008, N802
            return len(rows)

        def columnCount(self, parent=QModelIndex()) -> int:  # noqa: ANN001, B008, N802
            return 3

        def data(self, index, role=Qt.ItemDataRole.DisplayRole):  # noqa: ANN001, ANN201
            if role == Qt.ItemDataRole.DisplayRole:
                return rows[index.row()][index.column()]
            return None

    def plain() -> None:
        view = QTableView()
        view.setModel(Plain())
        view.resize(900, 600)
        view.show()
        app.processEvents()
        view.close()

    out["plain_view_s"], _ = timed(plain, repeat)

    def page() -> None:
        from desktop.ui.dashboard.page import DashboardPage

        p = DashboardPage(ctx)
        p.resize(1280, 800)
        p.show()
        app.processEvents()
        p.close()
        p.deleteLater()
        app.processEvents()

    out["page_shown_s"], _ = timed(page, repeat)
    out["rss_mib"] = rss_mib()
    return out


def lists(path: str, repeat: int) -> dict:
    from desktop.services import cases, queries
    from desktop.services.cases import CaseQuery

    db = _db(path)
    out: dict = {}
    kinds = tuple(_complaint_kinds())
    complaints = CaseQuery(kinds=kinds)
    out["complaints_total"] = db.execute(
        f"SELECT count(*) FROM case_file WHERE retired_at IS NULL AND kind IN "
        f"({', '.join('?' for _ in kinds)})",
        kinds,
    ).fetchone()[0]
    paged = hasattr(cases, "count_cases")
    out["paged_in_sql"] = paged
    if paged:
        out["first_page_s"], first = timed(
            lambda: cases.list_cases(db, complaints, limit=200), repeat
        )
        rows = list(first)  # type: ignore[arg-type]
        # walk to row 1,000 page by page, as the view's scrolling does, then time the next page
        while len(rows) < 1000 and rows:
            rows += cases.list_cases(db, complaints, limit=200, after=rows[-1])
        out["page_after_1000_s"], _ = timed(
            lambda: cases.list_cases(db, complaints, limit=200, after=rows[-1]), repeat
        )
        while True:  # and on to the last case: every one is reachable
            more = cases.list_cases(db, complaints, limit=200, after=rows[-1])
            if not more:
                break
            rows += more
        out["reachable_rows"] = len({r["id"] for r in rows})
        out["count_s"], total = timed(lambda: cases.count_cases(db, complaints), repeat)
        out["count_shown"] = total
    else:
        out["first_page_s"], _ = timed(lambda: cases.list_cases(db, complaints, limit=200), repeat)
        out["page_after_1000_s"], more = timed(
            lambda: cases.list_cases(db, complaints, limit=1200)[1000:], repeat
        )
        out["count_s"], total = timed(lambda: len(cases.list_cases(db, complaints)), repeat)
        out["count_shown"] = total
        out["reachable_rows"] = total  # the list stops at the total it shows as exact
    q = queries.ListQuery()
    out["people_page_s"], _ = timed(lambda: queries.people(db, q, limit=200), repeat)
    out["people_page_at_1000_s"], _ = timed(
        lambda: queries.people(db, q, limit=200, offset=1000), repeat
    )
    return out


def _complaint_kinds() -> list[str]:
    from desktop.services.cases.kinds import DISMISSAL_KINDS, KINDS

    return [k for k in KINDS if k not in DISMISSAL_KINDS]


def funds(path: str, repeat: int) -> dict:
    from desktop.services import funds as funds_service

    app = _app()
    db = _db(path)
    ctx = _ctx(db, path)
    out: dict = {}
    out["balance_check_s"], _ = timed(lambda: funds_service.balance_check(db), repeat)
    out["balance_sql_s"], _ = timed(
        lambda: db.execute(
            "SELECT account_id, commodity, sum(rials), sum(grams) FROM ledger_posting "
            "GROUP BY account_id, commodity"
        ).fetchall(),
        repeat,
    )
    out["postings"] = db.execute("SELECT count(*) FROM ledger_posting").fetchone()[0]
    out["funds"] = db.execute("SELECT count(*) FROM fund").fetchone()[0]
    from desktop.ui.funds.page import FundsPage

    t = time.perf_counter()
    page = FundsPage(ctx)
    page.resize(1280, 800)
    page.show()
    app.processEvents()
    out["page_open_s"] = time.perf_counter() - t
    choose = []
    for i in range(1, 1 + max(3, repeat)):
        t = time.perf_counter()
        page.fund.setCurrentIndex(i % page.fund.count())
        app.processEvents()
        choose.append(time.perf_counter() - t)
    out["choose_fund_s"] = statistics.median(choose)
    # the largest fund (the bakhsh's: a fifth of the postings) and, once, the all-funds tab
    bakhsh = db.execute("SELECT id FROM fund WHERE level = 'bakhsh'").fetchone()
    if bakhsh is not None:
        index = page.fund.findData(bakhsh[0])
        t = time.perf_counter()
        page.fund.setCurrentIndex(index)
        app.processEvents()
        out["choose_largest_fund_s"] = time.perf_counter() - t
    t = time.perf_counter()
    page.tabs.setCurrentIndex(page.tabs.count() - 1)  # the balance check, drawn when first shown
    app.processEvents()
    out["balance_tab_s"] = time.perf_counter() - t
    return out


SEARCHES = ("علی", "كريمي", "حسن رض", "یزدی", "موسوی", "0410")


def search(path: str, repeat: int) -> dict:
    """Each name typed letter by letter: every keystroke's global search (Ctrl+K: ranked hits of
    every kind) and the people list's page (and its capped count when the page is full), against
    a plain ``LIKE '%…%'`` scan of every person for the whole name, in the same process."""
    from desktop.services import queries
    from desktop.services.search import search as global_search
    from desktop.text import search_words

    db = _db(path)
    out: dict = {"people": db.execute("SELECT count(*) FROM person").fetchone()[0], "terms": {}}
    rounds = max(3, repeat)
    for term in SEARCHES:
        prefixes = [term[:i] for i in range(1, len(term) + 1) if term[:i].strip()]

        def page(text: str) -> None:
            q = queries.ListQuery(search=text)
            rows = queries.people(db, q, limit=200)
            if len(rows) >= 200:
                queries.people_count(db, q, cap=1000)

        found, listed = [], []
        for _ in range(rounds):  # the name typed again, letter by letter
            for text in prefixes:
                t = time.perf_counter()
                global_search(db, text)
                found.append(time.perf_counter() - t)
                t = time.perf_counter()
                page(text)
                listed.append(time.perf_counter() - t)
        like = " AND ".join("search_norm LIKE ?" for _ in search_words(term))
        args = [f"%{w}%" for w in search_words(term)]
        scan_t, _ = timed(
            lambda like=like, args=args: db.execute(
                f"SELECT count(*) FROM person WHERE {like}",
                args,  # noqa: S608
            ).fetchone(),
            rounds,
        )
        out["terms"][term] = {
            "keystrokes": len(prefixes),
            "p50_s": statistics.median(found),
            "p95_s": percentile(found, 95),
            "list_p50_s": statistics.median(listed),
            "list_p95_s": percentile(listed, 95),
            "like_scan_s": scan_t,
        }
    every = [v for v in out["terms"].values()]
    out["worst_p95_s"] = max(v["p95_s"] for v in every)
    return out


def memory(path: str, repeat: int) -> dict:
    app = _app()
    from desktop.ui.shell.main_window import MainWindow
    from desktop.ui.shell.sections import SECTIONS

    db = _db(path)
    ctx = _ctx(db, path)
    window = MainWindow(ctx)
    window.resize(1280, 800)
    window.show()
    app.processEvents()
    out: dict = {"after_first_screen_mib": rss_mib(), "sections": {}}
    for key, _title, _module in SECTIONS:
        t = time.perf_counter()
        window.show_section(key)
        app.processEvents()
        out["sections"][key] = time.perf_counter() - t
    out["peak_mib"] = rss_mib()
    return out


FIGURES = {
    "dashboard": dashboard,
    "lists": lists,
    "funds": funds,
    "search": search,
    "memory": memory,
}


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("figure", choices=sorted(FIGURES))
    parser.add_argument("--db", required=True)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    result = FIGURES[args.figure](args.db, args.repeat)
    result["peak_rss_mib"] = rss_mib()
    print(json.dumps(result, ensure_ascii=False))
    sys.stdout.flush()
    os._exit(0)  # skip tearing down Qt: not what is measured


if __name__ == "__main__":
    raise SystemExit(main())
