"""The reports' section: the printed reports over the registers and the modules."""
