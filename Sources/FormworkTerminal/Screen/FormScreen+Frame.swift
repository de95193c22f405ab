extension FormScreen {
    /// What the screen shows: one string per terminal line, and where the
    /// cursor stands while text is typed.
    ///
    /// ```swift
    /// let screen = try FormScreen(FormState(Profile()))
    /// print(screen.frame.text)   // the screen as a person sees it, without colours
    /// ```
    public struct Frame: Sendable, Hashable {
        /// A position on the screen, counted from zero.
        public struct Position: Sendable, Hashable {
            /// The line, from the top.
            public var line: Int
            /// The column, from the left, in character cells.
            public var column: Int
        }

        /// The lines as a person reads them, without styles or colours; as
        /// many as the screen has rows, none wider than its columns.
        public var lines: [String] { styledLines.map { line in String(line.text.reversed().drop { $0 == " " }.reversed()) } }
        /// The lines joined by newlines.
        public var text: String { lines.joined(separator: "\n") }
        /// Where the cursor stands while a row's text is edited; `nil` when
        /// nothing is typed, and the cursor is hidden.
        public var cursor: Position?

        var styledLines: [ScreenLine]

        /// The escape sequences that paint this frame over the whole screen:
        /// each line from its first column, cleared to its end, then the
        /// cursor shown where text is typed or hidden. With `colors` false
        /// only attributes are drawn (bold, dim, inverse, underline).
        func painted(colors: Bool) -> String {
            var output = "\u{1B}[?25l\u{1B}[H"
            for (index, line) in styledLines.enumerated() {
                if index > 0 { output += "\r\n" }
                for span in line.spans {
                    let codes = span.style.selectGraphicRendition(colors: colors)
                    if codes.isEmpty {
                        output += span.text
                    } else {
                        output += "\u{1B}[" + codes.map(String.init).joined(separator: ";") + "m" + span.text + "\u{1B}[0m"
                    }
                }
                output += "\u{1B}[K"
            }
            if let cursor { output += "\u{1B}[\(cursor.line + 1);\(cursor.column + 1)H\u{1B}[?25h" }
            return output
        }
    }

    /// Where filling stands after a key.
    public enum Outcome: Sendable, Hashable {
        /// The person is still filling the form.
        case filling
        /// The form was submitted and `validate()` found nothing wrong:
        /// ``FormScreen/form``'s model is the answer.
        case submitted
        /// The person cancelled the form (Ctrl-C).
        case cancelled
    }
}
