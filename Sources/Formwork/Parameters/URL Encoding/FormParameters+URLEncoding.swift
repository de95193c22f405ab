import Foundation

extension FormParameters {
    /// The parameters as an `application/x-www-form-urlencoded` string, with
    /// the default ``FormParameters/URLEncodingOptions``.
    ///
    /// ```swift
    /// let parameters: FormParameters = ["name": "Zoë + Ada", "tags": ["a", "b"]]
    /// parameters.urlEncoded   // "name=Zo%C3%AB+%2B+Ada&tags%5B%5D=a&tags%5B%5D=b"
    /// ```
    ///
    /// Byte for byte the WHATWG URL Standard's urlencoded serializer over the
    /// flattened fields: each name and value is UTF-8 encoded, a space
    /// becomes `+`, only `A–Z a–z 0–9 * - . _` stay literal, every other byte
    /// is `%XX` in uppercase hex, pairs are `name=value` joined by `&` (an
    /// empty value still writes `=`). The serializer percent-encodes
    /// brackets too, so `tags[]` is written `tags%5B%5D`; every form parser
    /// decodes the name before reading its brackets. Files are written as
    /// their URL, or their file name when they have no URL; use
    /// ``FormParameters/multipart(options:)`` to upload bytes.
    public var urlEncoded: String { urlEncoded(options: FormParameters.URLEncodingOptions()) }

    /// The parameters as an `application/x-www-form-urlencoded` string
    /// written with `options`.
    ///
    /// ```swift
    /// let parameters: FormParameters = ["agreed": true, "nickname": nil]
    /// parameters.urlEncoded(options: .init(boolStyle: .numeric, nilPolicy: .emptyString))
    /// // "agreed=1&nickname="
    /// ```
    public func urlEncoded(options: FormParameters.URLEncodingOptions) -> String {
        String(decoding: urlEncodedBytes(options: options), as: UTF8.self)
    }

    /// The `application/x-www-form-urlencoded` text as bytes, ready for a body.
    ///
    /// ```swift
    /// let body: Data = (["age": 36] as FormParameters).urlEncodedData()   // "age=36"
    /// ```
    public func urlEncodedData(options: FormParameters.URLEncodingOptions = FormParameters.URLEncodingOptions()) -> Data {
        Data(urlEncodedBytes(options: options))
    }

    func urlEncodedBytes(options: FormParameters.URLEncodingOptions) -> [UInt8] {
        var output: [UInt8] = []
        let fields = FormFieldFlattener(options: options).fields(members)
        for field in fields {
            var name = field.name
            var value: String
            switch field.content {
            case .text(let text): value = text
            case .file(let file): value = FormValue.file(file).text
            }
            if options.normalizesNewlines {
                name = FormURLEncoding.normalizeNewlines(name)
                value = FormURLEncoding.normalizeNewlines(value)
            }
            if !output.isEmpty { output.append(UInt8(ascii: "&")) }
            FormURLEncoding.encode(name, into: &output)
            if field.isBare { continue }
            output.append(UInt8(ascii: "="))
            FormURLEncoding.encode(value, into: &output)
        }
        return output
    }

    /// The flat pairs of an `application/x-www-form-urlencoded` string, read
    /// by the WHATWG URL Standard's parser.
    ///
    /// ```swift
    /// FormParameters.urlEncodedPairs("a=1&&b=x+y%2B&c")
    /// // [("a", "1"), ("b", "x y+"), ("c", "")]
    /// ```
    ///
    /// The input is split on `&` only (`;` is an ordinary byte), empty
    /// sequences are skipped, each sequence is split at its first `=`
    /// (none means an empty value), `+` becomes a space before
    /// percent-decoding (so `%2B` stays `+`), a `%` not followed by two hex
    /// digits is kept as it is, and the bytes are decoded as UTF-8 without
    /// BOM handling, each maximal invalid subsequence becoming U+FFFD. No
    /// limits apply; `init(urlEncoded:limits:)` applies them.
    package static func urlEncodedPairs(_ text: String) -> [FormURLEncodedPair] {
        FormURLEncoding.parse(Array(text.utf8))
    }

    /// The flat pairs of an `application/x-www-form-urlencoded` body; see
    /// `urlEncodedPairs(_:)`.
    ///
    /// ```swift
    /// FormParameters.urlEncodedPairs(Data("a=%E4%B8%AD".utf8))   // [("a", "中")]
    /// ```
    package static func urlEncodedPairs(_ body: Data) -> [FormURLEncodedPair] {
        FormURLEncoding.parse([UInt8](body))
    }

    /// Parameters read from `application/x-www-form-urlencoded` text, with
    /// bracketed names nested.
    ///
    /// ```swift
    /// let parameters = try FormParameters(urlEncoded: "user%5Bname%5D=Ada&tags=a&tags=b")
    /// parameters["user"]   // .object([.init("name", "Ada")])
    /// parameters["tags"]   // .array(["a", "b"])
    /// ```
    ///
    /// The text is split into pairs by the WHATWG URL Standard's parser
    /// (split on `&` only, `+` a space before percent-decoding, a `%` not
    /// followed by two hex digits kept, invalid UTF-8 as U+FFFD), and the
    /// pairs are nested by their bracketed names. The body size and parameter
    /// count are checked before any pair is decoded.
    ///
    /// The nesting rules, applied at every level:
    /// - `a[b]` makes `a` an object with the member `b`; members keep the
    ///   order in which they were first seen.
    /// - `a[]` appends a new item to the array `a`, also when more brackets
    ///   follow: `items[][id]=1&items[][id]=2` is two items.
    /// - `a[3]` addresses the array `a`'s item at index 3: items are sorted by index
    ///   and gaps are closed up (`a[5]=x&a[2]=y` is `["y", "x"]`), so no
    ///   value is lost and no nulls are invented. An index has at most 9
    ///   digits.
    /// - A name given twice as a plain value (`tags=a&tags=b`) becomes an
    ///   array of its values.
    /// - Every value is a ``FormValue/string(_:)``; the form converts it to
    ///   its field's type. A name written without `=` in a urlencoded body
    ///   (`nick`, which the WHATWG serializer never writes) is
    ///   ``FormValue/null``, and a bare `tags[]` an empty list: that is how
    ///   ``FormParameters/URLEncodingOptions/lossless`` writes nil and `[]`.
    ///
    /// Errors, all reported together: a conflict between shapes (`a=1&a[b]=2`,
    /// `a[]=1&a[0]=2`, `a[0]=1&a[x]=2`), an unclosed `[` (`a[b`), a `]`
    /// closing nothing (`a]`), a key starting with `[` (`[x]`), text after a
    /// `]` (`a[b]c`), a `[` inside brackets, an index of more than 9 digits,
    /// a key longer than ``FormParameters/DecodingLimits/maxKeyLength`` or deeper than
    /// ``FormParameters/DecodingLimits/maxDepth``. More pairs than
    /// ``FormParameters/DecodingLimits/maxParameterCount`` stop at once.
    ///
    /// - Throws: ``FormParameters/DecodingError`` for a body over `limits` or bracket
    ///   names that do not nest (the rules above).
    public init(urlEncoded text: String, limits: FormParameters.DecodingLimits = FormParameters.DecodingLimits())
        throws(FormParameters.DecodingError)
    {
        try self.init(urlEncodedBytes: Array(text.utf8), limits: limits)
    }

    /// Parameters read from an `application/x-www-form-urlencoded` body; see
    /// `init(urlEncoded:limits:)`.
    ///
    /// ```swift
    /// let parameters = try FormParameters(urlEncoded: Data("age=36".utf8))
    /// ```
    ///
    /// - Throws: ``FormParameters/DecodingError``, as the text form throws.
    public init(urlEncoded body: Data, limits: FormParameters.DecodingLimits = FormParameters.DecodingLimits())
        throws(FormParameters.DecodingError)
    {
        try self.init(urlEncodedBytes: [UInt8](body), limits: limits)
    }

    init(urlEncodedBytes bytes: [UInt8], limits: FormParameters.DecodingLimits) throws(FormParameters.DecodingError) {
        guard bytes.count <= limits.maxBodySize else {
            throw FormParameters.DecodingError([.init(reason: .bodyTooLarge(size: bytes.count, limit: limits.maxBodySize))])
        }
        let count = FormURLEncoding.pairCount(bytes)
        guard count <= limits.maxParameterCount else {
            throw FormParameters.DecodingError([.init(reason: .tooManyParameters(limit: limits.maxParameterCount))])
        }
        // Named values straight from the bytes: no list of pairs made first.
        var entries: [(name: String, value: FormValue?)] = []
        entries.reserveCapacity(count)
        FormURLEncoding.forEachPair(in: bytes) { name, value in entries.append((name, value.map(FormValue.string))) }
        try self.init(nesting: entries, limits: limits)
    }

    /// The fuzzing entry point of the urlencoded reader: any bytes in, a
    /// value or an error out, never a trap.
    static func fuzzURLEncoded(_ bytes: [UInt8]) -> Result<FormParameters, FormParameters.DecodingError> {
        Result { () throws(FormParameters.DecodingError) in
            try FormParameters(urlEncodedBytes: bytes, limits: FormParameters.DecodingLimits())
        }
    }
}
