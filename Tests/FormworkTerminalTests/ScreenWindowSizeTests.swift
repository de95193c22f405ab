import Formwork
import Testing

@testable import FormworkTerminal

/// A frame fits its window, however small: lines are cut at its right edge,
/// and a window of fewer than five lines leaves out the rule, the title, the
/// keys and the status line, in that order, before the row in focus.
@Suite struct ScreenWindowSizeTests {
    @Test func aWindowOfFourLinesLeavesOutTheRuleUnderTheTitle() throws {
        let screen = FormScreen(try FormState(Subscription()), size: TerminalSize(columns: 30, rows: 4))
        #expect(
            screen.frame.lines == [
                " Subscription", " › Name *", String(repeating: "─", count: 30), " ↑↓ Tab move · Enter edit · Ct",
            ])
    }

    @Test func aWindowOfThreeLinesShowsTheRowInFocusTheStatusAndTheKeys() throws {
        let screen = FormScreen(try FormState(Subscription()), size: TerminalSize(columns: 30, rows: 3))
        #expect(screen.frame.lines == [" › Name *", String(repeating: "─", count: 30), " ↑↓ Tab move · Enter edit · Ct"])
    }

    @Test func aWindowOfOneCellShowsOneCellOfTheRowInFocus() throws {
        var screen = FormScreen(try FormState(Subscription()), size: TerminalSize(columns: 1, rows: 1))
        #expect(screen.frame.lines == [""])  // the row's margin
        screen.press(.enter, .text("Ada"))
        #expect(screen.frame.lines.count == 1)
        #expect(screen.frame.cursor == nil)  // the cursor stands after the value column, outside the window
    }

    @Test func aSizeBelowOneIsRaisedToOne() {
        #expect(TerminalSize(columns: 0, rows: -3) == TerminalSize(columns: 1, rows: 1))
    }
}
