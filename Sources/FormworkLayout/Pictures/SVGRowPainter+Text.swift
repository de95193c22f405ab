/// Text: fitted to its width, and drawn only inside the frame.
extension SVGRowPainter {
    /// Draws `text` on one line, fitted to `width` with "…", starting at `x`
    /// (or ending there when `alignEnd`); returns whether it was drawn. A
    /// `marker` (the required "\u{00A0}*") follows in red, kept whole.
    @discardableResult
    mutating func label(
        _ text: String, x: Double, baseline: Double, width: Double, size: Double, fill: String,
        alignEnd: Bool = false, bold: Bool = false, marker: String? = nil
    ) -> Bool {
        let single = text.split(whereSeparator: \.isNewline).joined(separator: " ")
        let markerWidth = marker.map { TextMeasure.width(of: $0, size: size, bold: bold) } ?? 0
        // A width computed from a measure fits that text despite rounding.
        let available = width - markerWidth + 0.001
        guard available > 0.001, !single.isEmpty else { return false }
        let shown = TextMeasure.fitted(single, width: available, size: size, bold: bold)
        let drawn = TextMeasure.width(of: shown, size: size, bold: bold) + markerWidth
        let start = alignEnd ? x - drawn : x
        guard !shown.isEmpty, start >= frame.x, start + drawn <= frame.maxX,
            baseline - SVGStyle.ascent * size >= frame.y, baseline + SVGStyle.descent * size <= frame.maxY
        else { return false }
        var attributes: [SVGWriter.Attribute] = [("x", SVGWriter.number(x)), ("y", SVGWriter.number(baseline))]
        if size != SVGStyle.bodySize { attributes.append(("font-size", SVGWriter.number(size))) }
        if bold { attributes.append(("font-weight", "bold")) }
        if alignEnd { attributes.append(("text-anchor", "end")) }
        attributes.append(("fill", fill))
        out.text(shown, attributes, marker: marker)
        return true
    }

    /// The measured width of `text` at a size.
    func measure(_ text: String, size: Double = SVGStyle.bodySize, bold: Bool = false) -> Double {
        TextMeasure.width(of: text, size: size, bold: bold)
    }

    /// Draws the title at the left of the title line, at most `share` of
    /// the inner width, and leaving `reserved` points, when the control
    /// needs the rest, followed by the
    /// required marker and the tags of a read-only or hidden row; returns
    /// where the title and its tags end.
    @discardableResult
    mutating func paintTitle(share: Double = 0.45, reserving reserved: Double = 0) -> Double {
        let marker = state.contains(.required) ? Self.requiredMarker : nil
        let tags = (state.contains(.readOnly) ? [wording.readOnly] : []) + (state.contains(.hidden) ? [wording.hidden] : [])
        let tagWidths = tags.map { measure($0, size: SVGStyle.tagSize) + 10 }
        let tagsWidth = tagWidths.reduce(0) { $0 + $1 + 6 }
        let natural = measure(frame.title) + (marker.map { measure($0) } ?? 0)
        let titleWidth = min(natural, max(0, min(inner * share, inner - reserved) - tagsWidth))
        var end = left
        if !frame.title.isEmpty,
            label(
                frame.title, x: left, baseline: baseline, width: titleWidth, size: SVGStyle.bodySize, fill: SVGStyle.label,
                marker: marker)
        {
            end += min(titleWidth, natural)
        }
        for (tag, width) in zip(tags, tagWidths) where end + 6 + width <= right {
            paintTag(tag, x: end + 6, width: width)
            end += 6 + width
        }
        return end
    }

    /// A no-break space and a star: renderers keep a no-break space at the
    /// start of a `<tspan>`, where they would drop a plain one.
    static let requiredMarker = "\u{00A0}*"

    /// A grey rounded tag with small text, centred on the title line.
    mutating func paintTag(_ tag: String, x: Double, width: Double) {
        let n = SVGWriter.number
        let top = baseline - 5 - 8
        guard top >= frame.y, top + 16 <= frame.maxY else { return }
        out.element(
            "rect", [("x", n(x)), ("y", n(top)), ("width", n(width)), ("height", "16"), ("rx", "4"), ("fill", SVGStyle.fill)])
        label(tag, x: x + 5, baseline: top + 12, width: width - 10, size: SVGStyle.tagSize, fill: SVGStyle.note)
    }

    /// The text a value control shows: the password as dots, a placeholder
    /// in grey; `nil` when there is nothing to show.
    func shownValue(password: Bool = false) -> (text: String, fill: String)? {
        guard !frame.text.isEmpty else { return nil }
        if frame.isPlaceholder { return (frame.text, SVGStyle.placeholder) }
        if password { return (SVGRowAttributes.masked(frame.text), SVGStyle.label) }
        return (frame.text, SVGStyle.label)
    }
}
