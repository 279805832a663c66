"""Deadlines counted from filing, notification or receipt, and whether they have passed."""

from __future__ import annotations

import datetime as dt

import pytest
from hypothesis import given
from hypothesis import strategies as st

from desktop.jalali import format_jalali, parse_jalali
from desktop.rules.choices import Choices
from desktop.rules.deadlines import KINDS, add_months, compute_deadline
from desktop.rules.errors import RuleError

J = parse_jalali


@pytest.mark.parametrize(
    ("regime", "kind", "start", "due", "cite"),
    [
        pytest.param(
            "1331",
            "complaint_decision",
            "1332/02/15",
            "1332/02/30",
            "۱۳۳۱ م۳۵",
            id="1331-m35-15-days",
        ),
        pytest.param(
            "1334",
            "complaint_decision",
            "1403/06/20",
            "1403/07/04",
            "۱۳۳۴ م۳۰",
            id="1334-m30-15-days-across-shahrivar",
        ),
        pytest.param(
            "1331",
            "review_request",
            "1333/12/25",
            "1334/01/05",
            "۱۳۳۱ متمم م۳۲ تبصره ۱",
            id="1331-supp-m32-t1-10-days-leap-esfand",
        ),
        pytest.param(
            "1334",
            "review_request",
            "1402/12/25",
            "1403/01/06",
            "۱۳۳۴ م۲۷",
            id="1334-m27-10-days-common-esfand",
        ),
        pytest.param(
            "1331", "cash_deposit", "1332/06/30", "1332/07/02", "۱۳۳۱ م۵", id="1331-m5-3-days"
        ),
        pytest.param(
            "1334",
            "duty_deposit",
            "1403/06/31",
            "1403/07/30",
            "۱۳۳۴ م۵",
            id="1334-m5-one-month-clamped",
        ),
        pytest.param(
            "1331", "council_term", "1332/03/10", "1335/03/10", "۱۳۳۱ م۳۴", id="1331-m34-3-years"
        ),
        pytest.param(
            "1334",
            "council_term",
            "1399/12/30",
            "1402/01/01",
            "۱۳۳۴ م۲۹",
            id="1334-m29-2-years-from-leap-esfand-30-ends-1-farvardin",
        ),
        pytest.param(
            "land-1339",
            "land_declaration",
            "1340/11/30",
            "1341/02/30",
            "۱۳۳۹ م۱۰",
            id="1339-m10-3-months",
        ),
        pytest.param(
            "land-1339",
            "land_objection",
            "1340/05/31",
            "1340/07/30",
            "۱۳۳۹ م۱۶",
            id="1339-m16-2-months",
        ),
        pytest.param(
            "land-1339",
            "land_transfer_signing",
            "1340/01/15",
            "1340/03/15",
            "۱۳۳۹ م۱۷",
            id="1339-m17-2-months",
        ),
    ],
)
def test_due(regime: str, kind: str, start: str, due: str, cite: str) -> None:
    r = compute_deadline(regime=regime, kind=kind, start=J(start))
    assert format_jalali(r.due) == due
    assert r.citations[0].short() == cite
    assert r.passed is None


@pytest.mark.parametrize(
    ("on", "passed"),
    [
        pytest.param("1332/02/29", False, id="1331-m35-before"),
        pytest.param("1332/02/30", False, id="1331-m35-due-day-still-in-time"),
        pytest.param("1332/02/31", True, id="1331-m35-day-after"),
    ],
)
def test_passed(on: str, passed: bool) -> None:
    r = compute_deadline(regime="1331", kind="complaint_decision", start=J("1332/02/15"), on=J(on))
    assert r.passed is passed


def test_friday_does_not_move_by_default_and_moves_by_choice() -> None:
    start = J("1332/02/10")  # due 1332/02/13 ... find a start whose due is a Friday
    while (start + dt.timedelta(days=3)).weekday() != 4:
        start += dt.timedelta(days=1)
    r = compute_deadline(regime="1331", kind="cash_deposit", start=start)
    assert r.due.weekday() == 4 and r.moved_from is None
    assert "تمدید نمی‌کند" in r.explanation
    holiday = r.due + dt.timedelta(days=1)
    moved = compute_deadline(
        regime="1331", kind="cash_deposit", start=start,
        choices=Choices(deadline_moves_to_working_day=True, holidays=(holiday,)),
    )  # fmt: skip
    assert moved.due == r.due + dt.timedelta(days=2)
    assert moved.moved_from == r.due
    assert "انتخاب دفتر" in moved.explanation


def test_annual_programme_1334_m19_t2() -> None:
    r = compute_deadline(
        regime="1334", kind="annual_programme", start=J("1403/05/01"), on=J("1403/10/15")
    )
    steps = {s.step: (format_jalali(s.due), s.passed) for s in r.steps or ()}
    assert steps == {
        "submit": ("1403/09/30", True),
        "approve": ("1403/10/30", False),
        "notify": ("1403/11/15", False),
    }
    assert r.citations[0].short() == "۱۳۳۴ م۱۹ تبصره ۲"


def test_annual_programme_1331_supp_m24_t2_bahman_esfand() -> None:
    r = compute_deadline(regime="1331", kind="annual_programme", start=J("1332/01/01"))
    assert [format_jalali(s.due) for s in r.steps or ()] == ["1332/11/01", "1332/12/29"]
    leap = compute_deadline(regime="1331", kind="annual_programme", start=J("1333/01/01"))
    assert [format_jalali(s.due) for s in leap.steps or ()] == ["1333/11/01", "1333/12/30"]


@pytest.mark.parametrize(
    ("regime", "kind", "code"),
    [
        pytest.param(
            "1331-original", "review_request", "no_such_rule", id="1331-original-no-supp-m32-t1"
        ),
        pytest.param("1334", "cash_deposit", "no_such_rule", id="1334-no-3-day-deposit"),
        pytest.param("1331", "duty_deposit", "no_such_rule", id="1331-no-1334-m5"),
        pytest.param(
            "1331-original", "annual_programme", "no_such_rule", id="1331-original-no-programme"
        ),
        pytest.param("1331", "appeal", "unknown_kind", id="unknown-kind"),
    ],
)
def test_refusals(regime: str, kind: str, code: str) -> None:
    with pytest.raises(RuleError) as e:
        compute_deadline(regime=regime, kind=kind, start=J("1403/01/01"))
    assert e.value.code == code


_DAYS = st.integers(min_value=0, max_value=(J("1432/12/29") - J("1300/01/01")).days)
_PAIRS = [(r, k) for k in KINDS for r in ("1331", "1331-original", "1334", "land-1339")]


@given(offset=_DAYS, choice=st.booleans(), pair=st.sampled_from(_PAIRS))
def test_deadline_never_before_start(offset: int, choice: bool, pair: tuple[str, str]) -> None:
    regime, kind = pair
    start = J("1300/01/01") + dt.timedelta(days=offset)
    try:
        r = compute_deadline(
            regime=regime,
            kind=kind,
            start=start,
            choices=Choices(deadline_moves_to_working_day=choice),
        )
    except RuleError as e:
        assert e.code in (
            "no_such_rule", "not_in_force", "replaced", "superseded", "not_yet_enacted",
            "date_out_of_range",
        )  # fmt: skip
        return
    assert r.due > start


@given(offset=_DAYS, months=st.integers(min_value=0, max_value=13))
def test_add_months_never_goes_back(offset: int, months: int) -> None:
    start = J("1300/01/01") + dt.timedelta(days=offset)
    assert add_months(start, months) >= start


@pytest.mark.parametrize(
    ("kind", "start"),
    [
        pytest.param("council_term", "1435/01/01", id="years"),
        pytest.param("duty_deposit", "1435/12/15", id="months"),
        pytest.param("complaint_decision", "1435/12/20", id="days-too"),
    ],
)
def test_beyond_the_calendar_range_is_refused(kind: str, start: str) -> None:
    """One range across the core, the date widget's (jalali.FIRST_YEAR..LAST_YEAR): a due day
    in 1436 is refused whether counted in days, months or years."""
    with pytest.raises(RuleError) as e:
        compute_deadline(regime="1334", kind=kind, start=J(start))
    assert e.value.code == "date_out_of_range"
    assert "۱۴۳۵" in e.value.message_fa
