extension KeyDecoder {
    /// The marker a terminal sends after pasted text in bracketed paste mode.
    private static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)
    /// The longest escape sequence waited for; longer ones are dropped.
    private static let longestSequence = 32

    /// The step for the ESC at `index`: a sequence (CSI `ESC [` or SS3
    /// `ESC O`), Alt+Enter, or Escape followed by an ordinary key.
    mutating func escapeStep(at index: Int) -> (keys: [TerminalKey], length: Int)? {
        guard index + 1 < pending.count else { return nil }
        switch pending[index + 1] {
        case 0x5B: return controlSequenceStep(at: index)
        case 0x4F:
            guard index + 2 < pending.count else { return nil }
            return (Self.singleShiftKey(pending[index + 2]).map { [$0] } ?? [], 3)
        case 0x0D: return ([.control("j")], 2)
        default: return ([.escape], 1)
        }
    }

    /// A CSI sequence: `ESC [`, parameter bytes (0x30–0x3F), intermediate
    /// bytes (0x20–0x2F), then one final byte (0x40–0x7E). A sequence broken by
    /// any other byte is dropped up to that byte, which is decoded anew.
    private mutating func controlSequenceStep(at index: Int) -> (keys: [TerminalKey], length: Int)? {
        var end = index + 2
        while end < pending.count, (0x30...0x3F).contains(pending[end]) { end += 1 }
        let parameters = String(decoding: pending[(index + 2)..<end], as: UTF8.self)
        while end < pending.count, (0x20...0x2F).contains(pending[end]) { end += 1 }
        guard end < pending.count else {
            return end - index > Self.longestSequence ? ([], end - index) : nil
        }
        let final = pending[end]
        guard (0x40...0x7E).contains(final) else { return ([], end - index) }
        let intermediates = end - index - 2 - parameters.utf8.count
        if intermediates == 0, final == 0x7E, parameters == "200" {
            pasted = []
        } else if intermediates == 0, let key = Self.controlSequenceKey(parameters, final) {
            return ([key], end + 1 - index)
        }
        return ([], end + 1 - index)
    }

    /// The key of a CSI sequence with `parameters` and `final` byte, `nil`
    /// for sequences no key means here.
    private static func controlSequenceKey(_ parameters: String, _ final: UInt8) -> TerminalKey? {
        switch (parameters, Unicode.Scalar(final)) {
        case ("", "A"), ("1", "A"): return .up
        case ("", "B"), ("1", "B"): return .down
        case ("", "C"), ("1", "C"): return .right
        case ("", "D"), ("1", "D"): return .left
        case ("1;2", "A"): return .shiftUp
        case ("1;2", "B"): return .shiftDown
        case ("", "H"), ("1", "H"), ("1", "~"), ("7", "~"): return .home
        case ("", "F"), ("1", "F"), ("4", "~"), ("8", "~"): return .end
        case ("3", "~"): return .delete
        case ("5", "~"): return .pageUp
        case ("6", "~"): return .pageDown
        case ("", "Z"): return .backTab
        default: return nil
        }
    }

    /// The key of the SS3 sequence `ESC O` and `final`, sent by terminals in
    /// application cursor mode.
    private static func singleShiftKey(_ final: UInt8) -> TerminalKey? {
        switch Unicode.Scalar(final) {
        case "A": return .up
        case "B": return .down
        case "C": return .right
        case "D": return .left
        case "H": return .home
        case "F": return .end
        default: return nil
        }
    }

    /// Takes pasted bytes from `index` on and returns where decoding goes on:
    /// after the end marker, which makes the whole paste one `.text` (line
    /// breaks and tabs kept), or at a tail that may begin the marker (then
    /// `index` itself when nothing else was taken, and decoding waits).
    mutating func takePaste(from index: Int, into keys: inout [TerminalKey]) -> Int {
        var scan = index
        while scan < pending.count {
            let rest = pending[scan...]
            if rest.starts(with: Self.pasteEnd) {
                pasted?.append(contentsOf: pending[index..<scan])
                let text = Self.text(pasted ?? [], keeping: ["\n", "\r", "\t"])
                if !text.isEmpty { keys.append(.text(text)) }
                pasted = nil
                return scan + Self.pasteEnd.count
            }
            if Self.pasteEnd.starts(with: rest) { break }
            scan += 1
        }
        pasted?.append(contentsOf: pending[index..<scan])
        return scan
    }
}
