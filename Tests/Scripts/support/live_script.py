#!/usr/bin/env python3
"""Writes Sources/FormworkHTML/Live/FormHTMLLiveRuntime+Source.swift from the live page's JavaScript.

The script FormworkHTML inlines into a page lives as readable JavaScript in Sources/FormworkHTML/Live/Script/:
the files of SCRIPT_FILES, in that order, are the body of one function of the data object `D`. The library
carries it as a Swift string, generated here, rather than as a SwiftPM resource, so that a server deployed
without a resource bundle still has its script. After editing a file of Script/, run

    python3 Tests/Scripts/support/live_script.py

and commit the Swift it writes; Tests/Scripts/html_live_script_check.py fails while the committed Swift differs
from what this writes (`--output PATH` writes it elsewhere, as that check does).

The shipped text is `function(D){`, each file's lines without their whole-line comments, blank lines and
surrounding white space, then `}`. That is safe because no token of the script spans two lines, which the
files are checked for (`check_lines`): a line holds no backtick (no template literal), no `/*` (no block
comment), does not end with a backslash (no string continued on the next line), and the files hold no
carriage return, U+2028 or U+2029 (so JavaScript's lines are these lines). Strings and regular expressions
cannot hold a line break, so every line starts and ends outside any token: a line whose first visible
characters are `//` is a comment and nothing else, the white space around a line is between tokens, and a
removed line leaves the line break before it, so the tokens and the line breaks between statements, all that
the script means, are the same. Trailing `//` comments after code are shipped as written (telling them from a
`//` inside a string would need a tokenizer), so the files have none.

The page inlines the text in a <script> element, where `</script`, `<!--` and `<script` (in any case) would
end the element or change how it is read: the generator refuses (exit 1) a script that contains one. The
output is a function of the files' bytes alone.
"""
import argparse
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
SCRIPT_DIR = os.path.join("Sources", "FormworkHTML", "Live", "Script")
OUTPUT = os.path.join("Sources", "FormworkHTML", "Live", "FormHTMLLiveRuntime+Source.swift")
REGENERATE = "python3 Tests/Scripts/support/live_script.py"

# The body of the function, in the order its statements run.
SCRIPT_FILES = ["values.js", "reading.js", "page.js", "conditions.js", "groups.js", "wiring.js"]

# What would end the <script> element the page writes, or start a comment its parser would look for.
FORBIDDEN_IN_SCRIPT = ["</script", "<!--", "<script"]


class ScriptError(Exception):
    """A file the generator cannot carry safely; the message names the file, the line and the reason."""


def script_paths(root=ROOT):
    """The paths of SCRIPT_FILES; refuses a .js file of Script/ that the list leaves out, or a listed file missing."""
    directory = os.path.join(root, SCRIPT_DIR)
    present = sorted(name for name in os.listdir(directory) if name.endswith(".js"))
    unlisted = [name for name in present if name not in SCRIPT_FILES]
    if unlisted:
        raise ScriptError(f"{SCRIPT_DIR}: {', '.join(unlisted)} is not in SCRIPT_FILES of "
                          "Tests/Scripts/support/live_script.py, which says where in the script it goes")
    missing = [name for name in SCRIPT_FILES if name not in present]
    if missing:
        raise ScriptError(f"{SCRIPT_DIR}: {', '.join(missing)} is missing")
    return [os.path.join(directory, name) for name in SCRIPT_FILES]


def check_lines(name, text):
    """Refuses text in which a token could span two lines, which would make compact_lines unsafe."""
    for character, what in [("\r", "a carriage return"), ("\u2028", "U+2028"), ("\u2029", "U+2029")]:
        if character in text:
            raise ScriptError(f"{name}: {what}; the script's lines are separated by \\n alone")
    for number, line in enumerate(text.split("\n"), start=1):
        code = line.strip(" \t")
        if code.startswith("//"):
            continue
        for token, what in [("`", "a backtick (template literals can span lines)"),
                            ("/*", "`/*` (block comments can span lines)")]:
            if token in code:
                raise ScriptError(f"{name}:{number}: {what}; write it another way")
        if code.endswith("\\"):
            raise ScriptError(f"{name}:{number}: a line ending with a backslash continues a string on the next line")


def compact_lines(text):
    """The lines of one file as shipped: no whole-line comment, no blank line, no surrounding white space."""
    lines = (line.strip(" \t") for line in text.split("\n"))
    return [line for line in lines if line and not line.startswith("//")]


def script_source(root=ROOT):
    """The shipped script: the function of `D` whose body is the files of SCRIPT_FILES, compacted."""
    body = []
    for path in script_paths(root):
        with open(path, encoding="utf-8", newline="") as handle:
            text = handle.read()
        name = os.path.relpath(path, root)
        check_lines(name, text)
        body.extend(compact_lines(text))
    source = "\n".join(["function(D){"] + body + ["}"])
    lowered = source.lower()
    for forbidden in FORBIDDEN_IN_SCRIPT:
        if forbidden in lowered:
            raise ScriptError(f"the script contains {forbidden!r} (in any case), which would end or change the "
                              "<script> element the page inlines it in; write it another way (in a string, "
                              "\"<\\/\" and \"<\\!\" are the same text as \"</\" and \"<!\")")
    return source


def raw_delimiter(text):
    """The fewest `#` for a multi-line Swift raw string holding `text` as it is: no `\"\"\"#…` (which would end it)
    or `\\#…` (an escape) of that many in it."""
    count = 1
    while '"""' + "#" * count in text or "\\" + "#" * count in text:
        count += 1
    return "#" * count


def swift_file(source):
    """The Swift file that carries `source` as FormHTMLLiveRuntime.source."""
    hashes = raw_delimiter(source)
    files = ", ".join(SCRIPT_FILES)
    body = "\n".join("        " + line for line in source.split("\n"))
    return (
        f"// Generated by Tests/Scripts/support/live_script.py from {SCRIPT_DIR}/\n"
        f"// ({files}, in that order).\n"
        f"// Do not edit: edit the .js files, then run `{REGENERATE}`.\n"
        "\n"
        "extension FormHTMLLiveRuntime {\n"
        "    /// The evaluator, a function of the data object `D`: the files of `Live/Script/` as the body of one\n"
        "    /// function, without their comments and indentation.\n"
        f"    static let source = {hashes}\"\"\"\n"
        f"{body}\n"
        f"        \"\"\"{hashes}\n"
        "}\n"
    )


def main():
    parser = argparse.ArgumentParser(description="Writes FormHTMLLiveRuntime+Source.swift from Live/Script/*.js.")
    parser.add_argument("--output", help=f"where to write the Swift (default: {OUTPUT})")
    arguments = parser.parse_args()
    try:
        generated = swift_file(script_source())
    except ScriptError as error:
        print(f"live_script: {error}", file=sys.stderr)
        sys.exit(1)
    output = arguments.output or os.path.join(ROOT, OUTPUT)
    with open(output, "w", encoding="utf-8", newline="\n") as handle:
        handle.write(generated)


if __name__ == "__main__":
    main()
