"""The safety tests' fixtures (a small bakhsh; users with sign-in required) serve here too."""

from __future__ import annotations

from tests.printing.conftest import demo_db  # noqa: E402, F401 - fixture
from tests.safety.conftest import admin, filled_db  # noqa: F401 - fixtures
