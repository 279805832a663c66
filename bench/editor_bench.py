"""How long the letter editor takes to redraw a draft as the clerk types (the preview waits
350 ms after the last key, then checks the fields and renders): check_params + render_draft.

    uv run python bench/editor_bench.py
"""

from __future__ import annotations

import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from desktop.demo import build_demo  # noqa: E402
from desktop.printing import registry  # noqa: E402
from desktop.printing.templates.fields import EXAMPLE_PARAMS  # noqa: E402
from desktop.services import (  # noqa: E402
    documents,
    letters,
    papers,  # noqa: E402
)
from desktop.store.db import open_database  # noqa: E402


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        db = open_database(Path(tmp) / "bench.sqlite")
        build_demo(db, villages=4, farmers_per_village=10)
        long_body = "\n\n".join([EXAMPLE_PARAMS["letter"]["body"]] * 12)  # about two pages
        for key, extra in (("letter", {}), ("letter", {"body": long_body}), ("notice", {}),
                           ("summons", {}), ("fund_statement", {})):  # fmt: skip
            template = registry.get(key)
            record = papers.sample(db, template.key)
            params = {**EXAMPLE_PARAMS.get(key, {}), **extra}
            letters.render_draft(db, template_key=key, record_id=record, params=params)  # warm
            times = []
            for _ in range(15):
                t = time.perf_counter()
                clean = documents.check_params(
                    template, {**documents.prefill(db, key, record), **params}
                )
                letters.render_draft(db, template_key=key, record_id=record, params=clean)
                times.append(time.perf_counter() - t)
            label = f"{key}{' (12 paragraphs)' if extra else ''}"
            print(f"redraw {label:<28} median {statistics.median(times) * 1000:6.1f} ms, "
                  f"max {max(times) * 1000:6.1f} ms")  # fmt: skip
        db.close()


if __name__ == "__main__":
    main()
