import Foundation

extension FormParameters {
    /// The parameters as a JSON object, UTF-8 encoded.
    ///
    /// ```swift
    /// let parameters: FormParameters = ["id": .integer(.max), "price": .decimal(Decimal(string: "19.99")!)]
    /// String(decoding: try parameters.json(), as: UTF8.self)
    /// // {"id":9223372036854775807,"price":19.99}
    /// ```
    ///
    /// Formwork writes JSON itself (RFC 8259) rather than through
    /// `JSONEncoder`, which reorders keys, escapes `/` and formats numbers
    /// its own way. Members keep their order (duplicates included);
    /// integers are exact over all of `Int64`; decimals keep every digit;
    /// doubles are the shortest text that reads back to the same bits
    /// (`0.1`, `1e-05`, `1e+20`); dates are ISO 8601 strings; strings escape
    /// only `"`, `\` and U+0000–U+001F (`\b \f \n \r \t`, otherwise `\u00XX`
    /// in lowercase hex), so `/` and all non-ASCII text are written as they
    /// are. An infinite or NaN number is an error
    /// (``FormParameters/EncodingError/nonFiniteNumber(path:)``) naming its path,
    /// rather than a silent `null`.
    ///
    /// - Throws: ``FormParameters/EncodingError/nonFiniteNumber(path:)`` for an infinite
    ///   or NaN number and ``FormParameters/EncodingError/dateOutOfRange(path:)`` for a
    ///   date outside the years 0000–9999, each naming its path.
    public func json(options: FormParameters.JSONOptions = FormParameters.JSONOptions()) throws(FormParameters.EncodingError)
        -> Data
    {
        Data(try jsonBytes(options: options))
    }

    /// The parameters as JSON text; see ``json(options:)``.
    ///
    /// ```swift
    /// let parameters: FormParameters = ["path": "a/b", "city": "東京"]
    /// try parameters.jsonString()   // {"path":"a/b","city":"東京"}
    /// ```
    ///
    /// - Throws: ``FormParameters/EncodingError``, as ``json(options:)`` throws.
    public func jsonString(
        options: FormParameters.JSONOptions = FormParameters.JSONOptions()
    ) throws(FormParameters.EncodingError) -> String {
        String(decoding: try jsonBytes(options: options), as: UTF8.self)
    }

    func jsonBytes(options: FormParameters.JSONOptions) throws(FormParameters.EncodingError) -> [UInt8] {
        var writer = FormJSONWriter(options: options)
        try writer.writeMembers(members, path: "", depth: 0)
        return writer.output
    }

    /// Parameters read from a JSON object (RFC 8259).
    ///
    /// ```swift
    /// let parameters = try FormParameters(json: Data(#"{"id":9223372036854775807,"price":19.99}"#.utf8))
    /// parameters["id"]      // .integer(9223372036854775807)
    /// parameters["price"]   // .decimal(19.99)
    /// ```
    ///
    /// The top level must be an object; see ``FormValue/init(json:limits:)-(Data,_)``
    /// for how values are read.
    ///
    /// - Throws: ``FormParameters/DecodingError`` with the byte offset and reason:
    ///   malformed JSON, a top level that is not an object, or a value over
    ///   `limits`.
    public init(
        json: Data, limits: FormParameters.DecodingLimits = FormParameters.DecodingLimits()
    ) throws(FormParameters.DecodingError) {
        try self.init(jsonBytes: [UInt8](json), limits: limits)
    }

    /// Parameters read from a JSON object given as text; see the `Data` overload.
    ///
    /// ```swift
    /// let parameters = try FormParameters(json: #"{"name":"Ada"}"#)
    /// parameters["name"]    // .string("Ada")
    /// ```
    ///
    /// - Throws: ``FormParameters/DecodingError``, as the `Data` overload throws.
    public init(
        json: String, limits: FormParameters.DecodingLimits = FormParameters.DecodingLimits()
    ) throws(FormParameters.DecodingError) {
        try self.init(jsonBytes: Array(json.utf8), limits: limits)
    }

    /// Parameters read from a JSON object's bytes; see the `Data` overload.
    init(jsonBytes bytes: [UInt8], limits: FormParameters.DecodingLimits) throws(FormParameters.DecodingError) {
        guard case .object(let members) = try FormJSONReader.read(bytes, limits: limits) else {
            throw FormParameters.DecodingError([.init(offset: 0, line: 1, column: 1, reason: .notAnObject)])
        }
        self.init(members)
    }

    /// The fuzzing entry point of the JSON reader: any bytes in, a value or
    /// an error out, never a trap.
    static func fuzzJSON(_ bytes: [UInt8]) -> Result<FormValue, FormParameters.DecodingError> {
        Result { () throws(FormParameters.DecodingError) in
            try FormJSONReader.read(bytes, limits: FormParameters.DecodingLimits())
        }
    }
}

extension FormValue {
    /// A value read from JSON text (RFC 8259), keeping member order and
    /// every digit.
    ///
    /// ```swift
    /// let value = try FormValue(json: Data(#"{"b":1,"a":[0.1,1e400]}"#.utf8))
    /// // error: number 1e400 is out of range
    /// let order = try FormValue(json: Data(#"{"b":1,"a":0.1,"b":2}"#.utf8))
    /// // .object([b: 1, a: 0.1, b: 2]) — duplicate keys are kept, in order
    /// ```
    ///
    /// Numbers: an integer literal (no fraction, no exponent) that fits
    /// `Int64` is ``integer(_:)``; any other numeral is ``decimal(_:)`` when
    /// `Decimal` holds it exactly (at most 38 significant digits, exponent
    /// within −128…127, trailing zeros not counted, so `1.50` reads as
    /// `1.5`); otherwise it is ``double(_:)``, the nearest `Double`, and a
    /// numeral too large for a `Double` is an error. Strings: `\u` escapes
    /// that form a surrogate pair are joined; a lone surrogate is an error
    /// (it names no character). The text must be UTF-8 (a leading byte
    /// order mark is skipped); invalid UTF-8, a control character inside a
    /// string, and anything after the value are errors with their byte
    /// offset. Duplicate keys are kept, in order. The body size, nesting
    /// depth, number of members and items, and key length are limited by
    /// `limits`.
    ///
    /// - Throws: ``FormParameters/DecodingError`` with the byte offset and reason of the
    ///   first problem: malformed JSON, a number no type holds, invalid
    ///   UTF-8, or a limit exceeded.
    public init(
        json: Data, limits: FormParameters.DecodingLimits = FormParameters.DecodingLimits()
    ) throws(FormParameters.DecodingError) {
        self = try FormJSONReader.read([UInt8](json), limits: limits)
    }

    /// A value read from JSON given as text; see the `Data` overload.
    ///
    /// ```swift
    /// try FormValue(json: "[1, 0.1]")   // .array([.integer(1), .decimal(0.1)])
    /// ```
    ///
    /// - Throws: ``FormParameters/DecodingError``, as the `Data` overload throws.
    public init(
        json: String, limits: FormParameters.DecodingLimits = FormParameters.DecodingLimits()
    ) throws(FormParameters.DecodingError) {
        self = try FormJSONReader.read(Array(json.utf8), limits: limits)
    }
}
