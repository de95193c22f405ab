import FormworkFixtures
import Foundation
import Testing

@testable import Formwork

/// Values read from text are trimmed of spaces by Formwork's own code; it
/// must trim exactly what Foundation's `trimmingCharacters(in: .whitespaces)` trims.
@Suite("Trimming spaces")
struct SpaceTrimmingTests {
    static let samples: [String] = [
        "", " ", "\t", "  42 ", "\t2026-11-21\t", "https://example.com/a.png", " https://example.com ",
        "\u{00A0}7\u{00A0}", "\u{3000}全角\u{3000}", "\u{2009}thin\u{202F}", "\n42\n", "\r\n 42 \r\n",
        "\u{200B}zero width\u{200B}", "\u{FEFF}bom", " \u{301}accent", "e\u{301} ", "👩‍👩‍👧 ", " a b ",
        "\u{1680}ogham\u{205F}", "\u{0085}next line", "\u{2028}",
    ]

    @Test func trimsWhatFoundationTrimsAsWhitespace() {
        for sample in Self.samples {
            #expect(sample.trimmingSpaces == sample.trimmingCharacters(in: .whitespaces), "\(sample.unicodeScalars.map(\.value))")
        }
    }

    @Test func trimsEveryCharacterFoundationCallsWhitespace() {
        let spaces = (0...0x10FFFF).compactMap(Unicode.Scalar.init).filter { CharacterSet.whitespaces.contains($0) }
        for space in spaces {
            let text = "\(space)x\(space)"
            #expect(text.trimmingSpaces == "x", "U+\(String(space.value, radix: 16))")
        }
        #expect(spaces.count > 10)
    }

    @Test func keepsNewlinesWhichAreNoSpaces() {
        #expect("\n42\n".trimmingSpaces == "\n42\n")
    }
}

/// Typed text is trimmed of spaces and line breaks by Formwork's own code;
/// it must trim exactly what Foundation's
/// `trimmingCharacters(in: .whitespacesAndNewlines)` trims.
@Suite("Trimming spaces and newlines")
struct NewlineTrimmingTests {
    @Test func trimsWhatFoundationTrimsAsWhitespaceAndNewlines() {
        for sample in SpaceTrimmingTests.samples + ["\u{000B}7\u{000C}", "\u{2029}x\u{2028}", "\r\n"] {
            #expect(
                sample.trimmingSpacesAndNewlines == sample.trimmingCharacters(in: .whitespacesAndNewlines),
                "\(sample.unicodeScalars.map(\.value))")
        }
    }

    @Test func trimsEveryCharacterFoundationCallsWhitespaceOrNewline() {
        let trimmed = (0...0x10FFFF).compactMap(Unicode.Scalar.init).filter {
            CharacterSet.whitespacesAndNewlines.contains($0)
        }
        for scalar in trimmed {
            #expect("\(scalar)x\(scalar)".trimmingSpacesAndNewlines == "x", "U+\(String(scalar.value, radix: 16))")
        }
        #expect(trimmed.count > 20)
    }

    /// Text whose first and last bytes are visible ASCII is returned
    /// without reading its scalars: every ASCII character, at either end,
    /// beside spaces within and beyond it, must still trim as Foundation trims.
    @Test func everyASCIICharacterAtEitherEndTrimsAsFoundationTrims() {
        for value in 0...0x7F {
            let ascii = String(UnicodeScalar(UInt8(value)))
            for sample in [ascii + "x", "x" + ascii, ascii + " x " + ascii, ascii + "\u{3000}", "\u{00A0}" + ascii, ascii] {
                #expect(
                    sample.trimmingSpacesAndNewlines == sample.trimmingCharacters(in: .whitespacesAndNewlines),
                    "\(sample.unicodeScalars.map(\.value))")
                #expect(
                    sample.trimmingSpaces == sample.trimmingCharacters(in: .whitespaces),
                    "\(sample.unicodeScalars.map(\.value))")
            }
        }
    }

    @Test func typedNumberWithLineBreaksAroundIsRead() throws {
        var form = try FormState(TypedAgeForm())
        try form.setText("\u{2028}\r\n 42 \n\u{0085}", for: "age")
        #expect(form.value(for: "age") == .integer(42))
    }

    @Test func typedTextKeepsItsSpacesAndLineBreaks() throws {
        var form = try FormState(TypedAgeForm())
        try form.setText(" Ada \n", for: "name")
        #expect(form.value(for: "name") == .string(" Ada \n"))
    }
}

/// A text row and a number row, for what typing into each keeps.
private struct TypedAgeForm: FormModel {
    @FormText var name = ""
    @FormNumber var age = 0
}

/// `FormValue.isEmpty` and the reading of optional values ask `isBlank`
/// rather than `allSatisfy(\.isWhitespace)`, which looks up every
/// character's Unicode properties. `isBlank` answers ASCII text byte by
/// byte and must answer exactly what `isWhitespace` answers.
@Suite("Blank text")
struct BlankTextTests {
    @Test func answersWhatIsWhitespaceAnswersForEveryASCIICharacterAndPair() {
        let ascii = (0...0x7F).compactMap(Unicode.Scalar.init).map { String(Character($0)) }
        for first in ascii {
            #expect(
                first.isBlank == first.allSatisfy(\.isWhitespace),
                "U+\(String(first.unicodeScalars.first?.value ?? 0, radix: 16))")
            for second in ascii {
                let pair = first + second
                #expect(pair.isBlank == pair.allSatisfy(\.isWhitespace), "\(pair.unicodeScalars.map(\.value))")
            }
        }
        // Tab, line feed, vertical tab, form feed, carriage return and space are blank; U+001C–U+001F are not.
        #expect(ascii.filter(\.isBlank).map { $0.unicodeScalars.first?.value ?? 0 } == [9, 10, 11, 12, 13, 32])
    }

    @Test func answersWhatIsWhitespaceAnswersForMixedText() {
        let pieces = [
            " ", "\t", "\r\n", "\n", "\u{00A0}", "\u{3000}", "\u{2028}", "\u{0085}", "\u{200B}", "\u{301}", "a", "é",
            "👩‍👩‍👧", "\u{FEFF}", "\u{1C}", "",
        ]
        var g = SeededGenerator(seed: 5)
        var blank = 0
        for sample in SpaceTrimmingTests.samples {
            #expect(sample.isBlank == sample.allSatisfy(\.isWhitespace), "\(sample.unicodeScalars.map(\.value))")
        }
        for _ in 0..<3000 {
            let text = (0..<Int.random(in: 0...5, using: &g)).map { _ in pieces.randomElement(using: &g) ?? "" }.joined()
            #expect(text.isBlank == text.allSatisfy(\.isWhitespace), "\(text.unicodeScalars.map(\.value))")
            if text.isBlank { blank += 1 }
        }
        // Both answers were compared, not only one.
        #expect(blank > 100 && blank < 2900)
    }
}
