import Formwork

/// How many terminal columns text takes, by grapheme cluster: East Asian
/// wide and fullwidth characters and emoji take two, combining marks and
/// other zero-width scalars ride on the character before them, and every
/// other character takes one. This is what terminals do (the `wcwidth`
/// rules of Unicode's East Asian Width property and emoji presentation),
/// so the cursor lands where the terminal draws it.
///
/// A character the terminal would obey rather than draw (a control, a
/// bidirectional override) takes the columns of its stand-in
/// (`VisibleText.displayable(_:keeping:)`), which is what the screen draws instead.
enum TerminalColumns {
    /// The columns `text` takes.
    static func width(of text: some StringProtocol) -> Int {
        text.reduce(0) { $0 + width(of: $1) }
    }

    /// The columns one character (grapheme cluster) takes: 0, 1 or 2.
    static func width(of character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        // A control is a character of its own (or CR LF), and each scalar of
        // its stand-in, a control picture or ASCII, takes one column.
        if scalars.contains(where: { VisibleText.isReplaced($0) }) {
            return scalars.reduce(0) { $0 + (VisibleText.symbol(for: $1)?.unicodeScalars.count ?? 1) }
        }
        // A variation selector 16 asks for emoji presentation; a flag or a
        // keycap sequence is drawn as one emoji.
        if scalars.contains(where: { $0.value == 0xFE0F }) && scalars.count > 1 { return 2 }
        if isWide(first) || first.properties.isEmojiPresentation { return 2 }
        if (0x1F1E6...0x1F1FF).contains(first.value) { return 2 }
        return 1
    }

    /// The longest prefix of `text` that fits in `columns`, and its width.
    static func prefix(of text: String, columns: Int) -> (text: String, columns: Int) {
        var used = 0
        var end = text.startIndex
        for index in text.indices {
            let width = width(of: text[index])
            if used + width > columns { break }
            used += width
            end = text.index(after: index)
        }
        return (String(text[..<end]), used)
    }

    /// `text` as it fits in `columns`: whole, or cut with "…" in its last column.
    static func fitted(_ text: String, columns: Int) -> String {
        guard width(of: text) > columns else { return text }
        return prefix(of: text, columns: columns - 1).text + "…"
    }

    /// Wide and fullwidth blocks of Unicode's East Asian Width property
    /// (W and F): Hangul Jamo, CJK symbols to Yi, Hangul syllables, CJK
    /// compatibility ideographs, vertical and small forms, fullwidth forms,
    /// and the supplementary ideographic planes.
    private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF,
            0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3,
            0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
            0x1B000...0x1B2FF, 0x1F200...0x1F2FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
