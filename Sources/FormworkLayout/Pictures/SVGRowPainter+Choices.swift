/// Switches, pickers and chips.
extension SVGRowPainter {
    /// A 51 × 31 pill at the right: green with the knob on the right when
    /// on, light grey with the knob on the left when off.
    mutating func paintSwitch(isOn: Bool) {
        paintTitle(share: 1, reserving: 51 + SVGStyle.gap)
        let n = SVGWriter.number
        let x = right - 51, y = frame.y + (band - 31) / 2
        guard x >= left, y >= frame.y, y + 31 <= frame.maxY else { return }
        out.element(
            "rect",
            [
                ("x", n(x)), ("y", n(y)), ("width", "51"), ("height", "31"), ("rx", "15.5"),
                ("fill", isOn ? SVGStyle.green : SVGStyle.switchOff),
            ])
        out.element(
            "circle",
            [
                ("cx", n(isOn ? x + 35.5 : x + 15.5)), ("cy", n(y + 15.5)), ("r", "13.5"), ("fill", SVGStyle.cell),
                ("stroke", SVGStyle.fieldStroke), ("stroke-width", "0.5"),
            ])
    }

    /// The chosen label right-aligned in grey, then a chevron.
    mutating func paintPicker() {
        let titleEnd = paintTitle()
        guard right - 7 >= titleEnd else { return }
        paintChevron(x: right - 7)
        guard let value = shownValue() else { return }
        let fill = frame.isPlaceholder ? SVGStyle.placeholder : SVGStyle.secondary
        label(
            value.text, x: right - 15, baseline: baseline, width: right - 15 - titleEnd - 12, size: 13, fill: fill, alignEnd: true
        )
    }

    /// The chosen labels as rounded chips from left to right after the
    /// title; a last "+N" chip counts those that don't fit.
    mutating func paintChips(_ labels: [String]) {
        let titleEnd = paintTitle(share: 0.35)
        guard !labels.isEmpty else {
            if let value = shownValue() {
                label(
                    value.text, x: right, baseline: baseline, width: right - titleEnd - 12, size: 13, fill: value.fill,
                    alignEnd: true)
            }
            return
        }
        var x = titleEnd + 12
        var shown = 0
        for (index, text) in labels.enumerated() {
            let rest = labels.count - index - 1
            let more = rest > 0 ? chipWidth("+\(rest)") + 6 : 0
            let width = chipWidth(text)
            if x + width + more <= right {
                paintChip(text, x: x, width: width, fill: SVGStyle.fill)
            } else if shown == 0, right - more - x >= chipWidth("…") {
                paintChip(text, x: x, width: right - more - x, fill: SVGStyle.fill)
            } else {
                break
            }
            x += min(width, right - more - x) + 6
            shown += 1
        }
        let hidden = labels.count - shown
        if hidden > 0, x + chipWidth("+\(hidden)") <= right {
            paintChip("+\(hidden)", x: x, width: chipWidth("+\(hidden)"), fill: "#d1d1d6")
        }
    }

    func chipWidth(_ text: String) -> Double { measure(text, size: SVGStyle.noteSize) + 20 }

    /// A 24-point rounded chip with its text fitted inside.
    mutating func paintChip(_ text: String, x: Double, width: Double, fill: String) {
        let n = SVGWriter.number
        let y = frame.y + (band - 24) / 2
        guard y >= frame.y, y + 24 <= frame.maxY, width > 0 else { return }
        out.element(
            "rect", [("x", n(x)), ("y", n(y)), ("width", n(width)), ("height", "24"), ("rx", "12"), ("fill", fill)])
        label(text, x: x + 10, baseline: y + 16, width: width - 20, size: SVGStyle.noteSize, fill: SVGStyle.label)
    }
}
