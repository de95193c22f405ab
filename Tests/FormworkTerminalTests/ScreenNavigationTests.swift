import Formwork
import Testing

@testable import FormworkTerminal

@Suite struct ScreenNavigationTests {
    @Test func theScreenShowsTheTitleTheRowsTheSubmitButtonAndTheKeys() throws {
        let screen = FormScreen(try FormState(Subscription()), size: TerminalSize(columns: 60, rows: 24))
        let lines = screen.frame.lines
        #expect(lines.count == 24)
        #expect(lines[0] == " Subscription")
        #expect(lines[1] == String(repeating: "─", count: 60))
        // Titles are padded to the widest title ("Newsletter") plus two columns.
        #expect(lines[2] == "   Heading     Stay in touch")
        #expect(lines[3] == " › Name *")
        #expect(lines[4] == "               As it appears on your badge")
        #expect(lines[8] == "   Newsletter  [ ] No")
        #expect(lines.contains("   [ Submit ]"))
        #expect(lines[23] == " ↑↓ Tab move · Enter edit · Ctrl-S submit · Ctrl-C cancel")
    }

    @Test func focusSkipsTitlesAndDisabledRowsAndStopsAtSubmit() throws {
        var screen = FormScreen(try FormState(Subscription()))
        #expect(screen.focusedKey == "name")
        var visited: [String] = []
        for _ in 0..<20 {
            if let key = screen.focusedKey, visited.last != key { visited.append(key) }
            screen.press(.tab)
        }
        // heading is a title, frequency is hidden, referrer is disabled until the newsletter is on.
        #expect(visited == ["name", "password", "about", "age", "newsletter", "interests", "tags", "birthday", "avatar"])
        #expect(screen.focus == .submit)
        screen.press(.up, .backTab)
        #expect(screen.focusedKey == "birthday")
        screen.press(.home)
        #expect(screen.focusedKey == "name")
        screen.press(.end)
        #expect(screen.focus == .submit)
    }

    @Test func aDisabledRowIsDimmedAndSaysSo() throws {
        let screen = FormScreen(try FormState(Subscription()), size: TerminalSize(columns: 60, rows: 40))
        let lines = screen.frame.styledLines
        let referrer = try #require(lines.firstIndex { $0.text.hasPrefix("   Referrer") })
        #expect(
            lines[referrer].spans.filter { !$0.text.trimmingCharacters(in: .whitespaces).isEmpty }.allSatisfy {
                $0.style.contains(.dim)
            })
        #expect(lines[referrer + 1].text == "               Disabled")
    }

    @Test func theScreenScrollsToKeepTheFocusedRowInView() throws {
        var screen = FormScreen(try FormState(Subscription()), size: TerminalSize(columns: 60, rows: 8))
        // Eight lines leave four for the body.
        #expect(screen.frame.lines[3] == " › Name *")
        screen.focusRow("avatar")
        let lines = screen.frame.lines
        #expect(lines.filter { $0.hasPrefix(" › ") } == [" › Avatar      No image"])
        #expect(!lines.contains { $0.contains("Heading") })
        // Back at the top, the view moves no further than it must: the title row stays above it.
        screen.press(.home)
        #expect(screen.frame.lines[2] == " › Name *")
        #expect(screen.frame.lines[3] == "               As it appears on your badge")
    }

    @Test func aSmallerWindowCutsLinesAtItsEdge() throws {
        var screen = FormScreen(try FormState(Subscription()), size: TerminalSize(columns: 60, rows: 24))
        screen.size = TerminalSize(columns: 24, rows: 10)
        for line in screen.frame.lines { #expect(TerminalColumns.width(of: line) <= 24) }
        // The title column shrinks to ten columns (a third of 24 is less): 3 + 10 + 11 = 24.
        #expect(screen.frame.lines[2] == "   Heading   Stay in tou")
    }

    @Test func pageKeysMoveFiveRowsAtATime() throws {
        var screen = FormScreen(try FormState(Subscription()))
        screen.press(.pageDown)
        // name, password, about, age, newsletter, then interests: five on.
        #expect(screen.focusedKey == "interests")
        screen.press(.pageDown, .pageDown)
        #expect(screen.focus == .submit)
        // Ten targets (nine rows and Submit): five up from Submit is the newsletter.
        screen.press(.pageUp)
        #expect(screen.focusedKey == "newsletter")
    }
}
