import Formwork

/// The `.svg` rendering, the picture: each row drawn as its control at its
/// solved frame, after an iOS grouped form, with only `rect`, `circle`,
/// `line`, `path` and `text`.
///
/// The page is light grey (#f2f2f7); a section header is its title in grey
/// on the page; a row is a white cell with a hairline under it, its title
/// on the left of a 44-point title line (baseline 27 below the top, 16 in
/// from the edges), a red "*" after the title of a required row (after a no-break space):
///
/// - a text field: the value, or the placeholder in grey (#aaaaaa), in a
///   field box on the right; a password as up to 12 dots, never its text;
/// - a text area: the title line, then the value wrapped in a box under
///   it, the last line cut with "…" when it doesn't all fit;
/// - a number: the value right-aligned in a box, with a − | + stepper when
///   the row has a `step:`;
/// - a switch: a 51 × 31 pill, green with the knob right when on, grey with
///   the knob left when off;
/// - a picker: the chosen label and a chevron; chips: the chosen labels
///   from left to right, and "+N" for those that don't fit;
/// - a list: "+ Add" in blue when entries can be added, and each entry an
///   indented 44-point sub-row with a reorder handle;
/// - an image well under the title line, with the file's name or a
///   mountain-and-sun glyph; an attachment: a paperclip and the file's
///   name, or "No file" in grey;
/// - a date with a calendar glyph, a time with a clock, a date and time
///   with both; a title row: its title in bold 17.
///
/// Help (grey), each error (red #d70015) and the section's footer (grey)
/// follow, one 18-point line each at size 12, under the control. A disabled
/// row's content is in a `<g opacity="0.45">`; a read-only row has a
/// "Read-only" tag and no boxes; a hidden row (laid out only with
/// `showingHiddenRows`) a "Hidden" tag and a dashed outline.
///
/// The root says the language: `lang` is the wording's tag (`lang="en"`,
/// `lang="zh-Hans"`); a right-to-left language gives each text `direction="rtl"`.
/// Its frames are mirrored already (``FormLayout/mirrored()``), and each
/// row is drawn mirrored too: the title at the right, its required marker
/// and tags to its left, the control at the left, a switch's knob on the
/// left when on, a chevron pointing left. With `direction="rtl"` a text's
/// `text-anchor` `start` is its right end, so text runs leftwards from the
/// padding. The tags, a list's "+ Add" and an empty attachment's "No file"
/// are the wording's (``FormLayout/Wording``).
///
/// Each frame is one `<g>`, a direct child of the root, whose attributes
/// say what it shows (see ``SVGRowAttributes``). Every text is fitted to
/// its place by ``TextMeasure`` and lies inside its frame by that measure.
/// Numbers are written by ``PointsText``; text is XML-escaped; the output
/// depends on nothing but the layout. Ambiguities are noted in a comment.
///
/// Each frame is drawn as its ``FormLayout/Frame/displayable`` copy: a
/// control character is its Control Picture (`␛`), and a C1 control or a
/// bidirectional formatting character its code point (`<U+202E>`), so
/// `"\u{202E}gnp.exe"` reads `<U+202E>gnp.exe`, not "exe.png". Line breaks
/// stay line breaks: a text area wraps at them, a one-line label shows a
/// space. The texts and `data-value` hold the symbols, and are measured
/// with them.
enum SVGLayoutRenderer {
    static func render(_ layout: FormLayout) -> String {
        let width = SVGWriter.number(layout.contentSize.width), height = SVGWriter.number(layout.contentSize.height)
        let language = SVGWriter.attributes([("lang", layout.wording.language.tag)])
        var lines = [
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\" "
                + "font-family=\"\(SVGStyle.fontFamily)\" font-size=\"13\"\(language) data-size-class=\"\(layout.sizeClass.rawValue)\">",
            "  <rect x=\"0\" y=\"0\" width=\"\(width)\" height=\"\(height)\" fill=\"\(SVGStyle.page)\"/>",
        ]
        if layout.isAmbiguous {
            let names = VisibleText.displayable(layout.ambiguities.joined(separator: ", "))
            lines.append("  <!-- ambiguous: \(MarkupEscaping.xmlText(names)) -->")
        }
        for frame in layout.frames { lines += group(frame, wording: layout.wording) }
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// One frame's `<g>` and what it draws.
    static func group(_ frame: FormLayout.Frame, wording: FormLayout.Wording = .english) -> [String] {
        let frame = frame.displayable
        var painter = SVGRowPainter(frame: frame, wording: wording)
        if frame.role == .header { painter.paintHeader() } else { painter.paintRow() }
        let attributes = SVGRowAttributes(frame: frame, errorsDrawn: painter.errorsDrawn).attributes
        return ["  <g" + SVGWriter.attributes(attributes) + ">"] + painter.out.lines + ["  </g>"]
    }
}
