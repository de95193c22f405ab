import Formwork
import Testing

@testable import FormworkTerminal

/// SGR parameters are those of ECMA-48 (8.3.117): 1 bold, 2 faint, 4
/// underline, 7 negative image, 31 red, 36 cyan, 0 reset; CSI K (EL) erases
/// to the end of the line, CSI H (CUP) moves the cursor, and DEC private
/// mode 25 shows or hides it.
@Suite struct FramePaintingTests {
    @Test func withColoursErrorsAreRedAndHeadersCyan() throws {
        var screen = FormScreen(try FormState(Team()))
        screen.press(.control("s"), .down, .enter)
        let painted = screen.frame.painted(colors: true)
        #expect(painted.hasPrefix("\u{1B}[?25l\u{1B}[H\u{1B}[1m Team\u{1B}[0m\u{1B}[K\r\n"))
        #expect(painted.contains("\u{1B}[1;36m Members\u{1B}[0m"))
    }

    @Test func withoutColoursOnlyAttributesAreDrawn() throws {
        var screen = FormScreen(try FormState(Subscription()))
        screen.press(.control("s"))
        let painted = screen.frame.painted(colors: false)
        #expect(painted.contains("\u{1B}[7m"))  // the focused row, inverted
        for colour in ["31", "32", "36"] {
            #expect(!painted.contains("\u{1B}[\(colour)m") && !painted.contains(";\(colour)m"))
        }
        #expect(painted.contains("! Name is required"))
    }

    @Test func theCursorIsShownWhereTextIsTypedAndHiddenOtherwise() throws {
        var screen = FormScreen(try FormState(Subscription()))
        #expect(!screen.frame.painted(colors: false).contains("\u{1B}[?25h"))
        screen.press(.enter, .text("李"))
        // Line 3 and column 17 from zero are row 4, column 18 from one: the value column (15) plus 李's two cells.
        #expect(screen.frame.painted(colors: false).hasSuffix("\u{1B}[4;18H\u{1B}[?25h"))
    }

    @Test func everyLineIsPaintedFromItsStartAndClearedToItsEnd() throws {
        let screen = FormScreen(try FormState(Subscription()), size: TerminalSize(columns: 40, rows: 10))
        let painted = screen.frame.painted(colors: true)
        #expect(painted.components(separatedBy: "\r\n").count == 10)
        #expect(painted.components(separatedBy: "\u{1B}[K").count == 11)
    }

    @Test func aPlaceholderIsDimmedAndMarkedSoItNeverReadsAsAValue() throws {
        let screen = FormScreen(try FormState(Holiday()))
        #expect(screen.line(titled: "Destination") == " › Destination *  ‹City›")
        #expect(screen.line(titled: "Country") == "   Country        ‹CN›")
        #expect(screen.frame.painted(colors: false).contains("\u{1B}[2m‹CN›\u{1B}[0m"))
    }
}
