/// Lists, image wells, attachments and headings.
extension SVGRowPainter {
    /// The title line with a blue "+ Add" at the right when entries can be
    /// added, then each entry as an indented 44-point sub-row with a
    /// reorder handle; entries that don't fit in the frame are left out.
    mutating func paintList(_ entries: [String], canAdd: Bool) {
        let adds = canAdd && !state.contains(.readOnly)
        let titleEnd = paintTitle(share: 1, reserving: adds ? measure(wording.add) + 12 : 0)
        if adds {
            label(
                wording.add, x: right, baseline: baseline, width: right - titleEnd - 12, size: 13, fill: SVGStyle.blue,
                alignEnd: true
            )
        }
        let n = SVGWriter.number
        let indent = left + 16
        for (index, entry) in entries.enumerated() {
            let top = frame.y + SVGStyle.band * Double(index + 1)
            guard top + SVGStyle.band <= controlBottom else { break }
            out.element(
                "line",
                [
                    ("x1", n(indent)), ("y1", n(top)), ("x2", n(frame.maxX)), ("y2", n(top)),
                    ("stroke", SVGStyle.separator), ("stroke-width", "0.5"),
                ])
            paintHandle(x: right - 14, centre: top + 22)
            label(entry, x: indent, baseline: top + 27, width: right - 22 - indent, size: 13, fill: SVGStyle.label)
        }
    }

    /// The title line, then a rounded well with the file's name, or a
    /// mountain-and-sun glyph when there is no image.
    mutating func paintImageWell(_ fileName: String?) {
        paintTitle(share: 1)
        let n = SVGWriter.number
        let top = frame.y + band, bottom = controlBottom - 8
        guard bottom - top >= 40, inner >= 48 else { return }
        out.element(
            "rect",
            [
                ("x", n(left)), ("y", n(top)), ("width", n(inner)), ("height", n(bottom - top)), ("rx", "10"),
                ("fill", SVGStyle.page), ("stroke", SVGStyle.fieldStroke),
            ])
        let centreY = (top + bottom) / 2
        guard let fileName, !fileName.isEmpty else {
            paintPictureGlyph(centreX: left + inner / 2, centreY: centreY)
            return
        }
        let shown = TextMeasure.fitted(fileName, width: inner - 24, size: 13, bold: false)
        label(
            shown, x: left + (inner - measure(shown)) / 2, baseline: centreY + 5, width: inner - 24, size: 13,
            fill: SVGStyle.label)
    }

    /// A paperclip before the file's name, right-aligned, or "No file" in grey.
    mutating func paintAttachment(_ fileName: String?) {
        let titleEnd = paintTitle()
        let text = fileName.flatMap { $0.isEmpty ? nil : $0 } ?? wording.noFile
        let fill = fileName?.isEmpty == false ? SVGStyle.label : SVGStyle.placeholder
        let width = right - titleEnd - 12 - SVGStyle.glyph
        guard width > 0 else { return }
        let shown = TextMeasure.fitted(text, width: width, size: 13, bold: false)
        if label(shown, x: right, baseline: baseline, width: width, size: 13, fill: fill, alignEnd: true) {
            paintPaperclip(x: right - measure(shown) - SVGStyle.glyph)
        }
    }

    /// The title in bold 17.
    mutating func paintHeading() {
        label(
            frame.title, x: left, baseline: frame.y + band / 2 + 6, width: inner, size: SVGStyle.headingSize,
            fill: SVGStyle.label, bold: true, marker: state.contains(.required) ? Self.requiredMarker : nil)
    }
}
