import Foundation

extension FormJSONReader {
    /// Reads a string at `"`; the input is already known to be valid UTF-8.
    ///
    /// A string with no escape (most of them) is made from its bytes where
    /// they lie; one with an escape is copied byte by byte from its first
    /// escape on.
    mutating func readString() throws(Failure) -> String {
        index += 1
        let start = index
        while let byte = current, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\"), byte > 0x1F { index += 1 }
        if current == UInt8(ascii: "\"") {
            index += 1
            return String(decoding: bytes[start..<(index - 1)], as: UTF8.self)
        }
        var text = Array(bytes[start..<index])
        while true {
            guard let byte = current else { throw syntaxError("'\"' to close the string") }
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return String(decoding: text, as: UTF8.self)
            case UInt8(ascii: "\\"):
                try readEscape(into: &text)
            case 0x00...0x1F:
                throw syntaxError(#"a control character written as an escape (\n, \t, \u001F)"#)
            default:
                text.append(byte)
                index += 1
            }
        }
    }

    /// Skips a string at `"` that has no escape and returns where its text
    /// lies; `nil`, and nothing skipped, at an escape, a control character
    /// or the end of the body, which ``readString()`` reads or refuses.
    mutating func skipPlainString() -> Range<Int>? {
        let start = index + 1
        var end = start
        while end < bytes.count {
            let byte = bytes[end]
            if byte == UInt8(ascii: "\"") {
                index = end + 1
                return start..<end
            }
            if byte == UInt8(ascii: "\\") || byte <= 0x1F { return nil }
            end += 1
        }
        return nil
    }

    private mutating func readEscape(into text: inout [UInt8]) throws(Failure) {
        let start = index
        index += 1
        guard let byte = current else { throw syntaxError("an escape after '\\'") }
        index += 1
        let simple: UInt8?
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): simple = byte
        case UInt8(ascii: "b"): simple = 0x08
        case UInt8(ascii: "f"): simple = 0x0C
        case UInt8(ascii: "n"): simple = 0x0A
        case UInt8(ascii: "r"): simple = 0x0D
        case UInt8(ascii: "t"): simple = 0x09
        case UInt8(ascii: "u"): simple = nil
        default: throw syntaxError("one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\u", at: start)
        }
        if let simple { return text.append(simple) }
        let unit = try readHexUnit(escapeStart: start)
        var scalarValue = UInt32(unit)
        if (0xD800...0xDBFF).contains(unit) {
            let lowStart = index
            guard bytes[index...].starts(with: [UInt8(ascii: "\\"), UInt8(ascii: "u")]) else {
                throw failure(.loneSurrogate(Self.escapeText(unit)), at: start)
            }
            index += 2
            let low = try readHexUnit(escapeStart: lowStart)
            guard (0xDC00...0xDFFF).contains(low) else { throw failure(.loneSurrogate(Self.escapeText(unit)), at: start) }
            scalarValue = 0x10000 + (UInt32(unit - 0xD800) << 10) + UInt32(low - 0xDC00)
        } else if (0xDC00...0xDFFF).contains(unit) {
            throw failure(.loneSurrogate(Self.escapeText(unit)), at: start)
        }
        guard let scalar = Unicode.Scalar(scalarValue) else { throw failure(.loneSurrogate(Self.escapeText(unit)), at: start) }
        text.append(contentsOf: String(Character(scalar)).utf8)
    }

    private mutating func readHexUnit(escapeStart: Int) throws(Failure) -> UInt16 {
        guard index + 4 <= bytes.count else { throw syntaxError("four hex digits after \\u", at: escapeStart) }
        var unit: UInt16 = 0
        for byte in bytes[index..<(index + 4)] {
            guard let digit = ASCIIHex.value(byte) else {
                throw syntaxError("four hex digits after \\u", at: escapeStart)
            }
            unit = unit << 4 | UInt16(digit)
        }
        index += 4
        return unit
    }

    private static func escapeText(_ unit: UInt16) -> String {
        let hex = String(unit, radix: 16, uppercase: true)
        return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    }

    /// Reads `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
    mutating func readNumber() throws(Failure) -> FormValue {
        let start = index
        if current == UInt8(ascii: "-") { index += 1 }
        let integerStart = index
        let integerDigits = skipDigits()
        guard integerDigits > 0 else { throw syntaxError("a digit") }
        if integerDigits > 1, bytes[integerStart] == UInt8(ascii: "0") {
            throw syntaxError("a number without a leading zero", at: start)
        }
        var isInteger = true
        if current == UInt8(ascii: ".") {
            index += 1
            guard skipDigits() > 0 else { throw syntaxError("a digit after '.'") }
            isInteger = false
        }
        if let e = current, e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
            index += 1
            try skipExponent()
            isInteger = false
        }
        if isInteger, integerDigits <= 18 {
            // Below 10^18: an Int64 whatever its sign, read digit by digit.
            var magnitude: Int64 = 0
            for byte in bytes[integerStart..<index] { magnitude = magnitude * 10 + Int64(byte - UInt8(ascii: "0")) }
            return .integer(integerStart > start ? -magnitude : magnitude)
        }
        // A fraction or exponent of at most 19 significant digits whose
        // power of ten `Decimal` holds is that decimal, made from its
        // digits: what the reading of its text below gives.
        if !isInteger,
            let short = bytes.withUnsafeBufferPointer({
                ShortNumeral(utf8: UnsafeBufferPointer(rebasing: $0[start..<index]))
            }),
            let decimal = short.decimal
        {
            // `Decimal` has no −0: a negative zero such as `-0.0` is the double it is.
            return short.significand == 0 && short.isNegative ? .double(-0.0) : .decimal(decimal)
        }
        let literal = String(decoding: bytes[start..<index], as: UTF8.self)
        if isInteger, let integer = Int64(literal) { return .integer(integer) }
        guard let double = Double(literal), double.isFinite else { throw failure(.numberOutOfRange(literal), at: start) }
        if let decimal = ExactNumberText.exactDecimal(literal) {
            // `Decimal` has no −0: a negative zero such as `-0.0` is the double it is.
            return decimal.isZero && double.sign == .minus ? .double(double) : .decimal(decimal)
        }
        // Neither an Int64 nor a Decimal holds it. A double whose shortest
        // digits are the literal's (`2.5e300`) loses nothing: it is written
        // back the same. Otherwise keep the literal, so each row reads it by
        // its own type (a Double row gets the nearest double, a Decimal or
        // integer row refuses it) and no digit is rounded away without a word.
        return ExactNumberText.sameNumber(ExactNumberText.double(double), literal) ? .double(double) : .string(literal)
    }

    private mutating func skipDigits() -> Int {
        let start = index
        while let byte = current, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") { index += 1 }
        return index - start
    }

    /// Skips an exponent's sign and digits.
    private mutating func skipExponent() throws(Failure) {
        if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
        guard skipDigits() > 0 else { throw syntaxError("a digit in the exponent") }
    }
}
