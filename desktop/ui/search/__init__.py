"""The global search (Ctrl+K)."""
