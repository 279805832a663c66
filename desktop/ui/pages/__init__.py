"""One module per section of the main window; each offers ``create_page(ctx) -> QWidget``."""
