/// Small glyphs drawn with paths, 14 points or less, centred on the title
/// line: no font is needed to draw them.
extension SVGRowPainter {
    private var middle: Double { frame.y + band / 2 }

    private mutating func path(_ d: String, stroke: String, width: Double = 1.5, fill: String = "none") {
        out.element(
            "path", [("d", d), ("fill", fill), ("stroke", stroke), ("stroke-width", SVGWriter.number(width))])
    }

    private func p(_ x: Double, _ y: Double) -> String { SVGWriter.number(x) + " " + SVGWriter.number(y) }

    /// `>` 7 wide, 12 tall, from `x`.
    mutating func paintChevron(x: Double) {
        path("M\(p(x, middle - 6)) L\(p(x + 6, middle)) L\(p(x, middle + 6))", stroke: SVGStyle.secondary, width: 2)
    }

    /// A 94 × 29 stepper from `x`: − and + either side of a divider.
    mutating func paintStepper(x: Double) {
        let n = SVGWriter.number
        let top = middle - 14.5
        out.element(
            "rect", [("x", n(x)), ("y", n(top)), ("width", "94"), ("height", "29"), ("rx", "8"), ("fill", SVGStyle.switchOff)])
        path("M\(p(x + 47, top + 6)) L\(p(x + 47, top + 23))", stroke: SVGStyle.separator, width: 1)
        path("M\(p(x + 17.5, middle)) H\(n(x + 29.5))", stroke: SVGStyle.label)
        path("M\(p(x + 64.5, middle)) H\(n(x + 76.5)) M\(p(x + 70.5, middle - 6)) V\(n(middle + 6))", stroke: SVGStyle.label)
    }

    /// A calendar page, 14 × 14, from `x`.
    mutating func paintCalendar(x: Double) {
        let n = SVGWriter.number
        out.element(
            "rect",
            [
                ("x", n(x + 0.75)), ("y", n(middle - 6)), ("width", "12.5"), ("height", "12"), ("rx", "2"), ("fill", "none"),
                ("stroke", SVGStyle.blue), ("stroke-width", "1.5"),
            ])
        path(
            "M\(p(x + 1, middle - 2)) H\(n(x + 13)) M\(p(x + 4, middle - 8)) V\(n(middle - 5)) M\(p(x + 10, middle - 8)) V\(n(middle - 5))",
            stroke: SVGStyle.blue)
    }

    /// A clock face, 14 × 14, from `x`.
    mutating func paintClock(x: Double) {
        let n = SVGWriter.number
        out.element(
            "circle",
            [
                ("cx", n(x + 7)), ("cy", n(middle)), ("r", "6.25"), ("fill", "none"), ("stroke", SVGStyle.blue),
                ("stroke-width", "1.5"),
            ])
        path("M\(p(x + 7, middle - 4)) V\(n(middle)) H\(n(x + 10))", stroke: SVGStyle.blue)
    }

    /// A paperclip, 10 × 14, from `x`.
    mutating func paintPaperclip(x: Double) {
        let top = middle - 7
        path(
            "M\(p(x + 7, top + 4)) V\(SVGWriter.number(top + 11)) A 2.5 2.5 0 0 1 \(p(x + 2, top + 11)) V\(SVGWriter.number(top + 3)) "
                + "A 3.5 3.5 0 0 1 \(p(x + 9, top + 3)) V\(SVGWriter.number(top + 10))",
            stroke: SVGStyle.secondary)
    }

    /// Three short lines, 14 wide, centred on `centre`: a list entry's reorder handle.
    mutating func paintHandle(x: Double, centre: Double) {
        let n = SVGWriter.number
        path(
            "M\(p(x, centre - 4)) H\(n(x + 14)) M\(p(x, centre)) H\(n(x + 14)) M\(p(x, centre + 4)) H\(n(x + 14))",
            stroke: SVGStyle.secondary, width: 1.25)
    }

    /// A mountain under a sun, 40 × 28, centred: an image well with no image.
    mutating func paintPictureGlyph(centreX: Double, centreY: Double) {
        let n = SVGWriter.number
        let x = centreX - 20, y = centreY - 14
        out.element(
            "circle", [("cx", n(x + 30)), ("cy", n(y + 7)), ("r", "4"), ("fill", SVGStyle.placeholder)])
        path(
            "M\(p(x, y + 28)) L\(p(x + 14, y + 10)) L\(p(x + 24, y + 22)) L\(p(x + 30, y + 16)) L\(p(x + 40, y + 28)) Z",
            stroke: "none", width: 0, fill: SVGStyle.placeholder)
    }
}
