"""How fast documents are made: one notice, then 1,000 notices, and LibreOffice for comparison.

    uv run python bench/print_bench.py [--count 1000] [--no-soffice]

Measures, on a throw-away demo database:
* one notice rendered to PDF bytes once warm (median of 20), and with its register number
  and file write (``issue_document``);
* a batch of N receipts issued one per farmer in turn (one number and one file each, numbered
  ``letters.per_commit_for(N)`` to a transaction as the batch dialog numbers them;
  a notice now goes to a case's party, not to every farmer), each batch to N farmers no
  batch before it printed (a batch never finds a name it has laid out already, as an
  office's next batch would not):
  documents and pages per second, peak memory (tracemalloc over the batch, and the process's
  peak resident set);
* if ``soffice``/``libreoffice`` is on PATH, LibreOffice headless converting the same N documents
  (each receipt's text, as the batch issues it, in right-to-left HTML) to PDF, 200 a process
  (given more it stops at 247), in the same run: its throughput and its peak resident set
  beside ours. The two batches are run in turn, ``--pairs`` times (3), each pair on its own
  N farmers: each figure is the median run's, and the ratio the median of each pair's (the
  machine's speed drifts by a fifth from one minute to the next; a pair's two runs are the
  nearest in time).

The last line is the figures as JSON (``run_all.py`` reads it).
"""

from __future__ import annotations

import argparse
import json
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import tracemalloc
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from desktop.demo import build_demo  # noqa: E402
from desktop.demo.cases import fill as fill_cases  # noqa: E402
from desktop.jalali import today  # noqa: E402
from desktop.printing import registry  # noqa: E402
from desktop.printing.engine import page_count  # noqa: E402
from desktop.services import letters, papers  # noqa: E402
from desktop.store.db import open_database  # noqa: E402


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.1f} ms"


BATCH = "receipt"  # a person-addressed document, one per landlord


def notice_html(doc) -> str:  # noqa: ANN001
    paras = "".join(f"<p>{getattr(b, 'text', '')}</p>" for b in doc.blocks if hasattr(b, "text"))
    legal = "".join(f"<p><b>{x.citation}</b><br>«{x.quote}»</p>" for x in doc.legal)
    return (
        "<html dir='rtl' lang='fa'><head><meta charset='utf-8'><style>body{font-family:Vazirmatn;"
        "text-align:justify}</style></head><body>"
        f"<h2>{doc.title}</h2><p><b>به: {doc.recipient}</b></p><p><b>موضوع: {doc.subject}</b></p>"
        f"{paras}{legal}<p style='text-align:left'>{doc.signatory.name}<br>{doc.signatory.role}</p>"
        "</body></html>"
    )


# LibreOffice 7.4 given more files in one invocation converts the first 247 and stops without a
# word: the batch is handed over this many at a time (each process pays its start, about 1-4 s)
LO_CHUNK = 200


def soffice_setup(
    exe: str, htmls: Iterator[str], tmp: Path
) -> tuple[list[str], list[str], Path, float]:
    """LibreOffice's command, the documents written as HTML files, the folder its PDFs go to,
    and one document converted once its profile is built (warm)."""
    src = tmp / "lo"
    src.mkdir()
    profile = (tmp / "lo-profile").as_uri()
    base = [
        exe, f"-env:UserInstallation={profile}", "--headless",
        "--convert-to", "pdf:writer_web_pdf_Export", "--outdir", str(src),
    ]  # fmt: skip
    files = []
    for i, html in enumerate(htmls):
        f = src / f"n{i:05d}.html"
        f.write_text(html, encoding="utf-8")
        files.append(str(f))
    one = src / "one.html"
    one.write_text(Path(files[0]).read_text("utf-8"), encoding="utf-8")
    subprocess.run([*base, str(one)], check=True, capture_output=True)  # builds the profile
    t = time.perf_counter()
    subprocess.run([*base, str(one)], check=True, capture_output=True)
    single = time.perf_counter() - t
    print(f"LibreOffice ({exe}) one document, warm profile: {ms(single)}")
    return base, files, src, single


def soffice_batch(base: list[str], files: list[str], src: Path) -> dict:
    """LibreOffice converting ``files`` to PDF, ``LO_CHUNK`` a process: its seconds, the PDFs it
    wrote, and its peak resident set (the largest child this process waited for)."""
    for old in src.glob("n*.pdf"):
        old.unlink()
    t = time.perf_counter()
    for start in range(0, len(files), LO_CHUNK):
        subprocess.run([*base, *files[start : start + LO_CHUNK]], check=True, capture_output=True)
    batch = time.perf_counter() - t
    made = len(list(src.glob("n*.pdf")))
    peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
    if made != len(files):
        print(f"LibreOffice wrote {made} of {len(files)} PDFs")
    print(
        f"LibreOffice, the same {len(files)} documents, {LO_CHUNK} a process: {batch:.2f} s "
        f"({made / batch:.1f} docs/s), peak RSS {peak:.0f} MB"
    )
    return {"lo_batch_s": batch, "lo_docs": made, "lo_peak_mib": peak}


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--count", type=int, default=1000)
    parser.add_argument("--no-soffice", action="store_true")
    parser.add_argument(
        "--pairs", type=int, default=3, help="our batch and LibreOffice's, so many times in turn"
    )
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmpdir:
        tmp = Path(tmpdir)
        db = open_database(tmp / "bench.sqlite")
        villages = max(4, args.count * args.pairs // 40 + 1)
        build_demo(db, villages=villages, farmers_per_village=40)
        fill_cases(db, today())  # the notice prints a refusal case's figures
        farmers = [
            r[0]
            for r in db.execute(
                "SELECT DISTINCT person_id FROM person_role WHERE role = 'farmer' ORDER BY person_id"
            )
        ]
        # each pair's batch to farmers of its own (the last ones again only if there are too few)
        farmers = (farmers * (args.count * args.pairs // len(farmers) + 1))[
            : args.count * args.pairs
        ]
        sets = [farmers[k * args.count : (k + 1) * args.count] for k in range(args.pairs)]
        people = sets[0]
        notice = registry.get("notice")
        AMOUNT = {"amount": 1_250_000}  # noqa: N806 - the sum the clerk types
        record = papers.sample(db, notice.key)

        t = time.perf_counter()
        first = letters.render_draft(db, template_key="notice", record_id=record)
        cold = time.perf_counter() - t
        times = []
        for _ in range(20):
            t = time.perf_counter()
            pdf = letters.render_draft(db, template_key="notice", record_id=record)
            times.append(time.perf_counter() - t)
        tracemalloc.start()
        letters.render_draft(db, template_key="notice", record_id=record)
        _, one_peak = tracemalloc.get_traced_memory()
        tracemalloc.stop()
        out = tmp / "one.pdf"
        issue_times = []
        for _ in range(5):
            t = time.perf_counter()
            letters.issue_document(
                db, template_key="notice", record_id=record, sink=letters.file_sink(out),
                params=AMOUNT,
            )  # fmt: skip
            issue_times.append(time.perf_counter() - t)
        print(f"one notice, cold (fonts, caches):            {ms(cold)}  ({len(first):,} bytes)")
        print(
            f"one notice, warm, render to bytes (median):  {ms(statistics.median(times))}  ({page_count(pdf)} page)"
        )
        print(f"one notice, warm, numbered + written (med.): {ms(statistics.median(issue_times))}")
        print(f"one notice, peak traced memory:              {one_peak / 1e6:.1f} MB")

        rss_before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss

        def batch(k: int) -> dict:
            t = time.perf_counter()
            made = []
            # a batch goes to people (a notice goes to a case's party): one decree per farmer
            for step in letters.issue_batch(
                db, template_key=BATCH, record_ids=sets[k], out_dir=tmp / f"batch{k}",
                params=AMOUNT, per_commit=letters.per_commit_for(len(people)),
            ):  # fmt: skip
                if step.path is not None:
                    made.append(step.path)
            elapsed = time.perf_counter() - t
            # the files read back and their pages counted after the clock: not the batch's work
            issued = len(made)
            pages = sum(page_count(path.read_bytes()) for path in made)
            print(
                f"batch of {issued} {BATCH}s, numbered + written:  {elapsed:.2f} s  "
                f"({issued / elapsed:.1f} docs/s, {pages / elapsed:.1f} pages/s)"
            )
            return {"count": issued, "batch_s": elapsed, "pages": pages}

        exe = None if args.no_soffice else (shutil.which("soffice") or shutil.which("libreoffice"))
        lo = None
        if exe is None:
            print("LibreOffice: soffice/libreoffice not on PATH, comparison skipped")
        else:  # the same documents: each receipt's text as the batch lays it out (written to
            # its file as it is made: none held in memory beside our batches), each pair's own
            htmls = (
                notice_html(
                    letters.build_document(db, template_key=BATCH, record_id=p, params=AMOUNT)
                )
                for p in farmers
            )
            lo = soffice_setup(exe, htmls, tmp)
        pairs = []
        for k in range(args.pairs):  # ours, then LibreOffice's, in turn
            ours = batch(k)
            if lo is not None:
                base, files, src, _single = lo
                theirs = soffice_batch(base, files[k * args.count : (k + 1) * args.count], src)
            else:
                theirs = None
            pairs.append((ours, theirs))
        rss_after = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        print(
            f"process peak RSS: {rss_before / 1024:.0f} MB before the batches, {rss_after / 1024:.0f} MB after"
        )
        ours = sorted((p[0] for p in pairs), key=lambda r: r["batch_s"])[len(pairs) // 2]
        figures = {
            **ours, "docs_per_s": ours["count"] / ours["batch_s"], "pairs": len(pairs),
            "peak_mib": rss_after / 1024, "warm_render_s": statistics.median(times),
            "warm_issue_s": statistics.median(issue_times), "per_commit": letters.per_commit_for(len(people)),
            "distinct": len(set(farmers)),
        }  # fmt: skip
        if lo is not None:
            runs = [theirs for _, theirs in pairs]
            median_lo = sorted(runs, key=lambda r: r["lo_batch_s"])[len(runs) // 2]
            figures.update(
                median_lo, lo_single_s=lo[3], lo_version=_version(exe),
                lo_peak_mib=max(r["lo_peak_mib"] for r in runs),
                paired_ratios=[
                    (o["count"] / o["batch_s"]) / (t["lo_docs"] / t["lo_batch_s"]) for o, t in pairs
                ],
            )  # fmt: skip
        sample = people[:100]
        tracemalloc.start()
        for _ in letters.issue_batch(
            db, template_key=BATCH, record_ids=sample, out_dir=tmp / "traced", params=AMOUNT,
            per_commit=letters.per_commit_for(len(sample)),
        ):  # fmt: skip
            pass
        _, batch_peak = tracemalloc.get_traced_memory()
        tracemalloc.stop()
        print(
            f"peak traced Python memory over {len(sample)} more {BATCH}s: {batch_peak / 1e6:.1f} MB"
        )

        db.close()
    print(json.dumps(figures))
    return 0


def _version(exe: str) -> str:
    try:
        out = subprocess.run([exe, "--version"], capture_output=True, text=True, timeout=120)
    except (OSError, subprocess.SubprocessError):
        return "?"
    return out.stdout.strip().split("\n")[0]


if __name__ == "__main__":
    sys.exit(main())
