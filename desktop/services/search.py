"""The global search (Ctrl+K): people, villages, councils, cases and letters found by the
beginnings of their words, best first, with the words that matched.

The indexes are the FTS5 tables of migration 0019, over the normalised text the store keeps. The
MATCH expression is built here from the normalised words of what was typed, each word a quoted
prefix (``"علی"* AND "کریم"*``): nothing the clerk types is ever FTS syntax, so quotes, ``NEAR``,
``*``, ``:``, brackets or a pasted page find what their words find and never raise.

Ranking is FTS5's bm25 when a kind has at most ``CANDIDATES`` matches; beyond that many (a word
of one or two letters can match half a million people, and ranking them all would cost a second
a keystroke) the first ``CANDIDATES`` read from the index are ranked by the length of their text
(see ``kind_sql``), the group says there are more, and the next letter typed narrows it. A word
of more than three letters has no prefix index of its own (``text.PREFIX_INDEXED``): the records
with it whole are read first, and when they alone are more than ``CANDIDATES`` they are the
candidates, so a surname typed to its end costs a page of its own list, not a merge of every
word it begins (``text.exact_expression``).
"""

from __future__ import annotations

import datetime as _dt
from collections.abc import Callable
from dataclasses import dataclass

from sqlite_utils import Database

from desktop.domain.errors import ValidationError
from desktop.domain.fields import is_row_id
from desktop.jalali import format_jalali
from desktop.services.cases.kinds import DISMISSAL_KINDS, KINDS, STATES
from desktop.services.councils.common import council_title
from desktop.services.door import read
from desktop.text import (
    exact_expression,
    index_words,
    match_expression,
    match_spans,
    match_tokens,
    to_persian_digits,
)

CANDIDATES = 50  # matches of one kind ranked per keystroke (see the module's note)
PER_KIND = 8
MAX_PER_KIND = 100


GROUPS = ("person", "village", "council", "case", "letter")
GROUP_TITLES = {
    "person": "اشخاص",
    "village": "آبادی‌ها",
    "council": "شوراها و انجمن‌ها",
    "case": "پرونده‌ها",
    "letter": "نامه‌ها",
}


@dataclass(frozen=True)
class Hit:
    kind: str  # one of GROUPS
    section: str  # the main window's section that shows the record
    record_id: int
    title: str
    detail: str
    title_spans: tuple[tuple[int, int], ...]
    detail_spans: tuple[tuple[int, int], ...]


@dataclass(frozen=True)
class Group:
    kind: str
    title: str
    hits: tuple[Hit, ...]
    more: bool  # more matches than shown


@dataclass(frozen=True)
class SearchResult:
    tokens: tuple[str, ...]
    groups: tuple[Group, ...]  # only kinds with a match, in GROUPS order

    @property
    def hits(self) -> list[Hit]:
        return [h for g in self.groups for h in g.hits]


WORD_COLUMN = {
    "person_words": "search_norm",
    "village_words": "name_norm",
    "council_words": "search_norm",
    "case_words": "search_norm",
    "letter_words": "subject_norm",
}


# each kind's query: its columns, the word index it reads, and what follows the candidates
PARTS = {
    "person": (
        "p.id, p.first_name, p.last_name, p.father_name, p.national_code, v.name AS village_name",
        "person_words",
        "JOIN person p ON p.id = f.id LEFT JOIN village v ON v.id = p.residence_village_id "
        "WHERE p.retired_at IS NULL ORDER BY f.r, p.sort_key, p.id LIMIT ?",
    ),
    "village": (
        "v.id, v.name, d.name AS dehestan_name",
        "village_words",
        "JOIN village v ON v.id = f.id JOIN dehestan d ON d.id = v.dehestan_id "
        "WHERE v.retired_at IS NULL ORDER BY f.r, v.sort_key, v.id LIMIT ?",
    ),
    "council": (
        "c.id, c.level, c.regime, c.term_start, c.term_end, v.name AS village_name, "
        "d.name AS dehestan_name",
        "council_words",
        "JOIN council c ON c.id = f.id LEFT JOIN village v ON v.id = c.village_id "
        "LEFT JOIN dehestan d ON d.id = c.dehestan_id "
        "WHERE c.retired_at IS NULL ORDER BY f.r, c.term_start DESC, c.id LIMIT ?",
    ),
    "case": (
        "c.id, c.kind, c.year, c.number, c.subject, c.state, c.filed_on, v.name AS village_name",
        "case_words",
        "JOIN case_file c ON c.id = f.id LEFT JOIN village v ON v.id = c.village_id "
        "WHERE c.retired_at IS NULL ORDER BY f.r, c.filed_on DESC, c.id LIMIT ?",
    ),
    "letter": (
        "l.id, l.direction, l.year, l.number, l.number_text, l.letter_date, l.counterpart, "
        "l.subject, l.status",
        "letter_words",
        "JOIN letter l ON l.id = f.id ORDER BY f.r, l.letter_date DESC, l.id LIMIT ?",
    ),
}


def kind_sql(kind: str, *, ranked: bool) -> str:
    """The query of one kind's hits (its parameters: the MATCH expression, how many candidates
    to read, how many hits to return); each row also says how many candidates were read
    (``found``) and the last of them (``last``), so one reading of the index both fetches the
    hits and tells whether there are more than CANDIDATES. The candidates are read first (a CTE
    used twice is materialised: the index is read, at most that many rows, and only those are
    joined and ranked).

    ``ranked``: by bm25. FTS5 computes bm25's inverse document frequency by reading every match
    of each word, which for a one-letter prefix on a million people is 170 ms; when there are
    more matches than CANDIDATES the first of them are ranked instead by the length of their
    text, which is what bm25 comes to for one word found once in each (the shorter text matches
    more closely)."""
    columns, fts, rest = PARTS[kind]
    rank = f"bm25({fts})" if ranked else f"length({WORD_COLUMN[fts]})"
    return (
        f"WITH f AS (SELECT rowid AS id, {rank} AS r FROM {fts} WHERE {fts} MATCH ? LIMIT ?) "
        f"SELECT (SELECT count(*) FROM f) AS found, (SELECT max(id) FROM f) AS last, {columns} "
        f"FROM f {rest}"
    )


def _rows(db: Database, kind: str, expression: str, n: int, *, ranked: bool) -> tuple[int, list]:
    """(how many candidates were read, up to CANDIDATES + 1; the best ``n`` hits of the first
    CANDIDATES of them: the one past those only tells there are more)."""
    cursor = db.execute(kind_sql(kind, ranked=ranked), [expression, CANDIDATES + 1, CANDIDATES + 1])
    names = [d[0] for d in cursor.description]
    rows = [dict(zip(names, r, strict=True)) for r in cursor.fetchall()]
    found = rows[0]["found"] if rows else 0
    if found > CANDIDATES:  # the index gives its matches in id order: the last read, the last
        rows = [r for r in rows if r["id"] != r["last"]]
    return found, rows[:n]


def _fa(s: object) -> str:
    return to_persian_digits(str(s)) if s is not None else ""


def _day(iso: str | None) -> str:
    return format_jalali(_dt.date.fromisoformat(iso), persian_digits=True) if iso else ""


# the text a hit is named by, normalised: a hit whose name holds the word typed comes before
# one that holds it only in its details (a person called علی before a son of an علی)
NAME: dict[str, Callable[[dict], str]] = {
    "person": lambda r: f"{r['first_name']} {r['last_name']}",
    "village": lambda r: r["name"],
    "council": lambda r: r["village_name"] or r["dehestan_name"] or "",
    "case": lambda r: r["subject"],
    "letter": lambda r: r["subject"],
}


def _named(kind: str, r: dict, tokens: list[str]) -> bool:
    parts = index_words(NAME[kind](r))
    return any(p.startswith(t) for p in parts for t in tokens)


def _shown(kind: str, r: dict) -> tuple[str, str, str]:
    """(section, title, detail) of a row, as the clerk reads them."""
    if kind == "person":
        title = f"{r['first_name']} {r['last_name']}"
        bits = [f"فرزند {r['father_name']}" if r["father_name"] else ""]
        bits.append(f"کد ملی {_fa(r['national_code'])}" if r["national_code"] else "")
        bits.append(r["village_name"] or "")
        return "people", title, "، ".join(b for b in bits if b)
    if kind == "village":
        return (
            "villages",
            r["name"],
            f"دهستان {r['dehestan_name']}".replace("دهستان دهستان", "دهستان"),
        )
    if kind == "council":
        term = f"دورهٔ {_day(r['term_start'])} تا {_day(r['term_end'])}"
        return "councils", council_title(r), _fa(term)
    if kind == "case":
        section = "dismissals" if r["kind"] in DISMISSAL_KINDS else "complaints"
        title = f"{_fa(r['number'])}/{_fa(r['year'])} — {r['subject']}"
        bits = [KINDS.get(r["kind"], ""), STATES.get(r["state"], ""), r["village_name"] or ""]
        return section, title, "، ".join(b for b in bits if b)
    number = r["number_text"] or f"{r['number']}/{r['year']}"
    way = "صادره" if r["direction"] == "out" else "وارده"
    detail = f"{way} {_fa(number)}، {_day(r['letter_date'])}، {r['counterpart']}"
    if r["status"] == "cancelled":
        detail += "، باطل‌شده"
    return "letters", r["subject"], detail


@read()
def search(db: Database, text: str, *, per_kind: int = PER_KIND) -> SearchResult:
    """Records of every kind whose words begin with the words of ``text``, best first."""
    if not is_row_id(per_kind) or per_kind > MAX_PER_KIND:
        raise ValidationError.single("per_kind", "عدد نامعتبر است.")
    tokens = match_tokens(text)
    expression = match_expression(text)
    if expression is None:
        return SearchResult((), ())
    exact = exact_expression(tokens)
    groups = []
    n = per_kind * 3 + 1
    for kind in GROUPS:
        # more than CANDIDATES records with the long words whole: the typed words find more
        # still, and those are the candidates (no merge of every word the long ones begin)
        found, rows = _rows(db, kind, exact, n, ranked=False) if exact else (0, [])
        if found <= CANDIDATES:
            found, rows = _rows(db, kind, expression, n, ranked=False)
        many = found > CANDIDATES
        if rows and not many:  # every match read: the few ranked by bm25
            found, rows = _rows(db, kind, expression, n, ranked=True)
        if not rows:
            continue
        # the best few by rank, of which those named by the word come first
        flags = [_named(kind, r, tokens) for r in rows]
        rows = [r for r, f in zip(rows, flags, strict=True) if f] + [
            r for r, f in zip(rows, flags, strict=True) if not f
        ]  # bm25's order kept within each
        hits = []
        for r in rows[:per_kind]:
            section, title, detail = _shown(kind, r)
            hits.append(
                Hit(
                    kind,
                    section,
                    r["id"],
                    title,
                    detail,
                    match_spans(title, tokens),
                    match_spans(detail, tokens),
                )
            )
        groups.append(Group(kind, GROUP_TITLES[kind], tuple(hits), len(rows) > per_kind or many))
    return SearchResult(tuple(tokens), tuple(groups))
