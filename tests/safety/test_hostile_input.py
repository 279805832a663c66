"""Bad input everywhere: every service is fed hostile values (huge strings, bidi controls, NUL,
wrong types, impossible dates, negative and enormous numbers, unknown choices and ids); each is
refused with a Persian message naming the field, and the database is left exactly as it was."""

from __future__ import annotations

import hashlib
import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from desktop.domain.errors import NotFound, ValidationError
from desktop.services import auth, letters, office, people, places, rule_choices

PERSIAN = re.compile("[\u0600-\u06ff]")
SETTINGS = settings(
    max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)

# --- hostile values by kind of field ---------------------------------------------------------

_controls = st.sampled_from(
    ["\x00", "\x01", "\x1b", "\x7f", "\u202e", "\u202d", "\u2066", "\u200f", "\u061c"]
)
_wrong_types = st.one_of(
    st.integers(), st.floats(allow_nan=True), st.binary(max_size=5), st.lists(st.integers(), max_size=2),
    st.dictionaries(st.text(max_size=2), st.integers(), max_size=1),
)  # fmt: skip


def _huge(limit: int) -> st.SearchStrategy[str]:
    return st.builds(
        lambda n, c: c * n, st.integers(limit + 1, limit * 50 + 1000), st.sampled_from("xآ'\"%;")
    )


def hostile_text(limit: int = 100) -> st.SearchStrategy[object]:
    with_control = st.builds(
        lambda a, c, b: a + c + b, st.text(max_size=10), _controls, st.text(max_size=10)
    )
    return st.one_of(_huge(limit), with_control, _wrong_types.filter(lambda v: v is not None))


def hostile_required_text(limit: int = 100) -> st.SearchStrategy[object]:
    return st.one_of(hostile_text(limit), st.sampled_from(["", "   ", "\t\n", None]))


def hostile_int(maximum: int | None = None) -> st.SearchStrategy[object]:
    too_big = st.integers(min_value=(maximum or 10**15) + 1, max_value=10**40)
    return st.one_of(
        st.integers(max_value=-1), too_big, st.sampled_from(["abc", "1e5", "12x", "۱۲a", "1.5", "1;2", "-"]),
        st.floats(allow_nan=True), st.just(True), st.lists(st.integers(), min_size=1, max_size=2),
    )  # fmt: skip


_impossible_dates = st.one_of(
    st.builds(lambda y, m, d: f"{y}/{m}/{d}", st.integers(1300, 1500), st.integers(13, 99), st.integers(1, 31)),
    st.builds(lambda y, m, d: f"{y}/{m}/{d}", st.integers(1300, 1500), st.integers(1, 12), st.integers(32, 99)),
    st.builds(lambda y: f"{y}/07/31", st.integers(1300, 1500)),  # the second half has 30 days
    st.sampled_from(["abc", "1403/02", "0000/00/00", "1403//02/01", "'; DROP TABLE person; --", "\x00"]),
    st.integers(), st.floats(), st.lists(st.integers(), min_size=1, max_size=1),
)  # fmt: skip
_future_birth = st.sampled_from(["1450/01/01", "1499/12/29"])
_bad_flag = st.one_of(
    st.integers().filter(lambda v: v not in (0, 1)), st.sampled_from(["yes", "true", "x", 0.5])
)


def _bad_choice(allowed) -> st.SearchStrategy[object]:
    # Falsy values mean "not given" (the default) for optional choices.
    others = st.one_of(
        st.integers(), st.floats(allow_nan=False), st.binary(min_size=1, max_size=5),
        st.lists(st.text(max_size=3), min_size=1, max_size=2),
    )  # fmt: skip
    return st.one_of(
        st.text(min_size=1, max_size=20).filter(lambda v: v not in allowed), others
    ).filter(
        lambda v: bool(v) and (not isinstance(v, str | int | float | bytes) or v not in allowed)
    )


# --- the services and their valid arguments ---------------------------------------------------


def _services(ids: dict) -> dict[str, tuple]:
    """name -> (callable, positional args, valid kwargs, {field: hostile strategy})."""
    village_ok = {
        "name": "آبادی تازه",
        "dehestan_id": ids["dehestan"],
        "population": 10,
        "households": 2,
    }
    person_ok = {"first_name": "نام", "last_name": "خانوادگی"}
    village_bad = {
        "name": hostile_required_text(), "dehestan_id": hostile_int(),
        "population": hostile_int(10_000_000), "households": hostile_int(10_000_000),
        "landlord_share_pct": hostile_int(100), "kind": _bad_choice({"village", "hamlet"}),
        "farming_type": _bad_choice({"irrigated", "dry", "mixed"}), "tenure": _bad_choice({"private"}),
        "has_municipality": _bad_flag, "notes": hostile_text(2000),
        "water_sources": st.sampled_from([["oil"], "qanat", 5, [None]]),
    }  # fmt: skip
    person_bad = {
        "first_name": hostile_required_text(), "last_name": hostile_required_text(),
        "father_name": hostile_text(), "id_number": hostile_text(20), "id_issue_place": hostile_text(),
        "birth_date": st.one_of(_impossible_dates, _future_birth),
        "national_code": st.one_of(st.sampled_from(["1234567890", "123", "00000000000000000000", "abcdefghij"]),
                                   hostile_text(20)),
        "literate": _bad_flag, "iranian": _bad_flag, "convicted": _bad_flag,
        "residence_village_id": st.one_of(st.integers(-5, 0), st.integers(10**6, 2**62), st.just("x")),
        "residence_text": hostile_text(200), "notes": hostile_text(2000),
    }  # fmt: skip
    office_ok = dict(
        office_name="دفتر",
        shahrestan="کاشان",
        bakhsh="مرکزی",
        bakhshdar="نوروزی",
    )
    office_bad = {k: hostile_required_text() for k in office_ok}
    role_ok = {"person_id": ids["person"], "village_id": ids["village"], "role": "farmer"}
    role_bad = {
        "person_id": st.integers(10**6, 2**62), "village_id": st.integers(10**6, 2**62),
        "role": _bad_choice({"farmer"}), "since": _impossible_dates,
        "share_millidang": st.integers(1, 6000),  # a share for a non-landlord
    }  # fmt: skip
    choices_ok = dict(
        reading_1334_m3="2.5", wage_days_per_month=30, deadline_moves_to_working_day=False,
        holidays=[], pump_water_without_sharecropper="fund",
    )  # fmt: skip
    incoming_ok = dict(sender="فرمانداری کاشان", subject="بخشنامه", received_on="1404/01/20")
    user_ok = dict(username="tazeh", display_name="تازه", role="clerk", password="long-enough-1")
    user_bad = {
        "username": hostile_required_text(40), "display_name": hostile_required_text(),
        "role": _bad_choice(set(auth.ROLES)), "password": st.one_of(
            st.text(max_size=7), st.just("a" * 201), st.just("abc\x00defghij"), _wrong_types),
    }  # fmt: skip
    return {
        "add_dehestan": (places.add_dehestan, (), {"name": "دهستان تازه"},
                         {"name": hostile_required_text(), "notes": hostile_text(2000)}),
        "edit_dehestan": (places.edit_dehestan, (ids["dehestan"],), {"name": "قمصر"},
                          {"name": hostile_required_text(), "notes": hostile_text(2000)}),
        "add_village": (places.add_village, (), village_ok, village_bad),
        "edit_village": (places.edit_village, (ids["village"],), village_ok, village_bad),
        "add_person": (people.add_person, (), person_ok, person_bad),
        "edit_person": (people.edit_person, (ids["person"],), person_ok, person_bad),
        "add_role": (people.add_role, (), role_ok, role_bad),
        "save_office": (office.save_office, (), office_ok, office_bad),
        "add_user": (auth.add_user, (), user_ok, user_bad),
        "set_backup_folder": (auth.set_backup_folder, (), {"folder": "/"},
                              {"folder": st.one_of(hostile_required_text(1000),
                                                   st.just("/no/such/folder/here"))}),
        "set_sign_in_required": (auth.set_sign_in_required, (), {"required": False},
                                 {"required": st.one_of(st.just(True), _bad_flag, st.text(max_size=3))}),
        "save_rule_choices": (rule_choices.save_rule_choices, (), choices_ok, {
            "reading_1334_m3": _bad_choice({"2.5", "0.5"}),
            "wage_days_per_month": st.one_of(st.integers(max_value=27), st.integers(min_value=32), st.just("30")),
            "holidays": st.lists(_impossible_dates.filter(lambda v: isinstance(v, str)), min_size=1, max_size=2),
            "pump_water_without_sharecropper": _bad_choice({"fund", "not_taken"}),
        }),
        "register_incoming": (letters.register_incoming, (), incoming_ok, {
            "sender": hostile_required_text(300), "subject": hostile_required_text(2000),
            "received_on": _impossible_dates, "their_date": _impossible_dates,
            "their_number": hostile_text(60), "refers_to_id": st.integers(10**6, 2**64),
        }),
        "set_first_number": (letters.set_first_number, (), {"year": 1404, "first_number": 120}, {
            "year": st.one_of(hostile_int(1435), st.integers(0, 1299), st.integers(1436, 9999)),
            "first_number": st.one_of(hostile_int(10**9), st.just(0)),
            "direction": _bad_choice({"out", "in"}),
        }),
    }  # fmt: skip


ID_SERVICES = {
    "edit_dehestan": places.edit_dehestan, "retire_dehestan": places.retire_dehestan,
    "edit_village": places.edit_village, "retire_village": places.retire_village,
    "edit_person": people.edit_person, "retire_person": people.retire_person,
    "end_role": people.end_role, "retire_user": auth.retire_user, "unlock_user": auth.unlock_user,
    "restore_dehestan": places.restore_dehestan, "restore_village": places.restore_village,
    "restore_person": people.restore_person,
    "render_letter": lambda db, ident: letters.render_letter(db, ident),
    "cancel_letter": lambda db, ident: letters.cancel_letter(db, letter_id=ident, reason="خطا"),
}  # fmt: skip


def fingerprint(db) -> str:
    h = hashlib.sha256()
    for (table,) in db.execute(
        "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name"
    ).fetchall():
        for row in sorted(repr(r) for r in db.execute(f'SELECT * FROM "{table}"').fetchall()):
            h.update(row.encode())
    return h.hexdigest()


def _assert_refused(error: Exception) -> None:
    if isinstance(error, ValidationError):
        assert error.errors
        for message in error.errors.values():
            assert PERSIAN.search(message), message
    else:
        assert PERSIAN.search(error.message_fa)


@SETTINGS
@given(data=st.data())
def test_every_service_refuses_hostile_values_and_changes_nothing(filled_db, data):
    services = _services(filled_db.ids)
    name = data.draw(st.sampled_from(sorted(services)), label="service")
    action, args, valid, hostile = services[name]
    fields = sorted(hostile)
    bad = data.draw(
        st.sets(st.sampled_from(fields), min_size=1, max_size=3), label="hostile fields"
    )
    kwargs = dict(valid)
    for f in sorted(bad):
        kwargs[f] = data.draw(hostile[f], label=f)
    before = fingerprint(filled_db)
    try:
        action(filled_db, *args, **kwargs)
    except (ValidationError, NotFound) as e:
        _assert_refused(e)
    else:
        raise AssertionError(f"{name} accepted {kwargs!r}")
    assert fingerprint(filled_db) == before


@SETTINGS
@given(data=st.data())
def test_unknown_ids_are_refused_and_change_nothing(filled_db, data):
    name = data.draw(st.sampled_from(sorted(ID_SERVICES)), label="service")
    ident = data.draw(st.one_of(st.integers(-(2**63), 0), st.integers(10**6, 2**64)), label="id")
    before = fingerprint(filled_db)
    try:
        if name in ("edit_dehestan",):
            ID_SERVICES[name](filled_db, ident, name="x")
        elif name in ("edit_village", "edit_person"):
            ID_SERVICES[name](filled_db, ident)
        else:
            ID_SERVICES[name](filled_db, ident)
    except (ValidationError, NotFound) as e:
        _assert_refused(e)
    else:
        raise AssertionError(f"{name} accepted id {ident}")
    assert fingerprint(filled_db) == before


@settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    text=st.sampled_from(["'; DROP TABLE person; --", "\" OR 1=1 --", "Robert'); --", "%_\\", "ي ك ۀ ة"])
    | st.text(alphabet=st.characters(blacklist_categories=("Cs", "Cc", "Zl", "Zp")), min_size=1, max_size=100)
    .filter(lambda s: s.strip() and not set(s) & set("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f\u061c"))
)  # fmt: skip
def test_quotes_and_odd_letters_are_stored_verbatim_never_executed(filled_db, text):
    # names refuse quote and markup characters; free text keeps them as typed
    # the fixture is shared by every example and hypothesis replays examples: a fresh name each
    # call, or a replayed text meets its own earlier dehestan ("a dehestan with this name exists")
    serial = filled_db.execute("SELECT count(*) FROM dehestan").fetchone()[0]
    ident = places.add_dehestan(filled_db, name=f"دهستان {serial}", notes=text).id
    assert places.get_dehestan(filled_db, ident)["notes"] == text.strip()
    assert filled_db.execute("SELECT count(*) FROM person").fetchone()[0] >= 1


def test_choice_refuses_an_unhashable_value(filled_db):
    """Found by the test above: Checker.choice raised TypeError for a list (unhashable)."""
    try:
        places.add_village(filled_db, name="آ", dehestan_id=filled_db.ids["dehestan"], tenure=["x"])
    except ValidationError as e:
        assert "tenure" in e.errors
    else:
        pytest.fail("a list as a choice was accepted")


@pytest.mark.parametrize("value", ["--1", "²", "1²"])
def test_integer_refuses_odd_digit_strings(filled_db, value):
    """Found by the test above: Checker.integer let these past ``isdigit`` into ``int()``."""
    try:
        places.add_village(
            filled_db, name="آ", dehestan_id=filled_db.ids["dehestan"], population=value
        )
    except ValidationError as e:
        assert "population" in e.errors
    else:
        pytest.fail(f"{value!r} was accepted as a population")
