import Foundation

/// Writes flat fields as `multipart/form-data` (RFC 7578 over RFC 2046),
/// escaping names the way HTML's multipart/form-data encoding does, and a
/// backslash too (see ``escapedParameter(_:)``).
package struct FormMultipartEncoder {
    /// Each part's headers, blank line and content, without delimiters.
    let parts: [[UInt8]]

    init(fields: [FormFlatField], normalizesNewlines: Bool) {
        parts = fields.map { Self.part($0, normalizesNewlines: normalizesNewlines) }
    }

    private static func part(_ field: FormFlatField, normalizesNewlines: Bool) -> [UInt8] {
        let name = normalizesNewlines ? FormURLEncoding.normalizeNewlines(field.name) : field.name
        var bytes = Array("Content-Disposition: form-data; name=\"".utf8)
        bytes += escapedParameter(name)
        bytes += Array("\"".utf8)
        switch field.content {
        case .text(let text):
            bytes += crlf + crlf
            bytes += Array((normalizesNewlines ? FormURLEncoding.normalizeNewlines(text) : text).utf8)
        case .file(let file):
            bytes += Array("; filename=\"".utf8) + escapedParameter(file.filename) + Array("\"".utf8) + crlf
            bytes += Array("Content-Type: ".utf8) + escapedHeader(file.contentType) + crlf + crlf
            bytes += [UInt8](file.data)
        }
        return bytes
    }

    private static let crlf: [UInt8] = [0x0D, 0x0A]

    /// A `name` or `filename` parameter's text, to go between its quotes:
    /// LF as `%0A`, CR as `%0D`, `"` as `%22` (the HTML Standard's
    /// multipart/form-data encoding), and a backslash as `%5C`.
    ///
    /// HTML leaves a backslash as it is, and so do readers that follow it
    /// (the Fetch Standard's parser). Readers of MIME parameters (RFC 2045,
    /// RFC 5322 quoted strings: Python's `email`, Go's `mime`) take a
    /// backslash as quoting the next character: `name="x\"; filename="y"`
    /// reads as the name `x"; filename=` and no file name, and `a\b` as
    /// `ab`. No quoted form of a backslash reads the same to both kinds of
    /// reader, so none is written: every reader reads `%5C` as the same
    /// three characters, and one that decodes percent escapes gets the
    /// backslash back.
    static func escapedParameter(_ text: String) -> [UInt8] {
        escaped(text, backslash: true)
    }

    /// A header line's text: LF as `%0A`, CR as `%0D`, `"` as `%22`, so no
    /// value can start a new header line.
    package static func escapedHeader(_ text: String) -> [UInt8] {
        escaped(text, backslash: false)
    }

    private static func escaped(_ text: String, backslash: Bool) -> [UInt8] {
        var output: [UInt8] = []
        for byte in text.utf8 {
            switch byte {
            case 0x0A: output += Array("%0A".utf8)
            case 0x0D: output += Array("%0D".utf8)
            case 0x22: output += Array("%22".utf8)
            case 0x5C where backslash: output += Array("%5C".utf8)
            default: output.append(byte)
            }
        }
        return output
    }

    /// `true` when `boundary` occurs inside any part.
    func contains(_ boundary: String) -> Bool {
        let needle = Array(boundary.utf8)
        return parts.contains { Self.find(needle, in: $0) }
    }

    private static func find(_ needle: [UInt8], in haystack: [UInt8]) -> Bool {
        guard let first = needle.first, haystack.count >= needle.count else { return false }
        var index = 0
        let last = haystack.count - needle.count
        while index <= last {
            if haystack[index] == first, haystack[index..<(index + needle.count)].elementsEqual(needle) { return true }
            index += 1
        }
        return false
    }

    /// `--boundary CRLF part CRLF` for each part, then `--boundary-- CRLF`.
    func body(boundary: String) -> Data {
        let delimiter = Array("--\(boundary)".utf8)
        var data = Data()
        for part in parts {
            data.append(contentsOf: delimiter + Self.crlf)
            data.append(contentsOf: part)
            data.append(contentsOf: Self.crlf)
        }
        data.append(contentsOf: delimiter + Array("--".utf8) + Self.crlf)
        return data
    }

    /// RFC 2046 section 5.1.1: 1–70 `bchars`, the last not a space.
    package static func isValidBoundary(_ boundary: String) -> Bool {
        let bytes = Array(boundary.utf8)
        guard (1...70).contains(bytes.count), bytes.last != 0x20 else { return false }
        let others = Set("'()+_,-./:=? ".utf8)
        return bytes.allSatisfy { byte in
            (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
                || others.contains(byte)
        }
    }
}
