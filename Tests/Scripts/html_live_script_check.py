#!/usr/bin/env python3
"""The live page's JavaScript: the Swift the library carries is generated from it, and Node reads it.

Sources/FormworkHTML/Live/Script/*.js is the script FormworkHTML inlines into a page;
Sources/FormworkHTML/Live/FormHTMLLiveRuntime+Source.swift carries it, written by
Tests/Scripts/support/live_script.py. This check:

1. runs the generator into a temporary file and fails unless the committed Swift is byte for byte what it
   writes (so an edit of a .js file that was not regenerated fails), and unless it accepts the files (no token
   spanning two lines, nothing that would end the <script> element);
2. runs `node --check` on every .js file of Script/ (each is part of a function body, which Node reads as a
   CommonJS module's body, where the first file's `return` is allowed, as in the function), and on the
   shipped script as the page writes it, `(function(D){…})`, in strict mode as the page runs it.

Without node the second part is skipped (it fails under CI, see support/missing_tool.py); the first needs
Python alone.
"""
import glob
import os
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "support"))
import live_script  # noqa: E402
from missing_tool import skip_part  # noqa: E402


def fail(message):
    print("html_live_script_check: " + message, file=sys.stderr)
    sys.exit(1)


def check_fresh():
    committed = os.path.join(ROOT, live_script.OUTPUT)
    with tempfile.TemporaryDirectory() as directory:
        fresh = os.path.join(directory, os.path.basename(live_script.OUTPUT))
        run = subprocess.run([sys.executable, live_script.__file__, "--output", fresh],
                             stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        if run.returncode != 0:
            fail("the generator refused the script:\n" + run.stdout)
        with open(fresh, "rb") as generated, open(committed, "rb") as stored:
            if generated.read() != stored.read():
                fail(f"{live_script.OUTPUT} is not what {live_script.SCRIPT_DIR}/*.js give; "
                     f"regenerate it with `{live_script.REGENERATE}`")
    print(f"{live_script.OUTPUT} is up to date with {len(live_script.SCRIPT_FILES)} files of {live_script.SCRIPT_DIR}")


def check_syntax(node):
    files = sorted(glob.glob(os.path.join(ROOT, live_script.SCRIPT_DIR, "*.js")))
    if not files:
        fail(f"no .js file in {live_script.SCRIPT_DIR}")
    for path in files:
        run = subprocess.run([node, "--check", path], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        if run.returncode != 0:
            fail(f"node --check {os.path.relpath(path, ROOT)}:\n{run.stdout}")
    with tempfile.NamedTemporaryFile("w", suffix=".js", delete=False, encoding="utf-8") as shipped:
        shipped.write("(" + live_script.script_source() + ");\n")
    try:
        run = subprocess.run([node, "--check", shipped.name], stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                             text=True)
    finally:
        os.unlink(shipped.name)
    if run.returncode != 0:
        fail(f"node --check on the shipped script:\n{run.stdout}")
    print(f"node --check: {len(files)} files and the shipped script")


def main():
    try:
        live_script.script_paths()
    except live_script.ScriptError as error:
        fail(str(error))
    check_fresh()
    node = shutil.which("node")
    if node is None:
        skip_part("node --check on the live script's files needs Node",
                  "Debian: apt-get install nodejs")
        return
    check_syntax(node)


if __name__ == "__main__":
    main()
