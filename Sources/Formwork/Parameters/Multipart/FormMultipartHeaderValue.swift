/// A header value with parameters, `form-data; name="user_name"` or
/// `multipart/form-data; boundary=XyZ`, read as the Fetch Standard's
/// multipart/form-data parser reads it.
///
/// A quoted value runs to the next `"`: a backslash is an ordinary
/// character, as browsers write it (HTML never escapes one), not the quoting
/// character of RFC 5322 quoted strings, so `name="a\"` is the name `a\`.
/// Text after a closing quote that is no further parameter (`name="a\"; x"`,
/// which a MIME reader would read as the name `a"; x`) is refused rather
/// than guessed at, and so is a parameter given twice.
struct FormMultipartHeaderValue {
    /// The value before the first `;`, lowercased (`form-data`).
    var type: String
    /// The parameters in order, names lowercased, values as written
    /// (without quotes).
    var parameters: [(name: String, value: [UInt8])]

    /// The value of the parameter `name`, if given.
    func parameter(_ name: String) -> [UInt8]? {
        parameters.first { $0.name == name }?.value
    }

    /// `value` split into its type and parameters, or why it cannot be.
    static func parse(_ value: ArraySlice<UInt8>) -> Result<Self, FormParameters.DecodingError> {
        let end = value.firstIndex(of: 0x3B) ?? value.endIndex
        let type = Self.type(of: value)
        var parameters: [(name: String, value: [UInt8])] = []
        var index = end
        while index < value.endIndex {
            index += 1  // past the ';'
            index = skipSpaces(value, from: index)
            if index == value.endIndex { break }  // a trailing ';'
            let nameStart = index
            while index < value.endIndex, isTokenByte(value[index]) { index += 1 }
            let name = String(decoding: value[nameStart..<index], as: UTF8.self).lowercased()
            guard !name.isEmpty, index < value.endIndex, value[index] == 0x3D else {
                return .failure(malformed("a parameter without '=' in '\(String(decoding: value, as: UTF8.self))'"))
            }
            guard let (parameterValue, next) = parameterValue(value, from: index + 1) else {
                return .failure(
                    malformed(
                        "a parameter value that does not end where it should, in '\(String(decoding: value, as: UTF8.self))'"))
            }
            guard !parameters.contains(where: { $0.name == name }) else {
                return .failure(FormParameters.DecodingError([.init(reason: .duplicateHeader(name))]))
            }
            parameters.append((name, parameterValue))
            index = next
        }
        return .success(FormMultipartHeaderValue(type: type, parameters: parameters))
    }

    /// The type of `value`, the text before its first `;` without the
    /// spaces around it, lowercased, whatever its parameters are.
    static func type(of value: ArraySlice<UInt8>) -> String {
        let end = value.firstIndex(of: 0x3B) ?? value.endIndex
        return String(decoding: trimmed(value[value.startIndex..<end]), as: UTF8.self).lowercased()
    }

    /// A quoted or token value starting at `start`, and the offset of the
    /// `;` after it (or the end); `nil` when other text follows it.
    private static func parameterValue(_ value: ArraySlice<UInt8>, from start: Int) -> ([UInt8], Int)? {
        var index = start
        let result: [UInt8]
        if index < value.endIndex, value[index] == 0x22 {
            guard let close = value[(index + 1)...].firstIndex(of: 0x22) else { return nil }
            result = Array(value[(index + 1)..<close])
            index = close + 1
        } else {
            while index < value.endIndex, isTokenByte(value[index]) { index += 1 }
            result = Array(value[start..<index])
        }
        index = skipSpaces(value, from: index)
        guard index == value.endIndex || value[index] == 0x3B else { return nil }
        return (result, index)
    }

    private static func malformed(_ explanation: String) -> FormParameters.DecodingError {
        FormParameters.DecodingError([.init(reason: .malformedHeader(explanation))])
    }

    private static func skipSpaces(_ value: ArraySlice<UInt8>, from start: Int) -> Int {
        var index = start
        while index < value.endIndex, value[index] == 0x20 || value[index] == 0x09 { index += 1 }
        return index
    }

    private static func trimmed(_ value: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var value = value
        while let first = value.first, first == 0x20 || first == 0x09 { value = value.dropFirst() }
        while let last = value.last, last == 0x20 || last == 0x09 { value = value.dropLast() }
        return value
    }

    /// RFC 9110 `tchar`: the characters of a header name or a token.
    static func isTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: return true
        default: return Array("!#$%&'*+-.^_`|~".utf8).contains(byte)
        }
    }

    /// A name, file name or content type as written, its escapes undone:
    /// `%0A`, `%0D` and `%22` (the HTML Standard's, which the Fetch
    /// Standard's parser undoes) and `%5C` (Formwork's, for a backslash),
    /// uppercase only as they are written; then UTF-8, each invalid
    /// sequence read as U+FFFD. Nothing else is percent-decoded: browsers
    /// write `%` as it is, so `50%` reads back as `50%`.
    static func unescaped(_ bytes: some Collection<UInt8>) -> String {
        let bytes = Array(bytes)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == 0x25, index + 2 < bytes.count, let byte = escape(bytes[index + 1], bytes[index + 2]) {
                output.append(byte)
                index += 3
            } else {
                output.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// An RFC 2231 / RFC 8187 extended value in UTF-8 (`utf-8''%E5%90%8D`),
    /// percent-decoded; `nil` for another charset or invalid UTF-8.
    static func extendedValue(_ bytes: [UInt8]) -> String? {
        let parts = bytes.split(separator: 0x27, maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count == 3, String(decoding: parts[0], as: UTF8.self).lowercased() == "utf-8" else { return nil }
        // Percent escapes only: unlike a urlencoded body, `+` is a plus here.
        var decoded: [UInt8] = []
        var index = parts[2].startIndex
        while index < parts[2].endIndex {
            if parts[2][index] == 0x25, index + 2 < parts[2].endIndex,
                let high = ASCIIHex.value(parts[2][index + 1]), let low = ASCIIHex.value(parts[2][index + 2])
            {
                decoded.append(high << 4 | low)
                index += 3
            } else {
                decoded.append(parts[2][index])
                index += 1
            }
        }
        guard FormUTF8.firstInvalidOffset(decoded) == nil else { return nil }
        return String(decoding: decoded, as: UTF8.self)
    }

    private static func escape(_ high: UInt8, _ low: UInt8) -> UInt8? {
        switch (high, low) {
        case (0x30, 0x41): return 0x0A  // %0A
        case (0x30, 0x44): return 0x0D  // %0D
        case (0x32, 0x32): return 0x22  // %22
        case (0x35, 0x43): return 0x5C  // %5C
        default: return nil
        }
    }
}
