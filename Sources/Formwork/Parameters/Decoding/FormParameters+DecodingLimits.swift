extension FormParameters {
    /// Bounds on what a decoder accepts, checked before the expensive work.
    ///
    /// ```swift
    /// var limits = FormParameters.DecodingLimits()
    /// limits.maxParameterCount = 50
    /// let parameters = try FormParameters(urlEncoded: "name=Ada", limits: limits)
    /// ```
    ///
    /// The defaults: 1000 parameters, nesting depth 32, keys of 1024 bytes and
    /// bodies of 10 MiB; for `multipart/form-data` bodies also 1000 parts,
    /// parts of 10 MiB and header blocks of 8 KiB. Exceeding a limit is a
    /// ``FormParameters/DecodingError``, never a silent truncation.
    public struct DecodingLimits: Sendable, Hashable {
        /// The most parameters a body may hold; default 1000. For urlencoded
        /// bodies this counts the non-empty `&`-separated sequences, before any
        /// of them is decoded; for JSON it counts every object member and array
        /// item in the document.
        public var maxParameterCount: Int
        /// The deepest nesting allowed; default 32, at most ``depthCeiling``
        /// (a larger value acts as the ceiling). A plain key `name` has depth 1,
        /// `user[address][city]` depth 3; a JSON scalar at the top level has
        /// depth 0 and each enclosing object or array adds one.
        public var maxDepth: Int {
            // Assigning inside didSet does not call didSet again.
            didSet { maxDepth = Swift.min(maxDepth, Self.depthCeiling) }
        }
        /// The deepest nesting any limits allow: 64.
        ///
        /// ```swift
        /// FormParameters.DecodingLimits(maxDepth: .max).maxDepth   // 64
        /// ```
        ///
        /// Reading a value and everything done with it after (comparing,
        /// describing, writing it as JSON or urlencoded text) descends one
        /// level at a time, so the ceiling is what keeps the stack safe whatever
        /// limit a caller sets: 64 levels fit a 512 KiB thread in a debug build
        /// and a 128 KiB one in a release build with room to spare. A form's
        /// groups nest a few levels; a body nested deeper than this is
        /// ``FormParameters/DecodingError/Reason/tooDeep(limit:)``.
        public static let depthCeiling = 64
        /// The longest key, in UTF-8 bytes after percent-decoding (urlencoded)
        /// or unescaping (JSON); default 1024.
        public var maxKeyLength: Int
        /// The largest body, in bytes; default 10 MiB (10 485 760 bytes). A
        /// `multipart/form-data` body is measured whole, every part included.
        public var maxBodySize: Int
        /// The most parts a `multipart/form-data` body may hold; default 1000.
        /// Counted as the body is read, so a body with more stops at the first
        /// part over the limit.
        public var maxParts: Int
        /// The largest content of one `multipart/form-data` part (a text value
        /// or a file's bytes), in bytes; default 10 MiB (10 485 760 bytes).
        public var maxPartSize: Int
        /// The largest header block of one `multipart/form-data` part, in bytes
        /// from its first header line to the empty line that ends the block
        /// (that line's CRLF not counted); default 8 KiB (8192 bytes).
        public var maxHeaderSize: Int
        /// The most items each repeating group of the form reading the body
        /// holds, by the group's parameter name: a bracketed name indexing an
        /// item at or past its group's limit stops the decoding, before the
        /// item is made. Set by the form for its own reads; empty otherwise.
        var itemLimits: [String: Int] = [:]

        /// Limits with the given bounds; every argument has its documented default.
        ///
        /// ```swift
        /// let strict = FormParameters.DecodingLimits(maxParameterCount: 20, maxDepth: 4)
        /// ```
        public init(
            maxParameterCount: Int = 1000,
            maxDepth: Int = 32,
            maxKeyLength: Int = 1024,
            maxBodySize: Int = 10 * 1024 * 1024,
            maxParts: Int = 1000,
            maxPartSize: Int = 10 * 1024 * 1024,
            maxHeaderSize: Int = 8 * 1024
        ) {
            self.maxParameterCount = maxParameterCount
            self.maxDepth = Swift.min(maxDepth, Self.depthCeiling)
            self.maxKeyLength = maxKeyLength
            self.maxBodySize = maxBodySize
            self.maxParts = maxParts
            self.maxPartSize = maxPartSize
            self.maxHeaderSize = maxHeaderSize
        }
    }
}
