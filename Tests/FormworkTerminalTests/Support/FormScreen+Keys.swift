import Formwork

@testable import FormworkTerminal

extension FormScreen {
    /// Presses each key in turn.
    mutating func press(_ keys: TerminalKey...) {
        for key in keys { handle(key) }
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
