import Testing

@testable import FormworkTerminal

@Suite struct TerminalColumnsTests {
    @Test func asciiTakesOneColumnACharacter() {
        #expect(TerminalColumns.width(of: "Ada") == 3)
    }
}
