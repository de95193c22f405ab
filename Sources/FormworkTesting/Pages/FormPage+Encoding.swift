import Formwork
import Foundation

extension FormPage {
    /// The boundary ``multipartBody(boundary:)`` uses unless told otherwise:
    /// fixed, so the same page gives the same bytes.
    public static let defaultBoundary = "----FormworkPageBoundary7MA4YWxkTrZu0gW"

    /// `entries` by the URL Standard's `application/x-www-form-urlencoded`
    /// serializer, as a browser posts them (HTML §4.10.21.7): a file's
    /// name for a file; every CR or LF alone written CR LF; UTF-8, each
    /// byte but ASCII letters, digits, `*`, `-`, `.` and `_`
    /// percent-encoded in uppercase hexadecimal, and a space as `+`;
    /// `name=value` pairs joined by `&`.
    ///
    /// ```swift
    /// FormPage.urlEncoded([.init(name: "note", value: .text("a b\n~"))])   // "note=a+b%0D%0A%7E"
    /// ```
    public static func urlEncoded(_ entries: [Entry]) -> String {
        entries.map { entry in
            let value: String
            switch entry.value {
            case .text(let text): value = text
            case .file(let file): value = file.filename
            }
            var bytes: [UInt8] = []
            FormURLEncoding.encode(FormURLEncoding.normalizeNewlines(entry.name), into: &bytes)
            bytes.append(UInt8(ascii: "="))
            FormURLEncoding.encode(FormURLEncoding.normalizeNewlines(value), into: &bytes)
            return String(decoding: bytes, as: UTF8.self)
        }.joined(separator: "&")
    }

    /// `entries` as `multipart/form-data` (RFC 7578, as HTML §4.10.21.8
    /// asks): one part per entry in order, each
    /// `Content-Disposition: form-data; name="…"` (and `; filename="…"` with
    /// a `Content-Type` line for a file, `application/octet-stream` when
    /// its type is empty), names, texts and file names in UTF-8, every CR
    /// or LF alone in a name or text written CR LF, and in a name or file
    /// name each LF, CR and `"` written `%0A`, `%0D`, `%22` and nothing
    /// else escaped (a backslash stays, as in a browser's body, where
    /// `FormParameters.multipart(options:)` writes `%5C` for readers of MIME
    /// parameters); a file's bytes as they are; lines end in CR LF.
    ///
    /// ```swift
    /// let body = try FormPage.multipart([.init(name: "a", value: .text("1"))], boundary: "X")
    /// String(decoding: body, as: UTF8.self)
    /// // "--X\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\n1\r\n--X--\r\n"
    /// ```
    ///
    /// - Throws: ``FormPageError`` when `boundary` is no boundary of RFC
    ///   2046 (1 to 70 of its characters, not ending in a space), or when
    ///   an entry's bytes hold `--` and the boundary, which would end the part early.
    public static func multipart(_ entries: [Entry], boundary: String) throws(FormPageError) -> Data {
        try checkBoundary(boundary)
        var body = Data()
        let delimiter = Data(("--" + boundary).utf8)
        for entry in entries {
            let name = escapedForHeader(FormURLEncoding.normalizeNewlines(entry.name))
            var head = "--" + boundary + "\r\nContent-Disposition: form-data; name=\"" + name + "\""
            let content: Data
            switch entry.value {
            case .text(let text):
                content = Data(FormURLEncoding.normalizeNewlines(text).utf8)
                head += "\r\n\r\n"
            case .file(let file):
                content = file.data
                let type = file.contentType.isEmpty ? "application/octet-stream" : file.contentType
                head += "; filename=\"" + escapedForHeader(file.filename) + "\"\r\nContent-Type: " + type + "\r\n\r\n"
            }
            guard content.range(of: delimiter) == nil, Data(head.utf8).dropFirst(delimiter.count).range(of: delimiter) == nil
            else {
                throw FormPageError(
                    "The entry '\(entry.name)' holds the boundary '\(boundary)' after '--': give another boundary.")
            }
            body.append(Data(head.utf8))
            body.append(content)
            body.append(Data("\r\n".utf8))
        }
        body.append(Data(("--" + boundary + "--\r\n").utf8))
        return body
    }

    /// A boundary of RFC 2046 §5.1.1: 1 to 70 of `bchars`, the last no space.
    private static func checkBoundary(_ boundary: String) throws(FormPageError) {
        guard FormMultipartEncoder.isValidBoundary(boundary) else {
            throw FormPageError(
                "'\(boundary)' is no multipart boundary: use 1 to 70 ASCII letters, digits or '()+_,-./:=? (not ending in a space)."
            )
        }
    }

    /// A name or file name in a part's header: LF, CR and `"` as `%0A`, `%0D`, `%22` and nothing else (HTML §4.10.21.8).
    private static func escapedForHeader(_ text: String) -> String {
        String(decoding: FormMultipartEncoder.escapedHeader(text), as: UTF8.self)
    }
}
