import Testing

@testable import FormworkLayout

/// The fixed measure of picture text. Advances read from the font files
/// with fontTools (`TTFont(...)["hmtx"]`, 2048 units per em), not from the
/// table under test: Liberation Sans Regular "H" 1479, "i" 455, "e" 1139,
/// " " 569, "…" 2048; Bold "H" 1479, "i" 569.
struct TextMeasureTests {
    @Test func latinTextTakesTheFontsAdvances() {
        // (1479 + 455) × 13 / 2048 = 25142 / 2048 = 12.2763671875
        #expect(TextMeasure.width(of: "Hi", size: 13) == 12.2763671875)
        // (1479 + 569) × 13 / 2048 = 13
        #expect(TextMeasure.width(of: "Hi", size: 13, bold: true) == 13)
        // "…" is 2048 units: one em.
        #expect(TextMeasure.width(of: "…", size: 12) == 12)
    }

    @Test func cjkIsOneEmAndEmojiOneAndAQuarter() {
        #expect(TextMeasure.width(of: "漢字", size: 10) == 20)
        #expect(TextMeasure.width(of: "한국", size: 10) == 20)
        #expect(TextMeasure.width(of: "👍", size: 8) == 10)
        #expect(TextMeasure.width(of: "👍🏽", size: 8) == 10)  // one cluster with its modifier
        #expect(TextMeasure.width(of: "🇫🇷", size: 8) == 10)  // a flag: two regional indicators
        #expect(TextMeasure.width(of: "1️⃣", size: 8) == 10)  // a keycap
        #expect(TextMeasure.width(of: "❤️", size: 8) == 10)  // text-default heart asking for emoji
    }

    @Test func combiningMarksAddNothingAndUnknownScriptsCountAnEm() {
        // "e" + U+0301 is one character as wide as "e": 1139 × 2048 / 2048.
        #expect(TextMeasure.width(of: "e\u{301}", size: 2048) == 1139)
        #expect(TextMeasure.width(of: "Ж", size: 10) == 10)
        #expect(TextMeasure.width(of: "\u{7}", size: 10) == 0)
    }

    @Test func fittedKeepsTextThatFitsAndCutsTheRestWithAnEllipsis() {
        #expect(TextMeasure.fitted("Hi", width: 12.3, size: 13) == "Hi")
        // "He" is (1479 + 1139) × 13 / 2048 ≈ 16.6; with "…" (13) ≈ 29.6.
        #expect(TextMeasure.fitted("Hello there", width: 30, size: 13) == "He…")
        #expect(TextMeasure.fitted("Hi", width: 5, size: 13) == "")
        for text in ["Hello there, Ada", "漢字かな交じり文", "👍🏽 thanks 🇫🇷", "Straße über Äpfel"] {
            for width in stride(from: 10.0, through: 120, by: 7) {
                let cut = TextMeasure.fitted(text, width: width, size: 13)
                #expect(TextMeasure.width(of: cut, size: 13) <= width)
                #expect(cut == text || cut.isEmpty || cut.hasSuffix("…"))
            }
        }
    }

    @Test func fittedDropsSpacesBeforeTheEllipsis() {
        // "Hi" 12.28 + " " 3.61 + "…" 13 = 28.9 ≤ 29: the space is dropped, not kept.
        #expect(TextMeasure.fitted("Hi there", width: 29, size: 13) == "Hi…")
    }

    @Test func wrappedBreaksAtSpacesAndBetweenCJKCharacters() {
        // "Hello" at 13: (1479 + 1139 + 455 + 455 + 1139) × 13 / 2048 ≈ 29.6.
        #expect(TextMeasure.wrapped("Hello Hello Hello", width: 40, size: 13, maxLines: 5) == ["Hello", "Hello", "Hello"])
        #expect(TextMeasure.wrapped("漢字漢字漢字", width: 20, size: 10, maxLines: 5) == ["漢字", "漢字", "漢字"])
        #expect(TextMeasure.wrapped("one\ntwo", width: 100, size: 13, maxLines: 5) == ["one", "two"])
    }

    @Test func wrappedStopsAtMaxLinesWithAnEllipsis() {
        let lines = TextMeasure.wrapped("Hello Hello Hello Hello", width: 40, size: 13, maxLines: 2)
        #expect(lines.count == 2)
        #expect(lines[0] == "Hello")
        #expect(lines[1].hasSuffix("…"))
    }

    @Test func noWrappedLineIsWiderThanTheWidth() {
        let texts = [
            "A long sentence about a person who likes Swift and forms",
            "混合 text with 漢字 and emoji 👍🏽🇫🇷 mixed in",
            "Supercalifragilisticexpialidocious",
        ]
        for text in texts {
            for width in stride(from: 6.0, through: 200, by: 11) {
                for line in TextMeasure.wrapped(text, width: width, size: 13, maxLines: 4) {
                    #expect(TextMeasure.width(of: line, size: 13) <= width)
                }
            }
        }
    }

    @Test func nonPositiveSizesGiveNothingWithoutTrapping() {
        #expect(TextMeasure.fitted("Hi", width: 0, size: 13) == "")
        #expect(TextMeasure.fitted("Hi", width: -4, size: 13) == "")
        #expect(TextMeasure.fitted("Hi", width: 10, size: 0) == "")
        #expect(TextMeasure.fitted("Hi", width: .nan, size: 13) == "")
        #expect(TextMeasure.fitted("Hi", width: .infinity, size: 13) == "Hi")
        #expect(TextMeasure.wrapped("Hi", width: 0, size: 13, maxLines: 2).isEmpty)
        #expect(TextMeasure.wrapped("Hi", width: 10, size: 13, maxLines: 0).isEmpty)
    }
}
