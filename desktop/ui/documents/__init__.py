"""Documents on screen: the editor of a document's fields beside its preview, then issuing it to a printer or a file; as services/documents checks the fields and services/letters issues them."""
