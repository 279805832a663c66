"""``bakhsh-office``: the one entry point.

    bakhsh-office [--db PATH | --demo] [--screenshot PNG]   open the window
    bakhsh-office rules list | compute NAME ...               the rules core (no window)
    bakhsh-office print TEMPLATE ...                          documents (no window)

Sub-commands are dispatched before anything imports Qt, so the headless ones never need a display.
"""

from __future__ import annotations

import sys

SUBCOMMANDS = {
    "rules": "desktop.rules.cli",
    "print": "desktop.services.letters.cli",
}


def _tolerant_output() -> None:
    """An argument that is not valid UTF-8 (a path from a damaged file system reaches Python as
    lone surrogates) must not crash the message that names it: print it escaped."""
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            try:
                reconfigure(errors="backslashreplace")
            except (ValueError, OSError):  # a closed or special stream: leave it
                pass


def require_immortal_singletons() -> None:
    """PySide6 drops a reference to ``None`` on every Qt setter and to ``True`` on every signal;
    before Python 3.12 the interpreter frees them after a few thousand calls and aborts the
    program in the middle of the clerk's work. From 3.12 they are immortal (PEP 683)."""
    if tuple(sys.version_info[:2]) < (3, 12):
        found = ".".join(str(part) for part in sys.version_info[:3])
        print(
            "این برنامه به پایتون ۳٫۱۲ یا تازه‌تر نیاز دارد (پایتون این رایانه: "
            f"{found}).\nThe program needs Python 3.12 or newer (found {found}).",
            file=sys.stderr,
        )
        raise SystemExit(2)


def main(argv: list[str] | None = None) -> int:
    _tolerant_output()
    require_immortal_singletons()
    args = list(sys.argv[1:] if argv is None else argv)
    if args and args[0] in SUBCOMMANDS:
        import importlib

        module = importlib.import_module(SUBCOMMANDS[args[0]])
        try:
            return int(module.main(args[1:]) or 0)
        except BrokenPipeError:  # `... | head` closed the pipe: not an error of ours
            import os

            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
            return 0
    from desktop.app import main as app_main

    return app_main(args)


if __name__ == "__main__":
    sys.exit(main())
