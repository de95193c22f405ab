extension FormParameters {
    /// Why a body could not be read into parameters: every problem found, each
    /// with the key it concerns and where.
    ///
    /// ```swift
    /// do {
    ///     _ = try FormParameters(urlEncoded: "user[name=Ada&a=1&a[b]=2")
    /// } catch {
    ///     error.problems.map(\.description)
    ///     // ["user[name: unclosed '[' at byte 4",
    ///     //  "a[b]: 'a' already holds a value, so it cannot also be a group with the member 'b'"]
    /// }
    /// ```
    ///
    /// A decoder reports all the problems it can find in one pass, so a person
    /// fixing a body sees them together. A limit that is exceeded stops the
    /// decoding at once and is the only problem reported.
    public struct DecodingError: Error, Sendable, Hashable, CustomStringConvertible {
        /// One thing wrong with the body.
        ///
        /// ```swift
        /// let problem = FormParameters.DecodingError.Problem(key: "a]", offset: 1, reason: .unexpectedClosingBracket)
        /// problem.description   // "a]: unexpected ']' at byte 1"
        /// ```
        public struct Problem: Sendable, Hashable, CustomStringConvertible {
            /// The key concerned, when there is one (decoded, as a person reads it).
            public var key: String?
            /// A byte offset: within the key for key problems, within the body
            /// for JSON syntax and UTF-8 problems.
            public var offset: Int?
            /// The line of a JSON body the problem is on, counted from 1 (lines
            /// end at a line feed); `nil` for other bodies.
            public var line: Int?
            /// The column of a JSON body the problem is at, counted from 1 in
            /// Unicode scalars from the start of its ``line``; `nil` for other bodies.
            public var column: Int?
            /// What is wrong.
            public var reason: Reason

            /// A problem with `reason`, about `key`, at byte `offset` (at `line`
            /// and `column` of a JSON body).
            ///
            /// ```swift
            /// let problem = FormParameters.DecodingError.Problem(key: nil, offset: 12, reason: .invalidUTF8)
            /// ```
            public init(key: String? = nil, offset: Int? = nil, line: Int? = nil, column: Int? = nil, reason: Reason) {
                self.key = key
                self.offset = offset
                self.line = line
                self.column = column
                self.reason = reason
            }

            /// The key, what is wrong and where: `"a: unexpected ']' at byte 1"`,
            /// or for a JSON body `"invalid JSON: expected ',' or '}', found '1'
            /// at line 2, column 9 (byte 14)"`.
            public var description: String {
                var text = key.map { "\($0): " } ?? ""
                text += reason.description
                switch (offset, line, column) {
                case (let offset?, let line?, let column?): text += " at line \(line), column \(column) (byte \(offset))"
                case (let offset?, _, _): text += " at byte \(offset)"
                default: break
                }
                return text
            }
        }

        /// What is wrong with a body.
        ///
        /// ```swift
        /// FormParameters.DecodingError.Reason.tooManyParameters(limit: 1000).description
        /// // "more than 1000 parameters"
        /// ```
        public enum Reason: Sendable, Hashable, CustomStringConvertible {
            /// The body has more bytes than ``FormParameters/DecodingLimits/maxBodySize``.
            case bodyTooLarge(size: Int, limit: Int)
            /// The body has more parameters than ``FormParameters/DecodingLimits/maxParameterCount``.
            case tooManyParameters(limit: Int)
            /// A key or document nests deeper than ``FormParameters/DecodingLimits/maxDepth``.
            case tooDeep(limit: Int)
            /// A key is longer than ``FormParameters/DecodingLimits/maxKeyLength``.
            case keyTooLong(length: Int, limit: Int)
            /// A `[` has no matching `]` (`user[name`).
            case unclosedBracket
            /// A `]` closes nothing (`user]`).
            case unexpectedClosingBracket
            /// A `[` inside brackets (`user[a[b]]`).
            case bracketInsideBracket
            /// Text follows a `]` without a new `[` (`user[name]x`).
            case textAfterBracket
            /// The key starts with `[`, so the group has no name (`[name]`).
            case emptyRoot
            /// An array index with more than 9 digits.
            case indexTooLarge
            /// An item of a repeating group at an index (from 0) past the most
            /// items the group holds: its `maxItems`, else
            /// 1000. Keyed by the group's parameter name.
            case itemIndexTooLarge(index: Int, limit: Int)
            /// A repeating group sent more items than it holds: its
            /// `maxItems`, else 1000. Keyed by the group's parameter name.
            case tooManyItems(count: Int, limit: Int)
            /// The key needs a value to be something it already is not (`a=1&a[b]=2`).
            case conflict(String)
            /// The bytes are not UTF-8 (JSON), at the offset given.
            case invalidUTF8
            /// A JSON syntax error: what was expected, and what was found
            /// instead (`'1'`, `the end of the body`).
            case invalidJSON(expected: String, found: String)
            /// A `\u` escape names half of a surrogate pair without the other half.
            case loneSurrogate(String)
            /// A JSON number is too large for a `Double`.
            case numberOutOfRange(String)
            /// The top level is not an object, so it has no named parameters.
            case notAnObject
            /// A dictionary value has a type Formwork does not read.
            case unsupportedValue(type: String)
            /// A dictionary or array contains itself, directly or further down
            /// (an `NSMutableDictionary` added to itself).
            case cycle
            /// A dictionary key is not text (an `NSDictionary` keyed by numbers).
            case keyNotText(type: String)
            /// A `Date` outside the years 0000–9999 (or NaN, or infinite), which
            /// Formwork cannot write as a date; the seconds since 1970 as text.
            case dateOutOfRange(secondsSince1970: String)
            /// A `Content-Type` that is not `multipart/form-data` with one
            /// `boundary` parameter; the header value as given.
            case invalidContentType(String)
            /// A multipart boundary RFC 2046 does not allow (1 to 70 of
            /// `0–9 A–Z a–z ' ( ) + _ , - . / : = ?` and space, not ending in a space).
            case invalidBoundary(String)
            /// A multipart body without its opening `--boundary` line.
            case missingBoundary
            /// A multipart body that ends before its closing `--boundary--`: truncated.
            case missingCloseDelimiter
            /// A multipart boundary followed by text on its line: the boundary
            /// occurs inside a part, which RFC 2046 forbids.
            case boundaryInContent
            /// A multipart body with more parts than ``FormParameters/DecodingLimits/maxParts``.
            case tooManyParts(limit: Int)
            /// A part's content is larger than ``FormParameters/DecodingLimits/maxPartSize``.
            case partTooLarge(size: Int, limit: Int)
            /// A part's header block is larger than ``FormParameters/DecodingLimits/maxHeaderSize``.
            case headerTooLarge(limit: Int)
            /// A part's header block cannot be read: what is wrong with it (a
            /// line without `:`, a folded line, a CR or LF inside a line).
            case malformedHeader(String)
            /// A part has no `Content-Disposition` header.
            case missingContentDisposition
            /// A part's `Content-Disposition` is not `form-data`; the type given.
            case notFormData(String)
            /// A part's `Content-Disposition` has no `name` parameter.
            case missingName
            /// A part names one header, or one `Content-Disposition` parameter,
            /// twice; the header or parameter name. Readers disagree on which
            /// one counts, so neither is read.
            case duplicateHeader(String)
            /// A part's `Content-Transfer-Encoding` is neither `7bit`, `8bit`
            /// nor `binary` (RFC 7578 section 4.7); the encoding given.
            case unsupportedTransferEncoding(String)

            public var description: String {
                switch self {
                case .bodyTooLarge(let size, let limit): return "body of \(size) bytes is larger than \(limit) bytes"
                case .tooManyParameters(let limit): return "more than \(limit) parameters"
                case .tooDeep(let limit): return "nested deeper than \(limit) levels"
                case .keyTooLong(let length, let limit): return "key of \(length) bytes is longer than \(limit) bytes"
                case .unclosedBracket: return "unclosed '['"
                case .unexpectedClosingBracket: return "unexpected ']'"
                case .bracketInsideBracket: return "'[' inside brackets"
                case .textAfterBracket: return "text after ']' must start with '['"
                case .emptyRoot: return "the key starts with '[' and so has no name"
                case .indexTooLarge: return "array index has more than 9 digits"
                case .itemIndexTooLarge(let index, let limit):
                    return "item index \(index) is past the \(limit) \(limit == 1 ? "item" : "items") the group holds at most"
                case .tooManyItems(let count, let limit):
                    return "\(count) items are more than the \(limit) the group holds at most"
                case .conflict(let explanation): return explanation
                case .invalidUTF8: return "invalid UTF-8"
                case .invalidJSON(let expected, let found): return "invalid JSON: expected \(expected), found \(found)"
                case .loneSurrogate(let escape):
                    // A high surrogate is \uD800 to \uDBFF: its third hex digit is 8 to B.
                    let isHigh = escape.dropFirst(3).first.map("89ABab".contains) ?? false
                    return isHigh
                        ? "lone surrogate \(escape): expected a \\uDC00 to \\uDFFF escape after it"
                        : "lone surrogate \(escape): expected a \\uD800 to \\uDBFF escape before it"
                case .numberOutOfRange(let literal):
                    return "number \(literal) is out of range: a number must be between -1.7976931348623157e308 "
                        + "and 1.7976931348623157e308"
                case .notAnObject: return "the top level is not an object"
                case .unsupportedValue(let type): return "values of type \(type) are not supported"
                case .cycle: return "the value contains itself"
                case .keyNotText(let type): return "keys must be text, not \(type)"
                case .dateOutOfRange(let seconds):
                    return "the date \(seconds) s since 1970 is outside the years 0000 to 9999"
                case .invalidContentType, .invalidBoundary, .missingBoundary, .missingCloseDelimiter, .boundaryInContent,
                    .tooManyParts, .partTooLarge, .headerTooLarge, .malformedHeader, .missingContentDisposition, .notFormData,
                    .missingName, .duplicateHeader, .unsupportedTransferEncoding:
                    return multipartDescription
                }
            }
        }

        /// Every problem found, in the order found.
        public var problems: [Problem]

        /// An error listing `problems`.
        ///
        /// ```swift
        /// let error = FormParameters.DecodingError([.init(reason: .notAnObject)])
        /// ```
        public init(_ problems: [Problem]) {
            self.problems = problems
        }

        public var description: String {
            problems.map(\.description).joined(separator: "\n")
        }
    }
}
