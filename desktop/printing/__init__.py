"""Printing: Persian text preparation, the layout engine, templates and their registry.

Pure Python (no Qt): a template turns a record into a ``Document``; ``engine.render`` turns a
document and its register stamp into PDF bytes. Numbering lives in ``desktop.services.letters``.
"""
