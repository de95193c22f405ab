import Foundation

/// An `application/x-www-form-urlencoded` reader a person would write for
/// one shape: split at `&` and `=`, percent-decode (`+` is a space) the
/// names and the values, find each name among the names the shape expects,
/// and read its value straight into the plain struct's property.
///
/// The machine's limit for reading a urlencoded body: what
/// ``BindingShapes`` prints beside Formwork and `JSONDecoder`. A value is
/// decoded into a buffer made once per body; text is made from it once.
struct LimitFormReader {
    struct Malformed: Error {}

    let bytes: UnsafeBufferPointer<UInt8>
    /// Room for a decoded name, and for a decoded value: each at most as long as the body.
    private let nameBuffer: UnsafeMutableBufferPointer<UInt8>
    private let valueBuffer: UnsafeMutableBufferPointer<UInt8>
    private var index = 0
    /// The value of the pair read last, raw; `nil` for a bare name.
    private var value: Range<Int>?

    /// Reads `body` in place with `read`, which calls ``next()`` until it is `nil`.
    static func read<T>(_ body: String, _ read: (inout LimitFormReader) throws -> T) throws -> T {
        var body = body
        return try body.withUTF8 { bytes in
            try withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(1, bytes.count) * 2) { buffer in
                let half = max(1, bytes.count)
                var reader = LimitFormReader(
                    bytes: bytes, nameBuffer: UnsafeMutableBufferPointer(rebasing: buffer[..<half]),
                    valueBuffer: UnsafeMutableBufferPointer(rebasing: buffer[half...]))
                return try read(&reader)
            }
        }
    }

    /// The next pair's decoded name, the reader left at its value; `nil` at
    /// the body's end. Empty sequences between `&`s are skipped, as the
    /// WHATWG parser skips them.
    mutating func next() -> UnsafeBufferPointer<UInt8>? {
        while index < bytes.count {
            let start = index
            var equals: Int?
            while index < bytes.count, bytes[index] != UInt8(ascii: "&") {
                if equals == nil, bytes[index] == UInt8(ascii: "=") { equals = index }
                index += 1
            }
            let end = index
            index += 1
            guard end > start else { continue }
            value = equals.map { $0 + 1..<end }
            return decode(start..<(equals ?? end), into: nameBuffer)
        }
        return nil
    }

    /// The position of `name` in `names` (`names.count` when absent),
    /// searched from `expected`, which is then the position after it.
    static func position(of name: UnsafeBufferPointer<UInt8>, in names: [[UInt8]], expected: inout Int) -> Int {
        var position = expected
        for _ in 0..<names.count {
            if position == names.count { position = 0 }
            if names[position].elementsEqual(name) {
                expected = position + 1
                return position
            }
            position += 1
        }
        return names.count
    }

    /// The decoded value of the pair read last; empty for a bare name.
    var valueBytes: UnsafeBufferPointer<UInt8> {
        guard let value else { return UnsafeBufferPointer(rebasing: valueBuffer[..<0]) }
        return decode(value, into: valueBuffer)
    }

    func text() -> String { String(decoding: valueBytes, as: UTF8.self) }
    var isBare: Bool { value == nil }
    func int() throws -> Int { try LimitNumerals.int(valueBytes) }
    func double() throws -> Double { try LimitNumerals.double(valueBytes) }
    func decimal() throws -> Decimal { try LimitNumerals.decimal(valueBytes) }
    func bool() throws -> Bool { try LimitNumerals.bool(valueBytes) }
    func date() throws -> Date { try LimitNumerals.date(valueBytes) }

    /// `raw` percent-decoded, `+` as a space; the raw bytes themselves when
    /// there is nothing to decode.
    private func decode(_ raw: Range<Int>, into buffer: UnsafeMutableBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        var index = raw.lowerBound
        while index < raw.upperBound, bytes[index] != UInt8(ascii: "%"), bytes[index] != UInt8(ascii: "+") { index += 1 }
        guard index < raw.upperBound else { return UnsafeBufferPointer(rebasing: bytes[raw]) }
        var count = 0
        index = raw.lowerBound
        while index < raw.upperBound {
            let byte = bytes[index]
            if byte == UInt8(ascii: "+") {
                buffer[count] = 0x20
            } else if byte == UInt8(ascii: "%"), index + 2 < raw.upperBound, let high = Self.hex(bytes[index + 1]),
                let low = Self.hex(bytes[index + 2])
            {
                buffer[count] = high << 4 | low
                index += 2
            } else {
                buffer[count] = byte
            }
            count += 1
            index += 1
        }
        return UnsafeBufferPointer(rebasing: buffer[..<count])
    }

    private static func hex(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x30...0x39: byte - 0x30
        case 0x41...0x46: byte - 0x37
        case 0x61...0x66: byte - 0x57
        default: nil
        }
    }
}
