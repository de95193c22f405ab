import Testing

@testable import FormworkTerminal

@Suite struct TextBufferTests {
    @Test func aModifierTypedAfterAnEmojiJoinsItAndTheCursorStaysAfterIt() {
        var buffer = TextBuffer("a👍")
        buffer.insert("\u{1F3FD}")  // medium skin tone
        #expect(buffer.characters == ["a", "👍🏽"])
        #expect(buffer.cursor == 2)
        buffer.deleteBackward()
        #expect(buffer.text == "a")
    }

    @Test func textTypedInTheMiddleLandsAtTheCursor() {
        var buffer = TextBuffer("Ada Lace")
        for _ in 0..<4 { buffer.moveLeft() }
        buffer.insert("Love")
        #expect(buffer.text == "Ada LoveLace")
        #expect(buffer.cursor == 8)
    }

    @Test func upAndDownKeepTheColumnInCellsAcrossLines() {
        var buffer = TextBuffer("李雷x\nabcdef")
        buffer.moveLine(by: -1)
        // The cursor was at column 6 of "abcdef"; "李雷x" is five columns wide, so it goes to its end.
        #expect(buffer.position == (0, 5) as (Int, Int))
        buffer.moveToLineStart()
        buffer.moveRight()
        buffer.moveLine(by: 1)
        // After "李" (two columns): column 2 of the second line.
        #expect(buffer.position == (1, 2) as (Int, Int))
        let moved = buffer.moveLine(by: 1)
        #expect(!moved)
    }

    @Test func controlUAndControlKDeleteToTheEndsOfTheCursorsLine() {
        var buffer = TextBuffer("one\ntwo three\nfour")
        buffer.moveLine(by: -1)
        buffer.moveToLineStart()
        for _ in 0..<3 { buffer.moveRight() }
        buffer.deleteToLineEnd()
        #expect(buffer.text == "one\ntwo\nfour")
        buffer.deleteToLineStart()
        #expect(buffer.text == "one\n\nfour")
    }
}
