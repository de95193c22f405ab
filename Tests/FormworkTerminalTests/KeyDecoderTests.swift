import Testing

@testable import FormworkTerminal

@Suite struct KeyDecoderTests {
    /// Every byte sequence a terminal sends for a key, with the key it means.
    static let sequences: [(bytes: String, keys: [TerminalKey])] = [
        ("Ada", [.text("Ada")]),
        ("山田 太郎", [.text("山田 太郎")]),
        ("Zoë 👩‍💻", [.text("Zoë 👩‍💻")]),
        ("\r", [.enter]),
        ("\n", [.control("j")]),
        ("\t", [.tab]),
        ("\u{7F}", [.backspace]),
        ("\u{8}", [.backspace]),
        ("\u{1}", [.control("a")]),
        ("\u{3}", [.control("c")]),
        ("\u{1A}", [.control("z")]),
        ("\u{1B}[A", [.up]), ("\u{1B}[B", [.down]), ("\u{1B}[C", [.right]), ("\u{1B}[D", [.left]),
        ("\u{1B}OA", [.up]), ("\u{1B}OB", [.down]), ("\u{1B}OC", [.right]), ("\u{1B}OD", [.left]),
        ("\u{1B}[1;2A", [.shiftUp]), ("\u{1B}[1;2B", [.shiftDown]),
        ("\u{1B}[H", [.home]), ("\u{1B}OH", [.home]), ("\u{1B}[1~", [.home]), ("\u{1B}[7~", [.home]),
        ("\u{1B}[F", [.end]), ("\u{1B}OF", [.end]), ("\u{1B}[4~", [.end]), ("\u{1B}[8~", [.end]),
        ("\u{1B}[3~", [.delete]),
        ("\u{1B}[5~", [.pageUp]), ("\u{1B}[6~", [.pageDown]),
        ("\u{1B}[Z", [.backTab]),
        ("\u{1B}\r", [.control("j")]),
        ("a\tb\rc", [.text("a"), .tab, .text("b"), .enter, .text("c")]),
        ("\u{1B}[200~two\nlines\r\tand a tab\u{1B}[201~", [.text("two\nlines\r\tand a tab")]),
        ("x\u{1B}[15~y", [.text("x"), .text("y")]),
    ]

    @Test(arguments: sequences.indices)
    func eachSequenceIsItsKey(index: Int) {
        var decoder = KeyDecoder()
        let (bytes, keys) = Self.sequences[index]
        #expect(decoder.decode(Array(bytes.utf8)) == keys)
        #expect(!decoder.hasPendingEscape)
    }

    @Test(arguments: sequences.indices)
    func aSequenceSplitAtAnyByteIsTheSameKey(index: Int) {
        let (text, keys) = Self.sequences[index]
        let bytes = Array(text.utf8)
        for split in 1..<max(bytes.count, 1) {
            var decoder = KeyDecoder()
            let decoded = decoder.decode(bytes[..<split]) + decoder.decode(bytes[split...])
            #expect(joiningText(decoded) == joiningText(keys), "split after byte \(split) of \(bytes)")
        }
    }

    @Test func anIncompleteCharacterWaitsForItsLastByte() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0xE5, 0xB1]) == [])  // 山 is E5 B1 B1
        #expect(!decoder.hasPendingEscape)
        #expect(decoder.flush() == [])
        #expect(decoder.decode([0xB1]) == [.text("山")])
    }

    @Test func aLoneEscapeIsTheEscapeKeyOnceNothingFollows() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x1B]) == [])
        #expect(decoder.hasPendingEscape)
        #expect(decoder.flush() == [.escape])
        #expect(!decoder.hasPendingEscape)
        #expect(decoder.decode(Array("A".utf8)) == [.text("A")])
    }

    @Test func escapeFollowedByAnOrdinaryKeyIsBothKeys() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(Array("\u{1B}a\u{1B}\u{1B}[B".utf8)) == [.escape, .text("a"), .escape, .down])
    }

    @Test func anIncompleteSequenceIsDroppedWhenNothingFollows() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(Array("\u{1B}[1;".utf8)) == [])
        #expect(decoder.flush() == [])
        #expect(decoder.decode(Array("2A".utf8)) == [.text("2A")])
    }

    @Test func unknownSequencesAreDroppedWhole() {
        var decoder = KeyDecoder()
        let unknown = "\u{1B}[1;5C\u{1B}OP\u{1B}[?1;2c\u{1B}[201~\u{1B}[15;2~"
        #expect(decoder.decode(Array((unknown + "ok").utf8)) == [.text("ok")])
    }

    @Test func textNeverHoldsAControlCharacter() {
        var decoder = KeyDecoder()
        // U+009B is CSI to terminals that read C1 controls; 0xFF is no UTF-8.
        #expect(decoder.decode(Array("a\u{9B}b".utf8) + [0xFF, 0x63]) == [.text("abc")])
        let paste = "\u{1B}[200~red\u{1B}[31m\u{7}\u{9B}!\u{1B}[201~"
        #expect(decoder.decode(Array(paste.utf8)) == [.text("red[31m!")])
    }

    /// `keys` with each run of text keys made one: how many reads a text
    /// took changes nothing for the screen.
    private func joiningText(_ keys: [TerminalKey]) -> [TerminalKey] {
        var joined: [TerminalKey] = []
        for key in keys {
            if case .text(let text) = key, case .text(let previous)? = joined.last {
                joined[joined.count - 1] = .text(previous + text)
            } else {
                joined.append(key)
            }
        }
        return joined
    }
}
