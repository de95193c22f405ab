import FormworkFixtures
import Foundation
import Testing

@testable import Formwork

/// The reader follows RFC 8259's grammar; numbers are read exactly as
/// documented on ``FormValue/init(json:limits:)``.
@Suite("JSON: reader")
struct JSONReaderTests {
    private func read(_ text: String, limits: FormParameters.DecodingLimits = FormParameters.DecodingLimits()) throws -> FormValue
    {
        try FormValue(json: Data(text.utf8), limits: limits)
    }

    private func problem(_ text: String, limits: FormParameters.DecodingLimits = FormParameters.DecodingLimits())
        -> FormParameters.DecodingError.Problem?
    {
        problem(bytes: Array(text.utf8), limits: limits)
    }

    private func problem(bytes: [UInt8], limits: FormParameters.DecodingLimits = FormParameters.DecodingLimits())
        -> FormParameters.DecodingError.Problem?
    {
        do {
            _ = try FormValue(json: Data(bytes), limits: limits)
            return nil
        } catch {
            return error.problems.first
        }
    }

    @Test func membersKeepTheirOrderAndDuplicates() throws {
        #expect(try read(#"{"b":1,"a":2,"b":3}"#) == .object([.init("b", 1), .init("a", 2), .init("b", 3)]))
    }

    @Test func integersThatFitInt64AreIntegers() throws {
        #expect(try read("[-9223372036854775808, 9223372036854775807, 0, -0]") == [.integer(.min), .integer(.max), 0, 0])
    }

    @Test func integersBeyondInt64AreDecimals() throws {
        #expect(try read("9223372036854775808") == .decimal(try #require(Decimal(string: "9223372036854775808", locale: nil))))
    }

    @Test func fractionsAreExactDecimals() throws {
        let pi = try #require(Decimal(string: "3.14159265358979323846264338327", locale: nil))
        #expect(try read("3.14159265358979323846264338327") == .decimal(pi))
        #expect(try read("0.1") == .decimal(try #require(Decimal(string: "0.1", locale: nil))))
        #expect(try read("1e-05") == .decimal(try #require(Decimal(string: "0.00001", locale: nil))))
        #expect(try read("1.50E+2") == .decimal(150))
    }

    @Test func thirtyEightSignificantDigitsAreStillDecimal() throws {
        let digits = "12345678901234567890123456789012345678"
        #expect(try read(digits + ".0") == .decimal(try #require(Decimal(string: digits, locale: nil))))
    }

    @Test func moreDigitsThanDecimalHoldsKeepTheirLiteralInsteadOfRoundingToADouble() throws {
        // 39 significant digits are not rounded to a 17-digit double: no
        // exact type holds them, so the literal is kept and each row reads
        // it by its type.
        let digits = "1.23456789012345678901234567890123456789"
        #expect(try read(digits) == .string(digits))
    }

    @Test func exponentsBeyondDecimalsRangeAreDoubles() throws {
        #expect(try read("1e-200") == .double(1e-200))
        #expect(try read("2.5e300") == .double(2.5e300))
    }

    @Test func numbersBeyondDoubleAreAnError() {
        #expect(problem("[1e400]") == .init(offset: 1, line: 1, column: 2, reason: .numberOutOfRange("1e400")))
    }

    @Test func numeralsOutsideTheGrammarAreErrors() {
        for text in ["01", "1.", ".5", "+1", "-", "1e", "1e+", "0x10", "NaN", "Infinity", "- 1"] {
            #expect(problem(text) != nil, "\(text)")
        }
    }

    @Test func escapesAreDecoded() throws {
        #expect(try read(#""\"\\\/\b\f\n\r\t\u0041\u00e9\u4E2D""#) == .string("\"\\/\u{8}\u{C}\n\r\tAé中"))
    }

    /// A string is read where it lies until its first escape; the text
    /// before the escape, ASCII or not, is kept.
    @Test func textBeforeAnEscapeIsKept() throws {
        #expect(try read(#""ab\ncd""#) == .string("ab\ncd"))
        #expect(try read(#""é\u00e9\"x""#) == .string("éé\"x"))
        #expect(try read(#"["plain", "pl\tain"]"#) == .array(["plain", "pl\tain"]))
    }

    @Test func surrogatePairEscapesJoin() throws {
        #expect(try read(#""\uD83D\uDE00""#) == "😀")
    }

    @Test func aLoneHighSurrogateIsAnError() {
        #expect(problem(#"["\uD83D x"]"#) == .init(offset: 2, line: 1, column: 3, reason: .loneSurrogate("\\uD83D")))
    }

    @Test func aLoneLowSurrogateIsAnError() {
        #expect(problem(#""\uDE00""#) == .init(offset: 1, line: 1, column: 2, reason: .loneSurrogate("\\uDE00")))
    }

    @Test func invalidUTF8IsAnErrorAtItsOffset() {
        #expect(
            problem(bytes: Array(#"{"a":""#.utf8) + [0xC0, 0xAF] + Array(#""}"#.utf8))
                == .init(offset: 6, line: 1, column: 7, reason: .invalidUTF8))
        #expect(problem(bytes: [0x22, 0xED, 0xA0, 0x80, 0x22]) == .init(offset: 1, line: 1, column: 2, reason: .invalidUTF8))
    }

    /// The reader skips ASCII eight bytes at a time: an ill-formed sequence
    /// (RFC 3629: 0xFF never appears; 0xC3 must be followed by a
    /// continuation byte) is found at its offset whatever its place among
    /// those eight, and a well-formed one after any run of ASCII is read.
    @Test func invalidUTF8AfterARunOfASCIIIsFoundAtItsOffset() throws {
        let opening = Array(#"{"a":""#.utf8)
        for run in 0..<40 {
            let ascii = [UInt8](repeating: UInt8(ascii: "x"), count: run)
            for bad in [[0xFF], [0xC3, 0x28]] as [[UInt8]] {
                let bytes = opening + ascii + bad + Array(#""}"#.utf8)
                #expect(
                    problem(bytes: bytes)
                        == .init(offset: opening.count + run, line: 1, column: opening.count + run + 1, reason: .invalidUTF8),
                    "run \(run)")
            }
            let text = String(repeating: "x", count: run) + "é"
            #expect(try FormValue(json: Data((#"{"a":""# + text + #""}"#).utf8)) == .object([.init("a", .string(text))]))
        }
    }

    @Test func rawControlCharactersInStringsAreErrors() {
        #expect(problem("\"a\nb\"")?.offset == 2)
    }

    @Test func trailingGarbageIsAnError() {
        #expect(
            problem(#"{"a":1} x"#)
                == .init(
                    offset: 8, line: 1, column: 9,
                    reason: .invalidJSON(expected: "the end of the body after the value", found: "'x'")))
    }

    @Test func syntaxErrorsCarryTheirOffset() {
        #expect(
            problem(#"{"a" 1}"#)
                == .init(key: "a", offset: 5, line: 1, column: 6, reason: .invalidJSON(expected: "':' after a key", found: "'1'"))
        )
        #expect(problem("[1,]")?.offset == 3)
        #expect(problem("{,}")?.offset == 1)
        #expect(problem("")?.offset == 0)
        #expect(problem("tru")?.offset == 0)
    }

    @Test func aLeadingByteOrderMarkIsSkipped() throws {
        #expect(try FormValue(json: Data([0xEF, 0xBB, 0xBF] + Array("[]".utf8))) == [])
    }

    @Test func depthBeyondTheLimitIsAnError() {
        let deep = String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
        #expect(problem(deep) == .init(offset: 32, line: 1, column: 33, reason: .tooDeep(limit: 32)))
    }

    @Test func depthAtTheLimitIsAccepted() throws {
        let deep = String(repeating: "[", count: 32) + String(repeating: "]", count: 32)
        #expect(throws: Never.self) { try read(deep) }
    }

    @Test func tooManyValuesIsAnError() {
        let many = "[" + Array(repeating: "1", count: 1001).joined(separator: ",") + "]"
        #expect(problem(many)?.reason == .tooManyParameters(limit: 1000))
    }

    @Test func longKeysAreAnError() {
        let key = String(repeating: "k", count: 1025)
        #expect(problem("{\"\(key)\":1}") == .init(offset: 1, line: 1, column: 2, reason: .keyTooLong(length: 1025, limit: 1024)))
    }

    @Test func largeBodiesAreAnError() {
        #expect(
            problem("[1, 2]", limits: FormParameters.DecodingLimits(maxBodySize: 4))
                == .init(reason: .bodyTooLarge(size: 6, limit: 4)))
    }

    @Test func parametersNeedAnObjectAtTheTop() {
        #expect(throws: FormParameters.DecodingError([.init(offset: 0, line: 1, column: 1, reason: .notAnObject)])) {
            try FormParameters(json: Data("[1]".utf8))
        }
    }

    @Test func generatedValuesRoundTrip() throws {
        var generator = FormValueGenerator(random: SeededGenerator(seed: 2026))
        for round in 0..<500 {
            let parameters = FormParameters(generator.members(depth: 0))
            for formatting in [FormParameters.JSONOptions.Formatting.compact, .prettyPrinted] {
                let data = try parameters.json(options: FormParameters.JSONOptions(formatting: formatting))
                let back = try FormParameters(json: data)
                #expect(sameJSONValue(back.value, parameters.value), "round \(round): \(data.text)")
            }
        }
    }

    @Test func foundationOutputReadsBack() throws {
        let object: [String: Any] = ["name": "Zoë / 東京 😀", "n": [1, 2.5, true, NSNull()]]
        let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
        #expect(try read(data.text) == .object([.init("n", [1, .decimal(2.5), true, nil]), .init("name", "Zoë / 東京 😀")]))
    }
}
