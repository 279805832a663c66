"""The count of a village council election: who takes which elected seat, who is an alternate.

The seats the farmers fill come from ``compute_council_composition`` for the regime in force on
the election day: under 1331 three trusted locals and three alternates (1331 م۱۷–۱۸); under 1334
the farmers' representative and the two trustees (1334 م۱۶, repealed from 1400/11/10, which the
composition refuses). Candidates are ranked by their votes, most first. The statute says nothing
of ties: the office's reading is a lot, drawn reproducibly from a seed recorded with the election
(SHA-256 of the seed and the candidate's id, lower draws first), so that anyone can re-run the
count from the minutes and get the same order. A tie that does not change who sits where is
still ranked by the lot, and reported as such only when it decided a seat.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass

from desktop.rules import parameters as P
from desktop.rules.citations import Citation, unique
from desktop.rules.councils import compute_council_composition
from desktop.rules.errors import RuleError
from desktop.rules.lots import lot_order, lot_value
from desktop.rules.result import Result, date_fa, num
from desktop.rules.result import cites as cites_fa
from desktop.rules.timeline import check_in_force

# The seats the farmers' vote fills, in the order the count fills them.
ELECTED_ROLES = ("farmer_representative", "trustee", "elected_trustee")
SEAT_FA = {
    "farmer_representative": "نمایندهٔ زارعین",
    "trustee": "معتمد",
    "elected_trustee": "معتمد محلی (عضو اصلی)",
    "alternate": "عضو علی‌البدل",
}
MAX_CANDIDATES = 500
MAX_VOTES = 10**7


@dataclass(frozen=True)
class Placed:
    rank: int
    id: str
    votes: int
    seat: str  # a key of SEAT_FA, or "" (not elected)
    lot: str
    tied: bool  # shares its vote count with another candidate
    by_lot: bool  # the lot decided a seat boundary it sits on

    def to_json(self) -> dict[str, object]:
        return {
            "rank": self.rank, "id": self.id, "votes": self.votes, "seat": self.seat,
            "lot": self.lot, "tied": self.tied, "by_lot": self.by_lot,
        }  # fmt: skip


@dataclass(frozen=True)
class ElectionCountResult(Result):
    on: dt.date
    seed: str
    roll_size: int
    ballots_cast: int
    seats: tuple[str, ...]  # the elected seats in order, e.g. ("elected_trustee",) * 3
    alternates: int
    order: tuple[Placed, ...]
    lot_used: bool
    council_fa: str  # «شورای ده» / «انجمن ده»
    term_years: int
    empty_seats: tuple[str, ...] = ()  # the seats no candidate with votes filled, in order


def _need_int(key: str, value: object, maximum: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise RuleError("bad_type", f"{key} must be an integer", f"مقدار {key} باید عدد صحیح باشد.")
    if value < 0:
        raise RuleError("negative_amount", f"{key} must not be negative", f"مقدار {key} منفی است.")
    if value > maximum:
        raise RuleError("bad_value", f"{key} is too large", f"مقدار {key} بیش از حد بزرگ است.")
    return value


def compute_election_count(
    *,
    regime: str,
    on: dt.date,
    candidates: list[dict[str, object]],
    seed: str,
    roll_size: int,
    ballots_cast: int,
) -> ElectionCountResult:
    """Rank ``candidates`` (``{"id": str, "votes": int}``) into the elected seats and alternates."""
    P.check_regime(regime)
    if not isinstance(on, dt.date):
        raise RuleError("bad_type", "on must be a date", "تاریخ انتخابات لازم است.")
    check_in_force(regime, on)
    composition = compute_council_composition(regime=regime, level="village", on=on)
    roll = _need_int("roll_size", roll_size, MAX_VOTES)
    cast = _need_int("ballots_cast", ballots_cast, MAX_VOTES)
    if cast > roll:
        raise RuleError(
            "bad_value",
            "more ballots cast than voters on the roll",
            f"شمار آرای مأخوذه ({num(cast)}) از شمار واجدان شرایط در فهرست ({num(roll)}) بیشتر است.",
        )
    if not isinstance(seed, str) or not seed.strip() or len(seed) > 200:
        raise RuleError("missing_key", "seed must be a non-empty string", "بذر قرعه لازم است.")
    if not isinstance(candidates, list) or not candidates:
        raise RuleError(
            "missing_key", "candidates must be a non-empty list", "نامزدی ثبت نشده است."
        )
    if len(candidates) > MAX_CANDIDATES:
        raise RuleError("bad_value", "too many candidates", "شمار نامزدها بیش از حد است.")
    rows: list[tuple[int, str, str]] = []
    seen: set[str] = set()
    for i, c in enumerate(candidates):
        if not isinstance(c, dict) or set(c) - {"id", "votes"}:
            raise RuleError(
                "bad_value", f"candidates[{i}] must be {{id, votes}}", "نامزد نامعتبر است."
            )
        cid = c.get("id")
        if not isinstance(cid, str) or not cid or len(cid) > 100:
            raise RuleError("missing_key", f"candidates[{i}] needs an id", "شناسهٔ نامزد لازم است.")
        if cid in seen:
            raise RuleError("bad_value", f"candidate id {cid!r} appears twice", "شناسهٔ تکراری.")
        seen.add(cid)
        votes = _need_int(f"candidates[{i}].votes", c.get("votes"), MAX_VOTES)
        if votes > cast:
            raise RuleError(
                "bad_value",
                f"candidate {cid} has more votes than ballots cast",
                f"آرای یک نامزد ({num(votes)}) از شمار آرای مأخوذه ({num(cast)}) بیشتر است.",
            )
        rows.append((votes, cid, lot_value(seed, cid)))
    seats: list[str] = []
    for s in composition.members:
        if s.role in ELECTED_ROLES:
            seats.extend([s.role] * s.count)
    filled = seats + ["alternate"] * composition.alternates
    rows.sort(key=lambda r: (-r[0], *lot_order(r[2], r[1])))
    counts: dict[int, int] = {}
    for votes, _, _ in rows:
        counts[votes] = counts.get(votes, 0) + 1
    order: list[Placed] = []
    lot_used = False
    for i, (votes, cid, lot) in enumerate(rows):
        seat = filled[i] if i < len(filled) and votes > 0 else ""
        # the lot decided something when a tied group straddles a change of seat
        group = [j for j, r in enumerate(rows) if r[0] == votes]
        kinds = [filled[j] if j < len(filled) and votes > 0 else "" for j in group]
        # ... or orders alternates among themselves (the first alternate is promoted first)
        by_lot = len(group) > 1 and (len(set(kinds)) > 1 or kinds.count("alternate") > 1)
        lot_used = lot_used or by_lot
        order.append(Placed(i + 1, cid, votes, seat, lot, counts[votes] > 1, by_lot))
    is_1334 = regime == "1334"
    council_fa = "انجمن ده" if is_1334 else "شورای ده"
    term = P.lookup("council.term_years", regime, on)
    seat_cites = [s.citation for s in composition.members if s.role in ELECTED_ROLES]
    cites: list[Citation] = [*seat_cites]
    if composition.alternates:
        cites.append(P.lookup("council.village.alternates", regime, on).citation)
    cites.append(term.citation)
    expl = (
        f"شمارش آرای انتخابات {council_fa} در {date_fa(on)}: {num(roll)} نفر واجد شرایط در فهرست، "
        f"{num(cast)} رأی مأخوذه. کرسی‌هایی که زارعین برمی‌گزینند: "
        + "، ".join(f"{SEAT_FA[r]}" for r in seats)
        + (f" و {num(composition.alternates)} عضو علی‌البدل" if composition.alternates else "")
        + f" ({cites_fa(seat_cites)}). نامزدها به ترتیب آرا مرتب شدند؛"
        " در تساوی آرا ترتیب با قرعه معین شد (قانون دربارهٔ تساوی ساکت است؛ برداشت دفتر)؛ "
        f"قرعه از بذر ثبت‌شدهٔ «{seed}» به روش چکیده‌سازی «شا-۲۵۶» کشیده می‌شود و هرکس با همین بذر همین نتیجه را می‌گیرد."
        f" مدت نمایندگی {num(term.value)} سال ({term.citation.short()})."
    )
    taken = sum(1 for p in order if p.seat)
    empty = tuple(filled[taken:])
    if empty:
        principal = [x for x in empty if x != "alternate"]
        alt = len(empty) - len(principal)
        named = [SEAT_FA[x] for x in principal] + ([f"{num(alt)} عضو علی‌البدل"] if alt else [])
        expl += (
            f" نامزدِ دارای رأی کمتر از کرسی‌ها بود: {num(len(empty))} کرسی خالی ماند"
            f" ({'، '.join(named)})؛ قانون برای آن رأی‌گیری دیگری پیش‌بینی نکرده است و کرسی تا"
            " انتخاب بعدی خالی می‌ماند."
        )
    if composition.repealed_from is not None:
        expl += f" مادهٔ ۱۶ قانون ۱۳۳۴ از {date_fa(composition.repealed_from)} منسوخ است."
    return ElectionCountResult(empty_seats=empty,
        on=on, seed=seed, roll_size=roll, ballots_cast=cast, seats=tuple(seats),
        alternates=composition.alternates, order=tuple(order), lot_used=lot_used,
        council_fa=council_fa, term_years=int(term.value), regime=regime,
        citations=unique(cites), explanation=expl,
    )  # fmt: skip
