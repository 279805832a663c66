"""The bundle's entry script: the same entry point as the ``bakhsh-office`` command."""

import multiprocessing
import sys

from desktop.__main__ import main

if __name__ == "__main__":
    multiprocessing.freeze_support()  # a frozen program must not re-run itself in a child
    sys.exit(main())
