"""The one error type the rules core raises: a code, an English message and a Persian one."""

from __future__ import annotations


class RuleError(ValueError):
    """A request the rules cannot answer without guessing.

    ``code`` is a stable machine word (``unknown_key``, ``no_such_rule``, ``repealed`` ...).
    """

    def __init__(
        self, code: str, message: str, message_fa: str = "", citation: object = None
    ) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.message_fa = message_fa or message
        self.citation = citation  # a Citation where an article decides the refusal

    def to_json(self) -> dict[str, object]:
        out: dict[str, object] = {
            "code": self.code,
            "message": self.message,
            "message_fa": self.message_fa,
        }
        if self.citation is not None:
            to_json = getattr(self.citation, "to_json", None)
            out["citation"] = to_json() if to_json else str(self.citation)
        return out
