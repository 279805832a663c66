"""The dashboard: what needs the clerk's attention today (services/attention), the open cases, the office's state."""
