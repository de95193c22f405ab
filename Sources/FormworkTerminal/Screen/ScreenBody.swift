/// The lines of the form's body, before scrolling: what each target takes
/// and where the cursor stands, so the screen can keep the focused one in view.
struct ScreenBody: Sendable {
    var lines: [ScreenLine] = []
    /// The lines of the focused target (its row, notes and open lists).
    var focusedLines: Range<Int> = 0..<0
    /// The cursor's line in the body and its column, while text is typed.
    var cursor: (line: Int, column: Int)?

    mutating func append(_ line: ScreenLine) { lines.append(line) }

    /// Appends `note` under a row, starting at `column`, in `style`, a
    /// screen line for each of its lines, wrapped at spaces to `width`.
    mutating func appendNote(_ note: String, column: Int, width: Int, style: ScreenStyle) {
        let lines = note.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        for part in lines.flatMap({ Self.wrapped(String($0), width: max(width - column, 10)) }) {
            var line = ScreenLine(String(repeating: " ", count: column))
            line.append(part, style)
            append(line)
        }
    }

    /// `text` broken at spaces into lines of at most `width` columns; a
    /// word longer than a line is cut where the line ends.
    static func wrapped(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
            let candidate = line.isEmpty ? word : line + " " + word
            if TerminalColumns.width(of: candidate) <= width {
                line = candidate
                continue
            }
            if !line.isEmpty { lines.append(line) }
            var rest = word
            while TerminalColumns.width(of: rest) > width {
                let (head, _) = TerminalColumns.prefix(of: rest, columns: width)
                guard !head.isEmpty else { break }
                lines.append(head)
                rest.removeFirst(head.count)
            }
            line = rest
        }
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        return lines
    }
}
