"""The benchmark suite: every figure of the performance issue beside its baseline, in one run.

    uv run python bench/run_all.py                 the full suite on the large all-modules file
    uv run python bench/run_all.py --quick         a small file (scale 0.05), fewer runs
    uv run python bench/run_all.py --scale 0.2 --runs 5 --only startup,search

Builds (once, then cached outside the repository under the user's cache folder, see
``large_file.py``; a cached file is reused, migrated if the schema moved on) the large
all-modules file, and writes ``bench/RESULTS.md`` with the machine's details and the date:

* start-up to a shown window — a new file, the demo office, the large file — each against a
  bare PySide6 window, runs interleaved, with and without cached bytecode;
* the dashboard: collecting the day's items, and the page shown, against the same rows in a plain
  view;
* the cases' lists: a page, the page after row 1,000, the total; the people list beside them;
* the funds: the all-funds balance check against its sums in one SQL query; the section opened;
  choosing another fund;
* search as you type, letter by letter (the global search and the people list) against a plain
  ``LIKE '%…%'`` scan;
* the print batch (``print_bench.py``; LibreOffice only when installed);
* peak memory with every section opened.

Nothing here needs an external timing tool: each figure is timed with ``time.perf_counter``
(start-up from the launch of the process to its first paint) and memory read from ``getrusage``.
"""

from __future__ import annotations

import argparse
import datetime as _dt
import json
import os
import platform
import shutil
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(ROOT))

sys.path.insert(0, str(HERE))
from large_file import cache_dir, cached_file  # noqa: E402

FIGURES = ("startup", "dashboard", "lists", "funds", "search", "print", "memory")


def env(cache: Path | None) -> dict[str, str]:
    e = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    e.pop("PYTHONDONTWRITEBYTECODE", None)
    if cache is not None:
        e["PYTHONPYCACHEPREFIX"] = str(cache)
    return e


def one_start(args: list[str], cache: Path | None, *, cold: bool) -> tuple[float, str]:
    """Seconds from launching a probe to its first paint, and the window painted."""
    cmd = [sys.executable, *(["-B"] if cold else []), str(HERE / "startup_probe.py"), *args]
    if cold:  # an empty bytecode cache: every module compiled from source
        cache = Path(tempfile.mkdtemp(prefix="pyc-"))
    t = time.perf_counter()
    p = subprocess.Popen(
        cmd, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=env(cache), cwd=ROOT
    )
    line = p.stdout.readline().decode().split() if p.stdout else []
    elapsed = time.perf_counter() - t
    p.kill()
    p.wait()
    if cold and cache is not None:
        shutil.rmtree(cache, ignore_errors=True)
    if not line or line[0] != "painted":
        return float("nan"), "(no window)"
    return elapsed, line[1] if len(line) > 1 else "?"


def startup(files: dict[str, Path], runs: int, work: Path) -> dict:
    warm = work / "pyc"
    configs: dict[str, tuple[list[str], bool]] = {"bare PySide6 window": (["bare"], False)}
    # a new file's first window is its set-up dialog, shown alone (the probe names it)
    configs["new file (first run creating it)"] = (["app", "--db", "NEW"], False)
    for label, path in files.items():
        configs[f"{label}, bytecode cached"] = (["app", "--db", str(path)], False)
    configs["bare PySide6 window, no cached bytecode"] = (["bare"], True)
    big = list(files.items())[-1]
    configs[f"{big[0]}, no cached bytecode"] = (["app", "--db", str(big[1])], True)
    for a, cold in configs.values():  # fill the warm bytecode cache, and the OS's file cache
        one_start([x if x != "NEW" else str(work / "warmup.sqlite") for x in a], warm, cold=cold)
    times: dict[str, list[float]] = {k: [] for k in configs}
    windows: dict[str, str] = {}
    for i in range(runs):  # interleaved, so a busy moment of the machine hits all alike
        for label, (a, cold) in configs.items():
            new = work / f"new-{i}.sqlite"
            a = [str(new) if x == "NEW" else x for x in a]
            seconds, window = one_start(a, warm, cold=cold)
            times[label].append(seconds)
            windows[label] = window
            for p in work.glob(f"new-{i}.sqlite*"):
                p.unlink()
    bare_runs = {
        False: times["bare PySide6 window"],
        True: times["bare PySide6 window, no cached bytecode"],
    }
    return {
        k: {
            "median_s": statistics.median(v),
            "runs": v,
            "window": windows[k],
            # pair by pair against the bare window of the same round: a busy moment of the
            # shared machine moves both
            "paired_ratio": statistics.median(
                a / b for a, b in zip(v, bare_runs[configs[k][1]], strict=True) if a == a and b
            ),
        }
        for k, v in times.items()
    }


def inproc(figure: str, path: Path, repeat: int) -> dict:
    p = subprocess.run(
        [sys.executable, str(HERE / "inproc.py"), figure, "--db", str(path), "--repeat", str(repeat)],
        capture_output=True, text=True, env=env(None), cwd=ROOT, timeout=3600,
    )  # fmt: skip
    lines = [ln for ln in p.stdout.splitlines() if ln.startswith("{")]
    if p.returncode != 0 or not lines:
        return {"error": (p.stderr or p.stdout)[-2000:]}
    return json.loads(lines[-1])


def print_batch(count: int) -> dict:
    t = time.perf_counter()
    p = subprocess.run(
        [sys.executable, str(HERE / "print_bench.py"), "--count", str(count)],
        capture_output=True, text=True, env=env(None), cwd=ROOT, timeout=7200,
    )  # fmt: skip
    lines = p.stdout.strip().splitlines()
    figures = json.loads(lines[-1]) if lines and lines[-1].startswith("{") else {}
    return {
        "output": "\n".join(lines[:-1] if figures else lines) or p.stderr[-2000:],
        "figures": figures,
        "seconds": time.perf_counter() - t,
    }


# --- the report ---------------------------------------------------------------------------


def ms(s: float) -> str:
    return "—" if s != s else f"{s * 1000:,.0f} ms" if s < 10 else f"{s:,.1f} s"  # noqa: PLR0124


def ratio(a: float, b: float) -> str:
    return "—" if not b or a != a or b != b else f"{a / b:.1f}×"  # noqa: PLR0124


def machine() -> list[str]:
    cpu = platform.processor() or ""
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    mem = ""
    try:
        kb = int(Path("/proc/meminfo").read_text().split()[1])
        mem = f"{kb / 1024 / 1024:.1f} GiB"
    except (OSError, ValueError, IndexError):
        pass
    try:
        import PySide6

        qt = getattr(PySide6, "__version__", None) or "?"
    except ImportError:
        qt = "?"
    try:
        commit = subprocess.run(
            ["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True, cwd=ROOT
        ).stdout.strip()
    except OSError:
        commit = "?"
    load = os.getloadavg() if hasattr(os, "getloadavg") else ("?",)
    return [
        f"- date: {_dt.datetime.now(_dt.UTC):%Y-%m-%d %H:%M} UTC; commit {commit}",
        f"- machine: {cpu}, {os.cpu_count()} cores, {mem} RAM; {platform.platform()}",
        f"- Python {platform.python_version()}, PySide6 {qt}, SQLite {sqlite3.sqlite_version}",
        f"- load average when this report was written: {', '.join(f'{x:.1f}' for x in load)} "
        "(other work shares the machine; each section gives its own, from its start to its end)",
    ]


def _taken(results: dict, figure: str) -> list[str]:
    taken = results.get(figure, {}).get("taken")
    load = results.get(figure, {}).get("load")
    said = f"Measured {taken}" + (f"; load average (1 min) {load}" if load else "") + "."
    return [said, ""] if taken else []


def report(args: argparse.Namespace, files: dict[str, Path], counts: dict, results: dict) -> str:  # noqa: C901, PLR0912, PLR0915
    out = ["# Benchmark results", "", "Last written by `uv run python bench/run_all.py"
           + (" " + " ".join(sys.argv[1:]) if sys.argv[1:] else "") + "`; each section says when "
           "its figures were taken (those not measured again are kept from the last run on the "
           "same file).", ""]  # fmt: skip
    out += machine()
    out += ["", "The large file: " + ", ".join(f"{v:,} {k}" for k, v in counts.items())]
    size = files["large file"].stat().st_size / 2**20
    out += [f"({size:,.0f} MiB), generated by `bench/large_file.py` (fixed seed) and cached outside "
            f"the repository ({files['large file'].name} under the user's cache folder): a run "
            "reuses it, built once.", ""]  # fmt: skip
    if "startup" in results:
        runs = results["startup"].get("runs", args.runs)
        r = results["startup"]["configs"]
        bare = r["bare PySide6 window"]["median_s"]
        bare_cold = r["bare PySide6 window, no cached bytecode"]["median_s"]
        out += ["## Start-up to a shown window", "", *_taken(results, "startup"),
                f"Medians of {runs} interleaved runs, from launching the process to the first "
                "paint of a top-level window (the window painted is named); each window shown "
                "gets an event filter of its own that reports its first paint, the bare window's "
                "as the program's. On a file that exists the program paints its window's frame "
                "first (the sections, «در حال بارگذاری» where the first screen goes) and opens "
                "the office behind it; a new file's first window is its set-up dialog, shown "
                "alone (the window follows once the office is set up). The "
                "large file holds 1,000,323 people, so it is also the million-people case.", "",
                "| start-up | measured | baseline | ratio of medians | median of paired ratios | target 1.5× |",
                "|---|---|---|---|---|---|"]  # fmt: skip
        for label, v in r.items():
            if label.startswith("bare"):
                continue
            base = bare_cold if "no cached" in label else bare
            paired = v.get("paired_ratio", v["median_s"] / base if base else float("nan"))
            met = "met" if paired <= 1.5 else "**not met**"
            out.append(
                f"| {label} ({v['window']}) | {ms(v['median_s'])} | {ms(base)} | "
                f"{ratio(v['median_s'], base)} | {paired:.2f}× | {met} |"
            )
        out.append("")
    if "dashboard" in results:
        r = results["dashboard"]
        out += ["## The dashboard", "", *_taken(results, "dashboard")]
        if "error" in r:
            out += ["```", r["error"], "```", ""]
        else:
            shown = f"{r['items']:,}" + ("" if r.get("items_exact", True) else " (at least)")
            out += ["| figure | measured | baseline | target |", "|---|---|---|---|",
                    f"| collecting the day's items, as the page does ({shown} items) | {ms(r['collect_s'])} | — | — |",
                f"| collecting every item, unbounded ({r.get('items_all', 0):,} items) | {ms(r.get('collect_all_s', float('nan')))} | — | — |",
                    f"| the page shown with them | {ms(r['page_shown_s'])} | the same rows in a plain "
                    f"view: {ms(r['plain_view_s'])} | < 200 ms: "
                    f"{'met' if r['page_shown_s'] < 0.2 else '**not met**'} |", ""]  # fmt: skip
    if "lists" in results:
        r = results["lists"]
        out += ["## The cases' lists (complaints)", "", *_taken(results, "lists")]
        if "error" in r:
            out += ["```", r["error"], "```", ""]
        else:
            exact = r["count_shown"] == r["complaints_total"]
            out += ["| figure | measured | baseline |", "|---|---|---|",
                    f"| first page of 200 | {ms(r['first_page_s'])} | people list: {ms(r['people_page_s'])} |",
                    f"| the page after row 1,000 | {ms(r['page_after_1000_s'])} | people list: {ms(r['people_page_at_1000_s'])} |",
                    f"| the total shown | {r['count_shown']:,} in {ms(r['count_s'])} | complaints in the file: "
                    f"{r['complaints_total']:,} ({'exact' if exact else '**wrong**'}) |",
                    f"| rows a clerk can reach | {r['reachable_rows']:,} | {r['complaints_total']:,} |",
                    ""]  # fmt: skip
    if "funds" in results:
        r = results["funds"]
        out += ["## The funds", "", *_taken(results, "funds")]
        if "error" in r:
            out += ["```", r["error"], "```", ""]
        else:
            out += [f"{r['funds']:,} funds, {r['postings']:,} postings.", "",
                    "| figure | measured | baseline |", "|---|---|---|",
                    f"| all-funds balance check | {ms(r['balance_check_s'])} | its sums in one SQL query: {ms(r['balance_sql_s'])} |",
                    f"| opening the funds section | {ms(r['page_open_s'])} | — |",
                    f"| choosing another fund | {ms(r['choose_fund_s'])} | — |"]  # fmt: skip
            if "choose_largest_fund_s" in r:
                out += [
                    f"| choosing the largest fund (the bakhsh's) | {ms(r['choose_largest_fund_s'])} | — |"
                ]
            if "balance_tab_s" in r:
                out += [f"| the balance-check tab first shown | {ms(r['balance_tab_s'])} | its sums in one SQL query: "
                        f"{ms(r['balance_sql_s'])} |"]  # fmt: skip
            out += [""]
    if "search" in results:
        r = results["search"]
        out += ["## Search as you type", "", *_taken(results, "search")]
        if "error" in r:
            out += ["```", r["error"], "```", ""]
        elif "list_p95_s" not in next(iter(r["terms"].values()), {}):
            out += ["(figures of an older run: measure again with `--only search`)", ""]
        else:
            out += [f"{r['people']:,} people. Each name is typed letter by letter, several times; "
                    "a keystroke is the global search (Ctrl+K: ranked hits of every kind, FTS5 "
                    "word-prefix indexes) and, beside it, the people list's page of 200 (with its "
                    "capped count when full). The baseline is a plain `LIKE '%…%'` scan of every "
                    "person for the whole name, in the same run.", "",
                    "| name | keystrokes | search p50 | search p95 | LIKE scan | faster than the scan "
                    "| p95 < 30 ms | ≥ 50× | people list p50 / p95 |",
                    "|---|---|---|---|---|---|---|---|---|"]  # fmt: skip
            for term, v in r["terms"].items():
                speed = v["like_scan_s"] / v["p95_s"] if v["p95_s"] else 0
                out.append(
                    f"| «{term}» | {v['keystrokes']} | {ms(v['p50_s'])} | {ms(v['p95_s'])} | "
                    f"{ms(v['like_scan_s'])} | {speed:.0f}× | "
                    f"{'met' if v['p95_s'] < 0.03 else '**not met**'} | "
                    f"{'met' if speed >= 50 else '**not met**'} | "
                    f"{ms(v['list_p50_s'])} / {ms(v['list_p95_s'])} |"
                )
            out.append("")
    if "memory" in results:
        r = results["memory"]
        out += ["## Memory, every section opened on the large file", "", *_taken(results, "memory")]
        if "error" in r:
            out += ["```", r["error"], "```", ""]
        else:
            peak = r["peak_mib"]
            out += [f"Peak resident set {peak:,.0f} MiB (after the first screen "
                    f"{r['after_first_screen_mib']:,.0f} MiB); target < 300 MB: "
                    f"{'met' if peak * 1.048576 < 300 else '**not met**'}.", "",
                    "| section | first shown in |", "|---|---|"]  # fmt: skip
            out += [f"| {k} | {ms(v)} |" for k, v in r["sections"].items()]
            out.append("")
    if "print" in results:
        r = results["print"]
        f = r.get("figures", {})
        out += ["## Print batch (`bench/print_bench.py`)", "", *_taken(results, "print")]
        if "lo_batch_s" in f:
            ours, theirs = f["docs_per_s"], f["lo_docs"] / f["lo_batch_s"]
            paired = f.get("paired_ratios") or [ours / theirs]
            speed, mem = statistics.median(paired), f["peak_mib"] / f["lo_peak_mib"]
            per = f.get("per_commit", 1)
            n = f.get("pairs", 1)
            out += [f"{f['count']:,} numbered receipts (each a register number, a PDF written and "
                    f"synced; {per:,} to a transaction, as the batch dialog numbers them, their "
                    "files flushed together before its commit); the baseline is "
                    f"{f.get('lo_version', 'LibreOffice')} headless "
                    "converting the same documents' text (right-to-left HTML) to PDF, 200 a "
                    "process (given more in one, LibreOffice 7.4 stops at the 247th without a "
                    "word), in the same run: the two batches in turn, "
                    f"{n} times, each pair to {f['count']:,} farmers of its own (no batch finds a "
                    "name an earlier one laid out); each figure is the median run's, the ratio "
                    f"the median of the pairs' ({', '.join(f'{r:.1f}×' for r in paired)}).", "",
                    "| figure | measured | baseline | ratio | target |", "|---|---|---|---|---|",
                    f"| throughput | {ours:,.1f} docs/s ({f['batch_s']:,.1f} s) | {theirs:,.1f} docs/s "
                    f"({f['lo_batch_s']:,.1f} s) | {speed:.1f}× | ≥ 10×: "
                    f"{'met' if speed >= 10 else '**not met**'} |",
                    f"| peak resident set | {f['peak_mib']:,.0f} MiB | {f['lo_peak_mib']:,.0f} MiB "
                    f"| {mem:.2f}× | ≤ 0.5×: {'met' if mem <= 0.5 else '**not met**'} |", ""]  # fmt: skip
        elif f:
            out += ["LibreOffice (`soffice`) is not installed here: no baseline, no ratio.", ""]
        out += ["```", r["output"], "```", ""]
    return "\n".join(out) + "\n"


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--quick", action="store_true", help="scale 0.05, 3 runs, 100 documents")
    parser.add_argument(
        "--scale", type=float, help="size of the large file (1.0: 1,000,000 people)"
    )
    parser.add_argument("--runs", type=int, help="interleaved start-up runs (default 7; quick 3)")
    parser.add_argument(
        "--print-count", type=int, help="documents in the print batch (default 1000)"
    )
    parser.add_argument(
        "--only", default=",".join(FIGURES), help="comma-separated: " + ",".join(FIGURES)
    )
    parser.add_argument("--out", type=Path, default=HERE / "RESULTS.md")
    args = parser.parse_args()
    args.scale = args.scale or (0.05 if args.quick else 1.0)
    args.runs = args.runs or (3 if args.quick else 7)
    args.print_count = args.print_count or (100 if args.quick else 1000)
    only = [f.strip() for f in args.only.split(",") if f.strip()]
    log = lambda s: print(s, flush=True)  # noqa: E731
    large = cached_file(args.scale, log=log)
    demo = cached_file(0.0, log=log) if "startup" in only else None
    files = {"the demo office": demo, "large file": large} if demo else {"large file": large}
    conn = sqlite3.connect(f"file:{large}?mode=ro", uri=True)
    counts = {
        t: conn.execute(f"SELECT count(*) FROM {t}").fetchone()[0]  # noqa: S608 - fixed names
        for t in ("person", "letter", "case_file", "ledger_posting", "fund", "audit_log")
    }
    conn.close()
    repeat = 3 if args.quick else 5
    # figures kept from the last run on the same file, so that ``--only`` re-measures some and
    # the report still shows all (each figure keeps when it was taken)
    saved = cache_dir() / f"results-{large.stem}.json"
    results: dict = {}
    if saved.exists():
        try:
            results = json.loads(saved.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            results = {}
    work = Path(tempfile.mkdtemp(prefix="bench-", dir=cache_dir()))
    try:
        for figure in only:
            log(f"{figure} …")
            t = time.perf_counter()
            before = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
            if figure == "startup":
                configs = startup({k: v for k, v in files.items() if v}, args.runs, work)
                results[figure] = {"configs": configs, "runs": args.runs}
            elif figure == "print":
                results[figure] = print_batch(args.print_count)
            else:
                results[figure] = inproc(figure, large, repeat)
            results[figure]["taken"] = f"{_dt.datetime.now(_dt.UTC):%Y-%m-%d %H:%M} UTC"
            after = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
            results[figure]["load"] = f"{before:.1f} at the start, {after:.1f} at the end"
            saved.write_text(json.dumps(results, ensure_ascii=False), encoding="utf-8")
            log(
                f"  {time.perf_counter() - t:.0f} s: {json.dumps(results[figure], ensure_ascii=False)[:400]}"
            )
    finally:
        shutil.rmtree(work, ignore_errors=True)
    args.out.write_text(report(args, {"large file": large}, counts, results), encoding="utf-8")
    log(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
