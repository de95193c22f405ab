import Testing

@testable import Formwork

@Suite("Character limit")
struct FormCharacterLimitTests {
    @Test func emojiFlagsAndCombiningMarksCountOne() {
        let limit = FormCharacterLimit(4)
        // 👨‍👩‍👧 (1) + 🇨🇳 (1) + e + U+0301 (1) + 好 (1) = 4 characters;
        // the scalars are 5 (man, ZWJ, woman, ZWJ, girl) + 2 + 2 + 1 = 10.
        let text = "👨‍👩‍👧🇨🇳e\u{301}好"
        #expect(text.unicodeScalars.count == 10)
        #expect(limit.fits(text))
        #expect(!limit.fits(text + "!"))
        #expect(limit.remaining(in: text) == 0)
    }

    @Test func truncatingKeepsWholeCharacters() {
        let limit = FormCharacterLimit(2)
        #expect(limit.truncating("👨‍👩‍👧🇨🇳你好") == "👨‍👩‍👧🇨🇳")
        #expect(limit.truncating("é") == "é")
        #expect(FormCharacterLimit(3).truncating("Hello") == "Hel")
    }

    @Test func remainingIsNegativeWhenOver() {
        #expect(FormCharacterLimit(3).remaining(in: "Hello") == -2)
        #expect(FormCharacterLimit(10).remaining(in: "你好") == 8)
    }

    @Test func negativeMaximumCountsAsZero() {
        let limit = FormCharacterLimit(-5)
        #expect(limit.maximum == 0)
        #expect(limit.fits(""))
        #expect(!limit.fits("a"))
        #expect(limit.truncating("abc") == "")
    }
}
