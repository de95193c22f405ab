"""The Swift toolchain and the debug build the CI scripts read from, found once for all of them."""
import glob
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


def debug_build_path(root, scratch_path, *parts):
    """`<scratch>/debug/<parts>` of the package at `root`, or None before a debug build.

    `.build/debug` links to `.build/<triple>/debug` once a build has finished, so both are tried.
    """
    scratch = os.path.abspath(scratch_path) if scratch_path else os.path.join(root, ".build")
    candidates = [os.path.join(scratch, "debug", *parts)] + sorted(
        glob.glob(os.path.join(scratch, "*", "debug", *parts)))
    for path in candidates:
        if os.path.isdir(path):
            return os.path.realpath(path)
    return None
