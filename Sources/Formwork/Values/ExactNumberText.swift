import Foundation

/// Number text for form values and parameters: exact (every digit that
/// tells one value from another is kept, and reads back to the same value),
/// and the same on every platform and in every locale.
///
/// Foundation's number formatters follow the user's locale; form values and
/// parameters must not, so Formwork writes and reads numbers itself.
enum ExactNumberText {
    /// The shortest decimal text that reads back to the same `Double` bits
    /// (Swift's own algorithm, identical on Linux and macOS): `0.1`, `1e-05`.
    static func double(_ value: Double) -> String {
        value.description
    }

    /// Every digit of a `Decimal`, with `.` as the separator.
    static func decimal(_ value: Decimal) -> String {
        value.description
    }

    /// Reads an integer written as optional sign and ASCII digits; nil on
    /// anything else, including overflow.
    static func integer(_ text: String) -> Int64? {
        Int64(text, radix: 10)
    }

    /// Reads a floating-point number in the plain decimal or exponent form
    /// (`3.5`, `-2`, `1e3`, `.5`): the correctly rounded `Double`, with the
    /// sign of zero kept. Nil on anything else (no `inf`, no `nan`, no hex);
    /// a numeral too large for a `Double` (`1e400`) reads as infinity, which
    /// a form refuses as too large.
    static func double(_ text: String) -> Double? {
        guard isDecimalNumeral(text) else { return nil }
        return Double(text)
    }

    /// Reads a decimal number exactly; nil on anything that is not a numeral
    /// or that `Decimal` cannot hold without rounding (see ``exactDecimal(_:)``).
    static func decimal(_ text: String) -> Decimal? {
        guard isDecimalNumeral(text) else { return nil }
        return exactDecimal(text)
    }

    /// The most significant digits a `Decimal` holds exactly.
    static let decimalDigitLimit = 38

    /// The decimal a numeral denotes when `Decimal` holds it exactly: at most
    /// 38 significant digits (leading and trailing zeros do not count) and a
    /// power of ten within −128…127 once trailing zeros are moved into it.
    /// `Decimal(string:)` rounds longer numerals without a word; this refuses
    /// them. Zero is `0` whatever its sign, since `Decimal` has no −0.
    static func exactDecimal(_ numeral: String) -> Decimal? {
        guard let parts = NumeralParts(numeral)?.normalized else { return nil }
        if parts.digits.isEmpty { return Decimal(0) }
        guard parts.digits.count <= decimalDigitLimit, (-128...127).contains(parts.exponent) else { return nil }
        let text = (parts.isNegative ? "-" : "") + String(decoding: parts.digits, as: UTF8.self) + "e\(parts.exponent)"
        return Decimal(string: text, locale: nil)
    }

    /// Whether a numeral has more significant digits than a `Decimal` holds
    /// (as opposed to a power of ten out of its range).
    static func hasTooManyDigitsForDecimal(_ numeral: String) -> Bool {
        guard let parts = NumeralParts(numeral)?.normalized else { return false }
        return parts.digits.count > decimalDigitLimit
    }

    /// Whether two numerals name the same number (`1.50e2` and `150`), digit for digit.
    static func sameNumber(_ first: String, _ second: String) -> Bool {
        guard let a = NumeralParts(first)?.normalized, let b = NumeralParts(second)?.normalized else { return false }
        return a.digits == b.digits && (a.digits.isEmpty || (a.isNegative == b.isNegative && a.exponent == b.exponent))
    }

    /// A numeral as sign, digits and a power of ten: `-12.50e3` is
    /// negative, `1250`, 10^1.
    private struct NumeralParts {
        var isNegative = false
        var digits: [UInt8] = []
        var exponent = 0

        init?(_ numeral: String) {
            guard isDecimalNumeral(numeral) else { return nil }
            var bytes = Array(numeral.utf8)[...]
            if let sign = bytes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
                isNegative = sign == UInt8(ascii: "-")
                bytes = bytes.dropFirst()
            }
            let integer = bytes.prefix(while: ExactNumberText.isDigit)
            digits.append(contentsOf: integer)
            bytes = bytes.dropFirst(integer.count)
            if bytes.first == UInt8(ascii: ".") {
                bytes = bytes.dropFirst()
                let fraction = bytes.prefix(while: ExactNumberText.isDigit)
                digits.append(contentsOf: fraction)
                exponent -= fraction.count
                bytes = bytes.dropFirst(fraction.count)
            }
            guard let e = bytes.first, e == UInt8(ascii: "e") || e == UInt8(ascii: "E") else { return }
            bytes = bytes.dropFirst()
            var sign = 1
            if let mark = bytes.first, mark == UInt8(ascii: "+") || mark == UInt8(ascii: "-") {
                if mark == UInt8(ascii: "-") { sign = -1 }
                bytes = bytes.dropFirst()
            }
            // Saturated far beyond any exponent a Decimal or Double holds.
            var value = 0
            for byte in bytes { value = min(value * 10 + Int(byte - 0x30), 1_000_000) }
            exponent += sign * value
        }

        /// The same number without leading or trailing zeros in its digits
        /// (trailing ones moved into the exponent); zero has no digits.
        var normalized: NumeralParts {
            var result = self
            var significant = digits.drop { $0 == UInt8(ascii: "0") }
            while significant.last == UInt8(ascii: "0") {
                significant = significant.dropLast()
                result.exponent += 1
            }
            result.digits = Array(significant)
            return result
        }
    }

    /// `true` for `[+-]? (digits [. digits?] | . digits) ([eE] [+-]? digits)?`.
    static func isDecimalNumeral(_ text: String) -> Bool {
        var bytes = Array(text.utf8)[...]
        if let first = bytes.first, first == UInt8(ascii: "+") || first == UInt8(ascii: "-") {
            bytes = bytes.dropFirst()
        }
        let integerDigits = bytes.prefix(while: isDigit).count
        bytes = bytes.dropFirst(integerDigits)
        var fractionDigits = 0
        if bytes.first == UInt8(ascii: ".") {
            bytes = bytes.dropFirst()
            fractionDigits = bytes.prefix(while: isDigit).count
            bytes = bytes.dropFirst(fractionDigits)
        }
        guard integerDigits + fractionDigits > 0 else { return false }
        if let e = bytes.first, e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            if let sign = bytes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
                bytes = bytes.dropFirst()
            }
            let exponentDigits = bytes.prefix(while: isDigit).count
            guard exponentDigits > 0 else { return false }
            bytes = bytes.dropFirst(exponentDigits)
        }
        return bytes.isEmpty
    }

    static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}
