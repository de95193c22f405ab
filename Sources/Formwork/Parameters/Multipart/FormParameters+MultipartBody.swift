import Foundation

extension FormParameters {
    /// A `multipart/form-data` body and the `Content-Type` header that goes with it.
    ///
    /// ```swift
    /// let parameters: FormParameters = ["name": "Ada", "avatar": .file(FormFile(filename: "me.png", contentType: "image/png", data: png))]
    /// let body = parameters.multipart()
    /// request.setValue(body.contentType, forHTTPHeaderField: "Content-Type")
    /// request.httpBody = body.data
    /// ```
    public struct MultipartBody: Sendable, Hashable {
        /// The boundary between parts, without the leading `--`.
        public var boundary: String
        /// The body's bytes: every part, then the closing delimiter and a CRLF.
        public var data: Data

        /// A body of `data` whose parts are separated by `boundary`.
        ///
        /// ```swift
        /// let empty = FormParameters.MultipartBody(boundary: "b", data: Data("--b--\r\n".utf8))
        /// ```
        public init(boundary: String, data: Data) {
            self.boundary = boundary
            self.data = data
        }

        /// The `Content-Type` header value, `multipart/form-data; boundary=…`,
        /// with the boundary quoted when it holds a character that a MIME token
        /// cannot (RFC 2045 tspecials or a space).
        ///
        /// ```swift
        /// FormParameters.MultipartBody(boundary: "abc", data: Data()).contentType        // multipart/form-data; boundary=abc
        /// FormParameters.MultipartBody(boundary: "a:b c", data: Data()).contentType      // multipart/form-data; boundary="a:b c"
        /// ```
        public var contentType: String {
            let tspecials = Set("()<>@,;:\\\"/[]?= ".utf8)
            let needsQuotes = boundary.utf8.contains { tspecials.contains($0) }
            return "multipart/form-data; boundary=" + (needsQuotes ? "\"\(boundary)\"" : boundary)
        }

        /// A random boundary: `----FormworkBoundary` and 24 letters and digits
        /// drawn from `generator`.
        ///
        /// ```swift
        /// var generator = SystemRandomNumberGenerator()
        /// FormParameters.MultipartBody.randomBoundary(using: &generator)   // "----FormworkBoundary3fK9x…"
        /// ```
        ///
        /// Drawing from a `SystemRandomNumberGenerator` is safe from any number
        /// of tasks at once, also under ThreadSanitizer.
        public static func randomBoundary<Generator: RandomNumberGenerator>(using generator: inout Generator) -> String {
            // The system generator has no state: draw from a source that has an
            // address of its own (see SystemRandomSource), without touching `generator`.
            if Generator.self == SystemRandomNumberGenerator.self {
                var source = SystemRandomSource()
                return boundary(drawingFrom: &source)
            }
            return boundary(drawingFrom: &generator)
        }

        private static func boundary(drawingFrom generator: inout some RandomNumberGenerator) -> String {
            let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789".utf8)
            var characters: [UInt8] = Array("----FormworkBoundary".utf8)
            for _ in 0..<24 {
                characters.append(alphabet[Int(generator.next(upperBound: UInt64(alphabet.count)))])
            }
            return String(decoding: characters, as: UTF8.self)
        }
    }
}
