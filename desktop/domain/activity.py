"""The office's report of its work over a period, as a value: sections of counted lines. Counted
from the registers by ``desktop.services.activity``; laid out by the activity report template."""

from __future__ import annotations

import datetime as _dt
from dataclasses import dataclass


@dataclass(frozen=True)
class Line:
    what_fa: str
    count: int
    rials: int | None = None  # a sum of money, when the line has one


@dataclass(frozen=True)
class Section:
    title_fa: str
    lines: tuple[Line, ...]


@dataclass(frozen=True)
class Activity:
    date_from: _dt.date
    date_to: _dt.date
    sections: tuple[Section, ...]

    def line(self, what_fa: str) -> Line:
        """A line by its Persian words (for the tests and the screen)."""
        return next(x for s in self.sections for x in s.lines if x.what_fa == what_fa)
