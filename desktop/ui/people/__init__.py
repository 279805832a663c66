"""The register of people: its page and the person's form (services/people)."""
