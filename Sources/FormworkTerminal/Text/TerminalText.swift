/// Text that did not come from Formwork's own code, made safe to write to a
/// terminal: shown, never obeyed.
///
/// ```swift
/// TerminalText.shown("Say \u{1B}]0;PWNED\u{07}hi")   // "Say ␛]0;PWNED␇hi"
/// TerminalText.shown("abc\u{202E}def")                // "abc<U+202E>def"
/// ```
///
/// A terminal acts on some characters instead of drawing them: C0 controls
/// and ESC start sequences that set the window's title, clear the screen or
/// move the cursor; DEL and the C1 controls (U+0080–U+009F, which some
/// terminals read as ESC and a letter) do too; and the bidirectional
/// overrides and isolates (U+202A–U+202E, U+2066–U+2069) reorder what
/// follows them, so the text a person reads is not the text that is there
/// ("Trojan Source"). Each is replaced by a visible stand-in:
///
/// - a C0 control U+0000–U+001F by its symbol in Unicode's Control
///   Pictures block, U+2400–U+241F (ESC is `␛`, BEL `␇`, a tab `␉`, a
///   line feed `␊`), and DEL by `␡` (U+2421): one column each;
/// - a C1 control and a bidirectional control by its code point in angle
///   brackets, `<U+0085>`, `<U+202E>`: eight columns.
///
/// Every other character is kept. Both the full screen (each line of a
/// frame, as it is made) and line mode (everything it prints) show text
/// through this one function; the values themselves keep their characters.
enum TerminalText {
    /// `text` with every character a terminal would obey replaced by its stand-in.
    static func shown(_ text: some StringProtocol) -> String {
        guard text.unicodeScalars.contains(where: { standIn(for: $0) != nil }) else { return String(text) }
        var shown = ""
        for scalar in text.unicodeScalars {
            if let standIn = standIn(for: scalar) {
                shown += standIn
            } else {
                shown.unicodeScalars.append(scalar)
            }
        }
        return shown
    }

    /// The stand-in of `scalar`, or `nil` for a character a terminal draws.
    static func standIn(for scalar: Unicode.Scalar) -> String? {
        switch scalar.value {
        case 0x00...0x1F: return Unicode.Scalar(0x2400 + scalar.value).map { String(Character($0)) }
        case 0x7F: return "\u{2421}"
        case 0x80...0x9F, 0x202A...0x202E, 0x2066...0x2069: return "<U+" + hexadecimal(scalar.value) + ">"
        default: return nil
        }
    }

    /// Four upper-case hexadecimal digits, as Unicode writes a code point.
    private static func hexadecimal(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
