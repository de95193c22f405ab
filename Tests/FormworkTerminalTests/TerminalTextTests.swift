import Testing

@testable import FormworkTerminal

/// The stand-ins are Unicode's Control Pictures block (U+2400–U+2421): the
/// symbol for a C0 control is U+2400 plus its code (␀ U+2400, ␇ U+2407, ␉
/// U+2409, ␊ U+240A, ␛ U+241B, ␟ U+241F), and DEL's is ␡ U+2421.
@Suite struct TerminalTextTests {
    @Test func eachC0ControlIsShownAsItsControlPicture() {
        let controls = "\u{0}\u{7}\u{9}\u{A}\u{D}\u{1B}\u{1F}"
        #expect(TerminalText.shown(controls) == "\u{2400}\u{2407}\u{2409}\u{240A}\u{240D}\u{241B}\u{241F}")
        #expect(TerminalText.shown(Hostile.note) == Hostile.shownNote)
    }

    @Test func deleteIsShownAsItsControlPicture() {
        #expect(TerminalText.shown("a\u{7F}b") == "a\u{2421}b")
    }

    @Test func c1ControlsAreShownByTheirCodePoints() {
        #expect(TerminalText.shown("\u{80}x\u{9B}2J\u{9F}") == "<U+0080>x<U+009B>2J<U+009F>")
    }

    @Test func bidirectionalOverridesAndIsolatesAreShownByTheirCodePoints() {
        let controls = "\u{202A}\u{202B}\u{202C}\u{202D}\u{202E}\u{2066}\u{2067}\u{2068}\u{2069}"
        #expect(
            TerminalText.shown(controls)
                == "<U+202A><U+202B><U+202C><U+202D><U+202E><U+2066><U+2067><U+2068><U+2069>")
    }

    @Test func everyOtherCharacterIsKept() {
        let text = "Ada Lovelace, 李雷 😀 é e\u{301} 🇫🇷 \u{200D} ‹›… אב"
        #expect(TerminalText.shown(text) == text)
    }

    @Test func aStandInTakesTheColumnsItIsDrawnIn() {
        #expect(TerminalColumns.width(of: "\u{1B}[2J") == 4)  // ␛ [ 2 J
        #expect(TerminalColumns.width(of: "a\u{202E}b") == 10)  // a <U+202E> b
        #expect(TerminalColumns.width(of: "\r\n") == 2)  // one character, ␍␊
        #expect(TerminalColumns.width(of: "\u{9B}") == 8)
    }
}
