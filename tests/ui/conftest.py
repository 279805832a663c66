"""The screens' tests walk the clerk's work end to end: at the question asked before an act that
cannot be undone (``dialogs.confirm_act``) the clerk answers «yes». Whether each act asks, and
that «no» leaves the database untouched, is tests/ui/test_irreversible.py's."""

from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def clerk_goes_ahead(monkeypatch):
    from desktop.ui.common import dialogs

    monkeypatch.setattr(dialogs, "confirm_act", lambda parent, consequence, act: True)
