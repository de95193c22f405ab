#!/usr/bin/env python3
"""Checks the advance widths kept in TextMeasure+Widths.swift against the font files.

Reads every `0xCODE: WIDTH` entry of the Regular and Bold tables and compares it with
the advance fontTools reads from Liberation Sans (the glyph the font's cmap maps the
code to, `hmtx`), and checks that every code the generator covers and the font has is
in the table. Exits 1 on any difference; when fontTools or the fonts are missing,
77 with a message, checking nothing (skipped; under CI, 1).
"""
import os
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "support"))
from missing_tool import skip_check  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SWIFT = os.path.join(ROOT, "Sources", "FormworkLayout", "Text Measuring", "TextMeasure+Widths.swift")
FONTS = "/usr/share/fonts/truetype/liberation/LiberationSans-{}.ttf"
CODES = list(range(0x20, 0x7F)) + list(range(0xA0, 0x100)) + [0x2022, 0x2026, 0x2713]


def main():
    try:
        from fontTools.ttLib import TTFont
    except ImportError:
        skip_check("fontTools is not installed", "pip install fonttools")
    if not all(os.path.exists(FONTS.format(style)) for style in ("Regular", "Bold")):
        skip_check("Liberation Sans is not installed", "apt-get install fonts-liberation")
    with open(SWIFT, encoding="utf-8") as f:
        source = f.read()
    failures = []
    for style, name in (("Regular", "regularAdvances"), ("Bold", "boldAdvances")):
        body = re.search(r"static let " + name + r": \[UInt32: Int\] = \[(.*?)\n    \]", source, re.S).group(1)
        table = {int(code, 16): int(width) for code, width in re.findall(r"0x([0-9A-F]+): (\d+),", body)}
        font = TTFont(FONTS.format(style))
        cmap, metrics = font.getBestCmap(), font["hmtx"]
        expected = {code: metrics[cmap[code]][0] for code in CODES if code in cmap}
        for code in sorted(set(table) | set(expected)):
            if table.get(code) != expected.get(code):
                failures.append(f"{style} U+{code:04X}: table {table.get(code)}, font {expected.get(code)}")
    for failure in failures:
        print(failure)
    print(f"{'FAIL' if failures else 'ok'}: TextMeasure advance widths against Liberation Sans")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
