import Foundation

/// Number text that is the same on every platform and in every locale.
///
/// Foundation's number formatters follow the user's locale; form values and
/// parameters must not, so Formwork writes and reads numbers itself.
enum FormNumberText {
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
    /// (`3.5`, `-2`, `1e3`, `.5`); nil on anything else (no `inf`, no hex).
    static func double(_ text: String) -> Double? {
        guard isDecimalNumeral(text) else { return nil }
        return Double(text)
    }

    /// Reads a decimal number exactly; nil on anything that is not a numeral
    /// or has more digits than `Decimal` holds without rounding.
    static func decimal(_ text: String) -> Decimal? {
        guard isDecimalNumeral(text), let value = Decimal(string: text, locale: nil) else { return nil }
        return value
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

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}
