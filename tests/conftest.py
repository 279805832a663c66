"""Shared fixtures: a real SQLite file per test, an office already set up, Qt offscreen."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from desktop.services.office import save_office  # noqa: E402
from desktop.store.db import open_database  # noqa: E402


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "office.sqlite"


@pytest.fixture
def db(db_path: Path):
    database = open_database(db_path)
    yield database
    database.close()


@pytest.fixture
def office_db(db):
    save_office(
        db,
        office_name="بخشداری مرکزی کاشان",
        shahrestan="کاشان",
        bakhsh="مرکزی",
        bakhshdar="محمدحسین نوروزی",
    )
    return db


@pytest.fixture(autouse=True)
def cheap_password_hashes(monkeypatch):
    """scrypt at the production cost (N=2^17) takes about 0.3 s a hash; the suite hashes
    hundreds. Tests hash at N=2^10; tests/safety/test_auth.py checks the production figure and
    the rehash from a cheaper hash."""
    from desktop.services import auth

    monkeypatch.setattr(auth, "_SCRYPT", {"n": 2**10, "r": 8, "p": 1})


@pytest.fixture(scope="session")
def qapp_cls():
    from PySide6.QtWidgets import QApplication

    return QApplication


@pytest.fixture(scope="session")
def qapp(qapp_args, qapp_cls, pytestconfig):  # noqa: ARG001 - overrides pytest-qt's
    from desktop.ui.shell.application import create_application

    return create_application(["pytest"])


@pytest.fixture(autouse=True)
def no_modal_dialogs(monkeypatch):
    """A modal dialog opened by a test would wait for a click that never comes and hang the
    run: fail at once instead, naming it. Tests that expect one patch ``exec`` themselves."""
    from PySide6.QtWidgets import QDialog, QMessageBox

    def refuse(self, *args, **kwargs):
        raise AssertionError(f"a modal {type(self).__name__} was opened during a test")

    monkeypatch.setattr(QDialog, "exec", refuse)
    monkeypatch.setattr(QMessageBox, "exec", refuse)
