/// Draws one frame of the picture into its own ``SVGWriter``: the cell,
/// the title, the control, the notes and the state marks.
///
/// Every text goes through ``label(_:x:baseline:width:size:fill:)`` and its
/// kin, which fit it to the width given and leave it out unless its
/// measured box (ascent 0.75 em, descent 0.25 em) lies inside the frame:
/// whatever the frame's size, no text runs outside it.
///
/// A right-to-left frame is painted as its left-to-right self, and its
/// writer mirrors it about the frame's centre line: the title at the
/// right, the control at the left, the tags after the title leftwards.
struct SVGRowPainter {
    let frame: FormLayout.Frame
    /// The language's words for the tags, a list's button and an empty attachment.
    let wording: FormLayout.Wording
    var out = SVGWriter()
    /// The error lines drawn.
    var errorsDrawn = 0

    init(frame: FormLayout.Frame, wording: FormLayout.Wording = .english) {
        self.frame = frame
        self.wording = wording
        let axis = frame.x + frame.width / 2
        if wording.isRightToLeft, axis.isFinite { out.mirrorAxis = axis }
    }

    var details: FormLayout.RowDetails { frame.details }
    var state: FormLayout.RowState { frame.details.state }
    var left: Double { frame.x + SVGStyle.padding }
    var right: Double { frame.maxX - SVGStyle.padding }
    var inner: Double { right - left }
    /// The bottom of the control, above the notes.
    var controlBottom: Double { frame.maxY - SVGStyle.noteLine * Double(details.noteLines.count) }
    /// The height of the title line: 44, or the control's height when less.
    var band: Double { max(0, min(SVGStyle.band, controlBottom - frame.y)) }
    /// The baseline of the title line, centred on it.
    var baseline: Double { frame.y + band / 2 + 5 }
    /// Whether the control is drawn with a box to edit in.
    var isEditable: Bool { !state.contains(.readOnly) }

    /// Draws a row: the white cell, then its content (dimmed when
    /// disabled), then the outline of a hidden row.
    mutating func paintRow() {
        let n = SVGWriter.number
        out.element(
            "rect",
            [
                ("x", n(frame.x)), ("y", n(frame.y)), ("width", n(frame.width)), ("height", n(frame.height)),
                ("fill", SVGStyle.cell),
            ])
        guard [frame.x, frame.y, frame.width, frame.height].allSatisfy(\.isFinite) else { return }
        out.element(
            "line",
            [
                ("x1", n(left)), ("y1", n(frame.maxY - 0.25)), ("x2", n(frame.maxX)), ("y2", n(frame.maxY - 0.25)),
                ("stroke", SVGStyle.separator), ("stroke-width", "0.5"),
            ])
        let dimmed = state.contains(.disabled)
        if dimmed { out.open("g", [("opacity", "0.45")]) }
        paintControl()
        paintNotes()
        if dimmed { out.close("g") }
        if state.contains(.hidden) {
            out.element(
                "rect",
                [
                    ("x", n(frame.x + 1)), ("y", n(frame.y + 1)), ("width", n(max(0, frame.width - 2))),
                    ("height", n(max(0, frame.height - 2))), ("fill", "none"), ("stroke", SVGStyle.secondary),
                    ("stroke-width", "1"), ("stroke-dasharray", "4 3"),
                ])
        }
    }

    /// A section header: its title in grey on the page, near its bottom.
    mutating func paintHeader() {
        guard [frame.x, frame.y, frame.width, frame.height].allSatisfy(\.isFinite) else { return }
        label(frame.title, x: left, baseline: frame.maxY - 8, width: inner, size: SVGStyle.bodySize, fill: SVGStyle.note)
    }

    mutating func paintControl() {
        switch details.control {
        case .field(let kind): paintField(password: kind == .password)
        case .textArea: paintTextArea()
        case .number(let hasStepper): paintNumber(hasStepper: hasStepper)
        case .toggle(let isOn): paintSwitch(isOn: isOn)
        case .picker: paintPicker()
        case .chips(let labels): paintChips(labels)
        case .list(let entries, let canAdd): paintList(entries, canAdd: canAdd)
        case .imageWell(let fileName): paintImageWell(fileName)
        case .attachment(let fileName): paintAttachment(fileName)
        case .date(let kind): paintDate(kind)
        case .heading: paintHeading()
        }
    }

    /// Help in grey, each error in red, the footer in grey: one line each
    /// under the control.
    mutating func paintNotes() {
        var top = controlBottom
        func line(_ text: String, _ fill: String) -> Bool {
            defer { top += SVGStyle.noteLine }
            return label(text, x: left, baseline: top + 13, width: inner, size: SVGStyle.noteSize, fill: fill)
        }
        if let help = details.help, !help.isEmpty { _ = line(help, SVGStyle.note) }
        for error in details.errors where line(error, SVGStyle.red) { errorsDrawn += 1 }
        if let footer = details.footer, !footer.isEmpty { _ = line(footer, SVGStyle.note) }
    }
}
