import FormworkFixtures
import Foundation
import Testing

@testable import Formwork

/// Vectors for the WHATWG URL Standard's application/x-www-form-urlencoded
/// parser (https://url.spec.whatwg.org/#concept-urlencoded-parser), each
/// derived by hand from its steps: split on `&`, skip empty sequences, split
/// at the first `=`, `+` → space, percent-decode (a `%` not followed by two
/// hex digits stays), then UTF-8 decode without BOM, with replacement.
@Suite("URL encoding: the WHATWG parser")
struct URLEncodedParserTests {
    private func pairs(_ text: String) -> [String] {
        FormParameters.urlEncodedPairs(text).map { "\($0.name)=\($0.value)" }
    }

    private func pairs(bytes: [UInt8]) -> [FormURLEncodedPair] {
        FormParameters.urlEncodedPairs(Data(bytes))
    }

    @Test func emptySequencesAreSkipped() {
        #expect(pairs("a=b&&c") == ["a=b", "c="])
        #expect(pairs("&&") == [])
        #expect(pairs("") == [])
    }

    @Test func onlyTheFirstEqualsSignSplits() {
        #expect(pairs("a==b") == ["a==b"])
        #expect(FormParameters.urlEncodedPairs("a==b") == [FormURLEncodedPair(name: "a", value: "=b")])
    }

    @Test func aSequenceWithoutEqualsHasAnEmptyValue() {
        #expect(FormParameters.urlEncodedPairs("flag") == [FormURLEncodedPair(name: "flag", value: "")])
    }

    @Test func plusIsASpaceButPercent2BIsAPlus() {
        #expect(FormParameters.urlEncodedPairs("a+b=c+d%2B") == [FormURLEncodedPair(name: "a b", value: "c d+")])
    }

    @Test func badEscapesAreKeptLiterally() {
        #expect(
            FormParameters.urlEncodedPairs("a=%zz&b=%4&c=%&d=%%41")
                == [
                    .init(name: "a", value: "%zz"), .init(name: "b", value: "%4"), .init(name: "c", value: "%"),
                    .init(name: "d", value: "%A"),
                ])
    }

    @Test func lowercaseHexDecodes() {
        #expect(FormParameters.urlEncodedPairs("a=%c3%a9") == [.init(name: "a", value: "é")])
    }

    @Test func semicolonIsNotASeparator() {
        #expect(FormParameters.urlEncodedPairs("a=1;b=2") == [.init(name: "a", value: "1;b=2")])
    }

    @Test func cjkDecodes() {
        #expect(FormParameters.urlEncodedPairs("q=%E4%B8%AD%E6%96%87") == [.init(name: "q", value: "中文")])
    }

    @Test func truncatedUTF8SequenceIsOneReplacementCharacter() {
        // E4 B8 is the start of a three-byte sequence cut short: one maximal
        // subpart, so one U+FFFD (Encoding Standard, UTF-8 decoder).
        #expect(FormParameters.urlEncodedPairs("q=%E4%B8") == [.init(name: "q", value: "\u{FFFD}")])
        #expect(FormParameters.urlEncodedPairs("q=%E4%B8x") == [.init(name: "q", value: "\u{FFFD}x")])
    }

    @Test func invalidUTF8FollowsTheEncodingStandardsReplacement() {
        // Encoding Standard: F0 must be followed by 90–BF, so F0 80 80 is three
        // errors; C0 is never valid (two errors for C0 AF); ED A0 80 is a
        // surrogate (ED needs 80–9F: three errors); F4 90 is above U+10FFFF.
        let cases: [([UInt8], String)] = [
            ([0xF0, 0x80, 0x80], "\u{FFFD}\u{FFFD}\u{FFFD}"),
            ([0xC0, 0xAF], "\u{FFFD}\u{FFFD}"),
            ([0xED, 0xA0, 0x80], "\u{FFFD}\u{FFFD}\u{FFFD}"),
            ([0xF4, 0x90, 0x80, 0x80], "\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}"),
            ([0x61, 0xFF, 0x62], "a\u{FFFD}b"),
        ]
        for (bytes, expected) in cases {
            #expect(pairs(bytes: Array("v=".utf8) + bytes) == [.init(name: "v", value: expected)], "\(bytes)")
        }
    }

    @Test func theByteOrderMarkIsKept() {
        // "UTF-8 decode without BOM" does not strip it.
        #expect(FormParameters.urlEncodedPairs("%EF%BB%BFa=1") == [.init(name: "\u{FEFF}a", value: "1")])
    }

    @Test func serializedTextParsesBackToTheSamePairs() {
        let parameters: FormParameters = ["name": "Zoë + Ada & co = 100%", "note": "line\r\nbreak", "emoji": "😀"]
        #expect(
            FormParameters.urlEncodedPairs(parameters.urlEncoded)
                == [
                    .init(name: "name", value: "Zoë + Ada & co = 100%"), .init(name: "note", value: "line\r\nbreak"),
                    .init(name: "emoji", value: "😀"),
                ])
    }

    /// A body is nested from its bytes without the list of pairs made
    /// first: generated bodies (bare names, empty sequences, `=` in values,
    /// escapes, brackets, bytes that are not UTF-8) must nest as the parsed
    /// pairs do, errors included.
    @Test func bodiesNestAsTheirParsedPairsDo() {
        var generator = SeededGenerator(seed: 7)
        let pieces = ["a", "b", "=", "&", "[", "]", "[]", "[0]", "[x]", "%41", "%", "+", "%C3%A9", "%FF", "é", "0"]
        for _ in 0..<2_000 {
            let length = Int.random(in: 0...10, using: &generator)
            let text = (0..<length).map { _ in pieces.randomElement(using: &generator) ?? "" }.joined()
            let bytes = Array(text.utf8)
            let direct = FormParameters.fuzzURLEncoded(bytes)
            let viaPairs = Result { () throws(FormParameters.DecodingError) in
                try FormParameters(pairs: FormURLEncoding.parse(bytes))
            }
            switch (direct, viaPairs) {
            case (.success(let one), .success(let other)): #expect(one == other, "\(text)")
            case (.failure(let one), .failure(let other)): #expect(one == other, "\(text)")
            default: Issue.record("\(text): \(direct) but \(viaPairs)")
            }
        }
    }
}
