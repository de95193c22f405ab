"""What a check does when a tool it needs is missing: skipped on a developer's machine, a failure under CI.

Outside CI the script says what is missing and how to install it, and skips: the whole check exits 77, which
.ci/run reports as skipped, or a part of it is left out and the rest runs. Under CI (the CI variable set, as
CI services set it, to anything but "", "0" or "false") nothing may be skipped, since .ci/install-tools has
installed every tool: the same message fails the check (exit 1).
"""
import os
import sys

SKIPPED = 77
INSTALL_ALL = "bash .ci/install-tools installs every tool the checks need"


def under_ci():
    return os.environ.get("CI", "").lower() not in ("", "0", "false")


def skip_check(what, install):
    """Ends the script: exit 77 outside CI, exit 1 under CI. `what` says what is missing, `install` how to get it."""
    if under_ci():
        print(f"FAIL: {what}; under CI no check is skipped ({install}; {INSTALL_ALL})")
        sys.exit(1)
    print(f"skipped: {what} ({install})")
    sys.exit(SKIPPED)


def skip_part(what, install):
    """Returns outside CI, having said the part is skipped; under CI ends the script with exit 1."""
    if under_ci():
        print(f"FAIL: {what}; under CI no part of a check is skipped ({install}; {INSTALL_ALL})")
        sys.exit(1)
    print(f"skipped: {what} ({install})")
