import Formwork
import Testing

@testable import FormworkTerminal

extension FormScreen {
    /// Presses each key in turn, and checks after each that the rows the
    /// screen keeps by applying each edit's `FormChange` are the form's
    /// visible rows read afresh.
    mutating func press(_ keys: TerminalKey..., sourceLocation: SourceLocation = #_sourceLocation) {
        for key in keys {
            handle(key)
            expectRowsInStep(sourceLocation: sourceLocation)
        }
    }

    /// Checks that the rows kept from each `FormChange` are the form's visible rows read afresh.
    func expectRowsInStep(sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(
            shown == ScreenRows(form.sections), "a FormChange left the rows shown out of step", sourceLocation: sourceLocation)
    }

    /// Moves focus to the row `key` with the arrow keys, as a person would:
    /// down from where focus stands, or from the top when the row is above it.
    mutating func focusRow(_ key: String) {
        for _ in 0..<200 where focusedKey != key && focus != .submit { handle(.down) }
        guard focusedKey != key else { return }
        handle(.home)
        for _ in 0..<200 where focusedKey != key && focus != .submit { handle(.down) }
    }

    /// The frame's line that shows the row titled `title`, trimmed.
    func line(titled title: String) -> String? {
        frame.lines.first { $0.dropFirst(3).hasPrefix(title) }
    }
}
