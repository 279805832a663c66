"""A fund's expense cites the council decision that approved it (1331 art. 30 / 1334 art. 25):
picked from the councils' book by its stable id, it must exist, have been carried, and bear the
date of the session that took it."""

from __future__ import annotations

import datetime as dt

import pytest

from desktop.demo import build_demo_office
from desktop.domain.errors import ValidationError
from desktop.jalali import format_jalali
from desktop.services import councils, funds


@pytest.fixture(scope="module")
def demo(tmp_path_factory):
    from desktop.store.db import open_database

    db = open_database(tmp_path_factory.mktemp("link") / "demo.sqlite")
    build_demo_office(db)
    yield db
    db.close()


def _decision(db, carried: bool) -> dict:
    row = db.execute(
        "SELECT id FROM council_decision WHERE carried = ? ORDER BY id LIMIT 1", [int(carried)]
    ).fetchone()
    assert row is not None, "the demo's councils have decisions both carried and not"
    return councils.get_decision(db, row[0])


def _expense(db, decision_id: int, decision_date: str):
    fund_id = db.execute("SELECT fund_id FROM fund_obligation ORDER BY id LIMIT 1").fetchone()[0]
    return funds.record_expense(
        db, fund_id=fund_id, spent_on=format_jalali(dt.date.today()), category="roads",
        amount_rials=1, payee="استاد راه‌ساز", decision_number="۳",
        decision_date=decision_date, council_decision_id=decision_id,
    )  # fmt: skip


def test_an_unknown_decision_is_refused(demo):
    with pytest.raises(ValidationError) as e:
        _expense(demo, 10**9, "1332/09/10")
    assert "council_decision_id" in e.value.errors


def test_a_decision_not_carried_is_refused(demo):
    d = _decision(demo, carried=False)
    with pytest.raises(ValidationError) as e:
        _expense(demo, d["id"], format_jalali(dt.date.fromisoformat(d["held_on"])))
    assert "تصویب نشده" in e.value.errors["council_decision_id"]


def test_the_decisions_date_must_be_its_sessions(demo):
    d = _decision(demo, carried=True)
    wrong = dt.date.fromisoformat(d["held_on"]) + dt.timedelta(days=1)
    with pytest.raises(ValidationError) as e:
        _expense(demo, d["id"], format_jalali(wrong))
    assert "decision_date" in e.value.errors


def test_a_carried_decision_on_its_date_is_cited(demo):
    d = _decision(demo, carried=True)
    change = _expense(demo, d["id"], format_jalali(dt.date.fromisoformat(d["held_on"])))
    cited = demo.execute(
        "SELECT council_decision_id FROM fund_expense WHERE id = ?", [change.id]
    ).fetchone()[0]
    assert cited == d["id"]
