import FormworkFixtures
import Foundation
import Testing

@testable import Formwork

/// Numerals of up to 19 significant digits are read from their digits, not
/// through `Decimal(string:)`, `Decimal.description` and `Double(String)`:
/// the values must be those readings' values, bit for bit.
@Suite struct ShortNumeralTests {
    /// Numerals of every shape the grammar allows, with leading and trailing
    /// zeros, signs, a bare point and exponents, around the limits that
    /// decide the reading (19 digits, 2^53, 10^22, Decimal's powers of ten).
    static let numerals = [
        "0", "-0", "+0", "0.0", "-0.0", "0e5", "-0.000e-9", "00012.50", "1.", ".5", "-.5e-3", "+.5e3", "1.58", "0.125",
        "0.1", "1249.99", "-1249.99", "1e22", "1e23", "1e-22", "1e-23", "9007199254740992", "9007199254740993",
        "9007199254740992e1", "0.9007199254740993", "1234567890123456789", "12345678901234567890", "9999999999999999999",
        "1e127", "1e128", "1e-128", "1e-129", "100e126", "0.00000000000000000001e-108", "4.9e-324", "2.5e-300",
        "1.7976931348623157e308", "1.5e400", "123.4560000000000000000000", "1E+2", "1e0001",
    ]

    /// Random numerals: up to 22 digits with a point anywhere, zeros
    /// around them, an exponent or none.
    static func generated(_ count: Int) -> [String] {
        var g = SeededGenerator(seed: 0x5EED_D161)
        return (0..<count).map { _ in
            let digits = (0..<Int.random(in: 1...22, using: &g)).map { _ in
                String(Int.random(in: 0..<10, using: &g) < 3 ? 0 : Int.random(in: 0...9, using: &g))
            }.joined()
            var text = digits
            if Bool.random(using: &g) {
                let point = Int.random(in: 0...digits.count, using: &g)
                text = String(digits.prefix(point)) + "." + String(digits.dropFirst(point))
            }
            if Int.random(in: 0..<3, using: &g) == 0 { text += "e" + String(Int.random(in: -140...140, using: &g)) }
            return (Bool.random(using: &g) ? "-" : "") + text
        }
    }

    private static func bytes(of decimal: Decimal) -> [UInt8] { withUnsafeBytes(of: decimal) { Array($0) } }

    @Test func exactDecimalsAreTheDecimalsOfTheirText() throws {
        for text in Self.numerals + Self.generated(4000) {
            guard let short = ShortNumeral(text), let decimal = short.decimal else { continue }
            // What the reading of text makes: `Decimal(string:)` of the
            // digits without leading or trailing zeros; `0` for zero.
            let normalized = "\(short.isNegative ? "-" : "")\(short.significand)e\(short.exponent)"
            let expected = short.significand == 0 ? Decimal(0) : try #require(Decimal(string: normalized, locale: nil))
            #expect(decimal == expected, "\(text)")
            // The same representation, so the same text and hash.
            #expect(Self.bytes(of: decimal) == Self.bytes(of: expected), "\(text)")
            #expect(decimal.description == expected.description, "\(text)")
            if let direct = Decimal(string: text, locale: nil) { #expect(decimal == direct, "\(text)") }
        }
    }

    @Test func shortNumeralsRefuseWhatIsNoNumeral() {
        for text in ["", "-", ".", "+.", "1e", "1e+", "e5", "1.2.3", "1,5", " 1", "1 ", "0x10", "inf", "nan", "1_000", "١"] {
            #expect(ShortNumeral(text) == nil, "\(text)")
            #expect(ExactNumberText.double(text) == nil, "\(text)")
            #expect(ExactNumberText.exactDecimal(text) == nil, "\(text)")
        }
    }

    @Test func numeralsReadAsTheNearestDoubleWithTheSignOfZero() throws {
        for text in Self.numerals + Self.generated(4000) {
            let expected = try #require(Double(text), "\(text)")
            let read = try #require(ExactNumberText.double(text), "\(text)")
            #expect(read.bitPattern == expected.bitPattern, "\(text)")
        }
    }

    @Test func decimalsReadAsTheDoubleOfTheirDigits() throws {
        let extremes = [
            "18446744073709551615", "18446744073709551616", "184467440737095516150", "99999999999999999999999999999999999999",
            "-0.000000000000000000000000000001", "3.14159265358979323846",
        ]
        for text in Self.numerals + extremes + Self.generated(4000) {
            guard let decimal = Decimal(string: text, locale: nil), decimal.isFinite else { continue }
            let expected = try #require(Double(decimal.description), "\(text)")
            let read = try #require(ExactNumberText.double(decimal), "\(text)")
            #expect(read.bitPattern == expected.bitPattern, "\(text)")
        }
        #expect(try #require(ExactNumberText.double(Decimal.nan)).isNaN)
    }

    @Test func jsonNumbersKeepTheirReading() throws {
        func read(_ text: String) throws -> FormValue { try FormValue(json: Data(text.utf8)) }
        func decimal(_ text: String) throws -> FormValue { .decimal(try #require(Decimal(string: text, locale: nil))) }
        #expect(try read("123456789012345678") == .integer(123_456_789_012_345_678))
        #expect(try read("-999999999999999999") == .integer(-999_999_999_999_999_999))
        #expect(try read("9223372036854775807") == .integer(.max))
        #expect(try read("9999999999999999999") == (try decimal("9999999999999999999")))
        #expect(try read("1.58") == (try decimal("1.58")))
        #expect(try read("1e2") == .decimal(100))
        #expect(try read("0.0") == .decimal(0))
        #expect(try read("-0.0").kindDescription == "a number")
        guard case .double(let negativeZero) = try read("-0e3") else { return #expect(Bool(false), "-0e3 is no double") }
        #expect(negativeZero.sign == .minus && negativeZero == 0)
        #expect(try read("1e128") == .double(1e128))
        #expect(try read("1.5e-129") == .double(1.5e-129))
    }

    @Test func rowsReadFractionsOfAJSONBodyExactly() throws {
        let member = try Member(json: Data(#"{"height":1.58,"discount":0.1,"age":9223372036854775807}"#.utf8))
        #expect(member.height == 1.58)
        #expect(member.discount == 0.1)
        #expect(member.age == .max)
        let booking = try Booking(json: Data(#"{"price":3.14159265358979323846}"#.utf8))
        #expect(booking.price == Decimal(string: "3.14159265358979323846", locale: nil))
        let urlEncoded = try Member(urlEncoded: "height=1.58&discount=-0.0&age=9223372036854775807")
        #expect(urlEncoded.height == 1.58)
        #expect(urlEncoded.discount.sign == .minus && urlEncoded.discount == 0)
        #expect(urlEncoded.age == .max)
    }
}
