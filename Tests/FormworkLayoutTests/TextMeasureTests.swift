import Testing

@testable import FormworkLayout

/// Advances read with fontTools from LiberationSans-Regular.ttf and
/// -Bold.ttf (`hmtx` of the `cmap` glyph, 2048 units per em), independently
/// of the generated table. Regular: "H" 1479, "i" 455, "e" 1139, "l" 455,
/// "o" 1139, "w" 1479, "r" 682, "d" 1139, "a" 1139, "g" 1139, "n" 1139,
/// "t" 569, "m" 1706, " " 569, "é" (U+00E9) 1139, "…" 2048. Bold: "H" 1479,
/// "i" 569. A point width is units × size / 2048.
struct TextMeasureTests {
    @Test func widthSumsTheFontAdvances() {
        // "Hi": (1479 + 455) × 13 / 2048 = 25142 / 2048 = 12.2763671875.
        #expect(TextMeasure.width(of: "Hi", size: 13) == 12.2763671875)
        // Bold "Hi": (1479 + 569) × 13 / 2048 = 13.
        #expect(TextMeasure.width(of: "Hi", size: 13, bold: true) == 13)
        // "Hello world": 1479 + 1139 + 455 + 455 + 1139 + 569 + 1479 + 1139
        // + 682 + 455 + 1139 = 10130; × 13 / 2048 = 64.3017578125.
        #expect(TextMeasure.width(of: "Hello world", size: 13) == 64.3017578125)
        // "…" alone: 2048 × 10 / 2048 = 10.
        #expect(TextMeasure.width(of: "…", size: 10) == 10)
    }

    @Test func wideScriptsAndEmojiCountAsWide() {
        // Two ideographs, 1 em each: 26 at 13.
        #expect(TextMeasure.width(of: "漢字", size: 13) == 26)
        // Hangul syllables and katakana, 1 em each: 3 × 10.
        #expect(TextMeasure.width(of: "한국テ", size: 10) == 30)
        // Each emoji cluster 1.25 em (16.25 at 13): a face, a flag of two
        // regional indicators, a keycap, a heart with U+FE0F, a family joined by ZWJ.
        for emoji in ["😀", "🇯🇵", "1️⃣", "❤️", "👨‍👩‍👧", "👋🏽"] {
            #expect(TextMeasure.width(of: emoji, size: 13) == 16.25, "\(emoji)")
        }
    }

    @Test func combiningMarksAddNothingAndUnknownCharactersCountOneEm() {
        // "e" + U+0301 is one cluster measured by its "e": 1139 × 13 / 2048.
        #expect(TextMeasure.width(of: "e\u{301}", size: 13) == 1139.0 * 13 / 2048)
        #expect(TextMeasure.width(of: "e\u{301}", size: 13) == TextMeasure.width(of: "é", size: 13))
        // "✓" has no glyph in Liberation Sans: 1 em.
        #expect(TextMeasure.width(of: "✓", size: 13) == 13)
        // A bell counts nothing; a tab counts as a space (569 units).
        #expect(TextMeasure.width(of: "\u{7}", size: 13) == 0)
        #expect(TextMeasure.width(of: "\t", size: 2048) == 569)
    }

    @Test func fittedKeepsTextThatFits() {
        // "Hello world" is exactly 64.3017578125 wide.
        #expect(TextMeasure.fitted("Hello world", width: 64.3017578125, size: 13) == "Hello world")
        #expect(TextMeasure.fitted("Hi", width: 13, size: 13, bold: true) == "Hi")
        #expect(TextMeasure.fitted("", width: 1, size: 13) == "")
        #expect(TextMeasure.fitted("Hi", width: .infinity, size: 13) == "Hi")
    }

    @Test func fittedCutsWithAnEllipsis() {
        // 40 pt = 6301.5 units; "…" 2048 leaves 4253.5: "Hell" 3528 fits,
        // "Hello" 4667 does not.
        #expect(TextMeasure.fitted("Hello world", width: 40, size: 13) == "Hell…")
        // 64.3 pt = 10129.7 units, just under the full 10130; "…" leaves
        // 8081.7: "Hello wo" 7854 fits, "Hello wor" 8536 does not.
        #expect(TextMeasure.fitted("Hello world", width: 64.3, size: 13) == "Hello wo…")
        // 50 pt = 7876.9 units: "Hello " + "…" = 5236 + 2048 = 7284 fits,
        // adding "w" (8763) does not; the trailing space is dropped.
        #expect(TextMeasure.fitted("Hello world", width: 50, size: 13) == "Hello…")
        // "…" is 13 wide at 13: below that nothing fits.
        #expect(TextMeasure.fitted("Hello", width: 12.9, size: 13) == "")
        #expect(TextMeasure.fitted("Hello", width: 13, size: 13) == "…")
        // A wide script is cut between clusters: 3 em holds two ideographs and "…".
        #expect(TextMeasure.fitted("漢字テスト", width: 30, size: 10) == "漢字…")
    }

    @Test func wrappedBreaksAtSpacesAndNewlines() {
        // 70 pt = 11027.7 units: "Hello world" 10130 fits, adding " again"
        // (569 + 1139 + 1139 + 1139 + 455 + 1139) does not.
        #expect(TextMeasure.wrapped("Hello world again", width: 70, size: 13, maxLines: 5) == ["Hello world", "again"])
        #expect(TextMeasure.wrapped("Hi\nHi", width: 70, size: 13, maxLines: 5) == ["Hi", "Hi"])
        #expect(TextMeasure.wrapped("Hi\n\nHi", width: 70, size: 13, maxLines: 5) == ["Hi", "", "Hi"])
        #expect(TextMeasure.wrapped("Hi   there", width: 200, size: 13, maxLines: 5) == ["Hi there"])
    }

    @Test func wrappedBreaksWideScriptsAndLongWordsBetweenClusters() {
        // 3 em per line.
        #expect(TextMeasure.wrapped("漢字テスト", width: 30, size: 10, maxLines: 5) == ["漢字テ", "スト"])
        // 40 pt = 6301.5 units: three "m" (5118) fit, four (6824) do not.
        #expect(TextMeasure.wrapped("mmmmmm", width: 40, size: 13, maxLines: 5) == ["mmm", "mmm"])
    }

    @Test func wrappedStopsAtMaxLinesWithAnEllipsis() {
        // 40 pt = 6301.5 units holds one word a line ("one two" is 7173);
        // "two…" is 3187 + 2048 = 5235.
        #expect(TextMeasure.wrapped("one two three four", width: 40, size: 13, maxLines: 2) == ["one", "two…"])
        // The last allowed line is full: "mmm…" (7166) does not fit, "mm…" (5460) does.
        #expect(TextMeasure.wrapped("mmmmmmmmm", width: 40, size: 13, maxLines: 2) == ["mmm", "mm…"])
        #expect(TextMeasure.wrapped("Hi\nthere", width: 70, size: 13, maxLines: 1) == ["Hi…"])
    }

    @Test(arguments: [
        "Hello world, this is a longer sentence to wrap.",
        "Grüße 👋🏽 from 東京 — naïve café 🇯🇵 1️⃣ ✓ e\u{301}",
        "漢字テスト한국어のテキストと emoji 😀😀😀 mixed\nwith a second line",
        "Supercalifragilisticexpialidocious",
        "👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧 \t tab",
    ])
    func noLineIsWiderThanTheWidth(text: String) {
        for width in stride(from: 0.0, through: 240, by: 7.5) {
            for bold in [false, true] {
                let lines = TextMeasure.wrapped(text, width: width, size: 13, maxLines: 4, bold: bold)
                #expect(lines.count <= 4)
                for line in lines {
                    #expect(TextMeasure.width(of: line, size: 13, bold: bold) <= width, "\(line) at \(width)")
                }
                let fitted = TextMeasure.fitted(text, width: width, size: 13, bold: bold)
                #expect(TextMeasure.width(of: fitted, size: 13, bold: bold) <= width)
                // Untruncated lines keep every cluster but spaces and newlines.
                if let last = lines.last, !last.hasSuffix("…") {
                    let kept = lines.joined().filter { $0 != " " && !$0.isNewline }
                    #expect(kept == text.filter { $0 != " " && !$0.isNewline }, "at \(width)")
                }
            }
        }
    }

    @Test func nonPositiveWidthsAndSizesGiveNothing() {
        #expect(TextMeasure.fitted("Hi", width: 0, size: 13) == "")
        #expect(TextMeasure.fitted("Hi", width: -5, size: 13) == "")
        #expect(TextMeasure.fitted("Hi", width: .nan, size: 13) == "")
        #expect(TextMeasure.fitted("Hi", width: 100, size: -1) == "")
        #expect(TextMeasure.wrapped("Hi", width: 0, size: 13, maxLines: 3) == [])
        #expect(TextMeasure.wrapped("Hi", width: -5, size: 13, maxLines: 3) == [])
        #expect(TextMeasure.wrapped("Hi", width: 100, size: 13, maxLines: 0) == [])
        #expect(TextMeasure.wrapped("Hi", width: 100, size: .infinity, maxLines: 3) == [])
        // Narrower than one cluster and than "…": no line at all.
        #expect(TextMeasure.wrapped("漢字", width: 5, size: 13, maxLines: 3) == [])
        // "ii" (910 units, 5.8 pt) fits in 6 pt but "…" (13 pt) does not: a
        // cut that cannot be shown gives no lines rather than complete-looking ones.
        #expect(TextMeasure.wrapped("ii", width: 6, size: 13, maxLines: 1) == ["ii"])
        #expect(TextMeasure.wrapped("ii ii", width: 6, size: 13, maxLines: 1) == [])
    }
}
