import Formwork
import FormworkFixtures
import Testing

@testable import FormworkTerminal

@Suite struct ScreenChoiceTests {
    @Test func enterAndSpaceToggleASwitch() throws {
        var screen = FormScreen(try FormState(Subscription()))
        screen.focusRow("newsletter")
        screen.press(.enter)
        #expect(screen.form.value(Bool.self, for: "newsletter") == true)
        #expect(screen.line(titled: "Newsletter") == " › Newsletter  [x] Yes")
        screen.press(.text(" "))
        #expect(screen.form.value(Bool.self, for: "newsletter") == false)
    }

    @Test func oneChoiceIsPickedFromAListMovedWithArrows() throws {
        var screen = FormScreen(try FormState(Subscription()))
        screen.focusRow("newsletter")
        screen.press(.enter, .down)
        #expect(screen.focusedKey == "frequency")
        screen.press(.enter)
        let lines = screen.frame.lines
        let row = try #require(lines.firstIndex { $0.hasPrefix(" › Frequency") })
        // The current option is filled, the highlighted one marked.
        #expect(Array(lines[(row + 1)...(row + 2)]) == ["               ○ Weekly", "             › ● Monthly"])
        screen.press(.up)
        #expect(screen.frame.lines[row + 1] == "             › ○ Weekly")
        screen.press(.enter)
        #expect(screen.form.value(Frequency.self, for: "frequency") == .weekly)
        #expect(screen.line(titled: "Frequency") == " › Frequency   Weekly ▾")
    }

    @Test func escapeClosesTheListOfOptionsWithoutChoosing() throws {
        var screen = FormScreen(try FormState(Subscription()))
        screen.focusRow("newsletter")
        screen.press(.enter, .down, .enter, .up, .escape)
        #expect(screen.form.value(Frequency.self, for: "frequency") == .monthly)
        #expect(screen.mode == .browsing)
    }

    @Test func spaceTicksSeveralChoicesAndEnterConfirmsThem() throws {
        var screen = FormScreen(try FormState(Subscription()))
        screen.focusRow("interests")
        screen.press(.enter, .down, .down, .text(" "), .up, .up, .text(" "), .down, .down, .down, .text(" "), .text(" "))
        let lines = screen.frame.lines
        let row = try #require(lines.firstIndex { $0.hasPrefix(" › Interests") })
        #expect(
            Array(lines[(row + 1)...(row + 4)]) == [
                "               [x] Swift", "               [ ] Design", "               [x] Music", "             › [ ] Travel",
            ])
        screen.press(.enter)
        // Kept in the options' order, whatever the order they were ticked in.
        #expect(screen.form.value([Interest].self, for: "interests") == [.swift, .music])
        #expect(screen.line(titled: "Interests") == " › Interests   Swift, Music")
    }

    @Test func aListsItemsAreAddedDeletedAndMovedThroughTheFormsListEdits() throws {
        var screen = FormScreen(try FormState(Subscription()))
        screen.focusRow("tags")
        screen.press(.enter)
        #expect(screen.frame.lines.contains("             › + Add item"))
        screen.press(.enter, .text("swift"), .enter, .enter, .text("forms"), .enter, .text("a"), .text("design"), .enter)
        #expect(screen.form.value([String].self, for: "tags") == ["swift", "forms", "design"])
        // The last item moves to the top, one place at a time.
        screen.press(.up, .shiftUp, .shiftUp)
        #expect(screen.form.value([String].self, for: "tags") == ["design", "swift", "forms"])
        screen.press(.down, .text("d"))
        #expect(screen.form.value([String].self, for: "tags") == ["design", "forms"])
        let lines = screen.frame.lines
        let row = try #require(lines.firstIndex { $0.hasPrefix(" › Tags") })
        #expect(
            Array(lines[(row + 1)...(row + 3)]) == [
                "               1. design", "             › 2. forms", "               + Add item",
            ])
        screen.press(.escape)
        #expect(screen.line(titled: "Tags") == " › Tags        design, forms")
    }

    @Test func movingTheLastItemDownChangesNothing() throws {
        var form = try FormState(Subscription())
        try form.setValue(["a", "b"], for: "tags")
        var screen = FormScreen(form)
        screen.focusRow("tags")
        screen.press(.enter, .down, .down, .down, .shiftDown)
        // Moving the last item down is no edit: nothing changes.
        #expect(screen.form.value([String].self, for: "tags") == ["a", "b"])
    }

    @Test func anItemTheListRefusesIsShownAndTheTypedTextKept() throws {
        var screen = FormScreen(try FormState(Everything()), size: TerminalSize(columns: 80, rows: 60))
        screen.focusRow("numbers")
        screen.press(.enter, .enter, .text("12x"), .enter)
        guard case .addingItem(_, let buffer) = screen.mode else {
            Issue.record("a refused item ends adding")
            return
        }
        #expect(buffer.text == "12x")
        #expect(screen.frame.text.contains("! Numbers"))
        #expect(screen.form.value([Int64].self, for: "numbers") == [])
        screen.press(.backspace, .enter)
        #expect(screen.form.value([Int64].self, for: "numbers") == [12])
        #expect(!screen.frame.text.contains("! Numbers"))
    }
}
