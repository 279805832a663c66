"""The case files' screens (services/cases): one page shape for complaints and for dismissals, each section its own module, and the dialogs of a case (new, a step, closing)."""
