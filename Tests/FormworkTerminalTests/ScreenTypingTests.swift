import Formwork
import Testing

@testable import FormworkTerminal

@Suite struct ScreenTypingTests {
    @Test func enterEditsTypesAndConfirms() throws {
        var screen = FormScreen(try FormState(Subscription()))
        screen.press(.enter, .text("Ada"), .enter)
        #expect(screen.form.value(String.self, for: "name") == "Ada")
        #expect(screen.mode == .browsing)
        #expect(screen.line(titled: "Name") == " › Name *      Ada")
    }

    @Test func escapeLeavesTheValueAsItWas() throws {
        var screen = FormScreen(try FormState(Subscription()))
        screen.press(.enter, .text("Ada"), .enter, .enter, .text(" Lovelace"), .escape)
        #expect(screen.form.value(String.self, for: "name") == "Ada")
    }

    @Test func theCursorMovesAndDeletesByCharacterAsAPersonSeesThem() throws {
        var screen = FormScreen(try FormState(Subscription()))
        // A family emoji (one character of five scalars), é as e and a combining accent, and a flag.
        screen.press(.enter, .text("a👨‍👩‍👧b"), .text("e\u{301}"), .text("🇫🇷"))
        screen.press(.left, .left, .backspace)  // deletes "b"
        screen.press(.home, .right, .delete)  // deletes the family
        screen.press(.end, .backspace, .enter)  // deletes the flag
        #expect(screen.form.value(String.self, for: "name") == "ae\u{301}")
    }

    @Test func wideCharactersPutTheCursorTwoColumnsOnEach() throws {
        var screen = FormScreen(try FormState(Subscription()))
        screen.press(.enter, .text("李雷😀x"))
        let frame = screen.frame
        // The value column starts at 3 + 12 ("Newsletter" + 2); 李, 雷 and 😀 take two columns each, x one.
        #expect(frame.cursor == FormScreen<Subscription>.Frame.Position(line: 3, column: 15 + 7))
        screen.press(.left, .left)
        #expect(screen.frame.cursor?.column == 15 + 4)
        #expect(frame.lines[3] == " › Name *      李雷😀x")
    }

    @Test func typedTextLongerThanTheFieldScrollsToKeepTheCursorInView() throws {
        var screen = FormScreen(try FormState(Subscription()), size: TerminalSize(columns: 30, rows: 12))
        screen.press(.enter, .text(String(repeating: "abcdefghij", count: 3)))
        let frame = screen.frame
        let cursor = try #require(frame.cursor)
        #expect(cursor.column < 30)
        #expect(frame.lines[cursor.line].hasSuffix("hij"))
    }

    @Test func aPasswordIsMaskedWhileTypedAndAfter() throws {
        var screen = FormScreen(try FormState(Subscription()))
        screen.focusRow("password")
        screen.press(.enter, .text("s3cr€t"))
        #expect(screen.line(titled: "Password") == " › Password    ••••••")
        screen.press(.enter)
        #expect(screen.form.value(String.self, for: "password") == "s3cr€t")
        #expect(screen.line(titled: "Password") == " › Password    ••••••")
        #expect(!screen.frame.text.contains("s3cr€t"))
    }

    @Test func longTextTakesSeveralLinesWithControlJ() throws {
        var screen = FormScreen(try FormState(Subscription()))
        screen.focusRow("about")
        screen.press(.enter, .text("First"), .control("j"), .text("Second"), .up, .end, .text("!"), .enter)
        #expect(screen.form.value(String.self, for: "about") == "First!\nSecond")
        let lines = screen.frame.lines
        let about = try #require(lines.firstIndex { $0.hasPrefix(" › About") })
        #expect(lines[about] == " › About       First!")
        #expect(lines[about + 1] == "               Second")
    }

    @Test func longTextShowsThreeLinesTheThirdEndingInOneEllipsis() throws {
        var form = try FormState(Subscription())
        // The value column is 80 - 15 - 1 = 64 columns wide; the third line fills it.
        try form.setText("one\ntwo\n" + String(repeating: "x", count: 64) + "\nfour", for: "about")
        let lines = FormScreen(form).frame.lines
        let about = try #require(lines.firstIndex { $0.hasPrefix("   About") })
        #expect(lines[about] == "   About       one")
        #expect(lines[about + 1] == "               two")
        #expect(lines[about + 2] == "               " + String(repeating: "x", count: 63) + "…")
    }

    @Test func aRefusedNumberShowsItsMessageAndKeepsTheTypedText() throws {
        var screen = FormScreen(try FormState(Subscription()))
        screen.focusRow("age")
        // Editing starts from the value ("0"); Ctrl-U clears it.
        screen.press(.enter, .control("u"), .text("forty"), .enter)
        // Still typing: the text stays in the field and the form's message is under it.
        guard case .typing(_, let buffer) = screen.mode else {
            Issue.record("a refused answer ends typing")
            return
        }
        #expect(buffer.text == "forty")
        #expect(screen.frame.lines.contains("               ! Age must be a whole number"))
        #expect(screen.form.value(Int.self, for: "age") == 0)
        screen.press(.control("u"), .text("200"), .enter)
        #expect(screen.frame.lines.contains("               ! Age must be between 0 and 150"))
        screen.press(.control("u"), .text("42"), .enter)
        #expect(screen.form.value(Int.self, for: "age") == 42)
        #expect(!screen.frame.text.contains("!"))
    }

    @Test func typingShowsWhatTheRowExpects() throws {
        var screen = FormScreen(try FormState(Subscription()))
        screen.focusRow("birthday")
        screen.press(.enter)
        #expect(screen.frame.lines.contains("               YYYY-MM-DD, like 2026-11-21"))
        screen.press(.text("21/11/2026"), .enter)
        #expect(screen.frame.lines.contains("               ! Birthday must be a date like 2026-11-21"))
        screen.press(.control("u"), .text("2026-11-21"), .tab)
        #expect(screen.form.row("birthday")?.displayText == "2026-11-21")
        #expect(screen.focusedKey == "avatar")
    }

    @Test func controlAAndControlEMoveToTheEndsOfTheLine() throws {
        var screen = FormScreen(try FormState(Subscription()))
        screen.press(.enter, .text("da"), .control("a"), .text("A"), .control("e"), .text("!"), .enter)
        #expect(screen.form.value(String.self, for: "name") == "Ada!")
    }

    @Test func escapeAfterARefusedPathForgetsIt() throws {
        var screen = FormScreen(try FormState(Subscription()))
        screen.press(.enter, .text("Ada"), .enter)
        screen.focusRow("avatar")
        screen.press(.enter, .text("/no/such/file.png"), .enter)
        #expect(screen.frame.lines.contains("               ! No file at '/no/such/file.png'"))
        screen.press(.escape)
        #expect(screen.line(titled: "Avatar") == " › Avatar      No image")
        #expect(!screen.frame.text.contains("/no/such/file.png"))
        #expect(screen.handle(.control("s")) == .submitted)
    }

    @Test func aRefusedAnswerOfARowThatDisappearsNoLongerHoldsTheFormBack() throws {
        var form = try FormState(Gift())
        #expect(throws: FormInputError.self) { try form.setText("many", for: "wraps") }
        var screen = FormScreen(form)
        #expect(screen.handle(.control("s")) == .filling)
        #expect(screen.focusedKey == "wraps")
        screen.press(.up, .enter)
        #expect(screen.line(titled: "Wraps") == nil)
        #expect(screen.handle(.control("s")) == .submitted)
    }

    @Test func escapeAfterARefusedAnswerShowsTheKeptValueAgain() throws {
        var screen = FormScreen(try FormState(Holiday()))
        screen.focusRow("nights")
        screen.press(.enter, .text("x"), .enter)
        #expect(screen.frame.lines.contains("                  ! Nights must be a whole number"))
        #expect(screen.frame.lines.last?.contains("Esc cancel") == true)
        screen.press(.escape)
        #expect(screen.line(titled: "Nights") == " › Nights         3")
        #expect(!screen.frame.text.contains("!"))
        #expect(screen.form.value(Int.self, for: "nights") == 3)
        #expect(screen.form.row("nights")?.inputError == nil)
        // Editing again starts from the kept value.
        screen.press(.enter)
        guard case .typing(_, let buffer) = screen.mode else {
            Issue.record("Enter does not edit the row")
            return
        }
        #expect(buffer.text == "3")
    }

    @Test func typingReplacesTheValueShown() throws {
        var screen = FormScreen(try FormState(Subscription()))
        screen.focusRow("age")
        screen.press(.enter, .text("forty"))
        guard case .typing(_, let buffer) = screen.mode else {
            Issue.record("Enter does not edit the row")
            return
        }
        #expect(buffer.text == "forty")
        screen.press(.control("u"), .text("4"), .text("2"), .enter)
        #expect(screen.form.value(Int.self, for: "age") == 42)
    }

    @Test func anArrowOrHomeOrEndKeepsTheValueShownForEditing() throws {
        var screen = FormScreen(try FormState(Subscription()))
        screen.press(.enter, .text("Ada"), .enter)
        screen.press(.enter, .right, .text("!"), .enter)
        #expect(screen.form.value(String.self, for: "name") == "Ada!")
        screen.press(.enter, .left, .text("¡"), .enter)
        #expect(screen.form.value(String.self, for: "name") == "¡Ada!")
        screen.press(.enter, .end, .backspace, .home, .delete, .enter)
        #expect(screen.form.value(String.self, for: "name") == "Ada")
    }

    @Test func backspaceOnTheValueShownClearsIt() throws {
        var screen = FormScreen(try FormState(Subscription()))
        screen.press(.enter, .text("Ada"), .enter)
        screen.press(.enter, .backspace, .text("Bo"), .enter)
        #expect(screen.form.value(String.self, for: "name") == "Bo")
    }

    @Test func theValueShownIsDrawnSelectedAndTheKeysSaySo() throws {
        var screen = FormScreen(try FormState(Subscription()))
        screen.press(.enter, .text("Ada"), .enter, .enter)
        // SGR 4 underline and 7 negative image (ECMA-48 8.3.117), drawn with or without colours.
        #expect(screen.frame.painted(colors: false).contains("\u{1B}[4;7mAda\u{1B}[0m"))
        #expect(screen.frame.lines.last == " Enter confirm · Esc cancel · typing replaces · ←→ edit")
        screen.press(.end)
        #expect(screen.frame.painted(colors: false).contains("\u{1B}[4mAda\u{1B}[0m"))
        #expect(screen.frame.lines.last == " Enter confirm · Esc cancel · ←→ move")
    }

    @Test func aPastedLineBreakIsDroppedFromASingleLineFieldAndKeptInLongText() throws {
        var screen = FormScreen(try FormState(Subscription()))
        screen.press(.enter, .text("Ada\r\nLovelace\n"), .enter)
        #expect(screen.form.value(String.self, for: "name") == "AdaLovelace")
        screen.focusRow("about")
        screen.press(.enter, .text("One\r\nTwo\rThree\tFour"), .enter)
        #expect(screen.form.value(String.self, for: "about") == "One\nTwo\nThree\tFour")
        #expect(screen.frame.lines.contains("               Three␉Four"))
    }
}

/// Gift wrapping, asked for only for a gift.
struct Gift: FormModel {
    @FormBoolean var gift = true
    @FormNumber(visibleWhen: "gift") var wraps = 1
}
