"""Errors a clerk sees: every message is Persian and names the field it belongs to."""

from __future__ import annotations


class ValidationError(ValueError):
    """Bad input. ``errors`` maps a field name to a Persian message; nothing was saved."""

    def __init__(self, errors: dict[str, str]) -> None:
        super().__init__("; ".join(f"{k}: {v}" for k, v in errors.items()))
        self.errors = dict(errors)

    @classmethod
    def single(cls, field: str, message: str) -> ValidationError:
        return cls({field: message})


class NotFound(LookupError):
    def __init__(self, what: str, ident: object) -> None:
        super().__init__(f"{what} {ident} not found")
        self.message_fa = f"رکورد موردنظر ({what} {ident}) یافت نشد."


class PermissionDenied(PermissionError):
    """The signed-in user's role may not do this."""

    def __init__(self, action: str, message_fa: str) -> None:
        super().__init__(action)
        self.action = action
        self.message_fa = message_fa
