extension FormParameters {
    /// How parameters are written as JSON.
    ///
    /// ```swift
    /// let parameters: FormParameters = ["name": "Ada", "tags": ["math"]]
    /// try parameters.jsonString(options: .pretty)
    /// // {
    /// //   "name": "Ada",
    /// //   "tags": [
    /// //     "math"
    /// //   ]
    /// // }
    /// ```
    ///
    /// The defaults: compact, files as objects. Dates are always ISO 8601
    /// strings in UTC to the millisecond (`"2026-11-21T09:30:00Z"`).
    public struct JSONOptions: Sendable, Hashable {
        /// Whitespace between tokens.
        ///
        /// ```swift
        /// FormParameters.JSONOptions.Formatting.compact         // {"a":[1,2]}
        /// FormParameters.JSONOptions.Formatting.prettyPrinted   // two-space indents, "a": [ ... ] on separate lines
        /// ```
        public enum Formatting: Sendable, Hashable {
            /// No whitespace at all (the default).
            case compact
            /// A line per member and item, indented by two spaces, `": "` after
            /// keys, `[]` and `{}` for empty containers, no final newline.
            case prettyPrinted
        }

        /// How a ``FormFile`` is written.
        ///
        /// ```swift
        /// // FormFile(filename: "a.txt", contentType: "text/plain", data: Data("hi".utf8))
        /// FormParameters.JSONOptions.FileStyle.object   // {"filename":"a.txt","contentType":"text/plain","data":"aGk="}
        /// FormParameters.JSONOptions.FileStyle.url      // "https://example.com/a.txt" for a file with a URL
        /// ```
        public enum FileStyle: Sendable, Hashable {
            /// An object of `filename`, `contentType` and `data` (standard
            /// Base64 with padding), plus `url` when the file has one (the default).
            case object
            /// The file's URL as a string; a file without a URL is written as
            /// an ``object``, so its bytes are never dropped.
            case url
        }

        /// Whitespace between tokens; default ``Formatting/compact``.
        public var formatting: Formatting
        /// How files are written; default ``FileStyle/object``.
        public var fileStyle: FileStyle

        /// Pretty-printed JSON, files as objects: a line per member and item,
        /// indented by two spaces (``Formatting/prettyPrinted``).
        ///
        /// ```swift
        /// try parameters.jsonString(options: .pretty)
        /// ```
        public static let pretty = JSONOptions(formatting: .prettyPrinted)

        /// Options with the given choices; every argument has its documented default.
        ///
        /// ```swift
        /// let options = FormParameters.JSONOptions(formatting: .prettyPrinted, fileStyle: .url)
        /// ```
        public init(formatting: Formatting = .compact, fileStyle: FileStyle = .object) {
            self.formatting = formatting
            self.fileStyle = fileStyle
        }
    }
}
