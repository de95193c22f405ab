import Testing

@testable import FormworkTerminal

/// Widths as terminals draw them: Unicode's East Asian Width (UAX #11) gives
/// two cells to wide (W) and fullwidth (F) characters, emoji presentation
/// (UTS #51) two to emoji; combining marks take none of their own.
@Suite struct TerminalColumnsTests {
    @Test func asciiTakesOneColumnACharacter() {
        #expect(TerminalColumns.width(of: "Ada") == 3)
    }

    @Test func wideAndFullwidthCharactersTakeTwo() {
        #expect(TerminalColumns.width(of: "李") == 2)  // U+674E, CJK Unified Ideograph: W
        #expect(TerminalColumns.width(of: "한") == 2)  // U+D55C, Hangul syllable: W
        #expect(TerminalColumns.width(of: "Ａ") == 2)  // U+FF21, fullwidth A: F
        #expect(TerminalColumns.width(of: "ｱ") == 1)  // U+FF71, halfwidth katakana: H
    }

    @Test func emojiTakeTwoWhateverTheirScalars() {
        #expect(TerminalColumns.width(of: "😀") == 2)
        #expect(TerminalColumns.width(of: "👩‍💻") == 2)  // a ZWJ sequence is one character
        #expect(TerminalColumns.width(of: "🇫🇷") == 2)  // a flag: two regional indicators
        #expect(TerminalColumns.width(of: "❤️") == 2)  // U+2764 with VS16 asks for emoji presentation
        #expect(TerminalColumns.width(of: "❤") == 1)  // without it, text presentation
    }

    @Test func combiningMarksRideOnTheCharacterBefore() {
        #expect(TerminalColumns.width(of: "e\u{301}") == 1)
    }

    @Test func aPrefixNeverCutsAWideCharacterInTwo() {
        let (text, columns) = TerminalColumns.prefix(of: "ab李雷", columns: 5)
        #expect(text == "ab李")
        #expect(columns == 4)
    }
}
