"""The Swift toolchain the CI scripts read from, found once for all of them."""
import os
import shutil
import subprocess
import sys


def toolchain_bin():
    """The toolchain's bin directory, or None when no `swift` is on PATH.

    On macOS /usr/bin/swift is a shim, so xcrun is asked for the real one.
    """
    swift = shutil.which("swift")
    if sys.platform == "darwin" and shutil.which("xcrun"):
        swift = subprocess.run(["xcrun", "--find", "swift"], capture_output=True, text=True).stdout.strip() or swift
    if swift is None:
        return None
    return os.path.dirname(os.path.realpath(swift))
