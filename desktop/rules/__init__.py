"""The law as code: cited, dated parameters and the computations over them.

Pure Python: no Qt, no sqlite, and no I/O but reading the statutes' data files
(``resources/law/``, by ``law_data``) once, at import. Every computation returns its figures
together with the citations they rest on and a short Persian explanation; money is whole rials.
"""

from __future__ import annotations

RULE_VERSION = "rules-1"
"""Stored with every computed record so it can say what it was computed under."""
