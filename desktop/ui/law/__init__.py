"""The «قانون» section: the four statutes' text, article by article, with what the office does
with each (resources/law/coverage.toml) and the figures the program takes from it."""
