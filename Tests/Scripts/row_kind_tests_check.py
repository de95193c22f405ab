#!/usr/bin/env python3
"""Fails when a row's kind is switched over or tested outside the places that own it.

A row kind decides its own behaviour in its folder under
Sources/Formwork/Row Kinds; a front end keeps only its drawing, a control per
kind with a fallback for a kind it does not know. So a `switch` over a row's
kind, or a `kind == .number` test, may stand only in a kind's own files and
in the front ends' per-kind drawing listed below. Anywhere else it is a
decision a kind of the app's own could not take part in: ask the kind
(`FormRowKind`), or a row's property, instead.
"""
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BUILT_IN = "text|longText|heading|number|boolean|list|enumerated|image|date|attachment|rating"
TEST = re.compile(r"\bkind\s*(==|!=)\s*\.(%s)\b" % BUILT_IN)
SWITCH = re.compile(r"\bswitch\s+(\(\s*)?(row\.|descriptor\.|[a-z]+\.)*kind\b")
# The front ends' per-kind drawing: each draws a control per kind, with a fallback.
# A front end's `Row Kinds` folder holds its protocol for a kind's own drawing
# and the built-in kinds that adopt it, one file each.
DRAWING = {
    "Sources/FormworkHTML/Rendering/FormHTMLControls.swift",
    "Sources/FormworkTerminal/Screen/FormScreen+Values.swift",
    "Sources/FormworkTerminal/Screen/FormScreen+Browsing.swift",
    "Sources/FormworkTerminal/Screen/FormScreen+Choosing.swift",
    "Sources/FormworkTerminal/Screen/FormScreen+RowLines.swift",
    "Sources/FormworkTerminal/Filling/RowHint.swift",
    "Sources/FormworkTerminal/Filling/RowAnswer.swift",
    "Sources/FormworkTerminal/Lines/LinePass.swift",
    "Sources/FormworkLayout/Result/FormLayout+Control.swift",
    "Sources/FormworkLayout/Model Forms/FormState+LayoutInput.swift",
    "Sources/FormworkLayout/Generation/FormLayoutInput+Item.swift",
    "Sources/FormworkLayout/Pictures/SVGRowAttributes.swift",
    "Sources/FormworkLayout/Pictures/SVGRowPainter+Fields.swift",
    # The native views' control per kind, which FormworkSwiftUI and FormworkUIKit draw.
    "Sources/Formwork/Native Forms/FormState+Control.swift",
}
# Switches over other kinds (a rule's, a token's, a date's) share the word.
OTHER_KINDS = re.compile(r"\b(rule|token|current|previous|syntax|change|failure)\.kind\b|switch kind \{|switch \(change\.kind")


def main():
    problems = []
    for folder, _, files in os.walk(os.path.join(ROOT, "Sources")):
        for name in sorted(files):
            if not name.endswith(".swift"):
                continue
            path = os.path.relpath(os.path.join(folder, name), ROOT)
            if "/Row Kinds/" in path or path in DRAWING:
                continue
            with open(os.path.join(ROOT, path), encoding="utf-8") as file:
                for number, line in enumerate(file, 1):
                    code = line.split("//", 1)[0]
                    if TEST.search(code) or (SWITCH.search(code) and not OTHER_KINDS.search(code)):
                        problems.append(f"{path}:{number}: {line.strip()}")
    if problems:
        print("a row's kind is tested outside its kind's files and the front ends' drawing:")
        print("\n".join(problems))
        print("ask the kind (FormRowKind) or a row's property instead")
        return 1
    print("row kinds: no kind tested outside its own files and the front ends' drawing")
    return 0


if __name__ == "__main__":
    sys.exit(main())
