"""What the funds' books say, as values: a fund's statement over a period and the balance check
across all funds. Read from the ledger by ``desktop.services.funds.reports``; shown on the funds'
screens and laid out by the funds' documents."""

from __future__ import annotations

import datetime as _dt
from dataclasses import dataclass, field


@dataclass
class Statement:
    fund_id: int
    fund_name: str
    level: str
    start: _dt.date
    end: _dt.date
    opening_rials: int
    receipts: list[tuple[str, int]]  # (label, rials) credits to income accounts
    transfers_out: list[tuple[str, int]]
    expenses: list[tuple[str, int]]
    loans_rials: int
    closing_rials: int
    goods: list[dict] = field(default_factory=list)  # commodity, opening, in, out, closing (grams)

    @property
    def receipts_total(self) -> int:
        return sum(v for _k, v in self.receipts)

    @property
    def transfers_total(self) -> int:
        return sum(v for _k, v in self.transfers_out)

    @property
    def expenses_total(self) -> int:
        return sum(v for _k, v in self.expenses)


@dataclass
class BalanceCheck:
    funds: list[dict]  # fund_id, name, rials_sum, grams_sums, money, negative accounts
    unbalanced_entries: list[int]
    total_rials: int

    @property
    def ok(self) -> bool:
        return (
            not self.unbalanced_entries
            and self.total_rials == 0
            and all(
                f["rials_sum"] == 0 and not any(f["grams_sums"].values()) and not f["negative"]
                for f in self.funds
            )
        )
