/// The `name=value` pairs of an `application/x-www-form-urlencoded` body,
/// read by hand as the WHATWG URL Standard's parser reads them, for the
/// routes and figures that stand for what the machine can do without
/// Formwork.
///
/// ```swift
/// let pairs = URLEncodedPairs(Array("csrf_token=5e&user_name=Ada+L%C3%B6".utf8))
/// for (name, value) in pairs {
///     print(pairs.decoded(name), pairs.decoded(value))   // "csrf_token 5e", then "user_name Ada Lö"
/// }
/// ```
///
/// The body is split on `&` and empty pieces are skipped; a piece without
/// `=` is a name with an empty value. In a name and in a value `+` is a
/// space and `%XX` a byte, a `%` not followed by two hexadecimal digits is
/// kept as it is, and the bytes are UTF-8, U+FFFD standing for what is not.
/// The pairs come in the body's order, each name and value as a range of
/// ``bytes`` still encoded, decoded only when asked.
package struct URLEncodedPairs: Sequence {
    /// The body's bytes.
    package let bytes: [UInt8]

    /// The pairs of `bytes`.
    package init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    package func makeIterator() -> Iterator { Iterator(bytes: bytes) }

    /// The next pair's name and value.
    package struct Iterator: IteratorProtocol {
        let bytes: [UInt8]
        var start = 0

        package mutating func next() -> (name: Range<Int>, value: Range<Int>)? {
            while start < bytes.count {
                let piece = start
                let end = bytes[piece...].firstIndex(of: UInt8(ascii: "&")) ?? bytes.count
                start = end + 1
                guard end > piece else { continue }
                let equals = bytes[piece..<end].firstIndex(of: UInt8(ascii: "="))
                return (piece..<(equals ?? end), (equals.map { $0 + 1 } ?? end)..<end)
            }
            return nil
        }
    }

    /// Whether the bytes in `range`, decoded, are those of `name`: decoded
    /// one by one as they are compared, so that nothing is allocated.
    package func decoded(_ range: Range<Int>, is name: [UInt8]) -> Bool {
        var index = range.lowerBound
        var matched = 0
        while index < range.upperBound {
            let (byte, next) = decodedByte(at: index, before: range.upperBound)
            guard matched < name.count, name[matched] == byte else { return false }
            matched += 1
            index = next
        }
        return matched == name.count
    }

    /// The bytes in `range`, decoded as text.
    package func decoded(_ range: Range<Int>) -> String {
        if !needsDecoding(range) { return String(decoding: bytes[range], as: UTF8.self) }
        return String(decoding: decodedBytes(range), as: UTF8.self)
    }

    private func needsDecoding(_ range: Range<Int>) -> Bool {
        bytes[range].contains { $0 == UInt8(ascii: "%") || $0 == UInt8(ascii: "+") }
    }

    /// The bytes in `range` with `+` and `%XX` decoded.
    private func decodedBytes(_ range: Range<Int>) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(range.count)
        var index = range.lowerBound
        while index < range.upperBound {
            let (byte, next) = decodedByte(at: index, before: range.upperBound)
            result.append(byte)
            index = next
        }
        return result
    }

    /// The byte that the encoded bytes at `index` stand for, and the index
    /// after them: `+` is a space, `%XX` the byte XX, anything else itself.
    private func decodedByte(at index: Int, before end: Int) -> (byte: UInt8, next: Int) {
        let byte = bytes[index]
        if byte == UInt8(ascii: "+") { return (UInt8(ascii: " "), index + 1) }
        if byte == UInt8(ascii: "%"), index + 2 < end, let high = Self.hexValue(bytes[index + 1]),
            let low = Self.hexValue(bytes[index + 2])
        {
            return (high << 4 | low, index + 3)
        }
        return (byte, index + 1)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
