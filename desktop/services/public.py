"""A service package's public surface: what its ``__init__`` imports from its modules.

Each package's ``__init__`` is a facade made only of imports; it ends with
``__all__ = public_names(globals())``, so the names are written once, in the imports, and its
``__all__`` (which the tests walk to try every public action) cannot drift from them.
"""

from __future__ import annotations
import __future__

import types


def public_names(namespace: dict[str, object]) -> list[str]:
    """The names a facade imported: not its submodules, the ``__future__`` feature, dunders,
    private names, nor this function."""
    return sorted(
        name
        for name, value in namespace.items()
        if not name.startswith("_")
        and not isinstance(value, types.ModuleType | __future__._Feature)
        and value is not public_names
    )
