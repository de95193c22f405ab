#!/usr/bin/env python3
"""Checks what `docc convert` does not: that each catalog curates every public
type and function of its module, and that each article is linked from its
module's landing page. (The articles' Swift examples run as tests of their
own: `swift run formwork-doc-examples` makes them, and `.ci/run` checks they
are up to date.)

    python3 .ci/docs-check.py <symbol graph dir> <package root>

A top-level symbol counts as curated when a ``Symbol`` link to it appears under
a "## Topics" heading of any page of its module's catalog; members are listed
on their type's page by docc itself. Exits 1 with the list of what is missing.
"""
import glob
import json
import os
import re
import sys

MODULES = ["Formwork", "FormworkLayout", "FormworkTesting", "FormworkHTML", "FormworkTerminal"]


def top_level_symbols(graph_dir, module):
    """Names of the public types and free functions the module declares. A name
    starting with an underscore is public only because the compiler needs it
    (a wrapper's generic constraint) and is no part of the documented API."""
    with open(os.path.join(graph_dir, module + ".symbols.json"), encoding="utf-8") as f:
        graph = json.load(f)
    names = set()
    for symbol in graph["symbols"]:
        if len(symbol["pathComponents"]) == 1 and not symbol["pathComponents"][0].startswith("_"):
            names.add(symbol["pathComponents"][0])
    return names


def catalog_pages(root, module):
    catalog = os.path.join(root, "Sources", module, module + ".docc")
    return sorted(glob.glob(os.path.join(catalog, "**", "*.md"), recursive=True))


def curated_names(pages, module):
    """Top-level names linked from the Topics sections of the pages."""
    names = set()
    for page in pages:
        with open(page, encoding="utf-8") as f:
            text = f.read()
        topics = text.split("## Topics", 1)
        if len(topics) < 2:
            continue
        for link in re.findall(r"``([^`]+)``", topics[1]):
            parts = link.split("/")
            if parts[0] == module and len(parts) > 1:
                parts = parts[1:]
            # A free function's link carries its signature: keep the base name.
            names.add(parts[0].split("(")[0] if "(" in parts[0] else parts[0])
    return names


def unlinked_articles(root, module, pages):
    """Articles of the catalog that its landing page does not link with <doc:…>."""
    landing = os.path.join(root, "Sources", module, module + ".docc", module + ".md")
    if not os.path.exists(landing):
        return [f"{module}: no landing page {os.path.relpath(landing, root)}"]
    with open(landing, encoding="utf-8") as f:
        linked = set(re.findall(r"<doc:([^>]+)>", f.read()))
    missing = []
    for page in pages:
        name = os.path.splitext(os.path.basename(page))[0]
        with open(page, encoding="utf-8") as f:
            # A page titled with a ``Symbol`` link extends that symbol's page: no article.
            extends_symbol = f.readline().startswith("# ``")
        if page != landing and not extends_symbol and name not in linked:
            missing.append(f"{os.path.relpath(page, root)}: the article is not linked from {module}.md; add <doc:{name}>")
    return missing


def main():
    graph_dir, root = sys.argv[1], sys.argv[2]
    problems = []
    for module in MODULES:
        pages = catalog_pages(root, module)
        if not pages:
            problems.append(f"{module}: no catalog at Sources/{module}/{module}.docc")
            continue
        free = top_level_symbols(graph_dir, module)
        # Free functions are named by their base name (assertSnapshot).
        free = {name.split("(")[0] for name in free}
        for name in sorted(free - curated_names(pages, module)):
            problems.append(f"{module}: `{name}` is in no Topics section; add ``{name}`` to a group")
        problems += unlinked_articles(root, module, pages)
    if problems:
        print("documentation check failed:\n  " + "\n  ".join(problems))
        sys.exit(1)
    print("documentation check: every public type and function is curated; every article is linked")


if __name__ == "__main__":
    main()
