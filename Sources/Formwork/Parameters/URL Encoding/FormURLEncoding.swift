import Foundation

/// The byte rules of the WHATWG URL Standard's
/// `application/x-www-form-urlencoded` serializer and parser.
package enum FormURLEncoding {
    /// The WHATWG serializer's percent-encoding of one name or value: UTF-8,
    /// space as `+`, only `A–Z a–z 0–9 * - . _` literal, uppercase hex.
    package static func encode(_ text: String, into output: inout [UInt8]) {
        for byte in text.utf8 {
            if byte == 0x20 {
                output.append(UInt8(ascii: "+"))
            } else if isLiteral(byte) {
                output.append(byte)
            } else {
                output.append(UInt8(ascii: "%"))
                output.append(hexDigits[Int(byte >> 4)])
                output.append(hexDigits[Int(byte & 0x0F)])
            }
        }
    }

    /// `true` for the bytes outside the application/x-www-form-urlencoded
    /// percent-encode set.
    static func isLiteral(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: return true
        case UInt8(ascii: "*"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"): return true
        default: return false
        }
    }

    private static let hexDigits: [UInt8] = Array("0123456789ABCDEF".utf8)

    /// HTML's newline normalization: every CRLF, lone CR and lone LF becomes CRLF.
    package static func normalizeNewlines(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 0x0D || $0 == 0x0A }) else { return text }
        var scalars = String.UnicodeScalarView()
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\r":
                scalars.append(contentsOf: "\r\n".unicodeScalars)
                previousWasCR = true
                continue
            case "\n" where previousWasCR:
                break
            case "\n":
                scalars.append(contentsOf: "\r\n".unicodeScalars)
            default:
                scalars.append(scalar)
            }
            previousWasCR = false
        }
        return String(scalars)
    }

    /// The WHATWG parser's percent-decoding, `+` as space: `%` followed by
    /// two hex digits is a byte; any other `%` stays as it is. Writes into
    /// `output`, which has room for `bytes.count`, and returns how many
    /// bytes it wrote.
    static func percentDecode(_ bytes: ArraySlice<UInt8>, into output: UnsafeMutableBufferPointer<UInt8>) -> Int {
        var count = 0
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: "%"), index + 2 < bytes.endIndex,
                let high = ASCIIHex.value(bytes[index + 1]), let low = ASCIIHex.value(bytes[index + 2])
            {
                output[count] = high << 4 | low
                index += 3
            } else {
                output[count] = byte == UInt8(ascii: "+") ? 0x20 : byte
                index += 1
            }
            count += 1
        }
        return count
    }

    /// `bytes` percent-decoded, `+` as space, as UTF-8 with replacement;
    /// text with neither `%` nor `+` (most names) is read as it is. Decoded
    /// straight into the string's storage, which repairs ill-formed UTF-8
    /// as `String(decoding:as:)` does.
    static func decoded(_ bytes: ArraySlice<UInt8>) -> String {
        guard isEncoded(bytes) else { return String(decoding: bytes, as: UTF8.self) }
        return String(unsafeUninitializedCapacity: bytes.count) { percentDecode(bytes, into: $0) }
    }

    /// Whether `bytes` hold a `%` or a `+`, which decoding changes: other
    /// text decodes to its own bytes.
    static func isEncoded(_ bytes: ArraySlice<UInt8>) -> Bool {
        bytes.contains { $0 == UInt8(ascii: "%") || $0 == UInt8(ascii: "+") }
    }

    /// The WHATWG parser: split on `&`, skip empty sequences, split at the
    /// first `=`, `+` as space, percent-decode, UTF-8 decode with replacement.
    static func parse(_ bytes: [UInt8]) -> [FormURLEncodedPair] {
        var pairs: [FormURLEncodedPair] = []
        forEachPair(in: bytes) { name, value in
            var pair = FormURLEncodedPair(name: name, value: value ?? "")
            pair.isBare = value == nil
            pairs.append(pair)
        }
        return pairs
    }

    /// Calls `body` with the name and value of each sequence of `bytes`,
    /// decoded as ``parse(_:)`` decodes them; the value is `nil` for a
    /// sequence with no `=` (a bare name).
    static func forEachPair(in bytes: [UInt8], _ body: (String, String?) -> Void) {
        var sequences = Sequences()
        // `+` becomes a space as it is percent-decoded (in percentDecode), so `%2B` stays `+`.
        while let (name, value) = sequences.next(in: bytes) {
            body(decoded(bytes[name]), value.map { decoded(bytes[$0]) })
        }
    }

    /// The non-empty `&`-separated sequences of a body, each split at its
    /// first `=` into the positions of its name and value (`nil` when it
    /// has no `=`), undecoded. Positions rather than slices: a slice kept
    /// by an iterator would retain the body's storage for each sequence.
    struct Sequences {
        private var start = 0

        mutating func next(in bytes: [UInt8]) -> (name: Range<Int>, value: Range<Int>?)? {
            while start < bytes.endIndex {
                let end = bytes[start...].firstIndex(of: UInt8(ascii: "&")) ?? bytes.endIndex
                defer { start = end + 1 }
                guard end > start else { continue }
                let equals = bytes[start..<end].firstIndex(of: UInt8(ascii: "="))
                return (start..<(equals ?? end), equals.map { ($0 + 1)..<end })
            }
            return nil
        }
    }

    /// The number of pairs `parse` would produce, counted without decoding.
    static func pairCount(_ bytes: [UInt8]) -> Int {
        var count = 0
        var inSequence = false
        for byte in bytes {
            if byte == UInt8(ascii: "&") {
                inSequence = false
            } else if !inSequence {
                inSequence = true
                count += 1
            }
        }
        return count
    }
}
