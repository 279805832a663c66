"""Records and their validation. Plain Python; no Qt, no storage."""
