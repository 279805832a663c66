"""Every ```console example in docs/rules.md, run through the real command line, byte for byte.

Format: a fenced ``console`` block whose first line is ``$ bakhsh-office rules ...`` (optionally
``$ echo 'JSON' | bakhsh-office rules ... --input -``) and whose remaining lines are the exact
stdout. An output that is an ``{"error": ...}`` object must come with exit status 2, any other
with 0.
"""

from __future__ import annotations

import contextlib
import io
import json
import pathlib
import re
import shlex
import sys

import pytest

from desktop.__main__ import main

DOC = pathlib.Path(__file__).parents[2] / "docs" / "rules.md"
BLOCK = re.compile(r"^```console\n(.*?)^```$", re.S | re.M)


def examples() -> list[tuple[str, str]]:
    text = DOC.read_text(encoding="utf-8")
    found = []
    for m in BLOCK.finditer(text):
        body = m.group(1)
        first, _, output = body.partition("\n")
        assert first.startswith("$ "), first
        found.append((first[2:], output))
    return found


def test_there_are_examples_for_the_required_names() -> None:
    names = {shlex.split(cmd.split("|")[-1])[3] for cmd, _ in examples()}
    assert {"levy", "distribution", "deadline", "dismissal_compensation", "land_ceiling"} <= names


@pytest.mark.parametrize(("command", "expected"), examples(), ids=[c[:90] for c, _ in examples()])
def test_example(command: str, expected: str) -> None:
    tokens = shlex.split(command)
    stdin = ""
    if "|" in tokens:
        bar = tokens.index("|")
        assert tokens[0] == "echo" and bar == 2
        stdin, tokens = tokens[1] + "\n", tokens[bar + 1 :]
    assert tokens[:2] == ["bakhsh-office", "rules"]
    buf = io.StringIO()
    old = sys.stdin
    sys.stdin = io.StringIO(stdin)
    try:
        with contextlib.redirect_stdout(buf):
            rc = main(tokens[1:])
    finally:
        sys.stdin = old
    assert buf.getvalue() == expected
    is_error = "error" in json.loads(expected)
    assert rc == (2 if is_error else 0)
