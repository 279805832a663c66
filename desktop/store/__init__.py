"""SQLite storage: connection, pragmas, migrations. No Qt."""
