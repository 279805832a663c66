"""The funds' dialogs, one module each; the page is ``desktop.ui.funds.page``."""
