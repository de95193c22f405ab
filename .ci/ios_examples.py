#!/usr/bin/env python3
"""Writes the ```swift ios blocks of README.md and of the DocC articles as
Swift modules to type-check for iOS (.ci/ios-typecheck).

    python3 .ci/ios_examples.py OUT     # prints one module name per line

Each document with such blocks becomes the folder OUT/<Module>, one file per
block in order, each wrapped in `#if os(iOS)` as the products' files are;
the module is named for the document (README.md: ReadmeIOSExamples). A
block must be declarations only, since the module is a library.
"""

import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def documents():
    yield "README.md"
    sources = os.path.join(ROOT, "Sources")
    for module in sorted(os.listdir(sources)):
        catalog = os.path.join("Sources", module, module + ".docc")
        if os.path.isdir(os.path.join(ROOT, catalog)):
            for name in sorted(os.listdir(os.path.join(ROOT, catalog))):
                if name.endswith(".md"):
                    yield os.path.join(catalog, name)


def ios_blocks(text):
    blocks, current = [], None
    for number, line in enumerate(text.split("\n"), 1):
        stripped = line.strip()
        if current is None:
            words = stripped[3:].split() if stripped.startswith("```") else []
            if words[:1] == ["swift"] and "ios" in words[1:]:
                current = (number, [])
        elif stripped == "```":
            blocks.append(current)
            current = None
        else:
            current[1].append(line)
    if current is not None:
        raise SystemExit(f"a swift ios block at line {current[0]} is never closed")
    return blocks


def module_name(document):
    stem = os.path.splitext(os.path.basename(document))[0]
    return re.sub(r"[^A-Za-z0-9]", "", stem.title() if stem.isupper() else stem) + "IOSExamples"


def main():
    if len(sys.argv) != 2:
        raise SystemExit(__doc__)
    out = sys.argv[1]
    for document in documents():
        with open(os.path.join(ROOT, document), encoding="utf-8") as f:
            blocks = ios_blocks(f.read())
        if not blocks:
            continue
        module = module_name(document)
        folder = os.path.join(out, module)
        os.makedirs(folder, exist_ok=True)
        for index, (line, lines) in enumerate(blocks, 1):
            with open(os.path.join(folder, f"Block{index}.swift"), "w", encoding="utf-8") as f:
                f.write(f"// {document}, the swift ios block at line {line}\n#if os(iOS)\n")
                f.write("\n".join(lines) + "\n#endif\n")
        print(module)


if __name__ == "__main__":
    main()
