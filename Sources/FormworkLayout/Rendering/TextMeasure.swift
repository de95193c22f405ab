/// Measures text for pictures without consulting any font on the machine:
/// the same text gives the same width on every platform.
///
/// A character (a grapheme cluster) is as wide as its first scalar's
/// advance in Liberation Sans (``TextMeasure/regularLatin``, …): Latin-1
/// and the few symbols pictures draw. An emoji counts 1.25 em; a CJK,
/// Hangul or fullwidth character 1 em; any other character 1 em, more than
/// a renderer draws it (so text placed inside a frame by this measure stays
/// inside it); a control character nothing. Marks combining with the first
/// scalar add nothing. Widths are whole font units times `size / 2048`,
/// summed in order, so every platform computes the same `Double`.
enum TextMeasure {
    /// The text's width at `size` points, as one line.
    static func width(of text: String, size: Double, bold: Bool = false) -> Double {
        var units = 0
        for character in text { units += self.units(of: character, bold: bold) }
        return Double(units) * size / unitsPerEm
    }

    /// The width of one character in font units.
    static func units(of character: Character, bold: Bool) -> Int {
        guard let first = character.unicodeScalars.first else { return 0 }
        if isEmoji(character) { return 2560 }
        let value = first.value
        if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
        if value < 0x7F { return Int((bold ? boldLatin : regularLatin)[Int(value - 0x20)]) }
        if (0xA0...0xFF).contains(value) { return Int((bold ? boldLatin : regularLatin)[Int(value - 0xA0) + 0x5F]) }
        if let index = extraScalars.firstIndex(of: value) { return Int((bold ? boldExtra : regularExtra)[index]) }
        return 2048
    }

    /// Whether a character is drawn as an emoji: it asks for emoji
    /// presentation (U+FE0F), forms a keycap (U+20E3), or its first scalar
    /// is shown as an emoji by default (flags' regional indicators included).
    static func isEmoji(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return false }
        return first.properties.isEmojiPresentation || scalars.contains { $0.value == 0xFE0F || $0.value == 0x20E3 }
    }

    /// The text if it fits in `width`, else its longest prefix of whole
    /// characters, trailing spaces dropped, followed by "…" that fits; ""
    /// when not even "…" fits.
    static func fitted(_ text: String, width: Double, size: Double, bold: Bool = false) -> String {
        // Compared in whole font units; capped so that any width converts.
        let units = size > 0 && width > 0 ? (width * unitsPerEm / size).rounded(.down) : 0
        guard units >= 1, !units.isNaN else { return "" }
        let limit = Int(min(units, 1_000_000_000))
        var used = 0
        var fitting = text.startIndex
        for index in text.indices {
            used += self.units(of: text[index], bold: bold)
            if used > limit { break }
            fitting = text.index(after: index)
        }
        if fitting == text.endIndex { return text }
        let ellipsis = self.units(of: "…", bold: bold)
        var prefix = text[..<fitting]
        var prefixUnits = prefix.reduce(0) { $0 + self.units(of: $1, bold: bold) }
        while !prefix.isEmpty, prefixUnits + ellipsis > limit || prefix.last == " " {
            prefixUnits -= self.units(of: prefix.removeLast(), bold: bold)
        }
        return prefixUnits + ellipsis <= limit ? prefix + "…" : ""
    }
}
