"""The law's timeline, worked by hand from the seeds.

- 1331-original: the bill, "22 مرداد ماه1331" (its closing line), until the supplement.
- 1331: the supplement's art. 1 repeals and replaces the bill's arts. 1, 10, 22, 24, 32 "from the
  date this bill is approved"; it is signed "بتاریخ سوم دیماه ۱۳۳۱" → from 1331/10/03.
- 1334: approved by the joint commission "در تاریخ پنجم امردادماه ۱۳۳۴"; its art. 36 repeals every
  law on the division of crops and the farmers' share "از این تاریخ" → 1331 ends 1334/05/04.
- land-1339: the Senate, "۱۳۳۹/۲/۲۶", beside the others.
"""

from __future__ import annotations

import io
import json
import sys

import pytest

from desktop.jalali import parse_jalali
from desktop.paths import SEEDS_DIR
from desktop.rules import timeline
from desktop.rules.cli import main
from desktop.rules.errors import RuleError
from desktop.text import normalize

J = parse_jalali
SEEDS = SEEDS_DIR


def run(argv: list[str]) -> tuple[int, dict]:
    buf = io.StringIO()
    old = sys.stdout
    sys.stdout = buf
    try:
        rc = main(argv)
    finally:
        sys.stdout = old
    return rc, json.loads(buf.getvalue())


@pytest.mark.parametrize(
    ("day", "regime"),
    [
        pytest.param("1331/05/22", "1331-original", id="bill-first-day"),
        pytest.param("1331/10/02", "1331-original", id="bill-last-day"),
        pytest.param("1331/10/03", "1331", id="supplement-first-day"),
        pytest.param("1334/05/04", "1331", id="amended-bill-last-day"),
        pytest.param("1334/05/05", "1334", id="1334-first-day"),
        pytest.param("1405/09/09", "1334", id="1334-today"),
    ],
)
def test_regime_on_each_first_and_last_day(day: str, regime: str) -> None:
    assert timeline.regime_on(J(day)) == regime
    timeline.check_in_force(regime, J(day))  # and it is in force that day


@pytest.mark.parametrize(
    ("regime", "day", "code", "cite"),
    [
        pytest.param("1331-original", "1331/05/21", "not_yet_enacted", "۱۳۳۱ م۱", id="bill-day-before"),
        pytest.param("1331-original", "1331/10/03", "superseded", "۱۳۳۱ متمم م۱ صدر", id="bill-replaced-by-supplement"),
        pytest.param("1331", "1331/10/02", "not_yet_enacted", "۱۳۳۱ متمم م۱ صدر", id="amended-day-before"),
        pytest.param("1331", "1334/05/05", "superseded", "۱۳۳۴ م۳۶", id="amended-ended-by-1334-m36"),
        pytest.param("1331", "1403/02/15", "superseded", "۱۳۳۴ م۳۶", id="1331-for-a-1403-complaint"),
        pytest.param("1334", "1334/05/04", "not_yet_enacted", "۱۳۳۴ م۱", id="1334-day-before"),
        pytest.param("land-1339", "1339/02/25", "not_yet_enacted", "۱۳۳۹ م۱", id="land-day-before"),
    ],
)  # fmt: skip
def test_outside_the_span_is_refused_with_its_article(
    regime: str, day: str, code: str, cite: str
) -> None:
    with pytest.raises(RuleError) as e:
        timeline.check_in_force(regime, J(day))
    assert e.value.code == code
    assert e.value.citation is not None and e.value.citation.short() == cite
    rc, out = run(
        [
            "compute",
            "distribution",
            "--regime",
            regime,
            "--input",
            json.dumps({"amount_rials": 100, "on": day}),
        ]
    )
    assert rc == 2
    assert out["error"]["code"] in (code, "no_such_rule")


def test_a_1331_request_in_1403_is_refused_like_the_art_16_repeal() -> None:
    rc, out = run(
        ["compute", "deadline", "--regime", "1331", "--input",
         '{"kind": "complaint_decision", "from": "1403/02/15"}']
    )  # fmt: skip
    assert rc == 2
    err = out["error"]
    assert err["code"] == "superseded"
    assert err["citation"]["text"] == "۱۳۳۴ م۳۶"
    assert "۱۳۳۴/۰۵/۰۵" in err["message_fa"] and "قانون ۱۳۳۴" in err["message_fa"]


@pytest.mark.parametrize(
    ("argv_regime", "data", "picked", "date_key"),
    [
        pytest.param([], {"amount_rials": 1000, "on": "1331/07/01"}, "1331-original", "on", id="bill"),
        pytest.param(["--regime", "auto"], {"amount_rials": 1000, "on": "1332/07/01"}, "1331", "on", id="amended"),
        pytest.param([], {"amount_rials": 1000, "on": "1334/05/05"}, "1334", "on", id="1334-first-day"),
    ],
)  # fmt: skip
def test_auto_picks_the_regime_from_the_acts_date_and_says_so(
    argv_regime: list[str], data: dict, picked: str, date_key: str
) -> None:
    rc, out = run(["compute", "distribution", *argv_regime, "--input", json.dumps(data)])
    assert rc == 0
    assert out["regime"] == picked
    tl = out["timeline"]
    assert (tl["regime"], tl["chosen"], tl["date_key"]) == (picked, "auto", date_key)
    assert "قانون حاکم" in tl["message_fa"]
    # the figures are those of the regime picked: 1331 art. 7 50/30/20, 1334 art. 6 70/15/14/1
    assert out["village_rials"] == (700 if picked == "1334" else 500)


def test_auto_uses_each_computations_act_date() -> None:
    # a deadline is dated by its start ("from"): a complaint filed 1333/12/25 is a 1331 act
    rc, out = run(
        [
            "compute",
            "deadline",
            "--input",
            '{"kind": "review_request", "from": "1333/12/25", "on": "1403/01/01"}',
        ]
    )
    assert rc == 0 and out["regime"] == "1331" and out["timeline"]["date_key"] == "from"
    assert out["due"] == "1334/01/05"  # supp. art. 32 تبصره ۱: 10 days, across leap Esfand 1333
    # land reform is its own family: a ceiling asked in 1403 is land-1339
    rc, out = run(
        [
            "compute",
            "land_ceiling",
            "--input",
            '{"irrigated_ha": 500, "dry_ha": 0, "fallow_ha": 0, "on": "1340/01/01"}',
        ]
    )
    assert rc == 0 and out["regime"] == "land-1339"
    # and before the land reform law, nothing governs
    rc, out = run(
        [
            "compute",
            "land_ceiling",
            "--input",
            '{"irrigated_ha": 1, "dry_ha": 0, "fallow_ha": 0, "on": "1338/01/01"}',
        ]
    )
    assert rc == 2 and out["error"]["code"] == "not_yet_enacted"


def test_a_record_dated_1332_computes_under_1331() -> None:
    rc, out = run(
        [
            "compute",
            "levy",
            "--input",
            '{"income_kind": "crop_in_kind", "landlord_share_rials": 1000000, "on": "1332/08/01"}',
        ]
    )
    assert rc == 0 and out["regime"] == "1331"
    assert (out["farmers_rials"], out["fund_rials"]) == (100000, 100000)  # supp. art. 1 الف


def test_every_quoted_boundary_is_in_the_seeds() -> None:
    texts = {p.name: normalize(p.read_text(encoding="utf-8")) for p in SEEDS.glob("*.txt")}
    for s in timeline.SPANS:
        for quote in (s.start_quote, s.end_quote):
            if quote:
                assert any(normalize(quote) in t for t in texts.values()), (s.regime, quote)


def test_spans_are_contiguous_within_a_family() -> None:
    farmers = timeline.spans(timeline.FARMERS)
    for a, b in zip(farmers, farmers[1:], strict=False):
        assert a.end == b.start
    assert farmers[-1].end is None
    assert (
        timeline.span("1331").text_fa()
        == "از ۱۳۳۱/۱۰/۰۳ تا ۱۳۳۴/۰۵/۰۴، پایان به حکم قانون ۱۳۳۴ ماده ۳۶"
    )
