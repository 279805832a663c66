"""The deadlines of one case, from the rules core, under the regime of its filing date and the
office's reading of Fridays and holidays (Settings)."""

from __future__ import annotations

import datetime as _dt
from dataclasses import dataclass

from sqlite_utils import Database

from desktop.rules.choices import Choices
from desktop.rules.deadlines import compute_deadline
from desktop.rules.errors import RuleError
from desktop.services.cases.kinds import BODIES, law_for
from desktop.services.cases.records import day, guarded, jdate_fa, on, parties
from desktop.services.door import read
from desktop.services.rule_choices import get_rule_choices

WARN_DAYS = 3  # the dashboard warns this many days before a deadline


@dataclass(frozen=True)
class CaseDeadline:
    key: str  # "decision" | "review" | "session"
    what_fa: str
    due: _dt.date
    citation: str  # «1331 م۳۵»
    explanation: str  # the rules core's sentence, with the office's reading
    met_on: _dt.date | None  # the day the act was done (None while owed)
    party_id: int | None = None
    period: int = 0  # the law's number of days, where it gives one

    def open_on(self, today: _dt.date) -> bool:
        return self.met_on is None

    def days_left(self, today: _dt.date) -> int:
        return (self.due - today).days


@guarded
def review_window(
    regime: str, notified_on: _dt.date, choices: Choices
) -> tuple[_dt.date, int, str, str]:
    """(last day, days, article, explanation) of the 10-day review window from one notification."""
    r = compute_deadline(regime=regime, kind="review_request", start=notified_on, choices=choices)
    return r.due, r.period, r.citations[0].short(), r.explanation


@read()
@guarded
def case_deadlines(
    db: Database, case: dict, choices: Choices | None = None, of_case: list[dict] | None = None
) -> list[CaseDeadline]:
    """The case's deadlines; ``choices`` (the office's readings), and ``of_case`` (its parties,
    ``records.parties``), are read once by a caller that goes through many cases."""
    choices = choices or get_rule_choices(db)
    kind, regime = case["kind"], case["regime"]
    out: list[CaseDeadline] = []
    try:
        if kind == "member_complaint":
            r = compute_deadline(
                regime=regime, kind="complaint_decision", start=on(case["filed_on"]),
                choices=choices,
            )  # fmt: skip
            out.append(
                CaseDeadline(
                    "decision",
                    "رسیدگی و رأی",
                    r.due,
                    r.citations[0].short(),
                    r.explanation,
                    day(case["decided_on"]),
                    period=r.period,
                )  # fmt: skip
            )
        if kind == "share_dispute":
            law = law_for(kind, regime)
            where = BODIES.get(law.review_body, "") if law else ""
            for p in parties(db, case["id"]) if of_case is None else of_case:
                notified = day(p["notified_on"])
                if notified is None:
                    continue
                due, days, cite, expl = review_window(regime, notified, choices)
                met = day(p["review_requested_on"])
                if met is None and case["state"] not in ("notified",):
                    met = due  # the window no longer matters once the case moved on
                out.append(
                    CaseDeadline(
                        "review",
                        f"مهلت تجدیدنظر {p['name']} (نزد {where})",
                        due,
                        cite,
                        expl,
                        met,
                        p["id"],
                        days,
                    )  # fmt: skip
                )
    except RuleError:
        return out
    if kind == "dismissal" and case["session_on"]:
        law = law_for(kind, regime)
        cite = law.citation.short() if law else ""
        out.append(
            CaseDeadline(
                "session",
                "نخستین جلسهٔ شورای بخش پس از سازش‌نشدن",
                on(case["session_on"]),
                cite,
                f"بخشدار پرونده را در نخستین جلسهٔ شورای بخش ({jdate_fa(case['session_on'])}) "
                f"مطرح می‌کند ({cite}).",
                day(case["decided_on"]),
            )  # fmt: skip
        )
    return out
