"""The one door (issue 21): every public service function declares its right through it, and
the door refuses each role exactly where the table in docs/hardening.md says."""

from __future__ import annotations

import importlib
import inspect
import pkgutil
import re
import sqlite3
from pathlib import Path

import pytest

import desktop.services
from desktop.domain.errors import PermissionDenied, ValidationError
from desktop.services import auth, door

DOC = Path(__file__).resolve().parents[2] / "docs" / "hardening.md"
ROLES = ("clerk", "accountant", "bakhshdar", "administrator")


def _modules() -> list:
    found = [desktop.services]
    for info in pkgutil.walk_packages(desktop.services.__path__, "desktop.services."):
        found.append(importlib.import_module(info.name))
    return found


def _service_functions() -> dict[str, object]:
    """Every public function defined in a module of desktop.services whose first parameter is
    the database."""
    out: dict[str, object] = {}
    for module in _modules():
        for name, fn in vars(module).items():
            if name.startswith("_") or not inspect.isfunction(fn):
                continue
            if inspect.unwrap(fn).__module__ != module.__name__:
                continue  # imported from elsewhere; checked where it is defined
            params = list(inspect.signature(fn).parameters)
            if params and params[0] == "db":
                out[f"{module.__name__}.{name}"] = fn
    return out


def test_every_public_service_function_declares_its_right_through_the_door():
    functions = _service_functions()
    assert len(functions) > 200  # the walk found the services
    undeclared = [name for name, fn in functions.items() if door.declared(fn) is None]
    assert undeclared == []
    assert set(door.DOOR) == set(functions)  # and the registry names nothing else


def test_the_check_can_fail():
    def probe(db):  # noqa: ARG001 - a public function of the shape, undeclared
        return None

    assert door.declared(probe) is None


def _table() -> dict[str, tuple[str, str | None, dict[str, bool]]]:
    """docs/hardening.md's table: service -> (kind, right, {role: allowed})."""
    rows: dict[str, tuple[str, str | None, dict[str, bool]]] = {}
    header: list[str] | None = None
    for line in DOC.read_text(encoding="utf-8").splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if line.startswith("| service function |"):
            header = cells
            continue
        if not line.startswith("|"):  # the table ends; the doc's other tables are not its rows
            header = None
        if header is None or not line.startswith("| `"):
            continue
        name = "desktop.services." + cells[0].strip("`")
        right = None if cells[2] == "—" else cells[2].strip("`")
        allowed = {}
        for role in ROLES:
            mark = cells[header.index(role)]
            assert mark in ("✓", "✗"), f"{name}: {role} is {mark!r}"
            allowed[role] = mark == "✓"
        rows[name] = (cells[1], right, allowed)
    assert rows and all(len(allowed) == len(ROLES) for _, _, allowed in rows.values())
    return rows


def _guarded() -> dict[str, door.Declared]:
    return {
        name: d
        for name, d in door.DOOR.items()
        if d.kind == door.ACTION or (d.kind == door.READ and d.right != "read")
    }


def test_the_table_names_every_action_with_its_declared_right():
    _service_functions()  # every module imported
    table = _table()
    guarded = _guarded()
    assert sorted(table) == sorted(guarded)
    for name, d in guarded.items():
        assert table[name][:2] == (d.kind, d.right), name


def test_deciding_is_the_bakhshdars():
    """Issue 21: a clerk could record a case's decision, refer it to court, close it, count an
    election and form a village council (each checked only ``register``)."""
    table = _table()
    for short in (
        "cases.workflow.record_decision", "cases.workflow.refer_to_court",
        "cases.workflow.close_case", "councils.elections.count_election",
        "councils.forming.form_village_council", "councils.forming.form_council",
        "land_reform.distribution.allocate",
    ):  # fmt: skip
        kind, right, allowed = table["desktop.services." + short]
        assert right == "decide" and not allowed["clerk"] and allowed["bakhshdar"], short


def _sessions() -> dict[str, auth.Session]:
    return {r: auth.Session(r, r, r, auth.RIGHTS[r], user_id=10**9) for r in ROLES}


def _probe(fn, db) -> bool:
    """Whether the door lets the current session through: called with the database alone, a
    function the door refuses raises PermissionDenied before its arguments are even looked at;
    one it lets through fails on its missing arguments (or on what they name)."""
    try:
        result = fn(db)
        if inspect.isgenerator(result):
            result.close()
    except PermissionDenied:
        return False
    except (TypeError, ValidationError, LookupError, ValueError, OSError, sqlite3.Error):
        return True
    return True


@pytest.mark.parametrize("role", ROLES)
def test_each_role_is_refused_exactly_where_the_table_says(admin, role):
    table = _table()
    functions = _service_functions()
    auth._bind(admin, _sessions()[role])
    try:
        wrong = {
            name: allowed[role]
            for name, (_kind, _right, allowed) in table.items()
            if _probe(functions[name], admin) != allowed[role]
        }
    finally:
        auth.sign_out(admin)
    assert wrong == {}  # name: what the table says the role may do
    assert not admin.conn.in_transaction


def test_before_sign_in_every_action_and_read_is_refused(admin):
    """Issue 21: with sign-in required and nobody signed in, 47 of 48 read functions returned
    data. Now every declared function but the door's own machinery is refused."""
    functions = _service_functions()
    let_through = [
        name
        for name, fn in functions.items()
        if door.DOOR[name].kind != door.OPEN
        and door.DOOR[name].right is not None
        and _probe(fn, admin)
    ]
    assert let_through == []
    opened = {n.rsplit(".", 1)[1] for n, d in door.DOOR.items() if d.kind == door.OPEN}
    assert opened == {
        "sign_in", "sign_out", "sign_in_required", "current_session", "require",
        "get_office", "is_set_up", "exchange_source",
    }  # fmt: skip
    # and they answer before sign-in (the sign-in screen and the command line need them)
    from desktop.services import office

    assert office.is_set_up(admin) and office.get_office(admin) is not None
    assert office.exchange_source(admin) is None
    assert auth.sign_in_required(admin) and auth.current_session(admin) is None


def test_reads_named_in_the_issue_are_refused_before_sign_in(admin):
    from desktop.services import cases, councils, funds, land_reform, letters

    for fn, args in (
        (funds.get_obligation, (1,)), (funds.statement, ()), (cases.get_case, (1,)),
        (councils.roll_of, ()), (land_reform.holding_of, ()), (letters.get_letter, (1,)),
        (letters.scans_of, (1,)),
    ):  # fmt: skip
        with pytest.raises(PermissionDenied) as e:
            fn(admin, *args)
        assert "وارد شوید" in e.value.message_fa


def test_an_action_validates_inside_its_write_transaction(office_db):
    """The check and the write are one transaction: while a service validates, the file's write
    lock is already held (another writer would wait)."""
    seen = []

    @door.action(right="register")
    def probe(db):
        seen.append(db.conn.in_transaction)
        return None

    probe(office_db)
    assert seen == [True]
    assert not office_db.conn.in_transaction
    door.DOOR.pop(f"{probe.__module__}.probe")


def test_a_constraint_of_the_database_is_a_persian_refusal(office_db):
    @door.action(right="register")
    def clash(db):
        db.execute("INSERT INTO settings(key, value) VALUES ('x', '1')")
        db.execute("INSERT INTO settings(key, value) VALUES ('x', '2')")

    try:
        with pytest.raises(ValidationError) as e:
            clash(office_db)
        (message,) = e.value.errors.values()
        assert re.search("[\u0600-\u06ff]", message)
        assert office_db.execute("SELECT 1 FROM settings WHERE key = 'x'").fetchone() is None
    finally:
        door.DOOR.pop(f"{clash.__module__}.clash")
