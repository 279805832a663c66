"""The systematic search for holes (issue 9): EVERY public function of ``desktop.services`` (found
by introspection, so a module merged later is covered without touching this file) and every CLI
command is called with hostile values. Each call either succeeds or raises the domain's Persian
error (ValidationError with Persian messages, or an error carrying a Persian ``message_fa``:
NotFound, PermissionDenied, StoreError, ExchangeError, BackupError...); a refused call leaves
the database byte-identical (``sqlite3.Connection.serialize``) and no transaction open.

A function is an entry point when it takes the database (``db``) or a file path; pure helpers
(formatting, hashing) are left to their own tests. Functions taking a path get hostile paths, all
inside the test's folder (and the working directory is that folder, so a relative path lands
there too). Sized to run in CI in well under a minute: ``EXAMPLES`` per function.
"""

from __future__ import annotations

import importlib
import inspect
import os
import pkgutil
import re
import shutil
import sys
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import desktop.services
from desktop.domain.errors import ValidationError
from tests.hardening import hostile

EXAMPLES = int(os.environ.get("HARNESS_EXAMPLES", "12"))
PERSIAN = re.compile("[\u0600-\u06ff]")
COUNTS: Counter[str] = Counter()
# Refusals that write by design: a wrong password is counted (that is the lock-out).
WRITES_WHEN_REFUSED = {"desktop.services.auth.sign_in"}
# Arguments that are the calling code's constants, not anyone's input: ``require(db, "register")``
# raises ValueError for an action that does not exist, which is a programming error.
PROGRAMMING_CONTRACTS = {"desktop.services.auth.require"}


def _entry_points() -> list[tuple[str, object]]:
    found = []
    for info in pkgutil.walk_packages(desktop.services.__path__, "desktop.services."):
        module = importlib.import_module(info.name)
        for name, fn in sorted(vars(module).items()):
            if (
                name.startswith("_")
                or not inspect.isfunction(fn)
                or fn.__module__ != module.__name__
            ):
                continue
            params = inspect.signature(fn).parameters
            if "db" in params or any(
                hostile._is_path(p.name, str(p.annotation)) for p in params.values()
            ):
                qualname = f"{module.__name__}.{name}"
                if qualname not in PROGRAMMING_CONTRACTS:
                    found.append((qualname, fn))
    return found


ENTRY_POINTS = _entry_points()


@pytest.fixture(scope="module")
def template(tmp_path_factory) -> tuple[Path, list[int]]:
    """A small office saved once: a dehestan, villages, people with roles, letters both ways,
    an administrator (sign-in off). Each function gets its own copy."""
    from desktop.services import auth, letters, people, places
    from desktop.services.office import save_office
    from desktop.store.db import open_database

    path = tmp_path_factory.mktemp("template") / "office.sqlite"
    db = open_database(path)
    save_office(
        db,
        office_name="بخشداری",
        shahrestan="کاشان",
        bakhsh="مرکزی",
        bakhshdar="نوروزی",
    )
    d = places.add_dehestan(db, name="قمصر").id
    v = places.add_village(db, name="قهرود", dehestan_id=d, population=800, households=200).id
    places.add_village(db, name="جوشقان", dehestan_id=d, population=500, households=90)
    p = people.add_person(db, first_name="علی", last_name="رضایی", national_code="0012345679").id
    people.add_role(db, person_id=p, village_id=v, role="farmer")
    letters.register_incoming(db, sender="فرمانداری", subject="بخشنامه", received_on="1404/01/20")
    auth.add_user(
        db, username="admin", display_name="مدیر", role="administrator", password="admin-pass-1"
    )
    db.close()
    return path, [1, 2, 3]


@pytest.fixture
def office(template, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)  # relative paths a call is given land in the test's folder
    from desktop.store.db import open_database

    path = tmp_path / "office.sqlite"
    shutil.copy(template[0], path)
    db = open_database(path)
    yield db, template[1], tmp_path
    try:
        db.close()
    except Exception:  # noqa: BLE001 - a restore may have closed it already
        pass


def _refused_properly(error: BaseException) -> bool:
    if isinstance(error, ValidationError):
        return bool(error.errors) and all(
            isinstance(m, str) and PERSIAN.search(m) for m in error.errors.values()
        )
    message = getattr(error, "message_fa", None)
    return isinstance(message, str) and bool(PERSIAN.search(message))


def _arguments(data, fn, db, valid_ids, tmp) -> dict:
    kwargs: dict = {}
    namespace = inspect.unwrap(fn).__globals__  # the module of the function, not of its door
    for p in inspect.signature(fn).parameters.values():
        if p.name == "db":
            kwargs["db"] = db
        elif p.kind == p.VAR_KEYWORD:
            keys = data.draw(
                st.lists(st.sampled_from(hostile.KWARGS_KEYS), max_size=3, unique=True)
            )
            for k in keys:
                kwargs[k] = data.draw(hostile.any_value, label=k)
        elif p.kind == p.VAR_POSITIONAL:
            continue
        elif p.default is not p.empty and data.draw(st.booleans(), label=f"default {p.name}"):
            continue
        else:
            strategy = hostile.for_parameter(p, tmp=tmp, valid_ids=valid_ids, namespace=namespace)
            kwargs[p.name] = data.draw(strategy, label=p.name)
    return kwargs


def _call(fn, kwargs: dict) -> object:
    result = fn(**kwargs)
    if inspect.isgenerator(result):  # a batch: run a few steps
        for _step, _ in zip(range(3), result, strict=False):
            pass
    return result


@pytest.mark.parametrize("qualname,fn", ENTRY_POINTS, ids=[q for q, _ in ENTRY_POINTS])
def test_every_service_entry_point_survives_hostile_values(office, qualname, fn):
    db, valid_ids, tmp = office

    @settings(max_examples=EXAMPLES, deadline=None, database=None,
              suppress_health_check=list(HealthCheck))  # fmt: skip
    @given(data=st.data())
    def run(data):
        kwargs = _arguments(data, fn, db, valid_ids, tmp)
        before = db.conn.serialize()
        COUNTS["inputs"] += 1
        try:
            _call(fn, kwargs)
        except Exception as e:  # noqa: BLE001 - judged below
            if not _refused_properly(e):
                COUNTS["tracebacks"] += 1
                raise AssertionError(f"{qualname} raised {type(e).__name__}: {str(e)[:300]}") from e
            COUNTS["refusals"] += 1
            assert not db.conn.in_transaction, f"{qualname} left a transaction open"
            if qualname not in WRITES_WHEN_REFUSED:
                assert db.conn.serialize() == before, f"{qualname} was refused but wrote"
        else:
            COUNTS["successes"] += 1
            assert not db.conn.in_transaction, f"{qualname} left a transaction open"

    run()


def test_the_discovery_finds_the_entry_points():
    names = {q.rsplit(".", 1)[1] for q, _ in ENTRY_POINTS}
    for expected in ("add_person", "issue_document", "read_table", "import_office", "export_office",
                     "restore_backup", "people", "log_page", "sign_in", "collect"):  # fmt: skip
        assert expected in names, expected
    assert "safe_cell" not in names and "hash_password" not in names  # pure helpers


# --- the command line -------------------------------------------------------------------------


def _cli_argv(tmp: Path, good_db: Path) -> st.SearchStrategy[list[str]]:
    from desktop.printing import registry

    templates = [t.key for t in registry.all_templates()] + ["no-such", "\x00", ""]
    words = st.sampled_from(
        ["-5", "abc", str(2**63), str(2**64), "0", "1", "۱", "9" * 5000, "\ud800", "\x00"[:0] + "x", "", " "]
    )  # fmt: skip
    db_paths = st.sampled_from(
        [str(good_db), str(tmp), str(tmp / "missing" / "o.sqlite"), str(tmp / "empty.sqlite"),
         str(tmp / "garbage.xlsx"), "\ud800.sqlite"]
    )  # fmt: skip
    params = st.lists(
        st.builds(
            lambda k, v: f"{k}={v}", st.sampled_from(["amount", "subject", "x", "", "body"]), words
        ),
        max_size=2,
    )
    print_args = st.builds(
        lambda t, rec, db, out, ps, draft: ["print", t, "--record", rec, "--db", db, "--out", out,
                                           *[a for p in ps for a in ("--param", p)], *draft],
        st.sampled_from(templates), words, db_paths,
        st.sampled_from([str(tmp / "o.pdf"), str(tmp / "missing" / "o.pdf"), str(tmp)]),
        params, st.sampled_from([[], ["--draft"]]),
    )  # fmt: skip
    rules_args = st.one_of(
        st.just(["rules", "list"]),
        st.builds(
            lambda name, regime, payload: ["rules", "compute", name, "--regime", regime, "--input", payload],
            st.sampled_from(["levy", "deadline", "farmers_split", "instalments", "no-such"]),
            st.sampled_from(["1331", "1334", "x", "\ud800"]),
            st.sampled_from(['{"amount_rials": -5}', '{"amount_rials": 1e400}', "[", "null",
                             '{"from": "1404/13/40", "kind": "x"}', '{"farmers": "x"}', "9" * 5000]),
        ),
    )  # fmt: skip
    app_args = st.builds(
        lambda db, ro: ["--db", db, *ro, "--screenshot", str(tmp / "s.png")],
        st.sampled_from([str(tmp), str(tmp / "missing" / "o.sqlite"), str(tmp / "empty.sqlite"),
                         str(tmp / "garbage.xlsx")]),
        st.sampled_from([[], ["--read-only"]]),
    )  # fmt: skip
    return st.one_of(print_args, rules_args, app_args)


def test_every_cli_command_survives_hostile_arguments(tmp_path, monkeypatch, capsys):
    from desktop.__main__ import main
    from desktop.demo import build_demo
    from desktop.store.db import open_database

    monkeypatch.chdir(tmp_path)
    good = tmp_path / "office.sqlite"
    db = open_database(good)
    build_demo(db, villages=2, farmers_per_village=2)
    db.close()
    (tmp_path / "empty.sqlite").write_bytes(b"")
    (tmp_path / "garbage.xlsx").write_bytes(b"PK\x03\x04" + b"\xff" * 300)

    def snapshot() -> bytes:
        ro = open_database(good, read_only=True)
        try:
            return ro.conn.serialize()
        finally:
            ro.close()

    @settings(
        max_examples=40, deadline=None, database=None, suppress_health_check=list(HealthCheck)
    )
    @given(argv=_cli_argv(tmp_path, good))
    def run(argv):
        before = snapshot()
        COUNTS["cli inputs"] += 1
        try:
            code = main(argv)
        except SystemExit as e:  # argparse: a usage error, its own message on stderr
            code = e.code if isinstance(e.code, int) else 2
        out, err = capsys.readouterr()
        if code == 0:
            COUNTS["cli successes"] += 1
            return
        COUNTS["cli refusals"] += 1
        assert "Traceback" not in err
        assert err.strip() or out.strip(), f"{argv[:3]} failed silently"
        if argv[0] == "print" and PERSIAN.search(err) is None and "usage:" not in err:
            pytest.fail(f"print refused without a Persian reason: {err[:300]}")
        assert snapshot() == before, f"{argv[:3]} was refused but changed the database"

    run()


def test_zz_report_the_counts(capsys):
    with capsys.disabled():
        sys.stdout.write(f"\nhostile-input harness: {dict(sorted(COUNTS.items()))}\n")
    assert COUNTS["tracebacks"] == 0
