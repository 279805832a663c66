"""The settings' section: the office, register numbers, the rule choices, and safety (backups, users, import and export)."""
