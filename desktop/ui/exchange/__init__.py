"""Lists and registers in and out of the office: export any list to CSV or XLSX, import people and villages from a file (services/exchange does the reading and writing)."""
