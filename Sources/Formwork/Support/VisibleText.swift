/// Text as a person can be shown it without the text acting on them: every
/// control character and every invisible bidirectional formatting
/// character written as a visible symbol.
///
/// ```swift
/// VisibleText.displayable("\u{1B}]0;PWNED\u{07}\u{1B}[2J")   // "␛]0;PWNED␇␛[2J"
/// VisibleText.displayable("\u{202E}gnp.exe")                 // "<U+202E>gnp.exe"
/// VisibleText.displayable("one\ntwo", keeping: ["\n"])      // "one\ntwo"
/// ```
///
/// A terminal acts on C0 and C1 controls (ESC starts a sequence that can
/// retitle or wipe the window, CR overwrites the line, and U+009B and
/// U+009D are CSI and OSC by themselves), and every Unicode renderer obeys
/// the bidirectional formatting characters, which are drawn as nothing:
/// `"\u{202E}gnp.exe"` reads "exe.png". The scheme:
///
/// - C0 controls U+0000–U+001F: the Control Pictures U+2400–U+241F
///   (`␀` … `␟`; tab `␉`, line feed `␊`, carriage return `␍`, escape `␛`);
/// - DEL U+007F: `␡` (U+2421);
/// - C1 controls U+0080–U+009F, which have no pictures: `<U+0085>`;
/// - the explicit directional formatting characters, embeddings and
///   overrides U+202A–U+202E (LRE, RLE, PDF, LRO, RLO) and isolates
///   U+2066–U+2069 (LRI, RLI, FSI, PDI): `<U+202E>`;
/// - the implicit directional marks U+200E (LRM), U+200F (RLM) and U+061C
///   (ALM): `<U+200F>`. They cannot turn letters around, but they move the
///   numbers and punctuation beside them, and nothing shows they are there.
///
/// `<U+XXXX>` is the scalar's code point in four uppercase hex digits, in
/// ASCII, so every font and terminal draws it and a fixed width table
/// measures it. Scalars in `kept` stay as they are: a surface that lays
/// out line breaks itself keeps `"\n"`. Everything else, including text
/// that already reads `␛` or `<U+202E>`, is written as it is, so the result
/// is shown the same whatever it passes through again; only the symbols
/// change, never the value the model holds.
package enum VisibleText {
    /// `text` with every scalar of the scheme, except those in `kept`,
    /// written as its symbol.
    package static func displayable(_ text: some StringProtocol, keeping kept: Set<Unicode.Scalar> = []) -> String {
        guard text.unicodeScalars.contains(where: { isReplaced($0) && !kept.contains($0) }) else { return String(text) }
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            if !kept.contains(scalar), let symbol = symbol(for: scalar) {
                result += symbol
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// The symbol a scalar is shown as, or `nil` for one shown as it is.
    package static func symbol(for scalar: Unicode.Scalar) -> String? {
        switch scalar.value {
        case 0x00...0x1F: return Unicode.Scalar(0x2400 + scalar.value).map(String.init)
        case 0x7F: return "\u{2421}"
        default:
            guard isReplaced(scalar) else { return nil }
            let hex = String(scalar.value, radix: 16, uppercase: true)
            return "<U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + ">"
        }
    }

    /// Whether the scheme writes `scalar` as a symbol.
    package static func isReplaced(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F: return true
        default: return isExplicitDirectionalFormatting(scalar)
        }
    }

    /// Whether `scalar` is an embedding, override or isolate (U+202A–U+202E,
    /// U+2066–U+2069): the characters that reorder the text after them up to
    /// their closing one or the end of the paragraph.
    package static func isExplicitDirectionalFormatting(_ scalar: Unicode.Scalar) -> Bool {
        (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
    }

    /// Every scalar the scheme replaces, for writers that escape a set of
    /// scalars in their own notation (a JSON string's `\u202e`).
    package static let replacedScalars: Set<Unicode.Scalar> = {
        let values =
            Array(0x00...0x1F) + Array(0x7F...0x9F) + [0x061C, 0x200E, 0x200F] + Array(0x202A...0x202E)
            + Array(0x2066...0x2069)
        return Set(values.compactMap { Unicode.Scalar(UInt32($0)) })
    }()
}
