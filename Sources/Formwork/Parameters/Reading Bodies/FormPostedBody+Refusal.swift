extension FormPostedBody {
    /// Why a posted body was refused before any form read it, and the HTTP
    /// status that answers it.
    ///
    /// ```swift
    /// do throws(FormPostedBody.Refusal) {
    ///     let body = try FormPostedBody(bytes: bytes, contentType: contentType, limits: limits)
    ///     …
    /// } catch {
    ///     return Response(status: error.statusCode, text: error.description)   // 415, 413 or 400
    /// }
    /// ```
    public struct Refusal: Error, Sendable, Hashable, CustomStringConvertible {
        /// What was wrong with the body.
        public enum Reason: Sendable, Hashable {
            /// The request's `Content-Type` (empty when it sent none)
            /// names none of the encodings the route reads, `accepted`.
            case unsupportedMediaType(String, accepted: [FormPostedBody.Encoding])
            /// The reader refused the body (or the `Content-Type`'s
            /// parameters), with every problem it found.
            case unreadable(FormParameters.DecodingError)
        }

        /// What was wrong with the body.
        public var reason: Reason

        /// A refusal for `reason`.
        public init(reason: Reason) {
            self.reason = reason
        }

        /// Whether the body, or one of its parts, is larger than its limit
        /// allows (``FormParameters/DecodingLimits/maxBodySize``,
        /// ``FormParameters/DecodingLimits/maxPartSize``).
        public var isTooLarge: Bool {
            guard case .unreadable(let error) = reason else { return false }
            return error.problems.contains { problem in
                switch problem.reason {
                case .bodyTooLarge, .partTooLarge: true
                default: false
                }
            }
        }

        /// The HTTP status that answers the request: 415 (Unsupported Media
        /// Type) for another media type, 413 (Content Too Large) for a body
        /// or part over its limit, 400 (Bad Request) for any other body the
        /// reader refuses (RFC 9110 §15.5).
        public var statusCode: Int {
            switch reason {
            case .unsupportedMediaType: 415
            case .unreadable: isTooLarge ? 413 : 400
            }
        }

        /// A sentence saying why, for the answer's body or a log.
        public var description: String {
            switch reason {
            case .unsupportedMediaType(let contentType, let accepted):
                let types = accepted.map(\.mediaType)
                let list = types.count > 1 ? types.dropLast().joined(separator: ", ") + " or " + (types.last ?? "") : types.first
                let sent = contentType.isEmpty ? "no Content-Type" : "'\(contentType)'"
                return "The body must be \(list ?? "of no media type"), and was sent with \(sent)."
            case .unreadable(let error):
                return "The body could not be read: \(error.description)"
            }
        }
    }
}
