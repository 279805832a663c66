"""The land-reform screens (services/land_reform): the page, its tabs and their dialogs, one
module each."""
