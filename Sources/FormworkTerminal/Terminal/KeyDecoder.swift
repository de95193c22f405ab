/// Turns the bytes a terminal sends into the keys a person pressed.
///
/// ```swift
/// var decoder = KeyDecoder()
/// decoder.decode(Array("Ada\r".utf8))     // [.text("Ada"), .enter]
/// decoder.decode([0x1B, 0x5B])             // []: "ESC [" waits for the rest
/// decoder.decode([0x41])                   // [.up]
/// ```
///
/// Bytes arrive in whatever pieces `read` returns, so a key's bytes may be
/// split across calls: the decoder keeps an incomplete UTF-8 character or
/// escape sequence until the rest arrives. A lone ESC is ambiguous (Escape, or
/// the start of a sequence whose rest is still in flight); while
/// ``hasPendingEscape`` is true the reader waits a moment for more bytes and,
/// if none come, calls ``flush()``, which makes it `.escape`.
///
/// What comes out is only ever a ``TerminalKey``: escape sequences the
/// decoder does not know are dropped whole, and text never holds a control
/// character (C0, DEL or C1), so nothing typed can inject a sequence into what
/// the screen paints back.
struct KeyDecoder {
    // Internal, not private, for the sequences' extension in its own file.
    /// Bytes received and not decoded yet: an incomplete escape sequence or
    /// UTF-8 character, always at the start of a key.
    var pending: [UInt8] = []
    /// The text of a bracketed paste received so far, `nil` outside a paste.
    var pasted: [UInt8]?

    /// True when the bytes held back start with ESC outside a paste: the
    /// reader should call ``flush()`` if nothing more arrives shortly.
    var hasPendingEscape: Bool { pasted == nil && pending.first == 0x1B }

    /// Decodes `bytes`, received after every byte given before, into the keys
    /// they complete.
    mutating func decode(_ bytes: some Sequence<UInt8>) -> [TerminalKey] {
        pending.append(contentsOf: bytes)
        var keys: [TerminalKey] = []
        var index = 0
        while index < pending.count {
            if pasted != nil {
                let next = takePaste(from: index, into: &keys)
                if next == index { break }
                index = next
                continue
            }
            guard let step = step(at: index) else { break }
            keys += step.keys
            index += step.length
        }
        pending.removeFirst(min(index, pending.count))
        return keys
    }

    /// Resolves what was held back for lack of more bytes: a lone ESC is
    /// `.escape`; an incomplete escape sequence is dropped. An incomplete
    /// UTF-8 character or an unfinished paste is kept.
    mutating func flush() -> [TerminalKey] {
        guard hasPendingEscape else { return [] }
        let lone = pending.count == 1
        pending.removeAll()
        return lone ? [.escape] : []
    }

    /// One decoding step at `index`: the keys it makes and how many bytes
    /// it takes, or `nil` when the bytes from `index` on are incomplete.
    private mutating func step(at index: Int) -> (keys: [TerminalKey], length: Int)? {
        let byte = pending[index]
        switch byte {
        case 0x1B:
            return escapeStep(at: index)
        case 0x20..<0x7F, 0x80...:
            var end = index
            while end < pending.count, Self.isText(pending[end]) { end += 1 }
            end = completeCharactersEnd(from: index, to: end)
            if end == index { return nil }
            let text = Self.text(pending[index..<end])
            return (text.isEmpty ? [] : [.text(text)], end - index)
        default:
            return (Self.controlKey(byte).map { [$0] } ?? [], 1)
        }
    }

    /// The key of a C0 control byte or DEL, `nil` for those no key means.
    private static func controlKey(_ byte: UInt8) -> TerminalKey? {
        switch byte {
        case 0x0D: return .enter
        case 0x09: return .tab
        case 0x08, 0x7F: return .backspace
        case 0x01...0x1A: return .control(Character(Unicode.Scalar(0x60 + byte)))
        default: return nil
        }
    }

    /// Printable ASCII and every byte of a multi-byte UTF-8 character.
    private static func isText(_ byte: UInt8) -> Bool { byte >= 0x20 && byte != 0x7F && byte != 0x1B }

    /// `end`, or less so that a UTF-8 character cut at `end` by the end of
    /// the bytes received waits for its remaining bytes.
    private func completeCharactersEnd(from start: Int, to end: Int) -> Int {
        guard end == pending.count else { return end }
        var lead = end - 1
        while lead >= start, lead > end - 4, pending[lead] & 0xC0 == 0x80 { lead -= 1 }
        guard lead >= start else { return end }
        let needed: Int
        switch pending[lead] {
        case 0xC2...0xDF: needed = 2
        case 0xE0...0xEF: needed = 3
        case 0xF0...0xF4: needed = 4
        default: needed = 1
        }
        return end - lead < needed ? lead : end
    }

    /// The text of UTF-8 `bytes`, without invalid bytes and control
    /// characters (C1 controls are sequences to some terminals).
    static func text(_ bytes: some Collection<UInt8>, keeping kept: Set<Unicode.Scalar> = []) -> String {
        var scalars = String.UnicodeScalarView()
        var iterator = bytes.makeIterator()
        var codec = Unicode.UTF8()
        decoding: while true {
            switch codec.decode(&iterator) {
            case .scalarValue(let scalar):
                if kept.contains(scalar) || !(scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)) {
                    scalars.append(scalar)
                }
            case .error: continue
            case .emptyInput: break decoding
            }
        }
        return String(scalars)
    }
}
