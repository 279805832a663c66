"""The one error type the rules core raises: a code, an English message and a Persian one."""

from __future__ import annotations


class RuleError(ValueError):
    """A request the rules cannot answer without guessing.

    ``code`` is a stable machine word (``unknown_key``, ``no_such_rule``, ``repealed`` ...).
    """

    def __init__(self, code: str, message: str, message_fa: str = "") -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.message_fa = message_fa or message

    def to_json(self) -> dict[str, str]:
        return {"code": self.code, "message": self.message, "message_fa": self.message_fa}
