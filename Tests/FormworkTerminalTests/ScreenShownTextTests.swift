import Formwork
import Testing

@testable import FormworkTerminal

/// Every text the full screen shows that came from a model, a declaration
/// or a person is shown with its controls as stand-ins
/// (`VisibleText.displayable(_:keeping:)`), and the model keeps it as it was.
@Suite struct ScreenShownTextTests {
    private static let title = "Imported \u{1B}]0;PWNED\u{07}"

    private func screen() throws -> FormScreen<Imported> {
        FormScreen(try FormState(Imported()), title: Self.title, size: TerminalSize(columns: 100, rows: 60))
    }

    @Test func aValueThatSetsTheWindowsTitleAndClearsTheScreenIsShownNotObeyed() throws {
        let lines = try screen().frame.lines
        #expect(lines.contains("   Note <U+202E>  " + Hostile.shownNote))
        #expect(!lines.contains(where: holdsControls))
    }

    @Test func theTitleAHeaderAFooterAndAnItemsTitleAreShown() throws {
        let lines = try screen().frame.lines
        #expect(lines[0] == " Imported ␛]0;PWNED␇")
        #expect(lines.contains(" More ␛[31m"))
        #expect(lines.contains(" Footer <U+2066>end"))
        #expect(lines.contains(" Eve␛[2J"))
    }

    @Test func aPlaceholderAHelpAnOptionsLabelAListsItemAndAFilesNameAreShown() throws {
        let lines = try screen().frame.lines
        #expect(lines.contains(" › Name           ‹Your ␛[2Jname›"))
        #expect(lines.contains("                  Help ␛]0;PWNED␇"))
        #expect(lines.contains("   Choice         Option <U+009B>2J ▾"))
        #expect(lines.contains("   Tags           tag␇"))
        #expect(lines.contains("   Avatar         me␛[2J.png, 3 bytes, image/png"))
    }

    @Test func anOpenListOfOptionsAndAListsItemsAreShown() throws {
        var screen = try screen()
        screen.focusRow("choice")
        screen.press(.enter)
        #expect(screen.frame.lines.contains("                › ● Option <U+009B>2J"))
        screen.press(.escape)
        screen.focusRow("tags")
        screen.press(.enter)
        #expect(screen.frame.lines.contains("                › 1. tag␇"))
        #expect(!screen.frame.lines.contains(where: holdsControls))
    }

    @Test func anErrorMessageIsShown() throws {
        var screen = try screen()
        screen.press(.control("s"))
        #expect(screen.frame.lines.contains("                  ! Note ␛[2J is wrong"))
        #expect(!screen.frame.lines.contains(where: holdsControls))
    }

    @Test func textTypedOrPastedIsShownWhileTyped() throws {
        var screen = try screen()
        screen.press(.enter, .text("a\u{1B}[2Jb\u{202E}c\u{07}"))
        #expect(screen.line(titled: "Name") == " › Name           a␛[2Jb<U+202E>c␇")
        // Columns count the stand-ins: the cursor stands after the 16 columns shown.
        #expect(screen.frame.cursor?.column == 18 + 16)
        screen.press(.enter)
        #expect(screen.form.value(String.self, for: "name") == "a\u{1B}[2Jb\u{202E}c\u{07}")
    }

    @Test func thePaintedFrameHoldsNoSequenceButTheScreensOwn() throws {
        var screen = try screen()
        screen.press(.control("s"))
        for colors in [true, false] {
            let text = unpainted(screen.frame.painted(colors: colors))
            #expect(!holdsControls(text.replacingOccurrences(of: "\n", with: "")))
            #expect(text.contains(Hostile.shownNote))
        }
    }

    @Test func theFilledModelKeepsTheValuesAsTheyWere() throws {
        var screen = try screen()
        screen.focusRow("name")
        screen.press(.enter, .text("Ada"), .enter)
        screen.focusRow("note")
        screen.press(.enter, .enter)  // confirms the value as it was
        let model = try screen.form.model
        #expect(model.note == Hostile.note)
        #expect(model.tags == ["tag\u{07}"])
        #expect(model.avatar?.filename == "me\u{1B}[2J.png")
        #expect(model.people.map(\.name) == ["Eve\u{1B}[2J"])
    }
}
