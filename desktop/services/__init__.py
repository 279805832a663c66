"""One function per user action: validation first, then one transaction, returning a Change."""

# Every action and read passes the door, whose gate (who may do what) is the sign-in module's:
# loading it with the package installs the gate before any service can be called.
from desktop.services import auth as _auth  # noqa: E402, F401
