import Formwork
import Testing

@testable import FormworkTerminal

/// The terminal shows text through Formwork's one scheme of visible symbols
/// (`VisibleText`, whose own tests check every range): C0 controls as
/// Unicode's Control Pictures (U+2400 plus the control's code: ␛ U+241B,
/// ␇ U+2407), C1 and bidirectional controls as `<U+XXXX>`. What the terminal
/// adds is measuring: each symbol takes the columns it is drawn in.
@Suite struct TerminalTextTests {
    @Test func aFrameLineAndALineModeQuestionShowTheSameSymbols() {
        #expect(ScreenLine(Hostile.note).text == Hostile.shownNote)
        #expect(ScreenLine("abc\u{202E}def").text == "abc<U+202E>def")
        #expect(ScreenLine("5\u{200F}-3").text == "5<U+200F>-3")
    }

    @Test func aStandInTakesTheColumnsItIsDrawnIn() {
        #expect(TerminalColumns.width(of: "\u{1B}[2J") == 4)  // ␛ [ 2 J
        #expect(TerminalColumns.width(of: "a\u{202E}b") == 10)  // a <U+202E> b
        #expect(TerminalColumns.width(of: "\r\n") == 2)  // one character, ␍␊
        #expect(TerminalColumns.width(of: "\u{9B}") == 8)
        #expect(TerminalColumns.width(of: "\u{200F}") == 8)
    }
}
