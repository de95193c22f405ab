import Foundation

/// A JSON reader a person would write for one shape: it walks the bytes
/// once, finds each member by comparing its name's bytes with the names
/// the shape expects, and reads each value straight into the plain
/// struct's property. No tree, no `JSONSerialization`.
///
/// The machine's limit for reading a body: what ``BindingShapes`` prints
/// beside Formwork and `JSONDecoder`. It checks the syntax it reads and
/// throws at anything else.
struct LimitJSONReader {
    struct Malformed: Error { let offset: Int }

    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    /// Reads `body` in place with `read`, which must consume the whole body.
    static func read<T>(_ body: Data, _ read: (inout LimitJSONReader) throws -> T) throws -> T {
        try body.withUnsafeBytes { raw in
            let buffer = raw.bindMemory(to: UInt8.self)
            var reader = LimitJSONReader(buffer)
            let value = try read(&reader)
            reader.skipSpace()
            guard reader.index == buffer.count else { throw Malformed(offset: reader.index) }
            return value
        }
    }

    var current: UInt8 { index < bytes.count ? bytes[index] : 0 }

    mutating func skipSpace() {
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x09 {
            index += 1
        }
    }

    mutating func expect(_ byte: UInt8) throws {
        skipSpace()
        guard current == byte else { throw Malformed(offset: index) }
        index += 1
    }

    // MARK: Objects and arrays

    /// Enters an object (`{`).
    mutating func beginObject() throws { try expect(UInt8(ascii: "{")) }

    /// The position in `names` of the next member's name, the reader left at
    /// its value; `nil` at the object's end. `expected` is where the search
    /// starts (the member after the last one found), so members in the
    /// shape's order are found at the first comparison; a name not in
    /// `names` is `names.count`.
    mutating func nextMember(_ names: [[UInt8]], expected: inout Int) throws -> Int? {
        skipSpace()
        if current == UInt8(ascii: "}") {
            index += 1
            return nil
        }
        if current == UInt8(ascii: ",") {
            index += 1
            skipSpace()
        }
        guard current == UInt8(ascii: "\"") else { throw Malformed(offset: index) }
        let start = index + 1
        var end = start
        while end < bytes.count, bytes[end] != UInt8(ascii: "\"") {
            // A name with an escape is compared as written: these shapes' names have none.
            end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1
        }
        guard end < bytes.count else { throw Malformed(offset: index) }
        index = end + 1
        try expect(UInt8(ascii: ":"))
        skipSpace()
        return LimitFormReader.position(
            of: UnsafeBufferPointer(rebasing: bytes[start..<end]), in: names, expected: &expected)
    }

    /// Enters an array (`[`).
    mutating func beginArray() throws { try expect(UInt8(ascii: "[")) }

    /// Whether another element follows, the reader left at it; `false` at the array's end.
    mutating func nextElement() throws -> Bool {
        skipSpace()
        if current == UInt8(ascii: "]") {
            index += 1
            return false
        }
        if current == UInt8(ascii: ",") {
            index += 1
            skipSpace()
        }
        return true
    }

    /// The elements of an array, each read by `read`.
    mutating func array<T>(_ read: (inout LimitJSONReader) throws -> T) throws -> [T] {
        try beginArray()
        var items: [T] = []
        while try nextElement() { items.append(try read(&self)) }
        return items
    }

    /// Reads past any value, checking only that its brackets and strings close.
    mutating func skipValue() throws {
        skipSpace()
        switch current {
        case UInt8(ascii: "\""):
            _ = try string { _ in () }
        case UInt8(ascii: "{"):
            index += 1
            var expected = 0
            while try nextMember([], expected: &expected) != nil { try skipValue() }
        case UInt8(ascii: "["):
            index += 1
            while try nextElement() { try skipValue() }
        default:
            if !null() { _ = try token() }
        }
    }

    // MARK: Scalars

    /// `null`, consumed; `false` (nothing consumed) for any other value.
    mutating func null() -> Bool {
        guard current == UInt8(ascii: "n"), index + 4 <= bytes.count,
            UnsafeBufferPointer(rebasing: bytes[index..<index + 4]).elementsEqual("null".utf8)
        else { return false }
        index += 4
        return true
    }

    /// The bytes of a number, a `true` or a `false`.
    mutating func token() throws -> UnsafeBufferPointer<UInt8> {
        let start = index
        while index < bytes.count {
            switch bytes[index] {
            case 0x30...0x39, UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"),
                UInt8(ascii: "a")...UInt8(ascii: "z"):
                index += 1
            default:
                guard index > start else { throw Malformed(offset: index) }
                return UnsafeBufferPointer(rebasing: bytes[start..<index])
            }
        }
        guard index > start else { throw Malformed(offset: index) }
        return UnsafeBufferPointer(rebasing: bytes[start..<index])
    }

    mutating func int() throws -> Int { try LimitNumerals.int(token()) }
    mutating func double() throws -> Double { try LimitNumerals.double(token()) }
    mutating func decimal() throws -> Decimal { try LimitNumerals.decimal(token()) }
    mutating func bool() throws -> Bool { try LimitNumerals.bool(token()) }
    mutating func date() throws -> Date {
        try string { try LimitNumerals.date($0) }
    }

    /// A string's text: its bytes as they are when it has no escape, else unescaped.
    mutating func string() throws -> String {
        try string { String(decoding: $0, as: UTF8.self) }
    }

    /// `make` of a string's bytes, unescaped.
    mutating func string<T>(_ make: (UnsafeBufferPointer<UInt8>) throws -> T) throws -> T {
        guard current == UInt8(ascii: "\"") else { throw Malformed(offset: index) }
        let start = index + 1
        var end = start
        while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\") { end += 1 }
        guard end < bytes.count else { throw Malformed(offset: index) }
        if bytes[end] == UInt8(ascii: "\"") {
            index = end + 1
            return try make(UnsafeBufferPointer(rebasing: bytes[start..<end]))
        }
        var unescaped = Array(bytes[start..<end])
        index = end
        try unescape(into: &unescaped)
        return try unescaped.withUnsafeBufferPointer { try make($0) }
    }

    /// The rest of a string from its first `\`, unescaped into `text`.
    private mutating func unescape(into text: inout [UInt8]) throws {
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: "\"") { return }
            guard byte == UInt8(ascii: "\\") else {
                text.append(byte)
                continue
            }
            guard index < bytes.count else { break }
            let escaped = bytes[index]
            index += 1
            switch escaped {
            case UInt8(ascii: "n"): text.append(0x0A)
            case UInt8(ascii: "t"): text.append(0x09)
            case UInt8(ascii: "r"): text.append(0x0D)
            case UInt8(ascii: "b"): text.append(0x08)
            case UInt8(ascii: "f"): text.append(0x0C)
            case UInt8(ascii: "u"):
                var scalar = try hex4()
                if (0xD800..<0xDC00).contains(scalar), current == UInt8(ascii: "\\") {
                    index += 2
                    scalar = 0x10000 + (scalar - 0xD800) << 10 + (try hex4() - 0xDC00)
                }
                text.append(contentsOf: String(Character(Unicode.Scalar(scalar) ?? "\u{FFFD}")).utf8)
            default: text.append(escaped)
            }
        }
        throw Malformed(offset: index)
    }

    private mutating func hex4() throws -> UInt32 {
        guard index + 4 <= bytes.count else { throw Malformed(offset: index) }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            index += 1
            let digit: UInt8
            switch byte {
            case 0x30...0x39: digit = byte - 0x30
            case 0x41...0x46: digit = byte - 0x37
            case 0x61...0x66: digit = byte - 0x57
            default: throw Malformed(offset: index)
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }
}
