"""The land-reform screens: the page's tabs and their dialogs, one module each."""
