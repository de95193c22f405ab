extension String {
    /// The text without leading and trailing spaces and tabs: the characters
    /// of `CharacterSet.whitespaces` (U+0009, U+0020, U+00A0, U+1680,
    /// U+2000–U+200B, U+202F, U+205F, U+3000, as CoreFoundation lists them),
    /// trimmed scalar by scalar as Foundation trims them.
    ///
    /// Foundation's `trimmingCharacters(in: .whitespaces)` goes through
    /// `NSString` on Linux, a bridge every value of a body would pay for.
    /// Text with nothing to trim is returned as it is.
    var trimmingSpaces: String { trimming(Self.isSpace) }

    /// The text without leading and trailing spaces, tabs and line breaks:
    /// the characters of `CharacterSet.whitespacesAndNewlines`, which adds
    /// U+000A–U+000D, U+0085, U+2028 and U+2029 to ``trimmingSpaces``'s.
    ///
    /// What a person types is trimmed of these before it is read, on every
    /// edit, so it must not go through Foundation's `NSString` bridge either.
    var trimmingSpacesAndNewlines: String { trimming { Self.isSpace($0) || Self.isNewline($0) } }

    /// The text without the leading and trailing scalars `isTrimmed` accepts.
    private func trimming(_ isTrimmed: (Unicode.Scalar) -> Bool) -> String {
        // Text that starts and ends with a visible ASCII character, most of
        // what is typed, has nothing to trim: told from two bytes, without
        // decoding the first and last scalars.
        let visibleEnds = utf8.withContiguousStorageIfAvailable { bytes in
            guard let first = bytes.first, let last = bytes.last else { return false }
            return (0x21...0x7E).contains(first) && (0x21...0x7E).contains(last)
        }
        if visibleEnds == true { return self }
        let scalars = unicodeScalars
        guard let first = scalars.first, let last = scalars.last, isTrimmed(first) || isTrimmed(last) else {
            return self
        }
        var start = scalars.startIndex, end = scalars.endIndex
        while start < end, isTrimmed(scalars[start]) { start = scalars.index(after: start) }
        while end > start, isTrimmed(scalars[scalars.index(before: end)]) { end = scalars.index(before: end) }
        return String(scalars[start..<end])
    }

    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x20, 0xA0, 0x1680, 0x2000...0x200B, 0x202F, 0x205F, 0x3000: return true
        default: return false
        }
    }

    /// Whether every character is whitespace, as
    /// `allSatisfy(\.isWhitespace)` answers: `true` for empty text.
    ///
    /// `Character.isWhitespace` breaks the text into characters and looks
    /// up each one's Unicode properties, work a required row would do on
    /// every check. Text whose bytes are ASCII is answered byte by byte: an
    /// ASCII character is its own grapheme unless it is CR before LF, and
    /// both are whitespace. Other text goes through `isWhitespace`.
    var isBlank: Bool {
        // Text starting with a visible ASCII character, most of what is
        // checked, is told from its first byte.
        if let first = utf8.first, (0x21...0x7E).contains(first) { return false }
        for byte in utf8 {
            switch byte {
            case 0x09...0x0D, 0x20: continue
            case 0x80...: return allSatisfy(\.isWhitespace)
            default: return false
            }
        }
        return true
    }

    /// The number of characters, as `count` answers. Text whose bytes are
    /// ASCII is counted from its bytes: each is one character but CR before
    /// LF, which is one with it. `count` breaks any text into graphemes,
    /// which a length rule would otherwise do on every check.
    var characterCount: Int {
        let counted = utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            var joined = 0
            var previous: UInt8 = 0
            for byte in bytes {
                if byte >= 0x80 { return nil }
                if byte == 0x0A && previous == 0x0D { joined += 1 }
                previous = byte
            }
            return bytes.count - joined
        }
        return (counted ?? nil) ?? count
    }

    private static func isNewline(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: return true
        default: return false
        }
    }
}

extension Substring {
    /// The text without leading and trailing spaces and tabs, as
    /// `String.trimmingSpaces` trims them.
    var trimmingSpaces: String { String(self).trimmingSpaces }
}
