"""One function per user action: validation first, then one transaction, returning a Change."""
