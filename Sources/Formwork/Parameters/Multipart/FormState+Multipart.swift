import Foundation

extension FormState {
    /// Fills the form from a `multipart/form-data` body, files included; see
    /// ``update(from:options:)``.
    ///
    /// ```swift
    /// var form = try FormState(Profile())
    /// let result = form.update(fromMultipart: request.body, boundary: "XyZ")
    /// form.value(FormFile?.self, for: "id_scan")??.filename   // "scan.png"
    /// ```
    ///
    /// The body is read by ``FormParameters/init(multipart:boundary:limits:)``:
    /// a part with a file name goes to an `@FormImage` or `@FormAttachment`
    /// row holding a ``FormFile`` (its bytes, file name and content type), a
    /// text part is read by its row as the same text in a urlencoded body is
    /// (``update(fromURLEncoded:options:)-(String,_)``), with the same field
    /// errors; a name sent twice is a list to a list row and its last value
    /// to a row that holds one. A file input with no file chosen leaves its
    /// row as it is. A malformed body (no opening or closing boundary, a
    /// header that could inject another, a header given twice, a part with no
    /// name) or one over the options' ``FormParameters/DecodingLimits`` changes
    /// nothing; its problems are in ``FormUpdateResult/decodingProblems``.
    @discardableResult
    public mutating func update(fromMultipart body: Data, boundary: String, options: FormUpdateOptions = FormUpdateOptions())
        -> FormUpdateResult
    {
        update(options, source: .urlEncoded) { limits throws(FormParameters.DecodingError) in
            try FormParameters(multipart: body, boundary: boundary, limits: limits)
        }
    }

    /// Fills the form from a `multipart/form-data` body, its boundary taken
    /// from the request's `Content-Type` header; see
    /// ``update(fromMultipart:boundary:options:)``.
    ///
    /// ```swift
    /// form.update(fromMultipart: request.body, contentType: "multipart/form-data; boundary=\"XyZ\"")
    /// ```
    ///
    /// A header that is not `multipart/form-data` with a boundary changes
    /// nothing and is reported as
    /// ``FormParameters/DecodingError/Reason/invalidContentType(_:)``.
    @discardableResult
    public mutating func update(
        fromMultipart body: Data, contentType: String, options: FormUpdateOptions = FormUpdateOptions()
    ) -> FormUpdateResult {
        update(options, source: .urlEncoded) { limits throws(FormParameters.DecodingError) in
            try FormParameters(multipart: body, contentType: contentType, limits: limits)
        }
    }
}
