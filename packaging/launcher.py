"""The bundle's entry script: the same entry point as the ``bakhsh-office`` command.

It takes the program's own arguments (``bakhsh-office --db FILE --read-only``, as the relaunch
of desktop/relaunch.py passes them), and first gives the environment back the values the
bundle replaced, so that a program it opens (the viewer of a letter's scan) does not load the
bundle's libraries."""

import multiprocessing
import sys

from desktop.relaunch import restore_outside_environment

if __name__ == "__main__":
    multiprocessing.freeze_support()  # a frozen program must not re-run itself in a child
    restore_outside_environment()
    from desktop.__main__ import main

    sys.exit(main())
