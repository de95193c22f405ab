import Foundation

/// An RFC 8259 JSON reader into ``FormValue``, exact and order-keeping.
/// Errors carry the byte offset where the reader stopped.
struct FormJSONReader {
    let bytes: [UInt8]
    let limits: FormParameters.DecodingLimits
    var index = 0
    private var valueCount = 0

    static func read(_ bytes: [UInt8], limits: FormParameters.DecodingLimits) throws(FormParameters.DecodingError) -> FormValue {
        guard bytes.count <= limits.maxBodySize else {
            throw FormParameters.DecodingError([.init(reason: .bodyTooLarge(size: bytes.count, limit: limits.maxBodySize))])
        }
        var reader = FormJSONReader(bytes: bytes, limits: limits)
        if let offset = FormUTF8.firstInvalidOffset(bytes) {
            throw FormParameters.DecodingError([reader.failure(.invalidUTF8, at: offset).problem])
        }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.index = 3 }
        do throws(Failure) {
            reader.skipWhitespace()
            let value = try reader.readValue(depth: 0)
            reader.skipWhitespace()
            guard reader.index == bytes.count else { throw reader.syntaxError("the end of the body after the value") }
            return value
        } catch {
            throw FormParameters.DecodingError([error.problem])
        }
    }

    private init(bytes: [UInt8], limits: FormParameters.DecodingLimits) {
        self.bytes = bytes
        self.limits = limits
    }

    /// A reader at the start of `bytes`, past a byte order mark; `nil` for
    /// a body over the size limit or not UTF-8, which ``read(_:limits:)``
    /// refuses.
    init?(checking bytes: [UInt8], limits: FormParameters.DecodingLimits) {
        guard bytes.count <= limits.maxBodySize, FormUTF8.firstInvalidOffset(bytes) == nil else { return nil }
        self.init(bytes: bytes, limits: limits)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    struct Failure: Error {
        var problem: FormParameters.DecodingError.Problem
    }

    var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { index += 1 }
    }

    private mutating func expect(_ literal: String, _ value: FormValue) throws(Failure) -> FormValue {
        let expected = Array(literal.utf8)
        guard bytes[index...].starts(with: expected) else { throw syntaxError("'\(literal)'") }
        index += expected.count
        return value
    }

    mutating func readValue(depth: Int) throws(Failure) -> FormValue {
        guard let byte = current else { throw syntaxError("a value") }
        switch byte {
        case UInt8(ascii: "{"): return try readObject(depth: depth + 1)
        case UInt8(ascii: "["): return try readArray(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try readString())
        case UInt8(ascii: "t"): return try expect("true", .bool(true))
        case UInt8(ascii: "f"): return try expect("false", .bool(false))
        case UInt8(ascii: "n"): return try expect("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try readNumber()
        default: throw syntaxError("a value")
        }
    }

    mutating func enter(depth: Int) throws(Failure) {
        guard depth <= limits.maxDepth else { throw failure(.tooDeep(limit: limits.maxDepth)) }
        index += 1
        skipWhitespace()
    }

    mutating func countValue() throws(Failure) {
        valueCount += 1
        guard valueCount <= limits.maxParameterCount else {
            throw failure(.tooManyParameters(limit: limits.maxParameterCount))
        }
    }

    private mutating func readObject(depth: Int) throws(Failure) -> FormValue {
        try enter(depth: depth)
        var members: [FormValue.Member] = []
        if current == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        // The top level holds a form's rows, often a dozen or more: room
        // for them at once. Nested objects, which may be many and small,
        // grow as they fill.
        if depth == 1 { members.reserveCapacity(16) }
        while true {
            guard current == UInt8(ascii: "\"") else { throw syntaxError("a string key") }
            let keyOffset = index
            let key = try readString()
            guard key.utf8.count <= limits.maxKeyLength else {
                throw failure(.keyTooLong(length: key.utf8.count, limit: limits.maxKeyLength), at: keyOffset)
            }
            try countValue()
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw syntaxError("':' after a key", key: key) }
            index += 1
            skipWhitespace()
            members.append(FormValue.Member(key, try readValue(depth: depth)))
            skipWhitespace()
            if current == UInt8(ascii: ",") {
                index += 1
                skipWhitespace()
            } else if current == UInt8(ascii: "}") {
                index += 1
                return .object(members)
            } else {
                throw syntaxError("',' or '}'")
            }
        }
    }

    private mutating func readArray(depth: Int) throws(Failure) -> FormValue {
        try enter(depth: depth)
        var items: [FormValue] = []
        if current == UInt8(ascii: "]") {
            index += 1
            return .array(items)
        }
        while true {
            try countValue()
            items.append(try readValue(depth: depth))
            skipWhitespace()
            if current == UInt8(ascii: ",") {
                index += 1
                skipWhitespace()
            } else if current == UInt8(ascii: "]") {
                index += 1
                return .array(items)
            } else {
                throw syntaxError("',' or ']'")
            }
        }
    }
}
