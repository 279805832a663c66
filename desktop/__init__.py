"""Bakhsh office: records and documents for a rural district office."""
