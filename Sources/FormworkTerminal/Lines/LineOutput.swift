import Formwork

/// What line mode prints, shown, never obeyed: every text goes through
/// `VisibleText.displayable(_:keeping:)` before ``TerminalOutput`` writes it, so a
/// value, a title, a help or a message holding ESC, a control or a
/// bidirectional override prints its stand-ins. The line break after a
/// line is line mode's own.
///
/// ```swift
/// try LineOutput(TerminalOutput(descriptor: STDOUT_FILENO)).line("Say \u{1B}[2Jhi")   // prints "Say ␛[2Jhi"
/// ```
struct LineOutput {
    let output: TerminalOutput

    init(_ output: TerminalOutput) {
        self.output = output
    }

    /// Writes `text`, shown, with no line break: a question before its answer.
    func write(_ text: String) throws {
        try output.write(VisibleText.displayable(text))
    }

    /// Writes `text`, shown, and a line break.
    func line(_ text: String = "") throws {
        try output.write(VisibleText.displayable(text) + "\n")
    }

    /// Writes each line of `text` (a help or a footer of several lines),
    /// shown, on a line of its own; a line break in a value written with
    /// ``line(_:)`` or ``write(_:)`` is shown as `␊` instead.
    func lines(_ text: String) throws {
        for part in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            try line(String(part))
        }
    }
}
