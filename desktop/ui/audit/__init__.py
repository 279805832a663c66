"""The audit log (services/audit): every change, by whom, and a record's history."""
