"""The register of places: the villages' page, a village's form and the dehestans (services/places)."""
