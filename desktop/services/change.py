"""What a user action changed, so views redraw only what it touches."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Change:
    tables: frozenset[str]
    ids: tuple[int, ...] = ()
    warnings: tuple[str, ...] = field(default=())  # Persian, shown after saving

    @classmethod
    def of(
        cls, *tables: str, ids: tuple[int, ...] | list[int] = (), warnings: tuple[str, ...] = ()
    ) -> Change:
        return cls(frozenset(tables), tuple(ids), tuple(warnings))

    @property
    def id(self) -> int:
        return self.ids[0]

    def touches(self, *tables: str) -> bool:
        return bool(self.tables.intersection(tables))
