import Foundation

extension FormParameters {
    /// Parameters read from a `multipart/form-data` body (RFC 7578), with
    /// bracketed names nested and file parts as files.
    ///
    /// ```swift
    /// let body = Data((
    ///     "--XyZ\r\nContent-Disposition: form-data; name=\"user_name\"\r\n\r\nAda\r\n"
    ///   + "--XyZ\r\nContent-Disposition: form-data; name=\"tags[]\"\r\n\r\nmath\r\n"
    ///   + "--XyZ\r\nContent-Disposition: form-data; name=\"avatar\"; filename=\"me.png\"\r\n"
    ///   + "Content-Type: image/png\r\n\r\n\u{89}PNG\r\n--XyZ--\r\n").utf8)
    /// let parameters = try FormParameters(multipart: body, boundary: "XyZ")
    /// parameters["user_name"]   // .string("Ada")
    /// parameters["tags"]        // .array(["math"])
    /// parameters["avatar"]      // .file(FormFile(filename: "me.png", contentType: "image/png", data: …))
    /// ```
    ///
    /// What is read, and how:
    /// - A part with a `filename` is a ``FormValue/file(_:)`` of its bytes,
    ///   its file name and its `Content-Type` (`text/plain` when it has none,
    ///   RFC 7578 section 4.4). A file input with no file chosen, which
    ///   browsers send as an empty file name with no bytes, is no value at
    ///   all, so its row keeps what it holds (as Rack and Django read it). The
    ///   file name is kept as sent, path and all: sanitize it before using it
    ///   as a path.
    /// - Any other part is text: its bytes as UTF-8, each invalid sequence
    ///   as U+FFFD, as the urlencoded reader and the Fetch Standard read them.
    ///   A `charset` parameter and the `_charset_` field are not consulted:
    ///   browsers send UTF-8 from a UTF-8 page.
    /// - Names and file names are read as the Fetch Standard's parser reads
    ///   them: a quoted value runs to the next `"`, a backslash is a
    ///   backslash, and `%0A`, `%0D`, `%22` become LF, CR and `"` (the HTML
    ///   Standard's escapes), as does Formwork's `%5C` for a backslash; no
    ///   other `%` is decoded, so whatever name Formwork's writer or a
    ///   browser writes reads back as itself. (A name that itself contains
    ///   `%22` reads back as `"`: HTML cannot tell them apart.)
    /// - Names nest by the bracket rules of ``init(urlEncoded:limits:)-(String,_)``
    ///   (`address[city]`, `tags[]`, `items[0][id]`), and a name sent twice
    ///   is an array of its values, which a row holding one value reads as
    ///   its last (the hidden-checkbox idiom), as a urlencoded body is read.
    ///
    /// Refused, with every problem reported (``FormParameters/DecodingError``): a
    /// boundary RFC 2046 does not allow, a body without its opening boundary
    /// or its closing one (truncated), a boundary followed by other text on
    /// its line, a header line without `:`, a folded header line, a CR or LF
    /// inside a header line (header injection), a header or a
    /// `Content-Disposition` parameter given twice in one part, a part
    /// without `Content-Disposition: form-data` or without a `name`, a
    /// `Content-Transfer-Encoding` other than `7bit`, `8bit` or `binary`,
    /// names that do not nest, and a body over ``FormParameters/DecodingLimits`` (body
    /// size, ``FormParameters/DecodingLimits/maxParts``,
    /// ``FormParameters/DecodingLimits/maxPartSize``,
    /// ``FormParameters/DecodingLimits/maxHeaderSize``, and the parameter count, key
    /// length and depth of the names). A preamble before the first boundary
    /// and an epilogue after the last are ignored, as RFC 2046 says.
    ///
    /// - Throws: ``FormParameters/DecodingError`` for a malformed body or one over `limits`.
    public init(multipart body: Data, boundary: String, limits: FormParameters.DecodingLimits = FormParameters.DecodingLimits())
        throws(FormParameters.DecodingError)
    {
        try self.init(multipartBytes: [UInt8](body), boundary: boundary, limits: limits)
    }

    /// Parameters read from a `multipart/form-data` body, its boundary taken
    /// from the request's `Content-Type` header; see ``init(multipart:boundary:limits:)``.
    ///
    /// ```swift
    /// let parameters = try FormParameters(multipart: request.body, contentType: "multipart/form-data; boundary=XyZ")
    /// ```
    ///
    /// The media type is matched in any letter case, the `boundary`
    /// parameter may be quoted (`boundary="a:b c"`) or not, and other
    /// parameters are ignored.
    ///
    /// - Throws: ``FormParameters/DecodingError`` with
    ///   ``FormParameters/DecodingError/Reason/invalidContentType(_:)`` when the header
    ///   is not `multipart/form-data` with one boundary; otherwise as
    ///   ``init(multipart:boundary:limits:)`` throws.
    public init(
        multipart body: Data, contentType: String, limits: FormParameters.DecodingLimits = FormParameters.DecodingLimits()
    )
        throws(FormParameters.DecodingError)
    {
        let boundary = try Self.multipartBoundary(contentType: contentType)
        try self.init(multipartBytes: [UInt8](body), boundary: boundary, limits: limits)
    }

    init(
        multipartBytes bytes: [UInt8], boundary: String, limits: FormParameters.DecodingLimits
    ) throws(FormParameters.DecodingError) {
        let parts = try FormMultipartReader.parts(of: bytes, boundary: boundary, limits: limits)
        // A file input with no file chosen is no value: leave it out.
        try self.init(nesting: parts.compactMap { part in part.value.map { (part.name, $0) } }, limits: limits)
    }

    /// The `boundary` parameter of a `multipart/form-data` Content-Type value.
    static func multipartBoundary(contentType: String) throws(FormParameters.DecodingError) -> String {
        let invalid = FormParameters.DecodingError([.init(reason: .invalidContentType(contentType))])
        guard case .success(let value) = FormMultipartHeaderValue.parse(Array(contentType.utf8)[...]),
            value.type == "multipart/form-data", let boundary = value.parameter("boundary")
        else { throw invalid }
        return String(decoding: boundary, as: UTF8.self)
    }

    /// The fuzzing entry point of the multipart reader: any bytes in, a
    /// value or an error out, never a trap.
    package static func fuzzMultipart(_ bytes: [UInt8], boundary: String) -> Result<FormParameters, FormParameters.DecodingError>
    {
        Result { () throws(FormParameters.DecodingError) in
            try FormParameters(multipartBytes: bytes, boundary: boundary, limits: FormParameters.DecodingLimits())
        }
    }
}
