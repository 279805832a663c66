"""The register of letters (services/letters): its page, with the incoming letter's and the new document's dialogs, and batch printing."""
