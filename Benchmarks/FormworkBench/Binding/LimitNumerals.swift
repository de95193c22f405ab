import Foundation

/// Numerals read the way a reader written for one job reads them: digits
/// into an integer, the nearest `Double` in one operation when it is exact
/// (else the standard library's correctly rounded reading), the exact
/// `Decimal` from its significand and power of ten.
///
/// What the limit readers share; each refuses what is no numeral.
enum LimitNumerals {
    struct NotANumber: Error {}

    /// `[+-]? digits`, within `Int`.
    static func int(_ bytes: UnsafeBufferPointer<UInt8>) throws -> Int {
        var index = 0
        var negative = false
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
            negative = bytes[index] == UInt8(ascii: "-")
            index += 1
        }
        guard index < bytes.count else { throw NotANumber() }
        var value = 0
        while index < bytes.count {
            let digit = Int(bytes[index]) &- 0x30
            guard digit >= 0, digit <= 9 else { throw NotANumber() }
            let (times, overflow) = value.multipliedReportingOverflow(by: 10)
            let (sum, carry) = times.addingReportingOverflow(negative ? -digit : digit)
            guard !overflow, !carry else { throw NotANumber() }
            value = sum
            index += 1
        }
        return value
    }

    /// A numeral as sign, significand (at most 19 digits) and power of ten.
    struct Parts {
        var negative = false
        var significand: UInt64 = 0
        var exponent = 0
    }

    /// `[+-]? (digits [. digits?] | . digits) ([eE] [+-]? digits)?` of at
    /// most 19 significant digits; `nil` for a longer numeral, which the
    /// callers read as text.
    static func parts(_ bytes: UnsafeBufferPointer<UInt8>) throws -> Parts? {
        var parts = Parts()
        var index = 0
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
            parts.negative = bytes[index] == UInt8(ascii: "-")
            index += 1
        }
        var digits = 0
        var significant = 0
        var fraction = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "."), !fraction {
                fraction = true
            } else if byte >= 0x30, byte <= 0x39 {
                digits += 1
                if significant > 0 || byte != 0x30 { significant += 1 }
                guard significant <= 19 else { return nil }
                parts.significand = parts.significand * 10 + UInt64(byte - 0x30)
                if fraction { parts.exponent -= 1 }
            } else {
                break
            }
            index += 1
        }
        guard digits > 0 else { throw NotANumber() }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            var sign = 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
                if bytes[index] == UInt8(ascii: "-") { sign = -1 }
                index += 1
            }
            let start = index
            var power = 0
            while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 {
                power = min(power * 10 + Int(bytes[index] - 0x30), 100_000)
                index += 1
            }
            guard index > start else { throw NotANumber() }
            parts.exponent += sign * power
        }
        guard index == bytes.count else { throw NotANumber() }
        return parts
    }

    /// The nearest `Double`: one exact multiplication or division when both
    /// factors are exact doubles (Clinger's fast path), else `Double`'s own
    /// reading of the text.
    static func double(_ bytes: UnsafeBufferPointer<UInt8>) throws -> Double {
        if let parts = try parts(bytes), parts.significand <= 1 << 53, (-22...22).contains(parts.exponent) {
            let scale = powersOfTen[abs(parts.exponent)]
            let magnitude = parts.exponent < 0 ? Double(parts.significand) / scale : Double(parts.significand) * scale
            return parts.negative ? -magnitude : magnitude
        }
        guard let value = Double(String(decoding: bytes, as: UTF8.self)) else { throw NotANumber() }
        return value
    }

    /// The exact `Decimal`, made from the significand without trailing zeros
    /// and its power of ten, as `Decimal(string:)` makes it.
    static func decimal(_ bytes: UnsafeBufferPointer<UInt8>) throws -> Decimal {
        guard var parts = try parts(bytes) else {
            guard let value = Decimal(string: String(decoding: bytes, as: UTF8.self), locale: nil) else {
                throw NotANumber()
            }
            return value
        }
        guard parts.significand != 0 else { return Decimal(0) }
        while parts.significand % 10 == 0 {
            parts.significand /= 10
            parts.exponent += 1
        }
        return Decimal(
            sign: parts.negative ? .minus : .plus, exponent: parts.exponent, significand: Decimal(parts.significand))
    }

    /// `true` or `false`.
    static func bool(_ bytes: UnsafeBufferPointer<UInt8>) throws -> Bool {
        if bytes.elementsEqual("true".utf8) { return true }
        if bytes.elementsEqual("false".utf8) { return false }
        throw NotANumber()
    }

    /// `yyyy-MM-ddTHH:mm:ssZ`, the ISO 8601 text `JSONEncoder` and the form
    /// write, or a calendar date `yyyy-MM-dd` (its midnight UTC), as a date.
    static func date(_ bytes: UnsafeBufferPointer<UInt8>) throws -> Date {
        let isDay = bytes.count == 10
        guard isDay || bytes.count == 20, bytes[4] == 0x2D, bytes[7] == 0x2D,
            isDay || (bytes[10] == UInt8(ascii: "T") && bytes[13] == 0x3A && bytes[16] == 0x3A && bytes[19] == UInt8(ascii: "Z"))
        else { throw NotANumber() }
        func field(_ start: Int, _ count: Int) throws -> Int {
            try int(UnsafeBufferPointer(rebasing: bytes[start..<start + count]))
        }
        let (year, month, day) = (try field(0, 4), try field(5, 2), try field(8, 2))
        // Days from 1970-01-01 to the civil date (Howard Hinnant's days_from_civil).
        let shifted = month <= 2 ? year - 1 : year
        let era = (shifted >= 0 ? shifted : shifted - 399) / 400
        let yearOfEra = shifted - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        let days = era * 146_097 + dayOfEra - 719_468
        let time = isDay ? 0 : (try field(11, 2)) * 3_600 + (try field(14, 2)) * 60 + (try field(17, 2))
        let seconds = days * 86_400 + time
        return Date(timeIntervalSince1970: TimeInterval(seconds))
    }

    private static let powersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19,
        1e20, 1e21, 1e22,
    ]
}
