extension FormJSONReader {
    /// The failure of a problem at `offset` (where the reader stands when
    /// `nil`), with the line and column a person finds it at in an editor.
    func failure(_ reason: FormParameters.DecodingError.Reason, at offset: Int? = nil, key: String? = nil) -> Failure {
        let offset = offset ?? index
        let (line, column) = Self.position(of: offset, in: bytes)
        return Failure(problem: .init(key: key, offset: offset, line: line, column: column, reason: reason))
    }

    /// A syntax error: `expected` is what the grammar allows at `offset`,
    /// and what stands there is quoted as found.
    func syntaxError(_ expected: String, at offset: Int? = nil, key: String? = nil) -> Failure {
        failure(.invalidJSON(expected: expected, found: Self.found(at: offset ?? index, in: bytes)), at: offset, key: key)
    }

    /// The line and column of byte `offset`, each counted from 1: lines
    /// end at a line feed, columns count Unicode scalars (a UTF-8 byte that
    /// is not a continuation byte starts one). The bytes before a problem
    /// are valid UTF-8, as the reader checks them first.
    static func position(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        var line = 1, column = 1
        for byte in bytes[..<min(offset, bytes.count)] {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return (line, column)
    }

    /// What stands at `offset`, for a person: a word or number as one
    /// token (`'tru'`, `'012'`), an escape with its letters (`'\q'`), a
    /// control character by its code point, else the one character.
    static func found(at offset: Int, in bytes: [UInt8]) -> String {
        guard offset < bytes.count else { return "the end of the body" }
        let byte = bytes[offset]
        if byte < 0x20 {
            return "the control character U+00" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16, uppercase: true)
        }
        var end = offset + 1
        if isTokenByte(byte) {
            while end < bytes.count, end - offset < 24, isTokenByte(bytes[end]) { end += 1 }
        } else if byte == UInt8(ascii: "\\") {
            let length = bytes.count > end && bytes[end] == UInt8(ascii: "u") ? 6 : 2
            while end < bytes.count, end - offset < length, bytes[end] >= 0x20, bytes[end] != UInt8(ascii: "\"") { end += 1 }
        } else {
            // One character: a lead byte and its continuation bytes.
            while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        }
        return "'" + String(decoding: bytes[offset..<end], as: UTF8.self) + "'"
    }

    /// A byte of a bare word or number: letters, digits, `_ . + -`.
    private static func isTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "+"), UInt8(ascii: "-"):
            return true
        default: return false
        }
    }
}
