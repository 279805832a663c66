"""Fixtures shared across the services' tests: users with sign-in required (the safety tests'),
a small register of cases and a land-reform village (their own modules' fixtures)."""

from __future__ import annotations

from tests.safety.conftest import admin  # noqa: F401 - fixture
from tests.services.test_cases import reg  # noqa: F401 - fixture
from tests.services.test_land_reform import land  # noqa: F401 - fixture
