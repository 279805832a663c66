"""The command line: JSON out, exit 2 with a JSON error for anything it will not guess."""

from __future__ import annotations

import io
import json

import pytest

from desktop.__main__ import main as app_main
from desktop.rules.cli import COMPUTATIONS, main


def run(
    argv: list[str], capsys: pytest.CaptureFixture[str], stdin: str = ""
) -> tuple[int, dict | list | str]:
    import sys

    old = sys.stdin
    sys.stdin = io.StringIO(stdin)
    try:
        rc = main(argv)
    finally:
        sys.stdin = old
    out = capsys.readouterr().out
    try:
        return rc, json.loads(out)
    except json.JSONDecodeError:
        return rc, out


def test_dispatch_from_the_entry_point(capsys: pytest.CaptureFixture[str]) -> None:
    rc = app_main(
        ["rules", "compute", "distribution", "--regime", "1331", "--input", '{"amount_rials": 100}']
    )
    assert rc == 0
    assert json.loads(capsys.readouterr().out)["village_rials"] == 50


def test_levy_example_keys(capsys: pytest.CaptureFixture[str]) -> None:
    rc, out = run(
        [
            "compute",
            "levy",
            "--regime",
            "1331",
            "--input",
            '{"income_kind": "crop_in_kind", "landlord_share_rials": 1000000}',
        ],
        capsys,
    )
    assert rc == 0 and isinstance(out, dict)
    assert {
        "farmers_rials",
        "fund_rials",
        "landlord_keeps_rials",
        "citations",
        "explanation",
        "regime",
        "rule_version",
    } <= set(out)


def test_stdin_input(capsys: pytest.CaptureFixture[str]) -> None:
    rc, out = run(
        ["compute", "deadline", "--regime", "1331", "--input", "-"],
        capsys,
        '{"kind": "complaint_decision", "from": "۱۳۳۲/۰۲/۱۵"}',
    )
    assert rc == 0 and isinstance(out, dict)
    assert out["due"] == "1332/02/30"  # ASCII digits out, whatever digits came in


def test_choices_accepted(capsys: pytest.CaptureFixture[str]) -> None:
    rc, out = run(
        [
            "compute",
            "dismissal_compensation",
            "--regime",
            "1334",
            "--input",
            '{"daily_wage_rials": 10, "choices": {"wage_days_per_month": 31}}',
        ],
        capsys,
    )
    assert rc == 0 and isinstance(out, dict) and out["wage_part_rials"] == 930


def test_eligibility_of_a_member_born_before_1300(capsys: pytest.CaptureFixture[str]) -> None:
    """A council member of 1332 born in 1270 is 62: his birth date is taken, the act's is not."""
    born_1270 = '"role": "candidate", "iranian": true, "resident": true, "farming": true, "convicted": false, "corruption_reputation": false, "birth_date": "1270/05/01"'
    rc, out = run(["compute", "eligibility", "--regime", "1331", "--input",
                   "{" + born_1270 + ', "on": "1332/06/01"}'], capsys)  # fmt: skip
    assert rc == 0 and isinstance(out, dict) and out["eligible"], out
    rc, out = run(["compute", "eligibility", "--regime", "1331", "--input",
                   "{" + born_1270 + ', "on": "1270/06/01"}'], capsys)  # fmt: skip
    assert rc == 2 and isinstance(out, dict) and out["error"]["code"] == "invalid_date"


@pytest.mark.parametrize(
    ("argv", "code"),
    [
        pytest.param(["compute", "levitation", "--regime", "1331", "--input", "{}"], "unknown_computation", id="unknown-name"),
        pytest.param(["compute", "distribution", "--regime", "1332", "--input", '{"amount_rials": 1}'], "unknown_regime", id="unknown-regime"),
        pytest.param(["compute", "distribution", "--regime", "1331", "--input", "{}"], "missing_key", id="missing-key"),
        pytest.param(["compute", "distribution", "--regime", "1331", "--input", '{"amount_rials": 1, "x": 1}'], "unknown_key", id="unknown-key"),
        pytest.param(["compute", "distribution", "--regime", "1331", "--input", '{"amount_rials": -5}'], "negative_amount", id="negative-amount"),
        pytest.param(["compute", "distribution", "--regime", "1331", "--input", '{"amount_rials": 1.5}'], "bad_type", id="fractional-rials"),
        pytest.param(["compute", "distribution", "--regime", "1331", "--input", '{"amount_rials": "100"}'], "bad_type", id="string-rials"),
        pytest.param(["compute", "distribution", "--regime", "1331", "--input", "{not json"], "bad_json", id="bad-json"),
        pytest.param(["compute", "distribution", "--regime", "1331", "--input", "[1]"], "bad_input", id="not-an-object"),
        pytest.param(["compute", "deadline", "--regime", "1331", "--input", '{"kind": "complaint_decision", "from": "1402/12/30"}'], "invalid_date", id="impossible-date"),
        pytest.param(["compute", "late_penalty", "--regime", "1331", "--input", '{"amount_rials": 1, "repeated": false}'], "no_such_rule", id="1331-supp-m32-no-fine"),
        pytest.param(["compute", "land_ceiling", "--regime", "1331", "--input", '{"irrigated_ha": 1, "dry_ha": 0, "fallow_ha": 0}'], "no_such_rule", id="regime-without-rule"),
        pytest.param(["compute", "council_composition", "--regime", "1334", "--input", '{"level": "village", "on": "1402/01/01"}'], "repealed", id="1334-m16-repealed"),
        pytest.param(["compute", "distribution", "--regime", "1331", "--input", '{"amount_rials": 1, "choices": {"rounding": "up"}}'], "unknown_key", id="unknown-choice"),
        pytest.param(["compute", "distribution", "--input", '{"amount_rials": 1}'], "missing_key", id="auto-needs-the-acts-date"),
        pytest.param(["compute", "distribution", "--regime", "auto", "--input", '{"amount_rials": 1}'], "missing_key", id="explicit-auto-needs-the-acts-date"),
        pytest.param(["frobnicate"], "bad_arguments", id="unknown-subcommand"),
    ],
)  # fmt: skip
def test_refusals_exit_2_with_json_error(
    argv: list[str], code: str, capsys: pytest.CaptureFixture[str]
) -> None:
    rc, out = run(argv, capsys)
    assert rc == 2
    assert isinstance(out, dict)
    assert out["error"]["code"] == code
    assert out["error"]["message"] and out["error"]["message_fa"]


def test_list_shows_1334_m16_repealed(capsys: pytest.CaptureFixture[str]) -> None:
    rc, out = run(["list"], capsys)
    assert rc == 0 and isinstance(out, str)
    lines = [ln for ln in out.splitlines() if "\t۱۳۳۴ م۱۶\t" in ln]
    assert lines and all("repealed from 1400/11/10" in ln for ln in lines)
    assert all(ln.startswith("1334\t") for ln in lines)


def test_list_json_every_parameter_cited_and_dated(capsys: pytest.CaptureFixture[str]) -> None:
    rc, out = run(["list", "--json", "--regime", "1334"], capsys)
    assert rc == 0 and isinstance(out, dict)
    params = out["parameters"]
    art16 = [p for p in params if p["citation"]["article"] == 16]
    assert art16 and all(p["in_force_until"] == "1400/11/10" and p["repealed"] for p in art16)
    assert all(p["regime"] == "1334" and p["in_force_from"] == "1334/05/05" for p in params)
    assert [r["regime"] for r in out["regimes"]] == ["1334"]
    assert out["regimes"][0]["from"] == "1334/05/05" and out["regimes"][0]["until"] is None


def test_list_covers_every_regime(capsys: pytest.CaptureFixture[str]) -> None:
    _, out = run(["list"], capsys)
    assert isinstance(out, str)
    spans, params = out.split("\n\n")
    regimes = {ln.split("\t")[0] for ln in params.splitlines()[1:]}
    assert regimes == {"1331", "1331-original", "1334", "land-1339"}
    # each regime's span, with the article that ended it
    assert spans.splitlines()[1:] == [
        "1331-original\t1331/05/22\t1331/10/03\t۱۳۳۱ متمم م۱ صدر\tمتن اصلی لایحه ۱۳۳۱ (پیش از متمم)",
        "1331\t1331/10/03\t1334/05/05\t۱۳۳۴ م۳۶\tلایحه ۱۳۳۱ با اصلاحات متمم",
        "1334\t1334/05/05\t-\t-\tقانون ۱۳۳۴",
        "land-1339\t1339/02/26\t-\t-\tقانون اصلاحات ارضی ۱۳۳۹",
    ]


def test_every_computation_is_documented() -> None:
    import pathlib

    doc = (pathlib.Path(__file__).parents[2] / "docs" / "rules.md").read_text(encoding="utf-8")
    for name, (_, spec) in COMPUTATIONS.items():
        row = next((ln for ln in doc.splitlines() if ln.startswith(f"| `{name}` |")), None)
        assert row is not None, name
        for key in spec:
            assert key in row, (name, key)


def test_real_process_exit_status_and_stdout() -> None:
    import subprocess
    import sys

    ok = subprocess.run(
        [sys.executable, "-m", "desktop", "rules", "compute", "distribution", "--regime", "1334", "--input", '{"amount_rials": 1000}'],
        capture_output=True, text=True, encoding="utf-8", check=False,
    )  # fmt: skip
    assert ok.returncode == 0 and json.loads(ok.stdout)["shahrestan_council_rials"] == 10
    bad = subprocess.run(
        [sys.executable, "-m", "desktop", "rules", "compute", "distribution", "--regime", "1334", "--input", '{"amount_rials": -1}'],
        capture_output=True, text=True, encoding="utf-8", check=False,
    )  # fmt: skip
    assert bad.returncode == 2 and json.loads(bad.stdout)["error"]["code"] == "negative_amount"
