"""The `signup` sample, built for the scripts that run it."""
import os
import subprocess


class BuildFailure(Exception):
    """The sample did not build; the message ends with the build's output."""


def build_signup(root):
    """Builds the sample (`swift build --product signup`) in the package at `root` and returns its executable's
    path; raises BuildFailure with the end of the build's output when it fails."""
    build = subprocess.run(["swift", "build", "--product", "signup"], cwd=root,
                           stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    if build.returncode != 0:
        raise BuildFailure(f"the sample did not build:\n{build.stdout[-4000:]}")
    bin_path = subprocess.run(["swift", "build", "--show-bin-path"], cwd=root, check=True,
                              capture_output=True, text=True).stdout.strip()
    return os.path.join(bin_path, "signup")
