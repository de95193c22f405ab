import Foundation

/// A minimal multipart/form-data reader written from RFC 7578 and RFC 2046
/// section 5.1.1, for tests only: the body is `--boundary CRLF part` repeated,
/// each part's headers end at the first empty line, and the body ends with
/// `CRLF --boundary--`. It checks our writer without trusting our writer's
/// own code.
struct MultipartTestReader {
    struct Part: Equatable {
        var headers: [String]
        var content: Data
    }

    /// The parts of `body`, or nil when it is not framed as RFC 2046 says.
    static func parts(of body: Data, boundary: String) -> [Part]? {
        let bytes = [UInt8](body)
        let first = Array("--\(boundary)".utf8)
        let delimiter = Array("\r\n--\(boundary)".utf8)
        guard bytes.starts(with: first) else { return nil }
        if bytes == first + Array("--\r\n".utf8) { return [] }
        var parts: [Part] = []
        var position = first.count
        while true {
            // After a delimiter: "--" closes the body, CRLF starts a part.
            let rest = bytes[position...]
            if rest.starts(with: Array("--\r\n".utf8)) { return position + 4 == bytes.count ? parts : nil }
            guard rest.starts(with: Array("\r\n".utf8)) else { return nil }
            let start = position + 2
            guard let end = find(delimiter, in: bytes, from: start),
                let blank = find(Array("\r\n\r\n".utf8), in: bytes, from: start), blank <= end
            else { return nil }
            let headerText = String(decoding: bytes[start..<blank], as: UTF8.self)
            parts.append(
                Part(
                    headers: headerText.components(separatedBy: "\r\n"),
                    content: Data(bytes[(blank + 4)..<end])
                ))
            position = end + delimiter.count
        }
    }

    private static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard needle.count <= bytes.count else { return nil }
        var index = start
        while index + needle.count <= bytes.count {
            if bytes[index] == needle[0], Array(bytes[index..<(index + needle.count)]) == needle { return index }
            index += 1
        }
        return nil
    }

    /// A name as HTML's multipart/form-data encoding algorithm writes it
    /// (LF → %0A, CR → %0D, `"` → %22), with `\\` → %5C as Formwork adds.
    static func escapedName(_ name: String) -> String {
        var result = ""
        for scalar in name.unicodeScalars {
            switch scalar {
            case "\n": result += "%0A"
            case "\r": result += "%0D"
            case "\"": result += "%22"
            case "\\": result += "%5C"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
