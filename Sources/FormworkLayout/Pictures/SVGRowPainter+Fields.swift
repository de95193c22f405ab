import Formwork

/// Text fields, text areas, numbers and dates.
extension SVGRowPainter {
    /// The title, then a field box over the rest of the line with the value
    /// or the placeholder in it; a read-only row shows the value
    /// right-aligned, without a box.
    mutating func paintField(password: Bool) {
        paintValueBox(from: valueStart(after: paintTitle()), to: right, alignEnd: false, password: password)
    }

    /// Where a field box starts: 12 after the title, and no nearer the left
    /// than a third of the inner width, so that the boxes of rows with short
    /// titles line up.
    func valueStart(after titleEnd: Double) -> Double {
        max(titleEnd + 12, left + inner / 3)
    }

    /// A field box from `start` to `end` on the title line (none when read-only), and the value in it.
    mutating func paintValueBox(from start: Double, to end: Double, alignEnd: Bool, password: Bool = false) {
        let value = shownValue(password: password)
        guard isEditable else {
            if let value {
                label(value.text, x: end, baseline: baseline, width: end - start, size: 13, fill: value.fill, alignEnd: true)
            }
            return
        }
        let height = min(30, band - 8)
        guard end - start >= 24, height >= 16 else { return }
        paintBox(x: start, y: frame.y + (band - height) / 2, width: end - start, height: height)
        guard let value else { return }
        label(
            value.text, x: alignEnd ? end - 8 : start + 8, baseline: baseline, width: end - start - 16, size: 13,
            fill: value.fill, alignEnd: alignEnd)
    }

    /// The white, rounded, outlined box a value is edited in.
    mutating func paintBox(x: Double, y: Double, width: Double, height: Double) {
        let n = SVGWriter.number
        out.element(
            "rect",
            [
                ("x", n(x)), ("y", n(y)), ("width", n(width)), ("height", n(height)), ("rx", "6"),
                ("fill", SVGStyle.cell), ("stroke", SVGStyle.fieldStroke),
            ])
    }

    /// The title line, then the value's lines wrapped in a box under it, the
    /// last cut with "…" when they don't all fit.
    mutating func paintTextArea() {
        paintTitle(share: 1)
        let top = frame.y + band - 4, bottom = controlBottom - 6
        guard bottom - top >= 22, inner >= 24 else { return }
        if isEditable { paintBox(x: left, y: top, width: inner, height: bottom - top) }
        guard let value = shownValue() else { return }
        let maxLines = Int(min((bottom - top - 4) / 18, 10_000))
        for (index, line) in TextMeasure.wrapped(value.text, width: inner - 16, size: 13, maxLines: maxLines).enumerated() {
            label(line, x: left + 8, baseline: top + 17 + 18 * Double(index), width: inner - 16, size: 13, fill: value.fill)
        }
    }

    /// The value in a box, right-aligned, and a stepper (− | +) at the right with a `step:`.
    mutating func paintNumber(hasStepper: Bool) {
        let titleEnd = paintTitle()
        var end = right
        if hasStepper, isEditable, right - 94 >= titleEnd + 12 {
            paintStepper(x: right - 94)
            end = right - 94 - SVGStyle.gap
        }
        paintValueBox(from: valueStart(after: titleEnd), to: end, alignEnd: true)
    }

    /// The value right-aligned, after a calendar glyph for a date, a clock
    /// glyph for a time, both for a date and time.
    mutating func paintDate(_ kind: FormRow.DateKind) {
        let titleEnd = paintTitle()
        var end = right
        if kind != .date, end - SVGStyle.glyph >= titleEnd {
            paintClock(x: end - 14)
            end -= SVGStyle.glyph + 6
        }
        if kind != .time, end - SVGStyle.glyph >= titleEnd {
            paintCalendar(x: end - 14)
            end -= SVGStyle.glyph + 6
        }
        guard let value = shownValue() else { return }
        label(value.text, x: end, baseline: baseline, width: end - titleEnd - 12, size: 13, fill: value.fill, alignEnd: true)
    }
}
