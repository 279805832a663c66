"""Where a figure comes from: a law, an article and, where there is one, a paragraph/تبصره."""

from __future__ import annotations

from dataclasses import dataclass

from desktop.rules.law_data import BOOK
from desktop.text import to_persian_digits

# The four statutes, named as their data files in resources/law/ name them. The 1331 bill's seed
# has no article numbers; they are inferred from the supplement's cross-references (see
# docs/rules.md).
# written as the clerk reads them, in Persian digits («۱۳۳۴ م۲۹»; «1334 م۲۹» mixed the two)
LAW_SHORT = {s.key: to_persian_digits(s.short) for s in BOOK.statutes}
LAW_LONG = {s.key: s.title_fa for s in BOOK.statutes}


@dataclass(frozen=True, order=True)
class Citation:
    law: str  # a key of LAW_SHORT
    article: int
    paragraph: str = ""  # e.g. "الف", "تبصره ۲", "ج تبصره ۱"

    def __post_init__(self) -> None:
        if self.law not in LAW_SHORT:
            raise ValueError(f"unknown law {self.law!r}")

    def short(self) -> str:
        """``۱۳۳۱ م۱ الف``; ``۱۳۳۱ متمم م۱ تبصره ۲``; ``۱۳۳۴ م۳``."""
        s = f"{LAW_SHORT[self.law]} م{to_persian_digits(str(self.article))}"
        return f"{s} {self.paragraph}" if self.paragraph else s

    def long(self) -> str:
        """``قانون ۱۳۳۴ ماده ۳``."""
        s = f"{LAW_LONG[self.law]} ماده {to_persian_digits(str(self.article))}"
        return f"{s} {self.paragraph}" if self.paragraph else s

    def __str__(self) -> str:
        return self.short()

    def to_json(self) -> dict[str, object]:
        return {
            "law": self.law,
            "article": self.article,
            "paragraph": self.paragraph,
            "text": self.short(),
        }


def unique(citations: list[Citation] | tuple[Citation, ...]) -> tuple[Citation, ...]:
    """The citations in first-seen order, each once."""
    seen: list[Citation] = []
    for c in citations:
        if c not in seen:
            seen.append(c)
    return tuple(seen)
