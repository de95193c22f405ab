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
        if let short = ShortNumeral(text) { return short.double ?? Double(text) }
        guard isDecimalNumeral(text) else { return nil }
        return Double(text)
    }

    /// The `Double` nearest to `value`, as `Double` reads its digits: the
    /// correctly rounded double, whichever way it is computed.
    static func double(_ value: Decimal) -> Double? {
        if let exact = ShortNumeral(value)?.double { return exact }
        return Double(decimal(value))
    }

    /// Reads a decimal number exactly; nil on anything that is not a numeral
    /// or that `Decimal` cannot hold without rounding (see ``exactDecimal(_:)``).
    static func decimal(_ text: String) -> Decimal? {
        if let short = ShortNumeral(text), let decimal = short.decimal { return decimal }
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
        if let short = ShortNumeral(numeral), let decimal = short.decimal { return decimal }
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
        // Read where the bytes lie: a copy of them into an array was most
        // of the cost of checking a typed number.
        if let answer = text.utf8.withContiguousStorageIfAvailable({ isDecimalNumeral(bytes: $0[...]) }) {
            return answer
        }
        return isDecimalNumeral(bytes: Array(text.utf8)[...])
    }

    private static func isDecimalNumeral<Bytes: Collection<UInt8>>(bytes: Bytes) -> Bool where Bytes.SubSequence == Bytes {
        var bytes = bytes
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

/// A numeral of at most 19 significant digits held as integers: its sign,
/// its significant digits as one number without trailing zeros, and the
/// power of ten that scales them (`-12.50e3` is negative, 125, 10^2; zero
/// is 0, 10^0, with its sign).
///
/// Every such numeral's digits fit a `UInt64`, so the exact `Decimal` is
/// made from them directly, and the nearest `Double` is one correctly
/// rounded operation when both factors are exact doubles. Anything else
/// (more digits, no numeral at all) is `nil`, left to the readers of text.
struct ShortNumeral: Equatable {
    var isNegative: Bool
    var significand: UInt64
    var exponent: Int

    /// The most significant digits taken: 10^19 − 1 is below 2^64.
    static let digitLimit = 19

    /// Reads `[+-]? (digits [. digits?] | . digits) ([eE] [+-]? digits)?`,
    /// what ``ExactNumberText/isDecimalNumeral(_:)`` accepts.
    init?(_ text: String) {
        let read = text.utf8.withContiguousStorageIfAvailable { Self(utf8: $0) }
        guard let numeral = read ?? Array(text.utf8).withUnsafeBufferPointer({ Self(utf8: $0) }) else { return nil }
        self = numeral
    }

    init?(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        var index = 0
        let count = bytes.count
        isNegative = false
        if index < count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
            isNegative = bytes[index] == UInt8(ascii: "-")
            index += 1
        }
        var significand: UInt64 = 0
        // Digits taken into `significand` from its first nonzero one, and
        // zeros read after its last nonzero one, not yet taken.
        var taken = 0
        var zeros = 0
        var fractionDigits = 0
        var mantissaDigits = 0
        var inFraction = false
        while index < count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "."), !inFraction {
                inFraction = true
                index += 1
                continue
            }
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { break }
            mantissaDigits += 1
            if inFraction { fractionDigits += 1 }
            if byte == UInt8(ascii: "0") {
                if taken > 0 { zeros += 1 }
            } else {
                guard taken + zeros < Self.digitLimit else { return nil }
                for _ in 0..<zeros { significand *= 10 }
                significand = significand * 10 + UInt64(byte - UInt8(ascii: "0"))
                taken += zeros + 1
                zeros = 0
            }
            index += 1
        }
        guard mantissaDigits > 0 else { return nil }
        var power = 0
        if index < count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            var sign = 1
            if index < count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                if bytes[index] == UInt8(ascii: "-") { sign = -1 }
                index += 1
            }
            let start = index
            while index < count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
                // Saturated far beyond any power a Decimal or Double holds.
                power = min(power * 10 + Int(bytes[index] - UInt8(ascii: "0")), 1_000_000)
                index += 1
            }
            guard index > start else { return nil }
            power *= sign
        }
        guard index == count else { return nil }
        self.significand = significand
        exponent = significand == 0 ? 0 : power - fractionDigits + zeros
    }

    /// The numeral of a finite `Decimal` whose mantissa is below 2^53;
    /// `nil` for NaN and larger mantissas.
    init?(_ value: Decimal) {
        guard value.isFinite, let significand = Self.significand(of: value) else { return nil }
        self.significand = significand
        isNegative = value.isSignMinus
        exponent = value.exponent
    }

    /// The mantissa of a finite decimal, when it is below 2^53.
    private static func significand(of value: Decimal) -> UInt64? {
        #if canImport(Darwin)
            guard value._length <= 4 else { return nil }
            let words = value._mantissa
            let mantissa = UInt64(words.0) | UInt64(words.1) << 16 | UInt64(words.2) << 32 | UInt64(words.3) << 48
            return mantissa < 1 << 53 ? mantissa : nil
        #else
            // swift-corelibs-foundation keeps the mantissa's words internal. The
            // double of an integral decimal (`significand` has no power of ten)
            // is its 16-bit words summed high to low, exact while below 2^53; a
            // mantissa of 2^53 or more gives 2^53 or more, as rounding to
            // nearest never goes below a double the exact sum reaches.
            let double = NSDecimalNumber(decimal: value.significand).doubleValue
            return double < 0x1p53 ? UInt64(double) : nil
        #endif
    }

    /// The exact `Decimal`, made as `Decimal(string:)` makes it (compact:
    /// no trailing zero in its mantissa); `nil` when its power of ten lies
    /// outside −128…127. Zero is `0`, since `Decimal` has no −0.
    var decimal: Decimal? {
        guard significand != 0 else { return Decimal(0) }
        guard (-128...127).contains(exponent) else { return nil }
        // `Decimal(UInt64)` of digits with no trailing zero is compact, and
        // the power of ten is taken as it is.
        return Decimal(sign: isNegative ? .minus : .plus, exponent: exponent, significand: Decimal(significand))
    }

    /// The nearest `Double` when one multiplication or division gives it:
    /// the significand is at most 2^53 and the power of ten at most 10^22,
    /// so both are exact doubles and the one rounding is the correct one
    /// (Clinger's fast path). `nil` otherwise, for the reader of text.
    var double: Double? {
        guard significand <= 1 << 53, (-22...22).contains(exponent) else { return nil }
        let scale = Self.powersOfTen[abs(exponent)]
        let magnitude = exponent < 0 ? Double(significand) / scale : Double(significand) * scale
        return isNegative ? -magnitude : magnitude
    }

    /// 10^0 through 10^22, each an exact double.
    private static let powersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19,
        1e20, 1e21, 1e22,
    ]
}
