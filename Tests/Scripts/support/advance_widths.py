#!/usr/bin/env python3
"""Prints the advance-width table of Sources/FormworkLayout/Rendering/TextMeasure+Widths.swift.

The widths are Liberation Sans Regular and Bold (SIL Open Font License),
read with fontTools from Debian's fonts-liberation:

    pip install fonttools
    python3 Tests/Scripts/support/advance_widths.py > /tmp/widths.swift

Liberation Sans has the metrics of Arial (and so, closely, of Helvetica):
a picture measured with this table is drawn at the same widths by any of
the three. Covers U+0020-U+007E, U+00A0-U+00FF and the few other characters
pictures draw (…, •, −, ›).
"""
import sys

from fontTools.ttLib import TTFont

FONTS = "/usr/share/fonts/truetype/liberation/LiberationSans-{}.ttf"
EXTRA = [0x2026, 0x2022, 0x2212, 0x203A]


def widths(style):
    font = TTFont(FONTS.format(style))
    assert font["head"].unitsPerEm == 2048, "the table assumes 2048 units per em"
    cmap, metrics = font.getBestCmap(), font["hmtx"]
    scalars = list(range(0x20, 0x7F)) + list(range(0xA0, 0x100))
    return [metrics[cmap[s]][0] for s in scalars], [metrics[cmap[s]][0] for s in EXTRA]


def swift_array(name, values):
    lines = [f"    static let {name}: [UInt16] = ["]
    for start in range(0, len(values), 16):
        lines.append("        " + ", ".join(str(v) for v in values[start:start + 16]) + ",")
    lines.append("    ]")
    return "\n".join(lines)


def main():
    out = []
    for style in ("Regular", "Bold"):
        table, extra = widths(style)
        out.append(swift_array(f"{style.lower()}Latin", table))
        out.append(swift_array(f"{style.lower()}Extra", extra))
    sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
