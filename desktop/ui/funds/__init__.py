"""The funds' screens (services/funds): the page, and one module per dialog."""
