import Formwork
import FormworkFixtures
import Testing

@testable import FormworkTerminal

/// A person pressing keys at random and pasting hostile text, in windows
/// from 1 × 1 to 200 × 60: whatever they do, every frame is as many lines
/// as the window has, none wider than it, none holding a character the
/// terminal would obey, and the cursor is inside the window.
@Suite struct ScreenRandomKeysTests {
    private static let keys: [TerminalKey] = [
        .enter, .enter, .tab, .backTab, .up, .down, .down, .left, .right, .shiftUp, .shiftDown, .home, .end,
        .pageUp, .pageDown, .backspace, .delete, .escape, .control("j"), .control("u"), .control("k"),
        .control("a"), .control("e"), .control("s"), .text(" "), .text("a"), .text("d"),
    ]

    /// Typed and pasted text: controls, ESC sequences, a tab and line
    /// breaks, a bidirectional override, CJK, emoji, a flag and a number.
    private static let texts = [
        "\u{1B}", "\u{07}", "\t", "\r\n", "\n", "\u{7F}", "\u{9B}2J", "\u{202E}", "\u{2066}", "\u{1B}]0;PWNED\u{07}",
        "\u{1B}[2J", "李雷", "한국어", "😀", "👨‍👩‍👧", "🇫🇷", "e\u{301}", "42", "Ada Lovelace", String(repeating: "長", count: 120),
    ]

    @Test func randomKeysAndPastesNeverPaintAControlNorPastTheWindow() throws {
        var generator = SeededGenerator(seed: 0x466F_726D_776F_726B)
        var frames = 0
        for round in 0..<36 {
            let size = Self.size(&generator)
            switch round % 3 {
            case 0: frames += Self.press(FormScreen(try FormState(Subscription()), size: size), &generator)
            case 1:
                let title = "Imported \u{1B}]0;PWNED\u{07}"
                frames += Self.press(FormScreen(try FormState(Imported()), title: title, size: size), &generator)
            default: frames += Self.press(FormScreen(try FormState(Team()), size: size), &generator)
            }
        }
        #expect(frames > 700)
    }

    /// Presses up to 30 random keys, pastes and resizes on `screen`, checks
    /// each frame, and returns how many were checked.
    private static func press<Model>(_ start: FormScreen<Model>, _ generator: inout SeededGenerator) -> Int {
        var screen = start
        for step in 0..<30 {
            switch Int.random(in: 0..<10, using: &generator) {
            case 0..<5: screen.handle(keys.randomElement(using: &generator) ?? .enter)
            case 5..<9: screen.handle(.text(text(&generator)))
            default: screen.size = size(&generator)
            }
            check(screen.frame, in: screen.size)
            if screen.outcome != .filling { return step + 1 }
        }
        return 30
    }

    private static func check<Model>(_ frame: FormScreen<Model>.Frame, in size: TerminalSize) {
        #expect(frame.lines.count == size.rows)
        for line in frame.lines {
            #expect(!holdsControls(line), "\(line.debugDescription) holds a control")
        }
        for line in frame.styledLines {
            #expect(line.columns <= size.columns, "\(line.text.debugDescription) is wider than \(size.columns)")
        }
        if let cursor = frame.cursor {
            #expect(cursor.line < size.rows && cursor.column < size.columns)
        }
    }

    /// A window from 1 × 1 to 200 × 60, small ones as often as large.
    private static func size(_ generator: inout SeededGenerator) -> TerminalSize {
        let small = Bool.random(using: &generator)
        return TerminalSize(
            columns: Int.random(in: small ? 1...12 : 1...200, using: &generator),
            rows: Int.random(in: small ? 1...8 : 1...60, using: &generator))
    }

    /// One piece of hostile text, or several run together, as a paste.
    private static func text(_ generator: inout SeededGenerator) -> String {
        (0..<Int.random(in: 1...4, using: &generator)).map { _ in texts.randomElement(using: &generator) ?? "" }.joined()
    }
}
