extension String {
    /// The text without leading and trailing spaces and tabs: the characters
    /// of `CharacterSet.whitespaces` (U+0009, U+0020, U+00A0, U+1680,
    /// U+2000–U+200B, U+202F, U+205F, U+3000, as CoreFoundation lists them),
    /// trimmed scalar by scalar as Foundation trims them.
    ///
    /// Foundation's `trimmingCharacters(in: .whitespaces)` goes through
    /// `NSString` on Linux, ~13,000 instructions for a short URL: it was a
    /// tenth of reading a body. Text with nothing to trim is returned as it is.
    var trimmingSpaces: String {
        let scalars = unicodeScalars
        guard let first = scalars.first, let last = scalars.last, Self.isSpace(first) || Self.isSpace(last) else {
            return self
        }
        var start = scalars.startIndex, end = scalars.endIndex
        while start < end, Self.isSpace(scalars[start]) { start = scalars.index(after: start) }
        while end > start, Self.isSpace(scalars[scalars.index(before: end)]) { end = scalars.index(before: end) }
        return String(scalars[start..<end])
    }

    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x20, 0xA0, 0x1680, 0x2000...0x200B, 0x202F, 0x205F, 0x3000: return true
        default: return false
        }
    }
}
