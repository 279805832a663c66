"""Cash received for a fund and not yet in the bank: its deadline and how many days it is late.

1331 (bill م۵): cash must reach the council's account at the Agricultural Bank or Bank Melli (or
the trusted person the council names) within **3 days** of receipt. 1334 (م۵): the duty collected
with the property tax is deposited to the village fund's account within **one month**. The due
day is ``deadlines.compute_deadline`` (kind ``cash_deposit`` / ``duty_deposit``); a deposit on the
due day is in time; each day after it is a day late.

A stop-gap until the timeline engineer's ``deadlines.compute_days_late`` lands on main: it
computes the same figure from the same deadline and can be replaced by it.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
from dataclasses import dataclass

from desktop.rules import parameters as P
from desktop.rules.choices import DEFAULT_CHOICES, Choices
from desktop.rules.deadlines import compute_deadline
from desktop.rules.result import Result, date_fa, num


@dataclass(frozen=True)
class DepositLateness(Result):
    received_on: dt.date
    due: dt.date
    deposited_on: dt.date | None
    on: dt.date
    days_late: int  # 0 when in time


def deposit_kind(regime: str) -> str:
    return "cash_deposit" if P.has("deadline.cash_deposit.days", regime) else "duty_deposit"


def compute_deposit_days_late(
    *,
    regime: str,
    received_on: dt.date,
    on: dt.date,
    deposited_on: dt.date | None = None,
    choices: Choices = DEFAULT_CHOICES,
) -> DepositLateness:
    """Days between the deposit deadline and the deposit (or ``on`` while still not deposited)."""
    d = compute_deadline(
        regime=regime, kind=deposit_kind(regime), start=received_on, choices=choices
    )
    end = deposited_on or on
    late = max(0, (end - d.due).days)
    if deposited_on is not None:
        tail = (
            f"در {date_fa(deposited_on)} واریز شد، {num(late)} روز پس از مهلت."
            if late
            else f"در {date_fa(deposited_on)} در مهلت واریز شد."
        )
    else:
        tail = (
            f"تا {date_fa(on)} واریز نشده و {num(late)} روز از مهلت گذشته است."
            if late
            else f"تا {date_fa(on)} واریز نشده؛ مهلت هنوز نگذشته است."
        )
    return DepositLateness(
        received_on=received_on, due=d.due, deposited_on=deposited_on, on=on, days_late=late,
        regime=regime, citations=d.citations, explanation=f"{d.explanation} {tail}",
    )  # fmt: skip


def deposit_sentence_fa(regime: str) -> str:
    """What a council's cash receipt says of the deposit, by the law of its date. Under the 1331
    bill: within 3 days into the village council's account (bill art. 5). Under 1334 the duty is
    the Ministry of Finance's to collect with the property tax and deposit within a month (arts.
    2, 5); a council receives cash itself only where the kadkhoda collects the 5% of art. 6
    تبصره, for which the law sets no deadline — so the paper names none, and says whose the
    month of art. 5 is."""
    if regime == "1334":
        return (
            "وجه نقد به حساب صندوق عمران همان قریه در بانک کشاورزی واریز و برگ بستانکار آن در "
            "دفاتر ثبت خواهد شد؛ قانون ۱۳۳۴ برای وجهی که کدخدا به نمایندگی انجمن وصول می‌کند "
            "(مادهٔ ۶ تبصره) مهلتی ننهاده است و مهلت یک‌ماههٔ مادهٔ ۵ تکلیف وزارت دارایی است."
        )
    return (
        "وجه نقد ظرف سه روز به حساب شورای ده در بانک کشاورزی واریز و برگ بستانکار آن در دفاتر "
        "ثبت خواهد شد (لایحهٔ قانونی ۱۳۳۱، مادهٔ ۵)."
    )


# Who brought a fund's money in (see the migration 0020 and docs/rules.md): the council itself
# (the 1331 bill), the Ministry of Finance depositing the duty it collected (1334 arts. 2, 5), or
# the kadkhoda collecting for the association in small-owner villages (1334 art. 6 تبصره).
COLLECTORS = ("council", "kadkhoda", "ministry")


def council_has_deadline(regime: str) -> bool:
    """Whether the law sets a deadline for cash in a council's hands: the bill's three days
    (art. 5); the 1334 law sets none (its month binds the Ministry)."""
    return P.has("deadline.cash_deposit.days", regime)


def compute_ministry_deposit(
    *, collected_on: dt.date, deposited_on: dt.date, choices: Choices = DEFAULT_CHOICES
) -> DepositLateness:
    """1334 art. 5: the Ministry of Finance deposits the development duty it collected with the
    farm property tax (art. 2) «در ظرف یک ماه» into the village fund's account: the month runs
    from the Ministry's collection, and a late deposit is the Ministry's lateness, not the
    council's or a landlord's."""
    r = compute_deposit_days_late(
        regime="1334", received_on=collected_on, deposited_on=deposited_on, on=deposited_on,
        choices=choices,
    )  # fmt: skip
    head = (
        f"وزارت دارایی عوارض عمران را در {date_fa(collected_on)} با مالیات املاک مزروعی وصول کرد "
        "(قانون ۱۳۳۴، مادهٔ ۲) و مکلف است آن را ظرف یک ماه به حساب صندوق عمران همان قریه واریز "
        "کند (قانون ۱۳۳۴، مادهٔ ۵)."
    )
    tail = " این تأخیر از آنِ وزارت دارایی است." if r.days_late else ""
    return dataclasses.replace(r, explanation=f"{head} {r.explanation}{tail}")
